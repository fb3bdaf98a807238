/**
 * Hostile bytes: every truncation and random corruption of valid snapshots and diffs gives a
 * DecodeError or a valid value, never another exception, never a hang; crafted lengths are
 * refused before anything is allocated.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { DecodeError, ValidationError } from "../runtime/errors.js";
import { generate } from "../codegen/generate.js";
import { minBits } from "../schema/ir.js";
import { MAX_REFERENCE_DEPTH, MAX_TYPE_NESTING, parseSchema } from "../schema/parse.js";
import { nextArb, valueArb } from "./arbitrary.js";
import { BACKENDS, codecFor, loadSamples, thrown } from "./samples.js";

const samples = loadSamples();

/** Decoding must give DecodeError or a value that validates and re-encodes. */
function survives(C: Codec<unknown>, run: () => unknown): void {
  let v: unknown;
  try {
    v = run();
  } catch (e) {
    if (!(e instanceof DecodeError)) throw new Error(`expected DecodeError, got ${String(e)}`);
    expect(e.offset).toBeGreaterThanOrEqual(0);
    expect(e.message).not.toMatch(/malformed input/);
    return;
  }
  expect(C.validate(v)).toEqual([]);
  expect(C.equals(C.decode(C.encode(v)), v)).toBe(true);
}

describe.each(samples.map((s) => [s.name, s] as const))("%s", (_name, sample) => {
  describe.each(BACKENDS)("%s", (backend) => {
    it("every truncation of every sample snapshot and diff", async () => {
      const C = await codecFor(sample, backend);
      const states = sample.json.map((j) => C.fromJson(j));
      for (let s = 0; s < states.length; s++) {
        const snap = C.encode(states[s]);
        for (let n = 0; n < snap.length; n++) survives(C, () => C.decode(snap.subarray(0, n)));
        survives(C, () => C.decode(new Uint8Array([...snap, 0])));
        if (s > 0) {
          const diff = C.encodeDiff(states[s - 1], states[s]);
          for (let n = 0; n < diff.length; n++) survives(C, () => C.decodeDiff(states[s - 1], diff.subarray(0, n)));
        }
      }
    });

    it("random byte flips of generated snapshots and diffs", async () => {
      const C = await codecFor(sample, backend);
      const arb = valueArb(sample.schema, sample.type).chain((a) =>
        fc.tuple(fc.constant(a), nextArb(sample.schema, sample.type, a), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 })),
      );
      fc.assert(
        fc.property(arb, ([a, b, flips]) => {
          const snap = C.encode(b);
          const diff = C.encodeDiff(a, b);
          for (const bytes of [snap, diff]) {
            if (bytes.length === 0) continue;
            const bad = bytes.slice();
            for (const [i, x] of flips) bad[i % bad.length] = bad[i % bad.length]! ^ x;
            survives(C, () => C.decode(bad));
            survives(C, () => C.decodeDiff(a, bad));
          }
        }),
        { numRuns: 80 },
      );
    });

    it("random garbage", async () => {
      const C = await codecFor(sample, backend);
      const prev = C.fromJson(sample.json[0]);
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
          survives(C, () => C.decode(bytes));
          survives(C, () => C.decodeDiff(prev, bytes));
        }),
        { numRuns: 150 },
      );
    });
  });
});

describe("crafted input", () => {
  const schema = parseSchema(`
Root:
  items: int[]
  names: "<string, boolean>"
  blob: bytes
  text: string
Empty: {}
Units:
  list: Empty[]
`);
  const C = createCodec(schema, "Root");
  const U = createCodec(schema, "Units");

  it("refuses a length larger than what remains, before allocating", () => {
    // varint 2^53-1 as the array length
    const huge = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f]);
    expect(() => C.decode(huge)).toThrow(DecodeError);
    expect(() => U.decode(new Uint8Array([0xff, 0xff, 0xff, 0x7f]))).toThrow(DecodeError);
    expect(() => U.decode(new Uint8Array([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]))).toThrow(/longer than 8 bytes/);
  });

  it("refuses overlong varints, trailing bytes and non-zero padding", () => {
    const ok = C.encode({ items: [1], names: new Map(), blob: new Uint8Array(0), text: "" });
    expect(() => C.decode(new Uint8Array([...ok, 0]))).toThrow(DecodeError);
    expect(() => U.decode(new Uint8Array([0x80, 0x00]))).toThrow(/overlong/);
    expect(() => U.decode(new Uint8Array([0x01, 0x02]))).toThrow(/padding/);
  });

  it("refuses an overlong varint of two to five bytes with room after it, at its last byte, alone and in arrays", () => {
    // Five bytes or more left: the int32 path (getVarint5), which leaves errors to the byte loop.
    const tail = [16, ...Array.from("abcdefgh", (c) => c.charCodeAt(0))]; // a string of 8 bytes
    for (const mode of ["compile", "walk"] as const) {
      for (const t of ["uint", "int", "uint(max=1000000000000)"]) {
        const S = createCodec(parseSchema(`R:\n  a: ${t}\n  t: string\n`), "R", { mode });
        const A = createCodec(parseSchema(`R:\n  a: "${t}[]"\n`), "R", { mode });
        const offset = (C: typeof S, bytes: number[]) => {
          try {
            C.decode(new Uint8Array(bytes));
          } catch (e) {
            expect(e).toBeInstanceOf(DecodeError);
            expect((e as DecodeError).message).toMatch(/overlong/);
            return (e as DecodeError).offset;
          }
          return -1;
        };
        for (let k = 2; k <= 5; k++) {
          const over = [0x81, ...new Array<number>(k - 2).fill(0x80), 0x00];
          expect(offset(S, [...over, ...tail])).toBe(k - 1);
          // An array of 4: a one-byte element, the overlong one, then more bytes.
          expect(offset(A, [4, 1, ...over, 1, 1, 1, 1, 1])).toBe(k + 1);
        }
        // Values at each length's edges, with room after them and without.
        const edges = [127, 128, 2 ** 14 - 1, 2 ** 14, 2 ** 21 - 1, 2 ** 21, 2 ** 28 - 1, 2 ** 28, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 35 - 1, 2 ** 35, 999999999999];
        const vals = edges.flatMap((x) => (t === "int" ? [x, -x, -x - 1] : [x])).filter((x) => x <= 1e12);
        for (const a of vals) expect(S.decode(S.encode({ a, t: "abcdefgh" }))).toEqual({ a, t: "abcdefgh" });
        expect(A.decode(A.encode({ a: vals }))).toEqual({ a: vals });
        expect(A.decode(A.encode({ a: [...vals].reverse() }))).toEqual({ a: [...vals].reverse() });
      }
    }
  });

  it("refuses string and bytes edits that keep more than prev has or split a surrogate pair, in both back ends", () => {
    for (const mode of ["compile", "walk"] as const) {
      const T = createCodec<{ t: string; b: Uint8Array }>(parseSchema("T:\n  t: string\n  b: bytes\n"), "T", { mode });
      const prev = { t: "emoji 😀😀😀 end of line", b: new Uint8Array(20) };
      // Bytes: p, s, then the middle (the empty string: header 0); bits (first the lowest) 1, 1 (t changed), flag 1, 0 (b unchanged).
      const edit = (p: number, s: number) => new Uint8Array([p, s, 0, 0b0111]);
      expect(T.decodeDiff(prev, edit(6, 16))).toEqual({ t: "emoji 😀😀 end of line", b: prev.b });
      // An edit the encoder would not write (it keeps 2 < 8 units) is read all the same (FORMAT.md §6.3).
      expect(T.decodeDiff(prev, edit(1, 1)).t).toBe("ee");
      expect(() => T.decodeDiff(prev, edit(20, 5))).toThrow(/^edit keeps 20 \+ 5 of 24 code units \(at byte 0\)$/);
      expect(() => T.decodeDiff(prev, edit(7, 0))).toThrow(/^string edit splits a surrogate pair/);
      expect(() => T.decodeDiff(prev, edit(0, 17))).toThrow(/^string edit splits a surrogate pair/);
      // b: bits 1, 0 (t unchanged), 1, flag 1; the middle of 1 byte, 7.
      const bytesEdit = (p: number, s: number) => new Uint8Array([p, s, 1, 7, 0b1101]);
      expect([...T.decodeDiff(prev, bytesEdit(10, 10)).b]).toEqual([...new Array(10).fill(0), 7, ...new Array(10).fill(0)]);
      expect(() => T.decodeDiff(prev, bytesEdit(10, 11))).toThrow(/^edit keeps 10 \+ 11 of 20 bytes/);
    }
  });

  it("reports the byte offset", () => {
    try {
      C.decode(new Uint8Array([0x02, 0x04]));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DecodeError);
      expect((e as DecodeError).offset).toBeGreaterThanOrEqual(0);
      expect((e as DecodeError).message).toMatch(/at byte \d+/);
    }
  });

  it("refuses non-bytes input with DecodeError", () => {
    expect(() => C.decode("abc" as unknown as Uint8Array)).toThrow(DecodeError);
    // Objects that pass `instanceof Uint8Array` but whose length and bytes throw TypeErrors
    const ok = C.encode({ items: [1], names: new Map(), blob: new Uint8Array(0), text: "" });
    for (const posing of [new Proxy(ok, {}), Object.create(Uint8Array.prototype) as Uint8Array]) {
      expect(() => C.decode(posing)).toThrow("expected a Uint8Array, got an object posing as a Uint8Array (a Proxy?) (at byte 0)");
      expect(() => C.decodeDiff(C.default(), posing)).toThrow(DecodeError);
    }
  });
});

describe.each(["compile", "walk"] as const)("nesting limit (%s)", (mode) => {
  const schema = parseSchema("Node:\n  kids: Node[]\nTree: Tree[]\n");
  const N = createCodec<{ kids: unknown[] }>(schema, "Node", { mode });
  const T = createCodec<unknown[]>(schema, "Tree", { mode });
  const nest = (depth: number) => {
    let v = { kids: [] as unknown[] };
    for (let i = 1; i < depth; i++) v = { kids: [v] };
    return v;
  };

  it("encodes and decodes 512 levels, refuses 513 on both sides", () => {
    const ok = nest(512);
    expect(N.equals(N.decode(N.encode(ok)), ok)).toBe(true);
    expect(() => N.encode(nest(513))).toThrow(/nested deeper than 512/);
    expect(() => N.encodeDiff(nest(2), nest(513))).toThrow(/nested deeper than 512/);
    // 513 levels written by hand: a length of 1 at every level, then 0
    const bytes = new Uint8Array([...new Array(512).fill(1), 0]);
    expect(() => N.decode(bytes)).toThrow(DecodeError);
    expect(() => N.decode(bytes)).toThrow(/nested deeper than 512/);
    expect(N.decode(bytes.subarray(1)).kids.length).toBe(1);
  });

  it("validate refuses what encode refuses, naming the level that is too deep", () => {
    expect(N.validate(nest(512))).toEqual([]);
    const problems = N.validate(nest(513));
    expect(problems).toEqual([`Node${".kids[0]".repeat(512)}: nested deeper than 512 levels (or cyclic)`]);
    // encode's ValidationError now names the same path
    expect(() => N.encode(nest(513))).toThrow(problems[0]);
    let t: unknown[] = [];
    for (let i = 0; i < 512; i++) t = [t];
    expect(T.validate(t)).toEqual([`Tree${"[0]".repeat(512)}: nested deeper than 512 levels (or cyclic)`]);
    expect(T.validate(t[0])).toEqual([]);
    // a cycle ends at the limit instead of overflowing the stack
    const cyclic: { kids: unknown[] } = { kids: [] };
    cyclic.kids.push(cyclic);
    expect(N.validate(cyclic)).toHaveLength(1);
    expect(N.validate(cyclic)[0]).toMatch(/nested deeper than 512 levels \(or cyclic\)$/);
  });

  it("stops at the limit on a value whose recursive fields share a cycle (going on took 2^512 steps)", () => {
    const schema2 = parseSchema("T:\n  l: T?\n  r: T?\nExpr: [Num, Add]\nNum:\n  n: int\nAdd:\n  l: Expr\n  r: Expr\n");
    const twoWay: Record<string, unknown> = {};
    twoWay.l = twoWay;
    twoWay.r = twoWay;
    const add: Record<string, unknown> = { _type: "Add" };
    add.l = add;
    add.r = add;
    for (const [type, v] of [["T", twoWay], ["Expr", add]] as const) {
      const C = createCodec(schema2, type, { mode });
      const line = new RegExp(`^${type}(\\.l)+: nested deeper than 512 levels \\(or cyclic\\)$`);
      expect(C.validate(v)).toHaveLength(1);
      expect(C.validate(v)[0]).toMatch(line);
      for (const f of [() => C.encode(v), () => C.clone(v), () => C.toJson(v), () => C.encodeDiff(C.default(), v)]) expect(f).toThrow(line);
    }
  });

  it("a value within 512 levels that runs the stack out says so, not that it is deeper than 512", () => {
    // 300 levels, each 30 arrays deep: 9000 nested arrays, more than any engine's stack takes
    // (encodeDiff once answered "nested deeper than 512 levels" where validate said []).
    const D = createCodec(parseSchema(`D:\n  c: "D${"[]".repeat(30)}"\n`), "D", { mode });
    const level = (v: unknown) => {
      let c: unknown = [v];
      for (let i = 1; i < 30; i++) c = [c];
      return { c };
    };
    let a: unknown = { c: [] };
    for (let i = 1; i < 300; i++) a = level(a);
    const b = level(a);
    // Compiled code nests loops in one function and may get through; each operation either
    // works or says the stack ran out. The walker (a call per array) cannot get through.
    const stack = ": nested too deeply for the JavaScript call stack (or cyclic)";
    let failed = 0;
    for (const f of [() => D.encode(a), () => D.encodeDiff(a, b), () => D.decode(D.encode(a))]) {
      const e = thrown(f);
      if (e === undefined) continue;
      failed++;
      if (e instanceof DecodeError) expect(e.message).toMatch(/^value nested too deeply for the JavaScript call stack/);
      else {
        expect(e).toBeInstanceOf(ValidationError);
        expect((e as Error).message).toBe(`D${stack}`);
      }
    }
    if (mode === "walk") expect(failed).toBe(3);
    const problems = D.validate(a);
    if (problems.length > 0) expect(problems).toEqual([expect.stringMatching(/^D(\.c(\[0\])+)*: nested too deeply for the JavaScript call stack \(or cyclic\)$/)]);
  });

  it("counts recursive aliases too, and refuses cyclic values", () => {
    let t: unknown[] = [];
    for (let i = 0; i < 600; i++) t = [t];
    expect(() => T.encode(t)).toThrow(/nested deeper than 512/);
    const cyclic: { kids: unknown[] } = { kids: [] };
    cyclic.kids.push(cyclic);
    expect(() => N.encode(cyclic)).toThrow(/nested deeper than 512|cyclic/);
  });
});

describe("diffs of values that were never valid", () => {
  // The choice between sending a changed array of numbers whole or as changes sizes its
  // elements before they are validated; an element equal in prev and next is sized from prev.
  // An infinite one must not stop that from ending. prev is the caller's (not validated): an
  // element unchanged from it is sent as "unchanged", as everywhere else in a diff.
  const schema = parseSchema(`
Root:
  u: uint[]
  i: int[]
  q: "float(precision=0.01)[]"
`);
  const cases: [string, number][] = [["u", Infinity], ["i", Infinity], ["i", -Infinity], ["q", Infinity], ["q", -Infinity]];
  for (const [field, bad] of cases) {
    it(`ends, and both back ends agree, with ${bad} in ${field} of prev and next`, () => {
      const make = (k: number) => ({ u: [], i: [], q: [], [field]: [bad, k, k + 1, k + 2] });
      const prev = make(1);
      const next = make(7);
      const out = (["compile", "walk"] as const).map((mode) => {
        const C = createCodec(schema, "Root", { mode });
        try {
          return Buffer.from(C.encodeDiff(prev, next)).toString("hex");
        } catch (e) {
          return (e as Error).name;
        }
      });
      expect(out[0]).toBe(out[1]);
      // With the infinite element only in prev, next is sent; only in next, it is refused.
      const C = createCodec(schema, "Root");
      expect(() => C.encodeDiff(make(1), { ...make(7), [field]: [3, 7, 8, 9] })).not.toThrow();
      expect(() => C.encodeDiff({ ...make(1), [field]: [3, 1, 2, 3] }, make(7))).toThrow(ValidationError);
    });
  }
});

describe("schemas at the parser's limits", () => {
  /** Every back end and the code generator handle `yaml`, and `value` round-trips and diffs. */
  function works(yaml: string, root: string, value: unknown): void {
    const schema = parseSchema(yaml);
    expect(generate(schema).length).toBeGreaterThan(0);
    const C = createCodec(schema, root);
    const W = createCodec(schema, root, { mode: "walk" });
    const bytes = C.encode(value);
    expect(Buffer.from(W.encode(value)).equals(Buffer.from(bytes))).toBe(true);
    expect(C.equals(C.decode(bytes), value)).toBe(true);
    expect(W.equals(W.decode(bytes), value)).toBe(true);
    const diff = C.encodeDiff(C.default(), value);
    expect(Buffer.from(W.encodeDiff(W.default(), value)).equals(Buffer.from(diff))).toBe(true);
    expect(C.equals(W.decodeDiff(W.default(), diff), value)).toBe(true);
    expect(C.validate(value)).toEqual([]);
    expect(W.equals(W.fromJson(W.toJson(value)), value)).toBe(true);
  }

  it(`maps nested ${MAX_TYPE_NESTING} deep (the walker once built the innermost map's diff 2^depth times)`, () => {
    let v: unknown = 5;
    for (let i = 0; i < MAX_TYPE_NESTING; i++) v = new Map([[`k${i}`, v]]);
    works(`T:\n  a: "${"<string, ".repeat(MAX_TYPE_NESTING)}int${">".repeat(MAX_TYPE_NESTING)}"\n`, "T", { a: v });
  });

  it(`optionals and arrays nested ${MAX_TYPE_NESTING} deep`, () => {
    let v: unknown = 5;
    for (let i = 0; i < MAX_TYPE_NESTING / 2; i++) v = [v, undefined];
    works(`T:\n  a: "${"(".repeat(MAX_TYPE_NESTING / 2)}int${"?)[]".repeat(MAX_TYPE_NESTING / 2)}"\n`, "T", { a: v });
  });

  it(`a chain of ${MAX_REFERENCE_DEPTH / 2} object types, and a value through all of them`, () => {
    const n = MAX_REFERENCE_DEPTH / 2;
    const yaml = Array.from({ length: n }, (_, i) => `T${i}:\n  a: ${i < n - 1 ? `T${i + 1}?` : "int"}\n  b: uint`).join("\n") + "\n";
    let v: unknown = { a: -7, b: 1 };
    for (let i = n - 2; i >= 0; i--) v = { a: v, b: i };
    works(yaml, "T0", v);
  });

  it("60 types that each refer twice to the next, with and without a cycle back (minBits was once 2^60 steps)", () => {
    const chain = (last: string) =>
      Array.from({ length: 60 }, (_, i) => `T${i}:\n  a: T${i + 1}\n  b: T${i + 1}\n`).join("") + `T60:\n  ${last}\n`;
    const dag = parseSchema(`Root:\n  xs: T0[]\n${chain("v: uint")}`);
    expect(minBits(dag, { kind: "ref", name: "T59" })).toBe(16);
    expect(minBits(dag, { kind: "ref", name: "T0" })).toBe(Number.MAX_SAFE_INTEGER);
    works(`Root:\n  xs: T0[]\n${chain("v: uint")}`, "Root", { xs: [] });
    // A cycle through a union: every type is on it, so no type's value can be cut short.
    const cyclic = `Root:\n  xs: T0[]\nU: [Stop, Go]\nStop: {}\nGo:\n  t: T0\n${chain("u: U")}`;
    expect(minBits(parseSchema(cyclic), { kind: "ref", name: "T59" })).toBe(2);
    works(cyclic, "Root", { xs: [] });
  });

  it("minBits of a recursive type is the fewest bits of any of its values, and decoders refuse by it", () => {
    const schema = parseSchema("Exprs:\n  xs: Expr[]\nExpr: [Num, Add]\nNum:\n  n: int\nAdd:\n  l: Expr\n  r: Expr\n");
    expect(minBits(schema, { kind: "ref", name: "Expr" })).toBe(9); // a Num: 1 tag bit + a 1-byte varint
    expect(minBits(schema, { kind: "ref", name: "Add" })).toBe(18);
    for (const mode of ["compile", "walk"] as const) {
      const C = createCodec(schema, "Exprs", { mode });
      // 3 expressions need 27 bits; 3 bytes follow the length: refused at the length.
      expect(() => C.decode(new Uint8Array([3, 0, 0, 0]))).toThrow(/length 3 exceeds the remaining input \(at byte 0\)/);
      // 2 fit: the bytes are read (and found to be two Nums, then the padding checked).
      expect(C.decode(new Uint8Array([2, 2, 4, 0]))).toEqual({ xs: [{ _type: "Num", n: 1 }, { _type: "Num", n: 2 }] });
    }
  });

  it(`a cycle of ${MAX_REFERENCE_DEPTH / 2} object types, and a value going round it`, () => {
    const n = MAX_REFERENCE_DEPTH / 2;
    const yaml = Array.from({ length: n }, (_, i) => `C${i}:\n  next: C${(i + 1) % n}?\n  v: uint`).join("\n") + "\n";
    let v: unknown = { v: 0 };
    for (let i = 1; i < 510; i++) v = { next: v, v: i };
    works(yaml, "C0", v);
  });
});

describe.each(["compile", "walk"] as const)("arrays of bit-section values, read in one call (%s)", (mode) => {
  // Each array element type X, and the same array with every element wrapped in a one-field
  // object: identical bytes, but the wrapped elements are read one by one. Both decoders must
  // agree on every input: the same value, or the same error at the same offset.
  const elements = ["boolean", "uint(max=5)", "int(min=-3, max=3)", "uint(max=255)", "int(min=-100000, max=100000)", '"float(precision=0.5, min=-3, max=3)"', '"float(precision=0.25)"', "Five", "Four"];
  const yaml = (wrap: boolean) =>
    `R:\n${elements.map((e, i) => `  a${i}: ${wrap ? `W${i}` : e.startsWith('"') ? `'${e.slice(1, -1)}[]'` : `"${e}[]"`}${wrap ? "[]" : ""}\n`).join("")}` +
    `  s: string\n` +
    (wrap ? elements.map((e, i) => `W${i}:\n  x: ${e}\n`).join("") : "") +
    "Five: [A, B, C, D, E]\nFour: [P, Q, R2, S]\n";
  const bulk = createCodec<Record<string, unknown>>(parseSchema(yaml(false)), "R", { mode });
  const one = createCodec<Record<string, unknown>>(parseSchema(yaml(true)), "R", { mode });
  const unwrap = (v: Record<string, unknown>) => {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) o[k] = Array.isArray(x) ? x.map((w: { x: unknown }) => w.x) : x;
    return o;
  };
  const outcome = (C: Codec<Record<string, unknown>>, b: Uint8Array, flat: boolean): string => {
    try {
      const v = C.decode(b);
      return JSON.stringify(flat ? v : unwrap(v));
    } catch (e) {
      if (!(e instanceof DecodeError)) throw e;
      return `${e.message} @${e.offset}`;
    }
  };

  it("agree with element-by-element reads on valid, truncated and corrupted bytes", () => {
    const value = bulk.fromJson({
      a0: [true, false, true, true, false, false, false, true, true],
      a1: [0, 5, 3, 1],
      a2: [-3, 3, 0, 2, -1],
      a3: [0, 255, 128, 7, 9, 200, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      a4: [-100000, 100000, 0, 12345, -54321],
      a5: [-3, 3, 0.5, -0.5, 2.5],
      a6: [1e6, -1e6, 0.25],
      a7: ["A", "E", "C", "B"],
      a8: ["P", "S", "R2", "Q", "S"],
      s: "tail",
    });
    const good = bulk.encode(value);
    expect(outcome(one, good, false)).toBe(outcome(bulk, good, true));
    expect(JSON.parse(outcome(bulk, good, true))).toEqual(bulk.toJson(value));
    for (let cut = 0; cut < good.length; cut++) expect(outcome(bulk, good.subarray(cut), true)).toBe(outcome(one, good.subarray(cut), false));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }), (edits) => {
        const b = good.slice();
        for (const [at, x] of edits) b[at] = x;
        expect(outcome(bulk, b, true)).toBe(outcome(one, b, false));
      }),
      { numRuns: 3000 },
    );
  });
});
