/**
 * Golden vectors (typescript/test/golden/vectors.json): exact bytes for a fixed set of schemas
 * and values, snapshots and diffs, through both back ends. The vectors pin the wire format of
 * docs/FORMAT.md (its worked examples are among them) and are meant for other implementations
 * too. They change only by hand: `npx tsx typescript/test/golden/regenerate.ts`, never from here.
 */
import { describe, expect, it } from "vitest";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { parseSchema } from "../schema/parse.js";
import type { Schema } from "../schema/ir.js";
import { fromHex, isDiffCase, loadVectors, toHex, type DiffCase, type SnapshotCase } from "./golden/vectors.js";

const vectors = loadVectors();
const schemas = new Map<string, Schema>();

function codecFor(schema: string, type: string, mode: "compile" | "walk"): Codec<unknown> {
  let s = schemas.get(schema);
  if (!s) schemas.set(schema, (s = parseSchema(schema)));
  return createCodec<unknown>(s, type, { mode });
}

function checkSnapshot(C: Codec<unknown>, c: SnapshotCase): void {
  expect(C.fingerprint).toBe(c.fingerprint);
  const value = C.fromJson(c.value);
  expect(toHex(C.encode(value))).toBe(c.hex);
  const decoded = C.decode(fromHex(c.hex));
  const expected = C.fromJson(c.decoded ?? c.value);
  expect(C.toJson(decoded)).toEqual(C.toJson(expected));
  // equals is exact where toEqual is not: map entry order, -0, float32 rounding.
  expect(C.equals(decoded, expected)).toBe(true);
  expect(C.validate(decoded)).toEqual([]);
  // A decoded value encodes to the very same bytes.
  expect(toHex(C.encode(decoded))).toBe(c.hex);
}

function checkDiff(C: Codec<unknown>, c: DiffCase): void {
  expect(C.fingerprint).toBe(c.fingerprint);
  const prev = C.fromJson(c.prev);
  const next = C.fromJson(c.next);
  expect(toHex(C.encodeDiff(prev, next))).toBe(c.diffHex);
  const got = C.decodeDiff(prev, fromHex(c.diffHex));
  expect(C.toJson(got)).toEqual(C.toJson(next));
  expect(C.equals(got, next)).toBe(true);
  // The same diff applies to prev as a receiver holds it: decoded from its snapshot.
  const received = C.decode(C.encode(prev));
  expect(C.equals(C.decodeDiff(received, fromHex(c.diffHex)), next)).toBe(true);
}

describe("golden vectors: the file itself", () => {
  it("has unique names, both kinds of case, and well-formed hex", () => {
    const names = vectors.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(vectors.filter(isDiffCase).length).toBeGreaterThanOrEqual(10);
    expect(vectors.filter((c) => !isDiffCase(c)).length).toBeGreaterThanOrEqual(25);
    for (const c of vectors) {
      const hex = isDiffCase(c) ? c.diffHex : c.hex;
      expect(hex, c.name).toMatch(/^([0-9a-f]{2})*$/);
      expect(c.fingerprint, c.name).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});

for (const mode of ["compile", "walk"] as const) {
  describe(`golden vectors (${mode})`, () => {
    for (const c of vectors) {
      it(c.name, () => {
        const C = codecFor(c.schema, c.type, mode);
        if (isDiffCase(c)) checkDiff(C, c);
        else checkSnapshot(C, c);
      });
    }
  });
}
