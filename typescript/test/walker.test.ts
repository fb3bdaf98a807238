/**
 * The eval-free walker (mode "walk") against the compiled path (mode "compile"): same bytes,
 * same values (key order included), same messages and errors, for the sample schemas and for
 * small inline schemas that reach the corners of the wire format.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { READ_SITE_COUNT, sitesSource, SITE_COUNT } from "../cli/gen-sites.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { MAX_SPLICES, SPLICE_RETRIES, SPLICE_RUN } from "../runtime/wire.js";
import { parseSchema } from "../schema/parse.js";

const SCHEMAS = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "schemas");

/** A value as text, keys and Map entries in order, so that two values compare exactly. */
function shape(v: unknown): string {
  if (v === undefined) return "undefined";
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v !== "object" || v === null) return String(v);
  if (v instanceof Uint8Array) return `bytes(${Array.from(v).join(",")})`;
  // Holes as undefined: new Array(n) left unfilled (from a broken prev) is either, by back end.
  if (Array.isArray(v)) return `[${Array.from(v, shape).join(",")}]`;
  if (v instanceof Map) return `Map{${[...v].map(([k, x]) => `${shape(k)}=>${shape(x)}`).join(",")}}`;
  return `{${Object.keys(v)
    .map((k) => `${JSON.stringify(k)}:${shape((v as Record<string, unknown>)[k])}`)
    .join(",")}}`;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

function run(f: () => unknown): Outcome {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    const err = e as Error & { problems?: string[] };
    return { ok: false, error: `${err.name}: ${err.message}${err.problems ? " | " + err.problems.join(" | ") : ""}` };
  }
}

/** Both calls return the same thing (by `shape`) or throw the same error. */
function same(label: string, a: () => unknown, b: () => unknown): Outcome {
  const x = run(a);
  const y = run(b);
  const sx = x.ok ? shape(x.value) : `throws ${x.error}`;
  const sy = y.ok ? shape(y.value) : `throws ${y.error}`;
  expect(sy, label).toBe(sx);
  return x;
}

/** A tiny deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of a JSON value with random small changes (numbers nudged, entries added, removed, reordered…). */
function mutateJson(j: unknown, rand: () => number, depth = 0): unknown {
  const p = rand();
  if (typeof j === "number") {
    if (p < 0.3) return j;
    if (p < 0.6) return Math.round((j + (rand() - 0.5) * 4) * 100) / 100;
    if (p < 0.8) return Math.round(j + (rand() - 0.5) * 200000);
    if (p < 0.9) return -j;
    return Math.trunc(j);
  }
  if (typeof j === "boolean") return p < 0.5 ? !j : j;
  if (typeof j === "string") return p < 0.2 ? j + "x" : j;
  if (Array.isArray(j)) {
    let out = j.map((x) => (rand() < 0.5 ? mutateJson(x, rand, depth + 1) : x));
    if (p < 0.2) out = out.slice(0, Math.floor(rand() * (out.length + 1)));
    else if (p < 0.4 && out.length > 0) out.push(mutateJson(out[Math.floor(rand() * out.length)], rand, depth + 1));
    return out;
  }
  if (typeof j === "object" && j !== null) {
    let entries = Object.entries(j).map(([k, x]) => [k, rand() < 0.5 ? mutateJson(x, rand, depth + 1) : x] as [string, unknown]);
    const q = rand();
    if (q < 0.15 && entries.length > 0) entries.splice(Math.floor(rand() * entries.length), 1);
    else if (q < 0.3 && entries.length > 1) entries.reverse();
    else if (q < 0.45 && entries.length > 0) {
      const [k, x] = entries[Math.floor(rand() * entries.length)]!;
      entries.splice(Math.floor(rand() * entries.length), 0, [/^-?\d+$/.test(k) ? String(Number(k) + 7) : k + "_n", x]);
    }
    return Object.fromEntries(entries);
  }
  return j;
}

/** Every path (property / index / map key steps) inside a value. */
type Step = { kind: "prop" | "index"; key: string | number } | { kind: "map"; key: unknown };

function paths(v: unknown, prefix: Step[] = [], out: Step[][] = []): Step[][] {
  out.push(prefix);
  if (v instanceof Uint8Array || typeof v !== "object" || v === null) return out;
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...prefix, { kind: "index", key: i }], out));
  else if (v instanceof Map) for (const [k, x] of v) paths(x, [...prefix, { kind: "map", key: k }], out);
  else for (const k of Object.keys(v)) paths((v as Record<string, unknown>)[k], [...prefix, { kind: "prop", key: k }], out);
  return out;
}

function getAt(v: unknown, path: Step[]): unknown {
  let x: unknown = v;
  for (const s of path) x = s.kind === "map" ? (x as Map<unknown, unknown>).get(s.key) : (x as Record<string | number, unknown>)[s.key as string];
  return x;
}

/** A copy of v (shallow along the path) with the value at `path` replaced. */
function setAt(v: unknown, path: Step[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [s, ...rest] = path as [Step, ...Step[]];
  if (s.kind === "map") {
    const m = new Map(v as Map<unknown, unknown>);
    m.set(s.key, setAt(m.get(s.key), rest, leaf));
    return m;
  }
  if (s.kind === "index") {
    const a = [...(v as unknown[])];
    a[s.key as number] = setAt(a[s.key as number], rest, leaf);
    return a;
  }
  const o = { ...(v as Record<string, unknown>) };
  o[s.key as string] = setAt(o[s.key as string], rest, leaf);
  return o;
}

/** Broken variants of a valid value: wrong types, out-of-range numbers, bad enums and `_type`s, Maps as objects. */
function breakings(v: unknown, rand: () => number, count: number): unknown[] {
  const all = paths(v);
  const out: unknown[] = [];
  const replacements = (x: unknown): unknown[] => {
    if (typeof x === "number") return [1e20, -1, 0.5, "7", NaN, -9007199254740992, undefined];
    if (typeof x === "string") return [42, "NOT_AN_OPTION", "\ud800", undefined];
    if (typeof x === "boolean") return [0, "true", null];
    if (x instanceof Map) return [Object.fromEntries([...x].map(([k, y]) => [String(k), y])), [], null];
    if (Array.isArray(x)) return [{ length: 1 }, new Map(), undefined, [...x, { junk: true }]];
    if (x instanceof Uint8Array) return [[1, 2], "AQI=", undefined];
    if (typeof x === "object" && x !== null) {
      const r: unknown[] = [[], null, 5, new Map()];
      if ("_type" in x) r.push({ ...x, _type: "Bogus" }, { ...x, _type: undefined });
      return r;
    }
    return [null, {}, 3, "x"];
  };
  for (let n = 0; n < count; n++) {
    const path = all[Math.floor(rand() * all.length)]!;
    const options = replacements(getAt(v, path));
    out.push(setAt(v, path, options[Math.floor(rand() * options.length)]));
  }
  // Two mistakes at once: validate reports both, in order.
  const p1 = all[1];
  const inside = (p: Step[], q: Step[]) => p.length >= q.length && q.every((s, i) => s.kind === p[i]!.kind && s.key === p[i]!.key);
  const p2 = p1 && [...all].reverse().find((p) => !inside(p, p1));
  if (p1 && p2) {
    const a = setAt(v, p1, replacements(getAt(v, p1))[0]);
    out.push(setAt(a, p2, replacements(getAt(a, p2))[0]));
  }
  return out;
}

function codecs(yaml: string, type: string): [Codec<unknown>, Codec<unknown>] {
  const schema = parseSchema(yaml);
  const c = createCodec(schema, type, { mode: "compile" });
  const w = createCodec(schema, type, { mode: "walk" });
  expect(w).not.toBe(c);
  expect(w.name).toBe(c.name);
  expect(w.fingerprint).toBe(c.fingerprint);
  return [c, w];
}

function hex(b: unknown): string {
  return b instanceof Uint8Array ? Buffer.from(b).toString("hex") : String(b);
}

/** The full comparison for a set of JSON-form states. */
function compare(yaml: string, type: string, jsonStates: unknown[], opts: { mutations?: number; breaks?: number; seed?: number } = {}): void {
  const [c, w] = codecs(yaml, type);
  const rand = rng(opts.seed ?? 1);

  // default, encode(default)
  same("default", () => c.default(), () => w.default());
  const dflt = c.default();
  same("encode(default)", () => hex(c.encode(dflt)), () => hex(w.encode(dflt)));
  same("decode(encode(default))", () => c.decode(c.encode(dflt)), () => w.decode(c.encode(dflt)));

  // the states, plus mutated copies of them
  const jsons: unknown[] = [...jsonStates];
  for (const j of jsonStates) for (let i = 0; i < (opts.mutations ?? 6); i++) jsons.push(mutateJson(j, rand));

  const values: unknown[] = [];
  for (const j of jsons) {
    const r = same(`fromJson ${JSON.stringify(j)}`, () => c.fromJson(j), () => w.fromJson(j));
    if (!r.ok) continue;
    const vc = r.value;
    const vw = w.fromJson(j);
    expect(c.equals(vc, vw)).toBe(true);
    expect(w.equals(vc, vw)).toBe(true);
    values.push(vc);

    const bytes = c.encode(vc);
    expect(hex(w.encode(vc)), `encode ${JSON.stringify(j)}`).toBe(hex(bytes));
    expect(hex(w.encode(vw))).toBe(hex(bytes));
    same("toJson", () => JSON.stringify(c.toJson(vc)), () => JSON.stringify(w.toJson(vw)));
    same("clone", () => c.clone(vc), () => w.clone(vc));
    same("validate", () => c.validate(vc), () => w.validate(vc));

    const dc = same("decode", () => c.decode(bytes), () => w.decode(bytes));
    if (dc.ok) {
      const dw = w.decode(bytes);
      expect(w.equals(dw, vc)).toBe(true);
      expect(c.equals(dc.value, dw)).toBe(true);
      expect(JSON.stringify(w.toJson(dw))).toBe(JSON.stringify(c.toJson(dc.value)));
    }
    // malformed input: the same error at the same offset
    if (bytes.length > 0) same("decode truncated", () => c.decode(bytes.subarray(0, bytes.length - 1)), () => w.decode(bytes.subarray(0, bytes.length - 1)));
    const longer = new Uint8Array(bytes.length + 1);
    longer.set(bytes, 1);
    longer[0] = 0x03;
    same("decode with a junk byte", () => c.decode(longer), () => w.decode(longer));
    const flipped = bytes.slice();
    if (flipped.length > 0) {
      flipped[flipped.length - 1]! ^= 0xff;
      same("decode flipped bits", () => c.decode(flipped), () => w.decode(flipped));
    }
  }

  // diffs: every consecutive pair (of states and mutations), both ways, plus identity and from default
  const pairs: [unknown, unknown][] = [];
  for (let i = 0; i + 1 < values.length; i++) pairs.push([values[i], values[i + 1]], [values[i + 1], values[i]]);
  for (const v of values) pairs.push([v, v], [v, c.clone(v)], [dflt, v], [v, dflt]);
  for (const [prev, next] of pairs) {
    const d = same("encodeDiff", () => hex(c.encodeDiff(prev, next)), () => hex(w.encodeDiff(prev, next)));
    if (!d.ok) continue;
    const diff = c.encodeDiff(prev, next);
    const rc = same("decodeDiff", () => c.decodeDiff(prev, diff), () => w.decodeDiff(prev, diff));
    if (rc.ok) {
      const rw = w.decodeDiff(prev, diff);
      expect(c.equals(rw, next), "decodeDiff gives next").toBe(true);
      expect(JSON.stringify(w.toJson(rw))).toBe(JSON.stringify(c.toJson(rc.value)));
    }
    if (diff.length > 1) same("decodeDiff truncated", () => c.decodeDiff(prev, diff.subarray(0, diff.length - 1)), () => w.decodeDiff(prev, diff.subarray(0, diff.length - 1)));
    same("equals", () => c.equals(prev, next), () => w.equals(prev, next));
  }

  // broken values: validate messages, and the errors of every entry point
  for (const v of values.slice(0, 4)) {
    for (const bad of breakings(v, rand, opts.breaks ?? 12)) {
      same("validate broken", () => c.validate(bad), () => w.validate(bad));
      same("encode broken", () => hex(c.encode(bad)), () => hex(w.encode(bad)));
      same("encodeDiff to broken", () => hex(c.encodeDiff(v, bad)), () => hex(w.encodeDiff(v, bad)));
      same("encodeDiff from broken", () => hex(c.encodeDiff(bad, v)), () => hex(w.encodeDiff(bad, v)));
      same("equals broken", () => c.equals(v, bad), () => w.equals(v, bad));
      same("clone broken", () => c.clone(bad), () => w.clone(bad));
      same("toJson broken", () => JSON.stringify(c.toJson(bad)), () => JSON.stringify(w.toJson(bad)));
      const bytes = c.encode(v);
      same("decodeDiff on a broken prev", () => c.decodeDiff(bad, c.encodeDiff(c.default(), v)), () => w.decodeDiff(bad, c.encodeDiff(c.default(), v)));
      same("decode fine", () => c.decode(bytes), () => w.decode(bytes));
    }
  }

  // fromJson of broken JSON
  for (const j of jsonStates.slice(0, 2)) {
    for (const bad of breakings(j, rand, 8)) same("fromJson broken", () => c.fromJson(bad), () => w.fromJson(bad));
  }
  for (const bad of [null, 5, "x", [], {}, { a: 1, b: 2 }]) same(`fromJson ${JSON.stringify(bad)}`, () => c.fromJson(bad), () => w.fromJson(bad));
}

describe("walker matches the compiled codecs on the sample schemas", () => {
  for (const name of ["game-state", "primitives", "test", "user", "edge"]) {
    it(name, () => {
      const yaml = readFileSync(join(SCHEMAS, `${name}.yml`), "utf8");
      const { type, states } = JSON.parse(readFileSync(join(SCHEMAS, `${name}.states.json`), "utf8")) as { type: string; states: unknown[] };
      compare(yaml, type, states, { mutations: name === "game-state" ? 3 : 6 });
    });
  }
});

describe("walker matches the compiled codecs on inline schemas", () => {
  it("recursive alias root", () => {
    compare("Tree: Tree[]\n", "Tree", [[], [[]], [[], [[]]], [[[[]]], []], [[[[[]]]]]]);
    compare("Forest:\n  trees: Tree[]\n  maybe: Tree?\nTree: Tree[]\n", "Forest", [{ trees: [] }, { trees: [[], [[]]], maybe: [[]] }, { trees: [[]], maybe: [] }]);
  });

  it("enum root and one-option enum root", () => {
    compare("Color: [RED, GREEN, BLUE]\n", "Color", ["RED", "BLUE", "GREEN", "GREEN"]);
    compare("Solo: [ONLY]\n", "Solo", ["ONLY", "ONLY"]);
    const big = `Big: [${Array.from({ length: 20 }, (_, i) => `O${i}`).join(", ")}]\n`;
    compare(big, "Big", ["O0", "O19", "O7", "O16"]);
  });

  it("alias roots", () => {
    compare("Id: string\n", "Id", ["a", "", "é", "a", "日本語 text that is rather long, longer than twenty-two chars"]);
    compare("Ids: string[]\n", "Ids", [["a", "a", "b"], [], ["b"]]);
    compare("Scores: <string, uint>\n", "Scores", [{ a: 1 }, { a: 2, b: 3 }, { b: 3, a: 2 }, {}]);
  });

  it("maps whose keys change after a changed value, or change order: one pass tells them from a tick (cmpn), in narrow and wide objects", () => {
    // The compiled change test of a map field says whether its keys stayed the same and in the
    // same order; a changed value before a changed key, a reordering or a resize must not pass
    // for the same keys.
    const seq = [
      { m: { x: 1, y: 2 }, n: { a: { p: 1 } } },
      { m: { x: 5, z: 2 }, n: { a: { p: 2 } } },
      { m: { z: 2, x: 5 }, n: { a: { q: 2 } } },
      { m: { z: 3, x: 5 }, n: { b: { q: 2 }, a: {} } },
      { m: { z: 3 }, n: { a: {}, b: { q: 2 } } },
      { m: { z: 4, x: 1, y: 9 }, n: { a: { p: 1, q: 1 }, b: { q: 3 } } },
      { m: { z: 4, x: 1, y: 9 }, n: { a: { q: 1, p: 1 }, b: { q: 3 } } },
      { m: { z: 4, x: 2, w: 9 }, n: {} },
    ];
    compare('Narrow:\n  m: "<string, uint>"\n  n: "<string, <string, int>>"\n', "Narrow", seq);
    const wide = `Wide:\n  m: "<string, uint>"\n  n: "<string, <string, int>>"\n${Array.from({ length: 10 }, (_, i) => `  f${i}: uint\n`).join("")}`;
    compare(wide, "Wide", seq.map((s, i) => ({ ...s, ...Object.fromEntries(Array.from({ length: 10 }, (_, k) => [`f${k}`, (i * k) % 3])) })));
  });

  it("arrays changed in place after an equals: their diff compares them again (the walker's ArrayPrefix)", () => {
    // The walker's array eq leaves how many leading pairs it found equal for the diff that
    // follows it; an equals (no diff after it), then an edit in place before that prefix, must
    // not make a later diff skip the edited pair. The same bytes as the compiled codec's.
    const yaml = "R:\n  xs: P[]\n  ys: P[][]\nP:\n  v: int\n  s: string\n";
    type P = { v: number; s: string };
    const modes = ["compile", "walk"] as const;
    const [C, W] = modes.map((mode) => createCodec<{ xs: P[]; ys: P[][] }>(parseSchema(yaml), "R", { mode }));
    const make = () => ({
      xs: Array.from({ length: 6 }, (_, i) => ({ v: i, s: `p${i}` })),
      ys: [[{ v: 1, s: "a" }], [{ v: 2, s: "b" }, { v: 3, s: "c" }]],
    });
    for (const codec of [W!, C!]) {
      const a = make();
      const b = make();
      b.xs[4] = { v: 40, s: "changed" };
      b.ys[1]![1] = { v: 30, s: "c" };
      expect(codec.equals(a, b)).toBe(false);
      b.xs[1] = { v: 10, s: "edited in place" };
      b.ys[0]![0] = { v: -1, s: "a" };
      const diff = codec.encodeDiff(a, b);
      expect([...diff]).toEqual([...C!.encodeDiff(a, b)]);
      expect(codec.toJson(codec.decodeDiff(a, diff))).toEqual(codec.toJson(b));
    }
  });

  it("unit types", () => {
    const yaml = `
Empty: {}
One: [ONLY]
Units:
  list: Empty[]
  byName: "<string, Empty>"
  ones: One[]
  oneMap: "<int, One>"
  nested: "Empty[][]"
  fixedKey: "<int(min=5, max=5), Empty>"
  maybe: Empty?
  zero: "int(min=3, max=3)"
  zeros: "int(min=3, max=3)[]"
`;
    compare(yaml, "Units", [
      { list: [], byName: {}, ones: [], oneMap: {}, nested: [], fixedKey: {}, zero: 3, zeros: [] },
      { list: [{}, {}], byName: { a: {} }, ones: ["ONLY"], oneMap: { "-3": "ONLY", "4": "ONLY" }, nested: [[{}], []], fixedKey: { "5": {} }, maybe: {}, zero: 3, zeros: [3, 3] },
      { list: [{}, {}, {}], byName: { a: {}, b: {} }, ones: ["ONLY", "ONLY"], oneMap: { "4": "ONLY" }, nested: [[{}, {}], [], [{}]], fixedKey: {}, zero: 3, zeros: [3] },
      { list: [{}], byName: { b: {}, a: {} }, ones: [], oneMap: {}, nested: [[]], fixedKey: { "5": {} }, maybe: {}, zero: 3, zeros: [] },
    ]);
    compare("Empty: {}\n", "Empty", [{}, {}]);
    compare("Empty: {}\nList: Empty[]\n", "List", [[], [{}], [{}, {}, {}]]);
  });

  it("containers: int-keyed maps, bytes, optional arrays, nested arrays, optional maps", () => {
    const yaml = `
Box:
  byId: "<int, string>"
  byUid: "<uint, int[]>"
  small: "<uint(max=10), boolean>"
  data: bytes
  blobs: bytes[]
  maybeList: "int[]?"
  grid: "int[][]"
  lists: "<string, int[]>?"
  maybeBytes: bytes?
  names: "string?[]"
`;
    compare(yaml, "Box", [
      { byId: {}, byUid: {}, small: {}, data: "", blobs: [], grid: [], names: [] },
      { byId: { "1": "a", "-5": "b" }, byUid: { "0": [1, -2] }, small: { "10": true, "0": false }, data: "AQID", blobs: ["AA==", ""], maybeList: [1, 2, 3], grid: [[1], [], [2, 3]], lists: { x: [1], y: [] }, maybeBytes: "/w==", names: ["a", null, "b"] },
      { byId: { "-5": "b", "1": "a", "9007199254740991": "max" }, byUid: { "0": [1, -2, 3], "7": [] }, small: { "0": true }, data: "AQIE", blobs: ["AA=="], maybeList: [], grid: [[1, 5], [], [2, 3], [4]], lists: { y: [], x: [1] }, names: [null] },
      { byId: { "1": "a" }, byUid: { "7": [9] }, small: {}, data: "", blobs: [], maybeList: [7], grid: [[]], lists: {}, maybeBytes: "", names: ["a", "b", "a"] },
    ]);
  });

  it("field names that plain objects inherit", () => {
    const yaml = `
Odd:
  constructor: int
  toString: string?
  valueOf: Inner[]
  hasOwnProperty: "<string, int>"
  inner: Inner
Inner:
  isPrototypeOf: boolean
  toLocaleString: "float(precision=0.5)?"
U: [Inner, Odd]
`;
    const states: unknown[] = [
      { constructor: 1, valueOf: [], hasOwnProperty: {}, inner: { isPrototypeOf: true } },
      { constructor: -5, toString: "x", valueOf: [{ isPrototypeOf: false, toLocaleString: 2.5 }], hasOwnProperty: { constructor: 3, a: 1 }, inner: { isPrototypeOf: false } },
      { constructor: 7, toString: "", valueOf: [{ isPrototypeOf: true }], hasOwnProperty: { a: 2 }, inner: { isPrototypeOf: false, toLocaleString: -1 } },
    ];
    compare(yaml, "Odd", states);
    compare(yaml, "U", [{ Inner: { isPrototypeOf: true } }, { Odd: states[1] }, { Odd: states[2] }, { Inner: { isPrototypeOf: false, toLocaleString: 0.5 } }]);
    const [c, w] = codecs(yaml, "Odd");
    const good = c.fromJson(states[1]);
    const { constructor: _, ...rest } = good as Record<string, unknown>;
    const inheritsIt = Object.assign(Object.create({ constructor: 1 }), rest);
    // Also: no prototype at all (its own fields are the value), and an own field that is a function.
    const bare = Object.assign(Object.create(null), good);
    const ownFunction = { ...(good as object), toString: () => "x" };
    for (const bad of [{}, { inner: {} }, { ...(good as object), inner: {} }, Object.create({ constructor: 1 }), inheritsIt, bare, ownFunction]) {
      same("validate inherited", () => c.validate(bad), () => w.validate(bad));
      same("encode inherited", () => hex(c.encode(bad)), () => hex(w.encode(bad)));
      same("equals inherited", () => c.equals(good, bad), () => w.equals(good, bad));
      same("encodeDiff inherited", () => hex(c.encodeDiff(good, bad)), () => hex(w.encodeDiff(good, bad)));
      same("fromJson inherited", () => c.fromJson(bad), () => w.fromJson(bad));
    }
  });

  it("optionals holding null or undefined", () => {
    const [c, w] = codecs("O:\n  a: int[]?\n  b: string?\n  f: boolean?\n  c: O?\n", "O");
    const values = [
      { a: null, b: null, f: null, c: null },
      { a: undefined, b: undefined, f: undefined, c: undefined },
      { a: [1], b: "x", f: false, c: { a: null, b: "y", f: true, c: undefined } },
      { a: [], b: "", f: true, c: { a: [2], b: null, f: null, c: null } },
      { a: [], b: null, f: false, c: { a: undefined, b: "y", f: undefined, c: { a: null, b: null, f: null, c: null } } },
    ];
    for (const a of values) {
      same("encode", () => hex(c.encode(a)), () => hex(w.encode(a)));
      same("clone", () => c.clone(a), () => w.clone(a));
      same("toJson", () => JSON.stringify(c.toJson(a)), () => JSON.stringify(w.toJson(a)));
      same("validate", () => c.validate(a), () => w.validate(a));
      for (const b of values) {
        same("equals", () => c.equals(a, b), () => w.equals(a, b));
        same("encodeDiff", () => hex(c.encodeDiff(a, b)), () => hex(w.encodeDiff(a, b)));
        const diff = c.encodeDiff(a, b);
        same("decodeDiff", () => c.decodeDiff(a, diff), () => w.decodeDiff(a, diff));
      }
    }
  });

  it("quantized floats, bounded and not, narrow and wide", () => {
    const yaml = `
Q:
  narrow: "float(precision=0.1, min=0, max=10)"
  wide: "float(precision=0.01, min=-100, max=100)"
  huge: "float(precision=0.001, min=-100000, max=100000)"
  free: "float(precision=0.5)"
  odd: "float(precision=0.3, min=-30, max=30)"
  oddFree: "float(precision=0.3)"
  fixed: "float(precision=1, min=2, max=2)"
  neg: "float(precision=0.25, min=-10, max=-2)"
  list: "float(precision=0.01, min=-100, max=100)[]"
  maybe: "float(precision=0.01, min=-100, max=100)?"
  f32: float
  f64: double
`;
    compare(yaml, "Q", [
      { narrow: 0, wide: 0, huge: 0, free: 0, odd: 0, oddFree: 0, fixed: 2, neg: -2, list: [], f32: 0, f64: 0 },
      { narrow: 0.1, wide: 0.01, huge: 0.002, free: 0.5, odd: 0.3, oddFree: -0.3, fixed: 2, neg: -10, list: [1.5, -1], maybe: 3, f32: 1.5, f64: -0.1 },
      { narrow: 9.9, wide: 99.99, huge: 99999.999, free: -1e6, odd: 29.7, oddFree: 3e6, fixed: 2, neg: -5.25, list: [1.51, -100, 100], maybe: -100, f32: "NaN", f64: "Infinity" },
      { narrow: 10, wide: -99.5, huge: -99999, free: 12.5, odd: -30, oddFree: 0.6, fixed: 2, neg: -5, list: [1.52, 100], f32: "-Infinity", f64: 1e300 },
      { narrow: 10, wide: -99.49, huge: -99998.5, free: 13, odd: -29.7, oddFree: 0.9, fixed: 2, neg: -4.75, list: [1.52, 100, 0], maybe: 0, f32: 3.4e38, f64: 5e-324 },
    ]);
  });

  it("arrays of 1- to 13-bit elements, across the encoder's 24-bit groups", () => {
    // Generated encoders pack arrays of elements of up to 12 bits into 24-bit writes; the walker
    // writes element by element. Lengths around every group size, and 13 bits (not packed).
    const yaml = `
P:
  b: boolean[]
  u1: uint(max=1)[]
  u3: uint(max=7)[]
  i4: int(min=-5, max=5)[]
  e2: Three[]
  e3: Five[]
  q12: "float(precision=0.5, min=-1000, max=1000)[]"
  u12: uint(max=4095)[]
  u13: uint(max=8191)[]
  nested: Five[][]
Three: [A, B, C]
Five: [V, W, X, Y, Z]
`;
    const rand = rng(7);
    const states = [0, 1, 7, 8, 9, 11, 12, 13, 23, 24, 25, 48, 49].map((n) => {
      const pick = <T,>(f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
      const r = (k: number) => Math.floor(rand() * k);
      return {
        b: pick(() => r(2) === 1),
        u1: pick(() => r(2)),
        u3: pick(() => r(8)),
        i4: pick(() => r(11) - 5),
        e2: pick(() => "ABC"[r(3)]),
        e3: pick(() => "VWXYZ"[r(5)]),
        q12: pick(() => (r(4001) - 2000) / 2),
        u12: pick(() => r(4096)),
        u13: pick(() => r(8192)),
        nested: pick((i) => Array.from({ length: i % 10 }, () => "VWXYZ"[r(5)])),
      };
    });
    compare(yaml, "P", states);
  });

  it("integers: big unbounded, bounded wide, zero-width", () => {
    const yaml = `
N:
  i: int
  u: uint
  wide: "int(min=-9007199254740991, max=9007199254740991)"
  b: "int(min=-1000, max=100000)"
  b32: "uint(max=4000000000)"
  b8: "uint(max=255)"
  lo: "int(min=1000000, max=1000300)"
  hi: "int(min=-9007199254740991, max=-9007199254740000)"
  off: "int(min=-3000000000, max=3000000000)"
  vmin: "int(min=-5)"
  vmax: "uint(max=9007199254740990)"
  list: "int[]"
`;
    const S = 9007199254740991;
    compare(yaml, "N", [
      { i: 0, u: 0, wide: 0, b: 0, b32: 0, b8: 0, lo: 1000000, hi: -S, off: 0, vmin: -5, vmax: 0, list: [] },
      { i: S, u: S, wide: -S, b: 100000, b32: 4000000000, b8: 255, lo: 1000300, hi: -9007199254740000, off: -3000000000, vmin: S, vmax: 9007199254740990, list: [S, -S, 0] },
      { i: -S, u: 1, wide: S, b: -1000, b32: 3999999999, b8: 0, lo: 1000299, hi: -9007199254740001, off: 3000000000, vmin: -4, vmax: 1, list: [-S, S] },
      { i: -S + 1, u: S - 1, wide: S - 3, b: -999, b32: 1, b8: 1, lo: 1000150, hi: -9007199254740500, off: 2999999999, vmin: 1073741824, vmax: 2 ** 31, list: [1, 2, 3] },
      { i: 1073741823, u: 2 ** 40, wide: -1073741824, b: 64, b32: 2 ** 31 + 5, b8: 128, lo: 1000151, hi: -9007199254740400, off: -1073741825, vmin: -1, vmax: 2 ** 32, list: [1, 2, 4, 1073741824] },
    ]);
  });

  it("unions: variant changes and stays, tagged placement, default variant", () => {
    const yaml = `
Shape: [Circle, Rect, Dot]
Circle:
  r: uint
  tag: string?
Rect:
  w: "uint(max=5000)"
  h: "uint(max=5000)"
Dot: {}
Scene:
  main: Shape
  shapes: Shape[]
  byName: "<string, Shape>"
  maybe: Shape?
  circle: Circle
Node: [Leaf, Branch]
Leaf:
  v: int
Branch:
  kids: Node[]
`;
    compare(yaml, "Scene", [
      { main: { Circle: { r: 1 } }, shapes: [], byName: {}, circle: { r: 0 } },
      { main: { Circle: { r: 2, tag: "x" } }, shapes: [{ Dot: {} }, { Rect: { w: 3, h: 4 } }], byName: { a: { Dot: {} } }, maybe: { Rect: { w: 1, h: 1 } }, circle: { r: 5 } },
      { main: { Rect: { w: 2, h: 4000 } }, shapes: [{ Rect: { w: 3, h: 4 } }, { Rect: { w: 3, h: 4 } }, { Circle: { r: 9 } }], byName: { a: { Circle: { r: 1 } }, b: { Dot: {} } }, maybe: { Circle: { r: 1 } }, circle: { r: 5, tag: "" } },
      { main: { Rect: { w: 4999, h: 4000 } }, shapes: [{ Rect: { w: 3, h: 5 } }], byName: { b: { Dot: {} }, a: { Circle: { r: 2 } } }, circle: { r: 6 } },
      { main: { Dot: {} }, shapes: [{ Rect: { w: 3, h: 5 } }, { Dot: {} }], byName: { b: { Dot: {} } }, maybe: { Dot: {} }, circle: { r: 6 } },
    ]);
    compare(yaml, "Shape", [{ Circle: { r: 1 } }, { Circle: { r: 2 } }, { Rect: { w: 1, h: 2 } }, { Dot: {} }, { Dot: {} }, { Rect: { w: 4000, h: 2 } }]);
    compare(yaml, "Node", [
      { Leaf: { v: 1 } },
      { Branch: { kids: [] } },
      { Branch: { kids: [{ Leaf: { v: -1 } }, { Branch: { kids: [{ Leaf: { v: 2 } }] } }] } },
      { Branch: { kids: [{ Leaf: { v: -2 } }, { Branch: { kids: [] } }, { Leaf: { v: 3 } }] } },
    ]);
    // The default variant is the first one whose default does not need the union itself.
    compare("U: [A, B]\nA:\n  next: U\nB:\n  x: int\nHolder:\n  u: U[]\n", "Holder", [{ u: [] }, { u: [{ B: { x: 1 } }, { A: { next: { B: { x: 2 } } } }] }]);
    const [c, w] = codecs("Only: [Sole]\nSole:\n  n: uint\n", "Only");
    expect(shape(w.default())).toBe(shape(c.default()));
    expect(shape(w.decode(c.encode({ _type: "Sole", n: 3 })))).toBe('{"_type":"Sole","n":3}');
  });

  it("decoded, cloned and fromJson'd union variants put _type first", () => {
    const [c, w] = codecs("S: [P, Q]\nP:\n  a: uint\n  b: string\nQ:\n  c: boolean\n", "S");
    const v = { b: "x", a: 1, _type: "P" };
    const bytes = c.encode(v);
    expect(hex(w.encode(v))).toBe(hex(bytes));
    for (const x of [w.decode(bytes), w.clone(v), w.fromJson({ P: { a: 1, b: "x" } }), w.decodeDiff({ _type: "P", a: 0, b: "y" }, c.encodeDiff({ _type: "P", a: 0, b: "y" }, v))]) {
      expect(Object.keys(x as object)).toEqual(["_type", "a", "b"]);
    }
    expect(Object.keys(w.default() as object)).toEqual(["_type", "a", "b"]);
  });

  it("objects whose keys are reordered, extra, integer-like, inherited or getters", () => {
    // Objects as users may build them (keys in another order, extra keys, integer-like ones
    // enumerated first, getters, non-enumerable and inherited fields): the walker reads the
    // same fields as the compiled path, whatever way it reads them.
    const yaml = `
P:
  x: int
  s: string
  y: "float(precision=0.5)?"
  q: Q
  l: Q[]
Q:
  a: boolean
  b: uint
`;
    const [c, w] = codecs(yaml, "P");
    const base = { x: 1, s: "two", y: 1.5, q: { a: true, b: 3 }, l: [{ a: false, b: 1 }] };
    const withGetter = { ...base };
    Object.defineProperty(withGetter, "x", { get: () => 7, enumerable: true });
    const hiddenX = { ...base };
    Object.defineProperty(hiddenX, "x", { value: 8, enumerable: false });
    const inheritsY = Object.assign(Object.create({ y: 2.5, zz: 1 }), { x: 1, s: "two", q: { a: true, b: 4 }, l: [] });
    const variants: unknown[] = [
      base,
      { ...base, extra: 1 },
      { extra: {}, ...base, more: [] },
      { ...base, "7": 1, "0": "integer-like keys come first in for-in" },
      { l: [{ b: 2, a: true }], q: { b: 3, a: true }, y: 1.5, s: "two", x: 1 },
      { x: 2, s: "two", q: { a: true, b: 3, c: 9 }, l: [] },
      { x: 1, s: "two", q: { a: true, b: 3 }, l: [{ a: false, b: 1 }] },
      withGetter,
      hiddenX,
      inheritsY,
      Object.assign(Object.create({ x: 5 }), { s: "", q: { a: false, b: 0 }, l: [] }),
    ];
    for (const a of variants) {
      same("encode", () => hex(c.encode(a)), () => hex(w.encode(a)));
      for (const b of variants) {
        same("equals", () => c.equals(a, b), () => w.equals(a, b));
        same("encodeDiff", () => hex(c.encodeDiff(a, b)), () => hex(w.encodeDiff(a, b)));
      }
    }
  });

  it("wide objects whose diff is sent whole: every field changed, with and without delta codes, in a union variant", () => {
    const gauges = `Mode: [A, B, C]
Gauges:
  cpu: "float(precision=0.5, min=0, max=100)"
  load: float
  name: string
  up: boolean
  rx: uint
  tx: int
  temp: "float(precision=0.01, min=-40, max=125)"
  mode: Mode
`;
    const g = (i: number, rx: number, tx: number, temp: number) => ({ cpu: i % 2 ? 99 : 12.5, load: i / 4, name: `n${i}`, up: i % 2 === 1, rx, tx, temp, mode: ["A", "B", "C"][i % 3] });
    const states = [g(0, 10, -20, -3), g(1, 1000000, 5000000, 41), g(2, 1000001, 4999998, 41.01), g(3, 7, -1, -40), g(4, 2 ** 40, -(2 ** 40), 125), g(5, 2 ** 40 + 1, -(2 ** 40) + 1, 124.99)];
    compare(gauges, "Gauges", states, { mutations: 2 });
    compare(`Source: [Gauges, Off]\nOff:\n  since: uint\nHost:\n  src: Source\n${gauges}`, "Host", [...states.map((x) => ({ src: { Gauges: x } })), { src: { Off: { since: 1 } } }], { mutations: 2 });
    // Full mode (count code 7, after the header and mode bits: the last byte's low 5 bits all
    // set) exactly when every field changed and no integer changed by little.
    const [c, w] = codecs(gauges, "Gauges");
    const v = states.map((x) => c.fromJson(x));
    const full = (d: Uint8Array) => (d[d.length - 1]! & 0x1f) === 0x1f;
    for (const C of [c, w]) {
      expect(full(C.encodeDiff(v[0], v[1]))).toBe(true);
      expect(full(C.encodeDiff(v[1], v[2]))).toBe(false); // rx, tx and temp change by 1 or 2
      expect(full(C.encodeDiff(v[3], v[4]))).toBe(true);
      expect(full(C.encodeDiff(v[4], v[5]))).toBe(false);
      expect(full(C.encodeDiff(v[0], c.fromJson({ ...states[1]!, cpu: 12.5 })))).toBe(false); // one field the same
      expect(C.encodeDiff(v[0], v[1]).length).toBeLessThanOrEqual(C.encode(v[1]).length + 1);
    }
    // At the margin: eight one-byte varints (F = 8, IB = 3), two changed by more than 2^30 (no
    // delta code: s = 1 each), three by 1 (a 4-bit code for 8 bits: s = −3) and three by 20 (an
    // 8-bit code: s = 1): S = 5 + 2 − 9 + 3 = 1, full mode. With one of the last three changed by
    // 5 instead (a 6-bit code: s = −1), S = −1: change bits (low bits 1, 0: changed, mode).
    const [c3, w3] = codecs(`T:\n${"abcdefgh".split("").map((f) => `  ${f}: uint\n`).join("")}`, "T");
    const t0 = c3.fromJson({ a: 1, b: 2, c: 50, d: 50, e: 50, f: 50, g: 50, h: 50 });
    const t1 = (f: number) => c3.fromJson({ a: 2 ** 31, b: 3 * 2 ** 30, c: 51, d: 51, e: 51, f, g: 70, h: 70 });
    for (const C of [c3, w3]) {
      expect(full(C.encodeDiff(t0, t1(70)))).toBe(true);
      expect(C.encodeDiff(t0, t1(55)).at(-1)! & 3).toBe(1);
    }
    // Never for a wide object with a field that is not a scalar, though a decoder takes it:
    // 1 (changed), 1 (list), 111 (full), then the snapshot: 7 bools and the optional's presence and value.
    const [c2, w2] = codecs("W:\n  a: boolean\n  b: boolean\n  c: boolean\n  d: boolean\n  e: boolean\n  f: boolean\n  g: boolean\n  h: boolean?\n", "W");
    const off = c2.fromJson({ a: false, b: false, c: false, d: false, e: false, f: false, g: false });
    const on = c2.fromJson({ a: true, b: true, c: true, d: true, e: true, f: true, g: true, h: true });
    for (const C of [c2, w2]) {
      expect(full(C.encodeDiff(off, on))).toBe(false);
      expect(C.equals(C.decodeDiff(off, new Uint8Array([0x3f, 0xff])), on)).toBe(true);
    }
  });

  it("objects of 1 to 129 fields, read and compared four at a time: any subset of fields changed gives the same bytes as the compiled codec", () => {
    // Around the group size (4), the field list's bounds (8 and 30 fields) and a full mask of 30;
    // past 30, the compiled diff gathers change bits and small changes in locals (runs of more
    // than 24 unchanged fields, of 24 changed bools, an enum of 13 bits, wide integers after them).
    const kinds = ["uint(max=7)", "int", "string", "float", "boolean", "float(precision=0.5, min=-8, max=8)", "uint?", "Color"];
    const wide = ["uint(max=1000000)", "double", "Big", "float(precision=0.01, min=-100, max=100)", "uint(max=65535)", "boolean", "Inner", "int(min=-5, max=5)[]", "uint"];
    const value = (k: string, r: number): unknown =>
      k === "string" ? `s${r}` : k === "boolean" ? r % 2 === 1 : k === "float" ? r / 4 : k === "Color" ? ["RED", "GREEN"][r % 2] : k === "Big" ? `B${(r * 7919) % 5000}` : k === "double" ? r * 1.5 - 7 :
      k === "Inner" ? { x: r % 4, s: `i${r % 3}` } : k.endsWith("[]") ? Array.from({ length: r % 4 }, (_, i) => ((i + r) % 11) - 5) : k === "uint(max=1000000)" ? (r * 48611) % 1000001 : k === "uint(max=65535)" ? (r * 331) % 65536 : k === "uint" ? r * 1000003 :
      k.startsWith("float(precision=0.01") ? ((r * 37) % 20000) / 100 - 100 : k.startsWith("float") ? (r % 32) / 2 - 8 : k === "uint?" ? (r % 3 === 0 ? undefined : r) : k === "int" ? r - 3 : r % 8;
    const rand = rng(7);
    const big = `Big: [${Array.from({ length: 5000 }, (_, i) => `B${i}`).join(", ")}]\n`;
    for (const n of [1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 29, 30, 31, 33, 40, 64, 129]) {
      // Past 33 fields: runs of one kind (24 bools, 30 uint(max=7)) among the others.
      const ks = Array.from({ length: n }, (_, i) => (n <= 33 ? kinds[(i * 5 + n) % kinds.length]! : i >= 40 && i < 64 ? "boolean" : i >= 64 && i < 94 ? "uint(max=7)" : [...kinds, ...wide][(i * 5 + n) % (kinds.length + wide.length)]!));
      const yaml = `Color: [RED, GREEN]\n${n > 33 ? big : ""}Inner:\n  x: uint(max=3)\n  s: string\nO:\n${ks.map((k, i) => `  f${i}: ${JSON.stringify(k)}\n`).join("")}`;
      const [c, w] = codecs(yaml, "O");
      const state = (r: () => number) => Object.fromEntries(ks.map((k, i) => [`f${i}`, value(k, Math.floor(r() * 20))]));
      let prev = c.fromJson(state(rand));
      for (let t = 0; t < 40; t++) {
        // Each tick changes every field (t % 5 === 0), none (t % 7 === 0), about half (t % 3 === 0)
        // or a random few.
        const every = t % 5 === 0, none = t % 7 === 0 && !every, half = t % 3 === 0;
        const j = c.toJson(prev) as Record<string, unknown>;
        ks.forEach((k, i) => {
          if (!none && (every || rand() < (half ? 0.5 : 2 / n))) j[`f${i}`] = value(k, 21 + t + i + Math.floor(rand() * 20));
        });
        const next = c.fromJson(j);
        const d = c.encodeDiff(prev, next);
        expect(hex(w.encodeDiff(prev, next)), `${n} fields, tick ${t}`).toBe(hex(d));
        expect(w.equals(prev, next)).toBe(c.equals(prev, next));
        expect(c.equals(w.decodeDiff(prev, d), next)).toBe(true);
        expect(hex(w.encode(next))).toBe(hex(c.encode(next)));
        expect(c.equals(w.decode(c.encode(next)), next)).toBe(true);
        prev = next;
      }
    }
  });

  it("decodeDiff of objects of more than 15 fields (copies of a template), plain and as union variants, gives the compiled codec's objects, _type and key order included", () => {
    // 16, 17 and 30 fields: one and two blocks of COPY_SIZE (16) fields copied from prev; 33: past
    // SPARSE_MAX (30), a diff of every field's change bit, which copies nothing.
    for (const n of [16, 17, 30, 33]) {
      const fields = Array.from({ length: n }, (_, i) => `  f${i}: ${i % 3 === 0 ? "string" : i % 3 === 1 ? "uint(max=1000)" : "boolean"}\n`).join("");
      const yaml = `Root:\n  one: Wide\n  some: Either[]\nWide:\n${fields}Small:\n  x: uint\nEither: [Wide, Small]\n`;
      const [c, w] = codecs(yaml, "Root");
      const wide = (t: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i % 3 === 0 ? `s${i}` : i % 3 === 1 ? (i * 7) % 1001 : i % 2 === 0]).map(([k, v], i) => [k, i % 5 === t % 5 ? (typeof v === "string" ? `${v}t${t}` : typeof v === "number" ? (v + t) % 1001 : !v) : v]));
      let prev = c.fromJson({ one: wide(0), some: [{ Wide: wide(1) }, { Small: { x: 1 } }, { Wide: wide(2) }] });
      for (let t = 1; t < 8; t++) {
        const next = c.fromJson({ one: wide(t), some: [{ Wide: wide(t + 1) }, { Small: { x: t } }, { Wide: wide(t + 2) }] });
        const d = c.encodeDiff(prev, next);
        expect(hex(w.encodeDiff(prev, next)), `${n} fields, tick ${t}`).toBe(hex(d));
        const fromC = c.decodeDiff(prev, d), fromW = w.decodeDiff(prev, d);
        expect(fromW).toEqual(fromC);
        expect(JSON.stringify(fromW)).toBe(JSON.stringify(fromC));
        expect(c.equals(fromW, next)).toBe(true);
        prev = next;
      }
    }
  });

  it("arrays of numbers whose diff is sent whole when that is shorter, for each kind of element", () => {
    const kinds: [string, (i: number, k: number) => unknown][] = [
      ["int", (i, k) => (k % 2 ? 5000 * i : -i) + k * 3],
      ["uint", (i, k) => 1000000 + i * 100 + k],
      ["uint(max=4000)", (i, k) => (i * 37 + k * 1000) % 4001],
      ["int(min=-100, max=100)", (i, k) => ((i * 7 + k * 50) % 201) - 100],
      ["float(precision=0.3, min=0, max=30)", (i, k) => Math.round(((i + k * 13) % 100) * 0.3 * 10) / 10],
      ["float(precision=0.01)", (i, k) => (i * 1.25 + k * 200) / 4],
      ["float", (i, k) => i + k / 2],
      ["double", (i, k) => i * 0.1 + k],
      ["Color", (i, k) => ["RED", "GREEN", "BLUE"][(i + k) % 3]],
    ];
    for (const [t, f] of kinds) {
      const yaml = `Color: [RED, GREEN, BLUE]\nS:\n  v: "${t}[]"\n`;
      const arr = (n: number, k: number, same = 0) => Array.from({ length: n }, (_, i) => f(i, i < same ? 0 : k));
      // Every element changed (by a step of k), some the same, lengths growing and shrinking.
      const states = [arr(8, 0), arr(8, 1), arr(8, 2, 6), arr(12, 3), arr(3, 4), arr(40, 5), arr(40, 5, 39), [], arr(1, 6)].map((v) => ({ v }));
      compare(yaml, "S", states, { mutations: 3 });
      const [c, w] = codecs(yaml, "S");
      const v = states.map((x) => c.fromJson(x));
      for (const C of [c, w]) {
        for (let i = 1; i < v.length; i++) {
          const d = C.encodeDiff(v[i - 1], v[i]);
          expect(C.equals(C.decodeDiff(v[i - 1], d), v[i])).toBe(true);
          // Never longer than the new array in full, with the diff header, change, shift and mode
          // bits, and a shift's k (one byte: |k| ≤ 8). A shift that pairs two equal enums of 40
          // ([G, B, R] → [B, R, G, B, …]) costs its byte and saves less.
          expect(d.length).toBeLessThanOrEqual(C.encode(v[i]).length + 2);
        }
      }
    }
    // The mode bit: fourth bit of the stream (header 1, field changed 1, shift), in the last byte.
    const whole = (d: Uint8Array) => (d[d.length - 1]! & 8) !== 0;
    const cases: [string, unknown[], unknown[], boolean][] = [
      ["int", [0, 100, -100, 5000], [3000, -3000, 77, 12], true], // changes longer than their delta codes save
      ["uint", [1000000, 2000000, 3000000], [1000001, 2000002, 3000003], false], // 4-bit delta codes
      ["uint", [1000000, 2000000, 3000000], [1000001, 9000000, 3000000], false], // one unchanged 3-byte varint
      ["double", [1.5, 2.5, 3.5], [2.6, 3.6, 4.5, 5.5], true],
      ["double", [1.5, 2.5, 3.5], [2.5, 3.5, 4.5, 5.5], false], // a window: shifted by one, both pairs are equal
      ["float", [1.5, 2.5, 3.5, 4.5], [1.5, 2.5, 3.75, 4.5], false], // 3 unchanged: 3 · 32 ≥ 4
      ["Color", ["RED", "RED", "RED", "RED", "RED"], ["BLUE", "BLUE", "RED", "BLUE", "BLUE"], true], // 1 · 2 < 5
      ["Color", ["RED", "RED", "RED", "RED"], ["BLUE", "RED", "RED", "BLUE"], false], // 2 · 2 ≥ 4
    ];
    for (const [t, a, b, expected] of cases) {
      const [c, w] = codecs(`Color: [RED, GREEN, BLUE]\nS:\n  v: ${t}[]\n`, "S");
      for (const C of [c, w]) expect(whole(C.encodeDiff(c.fromJson({ v: a }), c.fromJson({ v: b }))), `${t} ${JSON.stringify(a)} → ${JSON.stringify(b)}`).toBe(expected);
    }
    // No mode bit for arrays of other elements (bools: a flip costs what the value does).
    const [c3] = codecs("S:\n  v: boolean[]\n  s: string[]\n", "S");
    // Header 1, v changed 1, flips 1 1 (no shift bit for bools either), s unchanged 0.
    expect(hex(c3.encodeDiff(c3.fromJson({ v: [true, true], s: ["a"] }), c3.fromJson({ v: [false, false], s: ["a"] })))).toBe("020f");
  });

  it("maps whose diff falls back to a full encoding", () => {
    const yaml = "M:\n  m: <string, uint>\n  n: <int, M>\n";
    compare(yaml, "M", [
      { m: { a: 1, b: 2, c: 3 }, n: {} },
      { m: { c: 3, b: 2, a: 1 }, n: { "1": { m: {}, n: {} } } },
      { m: { c: 4, a: 1, d: 5 }, n: { "2": { m: { x: 1 }, n: {} }, "1": { m: {}, n: {} } } },
      { m: { a: 1, d: 5, c: 4 }, n: { "2": { m: { x: 2 }, n: {} } } },
      { m: { a: 1, d: 5, c: 4, e: 0 }, n: { "2": { m: { x: 2, y: 3 }, n: { "-1": { m: {}, n: {} } } } } },
    ]);
  });

  it("strings: table references, unicode, long strings", () => {
    const long = "x".repeat(300);
    compare("T:\n  a: string\n  b: string\n  list: string[]\n", "T", [
      { a: "", b: "", list: [] },
      { a: "hé", b: "hé", list: ["hé", "日本", "😀", long] },
      { a: long, b: long + "é", list: [long, "", "a"] },
      { a: "a", b: "b", list: ["b", "a", "a"] },
    ]);
  });

  it("more fields than the site pool: copies are shared by several fields and still read their own", () => {
    // Two types of SITE_COUNT / 2 + 3 fields each, of different kinds, so that every copy of
    // the pool serves fields of several names, types and kinds in one process.
    const half = SITE_COUNT / 2 + 3;
    const kinds = ["uint", "string", "boolean", "double", "Inner", "uint?"];
    const fields = (p: string) => Array.from({ length: half }, (_, i) => `  ${p}${i}: ${kinds[i % kinds.length]}\n`).join("");
    const yaml = `Outer:\n${fields("a")}  next: Other\nOther:\n${fields("b")}Inner:\n  x: int\n  y: string\n`;
    const state = (seed: number, p: string): Record<string, unknown> => {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < half; i++) {
        const v = (seed * 7 + i) % 5;
        const kind = kinds[i % kinds.length];
        o[p + i] =
          kind === "uint" ? v : kind === "string" ? "s" + v : kind === "boolean" ? v > 2 : kind === "double" ? v / 4 : kind === "Inner" ? { x: v - 2, y: "i" + (v % 2) } : v === 0 ? undefined : v;
      }
      return o;
    };
    compare(
      yaml,
      "Outer",
      [0, 1, 2, 3].map((seed) => ({ ...state(seed, "a"), next: state(seed + 1, "b") })),
      { mutations: 2 },
    );
  });

  it("more fields outside groups than the read pool: its copies are shared and still read their own", () => {
    // Types of three fields (fewer than a group: every field read and set through the read
    // pool), READ_SITE_COUNT / 3 + 2 of them under one root, of different kinds by type.
    const count = Math.floor(READ_SITE_COUNT / 3) + 2;
    const kinds = ["uint", "string", "boolean", "double", "uint?", "int(min=-5, max=5)"];
    const kind = (t: number, f: number) => kinds[(t + f) % kinds.length]!;
    let yaml = "Root:\n";
    for (let t = 0; t < count; t++) yaml += `  t${t}: T${t}\n`;
    for (let t = 0; t < count; t++) yaml += `T${t}:\n  a${t}: ${kind(t, 0)}\n  b${t}: ${kind(t, 1)}\n  c${t}: ${kind(t, 2)}\n`;
    const value = (k: string, v: number): unknown =>
      k === "uint" ? v : k === "string" ? "s" + v : k === "boolean" ? v > 2 : k === "double" ? v / 4 : k === "uint?" ? (v === 0 ? undefined : v) : v - 2;
    const state = (seed: number): Record<string, unknown> => {
      const o: Record<string, unknown> = {};
      for (let t = 0; t < count; t++) {
        const v = (seed * 7 + t) % 5;
        o["t" + t] = { ["a" + t]: value(kind(t, 0), v), ["b" + t]: value(kind(t, 1), (v + 1) % 5), ["c" + t]: value(kind(t, 2), (v + seed) % 5) };
      }
      return o;
    };
    compare(yaml, "Root", [0, 1, 2, 3].map(state), { mutations: 2 });
  });
});

describe("the walker's site pool", () => {
  it("typescript/interpreter/sites.ts is what typescript/cli/gen-sites.ts writes (npm run gen:sites)", () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), "..", "interpreter", "sites.ts");
    expect(readFileSync(file, "utf8")).toBe(sitesSource());
  });
});

describe("array shifts (FORMAT.md §5)", () => {
  // Element kinds, each with a value for an integer seed (distinct seeds, distinct values).
  const kinds: [string, (s: number) => unknown][] = [
    ["string", (s) => `msg ${s} ünï`],
    ["Msg", (s) => ({ id: s, text: `t${s % 7}`, tags: s % 3 === 0 ? [] : ["a", `b${s}`], at: s / 4 })],
    ["int", (s) => (s % 2 ? -s * 1000 : s * 3)],
    ["uint(max=4000)", (s) => (s * 37) % 4001],
    ["float(precision=0.01, min=-100, max=100)", (s) => ((s * 13) % 20000) / 100 - 100],
    ["float(precision=0.5)", (s) => s * 2.5 - 100],
    ["float", (s) => s + 0.5],
    ["double", (s) => s * 0.1],
    ["Color", (s) => ["RED", "GREEN", "BLUE", "GRAY"][s % 4]],
    ["boolean", (s) => s % 3 === 0],
    ["uint?", (s) => (s % 5 === 0 ? null : s)],
    ["uint[]", (s) => Array.from({ length: s % 4 }, (_, i) => s + i)],
  ];
  const yaml = (t: string) => `Color: [RED, GREEN, BLUE, GRAY]\nMsg:\n  id: uint\n  text: string\n  tags: string[]\n  at: double\nS:\n  v: "${t}[]"\n`;
  const seq = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

  it("windows, prepends and edits: the same bytes from both back ends, and back", () => {
    for (const [t, f] of kinds) {
      const states: number[][] = [
        seq(0, 20),
        seq(1, 20), // slide by 1
        seq(4, 20), // by 3
        seq(12, 18), // by 8, shorter
        seq(21, 12), // by 9: beyond the reach
        [...seq(100, 2), ...seq(21, 12)], // 2 new at the front
        [...seq(200, 8), ...seq(100, 2), ...seq(21, 12)], // 8 new at the front
        [...seq(300, 9), ...seq(200, 8)], // 9 new: beyond the reach
        [...seq(301, 8), 999, ...seq(201, 7), 400], // drop 1, one edited, one added
        [7],
        [8, 7],
        [7],
        [],
        [5, 5, 5, 5],
        [6, 5, 5, 5, 5],
        [5, 5, 5, 5],
        seq(0, 30),
        [...seq(0, 12), ...seq(13, 17)], // one removed in the middle (a splice)
        [...seq(0, 5), ...seq(8, 22)], // three more a little before
        [...seq(0, 5), 500, 501, ...seq(8, 22)], // two inserted there
        [...seq(0, 5), 500, 501, ...seq(8, 10), 77, ...seq(19, 11), 900], // one removed, one edited, one appended
        [...seq(0, 5), 501, ...seq(8, 10), 77, ...seq(19, 11)], // removed and the last dropped
        [...seq(0, 5), 501, ...seq(8, 10), 77, ...seq(19, 11), ...seq(600, 9)], // nine at the end
        [...seq(0, 4), 501, ...seq(8, 10), 77, ...seq(19, 11), ...seq(600, 9)], // at the last equal pair
      ];
      compare(
        yaml(t),
        "S",
        states.map((s) => ({ v: s.map(f) })),
        { mutations: 2, breaks: 4 },
      );
    }
  });

  it("the reach of a longer array is an eighth of its length: a window of 160 that takes 20 new elements a tick costs them, 21 does not", () => {
    for (const [t, f] of kinds) {
      compare(
        yaml(t),
        "S",
        [seq(0, 160), seq(20, 160), seq(41, 160), [...seq(500, 21), ...seq(41, 160)], [...seq(600, 21), ...seq(500, 21), ...seq(41, 139)]].map((s) => ({ v: s.map(f) })),
        { mutations: 1, breaks: 2 },
      );
      // Sizes for the kinds whose values are all distinct (bools carry no shift; Color, uint?
      // and uint[] repeat values, so b[0] may equal a[0]: no shift, by rule 1).
      if (["boolean", "Color", "uint?", "uint[]"].includes(t)) continue;
      const [c, w] = codecs(yaml(t), "S");
      const v = (s: number[]) => c.fromJson({ v: s.map(f) });
      const a = v(seq(0, 160));
      const news = (s: number[]) => c.encode(v(s)).length;
      for (const C of [c, w]) {
        // Dropped 20 and 20 appended (reach max(8, 160 >> 3) = 20): 140 change bits, k, the new ones.
        const slid = C.encodeDiff(a, v(seq(20, 160)));
        expect(slid.length, t).toBeLessThanOrEqual(1 + 18 + 2 + news(seq(160, 20)));
        // 21 new at the front of 160: beyond the old array's reach, within the new one's (181 >> 3 = 22).
        const front = C.encodeDiff(a, v([...seq(500, 21), ...seq(0, 160)]));
        expect(front.length, t).toBeLessThanOrEqual(1 + 20 + 2 + news(seq(500, 21)));
        // Beyond the reach of 160: the pairs all changed, as before.
        const far = C.encodeDiff(a, v(seq(21, 160)));
        expect(far.length, t).toBeGreaterThan(slid.length);
      }
    }
  });

  it("a sliding window costs about one element, where in place it cost the whole array", () => {
    for (const [t, f] of kinds) {
      const [c, w] = codecs(yaml(t), "S");
      const a = c.fromJson({ v: seq(0, 40).map(f) });
      const b = c.fromJson({ v: seq(1, 40).map(f) });
      const one = c.encode(c.fromJson({ v: [f(40)] })).length;
      for (const C of [c, w]) {
        const d = C.encodeDiff(a, b);
        expect(C.equals(C.decodeDiff(a, d), b)).toBe(true);
        // Header, changed, shift, mode: 4 bits; 39 change bits; k; the new element.
        expect(d.length, t).toBeLessThanOrEqual(1 + 1 + 6 + one);
        const front = c.fromJson({ v: [f(1001), ...seq(0, 40).map(f)] });
        expect(C.encodeDiff(a, front).length, t).toBeLessThanOrEqual(1 + 1 + 6 + c.encode(c.fromJson({ v: [f(1001)] })).length);
        expect(C.equals(C.decodeDiff(a, C.encodeDiff(a, front)), front)).toBe(true);
      }
    }
  });

  it("random arrays of few distinct values (shifts found by chance), changed by drops, inserts and edits; ±0 and NaN, quantized floats equal when rounded", () => {
    const rand = rng(7);
    // Floats with both zeros (equal to ===, not the same value) and NaN; quantized floats
    // that differ but quantize the same.
    const values: Record<string, unknown[]> = {
      boolean: [true, false],
      Color: ["RED", "GREEN", "BLUE", "GRAY"],
      double: [0, -0, 1, "NaN"],
      float: [0, -0, 1, "NaN"],
      "float(precision=0.5)": [0, 0.1, 0.2, 1],
    };
    for (const t of ["uint(max=3)", "boolean", "Color", "int", "double", "float", "float(precision=0.5)", "string", "uint?"]) {
      const [c, w] = codecs(yaml(t), "S");
      const vs = values[t] ?? (t === "string" ? ["", "a", "b", "ü"] : t === "uint?" ? [null, 0, 1, 2] : [0, 1, 2, 3]);
      const pick = (): unknown => vs[Math.floor(rand() * vs.length)];
      for (let run = 0; run < 300; run++) {
        const a = Array.from({ length: Math.floor(rand() * 14) }, pick);
        let b = a.slice();
        const ops = 1 + Math.floor(rand() * 3);
        for (let o = 0; o < ops; o++) {
          const r = rand();
          const k = 1 + Math.floor(rand() * 10);
          const at = Math.floor(rand() * (b.length + 1));
          if (r < 0.2) b = b.slice(Math.min(k, b.length));
          else if (r < 0.4) b = [...Array.from({ length: k }, pick), ...b];
          else if (r < 0.55) b.push(...Array.from({ length: k }, pick));
          else if (r < 0.7) b.splice(at, k);
          else if (r < 0.85) b.splice(at, 0, ...Array.from({ length: k }, pick));
          else if (b.length > 0) b[Math.floor(rand() * b.length)] = pick();
        }
        const va = c.fromJson({ v: a });
        const vb = c.fromJson({ v: b });
        const d = c.encodeDiff(va, vb);
        expect(hex(w.encodeDiff(va, vb))).toBe(hex(d));
        expect(c.equals(c.decodeDiff(va, d), vb)).toBe(true);
        expect(w.equals(w.decodeDiff(va, d), vb)).toBe(true);
        // A shift costs a byte for k; a splice two more, for its 0 and p (one of them can save
        // less: [null, null, 2, null, 1] → [null, null, null] pairs one more null for three).
        expect(d.length).toBeLessThanOrEqual(c.encode(vb).length + (t === "string" || t === "uint?" ? 4 : 2));
      }
    }
  });

  it("an element removed from the middle, or new ones inserted there, costs about those elements (a splice), where it cost every element after it", () => {
    for (const [t, f] of kinds) {
      const [c, w] = codecs(yaml(t), "S");
      const a = c.fromJson({ v: seq(0, 40).map(f) });
      const removed = c.fromJson({ v: [...seq(0, 17), ...seq(18, 22)].map(f) });
      const inserted = c.fromJson({ v: [...seq(0, 17), 1001, 1002, ...seq(17, 23)].map(f) });
      const two = c.encode(c.fromJson({ v: [f(1001), f(1002)] })).length - 1;
      for (const C of [c, w]) {
        for (const b of [removed, inserted]) {
          const d = C.encodeDiff(a, b);
          expect(hex(d), t).toBe(hex((C === c ? w : c).encodeDiff(a, b)));
          expect(C.equals(C.decodeDiff(a, d), b), t).toBe(true);
          // Arrays of numbers and bools carry no splices (sent whole, or bit by bit).
          if (["int", "uint(max=4000)", "float(precision=0.01, min=-100, max=100)", "float(precision=0.5)", "float", "double", "Color", "boolean"].includes(t)) {
            expect(d.length, t).toBeLessThanOrEqual(c.encode(b).length + 2);
            continue;
          }
          // Length, zigzag 0, p, k: 4 bytes; header, changed, shift and 39 or 40 change bits: 6
          // bytes; the new elements.
          expect(d.length, t).toBeLessThanOrEqual(4 + 6 + (b === inserted ? two : 0));
        }
      }
    }
  });

  it("objects whose first field is an int or a string match by it: bodies that all moved still pair with themselves around a splice", () => {
    const yaml =
      "Body:\n  id: uint\n  x: float(precision=0.01)\n  y: float(precision=0.01)\n" +
      "Named:\n  toString: string\n  v: int\n" + // a key named as objects inherit
      "Free:\n  x: float\n  id: uint\n" + // first field a float: matched by equality
      "W:\n  bodies: Body[]\n  named: Named[]\n  free: Free[]\n";
    const [c, w] = codecs(yaml, "W");
    const world = (ids: number[], t: number) => ({
      bodies: ids.map((id) => ({ id, x: id + t / 10, y: -id - t / 10 })),
      named: ids.map((id) => ({ toString: `n${id}`, v: id * 10 + t })),
      free: ids.map((id) => ({ x: id + t / 10, id })),
    });
    const ids = seq(0, 40);
    const a = c.fromJson(world(ids, 0));
    const moved = c.fromJson(world(ids, 1));
    const removed = c.fromJson(world([...seq(0, 17), ...seq(18, 22)], 1));
    const inserted = c.fromJson(world([...seq(0, 5), 100, ...seq(5, 35)], 1));
    // Edits at two places: one removed at 10, two new at 25 (two splices).
    const twice = c.fromJson(world([...seq(0, 10), ...seq(11, 15), 100, 101, ...seq(26, 14)], 1));
    const free = (v: unknown) => c.fromJson({ ...(c.toJson(a) as object), free: (c.toJson(v) as { free: unknown }).free });
    for (const C of [c, w]) {
      for (const b of [moved, removed, inserted, twice]) {
        const d = C.encodeDiff(a, b);
        expect(hex(d)).toBe(hex((C === c ? w : c).encodeDiff(a, b)));
        expect(C.equals(C.decodeDiff(a, d), b)).toBe(true);
      }
      // The keyed arrays (the diffs less the unkeyed Free array's part, whose elements all
      // changed): what moving in place costs, a splice's 0, p and k in each of the two, and
      // the new elements.
      const keyed = (b: unknown) => C.encodeDiff(a, b).length - C.encodeDiff(a, free(b)).length;
      const added = c.encode(c.fromJson(world([100], 1))).length - c.encode(c.fromJson(world([], 1))).length;
      expect(keyed(removed)).toBeLessThanOrEqual(keyed(moved) + 2 * 3);
      expect(keyed(inserted)).toBeLessThanOrEqual(keyed(moved) + 2 * 3 + added);
      const added2 = c.encode(c.fromJson(world([100, 101], 1))).length - c.encode(c.fromJson(world([], 1))).length;
      expect(keyed(twice)).toBeLessThanOrEqual(keyed(moved) + 2 * 2 * 3 + added2);
    }
  });

  it("a keyed array's shift is looked for among equal elements first: a log whose first field repeats slides by equality", () => {
    // Five actions dropped from a window of twelve, five new: a[4] has the seat of b[0] (a drop
    // of 4 by key), a[5] equals it (the drop of 5).
    const [c, w] = codecs("Action:\n  seat: uint(max=8)\n  amount: uint?\nL:\n  recent: Action[]\n", "L");
    const act = (i: number) => ({ seat: [3, 6, 8, 0, 2, 2, 3, 6, 2, 3, 2, 3, 2, 3, 2, 6, 3][i], amount: i % 3 === 0 ? undefined : i * 100 });
    const win = (from: number) => ({ recent: Array.from({ length: 12 }, (_, i) => act(from + i)) });
    const a = c.fromJson(win(0));
    const b = c.fromJson(win(5));
    const news = c.encode(c.fromJson({ recent: Array.from({ length: 5 }, (_, i) => act(12 + i)) })).length - 1;
    for (const C of [c, w]) {
      const d = C.encodeDiff(a, b);
      expect(C.equals(C.decodeDiff(a, d), b)).toBe(true);
      // Length, k; header, changed, shift, 7 change bits 0; the five new actions.
      expect(d.length).toBeLessThanOrEqual(2 + 2 + news);
    }
  });

  it("random edits (removals, insertions, swaps) at many places of arrays of keyed objects and of strings: the same bytes from both back ends, and back, within MAX_SPLICES splices", () => {
    const rand = rng(11);
    const [c, w] = codecs("E:\n  id: uint\n  v: int\nS:\n  e: E[]\n  s: string[]\n", "S");
    const big = 30;
    for (let run = 0; run < 200; run++) {
      const n = Math.floor(rand() * 60);
      const ids = Array.from({ length: n }, (_, i) => i);
      let next = ids.slice();
      const ops = Math.floor(rand() * (run % 10 === 0 ? 40 : 5));
      for (let o = 0; o < ops; o++) {
        const at = Math.floor(rand() * (next.length + 1));
        const k = 1 + Math.floor(rand() * 4);
        const r = rand();
        if (r < 0.4) next.splice(at, k);
        else if (r < 0.8) next.splice(at, 0, ...Array.from({ length: k }, () => 1000 + Math.floor(rand() * 1000)));
        // Two neighbours swapped: pairs that match neither in place nor by a splice.
        else if (at + 1 < next.length) [next[at], next[at + 1]] = [next[at + 1]!, next[at]!];
      }
      const moved = rand() < 0.5;
      const value = (list: number[], t: number) => ({
        e: list.map((id) => ({ id, v: moved ? id * 3 + t : id * 3 + (id % 7 === 0 ? t : 0) })),
        s: list.map((id) => `s${id % big}`),
      });
      const a = c.fromJson(value(ids, 0));
      const b = c.fromJson(value(next, 1));
      const d = c.encodeDiff(a, b);
      expect(hex(w.encodeDiff(a, b))).toBe(hex(d));
      expect(c.equals(c.decodeDiff(a, d), b)).toBe(true);
      expect(w.equals(w.decodeDiff(a, d), b)).toBe(true);
    }
  });

  it("an encoder writes at most MAX_SPLICES splices in one array: edits past them cost the pairs after them", () => {
    const [c, w] = codecs("E:\n  id: uint\n  v: int\nS:\n  e: E[]\n", "S");
    const list = (drop: (id: number) => boolean) => c.fromJson({ e: seq(0, 400).filter((id) => !drop(id)).map((id) => ({ id, v: id })) });
    const a = list(() => false);
    // Removed: every 20th from 10 on, the first 16 or 17 of them.
    const some = (count: number) => list((id) => id % 20 === 10 && id < 20 * count);
    for (const C of [c, w]) {
      const sizes = [16, 17].map((count) => {
        const d = C.encodeDiff(a, some(count));
        expect(C.equals(C.decodeDiff(a, d), some(count))).toBe(true);
        return d.length;
      });
      // 16 splices: length, their 3 bytes and 2 more each after the first, a bit a pair.
      expect(MAX_SPLICES).toBe(16);
      expect(sizes[0]).toBeLessThanOrEqual(2 + 3 + 2 * 15 + 400 / 8 + 2);
      // The 17th edit (at 330) misaligns the 60-odd pairs after it: each a change.
      expect(sizes[1]).toBeGreaterThan(sizes[0]! + 60);
    }
  });

  it("pairs that do not match (swaps, replaced runs) do not hide a splice after them: it is looked for again at the next run of SPLICE_RUN or more of them, up to SPLICE_RETRIES times", () => {
    const [c, w] = codecs("E:\n  id: uint\n  name: string\n  score: uint\nB:\n  e: E[]\n", "B");
    const mk = (i: number) => ({ id: 1000 + i, name: "player_" + i, score: Math.abs(5000 - i * 7) });
    const a = c.fromJson({ e: seq(0, 200).map(mk) });
    // The entries after the given swaps of neighbours (i with i + 1) and runs of `len` entries
    // from i replaced by new ones, with or without the one at 150 removed.
    const edited = (swaps: number[], runs: number[], len: number, remove: boolean) => {
      const e = seq(0, 200).map(mk);
      for (const i of swaps) [e[i], e[i + 1]] = [e[i + 1]!, e[i]!];
      for (const i of runs) for (let j = i; j < i + len; j++) e[j] = mk(500 + j);
      if (remove) e.splice(150, 1);
      return c.fromJson({ e });
    };
    const size = (swaps: number[], runs: number[], len: number, remove: boolean) => {
      const b = edited(swaps, runs, len, remove);
      const d = c.encodeDiff(a, b);
      expect(hex(w.encodeDiff(a, b))).toBe(hex(d));
      expect(c.equals(c.decodeDiff(a, d), b)).toBe(true);
      expect(w.equals(w.decodeDiff(a, d), b)).toBe(true);
      return d.length;
    };
    expect([SPLICE_RETRIES, SPLICE_RUN]).toEqual([4, 8]);
    // The removal alone is a splice; after swaps or runs of new entries, looked for again, it
    // still is: it costs about what it costs alone on top of them (a swap and the removal cost
    // 682 bytes when the search stopped at the swap).
    const removal = size([], [], 0, true);
    expect(removal).toBeLessThan(40);
    const hidden = (swaps: number[], runs: number[], len: number) => size(swaps, runs, len, true) - size(swaps, runs, len, false) > 49 * 8;
    // Swaps (runs of 2) are passed over without a search, however many.
    expect(hidden([50], [], 0)).toBe(false);
    expect(hidden(seq(0, 9).map((i) => 10 + 14 * i), [], 0)).toBe(false);
    // Runs of 8 new entries: the first is searched, then SPLICE_RETRIES more runs at most.
    expect(hidden([], [10, 30, 50, 70], 8)).toBe(false);
    expect(hidden([], [10, 30, 50, 70, 90], 8)).toBe(true);
    // Runs of 7 are passed over (all but the first, which is searched as before).
    expect(hidden([], [10, 30, 50, 70, 90, 110], 7)).toBe(false);
    // Objects without a key (a float first) match only when equal: no second look (ir.arrayRetries).
    const [c2, w2] = codecs("L:\n  price: float\n  size: uint\nB:\n  e: L[]\n", "B");
    const levels = (swap: boolean, remove: boolean) => {
      const e = seq(0, 200).map((i) => ({ price: 100 + i, size: i * 3 }));
      if (swap) [e[50], e[51]] = [e[51]!, e[50]!];
      if (remove) e.splice(150, 1);
      return c2.fromJson({ e });
    };
    const l0 = levels(false, false);
    const lsize = (swap: boolean, remove: boolean) => {
      const d = c2.encodeDiff(l0, levels(swap, remove));
      expect(hex(w2.encodeDiff(l0, levels(swap, remove)))).toBe(hex(d));
      return d.length;
    };
    expect(lsize(false, true)).toBeLessThan(40);
    expect(lsize(true, true) - lsize(true, false)).toBeGreaterThan(49 * 4);
  });

  it("a splice that drops or inserts at the last equal pair, or drops all that follows it, decodes; one out of range is a DecodeError at its offset", () => {
    const [c, w] = codecs(yaml("string"), "S");
    const prev = c.fromJson({ v: ["a", "b", "c"] });
    // Byte section: length n, zigzag 0, p, k's zigzag, then new strings; bit section (last
    // byte): header 1, changed 1, shift 1, then the change bits after p.
    for (const C of [c, w]) {
      // p = 1, k = 2: "b" and "c" dropped, no pairs, "x" new (written though §5 never would).
      expect(C.toJson(C.decodeDiff(prev, new Uint8Array([2, 0, 1, 4, 2, 0x78, 0x07])))).toEqual({ v: ["a", "x"] });
      // p = 3 (every pair equal), k = −1: "x" new at the end.
      expect(C.toJson(C.decodeDiff(prev, new Uint8Array([4, 0, 3, 1, 2, 0x78, 0x07])))).toEqual({ v: ["a", "b", "c", "x"] });
      // p = 1, k = 1: "b" dropped, the pair (c, c) kept by its change bit 0.
      expect(C.toJson(C.decodeDiff(prev, new Uint8Array([2, 0, 1, 2, 0x07])))).toEqual({ v: ["a", "c"] });
      expect(() => C.decodeDiff(prev, new Uint8Array([2, 0, 0, 2, 0x07]))).toThrow(/^array splice at 0 outside 1\.\.2 \(at byte 2\)$/);
      expect(() => C.decodeDiff(prev, new Uint8Array([2, 0, 3, 2, 0x07]))).toThrow(/^array splice at 3 outside 1\.\.2 \(at byte 2\)$/);
      // Two splices, [a, b, c, d] → [a, c]: bytes n, 0, p = 1, k = 1, then the gap 1 and k = 1
      // of the second; bits 1, 1, shift 1, pair (a, a) 0, at 1 "b" dropped and bit 1 (a next
      // splice), pair (c, c) 0, at 2 "d" dropped and bit 0 (no more).
      const four = c.fromJson({ v: ["a", "b", "c", "d"] });
      expect(C.toJson(C.decodeDiff(four, new Uint8Array([2, 0, 1, 2, 1, 2, 0x17])))).toEqual({ v: ["a", "c"] });
      expect(() => C.decodeDiff(four, new Uint8Array([2, 0, 1, 2, 0, 2, 0x17]))).toThrow(/^array splice at 1 outside 2\.\.2 \(at byte 4\)$/);
      expect(() => C.decodeDiff(four, new Uint8Array([2, 0, 1, 2, 2, 2, 0x17]))).toThrow(/^array splice at 3 outside 2\.\.2 \(at byte 4\)$/);
      expect(() => C.decodeDiff(four, new Uint8Array([2, 0, 1, 2, 1, 0, 0x17]))).toThrow(/^array shift of 0 \(at byte 5\)$/);
      expect(() => C.decodeDiff(prev, new Uint8Array([2, 0, 1, 0, 0x07]))).toThrow(/^array shift of 0 \(at byte 3\)$/);
      expect(() => C.decodeDiff(prev, new Uint8Array([2, 0, 1, 6, 0x07]))).toThrow(/^array shift 3 outside -1\.\.2 at 1 \(at byte 3\)$/);
      expect(() => C.decodeDiff(prev, new Uint8Array([2, 0, 1, 3, 0x07]))).toThrow(/^array shift -2 outside -1\.\.2 at 1 \(at byte 3\)$/);
      // Arrays of numbers carry no splices: their zigzag 0 is a shift of 0, as before.
      const [n] = codecs(yaml("uint"), "S");
      expect(() => n.decodeDiff(n.fromJson({ v: [1, 2] }), new Uint8Array([2, 0, 1, 2, 0x07]))).toThrow(/^array shift of 0 \(at byte 1\)$/);
    }
  });

  it("arrays of bools and of unit types carry no shift bit", () => {
    // [T, F, T, F] → [F, T, F, T] pairs three equal elements shifted by one, but every element
    // of a bool array costs one bit however it is paired: header, changed, four flips.
    const [c, w] = codecs(yaml("boolean"), "S");
    for (const C of [c, w]) expect(hex(C.encodeDiff(C.fromJson({ v: [true, false, true, false] }), C.fromJson({ v: [false, true, false, true] })))).toBe("043f");
    const [c2, w2] = codecs("E: {}\nS:\n  v: E[]\n", "S");
    // Header, changed, one change bit 0 for the pair, the new element's marker 0.
    for (const C of [c2, w2]) expect(hex(C.encodeDiff(C.fromJson({ v: [{}] }), C.fromJson({ v: [{}, {}] })))).toBe("0203");
  });

  it("a shift out of range is a DecodeError at its offset, from both back ends", () => {
    const [c, w] = codecs(yaml("uint"), "S");
    const prev = c.fromJson({ v: [1, 2] });
    // Byte section: length n, then k's zigzag varint; bit section (one byte, last): header 1, changed 1, shift 1, then the rest.
    const msg = (n: number, z: number) => new Uint8Array([n, z, 0x07]);
    for (const C of [c, w]) {
      expect(() => C.decodeDiff(prev, msg(2, 0))).toThrow(/^array shift of 0 \(at byte 1\)$/);
      expect(() => C.decodeDiff(prev, msg(2, 6))).toThrow(/^array shift 3 outside -2\.\.2 \(at byte 1\)$/);
      expect(() => C.decodeDiff(prev, msg(1, 3))).toThrow(/^array shift -2 outside -1\.\.2 \(at byte 1\)$/);
      // k = 2 (drop both), n = 1: no pairs, no mode bit, the one element new.
      expect(C.toJson(C.decodeDiff(prev, new Uint8Array([1, 4, 9, 0x07])))).toEqual({ v: [9] });
      // k = −1, n = 1: all new.
      expect(C.toJson(C.decodeDiff(prev, new Uint8Array([1, 1, 9, 0x07])))).toEqual({ v: [9] });
    }
  });
});

describe("walker on deep recursive values", () => {
  it("compares each field once: a chain 40 deep whose last field (repeated in its group of four) is the recursion diffs in linear time", () => {
    // Seven fields: the last group of four repeats `children` in its eighth place. Had the
    // repeat compared it again, each level would double the work.
    const schema = parseSchema("N:\n  id: uint\n  name: string\n  kind: uint\n  t: uint\n  visible: boolean\n  material: string?\n  children: N[]\n");
    type N = { id: number; name: string; kind: number; t: number; visible: boolean; material?: string; children: N[] };
    const chain = (depth: number, leaf: number): N => {
      let node: N = { id: leaf, name: "leaf", kind: 1, t: 2, visible: true, children: [] };
      for (let d = 0; d < depth; d++) node = { id: d, name: "n" + d, kind: 3, t: d, visible: d % 2 === 0, material: "m", children: [node] };
      return node;
    };
    const walker = createCodec<N>(schema, "N", { mode: "walk" });
    const compiled = createCodec<N>(schema, "N");
    // Reads of `children` counted: a few a level, not 2^depth.
    let reads = 0;
    const counted = (n: N): N => {
      const kids = n.children.map(counted);
      Object.defineProperty(n, "children", { get: () => (reads++, kids), enumerable: true });
      return n;
    };
    expect(walker.equals(counted(chain(16, 7)), counted(chain(16, 7)))).toBe(true);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(4 * 2 * 17);
    const a = chain(40, 7), b = chain(40, 8), c = chain(40, 7);
    expect(walker.equals(a, c)).toBe(true);
    expect(walker.equals(a, b)).toBe(false);
    const bytes = walker.encodeDiff(a, b);
    expect(Buffer.compare(compiled.encodeDiff(a, b), bytes)).toBe(0);
    expect(walker.decodeDiff(a, bytes)).toEqual(b);
  });
});
