/**
 * The wire's integer writers against references computed with BigInt (docs/FORMAT.md §3):
 * LEB128 varints and zigzag varints over the whole safe range, at every byte-length boundary,
 * and wide bit fields (25–32 bits) read back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVALID } from "../runtime/errors.js";
import { Reader, varintSize, Writer } from "../runtime/wire.js";

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
    w.writeFloat32Array([3.4028235677973362e38, Infinity], 2);
  });
});
