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
