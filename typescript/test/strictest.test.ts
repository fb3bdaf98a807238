/**
 * Generated modules under the strictest type checking (./strictest.ts: noUnusedLocals,
 * noUnusedParameters, noPropertyAccessFromIndexSignature, exactOptionalPropertyTypes…), for every
 * sample schema and for awkward ones whose functions leave parameters or locals unused: empty
 * objects, one-option enums and other types of no bits, aliases of scalars, recursive aliases,
 * optionals whose change does not depend on the previous value, fields named like parameters.
 * Checked in one program with the TypeScript compiler API; then the awkward modules run, and
 * write the same bytes as createCodec and the walker.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { generate } from "../codegen/generate.js";
import { refersTo } from "../emit/emit.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { parseSchema } from "../schema/parse.js";
import { valueArb, nextArb } from "./arbitrary.js";
import { STRICTEST } from "./strictest.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const AWKWARD: Record<string, string> = {
  "empty-object": "E: {}\n",
  "one-option-enum": "One: [X]\n",
  // Deep enough that inner levels are coded by outlined functions (emit.ts, OUTLINE_DEPTH).
  "deep-nesting": 'Deep:\n  m: "<string, <string, <string, <int, <string, int?[]>[]?>>>>"\n  a: "bytes[][][][][][]?"\n',
  "recursive-alias": "Nest: Nest[]\n",
  "unit-object": `
Unit:
  e: E
  one: One
  three: "int(min=3, max=3)"
  half: "float(precision=0.5, min=2, max=2)"
  list: E[]
E: {}
One: [X]
`,
  "optional-bytes": `
Root:
  b: bytes?
  s: string?
  f: boolean?
  d: double?
  x: float?
  e: One?
  n: "uint(max=3)?"
  m: "<int, bytes?>"
One: [X, Y]
`,
  "int-keyed-maps": `
Maps:
  ints: "<int, string>"
  small: "<uint(max=7), One>"
  units: "<int, E>"
  nested: "<uint, <int, boolean>>"
E: {}
One: [X]
`,
  unions: `
Root:
  one: Solo
  many: Shape
  maybe: Shape?
  list: Shape[]
Solo: [E]
Shape: [E, Circle, Pair, Wrap]
E: {}
Circle: { r: double }
Pair: { a: Shape, b: "Shape?" }
Wrap: { e: Expr }
Expr: [Num, Neg]
Num: { n: int }
Neg: { e: Expr }
`,
  // Fields named like the parameters of the generated functions (w, r, v, a, b, j, p, errs).
  "parameter-names": `
Fixed:
  r: "int(min=1, max=1)"
  w: One
  v: One
  p: "float(precision=1, min=2, max=2)"
  a: E
  j: One
  errs: One
Used:
  r: int
  w: boolean
  v: boolean?
  a: "<int, One>"
  b: Fixed
  j: bytes?
  p: string
  errs: "int[]"
E: {}
One: [X]
`,
  "scalar-aliases": `
B: boolean
S: string
Bytes: bytes
I0: "int(min=-2, max=-2)"
Q0: "float(precision=1, min=2, max=2)"
Q: "float(precision=0.5)?"
Alias: S
Ones: "One[]"
MaybeOne: "One?"
Opt: "Opt[]?"
Deep: "Deep[][]"
Tree: "<string, Tree>"
One: [X]
`,
  // 8 to 30 fields: the changes as a list of field indexes.
  "wide-optionals": `
Wide:
  f0: boolean
  f1: boolean?
  f2: string?
  f3: One
  f4: "int(min=1, max=1)"
  f5: bytes?
  f6: float?
  f7: double?
  f8: "uint(max=3)?"
  f9: int?
  f10: One?
One: [X]
`,
  // More than 127 fields: values built by constructors everywhere (fromJson, clone, default too).
  "very-wide": `
Wide:
${Array.from({ length: 130 }, (_, i) => `  f${i}: ${["int", "string?", "float(precision=0.5)", "One", "boolean?"][i % 5]}`).join("\n")}
V: [Wide, Small]
Small:
  x: int
Keep:
  v: V
One: [X]
`,
};

function sources(): [name: string, yaml: string][] {
  const out: [string, string][] = [];
  for (const dir of ["schemas/", "typescript/test/fixtures/"]) {
    for (const file of readdirSync(ROOT + dir).filter((f) => f.endsWith(".yml")).sort()) out.push([file.slice(0, -4), readFileSync(ROOT + dir + file, "utf8")]);
  }
  return [...out, ...Object.entries(AWKWARD)];
}

describe("refersTo, which tells the emitter which parameters and locals are used", () => {
  it("counts every reading of the variable, and only properties, strings and object keys not", () => {
    for (const code of ["a;", "f(a)", "x ? a : b", "{ ...a }", "{ x: a }", "a.b", "[a]", "(a as T)", "!a", "x, a"]) expect(refersTo(code, "a"), code).toBe(true);
    for (const code of ["v.a", "v?.a", '"a"', '"say \\"a\\""', "{ a: 1 }", "{ x: 1, a: 2 }", "ab", "a1", "$a", "_a", "x24"]) expect(refersTo(code, "a"), code).toBe(false);
    expect(refersTo("const x = x24;", "x24")).toBe(true);
    expect(refersTo("const x = x245;", "x24")).toBe(false);
  });
});

describe("generated modules under the strictest type checking", () => {
  const dir = `${ROOT}.tmp/strictest/`;

  it("compile without errors for every sample schema and awkward ones", () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = sources().map(([name, yaml]) => {
      const file = `${dir}${name}.ts`;
      writeFileSync(file, generate(parseSchema(yaml), { schemaFile: `${name}.yml` }));
      return file;
    });
    const { options, errors } = ts.convertCompilerOptionsFromJson(
      {
        ...STRICTEST,
        target: "es2022",
        module: "nodenext",
        moduleResolution: "nodenext",
        lib: ["es2024", "dom"],
        types: [],
        noEmit: true,
        skipLibCheck: true,
        paths: { "tickpack/runtime": [`${ROOT}typescript/runtime/index.ts`] },
      },
      dir,
    );
    expect(errors).toEqual([]);
    const host = ts.createCompilerHost(options);
    const program = ts.createProgram(files, options, host);
    // Only the generated modules: the runtime is compiled with the project's own settings.
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...files.flatMap((f) => {
        const sf = program.getSourceFile(f)!;
        return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
      }),
    ];
    expect(ts.formatDiagnostics(diagnostics, host)).toBe("");
  });

  it("the awkward modules write the same bytes as createCodec and the walker", async () => {
    mkdirSync(dir, { recursive: true });
    for (const [name, yaml] of Object.entries(AWKWARD)) {
      const schema = parseSchema(yaml);
      const file = `${dir}${name}.ts`;
      writeFileSync(file, generate(schema));
      const mod = (await import(file)) as Record<string, Codec<unknown>>;
      for (const type of schema.types.keys()) {
        const codecs = [mod[type]!, createCodec(schema, type), createCodec(schema, type, { mode: "walk" })];
        const pairs = fc.sample(
          valueArb(schema, type).chain((a) => fc.tuple(fc.constant(a), nextArb(schema, type, a))),
          { numRuns: 5, seed: 7 },
        );
        for (const [a, b] of [[codecs[0]!.default(), codecs[0]!.default()], ...pairs] as [unknown, unknown][]) {
          const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
          const snaps = codecs.map((c) => hex(c.encode(a)));
          const diffs = codecs.map((c) => hex(c.encodeDiff(a, b)));
          expect(new Set(snaps).size, `${name}: ${type}`).toBe(1);
          expect(new Set(diffs).size, `${name}: ${type}`).toBe(1);
          for (const c of codecs) {
            expect(c.equals(c.decode(c.encode(a)), a)).toBe(true);
            expect(c.equals(c.decodeDiff(a, c.encodeDiff(a, b)), b)).toBe(true);
            expect(c.toJson(c.fromJson(c.toJson(a)))).toEqual(c.toJson(a));
            expect(c.equals(c.clone(a), a)).toBe(true);
            expect(c.validate(a)).toEqual([]);
          }
        }
      }
    }
  });
});
