/**
 * Property tests over values generated from each sample schema itself, for every back end:
 * round trips, re-encoding, diffs, the receiver chain, tiny diffs of unchanged values, and
 * byte-identical output across back ends.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chainArb, nextArb, valueArb } from "./arbitrary.js";
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
