/**
 * Schemas nobody wrote by hand: random object, enum, union and alias definitions with random
 * nesting, references and recursion. Every schema that parses must round-trip and diff
 * correctly, with the compiled and the walking back ends writing the same bytes; damaged bytes
 * must be refused by both at the same offset, or decode on both to the same valid value.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "../codegen/generate.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { DecodeError, SchemaError } from "../runtime/errors.js";
import { parseSchema } from "../schema/parse.js";
import { nextArb, valueArb } from "./arbitrary.js";
import { STRICTEST } from "./strictest.js";

const PRIMS = [
  "string",
  "boolean",
  "int",
  "uint",
  "int(min=-5, max=10)",
  "uint(max=255)",
  "uint(max=100000)",
  // 28 and 32 bits: decoders read 25 to 32 bits inline, in two parts.
  "int(min=-100000000, max=100000000)",
  "uint(max=4294967295)",
  "int(min=-9007199254740991, max=9007199254740991)",
  "float",
  "double",
  "bytes",
  "float(precision=0.1)",
  "float(precision=0.01, min=-100, max=100)",
  "float(precision=0.3, min=0, max=30)",
];

/** A type expression over the primitives and the names T0..T{n-1}. */
function exprArb(n: number): fc.Arbitrary<string> {
  const base = fc.oneof(
    { arbitrary: fc.constantFrom(...PRIMS), weight: 3 },
    { arbitrary: fc.nat({ max: n - 1 }).map((i) => `T${i}`), weight: 2 },
  );
  return fc
    .tuple(base, fc.array(fc.constantFrom("[]", "?", "map"), { maxLength: 2 }))
    .map(([b, wraps]) => {
      let e = b;
      let optional = false;
      for (const w of wraps) {
        if (w === "?") {
          if (optional) continue;
          e = `${e}?`;
          optional = true;
        } else if (w === "[]") {
          e = optional ? `(${e})[]` : `${e}[]`;
          optional = false;
        } else {
          e = `<${["string", "int", "uint(max=7)"][e.length % 3]}, ${e}>`;
          optional = false;
        }
      }
      return JSON.stringify(e);
    });
}

const FIELD_NAMES = ["a", "b", "pos", "class", "default", "constructor", "name", "x", "y", "z", "items", "hp", "t"];

/** A random schema of n types; T0 is the root. */
const schemaArb = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc
    .tuple(
      ...Array.from({ length: n }, () =>
        fc.oneof(
          { arbitrary: fc.uniqueArray(fc.tuple(fc.constantFrom(...FIELD_NAMES), exprArb(n)), { selector: (f) => f[0], maxLength: 9 }).map((fs) => ({ kind: "object" as const, fs })), weight: 5 },
          { arbitrary: fc.integer({ min: 1, max: 9 }).map((k) => ({ kind: "enum" as const, k })), weight: 1 },
          { arbitrary: exprArb(n).map((e) => ({ kind: "alias" as const, e })), weight: 1 },
          { arbitrary: fc.uniqueArray(fc.nat({ max: n - 1 }), { minLength: 1, maxLength: 3 }).map((vs) => ({ kind: "union" as const, vs })), weight: 1 },
        ),
      ),
    )
    .map((defs) => {
      const lines: string[] = [];
      defs.forEach((d, i) => {
        if (d.kind === "object") {
          if (d.fs.length === 0) lines.push(`T${i}: {}`);
          else lines.push(`T${i}:`, ...d.fs.map(([f, e]) => `  ${f}: ${e}`));
        } else if (d.kind === "enum") lines.push(`T${i}: [${Array.from({ length: d.k }, (_, j) => `O${j}`).join(", ")}]`);
        else if (d.kind === "alias") lines.push(`T${i}: ${d.e}`);
        else lines.push(`T${i}: [${d.vs.map((v) => `T${v}`).join(", ")}]`);
      });
      return lines.join("\n") + "\n";
    }),
);

/**
 * Parses a random schema, whose refusal must be a SchemaError (then false), and runs `check` on
 * its compiled and walking codecs of T0 for four random pairs of a value and a next value.
 */
function withPairs(yaml: string, seed: number, check: (C: Codec<unknown>, W: Codec<unknown>, a: unknown, b: unknown) => void): boolean {
  let schema;
  try {
    schema = parseSchema(yaml);
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaError);
    return false;
  }
  const C = createCodec(schema, "T0");
  const W = createCodec(schema, "T0", { mode: "walk" });
  const pairs = fc.sample(
    valueArb(schema, "T0").chain((a) => fc.tuple(fc.constant(a), nextArb(schema, "T0", a))),
    { numRuns: 4, seed },
  );
  for (const [a, b] of pairs) check(C, W, a, b);
  return true;
}

describe("random schemas", () => {
  it("parse or refuse with SchemaError; when they parse, every back end agrees and round-trips", () => {
    let parsed = 0;
    fc.assert(
      fc.property(schemaArb, fc.integer({ min: 0, max: 1_000_000 }), (yaml, seed) => {
        const ok = withPairs(yaml, seed, (C, W, a, b) => {
          const snap = C.encode(a);
          expect(Buffer.from(W.encode(a)).equals(Buffer.from(snap))).toBe(true);
          const back = C.decode(snap);
          expect(C.equals(back, a)).toBe(true);
          expect(W.equals(W.decode(snap), a)).toBe(true);
          const diff = C.encodeDiff(a, b);
          expect(Buffer.from(W.encodeDiff(a, b)).equals(Buffer.from(diff))).toBe(true);
          expect(C.equals(C.decodeDiff(back, diff), b)).toBe(true);
          expect(C.equals(W.decodeDiff(back, diff), b)).toBe(true);
          expect(C.toJson(C.fromJson(C.toJson(a)))).toEqual(C.toJson(a));
          expect(C.validate(C.default())).toEqual([]);
        });
        if (ok) parsed++;
      }),
      { numRuns: 150 },
    );
    expect(parsed).toBeGreaterThan(50);
  });
});

/**
 * A random schema whose root has 31 to 45 fields (more than a diff's field list takes: each field
 * has its change bit, and runs of unchanged fields are written at once) over T1..T{n-1}.
 */
const wideSchemaArb = fc.integer({ min: 2, max: 3 }).chain((n) =>
  fc
    .tuple(
      // The root's fields refer to T1.., whose own are of primitive types (no recursion to refuse).
      fc.array(exprArb(n).map((e) => e.replace(/\bT0\b/g, "T1")), { minLength: 31, maxLength: 45 }),
      ...Array.from({ length: n - 1 }, () =>
        fc.uniqueArray(fc.tuple(fc.constantFrom(...FIELD_NAMES), exprArb(1).map((e) => e.replace(/\bT0\b/g, "int"))), { selector: (f) => f[0], minLength: 1, maxLength: 4 }),
      ),
    )
    .map(([root, ...defs]) =>
      [
        "T0:",
        ...root.map((e, i) => `  f${i}: ${e}`),
        ...defs.flatMap((fs, i) => [`T${i + 1}:`, ...fs.map(([f, e]) => `  ${f}: ${e}`)]),
      ].join("\n") + "\n",
    ),
);

describe("random wide schemas", () => {
  it("diff their roots the same through both back ends, and the diffs decode to the next value", () => {
    let parsed = 0;
    fc.assert(
      fc.property(wideSchemaArb, fc.integer({ min: 0, max: 1_000_000 }), (yaml, seed) => {
        const ok = withPairs(yaml, seed, (C, W, a, b) => {
          for (const [x, y] of [[a, b], [b, a], [a, a]] as const) {
            const diff = C.encodeDiff(x, y);
            expect(Buffer.from(W.encodeDiff(x, y)).equals(Buffer.from(diff))).toBe(true);
            const from = C.decode(C.encode(x));
            expect(C.equals(C.decodeDiff(from, diff), y)).toBe(true);
            expect(C.equals(W.decodeDiff(from, diff), y)).toBe(true);
          }
        });
        if (ok) parsed++;
      }),
      { numRuns: 40 },
    );
    expect(parsed).toBeGreaterThan(30);
  });
});

/** Whether a decoded value holds a NaN anywhere (NaN payloads are not kept: FORMAT.md §6.3). */
function hasNaN(v: unknown): boolean {
  if (typeof v === "number") return Number.isNaN(v);
  if (v instanceof Map) return [...v.values()].some(hasNaN);
  if (Array.isArray(v)) return v.some(hasNaN);
  if (v !== null && typeof v === "object" && !(v instanceof Uint8Array)) return Object.values(v).some(hasNaN);
  return false;
}

function attempt(f: () => unknown): { ok: true; v: unknown } | { ok: false; e: unknown } {
  try {
    return { ok: true, v: f() };
  } catch (e) {
    return { ok: false, e };
  }
}

describe("damaged bytes for random schemas", () => {
  it("byte flips and truncations of snapshots and diffs: both back ends refuse at the same offset or decode to the same valid value", () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        schemaArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        // each damage: up to three bytes, each XORed with a byte (one bit, most often) at a position
        fc.array(fc.array(fc.tuple(fc.nat(), fc.oneof(fc.nat({ max: 7 }).map((k) => 1 << k), fc.integer({ min: 1, max: 255 }))), { minLength: 1, maxLength: 3 }), { minLength: 12, maxLength: 12 }),
        (yaml, seed, damages) => {
          let schema;
          try {
            schema = parseSchema(yaml);
          } catch {
            return;
          }
          const C = createCodec(schema, "T0");
          const W = createCodec(schema, "T0", { mode: "walk" });
          const pairs = fc.sample(valueArb(schema, "T0").chain((a) => fc.tuple(fc.constant(a), nextArb(schema, "T0", a))), { numRuns: 2, seed });
          for (const [a, b] of pairs) {
            const snap = C.encode(a).slice();
            const diff = C.encodeDiff(a, b).slice();
            const prev = C.decode(snap);
            for (const isDiff of [false, true]) {
              for (const damage of damages) {
                const flipped = (isDiff ? diff : snap).slice();
                for (const [i, x] of damage) flipped[i % flipped.length]! ^= x;
                const cut = flipped.subarray(0, damage[0]![0] % (flipped.length + 1));
                for (const bytes of [flipped, cut]) {
                  const c = attempt(() => (isDiff ? C.decodeDiff(prev, bytes) : C.decode(bytes)));
                  const w = attempt(() => (isDiff ? W.decodeDiff(prev, bytes) : W.decode(bytes)));
                  if (!c.ok) {
                    if (!(c.e instanceof DecodeError)) throw c.e;
                    if (w.ok || !(w.e instanceof DecodeError)) throw w.ok ? new Error("the walker accepted what the compiled codec refused") : w.e;
                    expect(w.e.offset).toBe(c.e.offset);
                    refused++;
                    continue;
                  }
                  if (!w.ok) throw w.e;
                  expect(C.equals(w.v, c.v)).toBe(true);
                  expect(C.validate(c.v)).toEqual([]);
                  if (isDiff) expect(C.equals(C.decodeDiff(prev, C.encodeDiff(prev, c.v)), c.v)).toBe(true);
                  else {
                    // Re-encoded, the value gives canonical bytes, which may differ from the input
                    // only in what FORMAT.md §6.3 lets a decoder accept (NaN payloads, string-table
                    // references); they decode to the same value and re-encode to themselves.
                    const again = C.encode(c.v).slice();
                    expect(C.equals(C.decode(again), c.v)).toBe(true);
                    expect(Buffer.from(C.encode(C.decode(again))).equals(Buffer.from(again))).toBe(true);
                    // Without strings and NaNs, nothing is left to differ.
                    if (!yaml.includes("string") && !hasNaN(c.v)) expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
                  }
                  accepted++;
                }
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(refused).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(20);
  });
});

describe("generated TypeScript for random schemas", () => {
  it("type-checks under the strictest settings (./strictest.ts)", () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const dir = `${root}.tmp/random-ts/`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    let files = 0;
    for (const yaml of fc.sample(schemaArb, { numRuns: 200 })) {
      let schema;
      try {
        schema = parseSchema(yaml);
      } catch {
        continue;
      }
      writeFileSync(`${dir}s${files}.ts`, `/*\n${yaml}*/\n${generate(schema)}`);
      if (++files === 40) break;
    }
    writeFileSync(
      `${dir}tsconfig.json`,
      JSON.stringify({
        extends: "../../tsconfig.json",
        compilerOptions: { noEmit: true, ...STRICTEST },
        include: ["*.ts"],
      }),
    );
    const tsc = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, "-p", `${dir}tsconfig.json`], { encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
  }, 120_000);
});
