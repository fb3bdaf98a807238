/**
 * Property tests over values generated from each sample schema itself, for every back end:
 * round trips, re-encoding, diffs, the receiver chain, tiny diffs of unchanged values, and
 * byte-identical output across back ends.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chainArb, nextArb, valueArb } from "./arbitrary.js";
import { createCodec } from "../interpreter/create.js";
import { parseSchema } from "../schema/parse.js";
import { BACKENDS, codecFor, hex, loadSamples } from "./samples.js";

const samples = loadSamples();
const RUNS = 60;

describe.each(samples.map((s) => [s.name, s] as const))("%s", (_name, sample) => {
  describe.each(BACKENDS)("%s", (backend) => {
    it("decode(encode(v)) equals v and re-encodes to the same bytes", async () => {
      const C = await codecFor(sample, backend);
      fc.assert(
        fc.property(valueArb(sample.schema, sample.type), (v) => {
          const bytes = C.encode(v);
          const back = C.decode(bytes);
          expect(C.equals(back, v)).toBe(true);
          expect(hex(C.encode(back))).toBe(hex(bytes));
          expect(C.validate(back)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    });

    it("decodeDiff(a, encodeDiff(a, b)) equals b; prev untouched", async () => {
      const C = await codecFor(sample, backend);
      const pairs = valueArb(sample.schema, sample.type).chain((a) =>
        fc.tuple(fc.constant(a), fc.oneof(nextArb(sample.schema, sample.type, a), valueArb(sample.schema, sample.type))),
      );
      fc.assert(
        fc.property(pairs, ([a, b]) => {
          const before = hex(C.encode(a));
          const diff = C.encodeDiff(a, b);
          const got = C.decodeDiff(a, diff);
          expect(C.equals(got, b)).toBe(true);
          expect(hex(C.encode(a))).toBe(before);
        }),
        { numRuns: RUNS },
      );
    });

    it("a receiver applying every diff stays equal to the sender", async () => {
      const C = await codecFor(sample, backend);
      fc.assert(
        fc.property(chainArb(sample.schema, sample.type, 5), (states) => {
          let recv = C.decode(C.encode(states[0]));
          for (let i = 1; i < states.length; i++) {
            recv = C.decodeDiff(recv, C.encodeDiff(states[i - 1], states[i]));
            expect(C.equals(recv, states[i])).toBe(true);
          }
        }),
        { numRuns: RUNS / 2 },
      );
    });

    it("an unchanged value diffs to one byte", async () => {
      const C = await codecFor(sample, backend);
      fc.assert(
        fc.property(valueArb(sample.schema, sample.type), (v) => {
          expect(C.encodeDiff(v, C.clone(v)).length).toBeLessThanOrEqual(1);
        }),
        { numRuns: RUNS / 2 },
      );
    });

    it("the sample states round-trip and chain", async () => {
      const C = await codecFor(sample, backend);
      const states = sample.json.map((j) => C.fromJson(j));
      let recv = C.decode(C.encode(states[0]));
      for (let i = 0; i < states.length; i++) {
        const s = states[i];
        expect(C.toJson(C.decode(C.encode(s)))).toEqual(C.toJson(s));
        expect(C.toJson(s)).toEqual(C.toJson(C.fromJson(sample.json[i])));
        if (i > 0) {
          recv = C.decodeDiff(recv, C.encodeDiff(states[i - 1], s));
          expect(C.equals(recv, s)).toBe(true);
        }
      }
    });
  });

  it("all back ends write the same bytes", async () => {
    const codecs = await Promise.all(BACKENDS.map((b) => codecFor(sample, b)));
    const [ref, ...others] = codecs;
    const pairs = valueArb(sample.schema, sample.type).chain((a) => fc.tuple(fc.constant(a), nextArb(sample.schema, sample.type, a)));
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        const snap = hex(ref!.encode(a));
        const diff = hex(ref!.encodeDiff(a, b));
        for (const c of others) {
          expect(hex(c.encode(a))).toBe(snap);
          expect(hex(c.encodeDiff(a, b))).toBe(diff);
          expect(ref!.equals(c.decode(ref!.encode(a)), a)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("string and bytes edits (FORMAT.md §5, Edits)", () => {
  // Texts over a few letters and emoji (surrogate pairs), so that prefixes, suffixes and
  // pair boundaries meet often; the next value an edit of the previous or another text.
  const unit = fc.constantFrom("a", "b", " ", "😀", "😁", "é");
  const text = fc.array(unit, { maxLength: 40 }).map((u) => u.join(""));
  const edited = (a: string) =>
    fc.tuple(fc.nat(a.length), fc.nat(a.length), text).map(([i, j, mid]) => {
      const [x, y] = i <= j ? [i, j] : [j, i];
      const s = a.slice(0, x) + mid + a.slice(y);
      return s.isWellFormed() ? s : a + mid;
    });
  const bytes = fc.uint8Array({ maxLength: 40 });
  const bytesEdited = (a: Uint8Array) =>
    fc.tuple(fc.nat(a.length), fc.nat(a.length), fc.uint8Array({ maxLength: 8 })).map(([i, j, mid]) => {
      const [x, y] = i <= j ? [i, j] : [j, i];
      return new Uint8Array([...a.subarray(0, x), ...mid, ...a.subarray(y)]);
    });
  const pair = fc.tuple(text, bytes).chain(([t, b]) => fc.tuple(fc.constant({ t, b }), fc.record({ t: fc.oneof(edited(t), text), b: fc.oneof(bytesEdited(b), bytes) })));

  it("long byte strings at any offsets: the same edits whether compared 8 bytes or 1 byte a test", () => {
    const B = createCodec<{ b: Uint8Array }>(parseSchema("B:\n  b: bytes\n"), "B");
    // A view of `bytes` at offset `off` of a larger buffer: the words are compared only where both
    // arrays sit alike to 8-byte boundaries, so offsets 1 and 2 mostly take the byte loop.
    const at = (bytes: Uint8Array, off: number) => {
      const buf = new Uint8Array(bytes.length + 16);
      buf.set(bytes, off);
      return buf.subarray(off, off + bytes.length);
    };
    const blob = fc.uint8Array({ minLength: 64, maxLength: 300 });
    const change = fc.record({ i: fc.nat(299), n: fc.nat(20), add: fc.uint8Array({ maxLength: 20 }), oa: fc.nat(15), ob: fc.nat(15) });
    fc.assert(
      fc.property(blob, change, (a, { i, n, add, oa, ob }) => {
        const x = Math.min(i, a.length);
        const b = new Uint8Array([...a.subarray(0, x), ...add, ...a.subarray(Math.min(a.length, x + n))]);
        const diff = hex(B.encodeDiff({ b: at(a, oa) }, { b: at(b, ob) }));
        expect(diff).toBe(hex(B.encodeDiff({ b: at(a, 1) }, { b: at(b, 2) })));
        expect([...B.decodeDiff({ b: at(a, oa) }, B.encodeDiff({ b: at(a, oa) }, { b: at(b, ob) })).b]).toEqual([...b]);
      }),
      { numRuns: 400 },
    );
  });

  it("round-trip through both back ends with the same bytes, no longer than the whole value and its flag", () => {
    // (The generated modules run the compiled code; the samples' strings and bytes go through them above.)
    const schema = parseSchema("E:\n  t: string\n  b: bytes\n");
    const codecs = (["compile", "walk"] as const).map((mode) => createCodec<{ t: string; b: Uint8Array }>(schema, "E", { mode }));
    const [C] = codecs;
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const diffs = codecs.map((X) => hex(X.encodeDiff(a, b)));
        for (const d of diffs) expect(d).toBe(diffs[0]);
        for (const X of codecs) expect(X.equals(X.decodeDiff(a, C!.encodeDiff(a, b)), b)).toBe(true);
        // No longer than a snapshot and a byte (header, change bits and flags): an edit is never longer than the value.
        expect(C!.encodeDiff(a, b).length).toBeLessThanOrEqual(C!.encode(b).length + 1);
      }),
      { numRuns: 300 },
    );
  });
});

