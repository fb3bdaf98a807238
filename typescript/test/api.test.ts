/**
 * The public codec API around the wire format: default(), clone(), equals(), decodeDiff's
 * promise not to mutate prev, JSON round trips, createCodec's errors and caching, and
 * parseSchema's refusal of non-strings. Codec behaviour runs for both back ends.
 */
import { deepStrictEqual } from "node:assert";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { generate } from "../codegen/generate.js";
import { emit } from "../emit/emit.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { DecodeError, SchemaError } from "../runtime/errors.js";
import { bytesEqual as runtimeBytesEqual } from "../runtime/values.js";
import { parseSchema } from "../schema/parse.js";
import { nextArb, valueArb } from "./arbitrary.js";
import { BACKENDS, codecFor, loadSamples, thrown } from "./samples.js";

/**
 * Runs `code(index)`, an ES module given the path of typescript/index.ts, in a child Node with
 * tsx and `flags`, and returns what it printed (trimmed), once it printed nothing on stderr.
 */
function runChild(code: (index: string) => string, flags: string[] = []): string {
  const index = fileURLToPath(new URL("../index.ts", import.meta.url));
  const r = spawnSync(process.execPath, [...flags, "--import", "tsx", "--input-type=module", "-e", code(index)], { encoding: "utf8" });
  expect(r.stderr).toBe("");
  return r.stdout.trim();
}

const MODES = ["compile", "walk"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const RICH = parseSchema(`
Rich:
  a: uint(max=255)
  b: "int(min=-5, max=10)"
  pos: "int(min=3, max=9)"
  neg: "int(min=-9, max=-3)"
  q: "float(precision=0.1, min=0, max=10)"
  qpos: "float(precision=0.5, min=2, max=10)"
  qneg: "float(precision=0.5, min=-10, max=-2)"
  qfree: "float(precision=0.25)"
  f: float
  d: double
  by: bytes
  bo: boolean
  s: string
  i: int
  u: uint
  k: "<string, Player>[]?"
  m: "<UserId, int>"
  im: "<int, Player>"
  e: Color
  sh: Shape
  shapes: Shape[]
  t: Tree
  j: Json
  solo: Solo
  empty: Empty
  rec: RecU
  alias: Small
  opt: Player?
  optBytes: bytes?
  matrix: "float[][]"
Player:
  name: string
  tags: string[]
  next: Player?
UserId: string
Small: uint(max=7)
Color: [RED, GREEN]
Solo: [ONLY]
Shape: [Circle, Square]
Circle:
  r: float
Square:
  s: float
  corners: "<string, boolean>"
Empty: {}
Tree: Tree[]
Json: "<string, Json>"
RecU: [Wrap, Leaf]
Wrap:
  inner: RecU
Leaf:
  v: int
`);

const TYPES = [...RICH.types.keys()];

function player(name: string, tags: string[] = [], next?: Any): Any {
  return { name, tags, next };
}

function richValue(): Any {
  return {
    a: 200,
    b: -5,
    pos: 9,
    neg: -3,
    q: 3.3,
    qpos: 2.5,
    qneg: -9.5,
    qfree: -1234.75,
    f: 1.5,
    d: 0.1,
    by: new Uint8Array([0, 1, 254, 255]),
    bo: true,
    s: "héllo ✓ 😀",
    i: -Number.MAX_SAFE_INTEGER,
    u: Number.MAX_SAFE_INTEGER,
    k: [new Map([["p1", player("one", ["x"], player("two"))]]), new Map()],
    m: new Map([
      ["alice", 1],
      ["bob", -2],
    ]),
    im: new Map([
      [-1, player("neg")],
      [7, player("seven", ["a", "b"])],
    ]),
    e: "GREEN",
    sh: { _type: "Square", s: 2, corners: new Map([["nw", true]]) },
    shapes: [
      { _type: "Circle", r: 1 },
      { _type: "Square", s: 3, corners: new Map() },
    ],
    t: [[], [[], [[]]]],
    j: new Map([["a", new Map([["b", new Map()]])]]),
    solo: "ONLY",
    empty: {},
    rec: { _type: "Wrap", inner: { _type: "Wrap", inner: { _type: "Leaf", v: 42 } } },
    alias: 7,
    opt: player("opt", [], player("deeper")),
    optBytes: new Uint8Array([9]),
    matrix: [[1, 2], [], [Math.fround(0.1)]],
  };
}

/** A value as text, keys and Map entries in order, -0 and undefined visible. */
function dump(v: unknown): string {
  if (v === undefined) return "undefined";
  if (v === null) return "null";
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v !== "object") return String(v);
  if (v instanceof Uint8Array) return `U8[${[...v].join(",")}]`;
  if (v instanceof Map) return `Map{${[...v].map(([k, x]) => `${dump(k)}=>${dump(x)}`).join(",")}}`;
  if (Array.isArray(v)) return `[${v.map(dump).join(",")}]`;
  return `{${Object.keys(v)
    .map((k) => `${k}:${dump((v as Record<string, unknown>)[k])}`)
    .join(",")}}`;
}

/**
 * Makes a value tamper-evident: plain objects and arrays are frozen; Maps get own set/delete/
 * clear that throw (a frozen Map can still be changed through its methods).
 */
function deepFreeze<T>(v: T): T {
  if (typeof v !== "object" || v === null || v instanceof Uint8Array || Object.isFrozen(v)) return v;
  if (v instanceof Map) {
    for (const [k, x] of v) {
      deepFreeze(k);
      deepFreeze(x);
    }
    for (const method of ["set", "delete", "clear"]) {
      Object.defineProperty(v, method, {
        value: () => {
          throw new Error(`prev Map mutated (${method})`);
        },
      });
    }
    return Object.freeze(v);
  }
  for (const x of Object.values(v)) deepFreeze(x);
  return Object.freeze(v);
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

describe.each(MODES)("api (%s)", (mode) => {
  const codec = <T = Any>(name: string, schema = RICH): Codec<T> => createCodec<T>(schema, name, { mode });

  describe("values built by the codec are plain objects", () => {
    /** Every object that is not a Map, array or Uint8Array has Object.prototype as prototype. */
    const plain = (v: unknown, path = "v"): string[] => {
      if (typeof v !== "object" || v === null || v instanceof Uint8Array) return [];
      if (v instanceof Map) return [...v].flatMap(([k, x]) => plain(x, `${path}.get(${String(k)})`));
      if (Array.isArray(v)) return v.flatMap((x, i) => plain(x, `${path}[${i}]`));
      const own = Object.getPrototypeOf(v) === Object.prototype && (v as { constructor: unknown }).constructor === Object ? [] : [path];
      return own.concat(Object.entries(v).flatMap(([k, x]) => plain(x, `${path}.${k}`)));
    };
    it("from decode, decodeDiff, clone, default and fromJson, deep-strict-equal to literals", () => {
      const C = codec("Rich");
      const v = richValue();
      const back = C.decode(C.encode(v));
      expect(plain(back)).toEqual([]);
      deepStrictEqual(back, v);
      const prev = C.default();
      expect(plain(prev)).toEqual([]);
      const next = C.decodeDiff(prev, C.encodeDiff(prev, v));
      expect(plain(next)).toEqual([]);
      deepStrictEqual(next, v);
      expect(plain(C.clone(v))).toEqual([]);
      deepStrictEqual(C.clone(v), v);
      expect(plain(C.fromJson(C.toJson(v)))).toEqual([]);
      deepStrictEqual(C.fromJson(C.toJson(v)), v);
    });

    // Types of more than 127 fields are built by a constructor in the emitted decoders (V8's
    // literals of 128 properties or more are slow); one with a field named like an inherited
    // property keeps its literal. Both decode to plain objects, their keys in schema order.
    it.each([127, 128, 130, 300])("of %i fields, alone, in an array and with an inherited name", (n) => {
      const names = Array.from({ length: n }, (_, i) => `f${i}`);
      const row = (fields: string[]) => fields.map((f, i) => `  ${f}: ${i % 3 === 0 ? "int" : i % 3 === 1 ? "string?" : "boolean"}\n`).join("");
      const inherited = ["toString", ...names.slice(1)];
      const S = parseSchema(`W:\n${row(names)}I:\n${row(inherited)}L:\n  rows: W[]\n  odd: I\n`);
      const value = (fields: string[], k: number): Any =>
        Object.fromEntries(fields.map((f, i) => [f, i % 3 === 0 ? i * k : i % 3 === 1 ? (i % 2 === 0 ? undefined : `s${i * k}`) : (i + k) % 2 === 0]));
      const L = createCodec<Any>(S, "L", { mode });
      const a = { rows: [value(names, 1), value(names, 2)], odd: value(inherited, 1) };
      const b = { rows: [value(names, 2), value(names, 3), value(names, 1)], odd: value(inherited, 5) };
      for (const got of [L.decode(L.encode(b)), L.decodeDiff(a, L.encodeDiff(a, b))]) {
        expect(plain(got)).toEqual([]);
        deepStrictEqual(got, b);
        expect(Object.keys(got.rows[2])).toEqual(names);
        expect(Object.keys(got.odd)).toEqual(inherited);
      }
      const W = createCodec<Any>(S, "W", { mode });
      for (const got of [W.decode(W.encode(value(names, 7))), W.decodeDiff(value(names, 1), W.encodeDiff(value(names, 1), value(names, 7)))]) {
        expect(plain(got)).toEqual([]);
        deepStrictEqual(got, value(names, 7));
        expect(Object.keys(got)).toEqual(names);
      }
    });
  });

  describe("calls from inside a call (a getter that uses a codec)", () => {
    const S = parseSchema("T:\n  a: string\n  b: int\n  c: string\n");
    const C = createCodec<Any>(S, "T", { mode });
    const other = { a: "zzzzzzzz", b: 99, c: "qqqq" };
    /** { a, b: 7, c } whose b getter encodes, decodes and diffs another value on the way. */
    const sneaky = (a: string, c: string): Any => {
      const v: Any = { a, c };
      Object.defineProperty(v, "b", {
        enumerable: true,
        get() {
          const bytes = C.encode(other);
          expect(C.decode(bytes)).toEqual(other);
          expect(C.decodeDiff(other, C.encodeDiff(other, { ...other, b: 5 }))).toEqual({ ...other, b: 5 });
          return 7;
        },
      });
      return v;
    };

    it("encode and encodeDiff write the outer value's bytes", () => {
      const plain = { a: "hello", b: 7, c: "world" };
      expect(bytesEqual(C.encode(sneaky("hello", "world")), C.encode(plain))).toBe(true);
      const prev = { a: "hello", b: 0, c: "x" };
      expect(bytesEqual(C.encodeDiff(prev, sneaky("hello", "world")), C.encodeDiff(prev, plain))).toBe(true);
      expect(C.decodeDiff(prev, C.encodeDiff(prev, sneaky("hello", "world")))).toEqual(plain);
    });

    it("decodeDiff reads its own diff while prev's getter decodes another", () => {
      const prev = sneaky("p", "q");
      const next = { a: "p", b: 8, c: "r" };
      const diff = C.encodeDiff({ a: "p", b: 7, c: "q" }, next);
      expect(C.decodeDiff(prev, diff)).toEqual(next);
    });
  });

  describe("a value that its own getter changes during the call", () => {
    const S = parseSchema('R:\n  m: "<uint(max=3), P>"\n  tail: "<uint(max=3), P>"\nP:\n  x: boolean\n');
    const C = createCodec<Any>(S, "R", { mode });
    /** A map of `keys` to { x: false } whose first value's getter deletes (or adds) an entry after it. */
    const shifty = (keys: number[], act: (m: Map<number, unknown>) => void): Map<number, unknown> => {
      const first = {};
      const m = new Map<number, unknown>(keys.map((k, i) => [k, i === 0 ? first : { x: false }]));
      Object.defineProperty(first, "x", { enumerable: true, get: () => (act(m), false) });
      return m;
    };
    const tail = () => new Map([[2, { x: true }], [3, { x: false }]]);
    const changed = /^R: the value changed while it was being encoded/;

    it("encode refuses a map whose entries are not the size it wrote", () => {
      // (It wrote the size 2 and one entry: the bytes read back as another value.)
      expect(() => C.encode({ m: shifty([0, 1], (m) => m.delete(1)), tail: tail() })).toThrow(changed);
      expect(() => C.encode({ m: shifty([0, 1], (m) => m.set(3, { x: true })), tail: tail() })).toThrow(changed);
    });

    it("encodeDiff refuses a map whose added entries are not the count it wrote", () => {
      const prev = { m: new Map([[3, { x: false }]]), tail: tail() };
      const m = shifty([3, 0, 1], () => {});
      const first = {};
      Object.defineProperty(first, "x", { enumerable: true, get: () => (m.delete(1), false) });
      m.set(0, first);
      expect(() => C.encodeDiff(prev, { m, tail: tail() })).toThrow(changed);
    });

    it("decodeDiff names an invalid prev instead of blaming the bytes", () => {
      // (A field of prev that is not a number had read as "integer NaN outside 0..1000 (at byte 0)".)
      const T = createCodec<Any>(parseSchema("R:\n  tick: uint\n  w: W\nW:\n  b: uint(max=1000)\n"), "R", { mode });
      const diff = T.encodeDiff({ tick: 1, w: { b: 1 } }, { tick: 2, w: { b: 2 } });
      for (const prev of [5, [], "str", { tick: 1, w: "x" }]) expect(() => T.decodeDiff(prev, diff), JSON.stringify(prev)).toThrow(/^prev(\.w)?: expected (R|W), got /);
    });
  });

  describe("default()", () => {
    it.each(TYPES)("default() of %s is valid and round-trips", (name) => {
      const C = codec(name);
      const d = C.default();
      expect(C.validate(d)).toEqual([]);
      const back = C.decode(C.encode(d));
      expect(C.equals(back, d)).toBe(true);
      expect(dump(back)).toBe(dump(C.fromJson(JSON.parse(JSON.stringify(C.toJson(d))))));
    });

    it("defaults are the zero values within bounds", () => {
      const d = codec("Rich").default();
      expect(d).toMatchObject({ a: 0, b: 0, pos: 3, neg: -3, q: 0, qpos: 2, qneg: -2, f: 0, d: 0, bo: false, s: "", i: 0, u: 0, e: "RED", solo: "ONLY", alias: 0 });
      expect(d.by).toBeInstanceOf(Uint8Array);
      expect(d.by.length).toBe(0);
      expect(d.k).toBeUndefined();
      expect(d.opt).toBeUndefined();
      expect(d.m).toBeInstanceOf(Map);
      expect(d.m.size).toBe(0);
      expect(d.shapes).toEqual([]);
      expect(d.sh._type).toBe("Circle");
      // the union's default variant is the one that does not need the union itself
      expect(d.rec).toEqual({ _type: "Leaf", v: 0 });
      expect(d.empty).toEqual({});
    });

    it("each call returns a fresh value", () => {
      const C = codec("Rich");
      const a = C.default();
      const b = C.default();
      expect(a).not.toBe(b);
      a.m.set("x", 1);
      a.shapes.push({ _type: "Circle", r: 1 });
      a.sh.r = 5;
      a.by = new Uint8Array([1]);
      expect(b.m.size).toBe(0);
      expect(b.shapes).toEqual([]);
      expect(b.sh.r).toBe(0);
      expect(C.default().m.size).toBe(0);
    });
  });

  describe("clone()", () => {
    it("copies a Node Buffer's bytes (Buffer#slice would share them), and a detached view as empty", () => {
      const C = codec("Rich");
      const v = richValue();
      v.by = Buffer.from([1, 2, 3]);
      const c = C.clone(v);
      c.by[0] = 99;
      expect(v.by[0]).toBe(1);
      expect(C.equals(C.clone(v), v)).toBe(true);
      const detached = new Uint8Array([4, 5]);
      structuredClone(detached.buffer, { transfer: [detached.buffer] });
      expect(detached.length).toBe(0);
      v.by = detached;
      expect(C.clone(v).by.length).toBe(0);
      const bytes = C.encode(v);
      v.by = new Uint8Array(0);
      expect(bytesEqual(bytes, C.encode(v))).toBe(true);
    });

    it("is deep and equals the original", () => {
      const C = codec("Rich");
      const v = richValue();
      const before = dump(v);
      const c = C.clone(v);
      expect(C.equals(c, v)).toBe(true);
      expect(dump(c)).toBe(before);
      expect(bytesEqual(C.encode(c), C.encode(v))).toBe(true);

      // every composite is a copy
      expect(c).not.toBe(v);
      expect(c.by).not.toBe(v.by);
      expect(c.k).not.toBe(v.k);
      expect(c.k[0]).not.toBe(v.k[0]);
      expect(c.k[0].get("p1")).not.toBe(v.k[0].get("p1"));
      expect(c.k[0].get("p1").next).not.toBe(v.k[0].get("p1").next);
      expect(c.k[0].get("p1").tags).not.toBe(v.k[0].get("p1").tags);
      expect(c.m).not.toBe(v.m);
      expect(c.im.get(7)).not.toBe(v.im.get(7));
      expect(c.sh).not.toBe(v.sh);
      expect(c.sh.corners).not.toBe(v.sh.corners);
      expect(c.shapes[1]).not.toBe(v.shapes[1]);
      expect(c.t[1]).not.toBe(v.t[1]);
      expect(c.j.get("a")).not.toBe(v.j.get("a"));
      expect(c.empty).not.toBe(v.empty);
      expect(c.rec.inner).not.toBe(v.rec.inner);
      expect(c.optBytes).not.toBe(v.optBytes);
      expect(c.matrix[0]).not.toBe(v.matrix[0]);

      // mutating the clone leaves the original alone
      c.by[0] = 99;
      c.optBytes[0] = 99;
      c.k[0].get("p1").name = "changed";
      c.k[0].get("p1").tags.push("y");
      c.k[0].get("p1").next.name = "changed";
      c.k[0].set("p2", player("new"));
      c.k.push(new Map());
      c.m.set("carol", 3);
      c.m.delete("alice");
      c.im.get(7).tags[0] = "z";
      c.sh.corners.set("se", false);
      c.shapes[0].r = 100;
      c.shapes.reverse();
      c.t[1].push([]);
      c.j.get("a").set("c", new Map());
      c.rec.inner.inner.v = 0;
      c.matrix[0][0] = 9;
      c.opt.next.name = "changed";
      expect(dump(v)).toBe(before);
    });

    it("keeps _type on union values and Map key order", () => {
      const C = codec("Rich");
      const c = C.clone(richValue());
      expect(c.sh._type).toBe("Square");
      expect(c.shapes.map((x: Any) => x._type)).toEqual(["Circle", "Square"]);
      expect(c.rec._type).toBe("Wrap");
      expect([...c.m.keys()]).toEqual(["alice", "bob"]);
      expect([...c.im.keys()]).toEqual([-1, 7]);
    });

    it("works for roots that are not objects", () => {
      const T = codec<Any>("Tree");
      const t = [[], [[]]];
      const ct = T.clone(t);
      expect(ct).toEqual(t);
      ct[1].push([]);
      expect(t[1]).toHaveLength(1);
      const J = codec<Any>("Json");
      const j = new Map([["x", new Map()]]);
      const cj = J.clone(j);
      cj.get("x").set("y", new Map());
      expect(j.get("x")!.size).toBe(0);
      const U = codec<Any>("Shape");
      const u = { _type: "Square", s: 1, corners: new Map([["a", true]]) };
      const cu = U.clone(u);
      expect(cu).toEqual(u);
      cu.corners.set("b", false);
      expect(u.corners.size).toBe(1);
    });
  });

  describe("decodeDiff() never mutates prev", () => {
    const changes: [string, (v: Any) => void][] = [
      ["nothing", () => {}],
      ["scalars", (v) => Object.assign(v, { a: 1, b: 10, q: 9.9, f: -0, d: NaN, bo: false, s: "", i: 0, u: 1, e: "RED", alias: 0 })],
      ["bytes content", (v) => (v.by = new Uint8Array([1, 2, 3]))],
      ["map value changed", (v) => v.m.set("alice", 100)],
      ["map key removed", (v) => v.m.delete("alice")],
      ["map key added", (v) => v.m.set("zed", 5)],
      ["map reordered", (v) => (v.m = new Map([...v.m].reverse()))],
      ["nested map value changed", (v) => (v.im.get(7).tags = ["changed"])],
      ["nested map entry added", (v) => v.im.set(8, player("eight"))],
      ["array element changed", (v) => (v.shapes[0].r = 9)],
      ["array grown", (v) => v.shapes.push({ _type: "Circle", r: 2 })],
      ["array shrunk", (v) => v.shapes.pop()],
      ["union variant switched", (v) => (v.sh = { _type: "Circle", r: 3 })],
      ["union field changed", (v) => v.sh.corners.set("nw", false)],
      ["recursive union changed", (v) => (v.rec.inner.inner = { _type: "Wrap", inner: { _type: "Leaf", v: 1 } })],
      ["recursive union collapsed", (v) => (v.rec = { _type: "Leaf", v: 5 })],
      ["optional cleared", (v) => ((v.opt = undefined), (v.k = undefined), (v.optBytes = undefined))],
      ["optional nested change", (v) => (v.opt.next.name = "x")],
      ["optional nested cleared", (v) => (v.opt.next = undefined)],
      ["recursive alias grown", (v) => v.t[1][1].push([[]])],
      ["recursive map changed", (v) => v.j.get("a").set("z", new Map())],
      ["array of maps changed", (v) => v.k[0].get("p1").next.tags.push("t")],
      ["matrix changed", (v) => (v.matrix = [[1], [2, 3]])],
      [
        "everything",
        (v) => {
          Object.assign(v, richValue(), { a: 3, m: new Map(), shapes: [], t: [], rec: { _type: "Leaf", v: 1 }, opt: undefined });
        },
      ],
    ];

    it.each(changes)("%s", (_what, change) => {
      const C = codec("Rich");
      const next = richValue();
      change(next);
      expect(C.validate(next)).toEqual([]);
      const prev = richValue();
      const snapshot = dump(prev);
      const clone = structuredClone(prev);
      deepFreeze(prev);
      const diff = C.encodeDiff(prev, next);
      const out = C.decodeDiff(prev, diff);
      expect(dump(prev)).toBe(snapshot);
      expect(prev).toEqual(clone);
      expect(C.equals(out, next)).toBe(true);
      expect(dump(out)).toBe(dump(C.decode(C.encode(next))));
    });

    it("from the default and back", () => {
      const C = codec("Rich");
      const d = deepFreeze(C.default());
      const snapshot = dump(d);
      const v = richValue();
      const out = C.decodeDiff(d, C.encodeDiff(d, v));
      expect(C.equals(out, v)).toBe(true);
      expect(dump(d)).toBe(snapshot);
      const frozen = deepFreeze(richValue());
      const snap2 = dump(frozen);
      const back = C.decodeDiff(frozen, C.encodeDiff(frozen, C.default()));
      expect(C.equals(back, C.default())).toBe(true);
      expect(dump(frozen)).toBe(snap2);
    });

    it("a chain of diffs reproduces every state", () => {
      const C = codec("Rich");
      let state = deepFreeze(C.default());
      const states = changes.map(([, change]) => {
        const v = richValue();
        change(v);
        return v;
      });
      for (const next of states) {
        const before = dump(state);
        const out = C.decodeDiff(state, C.encodeDiff(state, next));
        expect(dump(state)).toBe(before);
        expect(C.equals(out, next)).toBe(true);
        state = deepFreeze(out);
      }
    });
  });

  describe("equals()", () => {
    const E = parseSchema(`
E:
  f: float
  d: double
  q: "float(precision=0.1)"
  o: int?
  b: bytes
  m: "<string, int>"
  l: int[]
  u: Shape
Shape: [Circle, Square]
Circle:
  r: float
Square:
  r: float
`);
    const base = (): Any => ({
      f: 0.1,
      d: 0.1,
      q: 1.0,
      o: undefined,
      b: new Uint8Array([1]),
      m: new Map([
        ["a", 1],
        ["b", 2],
      ]),
      l: [1, 2],
      u: { _type: "Circle", r: 1 },
    });
    const w = (patch: Any): Any => ({ ...base(), ...patch });

    const pairs: [string, Any, Any, boolean][] = [
      ["identical", base(), base(), true],
      ["float32: values equal after Math.fround", w({ f: 0.1 }), w({ f: Math.fround(0.1) }), true],
      ["float32: values differing after Math.fround", w({ f: 0.1 }), w({ f: 0.1000001 }), false],
      ["double: 0.1 vs fround(0.1)", w({ d: 0.1 }), w({ d: Math.fround(0.1) }), false],
      ["quant: same quantization", w({ q: 1.0 }), w({ q: 1.04 }), true],
      ["quant: different quantization", w({ q: 1.0 }), w({ q: 1.06 }), false],
      ["quant: -0 vs 0", w({ q: -0 }), w({ q: 0 }), true],
      ["quant: -0.04 vs 0", w({ q: -0.04 }), w({ q: 0 }), true],
      ["float32: -0 vs 0", w({ f: -0 }), w({ f: 0 }), false],
      ["double: -0 vs 0", w({ d: -0 }), w({ d: 0 }), false],
      ["float32: NaN vs NaN", w({ f: NaN }), w({ f: NaN }), true],
      ["double: NaN vs NaN", w({ d: NaN }), w({ d: NaN }), true],
      ["double: Infinity vs -Infinity", w({ d: Infinity }), w({ d: -Infinity }), false],
      ["optional: null vs undefined", w({ o: null }), w({ o: undefined }), true],
      ["optional: 0 vs undefined", w({ o: 0 }), w({ o: undefined }), false],
      ["bytes: same content, different arrays", w({ b: new Uint8Array([1]) }), w({ b: new Uint8Array([1]) }), true],
      ["bytes: different content", w({ b: new Uint8Array([1]) }), w({ b: new Uint8Array([2]) }), false],
      ["bytes: prefix", w({ b: new Uint8Array([1]) }), w({ b: new Uint8Array([1, 0]) }), false],
      [
        "map: different insertion order",
        w({
          m: new Map([
            ["b", 2],
            ["a", 1],
          ]),
        }),
        base(),
        false,
      ],
      ["map: different value", w({ m: new Map([["a", 1], ["b", 3]]) }), base(), false],
      ["map: extra key", w({ m: new Map([["a", 1], ["b", 2], ["c", 3]]) }), base(), false],
      ["array: different length", w({ l: [1, 2, 3] }), base(), false],
      ["union: different variants, same fields", w({ u: { _type: "Square", r: 1 } }), base(), false],
      ["union: same variant, float32-equal fields", w({ u: { _type: "Circle", r: Math.fround(1.1) } }), w({ u: { _type: "Circle", r: 1.1 } }), true],
      ["extra properties ignored", w({ extra: 1 }), base(), true],
    ];

    it.each(pairs)("%s", (_what, a, b, same) => {
      const C = createCodec<Any>(E, "E", { mode });
      expect(C.equals(a, b)).toBe(same);
      expect(C.equals(b, a)).toBe(same);
      // equals means: the same bytes
      expect(bytesEqual(C.encode(a), C.encode(b))).toBe(same);
      // and a diff between them is the one-bit "no change" exactly when equal
      expect(C.encodeDiff(a, b).length === 1 && C.encodeDiff(a, b)[0] === 0).toBe(same);
    });

    it("a root float, double or double? of 0 and one of -0 are not equal, and a diff between them carries the sign", () => {
      const R = parseSchema("F: float\nD: double\nO: double?\nQ: float(precision=0.1)\n");
      for (const [type, same] of [["F", false], ["D", false], ["O", false], ["Q", true]] as const) {
        const C = createCodec<number | undefined>(R, type, { mode });
        expect(C.equals(0, -0), type).toBe(same);
        expect(C.equals(-0, 0), type).toBe(same);
        expect(bytesEqual(C.encode(0), C.encode(-0)), type).toBe(same);
        for (const [a, b] of [[0, -0], [-0, 0]]) {
          const d = C.encodeDiff(a, b);
          expect(d.length === 1 && d[0] === 0, type).toBe(same);
          const out = C.decodeDiff(a, d);
          expect(Object.is(out, b) || (same && Object.is(out, a)), type).toBe(true);
        }
        expect(C.equals(NaN, NaN), type).toBe(true);
      }
    });

    it("equals is reflexive for the rich value and its decoded copy", () => {
      const C = codec("Rich");
      const v = richValue();
      expect(C.equals(v, v)).toBe(true);
      expect(C.equals(v, C.decode(C.encode(v)))).toBe(true);
      expect(C.equals(v, C.clone(v))).toBe(true);
      expect(C.equals(v, C.default())).toBe(false);
    });
  });

  describe("JSON form", () => {
    it("round-trips the rich value through JSON text", () => {
      const C = codec("Rich");
      const v = richValue();
      v.f = NaN;
      v.d = -Infinity;
      // JS objects list integer-like keys first, in ascending order, so only maps whose keys
      // already come in that order keep their order (and so their bytes) through the JSON form.
      v.im = new Map([
        [3, player("three")],
        [7, player("seven", ["a", "b"])],
      ]);
      const text = JSON.stringify(C.toJson(v));
      const j = JSON.parse(text);
      expect(j.f).toBe("NaN");
      expect(j.d).toBe("-Infinity");
      expect(j.by).toBe("AAH+/w==");
      expect(j.sh).toEqual({ Square: { s: 2, corners: { nw: true } } });
      expect(j.im).toEqual({ "3": { name: "three", tags: [] }, "7": { name: "seven", tags: ["a", "b"] } });
      expect("opt" in j && !("next" in j.opt.next)).toBe(true);
      const back = C.fromJson(j);
      expect(C.equals(back, v)).toBe(true);
      expect(back.sh._type).toBe("Square");
      expect(back.by).toBeInstanceOf(Uint8Array);
      expect(back.m).toBeInstanceOf(Map);
    });
  });

  describe("roots with awkward names", () => {
    it("an alias root whose wrapper name matches another type's name", () => {
      // BUG (compile mode): the compiled wrapper functions for a non-object root T are named
      // enc_R_T, val_R_T, … — the same names as the functions of an object type called "R_T".
      // With `Foo: R_Foo[]` and an object `R_Foo`, createCodec(schema, "Foo") validates/encodes
      // [{x: 1}] as if every element were the whole array: encode throws
      // "Foo: expected R_Foo, got array" for a valid value.
      const S = parseSchema("Foo: R_Foo[]\nR_Foo:\n  x: int\n");
      const C = createCodec<Any>(S, "Foo", { mode });
      const v = [{ x: 1 }, { x: 2 }];
      expect(C.validate(v)).toEqual([]);
      expect(C.decode(C.encode(v))).toEqual(v);
      expect(createCodec<Any>(S, "R_Foo", { mode }).decode(createCodec<Any>(S, "R_Foo", { mode }).encode({ x: 3 }))).toEqual({ x: 3 });
    });

    it("type names that are JavaScript globals", () => {
      const S = parseSchema('Map:\n  y: string\nObject:\n  z: "<string, Map>"\n  a: Array\nArray: [Set, Function]\n');
      const C = createCodec<Any>(S, "Object", { mode });
      const v = { z: new Map([["k", { y: "v" }]]), a: "Function" };
      expect(C.validate(v)).toEqual([]);
      const back = C.decode(C.encode(v));
      expect(back.z).toBeInstanceOf(Map);
      expect([...back.z]).toEqual([["k", { y: "v" }]]);
      expect(back.a).toBe("Function");
    });
  });
});

describe("createCodec", () => {
  it("an unknown type name is a clear error", () => {
    expect(() => createCodec(RICH, "Nope")).toThrow(/Nope/);
    expect(() => createCodec(RICH, "rich")).toThrow(/"rich"/);
    expect(() => createCodec(RICH, "")).toThrow();
    for (const mode of MODES) expect(() => createCodec(RICH, "Nope", { mode })).toThrow(/Nope/);
    // the message lists the types there are
    expect(() => createCodec(RICH, "Nope")).toThrow(/Rich/);
  });

  it("something that is not a schema is a clear error", () => {
    expect(() => createCodec({} as never, "Rich")).toThrow(/schema/);
    expect(() => createCodec(null as never, "Rich")).toThrow(/schema/);
    expect(() => createCodec("Rich: {}" as never, "Rich")).toThrow(/schema/);
    expect(() => createCodec(JSON.parse(JSON.stringify(RICH)) as never, "Rich")).toThrow("createCodec: expected a schema from parseSchema()");
    expect(() => generate(undefined as never)).toThrow("generate: expected a schema from parseSchema()");
    expect(() => generate(JSON.parse(JSON.stringify(RICH)) as never)).toThrow("generate: expected a schema from parseSchema()");
  });

  it("an unknown mode is a clear error; no options or null options choose the default", () => {
    expect(() => createCodec(RICH, "Rich", { mode: "bogus" as never })).toThrow('createCodec: mode must be "compile" or "walk", got "bogus"');
    expect(() => createCodec(RICH, "Rich", { mode: 1 as never })).toThrow("got 1");
    expect(createCodec(RICH, "Rich", null)).toBe(createCodec(RICH, "Rich"));
    expect(createCodec(RICH, "Rich", {})).toBe(createCodec(RICH, "Rich"));
  });

  it("caches one codec per schema, type and mode", () => {
    const a = createCodec(RICH, "Rich", { mode: "compile" });
    expect(createCodec(RICH, "Rich", { mode: "compile" })).toBe(a);
    expect(createCodec(RICH, "Rich")).toBe(a); // compile is the default where allowed
    const w = createCodec(RICH, "Rich", { mode: "walk" });
    expect(createCodec(RICH, "Rich", { mode: "walk" })).toBe(w);
    expect(w).not.toBe(a);
    expect(createCodec(RICH, "Player")).not.toBe(a);
    // another parse of the same text is another schema
    const again = parseSchema("A:\n  x: int\n");
    const other = parseSchema("A:\n  x: int\n");
    expect(createCodec(again, "A")).not.toBe(createCodec(other, "A"));
    expect(createCodec(again, "A").fingerprint).toBe(createCodec(other, "A").fingerprint);
  });

  it("both modes give the same bytes", () => {
    const c = createCodec<Any>(RICH, "Rich", { mode: "compile" });
    const w = createCodec<Any>(RICH, "Rich", { mode: "walk" });
    const v = richValue();
    expect(bytesEqual(w.encode(v), c.encode(v))).toBe(true);
    expect(dump(w.decode(c.encode(v)))).toBe(dump(c.decode(c.encode(v))));
  });
});

describe("parseSchema", () => {
  it("throws SchemaError on a non-string", () => {
    for (const bad of [undefined, null, 1, true, {}, [], new Uint8Array([65]), Buffer.from("A:\n  x: int\n")]) {
      expect(() => parseSchema(bad as unknown as string)).toThrow(SchemaError);
    }
  });
});

describe("VERSION", () => {
  it("equals package.json's version", async () => {
    const { readFileSync } = await import("node:fs");
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    const { VERSION } = await import("../version.js");
    expect(VERSION).toBe(pkg.version);
  });
});

describe("buffers", () => {
  it("decoded bytes are copies even from a Node Buffer, and encoding survives a transferred slab", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    const C = createCodec<{ b: Uint8Array }>(parseSchema("R:\n  b: bytes\n"), "R");
    const input = Buffer.from(C.encode({ b: new Uint8Array([1, 2, 3]) }));
    const v = C.decode(input);
    input.fill(0);
    expect([...v.b]).toEqual([1, 2, 3]);
    const first = C.encode({ b: new Uint8Array([9]) });
    structuredClone(first.buffer, { transfer: [first.buffer] });
    expect([...C.decode(C.encode({ b: new Uint8Array([7]) })).b]).toEqual([7]);
    // The bit section is written in the slab too: a transfer takes that room with it.
    const F = createCodec<{ f: boolean[] }>(parseSchema("R:\n  f: boolean[]\n"), "R");
    const f = Array.from({ length: 1000 }, (_, i) => i % 3 === 0);
    const one = F.encode({ f });
    structuredClone(one.buffer, { transfer: [one.buffer] });
    expect(F.decode(F.encode({ f })).f).toEqual(f);
  });
});

describe("floats on the wire", () => {
  it("read back every sampled float32 and float64 bit pattern (NaN as NaN)", async () => {
    const { Writer, Reader } = await import("../runtime/wire.js");
    const w = new Writer();
    const r = new Reader();
    const u32 = new Uint32Array(1);
    const f32 = new Float32Array(u32.buffer);
    const u64 = new Uint32Array(2);
    const f64 = new Float64Array(u64.buffer);
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const specials = [0, 0x80000000, 0x7f800000, 0xff800000, 0x00000001, 0x807fffff, 0x7f7fffff, 0x3f800000];
    // float64 [low, high] words: ±0 (readFloat64 returns +0 without its scratch), subnormals,
    // halves that are zero alone, infinities, NaNs, 1 and the largest double.
    const specials64 = [
      [0, 0], [0, 0x80000000], [1, 0], [0, 1], [0xffffffff, 0x000fffff], [0, 0x00100000], [1, 0x80000000],
      [0, 0x7ff00000], [0, 0xfff00000], [0, 0x7ff80000], [1, 0x7ff00000], [0, 0x3ff00000], [0xffffffff, 0x7fefffff],
      // Normal doubles are rebuilt in arithmetic from their fields: the smallest and largest
      // exponents with empty and full mantissas, both signs, and a timestamp.
      [0, 0x80100000], [0xffffffff, 0x001fffff], [0xffffffff, 0x801fffff], [0, 0x7fe00000], [0xffffffff, 0xffefffff],
      [0x00000001, 0x3ff00000], [0x80000000, 0xbff80000], [0xc2c00000, 0x4278bcfe],
    ];
    for (let i = 0; i < 20000; i++) {
      u32[0] = i < specials.length ? specials[i]! : next();
      u64[0] = next();
      u64[1] = i < specials.length ? specials[i]! : next();
      // Every exponent, 1 … 2046 included, with random sign and mantissa.
      if (i % 4 === 1) u64[1] = (u64[1]! & 0x800fffff) | (((i >> 2) % 2048) << 20);
      if (i < specials64.length) [u64[0], u64[1]] = specials64[i]! as [number, number];
      const a = f32[0]!;
      const b = f64[0]!;
      w.reset();
      w.writeFloat32(a);
      w.writeFloat64(b);
      r.reset(w.finish());
      expect(Object.is(r.readFloat32(), a)).toBe(true);
      expect(Object.is(r.readFloat64(), b)).toBe(true);
      r.finish();
    }
  });

  it("a changed varint integer's diff: the emitted code's in-place delta code and the walker's writeVarintChange agree at every code and varint boundary", () => {
    // The emitted diff gathers a delta code of up to 14 bits in place when it is shorter than
    // the varint (emit.ts, varintChange); the walker always calls Writer.writeVarintChange.
    const schema = parseSchema('R:\n  on: boolean\n  u: uint\n  i: int\n  q: "float(precision=0.01)"\n  t: string\n  k: uint\n');
    type R = { on: boolean; u: number; i: number; q: number; t: string; k: number };
    const compiled = createCodec<R>(schema, "R");
    const walker = createCodec<R>(schema, "R", { mode: "walk" });
    const edges = [0, 1, 2, 15, 16, 23, 24, 25, 63, 64, 65, 127, 128, 129, 247, 248, 495, 496, 503, 504, 505, 8191, 8192, 16383, 16384, 2 ** 28, 2 ** 31 - 1, 2 ** 31, 2 ** 40];
    const values = [...edges, ...edges.filter((v) => v !== 0).map((v) => -v)];
    let pairs = 0;
    for (const base of values) {
      for (const delta of values) {
        const next = base + delta;
        const q = (v: number) => (Math.abs(v) < 2 ** 40 ? v / 100 : 0.5);
        const a: R = { on: false, u: Math.abs(base), i: base, q: q(base), t: "t", k: 7 };
        const b: R = { on: delta > 0, u: Math.abs(next), i: next, q: q(next), t: "t", k: Math.abs(delta) };
        const bytes = compiled.encodeDiff(a, b);
        expect(Buffer.compare(walker.encodeDiff(a, b), bytes)).toBe(0);
        expect(compiled.decodeDiff(a, bytes)).toEqual(b);
        pairs++;
      }
    }
    expect(pairs).toBe(values.length ** 2);
  });

  it("a changed integer's diff read back: the emitted code's in-place delta code and the walker's Reader calls agree on every value, truncation and corruption", () => {
    // The emitted decoder reads a delta code of up to 14 bits from its locals, taking bit bytes
    // as the reader does (emit.ts, deltaLocal), and optionals' presence bits too; the walker
    // calls readPackedChange and readVarintChange. One to three bools before the integers move
    // them across byte borders.
    const schema = parseSchema(
      'R:\n  a: boolean\n  b: boolean\n  c: boolean\n  p: uint(max=1000)\n  u: uint\n  i: int\n  w: int(min=-500000, max=500000)\n  q: "float(precision=0.01)"\n  f: "float(precision=0.01, min=-5000, max=5000)"\n  o: "int(min=-500000, max=500000)?"\n  v: uint?\n',
    );
    type R = { a: boolean; b: boolean; c: boolean; p: number; u: number; i: number; w: number; q: number; f: number; o?: number; v?: number };
    const compiled = createCodec<R>(schema, "R");
    const walker = createCodec<R>(schema, "R", { mode: "walk" });
    const outcome = (C: Codec<R>, prev: R, bytes: Uint8Array): unknown => {
      try {
        return C.decodeDiff(prev, bytes);
      } catch (e) {
        return { error: String(e), offset: (e as { offset?: number }).offset };
      }
    };
    // Changes at either side of every code length from 4 to 16 bits (zigzag 8·2^t − 8), both signs.
    const deltas = [1, 2, 3, 4, 11, 12, 13, 27, 28, 29, 59, 60, 123, 124, 251, 252, 507, 508, 1019, 1020];
    const at = (base: number, d: number, k: number): R => ({
      a: (k & 1) === 1,
      b: (k & 2) === 2,
      c: (k & 4) === 4,
      p: Math.min(1000, Math.max(0, 500 + base + d)),
      u: Math.max(0, 2000 + base + d),
      i: base + d,
      w: base * 7 + d,
      q: (base + d) / 100,
      f: (base * 3 + d) / 100,
      // Present in prev; in next absent (k = 1, 5), present or changed.
      o: (k & 3) === 1 ? undefined : base * 5 + d,
      v: (k & 3) === 1 ? undefined : 9000 + base + d,
    });
    let checked = 0;
    for (const base of [0, 300, -300]) {
      for (const d of [...deltas, ...deltas.map((x) => -x)]) {
        for (let k = 0; k < 8; k++) {
          // And from absent to present (k = 3, 7).
          const prev = at(base, 0, (k & 3) === 3 ? 1 : 0);
          const next = at(base, d, k);
          const bytes = compiled.encodeDiff(prev, next);
          expect(compiled.decodeDiff(prev, bytes)).toEqual(next);
          expect(outcome(walker, prev, bytes)).toEqual(next);
          for (let n = 0; n < bytes.length; n++) expect(outcome(compiled, prev, bytes.subarray(0, n))).toEqual(outcome(walker, prev, bytes.subarray(0, n)));
          for (let i = 0; i < bytes.length; i++) {
            for (const x of [0x01, 0x10, 0x80, 0xff]) {
              const bad = bytes.slice();
              bad[i] = bad[i]! ^ x;
              expect(outcome(compiled, prev, bad)).toEqual(outcome(walker, prev, bad));
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it("arrays of doubles and floats of any length read back bit for bit, from any byte offset, in both back ends", async () => {
    const { DecodeError } = await import("../runtime/errors.js");
    // Aliases are inlined: Series is a double[] too.
    const schema = parseSchema("Price: double\nR:\n  a: double[]\n  s: Price[]\n  o: double?[]\n  g: float[]\n  tail: string\n");
    type R = { a: number[]; s: number[]; o: (number | undefined)[]; g: number[]; tail: string };
    const compiled = createCodec<R>(schema, "R");
    const walker = createCodec<R>(schema, "R", { mode: "walk" });
    const specials = [0, -0, NaN, Infinity, -Infinity, 5e-324, -2.2250738585072014e-308, Number.MAX_VALUE, 1, -1.5, 1700000000000.25];
    const u = new Uint32Array(2);
    const f = new Float64Array(u.buffer);
    let seed = 99;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (const n of [0, 1, 15, 16, 17, 31, 32, 33, 64, 1000]) {
      const a = Array.from({ length: n }, (_, i) => {
        if (i < specials.length && n >= 16) return specials[(i + n) % specials.length]!;
        u[0] = next();
        u[1] = next();
        return f[0]!;
      });
      const v: R = { a, s: a.slice().reverse(), o: a.map((x, i) => (i % 3 === 0 ? undefined : x)), g: a.map(Math.fround), tail: "end" };
      const bytes = compiled.encode(v);
      expect(Buffer.compare(walker.encode(v), bytes)).toBe(0);
      // At offsets that leave the doubles unaligned, in a larger buffer and in a Node Buffer.
      for (const shift of [0, 1, 3, 7]) {
        const big = new Uint8Array(bytes.length + shift + 5);
        big.set(bytes, shift);
        const input = big.subarray(shift, shift + bytes.length);
        for (const C of [compiled, walker]) {
          for (const b of [input, Buffer.from(input)]) {
            const back = C.decode(b);
            expect(back.a.length).toBe(n);
            for (let i = 0; i < n; i++) {
              expect(Object.is(back.a[i], a[i])).toBe(true);
              expect(Object.is(back.s[i], v.s[i])).toBe(true);
              expect(Object.is(back.o[i], v.o[i])).toBe(true);
              expect(Object.is(back.g[i], v.g[i])).toBe(true);
            }
            expect(back.tail).toBe("end");
          }
        }
      }
      // Cut anywhere: the same DecodeError, at the same offset, from both back ends (or, when
      // the cut happens to leave a valid message, as when its last byte reads as all-zero
      // optional bits, the same value).
      let refused = 0;
      for (let cut = 0; cut < bytes.length; cut += Math.max(1, Math.floor(bytes.length / 200))) {
        const part = bytes.subarray(0, cut);
        const outs = [compiled, walker].map((C) => {
          try {
            return JSON.stringify(C.toJson(C.decode(part)));
          } catch (e) {
            expect(e).toBeInstanceOf(DecodeError);
            return `${(e as Error).message} @${(e as InstanceType<typeof DecodeError>).offset}`;
          }
        });
        expect(outs[1]).toBe(outs[0]);
        if (/truncated float(64|32)/.test(outs[0]!)) refused++;
      }
      if (n >= 16) expect(refused).toBeGreaterThan(0);
    }
    // The reader's own bound, below the length checks that come before it in a message.
    const { Reader } = await import("../runtime/wire.js");
    const r = new Reader();
    for (const n of [3, 16, 40, 100]) {
      r.reset(new Uint8Array(n * 8 - 3));
      expect(() => r.readFloat64Array(n)).toThrow(new RegExp(`truncated float64 \\(at byte ${(n - 1) * 8}\\)`));
      r.reset(new Uint8Array(n * 4 - 1));
      expect(() => r.readFloat32Array(n)).toThrow(new RegExp(`truncated float32 \\(at byte ${(n - 1) * 4}\\)`));
    }
  });
});

describe("array diffs: elements that are === but not the same float", () => {
  it("-0 for 0 in float arrays (plain and optional) is a change, in runs of equal elements; a quantized -0 is not", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    type R = { f: number[]; d: number[]; o: (number | undefined)[]; q: number[] };
    const schema = parseSchema("R:\n  f: float[]\n  d: double[]\n  o: float?[]\n  q: float(precision=0.5)[]\n");
    for (const mode of ["compile", "walk"] as const) {
      const C = createCodec<R>(schema, "R", { mode });
      const zeros = () => Array.from({ length: 40 }, () => 0);
      const a: R = { f: zeros(), d: zeros(), o: zeros(), q: zeros() };
      const b: R = { f: zeros(), d: zeros(), o: zeros(), q: zeros() };
      for (const at of [0, 17, 39]) {
        b.f[at] = -0;
        b.d[at] = -0;
        b.o[at] = -0;
        b.q[at] = -0;
      }
      const back = C.decodeDiff(a, C.encodeDiff(a, b));
      for (const at of [0, 17, 39]) {
        expect(Object.is(back.f[at], -0)).toBe(true);
        expect(Object.is(back.d[at], -0)).toBe(true);
        expect(Object.is(back.o[at], -0)).toBe(true);
        expect(Object.is(back.q[at], 0)).toBe(true);
      }
      expect(C.equals(back, b)).toBe(true);
    }
  });
});

describe("array decodeDiffs that start from a copy of prev", () => {
  it("give plain arrays of their own, from a subclass of Array or a frozen array too, that leave prev alone", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    class Mine<T> extends Array<T> {}
    type R = { n: number[]; s: string[] };
    const schema = parseSchema("R:\n  n: uint(max=4095)[]\n  s: string[]\n");
    for (const mode of ["compile", "walk"] as const) {
      const C = createCodec<R>(schema, "R", { mode });
      const n = Array.from({ length: 300 }, (_, i) => (i * 7) % 4096);
      const s = Array.from({ length: 300 }, (_, i) => `s${i % 5}`);
      const next: R = { n: n.map((x, i) => (i === 3 || i === 250 ? x + 1 : x)), s: s.map((x, i) => (i === 0 ? "changed" : x)) };
      for (const prev of [{ n: Mine.from(n), s: Mine.from(s) }, Object.freeze({ n: Object.freeze(n.slice()), s: Object.freeze(s.slice()) }), { n: n.slice(), s: s.slice() }] as R[]) {
        const before = [prev.n.slice(), prev.s.slice()];
        const back = C.decodeDiff(prev, C.encodeDiff(prev, next));
        expect(C.equals(back, next)).toBe(true);
        for (const a of [back.n, back.s]) expect(Object.getPrototypeOf(a)).toBe(Array.prototype);
        expect(back.n).not.toBe(prev.n);
        expect(back.s).not.toBe(prev.s);
        expect([prev.n.slice(), prev.s.slice()]).toEqual(before);
        back.n[0] = 1;
        expect(prev.n[0]).toBe(before[0]![0]);
      }
    }
  });
});

describe("output messages", () => {
  it("of any size, some outgrowing their slab's room mid-message, keep their bytes whatever is encoded after them", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    const C = createCodec<{ s: string; b: Uint8Array; n: number[]; f: boolean[] }>(
      parseSchema("R:\n  s: string\n  b: bytes\n  n: uint[]\n  f: boolean[]\n"),
      "R",
    );
    // Sizes from a few bytes to past the 64 KiB slab, in an order that fills slabs part way.
    // The boolean arrays give bit sections from none to past the slab's 4 KiB bit room.
    const sizes = [0, 1, 63, 64, 65, 4000, 4096, 5000, 30000, 1, 70000, 2, 200000, 3, 4095, 12, 64000, 7, 30000, 30000, 30000, 5, 100];
    const kept: [Uint8Array, Uint8Array][] = [];
    sizes.forEach((n, k) => {
      const v = {
        s: "é".repeat(n % 3000) + "x".repeat(n % 7),
        b: Uint8Array.from({ length: n }, (_, i) => (i * 31 + k) & 255),
        n: Array.from({ length: n % 100 }, (_, i) => i * 1000 + k),
        f: Array.from({ length: (n * 7) % 50000 }, (_, i) => (i + k) % 3 === 0),
      };
      const bytes = C.encode(v);
      expect(C.equals(C.decode(bytes), v)).toBe(true);
      kept.push([bytes, bytes.slice()]);
    });
    for (const [bytes, copy] of kept) expect(Buffer.compare(bytes, copy)).toBe(0);
    // No two messages share a byte.
    const spans = kept.map(([b]) => [b.buffer, b.byteOffset, b.byteOffset + b.length] as const);
    for (let i = 0; i < spans.length; i++)
      for (let j = i + 1; j < spans.length; j++) {
        const [x, y] = [spans[i]!, spans[j]!];
        if (x[0] === y[0] && x[1] < x[2] && y[1] < y[2]) expect(x[2] <= y[1] || y[2] <= x[1]).toBe(true);
      }
  });

  it("a message that outgrows its slab moves to a larger one, which the next messages share, and is not copied out", async () => {
    const { Writer, Reader } = await import("../runtime/wire.js");
    const w = new Writer();
    // 56 000 bytes leave 5 440 of a slab's 61 440-byte message area (its top 4 KiB hold bit
    // sections); a 1 900-unit non-ASCII string first asks for 3 bytes a unit (5 702), so its
    // message moves to a new slab, though it is 3 802 bytes long. Its bits go with it.
    w.reset();
    w.writeBytes(new Uint8Array(55997).fill(1));
    const first = w.finish();
    const s = "é".repeat(1900);
    w.reset();
    for (let i = 0; i < 100; i++) w.writeBit(i % 3 === 0 ? 1 : 0);
    w.writeString(s);
    const second = w.finish();
    expect(second.length).toBe(3802 + 13);
    expect(second.buffer).not.toBe(first.buffer);
    expect(second.byteOffset).toBe(0);
    w.reset();
    w.writeString("after");
    const third = w.finish();
    expect(third.buffer).toBe(second.buffer);
    expect(third.byteOffset).toBeGreaterThanOrEqual(second.length);
    const r = new Reader();
    r.reset(second);
    expect(r.readString()).toBe(s);
    for (let i = 0; i < 100; i++) expect(r.readBit()).toBe(i % 3 === 0 ? 1 : 0);
    r.finish();
    expect(first.every((b, i) => (i < 3 ? true : b === 1))).toBe(true);
    // A message of 1 MB: its slab holds it with room to spare, but not more than four times over,
    // and the next one goes on in that room.
    w.reset();
    w.writeBytes(new Uint8Array(1 << 20).fill(7));
    const big = w.finish();
    expect(big.buffer.byteLength).toBeGreaterThan(big.length);
    expect(big.buffer.byteLength).toBeLessThanOrEqual(4 * big.length + 65536);
    w.reset();
    w.writeBytes(new Uint8Array(1 << 20).fill(8));
    const big2 = w.finish();
    expect(big2.buffer).toBe(big.buffer);
    expect(big2.byteOffset).toBeGreaterThanOrEqual(big.length);
    expect(big.every((b, i) => i < 4 || b === 7)).toBe(true);
    expect(big2.every((b, i) => i < 4 || b === 8)).toBe(true);
  });

  it("messages of a steady size share a slab several at a time, and one of up to 128 KB does not get a slab of more than 1 MiB", async () => {
    const { Writer } = await import("../runtime/wire.js");
    const w = new Writer();
    const message = (n: number, fill: number): Uint8Array => {
      w.reset();
      w.writeBytes(new Uint8Array(n).fill(fill));
      return w.finish();
    };
    // 20 KB messages: after the first, which sizes the slabs, eight or more to a slab.
    message(20000, 0);
    const steady = Array.from({ length: 24 }, (_, i) => message(20000, i + 1));
    expect(new Set(steady.map((m) => m.buffer)).size).toBeLessThanOrEqual(3);
    steady.forEach((m, i) => expect(m.every((b, j) => j < 3 || b === i + 1)).toBe(true));
    // 128 KB ones: slabs of 1 MiB at most, each shared by several.
    message(128000, 0);
    const large = Array.from({ length: 8 }, (_, i) => message(128000, i + 1));
    for (const m of large) expect(m.buffer.byteLength).toBeLessThanOrEqual(1 << 20);
    expect(new Set(large.map((m) => m.buffer)).size).toBeLessThanOrEqual(3);
    large.forEach((m, i) => expect(m.every((b, j) => j < 3 || b === i + 1)).toBe(true));
  });

  it("a message abandoned by a validation error leaves no trace in the next one", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    const C = createCodec<{ s: string; n: number }>(parseSchema("R:\n  s: string\n  n: uint\n"), "R");
    const good = C.encode({ s: "kept", n: 1 }).slice();
    expect(() => C.encode({ s: "y".repeat(10000), n: -1 })).toThrow();
    expect([...C.encode({ s: "kept", n: 1 })]).toEqual([...good]);
  });
});

describe("shared decoded values", () => {
  it("empty bytes decode to one frozen zero-length array that cannot be changed", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    for (const mode of ["compile", "walk"] as const) {
      const C = createCodec<{ a: Uint8Array; b: Uint8Array }>(parseSchema("R:\n  a: bytes\n  b: bytes\n"), "R", { mode });
      const v = C.decode(C.encode({ a: new Uint8Array(0), b: new Uint8Array(0) }));
      expect(v.a.length).toBe(0);
      expect(Object.isFrozen(v.a)).toBe(true);
      expect(() => {
        "use strict";
        (v.a as unknown as Record<string, number>).x = 1;
      }).toThrow(TypeError);
      // Replacing the field is how a value changes; the next decode is unaffected.
      v.a = new Uint8Array([5]);
      expect([...C.decode(C.encode({ a: new Uint8Array(0), b: new Uint8Array(0) })).a]).toEqual([]);
    }
  });

  it("arrays of numbers, booleans and enums decode packed, as literals and push make them, small integers as small integers (V8's %HasHoleyElements)", async () => {
    // Holey arrays (new Array(n)) made the Writer's array loops, shared by every codec, compile
    // their loads for both kinds once a decoded array was encoded again. Every way such an array
    // is read: bit-section arrays and varint / float arrays in one call, short ones value by
    // value, and decodeDiff's arrays changed in place, resized, shifted and spliced.
    const printed = runChild((index) => `
      const { parseSchema, createCodec } = await import(${JSON.stringify(index)});
      const yaml = "R:\\n  i: int[]\\n  u: uint(max=4095)[]\\n  b: boolean[]\\n  e: E[]\\n  d: double[]\\n  f: float[]\\n  q: float(precision=0.5, min=0, max=100)[]\\n  g: int(min=-1000000000000, max=-999999999000)[]\\n  k: O[]\\nE: [x, y, z]\\nO:\\n  id: uint\\n  n: int\\n";
      const out = [];
      for (const mode of ["compile", "walk"]) {
        const C = createCodec(parseSchema(yaml), "R", { mode });
        for (const n of [1, 3, 15, 16, 63, 64, 65, 200, 5000]) {
          const mk = (m, t) => ({
            i: Array.from({ length: m }, (_, j) => j * t - 7), u: Array.from({ length: m }, (_, j) => (j * t) % 4096),
            b: Array.from({ length: m }, (_, j) => (j + t) % 3 === 0), e: Array.from({ length: m }, (_, j) => ["x", "y", "z"][(j + t) % 3]),
            d: Array.from({ length: m }, (_, j) => j / 3 + t), f: Array.from({ length: m }, (_, j) => j + 0.5 * t),
            q: Array.from({ length: m }, (_, j) => ((j + t) % 200) / 2), g: Array.from({ length: m }, (_, j) => -1e12 + ((j * t) % 1000)),
            k: Array.from({ length: m }, (_, j) => ({ id: j, n: t })),
          });
          const a = mk(n, 1), b = mk(n, 2);
          const c = { ...mk(n + 2, 1), i: a.i.slice(1), u: [9, ...a.u], k: [{ id: 1e6, n: 0 }, ...a.k] };
          const got = [C.decode(C.encode(a)), C.decodeDiff(a, C.encodeDiff(a, b)), C.decodeDiff(a, C.encodeDiff(a, c))];
          if (!C.equals(got[0], a) || !C.equals(got[1], b) || !C.equals(got[2], c)) throw new Error(mode + " " + n + ": not equal");
          for (const [w, v] of got.entries()) for (const f of ["i", "u", "b", "e", "d", "f", "q", "g"]) if (%HasHoleyElements(v[f])) out.push(mode + " " + n + " " + w + " " + f);
        }
      }
      // Small integers still decode into arrays of small integers once the same Reader stores
      // filled arrays of floats and of large integers, in both modes.
      const C = createCodec(parseSchema(yaml), "R");
      const u = C.decode(C.encode({ i: [], u: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], b: [], e: [], d: [], f: [], q: [], g: [], k: [] })).u;
      if (!%HasSmiElements(u)) out.push("u is not of small integers");
      console.log(out.length === 0 ? "ok" : out.join(", "));`, ["--allow-natives-syntax"]);
    expect(printed).toBe("ok");
  });

  it("decoded bytes are copies: changing the input or another decoded value leaves them alone", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    // Sizes on both sides of the on-heap, pooled (slab) and own-buffer cases, and enough
    // messages to fill several 64 KiB slabs.
    const sizes = [1, 64, 65, 100, 1000, 4096, 8191, 8192, 8193, 20000];
    const fill = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 255);
    for (const mode of ["compile", "walk"] as const) {
      const C = createCodec<{ a: Uint8Array; l: Uint8Array[] }>(parseSchema("R:\n  a: bytes\n  l: bytes[]\n"), "R", { mode });
      const kept: { v: { a: Uint8Array; l: Uint8Array[] }; want: Uint8Array[] }[] = [];
      for (let round = 0; round < 12; round++)
        for (const n of sizes) {
          const want = [fill(n, round), fill(n + 3, round + 1), fill(n >> 1, round + 2)];
          const input = C.encode({ a: want[0]!, l: [want[1]!, want[2]!] }).slice();
          const v = C.decode(input);
          input.fill(0xee);
          kept.push({ v, want });
        }
      // Writing into each decoded array changes no other one.
      const all = kept.flatMap(({ v }) => [v.a, ...v.l]);
      all.forEach((b, k) => b.fill((k % 251) + 1));
      all.forEach((b, k) => expect(b.every((x) => x === (k % 251) + 1)).toBe(true));
      for (const { v, want } of kept) {
        expect([v.a.length, v.l[0]!.length, v.l[1]!.length]).toEqual(want.map((w) => w.length));
      }
      for (const n of sizes) {
        const want = fill(n, 7);
        const input = C.encode({ a: want, l: [] }).slice();
        const v = C.decode(input);
        input.fill(0);
        expect(v.a).toEqual(want);
      }
    }
  });

  it("decoded bytes are plain Uint8Arrays of their own length, from a Node Buffer input too", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    for (const mode of ["compile", "walk"] as const) {
      const C = createCodec<{ a: Uint8Array }>(parseSchema("R:\n  a: bytes\n"), "R", { mode });
      for (const n of [1, 64, 65, 2048, 2049, 8193]) {
        const want = Uint8Array.from({ length: n }, (_, i) => i & 255);
        const v = C.decode(Buffer.from(C.encode({ a: want })));
        expect(Object.getPrototypeOf(v.a)).toBe(Uint8Array.prototype);
        expect(v.a).toEqual(want);
        expect(v.a.buffer.byteLength).toBeLessThanOrEqual(Math.max(n, 8192));
      }
    }
  });

  it("bytes values, strings and floats come from the input's own memory and length, whatever its getters and subarray say", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    // A subclass whose buffer and byteOffset getters and subarray point elsewhere: the bytes
    // come from the input's own memory all the same.
    class Liar extends Uint8Array {
      override subarray(): Uint8Array<ArrayBuffer> {
        return new Uint8Array(200).fill(0x41);
      }
      override get buffer(): ArrayBuffer {
        return new ArrayBuffer(1 << 17);
      }
      override get byteOffset(): number {
        return 5;
      }
    }
    // And a length that stops short of the end.
    Object.defineProperty(Liar.prototype, "length", { get: () => 7 });
    const fill = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) & 255);
    for (const mode of ["compile", "walk"] as const) {
      const C = createCodec<{ s: string; l: Uint8Array[]; t: string; d: number[]; f: number[] }>(parseSchema("R:\n  s: string\n  l: bytes[]\n  t: string\n  d: double[]\n  f: float[]\n"), "R", { mode });
      // Strings past the cache (300 bytes) and in it (13 to 128), through TextDecoder in Node.
      // Small values (slab) before the first large one, then large and small ones (views into
      // its arena), one larger than what is left of the arena (a second arena), strings between.
      const l = [100, 3000, 70, 2049, 500, 65, 64, 60000, 300, 9000].map((n, k) => fill(n, k));
      // Arrays of doubles and floats long enough to be read through one DataView.
      const d = Array.from({ length: 40 }, (_, i) => i / 3), f = Array.from({ length: 40 }, (_, i) => i + 0.5);
      const v = { s: "xyz".repeat(100), l, t: "a string of 13 to 128 bytes", d, f };
      const enc = C.encode(v);
      const host = new Uint8Array(enc.length + 24).fill(0xaa);
      host.set(enc, 11);
      const input = new Liar(host.buffer, 11, enc.length);
      const got = C.decode(input);
      host.fill(0);
      expect(C.equals(got, v)).toBe(true);
      // Each is its own memory: writing into one changes no other.
      got.l.forEach((b, k) => b.fill(k + 1));
      got.l.forEach((b, k) => expect(b.every((x) => x === k + 1)).toBe(true));
      const again = C.decode(C.encode(v));
      expect(again.l.map((b) => b.buffer)).not.toContain(got.l[1]!.buffer);
    }
  });

  it("decodes where Object.prototype is frozen, fields named after its properties included", async () => {
    const printed = runChild((index) => `
      const { parseSchema, createCodec, generate } = await import(${JSON.stringify(index)});
      Object.freeze(Object.prototype);
      // Wide: read four fields at a time by the walker.
      const yaml = "R:\\n  items: Item[]\\n  plain: P[]\\n  wide: Wide\\nItem:\\n  toString: string\\n  valueOf: int\\nP:\\n  x: int\\n" +
        "Wide:\\n  a: int\\n  constructor: string\\n  hasOwnProperty: boolean\\n  toLocaleString: int\\n  isPrototypeOf: int\\n";
      const wide = { a: 1, constructor: "c", hasOwnProperty: true, toLocaleString: 3, isPrototypeOf: 4 };
      for (const mode of ["compile", "walk"]) {
        const C = createCodec(parseSchema(yaml), "R", { mode });
        const v = { items: [{ toString: "a", valueOf: 1 }], plain: [{ x: 2 }], wide };
        const back = C.decode(C.encode(v));
        if (JSON.stringify(back) !== JSON.stringify(v)) throw new Error(mode + " got " + JSON.stringify(back));
        const next = { items: [{ toString: "b", valueOf: 1 }], plain: [{ x: 2 }], wide: { ...wide, constructor: "d" } };
        const moved = C.decodeDiff(v, C.encodeDiff(v, next));
        if (JSON.stringify(moved) !== JSON.stringify(next)) throw new Error(mode + " diff got " + JSON.stringify(moved));
        if (JSON.stringify(C.clone(next)) !== JSON.stringify(next)) throw new Error(mode + " clone");
      }
      console.log("ok");`);
    expect(printed).toBe("ok");
  });

  it("objects the walker builds are fast-mode objects, however many fields (V8's %HasFastProperties)", async () => {
    // Built by keyed stores from {}, objects of 17 properties or more turned into dictionary mode
    // (V8's limit for properties added by keyed stores): slow to build, and slow for the user.
    // Sizes around the limit, in plain objects and in a union's variant (with `_type`).
    const printed = runChild((index) => `
      const { parseSchema, createCodec } = await import(${JSON.stringify(index)});
      const out = [];
      for (const n of [12, 15, 16, 17, 60]) {
        const fields = Array.from({ length: n }, (_, i) => "  f" + i + ": " + (i % 3 === 0 ? "int?" : i % 3 === 1 ? "string" : "double")).join("\\n");
        const yaml = "R:\\n" + fields + "\\n  u: U\\nU: [A, B]\\nA:\\n" + fields + "\\nB:\\n  x: int\\n";
        const C = createCodec(parseSchema(yaml), "R", { mode: "walk" });
        const a = C.default();
        const b = C.fromJson(JSON.parse(JSON.stringify(C.toJson(a)).replace('"f1":""', '"f1":"x"')));
        const all = [a, a.u, b, C.decode(C.encode(b)), C.decodeDiff(a, C.encodeDiff(a, b)), C.clone(b), C.clone(b).u];
        out.push(all.every((o) => %HasFastProperties(o)));
      }
      console.log(out.join(" "));`, ["--allow-natives-syntax"]);
    expect(printed).toBe("true true true true true");
  });

  it("values of a wide type share one V8 map, whoever builds them (fromJson, clone, default, decode, decodeDiff)", async () => {
    // A literal of 128 properties or more gives each object a map of its own: encode and a
    // diff's prev then met a new map every call (FlightData's 129 fields from fromJson: its
    // encodeDiff 1.8× the instructions once six states had gone through it). Ints in one value
    // and doubles in another, optionals present and absent; a union variant with `_type`.
    const printed = runChild((index) => `
      const { parseSchema, createCodec } = await import(${JSON.stringify(index)});
      const out = [];
      for (const n of [126, 127, 128, 129, 200]) {
        const fields = Array.from({ length: n }, (_, i) => "  f" + i + ": " + (i % 3 === 0 ? "double?" : i % 3 === 1 ? "double" : "int")).join("\\n");
        const yaml = "R:\\n" + fields + "\\nU: [A, B]\\nA:\\n" + fields + "\\nB:\\n  x: int\\nW:\\n  u: U\\n";
        const S = parseSchema(yaml);
        for (const mode of ["compile", "walk"]) {
          const C = createCodec(S, "R", { mode }), CW = createCodec(S, "W", { mode });
          const json = (k) => Object.fromEntries(Array.from({ length: n }, (_, i) => ["f" + i, i % 3 === 0 && k % 2 ? undefined : i % 3 === 2 ? k : k % 2 ? k + 0.5 : k]));
          // Built twice: the first round's stores generalize the fields' representations (an int
          // field given a double, say), which gives later objects a new map and the earlier ones
          // a deprecated map until they are next read.
          const build = () => {
            const vs = [0, 1, 2, 3].map((k) => C.fromJson(json(k)));
            return [...vs, ...vs.map((v) => C.clone(v)), C.default(), C.default(), ...vs.map((v) => C.decode(C.encode(v))), ...vs.map((v) => C.decodeDiff(vs[0], C.encodeDiff(vs[0], v)))];
          };
          build();
          const all = build();
          if (!all.every((o) => %HaveSameMap(o, all[0]))) out.push(n + " " + mode);
          if (!all.every((o) => Object.getPrototypeOf(o) === Object.prototype && Object.keys(o).length === n && Object.keys(o)[n - 1] === "f" + (n - 1))) out.push(n + " " + mode + " keys");
          const buildTagged = () => {
            const us = [0, 1, 2].map((k) => CW.fromJson({ u: { A: json(k) } }));
            return [...us, ...us.map((v) => CW.clone(v)), ...us.map((v) => CW.decode(CW.encode(v))), ...us.map((v) => CW.decodeDiff(us[0], CW.encodeDiff(us[0], v)))].map((w) => w.u);
          };
          buildTagged();
          const tagged = buildTagged();
          if (!tagged.every((o) => %HaveSameMap(o, tagged[0]) && o._type === "A" && Object.keys(o)[0] === "_type")) out.push(n + " " + mode + " variant");
        }
      }
      console.log(out.join(", ") || "ok");`, ["--allow-natives-syntax"]);
    expect(printed).toBe("ok");
  });

  it("the walker's object templates are fast-mode objects up to V8's 1 020 properties, with and without `_type`", async () => {
    // JSON.parse gives a dictionary-mode object from 128 properties: copying one took V8's slow
    // path, and a 129-field record decoded 10× slower in the walker than compiled.
    const printed = runChild((index) => `
      const { objectTemplate } = await import(${JSON.stringify(index.replace(/index\.ts$/, "interpreter/walk.ts"))});
      const out = [];
      for (const n of [0, 16, 127, 128, 129, 300, 1019]) {
        const keys = Array.from({ length: n }, (_, i) => "f" + i);
        for (const type of [undefined, "T"]) {
          const t = objectTemplate(keys, type);
          const want = type === undefined ? keys : ["_type", ...keys];
          if (JSON.stringify(Object.keys(t)) !== JSON.stringify(want) || (type !== undefined && t._type !== type)) out.push(n + " keys");
          if (Object.values(t).some((v, i) => v !== (i === 0 && type !== undefined ? type : null))) out.push(n + " values");
          if (!%HasFastProperties(t)) out.push(n + (type ? " with _type" : "") + " slow");
        }
      }
      console.log(out.join(", ") || "ok");`, ["--allow-natives-syntax"]);
    expect(printed).toBe("ok");
  });

  it("strings decoded again are equal to the first decode, cache or not", async () => {
    const { parseSchema } = await import("../schema/parse.js");
    const { createCodec } = await import("../interpreter/create.js");
    const C = createCodec<{ s: string[] }>(parseSchema("R:\n  s: string[]\n"), "R");
    const s = ["short", "a string longer than twelve", "ünïcödé", "x".repeat(100), "y".repeat(200), "東京".repeat(30)];
    const bytes = C.encode({ s });
    for (let i = 0; i < 3; i++) expect(C.decode(bytes).s).toEqual(s);
  });
});

describe("single-value types and generated headers (found by a sweep through the packed package)", () => {
  it("a single-value type whose bound is −0 decodes to +0, as default() gives it", () => {
    // float(precision=0.1, min=-0.03, max=0.01): both bounds round to step 0 (Math.round(-0.3) is −0).
    const S = parseSchema('U:\n  q: "float(precision=0.1, min=-0.03, max=0.01)"\n  i: "int(min=-0, max=0)"\n  w: "float(precision=0.1, min=-0.03, max=0.2)"\n  l: "int(min=-0, max=0)[]"\n');
    for (const mode of MODES) {
      const C = createCodec<{ q: number; i: number; w: number; l: number[] }>(S, "U", { mode });
      const d = C.decode(C.encode({ q: 0, i: 0, w: 0, l: [0, 0] }));
      for (const x of [d.q, d.i, d.w, d.l[0], d.l[1], C.default().q, C.default().i]) expect(Object.is(x, 0), mode).toBe(true);
      const n = C.decodeDiff(C.default(), C.encodeDiff(C.default(), { q: -0, i: -0, w: -0, l: [-0] }));
      for (const x of [n.q, n.i, n.w, n.l[0]]) expect(Object.is(x, 0), mode).toBe(true);
      expect(Object.is((C.toJson(d) as { q: number }).q, 0)).toBe(true);
    }
  });

  it("decode of something that is not a Uint8Array says what it got", () => {
    for (const mode of MODES) {
      const C = createCodec(parseSchema("P:\n  x: int\n"), "P", { mode });
      const cases: [unknown, string][] = [[[1, 2, 3], "array"], ["abc", '"abc"'], [null, "null"], [undefined, "undefined"], [7, "7"], [new ArrayBuffer(2), "object"], [new Map(), "Map"]];
      for (const [input, what] of cases) {
        expect(() => C.decode(input as never)).toThrow(`expected a Uint8Array, got ${what} (at byte 0)`);
        expect(() => C.decodeDiff({ x: 1 }, input as never)).toThrow(`expected a Uint8Array, got ${what} (at byte 0)`);
      }
    }
  });

  it("the header's regenerate command is one a shell runs as written", () => {
    const S = parseSchema("P:\n  x: int\n");
    const line = (o: Parameters<typeof generate>[1]) => generate(S, o).split("\n")[1];
    expect(line({ schemaFile: "schemas/p.yml", outputFile: "src/p.ts" })).toBe("// regenerate with `tickpack generate schemas/p.yml -o src/p.ts`.");
    expect(line({ schemaFile: "my schemas/p.yml", outputFile: "it's/p.ts", runtimeImport: "../rt.js" })).toBe(
      "// regenerate with `tickpack generate 'my schemas/p.yml' -o 'it'\\''s/p.ts' --runtime-import ../rt.js`.",
    );
    expect(line({ schemaFile: "-" })).toBe("// regenerate with `tickpack generate -`.");
  });

  it("a schema path with newlines or line separators stays inside the header's comments", async () => {
    const S = parseSchema("P:\n  x: int\n");
    const path = 'a\nglobalThis.__tickpackHeader = 1;\r\n/*x\u2028y\u2029z\u0085.yml';
    const code = generate(S, { schemaFile: path });
    const lines = code.split(/\r\n|[\n\r\u2028\u2029]/);
    expect(lines[0]).toMatch(/^\/\/ Generated by tickpack .* from a\\u000aglobalThis.__tickpackHeader = 1;\\u000d\\u000a\/\*x\\u2028y\\u2029z\\u0085\.yml\. Do not edit:$/);
    expect(lines[1]).toMatch(/^\/\/ regenerate with `tickpack generate 'a\\u000a.*\.yml'`\.$/);
    expect(lines[2]).toBe("/* eslint-disable */");
    // Nothing of the path runs: the module body is the same as without a path.
    expect(lines.slice(2).join("\n")).toBe(generate(S).split("\n").slice(2).join("\n"));
  });
});

describe("deeply nested anonymous arrays, maps and optionals", () => {
  // From the outside in; the innermost holds ints. Map diffs nest three statement levels a level,
  // so the inner levels are coded by outlined functions (emit.ts, OUTLINE_DEPTH).
  const LEVELS = ["map", "arr", "opt", "map", "arr", "opt", "map", "map", "arr", "opt", "arr", "map"] as const;
  const typeOf = (i: number): string => {
    if (i === LEVELS.length) return "int";
    const inner = typeOf(i + 1);
    return LEVELS[i] === "map" ? `<string, ${inner}>` : LEVELS[i] === "arr" ? `${inner}[]` : `${inner}?`;
  };
  const S = parseSchema(`R:\n  m: "${typeOf(0).replace(/\?\?/g, "?")}"\n  n: int\n`);

  let seed = 12345;
  const rnd = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
  const make = (i: number): unknown => {
    if (i === LEVELS.length) return rnd(2001) - 1000;
    switch (LEVELS[i]) {
      case "map":
        return new Map(Array.from({ length: 1 + rnd(2) }, (_, j) => [`k${rnd(4)}_${j}`, make(i + 1)]));
      case "arr":
        return Array.from({ length: 1 + rnd(2) }, () => make(i + 1));
      default:
        return rnd(8) === 0 ? undefined : make(i + 1);
    }
  };
  /** A next state: most of x kept (the same objects), some of it changed at any level. */
  const next = (x: unknown, i: number): unknown => {
    if (rnd(4) === 0) return x;
    if (i === LEVELS.length) return rnd(2) ? x : rnd(2001) - 1000;
    if (rnd(20) === 0) return make(i);
    switch (LEVELS[i]) {
      case "map": {
        const entries = [...(x as Map<string, unknown>)].map(([k, v]) => [k, next(v, i + 1)] as [string, unknown]).filter(() => rnd(10) !== 0);
        if (rnd(4) === 0) entries.push([`n${rnd(100)}`, make(i + 1)]);
        if (rnd(6) === 0) entries.reverse();
        return new Map(entries);
      }
      case "arr": {
        const a = (x as unknown[]).map((v) => next(v, i + 1));
        if (rnd(4) === 0) a.push(make(i + 1));
        if (rnd(5) === 0) a.pop();
        return a;
      }
      default:
        return x === undefined ? (rnd(2) === 0 ? make(i + 1) : undefined) : rnd(10) === 0 ? undefined : next(x, i + 1);
    }
  };

  it("round trips and diffs agree across back ends over many ticks", () => {
    const C = MODES.map((mode) => createCodec<{ m: unknown; n: number }>(S, "R", { mode }));
    const hexOf = (b: Uint8Array) => Buffer.from(b).toString("hex");
    let prev = { m: make(0), n: 0 };
    let recv = C.map((c) => c.decode(c.encode(prev)));
    for (let tick = 1; tick <= 150; tick++) {
      const cur = { m: next(prev.m, 0), n: tick };
      const full = C.map((c) => hexOf(c.encode(cur)));
      const diff = C.map((c) => c.encodeDiff(prev, cur));
      expect(full[1]).toBe(full[0]);
      expect(hexOf(diff[1]!)).toBe(hexOf(diff[0]!));
      C.forEach((c, j) => {
        expect(c.equals(c.decode(c.encode(cur)), cur)).toBe(true);
        recv[j] = c.decodeDiff(recv[j]!, diff[j]!);
        expect(c.equals(recv[j]!, cur)).toBe(true);
        deepStrictEqual(recv[j], c.decode(c.encode(cur)));
      });
      prev = cur;
    }
  });

  it("generated code grows about linearly with the nesting", () => {
    const size = (d: number) => generate(parseSchema(`R:\n  m: "${"<string, ".repeat(d)}int${">".repeat(d)}"\n`)).replace(/^ +/gm, "").length;
    // 32 nested maps gave 2.8 MB when each level's diff inlined the full code of all inner levels.
    expect(size(32) / size(16)).toBeLessThan(3.2);
    expect(size(32)).toBeLessThan(1_000_000);
  });
});

/**
 * Every array that differs from `base` in one byte, or in its length, at each of `lengths`, seen
 * as different by `eq`, and equal copies as equal, whatever the arrays' offsets in their buffers:
 * the first failure, or "ok". Self-contained, so that a child process can run it too.
 */
function bytesEqualFailures(eq: (a: Uint8Array, b: Uint8Array) => boolean): string {
  const lengths = [0, 1, 7, 8, 9, 63, 64, 65, 255, 256, 257, 259, 1000, 1027, 4096];
  const view = (bytes: Uint8Array, offset: number) => {
    const v = new Uint8Array(new ArrayBuffer(bytes.length + 16), offset, bytes.length);
    v.set(bytes);
    return v;
  };
  for (const n of lengths) {
    const base = Uint8Array.from({ length: n }, (_, i) => (i * 131 + 7) & 255);
    for (const [oa, ob] of [[0, 0], [8, 16], [4, 8], [12, 4], [1, 1], [0, 3], [2, 6]]) {
      if (!eq(view(base, oa!), view(base, ob!))) return `${n} bytes at offsets ${oa}, ${ob}: equal ones differ`;
      for (let i = 0; i < n; i += n > 300 ? 37 : 1) {
        const other = base.slice();
        other[i] = other[i]! ^ (1 << (i & 7));
        if (eq(view(base, oa!), view(other, ob!))) return `${n} bytes at offsets ${oa}, ${ob}: byte ${i} changed, seen equal`;
      }
      if (n > 0) {
        // The last byte, and one byte longer or shorter.
        const last = base.slice();
        last[n - 1] = last[n - 1]! ^ 0x80;
        if (eq(view(base, oa!), view(last, ob!))) return `${n} bytes at offsets ${oa}, ${ob}: the last byte changed, seen equal`;
        if (eq(view(base, oa!), view(base.subarray(0, n - 1), ob!))) return `${n} bytes at offsets ${oa}, ${ob}: one shorter, seen equal`;
      }
    }
  }
  return "ok";
}

describe("bytes compared in equals and diffs", () => {
  // bytesEqual compares in Node through Buffer.compare past 64 bytes; elsewhere (and up to 64)
  // from 256 bytes as 64-bit words when both arrays start 8-byte aligned, 32-bit ones when
  // 4-byte aligned, 8 bytes a test otherwise: a difference in any byte (the sign bit of a word's
  // top byte included), at any length and offset, must be seen.
  it("sees a difference in any one byte, whatever the arrays' offsets", () => {
    expect(bytesEqualFailures(runtimeBytesEqual)).toBe("ok");
  });
  it("sees it where there is no Buffer.compare, as in browsers (the words and the 8-byte tests)", () => {
    const values = fileURLToPath(new URL("../runtime/values.ts", import.meta.url));
    const printed = runChild(
      () => `
      delete globalThis.Buffer;
      const { bytesEqual } = await import(${JSON.stringify(values)});
      ${bytesEqualFailures.toString()}
      console.log(typeof globalThis.Buffer, bytesEqualFailures(bytesEqual));`,
    );
    expect(printed).toBe("undefined ok");
  });
  it("a codec's equals and encodeDiff see a changed byte in a long bytes field", () => {
    const C = createCodec<{ data: Uint8Array }>(parseSchema("R:\n  data: bytes\n"), "R");
    for (const n of [256, 300, 2048]) {
      const a = Uint8Array.from({ length: n }, (_, i) => i & 255);
      for (const at of [0, 1, 255, n - 2, n - 1]) {
        const b = a.slice();
        b[at] = b[at]! ^ 0x10;
        expect(C.equals({ data: a }, { data: b })).toBe(false);
        expect(C.equals({ data: a }, { data: a.slice() })).toBe(true);
        const next = C.decodeDiff({ data: a }, C.encodeDiff({ data: a }, { data: b }));
        expect([...next.data]).toEqual([...b]);
      }
    }
  });
});

describe("objects of hundreds of fields", () => {
  // V8 does not optimize a function of more than 60 KiB of bytecode: such an object's encodeDiff
  // ran 30× slower than its encode. The emitter splits its functions in parts (emit.ts, split).
  const kinds = ["boolean", "uint(max=1000)", "int(min=-500000, max=500000)", '"float(precision=0.01, min=-5000, max=5000)"', "uint", "int", "float", "double", "string", "bytes", "Color", "uint?", "Sub", "uint[]", '"float(precision=0.1)?"'];
  const yaml = (n: number) =>
    `Wide:\n${Array.from({ length: n }, (_, i) => `  f${i}: ${kinds[i % kinds.length]}\n`).join("")}Sub:\n  a: uint(max=15)\n  b: string\nColor: [RED, GREEN, BLUE]\nEither: [Wide, Sub]\n`;
  const schema = parseSchema(yaml(400));

  it("keeps every emitted function short, in the same parts in TS and in JS", () => {
    const wide = parseSchema(yaml(1200));
    const js = emit(wide, { ts: false, roots: ["Wide"] }).code;
    const ts = emit(wide, { ts: true, roots: ["Wide"] }).code;
    const functions = (code: string) => code.split(/\n(?=function )/).filter((f) => f.startsWith("function "));
    const names = (code: string) => functions(code).map((f) => /^function ([\w$]+)/.exec(f)![1]!);
    for (const kind of ["enc", "dec", "eq", "encd", "decd"]) expect(names(js)).toContain(`${kind}_Wide$p1`);
    expect(names(ts)).toEqual(names(js));
    // Not val, tj or fj, which are not parted (they are not what a tick runs).
    const hot = functions(js).filter((f) => /^function (enc|dec|eq|encd|decd)_/.test(f));
    expect(Math.max(...hot.map((f) => f.length))).toBeLessThan(45_000);
    // A narrower object's functions are whole.
    expect(names(emit(parseSchema(yaml(40)), { ts: false, roots: ["Wide"] }).code).some((n) => n.includes("$p"))).toBe(false);
  });

  it("encodes, decodes and diffs as the walker does", () => {
    const code = emit(schema, { ts: false, roots: ["Wide"] }).code;
    for (const kind of ["encd", "decd"]) expect(code).toContain(`function ${kind}_Wide$p1(`);
    const compiled = createCodec<Record<string, unknown>>(schema, "Wide");
    const walker = createCodec<Record<string, unknown>>(schema, "Wide", { mode: "walk" });
    fc.assert(
      fc.property(
        valueArb(schema, "Wide").chain((a) => fc.tuple(fc.constant(a), nextArb(schema, "Wide", a))),
        ([a, b]) => {
          const A = a as Record<string, unknown>;
          const B = b as Record<string, unknown>;
          const snap = compiled.encode(B);
          expect(Buffer.compare(walker.encode(B), snap)).toBe(0);
          expect(compiled.equals(compiled.decode(snap), B)).toBe(true);
          const diff = compiled.encodeDiff(A, B);
          expect(Buffer.compare(walker.encodeDiff(A, B), diff)).toBe(0);
          expect(compiled.equals(compiled.decodeDiff(A, diff), B)).toBe(true);
          expect(compiled.equals(walker.decodeDiff(A, diff), B)).toBe(true);
          expect(compiled.equals(A, B)).toBe(walker.equals(A, B));
          // A truncated diff fails in both alike.
          const cut = diff.subarray(0, diff.length >> 1);
          expect(String(thrownBy(() => compiled.decodeDiff(A, cut)))).toBe(String(thrownBy(() => walker.decodeDiff(A, cut))));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("decodes a diff of a parted union variant as the walker does, leaving prev as it was", () => {
    // A parted decoder builds its object from prev and stores the changes into it (decd_Wide$pN,
    // and decdt_Wide for the variant's tagged value).
    const code = emit(schema, { ts: false, roots: ["Either"] }).code;
    expect(code).toContain("function decdt_Wide(");
    const compiled = createCodec<Record<string, unknown>>(schema, "Either");
    const walker = createCodec<Record<string, unknown>>(schema, "Either", { mode: "walk" });
    fc.assert(
      fc.property(
        valueArb(schema, "Wide").chain((a) => fc.tuple(fc.constant(a), nextArb(schema, "Wide", a))),
        ([a, b]) => {
          const A = { _type: "Wide", ...(a as Record<string, unknown>) };
          const B = { _type: "Wide", ...(b as Record<string, unknown>) };
          const before = compiled.encode(A);
          const diff = compiled.encodeDiff(A, B);
          expect(Buffer.compare(walker.encodeDiff(A, B), diff)).toBe(0);
          const got = compiled.decodeDiff(A, diff);
          expect(got._type).toBe("Wide");
          expect(compiled.equals(got, B)).toBe(true);
          expect(Buffer.compare(compiled.encode(got), walker.encode(walker.decodeDiff(A, diff)))).toBe(0);
          expect(Buffer.compare(compiled.encode(A), before)).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });
});

function thrownBy(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    return e;
  }
}

describe("a root object's whole diff in one pass (encdRoot / decdRoot)", () => {
  // A root object that lists its changes writes the message's first bit with its change
  // (emit.ts: encd_T and decd_T with R = 1) instead of eq and then encd: the bytes must be the
  // walker's, which still does eq first: bit 0 for equal values, and an unrelated value (every
  // field changed: full mode, whose header takes the root's bit) included.
  const schemas: [string, string][] = [
    ["Input", "Input:\n  seq: uint(max=65535)\n  ack: uint\n  mx: int(min=-127, max=127)\n  yaw: float\n  q: float(precision=0.01, min=-10, max=10)\n  on: boolean\n  slot: uint(max=9)?\n  tags: string[]\n"],
    ["Vec", `Vec:\n${["x", "y", "z", "w", "u", "v"].map((k) => `  ${k}: int(min=-1000, max=1000)\n`).join("")}  s: uint(max=3)\n  on: boolean\n`],
    ["Node", "Node:\n  a: int\n  b: string\n  c: boolean\n  d: uint?\n  e: float(precision=0.5)\n  f: Color\n  g: bytes\n  kids: Node[]\nColor: [RED, GREEN]\n"],
  ];
  for (const [root, yaml] of schemas) {
    it(`agrees with the walker on ${root}, equal values and full mode included`, () => {
      const schema = parseSchema(yaml);
      expect(emit(schema, { ts: false, roots: [root] }).code).toContain(`function encdr_${root}(`);
      const compiled = createCodec<unknown>(schema, root);
      const walker = createCodec<unknown>(schema, root, { mode: "walk" });
      fc.assert(
        fc.property(
          valueArb(schema, root).chain((a) => fc.tuple(fc.constant(a), fc.oneof(nextArb(schema, root, a), fc.constant(compiled.clone(a)), valueArb(schema, root)))),
          ([a, b]) => {
            const diff = compiled.encodeDiff(a, b);
            expect(Buffer.compare(walker.encodeDiff(a, b), diff)).toBe(0);
            expect(compiled.equals(compiled.decodeDiff(a, diff), b)).toBe(true);
            expect(compiled.equals(walker.decodeDiff(a, diff), b)).toBe(true);
            // A cut diff fails alike, or reads alike (a shorter message can be a whole one: [0] is "no change").
            const show = (x: unknown) => (x instanceof Error ? String(x) : Buffer.from(compiled.encode(x)).toString("hex"));
            for (let n = 0; n < diff.length; n++) {
              const cut = diff.subarray(0, n);
              expect(show(thrownBy(() => compiled.decodeDiff(a, cut)))).toBe(show(thrownBy(() => walker.decodeDiff(a, cut))));
            }
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});

describe("decode and decodeDiff with { views: true }", () => {
  /** Every non-empty Uint8Array in a decoded value. */
  const bytesIn = (v: unknown, out: Uint8Array[] = []): Uint8Array[] => {
    if (v instanceof Uint8Array) {
      if (v.length > 0) out.push(v);
    } else if (Array.isArray(v)) for (const x of v) bytesIn(x, out);
    else if (v instanceof Map) for (const [k, x] of v) bytesIn(x, bytesIn(k, out));
    else if (typeof v === "object" && v !== null) for (const x of Object.values(v)) bytesIn(x, out);
    return out;
  };
  const inside = (b: Uint8Array, input: Uint8Array) =>
    b.buffer === input.buffer && b.byteOffset >= input.byteOffset && b.byteOffset + b.length <= input.byteOffset + input.length;

  it("gives the same values as copies, every bytes value a view into the input, for every sample state and diff in every back end", async () => {
    for (const sample of loadSamples())
      for (const backend of BACKENDS) {
        const C = await codecFor(sample, backend);
        const states = sample.json.map((j) => C.fromJson(j));
        for (let i = 0; i < states.length; i++) {
          // At an offset in a larger buffer, as a message read from a socket would be.
          const enc = C.encode(states[i]);
          const host = new Uint8Array(enc.length + 16);
          host.set(enc, 7);
          const input = host.subarray(7, 7 + enc.length);
          const copy = C.decode(input);
          const view = C.decode(input, { views: true });
          expect(C.equals(view, copy), `${sample.name} ${backend} state ${i + 1}`).toBe(true);
          expect(bytesIn(view).every((b) => inside(b, input))).toBe(true);
          expect(bytesIn(copy).some((b) => b.buffer === input.buffer)).toBe(false);
          if (i === 0) continue;
          const diff = C.encodeDiff(states[i - 1], states[i]).slice();
          const prev = C.decode(C.encode(states[i - 1]));
          const next = C.decodeDiff(prev, diff, { views: true });
          expect(C.equals(next, C.decodeDiff(prev, diff)), `${sample.name} ${backend} diff ${i}→${i + 1}`).toBe(true);
          expect(C.equals(next, states[i])).toBe(true);
        }
      }
  });

  it("refuses damaged bytes with the same DecodeError as without it", async () => {
    for (const sample of loadSamples()) {
      const C = await codecFor(sample, "compile");
      const enc = C.encode(C.fromJson(sample.json[0]));
      for (let n = 0; n < enc.length; n++) {
        const part = enc.slice(0, n);
        const a = thrown(() => C.decode(part));
        const b = thrown(() => C.decode(part, { views: true }));
        expect(b instanceof DecodeError ? b.message : b).toEqual(a instanceof DecodeError ? a.message : a);
      }
    }
  });

  it("shares the input's memory at every size; edited values and empty ones are not views", () => {
    for (const mode of MODES) {
      const C = createCodec<{ a: Uint8Array; l: Uint8Array[] }>(parseSchema("R:\n  a: bytes\n  l: bytes[]\n"), "R", { mode });
      for (const n of [1, 64, 65, 2048, 2049, 70000]) {
        const want = Uint8Array.from({ length: n }, (_, i) => (i * 13) & 255);
        const input = C.encode({ a: want, l: [want.slice().reverse(), new Uint8Array(0)] }).slice();
        const v = C.decode(input, { views: true });
        expect(v.a).toEqual(want);
        expect(inside(v.a, input) && inside(v.l[0]!, input)).toBe(true);
        expect(Object.isFrozen(v.l[1])).toBe(true);
        // A view, so the input's memory is the value's: written over, the value changes.
        input.fill(0xff);
        expect(v.a.every((x) => x === 0xff)).toBe(true);
      }
      // An edit of prev (a long value changed in its middle) is a new array, neither prev's
      // memory nor the diff's; a value sent whole is a view into the diff.
      const prev = { a: Uint8Array.from({ length: 300 }, (_, i) => i & 255), l: [new Uint8Array([1, 2, 3])] };
      const next = { a: prev.a.slice(), l: [new Uint8Array([4, 5, 6])] };
      next.a[150] = 0;
      const diff = C.encodeDiff(prev, next).slice();
      const got = C.decodeDiff(prev, diff, { views: true });
      expect(C.equals(got, next)).toBe(true);
      expect(got.a.buffer === prev.a.buffer || got.a.buffer === diff.buffer).toBe(false);
      expect(inside(got.l[0]!, diff)).toBe(true);
    }
  });

  it("copies unless views is true; reads the option once, before the bytes", () => {
    const C = createCodec<{ a: Uint8Array }>(parseSchema("R:\n  a: bytes\n"), "R");
    const input = C.encode({ a: new Uint8Array(100).fill(3) }).slice();
    for (const options of [undefined, null, {}, { views: false }, { views: 1 }, { views: "true" }, 7])
      expect(C.decode(input, options as never).a.buffer).not.toBe(input.buffer);
    // A throwing getter is the caller's error, not a DecodeError; a later decode copies again.
    const boom = new Error("boom");
    expect(thrown(() => C.decode(input, { get views(): boolean { throw boom; } }))).toBe(boom);
    expect(C.decode(input, { views: true }).a.buffer).toBe(input.buffer);
    expect(C.decode(input).a.buffer).not.toBe(input.buffer);
    expect(C.decodeDiff({ a: new Uint8Array(0) }, C.encodeDiff({ a: new Uint8Array(0) }, { a: new Uint8Array(100).fill(3) })).a.length).toBe(100);
  });
});
