/**
 * The wire's integer writers against references computed with BigInt (docs/FORMAT.md §3):
 * LEB128 varints and zigzag varints over the whole safe range, at every byte-length boundary,
 * and wide bit fields (25–32 bits) read back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DecodeError, INVALID } from "../runtime/errors.js";
import { dequantize, PACKED_ARRAY_BITS, Reader, varintSize, Writer } from "../runtime/wire.js";

/** Bits of the order-3 exp-Golomb code of x (FORMAT.md §3.7: 2m − 2, m = floor(log2(x + 8))). */
const expGolombSize = (x: number): number => 2 * Math.floor(Math.log2(x + 8)) - 2;

const MAX = Number.MAX_SAFE_INTEGER;

/** LEB128 of a non-negative BigInt. */
function leb128(v: bigint): number[] {
  const out: number[] = [];
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

const zigzag = (v: number): bigint => (v >= 0 ? BigInt(v) * 2n : -BigInt(v) * 2n - 1n);

/** 0, 1, 2^k − 1, 2^k and 2^k + 1 for every k, within [0, 2^53 − 1]. */
const boundaries: number[] = [0, 1];
for (let k = 1; k <= 53; k++) for (const d of [-1, 0, 1]) if (2 ** k + d <= MAX) boundaries.push(2 ** k + d);

function written(write: (w: Writer) => void): number[] {
  const w = new Writer();
  w.reset();
  write(w);
  return [...w.finish()];
}

function read<T>(bytes: number[], f: (r: Reader) => T): T {
  const r = new Reader();
  r.reset(new Uint8Array(bytes));
  const v = f(r);
  r.finish();
  return v;
}

/** A lead of k varints before the array under test, so that it starts anywhere in the byte section. */
function lead(w: Writer, k: number): void {
  for (let i = 0; i < k; i++) w.writeVarint(i * 40);
}

/**
 * FORMAT.md §5, reference: the bits of a changed integer sent as a change from x to y whose
 * value takes `width` bits — change bit, flag, and the delta code or the value.
 */
function changeBits(x: number, y: number, width: number): number {
  const d = y - x;
  const code = Math.abs(d) < 2 ** 30 ? expGolombSize(d < 0 ? -2 * d - 1 : 2 * d) : Infinity;
  return 2 + Math.min(code, width);
}

type ArrayDiff = (w: Writer, a: unknown[], b: unknown[], da: number, db: number, m: number, n: number, equal: number) => boolean;

/** A packed array of numbers with a change flag: integers in [min, max], or quantized floats (`quant`) whose q is. */
type Packed = { min: number; max: number; bits: number; quant?: { precision: number; scale: number } };

/**
 * FORMAT.md §5, reference: a packed array diff written value by value. Its m pairs (a's from
 * da, b's from db) weighed: an unchanged one (the same value, or the same quantum) costs its
 * change bit, a changed one changeBits; the mode bit 1 and b's n values when that is more than
 * their values take, else the mode bit 0 and each pair's change bit and change (returns false;
 * b's other elements are the caller's). INVALID at a changed element outside the range (or no
 * integer, or no number), and at any when b goes whole.
 */
function referenceDiff(k: Packed, w: Writer, a: unknown[], b: unknown[], da: number, db: number, m: number, n: number): boolean {
  const t = k.quant;
  const q = (v: unknown) => (t === undefined ? (v as number) : typeof v !== "number" ? NaN : t.scale !== 0 ? Math.round(v * t.scale) : Math.round(v / t.precision));
  const valid = (v: number) => (t !== undefined || Number.isInteger(v)) && v >= k.min && v <= k.max;
  const same = (x: unknown, y: unknown) => x === y || (t !== undefined && q(x) === q(y));
  let changes = 0;
  for (let i = 0; i < m; i++) {
    const x = a[i + da], y = b[i + db];
    if (same(x, y)) changes += 1;
    else if (!valid(q(y))) throw INVALID;
    else {
      const d = q(y) - q(x);
      changes += Number.isInteger(d) ? changeBits(q(x), q(y), k.bits) : 2 + k.bits;
    }
  }
  const full = m * k.bits < changes;
  w.writeBit(full ? 1 : 0);
  if (full)
    for (const y of b) {
      if (!valid(q(y))) throw INVALID;
      w.writeBits(q(y) - k.min, k.bits);
    }
  else for (let i = 0; i < m; i++) same(a[i + da], b[i + db]) ? w.writeBit(0) : w.writePackedChange(q(a[i + da]), q(b[i + db]), k.min, k.bits, 1, 1);
  return full;
}

/**
 * A packed array diff (`diff`: writeIntArrayDiff, writeQuantArrayDiff, for k) against
 * referenceDiff: the same bytes and the same mode, or INVALID from both. Values q in [min, max]
 * (as `value(q)`), kept, moved a little or anywhere, or nudged (`nudge`: another value of the
 * same quantum); shifted pairs, a known-equal prefix, a prev element and a next one that are no
 * number or out of range, a lead of bits before, and now and then an array longer than a run of
 * VARINT_RUN (4 096) pairs.
 */
function diffAgainstReference(k: Packed & { value: (q: number) => number; nudge: (x: number) => unknown; diff: ArrayDiff; runs: number }): void {
  const outcome = (f: () => boolean, w: Writer, lead: number) => {
    w.reset();
    for (let i = 0; i < lead; i++) w.writeBit(i & 1);
    try {
      const full = f();
      w.writeBit(1);
      return { full, bytes: [...w.finish()] };
    } catch (err) {
      return { invalid: err === INVALID };
    }
  };
  // The writer under test reused across cases (a second message, a grown bit room), as is the reference's.
  const w = new Writer();
  const ref = new Writer();
  const lo = Math.max(k.min, -(2 ** 40));
  const q = fc.integer({ min: lo, max: Math.min(k.max, lo + 2 ** 41) });
  const v = (x: number) => k.value(Math.min(k.max, Math.max(k.min, x)));
  const odd = fc.constantFrom<unknown>(NaN, Infinity, "7", undefined, 1e300, k.value(k.max + 1), k.value(k.min - 1));
  fc.assert(
    fc.property(
      fc.record({
        lead: fc.nat(20),
        base: fc.array(q, { minLength: 1, maxLength: 60 }),
        moves: fc.array(fc.tuple(fc.nat(9), fc.integer({ min: -40, max: 40 }), q), { maxLength: 60 }),
        oddPrev: fc.option(fc.tuple(fc.nat(59), odd), { nil: undefined }),
        oddNext: fc.option(fc.tuple(fc.nat(59), odd), { nil: undefined }),
        da: fc.nat(3),
        db: fc.nat(3),
        equal: fc.nat(5),
        long: fc.nat(19),
      }),
      ({ lead, base, moves, oddPrev, oddNext, da, db, equal, long }) => {
        const a: unknown[] = Array.from({ length: long === 0 ? 4200 + base.length : base.length }, (_, i) => v(base[i % base.length]!));
        const b: unknown[] = a.map((x, i) => {
          const [how, d, far] = moves[i % Math.max(1, moves.length)] ?? [0, 0, 0];
          if (how < 4 || typeof x !== "number") return x;
          if (how < 7) return v(base[i % base.length]! + d);
          if (how < 8) return k.nudge(x);
          return v(far);
        });
        if (oddPrev !== undefined) a[oddPrev[0] % a.length] = oddPrev[1];
        if (oddNext !== undefined) b[oddNext[0] % b.length] = oddNext[1];
        // A shift: da elements of a's front dropped, or db new ones in front of b's.
        const sb = db === 0 ? b : [...Array.from({ length: db }, (_, i) => v(i)), ...b];
        const sda = db === 0 ? Math.min(da, a.length - 1) : 0;
        const m = Math.min(sb.length - db, a.length - sda);
        let e = 0;
        while (e < Math.min(equal, m) && a[e + sda] === sb[e + db]) e++;
        expect(outcome(() => k.diff(w, a, sb, sda, db, m, sb.length, e), w, lead)).toEqual(
          outcome(() => referenceDiff(k, ref, a, sb, sda, db, m, sb.length), ref, lead),
        );
      },
    ),
    { numRuns: k.runs },
  );
}

describe("varints", () => {
  const checkVarint = (v: number) => {
    const bytes = written((w) => w.writeVarint(v));
    expect(bytes).toEqual(leb128(BigInt(v)));
    expect(read(bytes, (r) => r.readVarint())).toBe(v);
  };
  const checkZigzag = (v: number) => {
    const bytes = written((w) => w.writeZigzag(v));
    expect(bytes).toEqual(leb128(zigzag(v)));
    expect(read(bytes, (r) => r.readZigzag())).toBe(v);
  };

  it("writes LEB128 at every byte-length boundary up to 2^53 - 1", () => {
    for (const v of boundaries) checkVarint(v);
  });

  it("writes LEB128 for random safe integers", () => {
    fc.assert(fc.property(fc.maxSafeNat(), checkVarint), { numRuns: 5000 });
  });

  it("writes zigzag varints at every boundary, both signs", () => {
    for (const v of boundaries) {
      checkZigzag(v);
      if (v > 0) checkZigzag(-v);
    }
  });

  it("writes zigzag varints for random safe integers", () => {
    fc.assert(fc.property(fc.maxSafeInteger(), checkZigzag), { numRuns: 5000 });
  });

  it("sizes varints as written (varintSize: the branch-free path below 2^31 and the wide one)", () => {
    for (const v of boundaries) expect(varintSize(v), String(v)).toBe(leb128(BigInt(v)).length);
    fc.assert(fc.property(fc.maxSafeNat(), (v) => varintSize(v) === leb128(BigInt(v)).length), { numRuns: 2000 });
  });

  it("writes many varints in a row (the fast and the wide paths interleaved)", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(300), fc.maxSafeNat()), { maxLength: 40 }), (vs) => {
        const bytes = written((w) => vs.forEach((v) => w.writeVarint(v)));
        expect(bytes).toEqual(vs.flatMap((v) => leb128(BigInt(v))));
        expect(read(bytes, (r) => vs.map(() => r.readVarint()))).toEqual(vs);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("wide bit fields", () => {
  it("reads back 25- to 32-bit fields between narrow ones", () => {
    const field = fc.integer({ min: 25, max: 32 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: 2 ** n - 1 })));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), field), { maxLength: 20 }), (fields) => {
        const bytes = written((w) => {
          for (const [pad, [n, v]] of fields) {
            w.writeBits(pad, 3);
            w.writeBits(v, n);
          }
        });
        const back = read(bytes, (r) => fields.map(([, [n]]) => [r.readBits(3), r.readBits(n)]));
        expect(back).toEqual(fields.map(([pad, [, v]]) => [pad, v]));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("bit marks", () => {
  it("rewindBits takes back exactly the bits written since the mark", () => {
    const chunk = fc.array(fc.tuple(fc.integer({ min: 1, max: 24 }), fc.nat()), { maxLength: 30 });
    // Bits before the mark, bits taken back (sometimes past the slab's 4 KiB bit room), bits after.
    const dropped = fc.oneof(chunk, fc.integer({ min: 4000, max: 6000 }).map((k) => Array.from({ length: k }, () => [8, 0xa5] as [number, number])));
    fc.assert(
      fc.property(chunk, dropped, chunk, fc.nat(3), (before, taken, after, bytes) => {
        const put = (w: Writer, bits: [number, number][]) => bits.forEach(([n, v]) => w.writeBits(v % 2 ** n, n));
        const expected = written((w) => {
          for (let i = 0; i < bytes; i++) w.writeVarint(300 + i);
          put(w, before);
          put(w, after);
        });
        const actual = written((w) => {
          for (let i = 0; i < bytes; i++) w.writeVarint(300 + i);
          put(w, before);
          const mark = w.bitMark();
          put(w, taken);
          w.rewindBits(mark);
          put(w, after);
        });
        expect(actual).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe("float arrays in one call", () => {
  it("writeFloat64Array and writeFloat32Array write what writeFloat64 and writeFloat32 do, value by value", () => {
    const special = [0, -0, NaN, Infinity, -Infinity, 3.4028234663852886e38, 3.4028235677973362e38, 1e-45, 5e-324, -1.5];
    const payloadNaN = new Float64Array(new Uint32Array([1, 0x7ff00000]).buffer)[0]!;
    const doubles = fc.array(fc.oneof(fc.double(), fc.constantFrom(...special, payloadNaN)), { maxLength: 40 });
    fc.assert(
      fc.property(fc.nat(20), doubles, (lead, xs) => {
        const pre = (w: Writer) => {
          for (let i = 0; i < lead; i++) w.writeVarint(i);
        };
        expect(written((w) => (pre(w), w.writeFloat64Array(xs, xs.length)))).toEqual(written((w) => (pre(w), xs.forEach((x) => w.writeFloat64(x)))));
        const fs = xs.filter((x) => !(Math.abs(x) > 3.4028234663852886e38 && Math.abs(Math.fround(x)) === Infinity && Math.abs(x) !== Infinity));
        expect(written((w) => (pre(w), w.writeFloat32Array(fs, fs.length)))).toEqual(written((w) => (pre(w), fs.forEach((x) => w.writeFloat32(x)))));
      }),
      { numRuns: 500 },
    );
  });

  it("refuse what the value-by-value encoders refuse: a non-number, a float32 that overflows", () => {
    const w = new Writer();
    w.reset();
    expect(() => w.writeFloat64Array([1, "2"], 2)).toThrow(INVALID);
    expect(() => w.writeFloat32Array([1, 3.4028235677973366e38], 2)).toThrow(INVALID);
    expect(() => w.writeFloat32Array([1, undefined], 2)).toThrow(INVALID);
    // What Math.abs takes as a number: the fast paths test the type first.
    for (const bad of ["2", true, null, [3], new Number(1)]) {
      expect(() => w.writeFloat32Array([1, bad], 2)).toThrow(INVALID);
      expect(() => w.writeFloat64Array([1, bad], 2)).toThrow(INVALID);
    }
    w.writeFloat32Array([3.4028235677973362e38, Infinity], 2);
  });
});

describe("packed integers and booleans in one call", () => {
  /** A range of `bits` bits (1 to 32) from min; some beyond int32. */
  const range = fc
    .record({ bits: fc.integer({ min: 1, max: 32 }), base: fc.oneof(fc.integer({ min: -70000, max: 70000 }), fc.constantFrom(-(2 ** 31), 2 ** 31 - 5, 2 ** 40, -(2 ** 45))), cut: fc.nat(3) })
    .map(({ bits, base, cut }) => ({ bits, min: base, max: base + Math.max(0, 2 ** bits - 1 - cut) }));
  const bitLead = fc.array(fc.boolean(), { maxLength: 20 });
  const put = (w: Writer, bits: boolean[]) => bits.forEach((b) => w.writeBit(b ? 1 : 0));

  it("writePackedInts and writeBools write what writeBits and writeBit do, from any bit offset", () => {
    fc.assert(
      fc.property(range, bitLead, fc.array(fc.nat(), { maxLength: 80 }), fc.nat(90), fc.array(fc.boolean(), { maxLength: 80 }), (r, pre, raw, from, bools) => {
        const xs = raw.map((x) => r.min + (x % (r.max - r.min + 1)));
        const f = Math.min(from, xs.length);
        expect(written((w) => (put(w, pre), w.writePackedInts(xs, f, xs.length, r.min, r.max, r.bits), put(w, pre)))).toEqual(
          written((w) => (put(w, pre), xs.slice(f).forEach((x) => w.writeBits(x - r.min, r.bits)), put(w, pre))),
        );
        expect(written((w) => (put(w, pre), w.writeBools(bools, bools.length), put(w, pre)))).toEqual(written((w) => (put(w, pre), bools.forEach((b) => w.writeBit(b ? 1 : 0)), put(w, pre))));
      }),
      { numRuns: 600 },
    );
  });

  it("writeQuants writes what quantize and writeBits do, value by value, from any bit offset", () => {
    const quant = fc.constantFrom(
      { precision: 0.01, scale: 100, qmin: -10000, qmax: 10000, bits: 15 },
      { precision: 0.1, scale: 10, qmin: -1000, qmax: 1000, bits: 11 },
      { precision: 0.03125, scale: 0, qmin: 0, qmax: 65535, bits: 16 },
      { precision: 0.5, scale: 0, qmin: -3, qmax: 3, bits: 3 },
      { precision: 0.01, scale: 100, qmin: -1000000, qmax: 1000000, bits: 21 },
      { precision: 1, scale: 1, qmin: 2 ** 40, qmax: 2 ** 40 + 255, bits: 8 },
      // Wider than 16 bits: 17, 19 (positions within ±2000 to 0.01), 24, 25 and 32 (packed widths stop there).
      { precision: 0.01, scale: 100, qmin: -65536, qmax: 65535, bits: 17 },
      { precision: 0.01, scale: 100, qmin: -200000, qmax: 200000, bits: 19 },
      { precision: 0.001, scale: 1000, qmin: 0, qmax: 2 ** 24 - 1, bits: 24 },
      { precision: 1e-6, scale: 1000000, qmin: -(2 ** 24), qmax: 2 ** 24, bits: 25 },
      { precision: 1e-7, scale: 10000000, qmin: -1800000000, qmax: 1800000000, bits: 32 },
      { precision: 1, scale: 1, qmin: 2 ** 40, qmax: 2 ** 40 + 2 ** 32 - 1, bits: 32 },
    );
    fc.assert(
      fc.property(quant, bitLead, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 60 }), (t, pre, us) => {
        const xs = us.map((u) => (t.qmin + u * (t.qmax - t.qmin)) * (t.scale !== 0 ? 1 / t.scale : t.precision));
        const q = (x: number) => (t.scale !== 0 ? Math.round(x * t.scale) : Math.round(x / t.precision));
        const ok = xs.filter((x) => q(x) >= t.qmin && q(x) <= t.qmax);
        expect(written((w) => (put(w, pre), w.writeQuants(ok, 0, ok.length, t.precision, t.scale, t.qmin, t.qmax, t.bits), put(w, pre)))).toEqual(
          written((w) => (put(w, pre), ok.forEach((x) => w.writeBits(q(x) - t.qmin, t.bits)), put(w, pre))),
        );
        const w = new Writer();
        w.reset();
        for (const bad of [NaN, Infinity, "1", null, (t.qmax + 1) / (t.scale || 1 / t.precision)]) {
          expect(() => w.writeQuants([...ok, bad], 0, ok.length + 1, t.precision, t.scale, t.qmin, t.qmax, t.bits)).toThrow(INVALID);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("writeZeros writes what writeBit(0) does n times, from any bit offset, past the first bit room and in a second message", () => {
    fc.assert(
      fc.property(bitLead, fc.oneof(fc.nat(40), fc.nat(300), fc.integer({ min: 60000, max: 70000 })), bitLead, (pre, n, post) => {
        const zeros = (w: Writer) => (put(w, pre), w.writeZeros(n), put(w, post));
        const one = written((w) => (put(w, pre), Array.from({ length: n }, () => w.writeBit(0)), put(w, post)));
        expect(written(zeros)).toEqual(one);
        const w = new Writer();
        w.reset();
        w.writeBits(0xabcdef, 24);
        w.finish();
        w.reset();
        zeros(w);
        expect([...w.finish()]).toEqual(one);
      }),
      { numRuns: 200 },
    );
  });

  it("writeRun writes the n bits of a value with 1s only in its low 24, as writeBit one at a time", () => {
    fc.assert(
      fc.property(bitLead, fc.oneof(fc.nat(24), fc.nat(300)), fc.nat(2 ** 24 - 1), bitLead, (pre, n, v0, post) => {
        const v = v0 % 2 ** Math.min(n, 24);
        const one = written((w) => (put(w, pre), Array.from({ length: n }, (_, i) => w.writeBit(i < 24 ? (v >>> i) & 1 : 0)), put(w, post)));
        expect(written((w) => (put(w, pre), w.writeRun(v, n), put(w, post)))).toEqual(one);
      }),
      { numRuns: 300 },
    );
  });

  it("long arrays, past the writer's first bit room, and a second message", () => {
    const xs = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 4096);
    const bools = xs.map((x) => x % 3 === 0);
    for (const bits of [2, 4, 6, 12, 13, 16, 17, 24]) {
      const ys = xs.map((x) => x % 2 ** bits);
      const one = (w: Writer) => (w.writeBit(1), ys.forEach((x) => w.writeBits(x, bits)));
      const bulk = (w: Writer) => (w.writeBit(1), w.writePackedInts(ys, 0, ys.length, 0, 2 ** bits - 1, bits));
      expect(written(bulk)).toEqual(written(one));
      const w = new Writer();
      w.reset();
      bulk(w);
      w.finish();
      w.reset();
      bulk(w);
      expect([...w.finish()]).toEqual(written(one));
    }
    expect(written((w) => w.writeBools(bools, bools.length))).toEqual(written((w) => bools.forEach((b) => w.writeBit(b ? 1 : 0))));
  });

  it("refuse what the value-by-value checks refuse", () => {
    const w = new Writer();
    w.reset();
    for (const bad of [16, -1, 1.5, "3", null, undefined, NaN, true]) {
      expect(() => w.writePackedInts([1, 2, bad], 0, 3, 0, 15, 4)).toThrow(INVALID);
      expect(() => w.writePackedInts([2 ** 40, bad], 0, 2, 2 ** 40 - 1, 2 ** 40 + 14, 4)).toThrow(INVALID);
    }
    // In the grouped loops (widths 2, 4, 6 and 12), at every place in a group and after it.
    for (const bits of [2, 4, 6, 12])
      for (let at = 0; at < 13; at++)
        for (const bad of [2 ** bits, -1, 0.5, "1", null]) {
          const xs: unknown[] = Array.from({ length: 13 }, (_, i) => (i * 5) % 2 ** bits);
          xs[at] = bad;
          expect(() => w.writePackedInts(xs, 0, xs.length, 0, 2 ** bits - 1, bits)).toThrow(INVALID);
        }
    for (const bad of [1, 0, "true", null, undefined]) {
      expect(() => w.writeBools([true, false, bad], 3)).toThrow(INVALID);
      // In the loop of eight at a time, at every place in a byte and after it.
      for (let at = 0; at < 19; at++) {
        const bs: unknown[] = Array.from({ length: 19 }, (_, i) => i % 3 === 0);
        bs[at] = bad;
        expect(() => w.writeBools(bs, bs.length)).toThrow(INVALID);
      }
    }
    // Elements before `from` are not looked at.
    w.writePackedInts(["x", 3], 1, 2, 0, 15, 4);
  });
});

describe("arrays of integers in one call", () => {
  /** An integer range and how it is written: packed in `bits` from min, or a (zigzag) varint. */
  type Range = { min: number; max: number; bits: number; signed: boolean };
  const ranges: Range[] = [
    { min: -MAX, max: MAX, bits: -1, signed: true },
    { min: 0, max: MAX, bits: -1, signed: false },
    { min: -5000, max: 2 ** 40, bits: -1, signed: true },
    { min: 3, max: 2 ** 31 + 5, bits: -1, signed: false },
    { min: 2 ** 32, max: 2 ** 32 + 100, bits: -1, signed: false }, // no int32 in range
    { min: -100000, max: 100000, bits: 18, signed: true },
    { min: 0, max: 4000, bits: 12, signed: false },
    { min: -(2 ** 31), max: 2 ** 31 - 1, bits: 32, signed: true },
  ];
  const valueIn = (r: Range) =>
    fc.oneof(
      fc.integer({ min: Math.max(r.min, -70000), max: Math.min(r.max, Math.max(r.min, -70000) + 140000) }),
      fc.constantFrom(r.min, r.max, Math.max(r.min, Math.min(r.max, 0)), Math.max(r.min, Math.min(r.max, 2 ** 30 - 1)), Math.max(r.min, Math.min(r.max, 2 ** 30))),
      r.max - r.min > 2 ** 32 ? fc.double({ min: r.min, max: r.max, noNaN: true }).map(Math.round) : fc.constant(r.min),
    );
  const one = (w: Writer, r: Range, v: number) => (r.bits > 0 ? w.writeBits(v - r.min, r.bits) : r.signed ? w.writeZigzag(v) : w.writeVarint(v));
  /** A case: a range, a lead of varints, prev and next (next's elements in range). */
  const cases = fc.constantFrom(...ranges).chain((r) =>
    fc.record({
      r: fc.constant(r),
      lead: fc.nat(30),
      a: fc.array(valueIn(r), { maxLength: 30 }),
      b: fc.array(valueIn(r), { maxLength: 30 }),
      same: fc.nat(30), // b's first elements copied from a (so that both modes occur)
    }).map((c) => ({ ...c, b: c.b.map((y, i) => (i < c.same && i < c.a.length ? c.a[i]! : y)) })),
  );

  it("writeIntArrayFrom writes what the value-by-value writers do", () => {
    fc.assert(
      fc.property(cases, fc.nat(30), ({ r, lead: k, b }, from) => {
        const f = Math.min(from, b.length);
        expect(written((w) => (lead(w, k), w.writeIntArrayFrom(b, f, b.length, r.min, r.max, r.bits, r.signed)))).toEqual(
          written((w) => (lead(w, k), b.slice(f).forEach((v) => one(w, r, v)))),
        );
      }),
      { numRuns: 400 },
    );
  });

  it("writeIntArrayDiff writes a packed array's diff as the value-by-value writers do, and refuses what they refuse", () => {
    const more: Range[] = [
      { min: 0, max: 1, bits: 1, signed: false },
      { min: -(2 ** 23), max: 2 ** 23 - 1, bits: 24, signed: true },
      { min: -(2 ** 24), max: 2 ** 24, bits: 26, signed: true },
      { min: 2 ** 31 - 100, max: 2 ** 31 + 100, bits: 8, signed: false },
      { min: 2 ** 32, max: 2 ** 33 - 1, bits: 32, signed: false },
      { min: 0, max: 2 ** 29, bits: 30, signed: false },
    ];
    for (const r of [...ranges, ...more].filter((r) => r.bits > 0))
      diffAgainstReference({
        ...r,
        value: (q) => q,
        // The same value again (an integer that is not refused: the odd ones are).
        nudge: (x) => x,
        diff: (w, a, b, da, db, m, n, e) => w.writeIntArrayDiff(a, b, da, db, m, n, r.min, r.max, r.bits, r.signed, e),
        runs: 150,
      });
  });

  it("writeIntArrayDiff sends the array whole exactly when that is shorter (FORMAT.md §5), and writes what the value-by-value writers do", () => {
    const width = (r: Range, v: number) => (r.bits > 0 ? r.bits : 8 * varintSize(r.signed ? (v < 0 ? -2 * v - 1 : 2 * v) : v));
    fc.assert(
      fc.property(cases, ({ r, lead: k, a, b }) => {
        const m = Math.min(a.length, b.length);
        fc.pre(m > 0);
        let changes = 0;
        let whole = 0;
        for (let i = 0; i < m; i++) {
          changes += a[i] === b[i] ? 1 : changeBits(a[i]!, b[i]!, width(r, b[i]!));
          whole += width(r, b[i]!);
        }
        const expected = whole < changes;
        // Told how many leading pairs are equal (a diff's change test counts them), or fewer: the
        // same answer and bits.
        let p = 0;
        while (p < m && a[p] === b[p]) p++;
        for (const equal of [0, p, p >> 1]) {
          let sent: boolean | undefined;
          const got = written((w) => {
            lead(w, k);
            sent = w.writeIntArrayDiff(a, b, 0, 0, m, b.length, r.min, r.max, r.bits, r.signed, equal);
          });
          expect(sent).toBe(expected);
          const change = (w: Writer, x: number, y: number) => (r.bits > 0 ? w.writePackedChange(x, y, r.min, r.bits, 1, 1) : w.writeVarintChange(x, y, r.signed, 1, 1));
          expect(got).toEqual(
            written((w) => {
              lead(w, k);
              w.writeBit(expected ? 1 : 0);
              if (expected) b.forEach((v) => one(w, r, v));
              else for (let i = 0; i < m; i++) a[i] === b[i] ? w.writeBit(0) : change(w, a[i]!, b[i]!);
            }),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("writeIntArrayDiff told of a long equal prefix: right at the boundary, both ways", () => {
    // 12 bits: p equal pairs save −11p, the m − p others 2 each (far changes: a delta code
    // longer than the value): the whole array is shorter exactly while p < 2m / 13, and every p
    // around it is tried.
    const r: Range = { min: 0, max: 4000, bits: 12, signed: false };
    for (const m of [13, 26, 40, 130]) {
      for (let p = 0; p <= m; p++) {
        const a = Array.from({ length: m }, (_, i) => (i * 37) % 4000);
        const b = a.map((x, i) => (i < p ? x : (x + 2001) % 4000));
        let changes = 0;
        for (let i = 0; i < m; i++) changes += a[i] === b[i] ? 1 : changeBits(a[i]!, b[i]!, 12);
        const expected = 12 * m < changes;
        for (const equal of [0, p]) {
          let sent: boolean | undefined;
          const got = written((w) => (sent = w.writeIntArrayDiff(a, b, 0, 0, m, m, r.min, r.max, r.bits, r.signed, equal)));
          expect(sent).toBe(expected);
          expect(got).toEqual(
            written((w) => {
              w.writeBit(expected ? 1 : 0);
              if (expected) b.forEach((v) => one(w, r, v));
              else for (let i = 0; i < m; i++) a[i] === b[i] ? w.writeBit(0) : w.writePackedChange(a[i]!, b[i]!, 0, 12, 1, 1);
            }),
          );
        }
      }
    }
  });

  /** As `written`, in a writer that has written a message before (the message starts inside its slab). */
  const second = (write: (w: Writer) => void): number[] => {
    const w = new Writer();
    w.reset();
    lead(w, 50);
    w.finish();
    w.reset();
    write(w);
    return [...w.finish()];
  };

  it("writeIntArrayWhole takes back what it wrote when the changes win late, inside the slab or past a new one", () => {
    // 20 unchanged after 40 changed 3-byte varints: as changes.
    const p = Array.from({ length: 60 }, (_, i) => 100000 + i);
    const q = p.map((x, i) => (i < 40 ? x + 2 ** 25 : x));
    expect(second((w) => (lead(w, 3), expect(w.writeIntArrayWhole(p, q, 0, 0, 60, 60, 0, MAX, false)).toBe(false), w.writeVarint(7)))).toEqual(
      second((w) => (lead(w, 3), w.writeBit(0), w.writeVarint(7))),
    );
    // 25 000 changed 3-byte varints (75 KB, more than a slab) then 5 000 unchanged ones: as changes.
    const n = 30000;
    const a = Array.from({ length: n }, (_, i) => 100000 + i);
    const b = a.map((x, i) => (i < 25000 ? x + 2 ** 25 : x));
    for (const out of [written, second]) {
      const got = out((w) => {
        lead(w, 3);
        expect(w.writeIntArrayWhole(a, b, 0, 0, n, n, 0, MAX, false)).toBe(false);
        w.writeVarint(7);
      });
      expect(got).toEqual(out((w) => (lead(w, 3), w.writeBit(0), w.writeVarint(7))));
    }
    // Only changed: whole, all of it after the lead.
    const c = a.map((x) => x + 2 ** 25);
    expect(written((w) => (lead(w, 3), w.writeIntArrayWhole(a, c, 0, 0, n, n + 0, 0, MAX, false)))).toEqual(
      written((w) => (lead(w, 3), w.writeBit(1), c.forEach((v) => w.writeVarint(v)))),
    );
  });

  it("make room a run of elements at a time: long arrays with wide values around the runs' ends write what the value-by-value writers do", () => {
    // Room is made for 4096 elements at 5 bytes each, and again after each value wider than an
    // int32. 8-byte values up to 7 496 (the second run's room spent inside the first 64 KiB
    // slab), 3-byte ones after them (which overrun it unless room is made again), and 8-byte
    // ones at and around the runs' ends.
    const n = 9000;
    const wide = new Set([0, 4094, 4095, 4096, 4097, 8191, 8192, 8999]);
    const b = Array.from({ length: n }, (_, i) => (i < 7496 || wide.has(i) ? -(2 ** 52) - i : (i * 7919) % 40000 - 20000));
    // Every one changed by far more than its own size: sent whole.
    const a = b.map((x) => 2 ** 40 - x);
    for (const out of [written, second]) {
      expect(out((w) => (lead(w, 3), w.writeIntArrayFrom(b, 0, n, -MAX, MAX, -1, true)))).toEqual(out((w) => (lead(w, 3), b.forEach((v) => w.writeZigzag(v)))));
      expect(out((w) => (lead(w, 3), expect(w.writeIntArrayWhole(a, b, 0, 0, n, n, -MAX, MAX, true)).toBe(true)))).toEqual(
        out((w) => (lead(w, 3), w.writeBit(1), b.forEach((v) => w.writeZigzag(v)))),
      );
    }
    const r = new Reader();
    r.reset(new Uint8Array(written((w) => w.writeIntArrayFrom(b, 0, n, -MAX, MAX, -1, true))));
    expect(r.readIntArray(n, -MAX, MAX, true)).toEqual(b);
  });

  it("refuse elements outside the range; an invalid element unchanged from prev only when the array is sent whole", () => {
    const w = new Writer();
    w.reset();
    for (const bad of [1.5, "2", undefined, NaN, Infinity, -1, 2 ** 53]) {
      expect(() => w.writeIntArrayFrom([1, bad], 0, 2, 0, MAX, -1, false)).toThrow(INVALID);
      expect(() => w.writeIntArrayFrom([1, bad], 0, 2, 0, 4000, 12, false)).toThrow(INVALID);
      // Changed to it, and weighed: refused, whichever mode (packed widths: by the change loop
      // when the changes win).
      expect(() => w.writeIntArrayWhole([2, 1], [bad, 1], 0, 0, 2, 2, 0, MAX, false)).toThrow(INVALID);
      for (const prev of [[2, 1], [2, 1, 3, 4, 5, 6, 7, 8, 9, 10]])
        expect(() => w.writeIntArrayDiff(prev, [bad, ...prev.slice(1)], 0, 0, prev.length, prev.length, 0, 4000, 12, false)).toThrow(INVALID);
    }
    expect(() => w.writeIntArrayFrom([2 ** 32 - 1], 0, 1, 2 ** 32, 2 ** 32 + 100, -1, false)).toThrow(INVALID);
    expect(() => w.writeIntArrayFrom([5], 0, 1, 2 ** 32, 2 ** 32 + 100, -1, false)).toThrow(INVALID);
    w.writeIntArrayFrom([2 ** 32 + 3], 0, 1, 2 ** 32, 2 ** 32 + 100, -1, false);
    // Unchanged from prev: as changes ("unchanged"), no refusal; whole (every other element changed), refused.
    expect(w.writeIntArrayWhole([Infinity, 1, 2], [Infinity, 1, 2], 0, 0, 3, 3, 0, MAX, false)).toBe(false);
    expect(w.writeIntArrayDiff(["x", 1], ["x", 1], 0, 0, 2, 2, 0, 4000, 12, false)).toBe(false);
    const many = Array.from({ length: 40 }, (_, i) => 1000 * i);
    expect(() => w.writeIntArrayWhole([-1, ...many], [-1, ...many.map((x) => x + 2 ** 20)], 0, 0, 41, 41, 0, MAX, false)).toThrow(INVALID);
    expect(() => w.writeIntArrayDiff([-1, ...many], [-1, ...many.map((x) => (x + 2000) % 4001)], 0, 0, 41, 41, 0, 4000, 12, false)).toThrow(INVALID);
  });
});

describe("arrays of quantized floats weighed (packed ones as their changes are written, varints as their values are)", () => {
  /** A quantized float: precision and its scale (1 / precision, 0 when not an integer), q in [qmin, qmax], packed in `bits` or a zigzag varint. */
  type Quant = { precision: number; scale: number; qmin: number; qmax: number; bits: number };
  const quants: Quant[] = [
    { precision: 0.01, scale: 100, qmin: -(2 ** 49), qmax: 2 ** 49, bits: -1 },
    { precision: 0.01, scale: 100, qmin: -10000, qmax: 10000, bits: 15 },
    { precision: 0.001, scale: 1000, qmin: 0, qmax: 1000, bits: 10 },
    { precision: 0.3, scale: 0, qmin: -(2 ** 40), qmax: 2 ** 40, bits: -1 },
    { precision: 0.5, scale: 2, qmin: -(2 ** 30), qmax: 2 ** 30, bits: 31 },
  ];
  const quantize = (t: Quant, x: number) => (t.scale !== 0 ? Math.round(x * t.scale) : Math.round(x / t.precision));
  const width = (t: Quant, q: number) => (t.bits > 0 ? t.bits : 8 * varintSize(q < 0 ? -2 * q - 1 : 2 * q));
  const one = (w: Writer, t: Quant, q: number) => (t.bits > 0 ? w.writeBits(q - t.qmin, t.bits) : w.writeZigzag(q));
  /** A value whose quantization is near q (drifts of a fraction of a step keep it or move it by one). */
  const near = (t: Quant, q: number) => fc.double({ min: -0.45, max: 0.45, noNaN: true }).map((f) => (q + f) * t.precision);
  const cases = fc.constantFrom(...quants).chain((t) => {
    const q = fc.oneof(fc.integer({ min: Math.max(t.qmin, -70000), max: Math.min(t.qmax, 70000) }), fc.constantFrom(t.qmin, t.qmax, 0));
    return fc.record({
      t: fc.constant(t),
      lead: fc.nat(20),
      a: fc.array(q.chain((v) => near(t, v)), { maxLength: 30 }),
      b: fc.array(q.chain((v) => near(t, v)), { maxLength: 30 }),
      same: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(30)),
      drift: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(30)),
    }).map((c) => ({
      ...c,
      // b's first elements copied from a, the next ones a's moved by a fraction of a step: both modes occur.
      b: c.b.map((y, i) => (i >= c.a.length ? y : i < c.same ? c.a[i]! : i < c.same + c.drift ? c.a[i]! + (y - Math.trunc(y)) * t.precision : y)),
    }));
  });
  it("writeQuantArrayDiff sends the array whole exactly when that is shorter (FORMAT.md §5), and writes what the value-by-value writers do", () => {
    const check = (t: Quant, k: number, a: number[], b: number[]) => {
      const m = Math.min(a.length, b.length);
      let changes = 0;
      let whole = 0;
      for (let i = 0; i < m; i++) {
        const qx = quantize(t, a[i]!), qy = quantize(t, b[i]!);
        changes += qx === qy ? 1 : changeBits(qx, qy, width(t, qy));
        whole += width(t, qy);
      }
      const expected = whole < changes;
      // Told how many leading pairs are equal (the same value or quantum), or fewer: the same.
      let p = 0;
      while (p < m && (a[p] === b[p] || quantize(t, a[p]!) === quantize(t, b[p]!))) p++;
      for (const equal of [0, p, p >> 1]) {
        let sent: boolean | undefined;
        const got = written((w) => {
          lead(w, k);
          sent = w.writeQuantArrayDiff(a, b, 0, 0, m, b.length, t.qmin, t.qmax, t.bits, t.precision, t.scale, equal);
        });
        expect(sent).toBe(expected);
        const change = (w: Writer, x: number, y: number) => (t.bits > 0 ? w.writePackedChange(x, y, t.qmin, t.bits, 1, 1) : w.writeVarintChange(x, y, true, 1, 1));
        expect(got).toEqual(
          written((w) => {
            lead(w, k);
            w.writeBit(expected ? 1 : 0);
            if (expected) b.forEach((y) => one(w, t, quantize(t, y)));
            else
              for (let i = 0; i < m; i++) {
                const qx = quantize(t, a[i]!), qy = quantize(t, b[i]!);
                if (a[i] === b[i] || qx === qy) w.writeBit(0);
                else change(w, qx, qy);
              }
          }),
        );
      }
    };
    fc.assert(
      fc.property(cases, ({ t, lead: k, a, b }) => {
        fc.pre(Math.min(a.length, b.length) > 0 && b.every((y) => quantize(t, y) >= t.qmin && quantize(t, y) <= t.qmax));
        check(t, k, a, b);
      }),
      { numRuns: 1000 },
    );
    // At the boundary: two unchanged elements (the same value, the same quantum) of one byte or
    // `bits`, and enough far changes (2 bits saved apiece) to reach a sum of 0 (changes) or 2 (whole).
    for (const t of quants) {
      const per = t.bits > 0 ? t.bits - 1 : 7;
      const F = Math.min(t.qmax, 2 ** 17); // its change code is longer than its value
      for (const far of [per - 1, per, per + 1]) {
        const a = [0, 0, ...Array.from({ length: far }, (_, i) => (i % 2) * F * t.precision)];
        const b = [0, 0.001 * t.precision, ...Array.from({ length: far }, (_, i) => ((i + 1) % 2) * F * t.precision)];
        check(t, 3, a, b);
      }
    }
  });

  it("writeQuantArrayDiff writes a packed array's diff as the value-by-value writers do, and refuses what they refuse", () => {
    const kinds: Quant[] = [
      ...quants,
      { precision: 0.01, scale: 100, qmin: -200000, qmax: 200000, bits: 19 },
      { precision: 0.3, scale: 0, qmin: -10, qmax: 10, bits: 5 },
      { precision: 0.5, scale: 2, qmin: 0, qmax: 1, bits: 1 },
      { precision: 0.25, scale: 4, qmin: -(2 ** 23), qmax: 2 ** 23 - 1, bits: 24 },
      { precision: 0.1, scale: 10, qmin: -(2 ** 23), qmax: 2 ** 23, bits: 25 },
      { precision: 1, scale: 1, qmin: 1e15, qmax: 1e15 + 100, bits: 7 },
      { precision: 0.5, scale: 2, qmin: -(2 ** 29), qmax: 2 ** 29 - 1, bits: 30 },
    ];
    for (const t of kinds.filter((t) => t.bits > 0))
      diffAgainstReference({
        min: t.qmin,
        max: t.qmax,
        bits: t.bits,
        quant: t,
        value: (q) => q * t.precision,
        // Another value of the same quantum.
        nudge: (x) => x + t.precision / 8,
        diff: (w, a, b, da, db, m, n, e) => w.writeQuantArrayDiff(a, b, da, db, m, n, t.qmin, t.qmax, t.bits, t.precision, t.scale, e),
        runs: 100,
      });
  });

  it("refuses an element outside the range or not a number; one unchanged from prev only when the array is sent whole", () => {
    const w = new Writer();
    w.reset();
    const [v, p] = [quants[0]!, quants[1]!];
    for (const t of [v, p]) {
      for (const bad of [1e300, "2", undefined, NaN, Infinity, -Infinity]) {
        // Changed to it, and weighed: refused, whichever mode (packed widths: by the change loop
        // when the changes win).
        for (const prev of [[2, 1], [2, 1, 3, 4, 5, 6, 7, 8, 9, 10]])
          expect(() => w.writeQuantArrayDiff(prev, [bad, ...prev.slice(1)], 0, 0, prev.length, prev.length, t.qmin, t.qmax, t.bits, t.precision, t.scale)).toThrow(INVALID);
        // Past the elements in common: written whole, and refused.
        expect(() => w.writeQuantArrayDiff([2], [5, bad], 0, 0, 1, 2, t.qmin, t.qmax, t.bits, t.precision, t.scale)).toThrow(INVALID);
      }
      // Unchanged (the same value, or the same quantum): as changes, no refusal.
      expect(w.writeQuantArrayDiff([Infinity, 1, 2], [Infinity, 1.001, 2], 0, 0, 3, 3, t.qmin, t.qmax, t.bits, t.precision, t.scale)).toBe(false);
      expect(w.writeQuantArrayDiff(["x", 1], ["x", 1], 0, 0, 2, 2, t.qmin, t.qmax, t.bits, t.precision, t.scale)).toBe(false);
    }
    // Whole (every other element changed far, the invalid one not so long that it outweighs them): refused.
    const many = Array.from({ length: 40 }, (_, i) => 9 * i);
    expect(() => w.writeQuantArrayDiff([1e16, ...many], [1e16, ...many.map((x) => x + 1e6)], 0, 0, 41, 41, v.qmin, v.qmax, v.bits, v.precision, v.scale)).toThrow(INVALID);
    expect(() => w.writeQuantArrayDiff([1e300, ...many], [1e300, ...many.map((x) => -x)], 0, 0, 41, 41, p.qmin, p.qmax, p.bits, p.precision, p.scale)).toThrow(INVALID);
  });
});

describe("Reader.readIntArray", () => {
  /** The outcome of reading n values from bytes: values and position, or the DecodeError. */
  const outcome = (bytes: Uint8Array, f: (r: Reader) => number[]) => {
    const r = new Reader();
    r.reset(bytes);
    try {
      const v = f(r);
      return { v, left: r.remainingBits() };
    } catch (e) {
      return { error: String(e), at: (e as { offset?: number }).offset };
    }
  };
  const ranges: [number, number, boolean][] = [
    [-MAX, MAX, true],
    [0, MAX, false],
    [-300, 300, true],
    [5, 20000, false],
    [2 ** 32, 2 ** 40, false],
    [-(2 ** 40), -(2 ** 33), true],
  ];

  it("reads what readVarint / readZigzag and readIn read one by one, and fails where they fail", () => {
    // Bytes biased to short varints (and their malformed forms: overlong, truncated, too long).
    const byte = fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0xff }), fc.constantFrom(0, 0x80, 0xff, 1));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 40 }), fc.nat(25), fc.constantFrom(...ranges), (bs, n, [min, max, signed]) => {
        const bytes = new Uint8Array(bs);
        const one = outcome(bytes, (r) => Array.from({ length: n }, () => r.readIn(signed ? r.readZigzag() : r.readVarint(), min, max)));
        expect(outcome(bytes, (r) => r.readIntArray(n, min, max, signed))).toEqual(one);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads back what writeIntArrayFrom writes", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -200, max: 200 }))), (xs) => {
        const bytes = new Uint8Array(written((w) => w.writeIntArrayFrom(xs, 0, xs.length, -MAX, MAX, -1, true)));
        expect(read([...bytes], (r) => r.readIntArray(xs.length, -MAX, MAX, true))).toEqual(xs.map((x) => (Object.is(x, -0) ? 0 : x)));
      }),
      { numRuns: 300 },
    );
  });
});

describe("Reader's bit-section arrays in one call", () => {
  /** Reads `lead` single bits, then `f`; its values and what is left, or the DecodeError. */
  const outcome = (bytes: Uint8Array, lead: number, f: (r: Reader) => unknown[]) => {
    const r = new Reader();
    r.reset(bytes);
    try {
      for (let i = 0; i < lead; i++) r.readBit();
      const v = f(r);
      // The cursor where the one-by-one reads leave it: the next bits and the bytes left.
      const next = r.remainingBits() >= 5 ? r.readPacked(5, 0, 31) : -1;
      return { v, next, left: r.remainingBits() };
    } catch (e) {
      return { error: String(e), at: (e as { offset?: number }).offset };
    }
  };

  /** readEnumArray's reference: n indexes of `bits` bits by readPacked, one by one, each looked up in `options`. */
  const enumsOneByOne = (r: Reader, n: number, bits: number, options: string[]) =>
    Array.from({ length: n }, () => {
      const k = r.readPacked(bits, 0, 2 ** bits - 1);
      if (k >= options.length) throw new DecodeError("enum index out of range", r.pos);
      return options[k];
    });

  /** Integers (precision 0), and quantized floats with a scale (0.25: q / 4) and without one (0.3: q × 0.3). */
  const QUANTS: [number, number][] = [
    [0, 0],
    [0.25, 4],
    [0.3, 0],
  ];

  it("readPackedArray, readBoolArray and readEnumArray read what readPacked and readBit read one by one, and fail where they fail", () => {
    // max a little under the width's reach at times, so that values above it come up.
    // q: integers, quantized floats of a scale (q / 4) and of none (q × 0.3; see dequantize).
    const shape = fc.record({ bits: fc.integer({ min: 1, max: 24 }), min: fc.integer({ min: -500, max: 500 }), cut: fc.oneof(fc.constant(0), fc.nat(40)), q: fc.constantFrom(0, 1, 2) });
    fc.assert(
      fc.property(fc.array(fc.nat(255), { maxLength: 120 }), fc.nat(12), fc.nat(90), shape, (bs, lead, n, { bits, min, cut, q }) => {
        const bytes = new Uint8Array(bs);
        const max = min + Math.max(0, 2 ** bits - 1 - cut);
        const [precision, scale] = QUANTS[q]!;
        const one = outcome(bytes, lead, (r) => Array.from({ length: n }, () => (q !== 0 ? dequantize(r.readPacked(bits, min, max), precision, scale) : r.readPacked(bits, min, max))));
        expect(outcome(bytes, lead, (r) => r.readPackedArray(n, bits, min, max, precision, scale))).toEqual(one);
        expect(outcome(bytes, lead, (r) => r.readBoolArray(n))).toEqual(outcome(bytes, lead, (r) => Array.from({ length: n }, () => r.readBit() === 1)));
        const options = Array.from({ length: Math.max(1, 2 ** Math.min(bits, 6) - (cut % 3)) }, (_, i) => `o${i}`);
        const eb = Math.min(bits, 6);
        const oneEnum = outcome(bytes, lead, (r) => enumsOneByOne(r, n, eb, options));
        expect(outcome(bytes, lead, (r) => r.readEnumArray(n, eb, options))).toEqual(oneEnum);
      }),
      { numRuns: 3000 },
    );
  });

  it("readEnumArray over long bit sections (all its bytes there): what readPacked reads one by one, an index out of range refused where it is", () => {
    // Random bytes long enough for the whole-bytes loop, from any bit offset; options one short
    // of the width's reach (the index 2^bits − 1 refused, at a random place) or filling it.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 5, max: 400 }), fc.nat(12), fc.nat(1), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (eb, n, lead, full, seed) => {
        let x = seed;
        const bytes = Uint8Array.from({ length: Math.ceil((n * eb + lead) / 8) + (seed % 3) }, () => ((x = (x * 1103515245 + 12345) >>> 0), x >>> 24));
        const options = Array.from({ length: 2 ** eb - (full === 1 ? 0 : 1) }, (_, i) => `o${i}`);
        const one = outcome(bytes, lead, (r) => enumsOneByOne(r, n, eb, options));
        expect(outcome(bytes, lead, (r) => r.readEnumArray(n, eb, options))).toEqual(one);
      }),
      { numRuns: 500 },
    );
  });

  it("readZeros reads what readBit reads one by one until a 1 or the limit, and fails where it fails", () => {
    const oneByOne = (r: Reader, limit: number) => {
      let n = 0;
      // A 1 is left unread: peeked by reading it, then the cursor put back by a fresh read of the prefix.
      while (n < limit) {
        const save = { acc: (r as unknown as { acc: number }).acc, bits: (r as unknown as { accBits: number }).accBits, end: (r as unknown as { end: number }).end };
        if (r.readBit() === 1) {
          Object.assign(r as unknown as object, { acc: save.acc, accBits: save.bits, end: save.end });
          break;
        }
        n++;
      }
      return [n];
    };
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(0), fc.nat(255)), { maxLength: 40 }), fc.nat(12), fc.nat(400), (bs, lead, limit) => {
        const bytes = new Uint8Array(bs);
        expect(outcome(bytes, lead, (r) => [r.readZeros(limit)])).toEqual(outcome(bytes, lead, (r) => oneByOne(r, limit)));
      }),
      { numRuns: 2000 },
    );
  });

  it("arrays of 17 to 32 bits written in one call, and of up to 24 read in one: what readPacked reads one by one, ints and quantized floats, from any bit offset", () => {
    // Valid bit sections long enough for readPackedArray's loop of two and three bytes a value
    // (random bytes rarely are).
    fc.assert(
      fc.property(fc.integer({ min: 17, max: 32 }), fc.integer({ min: -70000, max: 70000 }), fc.nat(12), fc.array(fc.nat(), { minLength: 5, maxLength: 200 }), fc.constantFrom(0, 1, 2), (bits, base, lead, raw, q) => {
        const min = bits === 32 ? -(2 ** 31) : base;
        const max = min + 2 ** bits - 1;
        const xs = raw.map((x) => min + (x % 2 ** Math.min(bits, 31)));
        const [precision, scale] = QUANTS[q]!;
        const floats = xs.map((x) => dequantize(x, precision, scale));
        const w = new Writer();
        w.reset();
        for (let i = 0; i < lead; i++) w.writeBit(i & 1);
        if (q !== 0) w.writeQuants(floats, 0, xs.length, precision, scale, min, max, bits);
        else w.writePackedInts(xs, 0, xs.length, min, max, bits);
        w.writeSmall(21, 5);
        const bytes = w.finish();
        const one = outcome(bytes, lead, (r) => xs.map(() => (q !== 0 ? dequantize(r.readPacked(bits, min, max), precision, scale) : r.readPacked(bits, min, max))));
        expect(one).toEqual({ v: q !== 0 ? floats : xs, next: 21, left: expect.any(Number) });
        // readPackedArray takes up to PACKED_ARRAY_BITS (wider arrays are read value by value).
        if (bits <= PACKED_ARRAY_BITS) expect(outcome(bytes, lead, (r) => r.readPackedArray(xs.length, bits, min, max, precision, scale))).toEqual(one);
      }),
      { numRuns: 400 },
    );
  });

  it("arrays of up to 24 bits whose bytes are all there: read to the bit section's last bit and no further, and a value above max (often among the last) fails where readPacked fails", () => {
    // The two- and three-byte loops stop short of the array's end, and a failure past them must
    // send the whole array back from its start (random bytes seldom hold a valid array, and one
    // with a trailing field never shows a byte taken past the array).
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: -70000, max: 70000 }), fc.nat(12), fc.array(fc.nat(), { minLength: 5, maxLength: 300 }), fc.constantFrom(0, 1, 2), fc.oneof(fc.nat(4), fc.nat(400)), (bits, min, lead, raw, q, back) => {
        const [precision, scale] = QUANTS[q]!;
        // The greatest value, 2^bits − 1 above min, is above max when bad ≥ 0: `back` from the
        // end (half of the time one of the last 4, else anywhere, in any place of the loops'
        // groups of four).
        const top = 2 ** bits - 1;
        const bad = back !== 4 && back < raw.length && bits > 1 ? raw.length - 1 - back : -1;
        const xs = raw.map((x, i) => min + (i === bad ? top : x % top));
        const max = bad >= 0 ? min + top - 1 : min + top;
        const w = new Writer();
        w.reset();
        // Bytes in the byte section below the bit section, so that a byte taken past it shows.
        w.writeVarint(0x3fff);
        for (let i = 0; i < lead; i++) w.writeBit(i & 1);
        if (q !== 0) w.writeQuants(xs.map((x) => dequantize(x, precision, scale)), 0, xs.length, precision, scale, min, min + top, bits);
        else w.writePackedInts(xs, 0, xs.length, min, min + top, bits);
        const bytes = w.finish();
        const read = (f: (r: Reader) => unknown) => {
          const r = new Reader();
          r.reset(bytes);
          try {
            expect(r.readVarint()).toBe(0x3fff);
            for (let i = 0; i < lead; i++) r.readBit();
            const v = f(r);
            r.finish();
            return { v };
          } catch (e) {
            return { error: String(e), at: (e as { offset?: number }).offset };
          }
        };
        const one = read((r) => xs.map(() => (q !== 0 ? dequantize(r.readPacked(bits, min, max), precision, scale) : r.readPacked(bits, min, max))));
        if (bad < 0) expect(one).toEqual({ v: xs.map((x) => (q !== 0 ? dequantize(x, precision, scale) : x)) });
        else expect(one).toEqual({ error: expect.stringContaining("above its maximum"), at: expect.any(Number) });
        expect(read((r) => r.readPackedArray(xs.length, bits, min, max, precision, scale))).toEqual(one);
      }),
      { numRuns: 600 },
    );
  });

  it("long arrays: 16 384 values of 12 and 4 bits, and one above max near the end", () => {
    const w = new Writer();
    w.reset();
    const xs = Array.from({ length: 16384 }, (_, i) => (i * 2654435761) % 4096);
    const ls = Array.from({ length: 16384 }, (_, i) => (i * 7) % 16);
    w.writeBit(1);
    w.writePackedInts(xs, 0, xs.length, 0, 4095, 12);
    w.writePackedInts(ls, 0, ls.length, 0, 15, 4);
    const bytes = w.finish().slice();
    const r = new Reader();
    r.reset(bytes);
    expect(r.readBit()).toBe(1);
    expect(r.readPackedArray(xs.length, 12, 0, 4095, 0, 0)).toEqual(xs);
    expect(r.readPackedArray(ls.length, 4, 0, 15, 0, 0)).toEqual(ls);
    r.finish();
    // With max 4094, the first 4095 fails, at the offset readPacked gives.
    const at = xs.indexOf(4095);
    const one = new Reader();
    one.reset(bytes);
    one.readBit();
    for (let i = 0; i < at; i++) one.readPacked(12, 0, 4094);
    let expected: unknown;
    try {
      one.readPacked(12, 0, 4094);
    } catch (e) {
      expected = e;
    }
    r.reset(bytes);
    r.readBit();
    expect(() => r.readPackedArray(xs.length, 12, 0, 4094, 0, 0)).toThrow(String(expected).replace(/^DecodeError: /, ""));
    expect(at).toBeGreaterThan(100);
  });
});

describe("changed integers (FORMAT.md §3.7)", () => {
  /** §3.7 step by step: the flag, then the exp-Golomb code of zigzag(d) or the value. */
  const reference = (w: Writer, prev: number, next: number, code: boolean, value: () => void) => {
    const d = next - prev;
    if (code) {
      w.writeBit(1);
      w.writeExpGolomb(d < 0 ? -2 * d - 1 : 2 * d);
    } else {
      w.writeBit(0);
      value();
    }
  };
  const codeBits = (d: number) => (Math.abs(d) < 2 ** 30 ? expGolombSize(d < 0 ? -2 * d - 1 : 2 * d) : Infinity);
  /** prev and next in [min, max]: next anywhere, or within 3000 of prev (so that both forms occur). */
  const pair = (min: number, max: number) =>
    fc.tuple(fc.integer({ min, max }), fc.integer({ min, max }), fc.integer({ min: -3000, max: 3000 }), fc.boolean()).map(([a, y, d, near]) => [a, near ? Math.min(max, Math.max(min, a + d)) : y] as const);

  it("writePackedChange with and without its lead bit, at every width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 32 }), fc.nat(9), (bits, k) => {
        const min = -(2 ** (bits - 1));
        const max = min + 2 ** bits - 1;
        fc.assert(
          fc.property(pair(min, max), ([a, b]) => {
            fc.pre(a !== b);
            const pre = (w: Writer) => w.writeSmall(5, k);
            const ref = written((w) => (pre(w), reference(w, a, b, codeBits(b - a) < bits, () => w.writeBits(b - min, bits))));
            expect(written((w) => (pre(w), w.writePackedChange(a, b, min, bits, 0, 0)))).toEqual(ref);
            expect(written((w) => (pre(w), w.writePackedChange(a, b, min, bits, 1, 1)))).toEqual(written((w) => (pre(w), w.writeBit(1), reference(w, a, b, codeBits(b - a) < bits, () => w.writeBits(b - min, bits)))));
            // A longer lead (an emitted diff's gathered bits): as writeRun before.
            for (const n of [2, 9, 16, 23, 24, 30]) {
              const lead = (0x9a5c3b % 2 ** Math.min(n, 24)) | (n <= 24 ? 2 ** (n - 1) : 0);
              expect(written((w) => (pre(w), w.writePackedChange(a, b, min, bits, lead, n)))).toEqual(written((w) => (pre(w), w.writeRun(lead, n), reference(w, a, b, codeBits(b - a) < bits, () => w.writeBits(b - min, bits)))));
            }
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 60 },
    );
  });

  it("writeVarintChange with and without its lead bit, signed and not", () => {
    const values = fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.integer(), fc.maxSafeInteger(), fc.constantFrom(2 ** 30, -(2 ** 30), 2 ** 31, 1e15));
    fc.assert(
      fc.property(values, values, fc.integer({ min: -3000, max: 3000 }), fc.boolean(), fc.nat(9), (x, y, d, signed, k) => {
        const a = signed ? x : Math.abs(x);
        const b0 = signed ? (Math.abs(d) < 2000 ? a + d : y) : Math.abs(Math.abs(d) < 2000 ? a + d : y);
        const b = Math.abs(b0) > MAX ? a + 1 : b0;
        fc.pre(a !== b);
        const width = 8 * varintSize(signed ? (b < 0 ? -2 * b - 1 : 2 * b) : b);
        const value = (w: Writer) => () => (signed ? w.writeZigzag(b) : w.writeVarint(b));
        const pre = (w: Writer) => w.writeSmall(5, k);
        expect(written((w) => (pre(w), w.writeVarintChange(a, b, signed, 0, 0)))).toEqual(written((w) => (pre(w), reference(w, a, b, codeBits(b - a) < width, value(w)))));
        expect(written((w) => (pre(w), w.writeVarintChange(a, b, signed, 1, 1)))).toEqual(written((w) => (pre(w), w.writeBit(1), reference(w, a, b, codeBits(b - a) < width, value(w)))));
        for (const n of [3, 17, 24, 40]) {
          const lead = 0xb3a5c1 % 2 ** Math.min(n, 24);
          expect(written((w) => (pre(w), w.writeVarintChange(a, b, signed, lead, n)))).toEqual(written((w) => (pre(w), w.writeRun(lead, n), reference(w, a, b, codeBits(b - a) < width, value(w)))));
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("exp-Golomb codes read back", () => {
  it("readZigzagExpGolomb reads every writeExpGolomb code back, after any number of bits, of any length", () => {
    // Every code length: ±(2^k + r), 0 ≤ r < 2^k, k up to 29.
    const changes = fc
      .tuple(fc.integer({ min: 0, max: 29 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.boolean())
      .map(([k, f, neg]) => (neg ? -1 : 1) * (2 ** k + Math.floor(f * 2 ** k)) + (neg ? 1 : 0))
      .filter((d) => Math.abs(d) < 2 ** 30);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(24), changes), { minLength: 1, maxLength: 12 }), (items) => {
        const bytes = written((w) => {
          for (const [k, d] of items) {
            w.writeBits(2 ** k - 1, k);
            w.writeExpGolomb(d < 0 ? -2 * d - 1 : 2 * d);
          }
        });
        expect(read(bytes, (r) => items.map(([k]) => (r.readBits(k), r.readZigzagExpGolomb())))).toEqual(items.map(([, d]) => d));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("eqFloat32 (float32 equality, the diffs' and equals' test)", () => {
  it("is: both valid float32 values of the same bits, one of them found by one test when the numbers are the same", async () => {
    const { eqFloat32, isFloat32 } = await import("../runtime/values.js");
    const f32 = new Float32Array(2);
    const u32 = new Uint32Array(f32.buffer);
    const reference = (a: unknown, b: unknown): boolean => {
      if (!isFloat32(a) || !isFloat32(b)) return false;
      f32[0] = a as number;
      f32[1] = b as number;
      // NaN of any payload is one value (float32's quiet NaN on the wire).
      return u32[0] === u32[1] || (a !== a && b !== b);
    };
    const special = [0, -0, NaN, Infinity, -Infinity, 1.5, 0.1, 3.4028234663852886e38, 3.4028235677973362e38, 3.4028235677973366e38, 3.5e38, -3.5e38, 1e-46, 1e-45, 5e-324, "1", true, null, undefined];
    for (const a of special) for (const b of special) expect(eqFloat32(a as number, b as number), `${String(a)} ${String(b)}`).toBe(reference(a, b));
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.float().map(Number)), fc.oneof(fc.double(), fc.float().map(Number)), (a, b) => {
        expect(eqFloat32(a, b)).toBe(reference(a, b));
        expect(eqFloat32(a, a)).toBe(reference(a, a));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("emitted float32 equality and validity (eqFloat32's and isFloat32's common answers inline)", () => {
  it("answers as eqFloat32 in equals and in encodeDiff's change test, in a field, an optional and an array, and as isFloat32 in encode", async () => {
    const { eqFloat32, isFloat32 } = await import("../runtime/values.js");
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    const S = parseSchema("R:\n  f: float\n  o: float?\n  l: float[]\n");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const C = createCodec<any>(S, "R", { mode: "compile" });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const W = createCodec<any>(S, "R", { mode: "walk" });
    const special = [0, -0, NaN, Infinity, -Infinity, 1.5, 0.1, Math.fround(0.1), 0.1000001, 3.4028234663852886e38, 3.4028235677973362e38, 3.4028235677973366e38, 3.5e38, -3.5e38, 1e-46, 1e-45, 5e-324, "1", true, null, undefined];
    const check = (a: unknown, b: unknown): void => {
      const x = { f: a, o: a, l: [a] };
      const y = { f: b, o: b, l: [b] };
      const want = eqFloat32(a as number, b as number);
      const at = `${String(a)} ${String(b)}`;
      expect(C.equals({ f: a, o: 1, l: [] }, { f: b, o: 1, l: [] }), at).toBe(want);
      expect(C.equals({ f: 1, o: a, l: [] }, { f: 1, o: b, l: [] }), at).toBe(want || (a == null && b == null));
      expect(C.equals({ f: 1, o: 1, l: [a] }, { f: 1, o: 1, l: [b] }), at).toBe(want);
      if (isFloat32(a) && isFloat32(b)) expect(Buffer.from(C.encodeDiff(x, y)).toString("hex"), at).toBe(Buffer.from(W.encodeDiff(x, y)).toString("hex"));
    };
    for (const a of special) for (const b of special) check(a, b);
    // The writes' isFloat32, inline likewise: encode refuses what it refuses.
    for (const a of special) {
      const ok = (c: typeof C): boolean => {
        try {
          c.encode({ f: a, o: 1, l: [] });
          return true;
        } catch {
          return false;
        }
      };
      expect(ok(C), String(a)).toBe(isFloat32(a));
      expect(ok(W), String(a)).toBe(isFloat32(a));
    }
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.float().map(Number)), fc.oneof(fc.double(), fc.float().map(Number)), (a, b) => {
        check(a, b);
        check(a, Math.fround(a));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("packedArray (the packed arrays decoders fill)", () => {
  it("gives a new array of n elements of its kind each time, however the ones before were filled", async () => {
    const { packedArray, SMI_ELEMENTS, DOUBLE_ELEMENTS, OBJECT_ELEMENTS } = await import("../runtime/wire.js");
    // Lengths around the sized templates (64), through the long template's growth and past
    // PACKED_MAX, then again.
    const lengths = [0, 1, 2, 63, 64, 65, 127, 128, 1000, 4097, 3, 64, 1000, 70_000, 70_000, 2, 65_536, 65_537];
    for (const [kind, empty, fill] of [[SMI_ELEMENTS, 0, 7], [DOUBLE_ELEMENTS, 0, 0.25], [OBJECT_ELEMENTS, undefined, "x"]] as const)
      for (const n of lengths) {
        const a = packedArray<unknown>(n, kind);
        expect(a.length).toBe(n);
        expect(a.every((x) => x === empty)).toBe(true);
        a.fill(fill);
        if (n > 0) a[n - 1] = -1;
      }
  });
});
