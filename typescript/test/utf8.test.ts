/**
 * The short-string UTF-8 decoder refuses exactly what TextDecoder (fatal) refuses, and agrees
 * otherwise; the reader's string cache never returns a string for bytes other than its own.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { DecodeError } from "../runtime/errors.js";
import { Reader, Writer, utf8Short } from "../runtime/wire.js";

const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function reference(b: Uint8Array): string | undefined {
  try {
    return fatal.decode(b);
  } catch {
    return undefined;
  }
}

describe("utf8Short", () => {
  it("matches TextDecoder on random bytes, biased towards multi-byte sequences", () => {
    const byte = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0x80, max: 0xbf }), fc.constantFrom(0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 64 }), (bytes) => {
        const b = new Uint8Array(bytes);
        expect(utf8Short(b, 0, b.length)).toBe(reference(b));
      }),
      { numRuns: 20000 },
    );
  });

  it("matches TextDecoder on the UTF-8 of random strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (s) => {
        const b = new TextEncoder().encode(s);
        expect(utf8Short(b, 0, b.length)).toBe(reference(b));
      }),
      { numRuns: 5000 },
    );
  });

  it("refuses the classic bad sequences", () => {
    for (const bad of [[0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf0, 0x8f, 0xbf, 0xbf], [0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80]]) {
      expect(utf8Short(new Uint8Array(bad), 0, bad.length)).toBeUndefined();
    }
    expect(utf8Short(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), 0, 4)).toBe("\ufeffa");
  });
});

/** A message holding one new string: its header varint (length · 2), then its bytes. */
function stringMessage(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  let h = bytes.length * 2;
  while (h >= 0x80) {
    out.push((h & 0x7f) | 0x80);
    h >>>= 7;
  }
  out.push(h, ...bytes);
  return new Uint8Array(out);
}

function readOne(r: Reader, bytes: Uint8Array): string {
  r.reset(stringMessage(bytes));
  const s = r.readString();
  r.finish();
  return s;
}

/**
 * readOne with 300 more bytes after the string (another string, too long for the cache): the
 * reader compares the words of strings in large messages through a DataView, in small ones
 * byte by byte.
 */
const TAIL = stringMessage(new Uint8Array(300).fill(0x78));
function readInLarge(r: Reader, bytes: Uint8Array): string {
  const head = stringMessage(bytes);
  const m = new Uint8Array(head.length + TAIL.length);
  m.set(head);
  m.set(TAIL, head.length);
  r.reset(m);
  const s = r.readString();
  expect(r.readString()).toBe("x".repeat(300));
  r.finish();
  return s;
}

/** Pools of up to `maxPool` strings, read three times over in an interleaved order, come back as written. */
function expectStreamsRead(str: fc.Arbitrary<string>, maxPool: number): void {
  const enc = new TextEncoder();
  fc.assert(
    fc.property(fc.array(str, { minLength: 1, maxLength: maxPool }), (pool) => {
      const r = new Reader();
      for (let i = 0; i < pool.length * 3; i++) {
        const s = pool[(i * 7) % pool.length]!;
        expect((i % 2 === 0 ? readOne : readInLarge)(r, enc.encode(s))).toBe(s);
      }
    }),
    { numRuns: 300 },
  );
}

describe("the reader's string cache", () => {
  const enc = new TextEncoder();

  it("tells apart strings whose length, first and last bytes agree", () => {
    const r = new Reader();
    const a = "prefix__" + "a".repeat(30) + "__suffix";
    const b = "prefix__" + "b".repeat(30) + "__suffix";
    const c = "prefix__" + "a".repeat(29) + "b__suffix";
    for (let i = 0; i < 50; i++) {
      expect(readOne(r, enc.encode(a))).toBe(a);
      expect(readOne(r, enc.encode(b))).toBe(b);
      expect(readOne(r, enc.encode(c))).toBe(c);
    }
  });

  it("tells apart strings of up to 12 bytes that differ in any one byte", () => {
    // Up to 12 bytes the cache compares three words that cover the string instead of bytes.
    const r = new Reader();
    for (let n = 1; n <= 13; n++) {
      const base = "abcdefghijklm".slice(0, n);
      expect(readOne(r, enc.encode(base))).toBe(base);
      for (let i = 0; i < n; i++) {
        const other = base.slice(0, i) + "Z" + base.slice(i + 1);
        expect(readOne(r, enc.encode(other))).toBe(other);
        expect(readOne(r, enc.encode(base))).toBe(base);
      }
      // Same leading bytes, one byte shorter or longer.
      expect(readOne(r, enc.encode(base + "a"))).toBe(base + "a");
      expect(readOne(r, enc.encode(base.slice(0, -1)))).toBe(base.slice(0, -1));
    }
  });

  it("tells apart strings of 13 to 128 bytes that differ in any one byte, or in length", () => {
    // From 13 bytes the cache compares 4-byte words, the last one overlapping the one before
    // unless the length is a multiple of 4: a difference must be seen in each word and in the
    // overlap. Equal length, first, middle and last word: the hash does not tell these apart.
    // In small messages and large ones (words assembled from bytes, or read by a DataView), and
    // a string cached from one read from the other.
    const r = new Reader();
    for (const n of [13, 14, 15, 16, 17, 19, 20, 31, 43, 64, 65, 127, 128]) {
      const base = Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26))).join("");
      for (const [read, again] of [[readOne, readOne], [readInLarge, readInLarge], [readOne, readInLarge], [readInLarge, readOne]]) {
        expect(read!(r, enc.encode(base))).toBe(base);
        for (let i = 0; i < n; i++) {
          const other = base.slice(0, i) + "Z" + base.slice(i + 1);
          expect(read!(r, enc.encode(other))).toBe(other);
          expect(again!(r, enc.encode(base))).toBe(base);
        }
        expect(again!(r, enc.encode(base.slice(0, -1)))).toBe(base.slice(0, -1));
        if (n < 128) expect(read!(r, enc.encode(base + "a"))).toBe(base + "a");
        expect(again!(r, enc.encode(base))).toBe(base);
      }
    }
  });

  it("reads the strings of a message found at the same places as in the last one only where their bytes are the same", () => {
    // Messages of 40 strings of 13 to 128 bytes (and a long tail: words read by a DataView).
    // Each place first looks at the slot that answered there last time (Reader.recentLong).
    const r = new Reader();
    const read = (list: string[]) => {
      const parts = [...list.map((s) => stringMessage(enc.encode(s))), TAIL];
      const m = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of parts) {
        m.set(p, at);
        at += p.length;
      }
      r.reset(m);
      const out = list.map(() => r.readString());
      expect(r.readString()).toBe("x".repeat(300));
      r.finish();
      return out;
    };
    const lines = Array.from({ length: 40 }, (_, i) => `    line ${String(i).padStart(3, "0")}: ${"ab".repeat(3 + (i % 30))}${i % 4 ? "" : "é"}`);
    expect(read(lines)).toEqual(lines);
    // The same lines again; then each line changed at one byte (first, middle, last word), the
    // same length at the same place; then moved by one place; then the first again.
    expect(read(lines)).toEqual(lines);
    for (const at of [0, 10, -1]) {
      const changed = lines.map((s) => {
        const i = at < 0 ? s.length + at : at + (s.length >> (at === 10 ? 1 : 31));
        return s.slice(0, i) + "Z" + s.slice(i + 1);
      });
      expect(read(changed)).toEqual(changed);
      expect(read(lines)).toEqual(lines);
    }
    const moved = ["a new first line of this text", ...lines.slice(0, -1)];
    expect(read(moved)).toEqual(moved);
    // 5 000 other strings take the slots of the lines (4 096 of them); the places still point there.
    for (let m = 0; m < 50; m++) read(Array.from({ length: 100 }, (_, i) => `other string ${m}.${i} ${"-".repeat(i % 40)}`));
    expect(read(lines)).toEqual(lines);
    expect(read(lines)).toEqual(lines);
  });

  it("decodes a non-ASCII character, or refuses a stray byte, at any position of a short string", () => {
    const r = new Reader();
    for (let n = 1; n <= 13; n++) {
      const base = enc.encode("abcdefghijklm".slice(0, n));
      for (let i = 0; i < n; i++) {
        for (const stray of [0x80, 0xc3, 0xff]) {
          const bad = base.slice();
          bad[i] = stray;
          expect(() => readOne(r, bad)).toThrow(DecodeError);
        }
        if (i + 1 < n) {
          const good = base.slice();
          good[i] = 0xc3;
          good[i + 1] = 0xa9;
          expect(readOne(r, good)).toBe(new TextDecoder().decode(good));
        }
      }
    }
  });

  it("tells apart tens of thousands of 12-byte strings that share their first and last 2 bytes", () => {
    // More strings than the 16 384 slots: some share a slot, taking it from each other as their
    // credit runs out, and only their middle bytes differ. Each pass in another order.
    const r = new Reader();
    const strs = Array.from({ length: 40000 }, (_, i) => "hd" + String(i).padStart(8, "0") + "tl");
    const bytes = strs.map((s) => enc.encode(s));
    for (let pass = 0; pass < 3; pass++) {
      for (let j = 0; j < strs.length; j++) {
        const i = pass === 1 ? strs.length - 1 - j : (j * 7919) % strs.length;
        if (readOne(r, bytes[i]!) !== strs[i]) expect(readOne(r, bytes[i]!)).toBe(strs[i]);
      }
    }
  });

  it("agrees with TextDecoder on streams of short, near-identical strings", () => {
    const unit = fc.constantFrom("a", "b", "é", "東", "🍃", "\u0000", "\u007f");
    expectStreamsRead(fc.array(unit, { maxLength: 6 }).map((u) => u.join("")), 40);
  });

  it("reads the same strings, and refuses the same bytes, whatever Reader.jsUtf8Below (browsers take the JS loop up to 95 bytes)", () => {
    expect(Reader.jsUtf8Below).toBe(0); // in Node
    const td = new TextDecoder("utf-8", { fatal: true });
    const r = new Reader();
    const lengths = [12, 13, 14, 63, 64, 65, 95, 96, 97, 128, 129, 200, 300];
    const strays: number[][] = [[0x80], [0xff], [0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]];
    for (const [t, below] of [0, 96, 400].entries()) {
      Reader.jsUtf8Below = below;
      try {
        for (const n of lengths) {
          // Each setting reads strings of its own (the first byte): a cached one would not reach the decoding.
          const ascii = String.fromCharCode(65 + t) + "abcdefghijklmnopqrstuvwxyz".repeat(12).slice(0, n - 1);
          const mixed = String.fromCharCode(65 + t) + "ab東é🍃".repeat(60);
          const cases = [enc.encode(ascii), enc.encode(mixed).slice(0, n)];
          for (const stray of strays) {
            for (const at of [1, n >> 1, n - stray.length]) {
              const bad = enc.encode(ascii);
              bad.set(stray, at);
              cases.push(bad);
            }
          }
          for (const bytes of cases) {
            let want: string | undefined;
            try {
              want = td.decode(bytes);
            } catch {
              want = undefined;
            }
            for (let k = 0; k < 2; k++) {
              if (want === undefined) expect(() => readOne(r, bytes)).toThrow(DecodeError);
              else expect(readOne(r, bytes)).toBe(want);
            }
          }
        }
      } finally {
        Reader.jsUtf8Below = 0;
      }
    }
  });

  it("refuses invalid UTF-8 that looks like a cached string from the outside", () => {
    const r = new Reader();
    const good = enc.encode("head1234" + "ü".repeat(10) + "5678tail");
    expect(readOne(r, good)).toBe("head1234" + "ü".repeat(10) + "5678tail");
    const bad = good.slice();
    bad[12] = 0xff;
    // Twice: the bad bytes, read into the good string's slot before they were refused, must not
    // be taken for it afterwards.
    expect(() => readOne(r, bad)).toThrow(DecodeError);
    expect(() => readOne(r, bad)).toThrow(DecodeError);
    expect(readOne(r, good)).toBe("head1234" + "ü".repeat(10) + "5678tail");
    expect(() => readOne(r, bad)).toThrow(DecodeError);
  });

  it("agrees with TextDecoder on streams of repeated and near-identical strings", () => {
    const unit = fc.constantFrom("a", "b", "é", "東", "🍃", "\u0000");
    expectStreamsRead(fc.array(unit, { maxLength: 40 }).map((u) => "01234567" + u.join("") + "89abcdef"), 30);
  });
});

/** FORMAT.md §3.6's slot of a non-empty string: FNV-1a over all code units below 64, else the first and last 8. */
function slotOf(s: string): number {
  const L = s.length;
  let h = Math.imul(0x811c9dc5 ^ L, 0x01000193);
  const units = L < 64 ? [...Array(L).keys()] : [...Array(8).keys(), ...Array.from({ length: 8 }, (_, i) => L - 8 + i)];
  for (const i of units) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 15)) & 4095;
}

/**
 * The string table exactly as docs/FORMAT.md §3.6 describes it: a reference encoder for a
 * message holding only strings (its byte section; the bit section is empty).
 */
function referenceStrings(list: string[]): Uint8Array {
  const te = new TextEncoder();
  const slots = new Map<number, { s: string; index: number }>();
  let count = 0;
  const out: number[] = [];
  const varint = (v: number) => {
    while (v >= 0x80) {
      out.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    out.push(v);
  };
  for (const s of list) {
    if (s.length === 0) {
      out.push(0);
      continue;
    }
    const slot = slotOf(s);
    const held = slots.get(slot);
    if (held && held.s === s) {
      varint(held.index * 2 + 1);
      continue;
    }
    const bytes = te.encode(s);
    varint(bytes.length * 2);
    out.push(...bytes);
    slots.set(slot, { s, index: count++ });
  }
  return new Uint8Array(out);
}

/** Two different strings of the given length that share a slot (found by search). */
function collidingPair(len: number): [string, string] {
  const seen = new Map<number, string>();
  for (let k = 0; ; k++) {
    const s = (k.toString(36) + "-".repeat(len)).slice(0, len);
    const slot = slotOf(s);
    const other = seen.get(slot);
    if (other !== undefined && other !== s) return [other, s];
    seen.set(slot, s);
  }
}

describe("the writer's string table", () => {
  const writeAll = (w: Writer, list: string[]) => {
    w.reset();
    for (const s of list) w.writeString(s);
    return w.finish();
  };

  it("writes exactly what FORMAT.md describes, message after message", () => {
    const unit = fc.constantFrom("a", "b", "é", "東", "🍃", "\u0000", "z");
    const str = fc.array(unit, { maxLength: 80 }).map((u) => u.join(""));
    fc.assert(
      fc.property(fc.array(fc.array(str, { maxLength: 12 }), { minLength: 1, maxLength: 6 }), (messages) => {
        const w = new Writer();
        for (const list of messages) expect([...writeAll(w, list)]).toEqual([...referenceStrings(list)]);
      }),
      { numRuns: 400 },
    );
  });

  it("writes exactly what FORMAT.md describes for a few short strings met again at the same places, message after message", () => {
    // Strings of up to 8 code units are first looked for by the hash kept at their place in the
    // last message (Writer.recentShort): messages drawn from a pool of five bring each string
    // back at its place, repeated in the message or not, beside others and non-ASCII ones.
    const str = fc.oneof(fc.constantFrom("id", "name", "x", "enabled", "é", "東京", "abcdefgh", "abcdefghi"), fc.string({ maxLength: 9 }));
    fc.assert(
      fc.property(fc.array(str, { minLength: 1, maxLength: 5 }), fc.array(fc.array(fc.nat(), { maxLength: 14 }), { minLength: 2, maxLength: 8 }), (pool, picks) => {
        const w = new Writer();
        for (const p of picks) {
          const list = p.map((i) => pool[i % pool.length]!);
          expect([...writeAll(w, list)]).toEqual([...referenceStrings(list)]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("refuses a lone surrogate anywhere in a string, and writes a well-formed one as FORMAT.md describes", () => {
    const unit = fc.constantFrom("a", "é", "東", "🍃", "\uD800", "\uDC00", "\uDBFF\uDFFF", "z");
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 70 }), (units) => {
        const s = units.join("");
        const w = new Writer();
        if (s.isWellFormed()) expect([...writeAll(w, [s, s])]).toEqual([...referenceStrings([s, s])]);
        else {
          expect(() => writeAll(w, ["ok", s])).toThrow();
          // The writer is usable again afterwards.
          expect([...writeAll(w, ["ok"])]).toEqual([...referenceStrings(["ok"])]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a lone surrogate in a long string whatever else its UTF-8 holds, wherever the string starts", () => {
    // Strings of 64 code units or more go through TextEncoder, and are checked for lone
    // surrogates only when their UTF-8 holds U+FFFD (EF BF BD, what TextEncoder writes for one),
    // found by a scan of 32-bit words: exactly one lone surrogate or none, among characters led
    // by EF (U+F000–U+FFFF) and characters holding bytes BF or BD, with or without a U+FFFD of
    // the string's own (which alone makes the check run), at every alignment (an ASCII string
    // of 9 to 12 bytes written first moves the start).
    const others = ["a", "é", "東", "🍃", "\uFF08", "\uFEFF", "\uFFFF", "\u00BF", "\u00BD", "\uDBFF\uDFFF"];
    const unit = fc.oneof(fc.constantFrom(...others), fc.constantFrom(...others, "\uFFFD"));
    const lone = fc.option(fc.tuple(fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\uDFFF"), fc.nat()), { nil: undefined });
    fc.assert(
      fc.property(fc.nat(3), fc.boolean(), fc.array(unit, { minLength: 64, maxLength: 160 }), lone, (shift, own, units, one) => {
        if (!own) units = units.filter((u) => u !== "\uFFFD");
        if (one) units.splice(one[1] % (units.length + 1), 0, one[0]);
        const s = units.join("");
        const prefix = "p".repeat(9 + shift);
        const w = new Writer();
        if (s.isWellFormed()) expect([...writeAll(w, [prefix, s, s])]).toEqual([...referenceStrings([prefix, s, s])]);
        else expect(() => writeAll(w, [prefix, s])).toThrow();
      }),
      { numRuns: 600 },
    );
    // One lone surrogate among other EF-led characters, at every position and alignment.
    const base = "\uFF08\uFFFF\u00BD\uFEFF".repeat(20);
    for (let shift = 0; shift < 4; shift++) {
      const prefix = "p".repeat(9 + shift);
      expect([...writeAll(new Writer(), [prefix, base])]).toEqual([...referenceStrings([prefix, base])]);
      for (let i = 0; i <= base.length; i++) {
        for (const c of ["\uD800", "\uDFFF"]) expect(() => writeAll(new Writer(), [prefix, base.slice(0, i) + c + base.slice(i)])).toThrow();
      }
    }
  });

  it("writes the same bytes where String.prototype.isWellFormed is missing (older browsers)", () => {
    const unit = fc.constantFrom("a", "é", "東", "🍃", "z");
    const proto = String.prototype as { isWellFormed?: () => boolean };
    const original = proto.isWellFormed!;
    const good = fc.sample(fc.array(unit, { minLength: 60, maxLength: 200 }), { numRuns: 200, seed: 7 }).map((u) => u.join(""));
    // Half of them again with a lone surrogate at some position.
    const cases = [...good, ...good.filter((_, i) => i % 2 === 0).map((s, i) => s.slice(0, (i * 37) % s.length) + (i % 3 ? "\uD800" : "\uDC00") + s.slice((i * 37) % s.length))];
    const wellFormed = cases.map((s) => original.call(s));
    expect(wellFormed.filter(Boolean).length).toBeGreaterThan(100);
    expect(wellFormed.filter((x) => !x).length).toBeGreaterThan(50);
    delete proto.isWellFormed;
    try {
      const w = new Writer();
      cases.forEach((s, i) => {
        if (wellFormed[i]) expect([...writeAll(w, [s, s])]).toEqual([...referenceStrings([s, s])]);
        else expect(() => writeAll(w, [s])).toThrow();
      });
    } finally {
      proto.isWellFormed = original;
    }
  });

  it("writes the same bytes with the JS loop as with TextEncoder, whatever Writer.encodeIntoFrom (browsers take the loop up to 256 units)", () => {
    expect(Writer.encodeIntoFrom).toBe(64); // in Node
    const unit = fc.constantFrom<string>("a", "é", "東", "🍃", "z", "\uFFFD", "\u07FF", "\u0800");
    const lone = fc.option(fc.tuple(fc.constantFrom("\uD800", "\uDC00"), fc.nat()), { nil: undefined, freq: 3 });
    const cases = fc.sample(fc.tuple(fc.array(unit, { minLength: 60, maxLength: 420 }), lone), { numRuns: 300, seed: 11 }).map(([u, one]) => {
      if (one) u.splice(one[1] % (u.length + 1), 0, one[0]);
      return u.join("");
    });
    // The lengths around the thresholds, and one past the loop's longest (2 047 units).
    for (const n of [63, 64, 65, 255, 256, 257, 2047, 2048]) cases.push("é".repeat(n), "🍃".repeat(n >> 1) + "a".repeat(n & 1), "a".repeat(n - 1) + "\uD800");
    for (const from of [64, 256, 100000]) {
      Writer.encodeIntoFrom = from;
      try {
        const w = new Writer();
        for (const s of cases) {
          if (s.isWellFormed()) expect([...writeAll(w, ["p".repeat(9 + (s.length & 3)), s, s])]).toEqual([...referenceStrings(["p".repeat(9 + (s.length & 3)), s, s])]);
          else expect(() => writeAll(w, [s])).toThrow();
        }
      } finally {
        Writer.encodeIntoFrom = 64;
      }
    }
  });

  it("writes strings seen in earlier messages (the known-strings cache) as FORMAT.md describes", () => {
    // A pool of 3 300 strings: numbered keys (which differ in one or two code units), families
    // whose first and last two code units and length agree, non-ASCII ones of up to 63 bytes and
    // past it, 1 to 63 code units and 64 to 2 213 (the cache takes 9 to 2 047). Each message draws
    // from the pool, and writes some of its strings as other string objects with the same code
    // units (sliced and concatenated), which the cache must take for the same string.
    const units = ["a", "é", "東", "🍃", "z", "_", "0"];
    const pool: string[] = [];
    for (let i = 0; i < 3000; i++) {
      if (i % 3 === 0) pool.push(i % 2 ? `item_key_${i}` : `k${i}_family_00`);
      else if (i % 3 === 1) pool.push(`${"x".repeat(i % 50)}${i}`);
      else pool.push(Array.from({ length: 1 + (i % 40) }, (_, j) => units[(i * 7 + j * j) % units.length]).join(""));
    }
    // Long ones, 64 to 2 213 code units (the cache takes up to 2 047, whose UTF-8 has a two-byte
    // header from 64 bytes, may take 3 bytes a unit, and is copied by set from 128 bytes): ASCII,
    // mixed, and all three-byte units.
    for (let i = 0; i < 300; i++) {
      const len = 64 + ((i * 379) % 2150);
      if (i % 3 === 0) pool.push(`${i}:` + "y".repeat(len - 2 - String(i).length) + ";");
      else if (i % 3 === 1) pool.push(Array.from({ length: len >> 1 }, (_, j) => units[(i + j * 3) % units.length]).join(""));
      else pool.push(String(i % 10) + "東".repeat(len - 1));
    }
    const copy = (s: string) => (" " + s).slice(1) + "".padEnd(0);
    fc.assert(
      fc.property(fc.array(fc.array(fc.tuple(fc.nat(pool.length - 1), fc.boolean()), { maxLength: 40 }), { minLength: 2, maxLength: 12 }), (messages) => {
        const w = new Writer();
        for (const picks of messages) {
          const list = picks.map(([i, other]) => (other ? copy(pool[i]!) : pool[i]!));
          expect([...writeAll(w, list)]).toEqual([...referenceStrings(list)]);
        }
      }),
      { numRuns: 300 },
    );
    // Every string of the pool, message after message, in one writer: each is written from the
    // cache from the second message on.
    const w = new Writer();
    const rounds = (n: number) => {
      for (let round = 0; round < n; round++) {
        for (let i = 0; i < pool.length; i += 100) {
          const list = pool.slice(i, i + 100);
          expect([...writeAll(w, list)]).toEqual([...referenceStrings(list)]);
        }
      }
    };
    rounds(3);
    // 200 000 strings written once each, between messages of the pool's: the cache fills with
    // strings that never come back, is emptied for answering too few lookups, left empty for a
    // while, filled again and emptied again. The pool's strings take slots that held others
    // as they go, and their bytes are their own.
    for (let m = 0; m < 200; m++) {
      const list = Array.from({ length: 1000 }, (_, i) => `once_${m}_${i}_${"é".repeat(i % 3)}`);
      const bytes = writeAll(w, list);
      if (m % 50 === 0) expect([...bytes]).toEqual([...referenceStrings(list)]);
      const some = pool.slice((m * 100) % pool.length, ((m * 100) % pool.length) + 100);
      expect([...writeAll(w, some)]).toEqual([...referenceStrings(some)]);
    }
    rounds(3);
  });

  it("takes a string met at the same place as in an earlier message from the cache only while the cache still holds it there", async () => {
    // A module of its own, whose cache starts empty: the slots each string takes are known.
    vi.resetModules();
    const fresh = (await import("../runtime/wire.js")) as typeof import("../runtime/wire.js");
    const w = new fresh.Writer();
    const send = (list: string[]) => {
      w.reset();
      for (const s of list) w.writeString(s);
      return [...w.finish()];
    };
    // 50 lines take slots 0-49; written again, each is found at its place in the message.
    const lines = Array.from({ length: 50 }, (_, i) => `line ${i}: ${"ab".repeat(4 + (i % 9))}${i % 3 ? "é" : ""}`);
    for (let round = 0; round < 3; round++) expect(send(lines)).toEqual([...referenceStrings(lines)]);
    // 40 000 strings that never come back: the cache fills, answers none of a window of 16 384
    // lookups and is emptied, stays empty for the next window, then fills again, slots 0-49
    // going to strings of this stream.
    for (let m = 0; m < 40; m++) send(Array.from({ length: 1000 }, (_, i) => `once ${m}:${i} ${"é".repeat(i % 4)}`));
    // The lines at the same places: their slots hold other strings now, and the cache, full,
    // takes no more: they are spelled out.
    for (let round = 0; round < 2; round++) expect(send(lines)).toEqual([...referenceStrings(lines)]);
    // The same lines as other string objects, and moved by one place.
    const moved = ["first line, new", ...lines.map((s) => (" " + s).slice(1))];
    for (let round = 0; round < 2; round++) expect(send(moved)).toEqual([...referenceStrings(moved)]);
  });

  it("spells out again a string whose slot another took, in this message and the next", () => {
    for (const len of [5, 16, 17, 40, 70]) {
      const [a, b] = collidingPair(len);
      const w = new Writer();
      const list = [a, a, b, a, b];
      expect([...writeAll(w, list)]).toEqual([...referenceStrings(list)]);
      // The next message starts with an empty table: nothing is a reference until written again.
      const again = [a.slice(0, 2) + a.slice(2), b, a];
      expect([...writeAll(w, again)]).toEqual([...referenceStrings(again)]);
    }
  });
});
