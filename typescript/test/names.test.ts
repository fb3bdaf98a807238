/**
 * Names that collide with what generated code uses: types called Map, Object, Array, String,
 * Math, NaN, Record; fields called class, default, constructor, toString; enum options with
 * spaces and accents. All three back ends must agree and the generated module must work.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generate } from "../codegen/generate.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { parseSchema } from "../schema/parse.js";

const yaml = readFileSync(fileURLToPath(new URL("./fixtures/global-names.yml", import.meta.url)), "utf8");
const schema = parseSchema(yaml);
const json = {
  maps: [
    {
      name: "a",
      width: 10,
      tiles: { t1: { kind: "SUB TRACT", value: "v", items: [{ n: { x: 1.5 } }, {}] } },
      class: "c",
      default: -3,
      constructor: 7,
      toString: "s",
    },
  ],
  rec: { Object: { kind: "é", value: "", items: [] } },
  m: { "-1": { name: "", width: 0, tiles: {}, class: "", default: 0 } },
};

describe("type and field names that shadow globals", () => {
  it("encode the same in every back end, and the generated module exports every name", async () => {
    const dir = fileURLToPath(new URL("../../.tmp/names/", import.meta.url));
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}global-names.ts`, generate(schema, { schemaFile: "global-names.yml" }));
    const gen = (await import(`${dir}global-names.ts`)) as Record<string, Codec<unknown>>;
    for (const name of ["Map", "Object", "Math", "String", "Array", "NaN", "Record", "World"]) {
      expect(typeof gen[name]!.encode).toBe("function");
      expect(gen[name]!.fingerprint).toBe(createCodec(schema, name).fingerprint);
    }
    const codecs = [createCodec(schema, "World"), createCodec(schema, "World", { mode: "walk" }), gen.World!];
    const bytes = codecs.map((c) => Buffer.from(c.encode(c.fromJson(json))).toString("hex"));
    expect(new Set(bytes).size).toBe(1);
    for (const c of codecs) {
      const back = c.decode(c.encode(c.fromJson(json)));
      expect(c.toJson(back)).toEqual(json);
      const v = c.fromJson(json) as { maps: { constructor: number }[] };
      expect(Object.prototype.hasOwnProperty.call(v.maps[0], "constructor")).toBe(true);
      expect(c.validate({ maps: [{ name: "x", width: 1, tiles: new Map(), class: "", default: 0 }], m: new Map() })).toEqual([]);
    }
  });
});

describe("every global of the engine as a type name", () => {
  it("the generated module, createCodec and the walker write the same bytes and round-trip", async () => {
    // Null, True and False would be YAML's null and booleans, not names, unless quoted.
    const globals = [...new Set([...Object.getOwnPropertyNames(globalThis), "Buffer", "Infinity", "NaN", "Set", "Map", "Error"])].filter(
      (n) => /^[A-Z][A-Za-z0-9_]*$/.test(n) && !["Null", "True", "False"].includes(n),
    );
    expect(globals.length).toBeGreaterThan(50);
    const text =
      globals
        .map((n, i) => `${n}:\n  next: ${i + 1 < globals.length ? `${globals[i + 1]}?` : "int"}\n  s: string\n  d: double\n  m: "<string, float(precision=0.5)>"\n  b: bytes\n  l: "int[]"`)
        .join("\n") + `\nE: [A, B]\nU: [${globals.slice(0, 3).join(", ")}]\nRoot:\n  first: ${globals[0]}\n  e: E\n  u: U\n`;
    const S = parseSchema(text);
    const dir = fileURLToPath(new URL("../../.tmp/names/", import.meta.url));
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}all-globals.ts`, generate(S));
    const gen = (await import(`${dir}all-globals.ts`)) as Record<string, Codec<unknown>>;
    for (const n of globals) expect(typeof gen[n]?.encode, n).toBe("function");
    const link = (i: number): Record<string, unknown> => ({
      next: i + 1 < globals.length ? (i < 4 ? link(i + 1) : undefined) : 3,
      s: "x",
      d: Infinity,
      m: new Map([["k", 1.5]]),
      b: new Uint8Array([1]),
      l: [1, -2],
    });
    const value = { first: link(0), e: "B", u: { _type: globals[1], ...link(1) } };
    const codecs = [createCodec(S, "Root"), createCodec(S, "Root", { mode: "walk" }), gen.Root!];
    const hex = codecs.map((c) => Buffer.from(c.encode(value)).toString("hex"));
    expect(new Set(hex).size).toBe(1);
    for (const c of codecs) {
      const back = c.decode(c.encode(value));
      expect(c.equals(back, value)).toBe(true);
      const next = { ...value, e: "A" };
      expect(c.equals(c.decodeDiff(back, c.encodeDiff(back, next)), next)).toBe(true);
      expect(c.equals(c.fromJson(c.toJson(value)), value)).toBe(true);
      expect(c.equals(c.clone(value), value)).toBe(true);
      expect(c.validate(value)).toEqual([]);
    }
  });
});
