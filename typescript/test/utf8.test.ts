/** The short-string UTF-8 decoder refuses exactly what TextDecoder (fatal) refuses, and agrees otherwise. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utf8Short } from "../runtime/wire.js";

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
