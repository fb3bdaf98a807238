/**
 * Validation: every kind of invalid value makes `encode` and `encodeDiff` throw a
 * ValidationError whose `path` names the culprit and whose message is "path: reason";
 * `validate` returns the same lines. JSON input errors are ValidationErrors with paths too;
 * decoding never throws a ValidationError; cyclic values are ValidationErrors, not RangeErrors.
 * Every test runs for both back ends (compiled and walker).
 */
import { describe, expect, it } from "vitest";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { DecodeError, MAX_PROBLEMS, ValidationError } from "../runtime/errors.js";
import { parseSchema } from "../schema/parse.js";
import { BACKENDS, codecFor, loadSamples, thrown } from "./samples.js";

const MODES = ["compile", "walk"] as const;
type Mode = (typeof MODES)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const GAME = parseSchema(`
GameState:
  tick: uint
  phase: Phase
  players: "<string, Player>"
  scores: "<int, uint>"
  feed: Event[]
  shape: Shape
  blob: bytes
  maybe: int?
  tags: string?[]
  lookup: "<uint(max=100), Vec>?"

Player:
  name: string
  stats: Stats
  pos: Vec
  angle: "float(precision=0.1, min=-100, max=100)"
  f: float
  d: double
  small: "int(min=-5, max=10)"
  inventory: Item[]
  target: string?

Stats:
  health: uint
  alive: boolean

Vec:
  x: float
  y: float

Item:
  id: string
  count: uint(max=999)

Event: [Kill, Chat]
Kill:
  killer: string
  victim: string
  headshot: boolean
Chat:
  from: string
  text: string

Phase: [LOBBY, PLAYING, ENDED]
Shape: [Circle, Square]
Circle:
  r: float
Square:
  side: uint(max=100)
`);

function validGame(): Any {
  return {
    tick: 7,
    phase: "PLAYING",
    players: new Map([
      [
        "p1",
        {
          name: "alice",
          stats: { health: 100, alive: true },
          pos: { x: 1.5, y: -2 },
          angle: 12.3,
          f: 0.5,
          d: 0.1,
          small: -5,
          inventory: [
            { id: "medkit", count: 2 },
            { id: "ammo", count: 30 },
          ],
          target: undefined,
        },
      ],
      [
        "p2",
        {
          name: "bob",
          stats: { health: 0, alive: false },
          pos: { x: 0, y: 0 },
          angle: -100,
          f: NaN,
          d: Infinity,
          small: 10,
          inventory: [],
          target: "p1",
        },
      ],
    ]),
    scores: new Map([
      [1, 10],
      [-2, 0],
    ]),
    feed: [
      { _type: "Kill", killer: "p1", victim: "p2", headshot: true },
      { _type: "Chat", from: "p2", text: "gg" },
    ],
    shape: { _type: "Square", side: 100 },
    blob: new Uint8Array([1, 2, 3]),
    maybe: 5,
    tags: ["a", undefined, "b"],
    lookup: new Map([[3, { x: 1, y: 2 }]]),
  };
}

const P1 = 'GameState.players["p1"]';

/** A mutated copy of the valid game state. */
function mutated(mutate: (v: Any) => void): Any {
  const v = validGame();
  mutate(v);
  return v;
}

/** encode, encodeDiff (from a valid previous value) and validate all name `line`'s path. */
function expectInvalid(C: Codec<Any>, value: Any, line: string, prev?: Any): void {
  const path = line.slice(0, line.indexOf(": "));
  const e = thrown(() => C.encode(value));
  expect(e, `encode should refuse: ${line}`).toBeInstanceOf(ValidationError);
  expect((e as ValidationError).message).toBe(line);
  expect((e as ValidationError).path).toBe(path);
  expect((e as ValidationError).problems[0]).toBe(line);

  expect(C.validate(value)).toEqual([line]);

  const d = thrown(() => C.encodeDiff(prev ?? C.default(), value));
  expect(d, `encodeDiff should refuse: ${line}`).toBeInstanceOf(ValidationError);
  expect((d as ValidationError).path).toBe(path);
  expect((d as ValidationError).message).toBe(line);
}

/** Like expectInvalid, for cases where only the start of the message is pinned down. */
function expectInvalidMatching(C: Codec<Any>, value: Any, path: string, pattern: RegExp): void {
  const e = thrown(() => C.encode(value));
  expect(e).toBeInstanceOf(ValidationError);
  expect((e as ValidationError).path).toBe(path);
  expect((e as ValidationError).message).toMatch(pattern);
  const lines = C.validate(value);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe((e as ValidationError).message);
  const d = thrown(() => C.encodeDiff(C.default(), value));
  expect(d).toBeInstanceOf(ValidationError);
  expect((d as ValidationError).path).toBe(path);
}

/** A deterministic pseudo-random generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(MODES)("validation (%s)", (mode: Mode) => {
  const codec = (schema = GAME, name = "GameState"): Codec<Any> => createCodec<Any>(schema, name, { mode });

  it("the valid value encodes, validates and round-trips", () => {
    const C = codec();
    const v = validGame();
    expect(C.validate(v)).toEqual([]);
    const back = C.decode(C.encode(v));
    expect(C.equals(back, v)).toBe(true);
    expect(C.validate(back)).toEqual([]);
  });

  it(`stops after ${MAX_PROBLEMS} problems: a huge bad array or map costs no more than that`, () => {
    const C = codec(parseSchema(`T:\n  a: int[]\n  m: "<string, int>"\n`), "T");
    const holes: unknown[] = [];
    holes.length = 2 ** 32 - 1; // four billion missing ints
    const bad = new Map(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, "no"]));
    for (const v of [{ a: holes, m: new Map() }, { a: [], m: bad }, { a: holes, m: bad }]) {
      expect(C.validate(v)).toHaveLength(MAX_PROBLEMS);
      let caught: unknown;
      try {
        C.encode(v);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).problems).toHaveLength(MAX_PROBLEMS);
      expect(() => C.encodeDiff({ a: [], m: new Map() }, v)).toThrow(ValidationError);
    }
    expect(C.validate({ a: holes, m: bad })[0]).toBe("T.a[0]: missing required int");
    // fromJson too: it stops reading there (it once built all four billion elements)
    const badJson = Object.fromEntries(bad);
    for (const j of [{ a: holes, m: {} }, { a: [], m: badJson }, { a: holes, m: badJson }]) {
      const e = thrown(() => C.fromJson(j));
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).problems).toHaveLength(MAX_PROBLEMS);
    }
    expect((thrown(() => C.fromJson({ a: [], m: badJson })) as ValidationError).problems[99]).toBe('T.m["k99"]: expected int, got "no"');
  });

  describe("integers", () => {
    it("negative uint: path and (below the minimum 0)", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").stats.health = -3)), `${P1}.stats.health: expected uint, got -3 (below the minimum 0)`);
    });

    it("non-integer", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").stats.health = 1.5)), `${P1}.stats.health: expected uint, got 1.5`);
      expectInvalid(codec(), mutated((v) => (v.tick = 0.1)), "GameState.tick: expected uint, got 0.1");
    });

    it("wrong type", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").stats.health = "5")), `${P1}.stats.health: expected uint, got "5"`);
      expectInvalid(codec(), mutated((v) => (v.tick = 5n)), "GameState.tick: expected uint, got 5n");
      expectInvalid(codec(), mutated((v) => (v.tick = null)), "GameState.tick: expected uint, got null");
      expectInvalid(codec(), mutated((v) => (v.tick = true)), "GameState.tick: expected uint, got true");
      expectInvalid(codec(), mutated((v) => (v.tick = [1])), "GameState.tick: expected uint, got array");
      expectInvalid(codec(), mutated((v) => (v.tick = new Number(1))), "GameState.tick: expected uint, got object");
    });

    it("missing required field", () => {
      expectInvalid(codec(), mutated((v) => delete v.players.get("p1").stats.health), `${P1}.stats.health: missing required uint`);
      expectInvalid(codec(), mutated((v) => (v.tick = undefined)), "GameState.tick: missing required uint");
    });

    it("out of range for bounded ints", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").small = 11)), `${P1}.small: expected int(min=-5, max=10), got 11 (above the maximum 10)`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").small = -6)), `${P1}.small: expected int(min=-5, max=10), got -6 (below the minimum -5)`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").inventory[1].count = 1000)), `${P1}.inventory[1].count: expected uint(max=999), got 1000 (above the maximum 999)`);
    });

    it("NaN, Infinity and unsafe integers", () => {
      expectInvalid(codec(), mutated((v) => (v.tick = NaN)), "GameState.tick: expected uint, got NaN");
      expectInvalid(codec(), mutated((v) => (v.tick = Infinity)), "GameState.tick: expected uint, got Infinity");
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").small = -Infinity)), `${P1}.small: expected int(min=-5, max=10), got -Infinity`);
      expectInvalid(codec(), mutated((v) => (v.tick = 2 ** 53)), "GameState.tick: expected uint, got 9007199254740992 (beyond the safe integers, ±(2^53 − 1))");
    });

    it("the limits ±(2^53 - 1) are accepted", () => {
      const S = parseSchema("N:\n  i: int\n  u: uint\n");
      const C = codec(S, "N");
      const v = { i: -Number.MAX_SAFE_INTEGER, u: Number.MAX_SAFE_INTEGER };
      expect(C.validate(v)).toEqual([]);
      expect(C.decode(C.encode(v))).toEqual(v);
      expectInvalid(C, { i: -(2 ** 53), u: 0 }, "N.i: expected int, got -9007199254740992 (beyond the safe integers, ±(2^53 − 1))");
    });
  });

  describe("floats", () => {
    it("quantized float out of range, NaN, Infinity", () => {
      const label = "float(precision=0.1, min=-100, max=100)";
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").angle = 100.1)), `${P1}.angle: expected ${label}, got 100.1 (out of range)`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").angle = NaN)), `${P1}.angle: expected ${label}, got NaN (a quantized float is a finite number)`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").angle = Infinity)), `${P1}.angle: expected ${label}, got Infinity (a quantized float is a finite number)`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").angle = "1")), `${P1}.angle: expected ${label}, got "1"`);
      expectInvalid(codec(), mutated((v) => delete v.players.get("p1").angle), `${P1}.angle: missing required ${label}`);
    });

    it("quantized float: values that round into range are accepted", () => {
      const C = codec();
      expect(C.validate(mutated((v) => (v.players.get("p1").angle = 100.04)))).toEqual([]);
      expect(C.validate(mutated((v) => (v.players.get("p1").angle = -100.04)))).toEqual([]);
    });

    it("float32 overflow", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").pos.x = 1e39)), `${P1}.pos.x: expected float, got 1e+39 (beyond float32's range, ±3.4028234663852886e+38)`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").pos.y = -3.5e38)), `${P1}.pos.y: expected float, got -3.5e+38 (beyond float32's range, ±3.4028234663852886e+38)`);
    });

    it("float32 carries NaN and ±Infinity; double carries anything numeric", () => {
      const C = codec();
      for (const x of [NaN, Infinity, -Infinity, -0, 3.4028234663852886e38, 1e-50]) {
        expect(C.validate(mutated((v) => (v.players.get("p1").f = x)))).toEqual([]);
        expect(C.validate(mutated((v) => (v.players.get("p1").d = x)))).toEqual([]);
      }
      expect(C.validate(mutated((v) => (v.players.get("p1").d = 1e300)))).toEqual([]);
    });

    it("wrong types for float and double", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").f = "1")), `${P1}.f: expected float, got "1"`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").d = "1")), `${P1}.d: expected double, got "1"`);
      expectInvalid(codec(), mutated((v) => delete v.players.get("p1").d), `${P1}.d: missing required double`);
    });
  });

  describe("strings, booleans, bytes, enums", () => {
    it("strings with lone surrogates", () => {
      const line = `${P1}.name: string has a lone surrogate (not representable in UTF-8)`;
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").name = "a\uD800b")), line);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").name = "\uDC00")), line);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").name = "x\uDC00\uD800")), line);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").name = "\uD83D")), line);
      // a proper pair is fine
      expect(codec().validate(mutated((v) => (v.players.get("p1").name = "\uD83D\uDE00")))).toEqual([]);
    });

    it("string wrong type and missing", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").name = 5)), `${P1}.name: expected string, got 5`);
      expectInvalid(codec(), mutated((v) => delete v.players.get("p1").name), `${P1}.name: missing required string`);
    });

    it("boolean", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").stats.alive = 1)), `${P1}.stats.alive: expected boolean, got 1`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").stats.alive = "true")), `${P1}.stats.alive: expected boolean, got "true"`);
      expectInvalid(codec(), mutated((v) => delete v.players.get("p1").stats.alive), `${P1}.stats.alive: missing required boolean`);
    });

    it("bytes", () => {
      expectInvalid(codec(), mutated((v) => (v.blob = [1, 2])), "GameState.blob: expected bytes (Uint8Array), got array");
      expectInvalid(codec(), mutated((v) => (v.blob = "AQID")), 'GameState.blob: expected bytes (Uint8Array), got "AQID"');
      expectInvalid(codec(), mutated((v) => delete v.blob), "GameState.blob: missing required bytes (Uint8Array)");
    });

    it("unknown enum name", () => {
      expectInvalid(codec(), mutated((v) => (v.phase = "NOPE")), 'GameState.phase: expected Phase (LOBBY, PLAYING, ENDED), got "NOPE"');
      expectInvalid(codec(), mutated((v) => (v.phase = "lobby")), 'GameState.phase: expected Phase (LOBBY, PLAYING, ENDED), got "lobby"');
      expectInvalid(codec(), mutated((v) => (v.phase = 1)), "GameState.phase: expected Phase (LOBBY, PLAYING, ENDED), got 1");
      expectInvalid(codec(), mutated((v) => delete v.phase), "GameState.phase: missing required Phase (LOBBY, PLAYING, ENDED)");
    });

    it("enum option names are not looked up on the prototype", () => {
      expectInvalid(codec(), mutated((v) => (v.phase = "toString")), 'GameState.phase: expected Phase (LOBBY, PLAYING, ENDED), got "toString"');
      expectInvalid(codec(), mutated((v) => (v.phase = "__proto__")), 'GameState.phase: expected Phase (LOBBY, PLAYING, ENDED), got "__proto__"');
    });
  });

  describe("messages quote what they show and hold no control character", () => {
    it("enum options that are not plain words are quoted; newlines and U+2028 are escapes", () => {
      const C = codec(parseSchema('R:\n  e: E\n  m: "<string, int>"\nE: ["a\\nb", "\\u2028", " ", ok]\n'), "R");
      expectInvalid(C, { e: "zz\n", m: new Map() }, 'R.e: expected E ("a\\nb", "\\u2028", " ", ok), got "zz\\n"');
      expectInvalid(C, { e: "ok", m: new Map([["k\u0085\u2029", "x"]]) }, 'R.m["k\\u0085\\u2029"]: expected int, got "x"');
      expect((thrown(() => C.encode({ e: "ok", m: new Map([["k\u2028", 1.5]]) })) as ValidationError).path).toBe('R.m["k\\u2028"]');
    });

    it("schema errors too", () => {
      expect((thrown(() => parseSchema("A:\n  x: in\u0000t\n")) as Error).message).toBe('unexpected "\\u0000" in type expression "in\\u0000t" (at 2:8)');
    });
  });

  describe("unions", () => {
    it("union without _type", () => {
      expectInvalid(codec(), mutated((v) => (v.shape = { side: 1 })), "GameState.shape._type: expected one of Circle, Square, got undefined");
    });

    it("union with an unknown _type", () => {
      expectInvalid(codec(), mutated((v) => (v.shape = { _type: "Tri", side: 1 })), 'GameState.shape._type: expected one of Circle, Square, got "Tri"');
      expectInvalid(codec(), mutated((v) => (v.shape = { _type: "toString", side: 1 })), 'GameState.shape._type: expected one of Circle, Square, got "toString"');
      expectInvalid(codec(), mutated((v) => (v.feed[1] = { _type: "chat", from: "a", text: "b" })), 'GameState.feed[1]._type: expected one of Kill, Chat, got "chat"');
    });

    it("union that is not an object", () => {
      expectInvalid(codec(), mutated((v) => (v.shape = "Circle")), 'GameState.shape: expected Shape, got "Circle"');
      expectInvalid(codec(), mutated((v) => (v.shape = null)), "GameState.shape: expected Shape, got null");
    });

    it("union variant field errors name the field under the union's path", () => {
      expectInvalid(codec(), mutated((v) => (v.shape = { _type: "Square", side: 101 })), "GameState.shape.side: expected uint(max=100), got 101 (above the maximum 100)");
      expectInvalid(codec(), mutated((v) => (v.shape = { _type: "Circle", side: 5 })), "GameState.shape.r: missing required float");
      expectInvalid(codec(), mutated((v) => (v.feed[0].headshot = "yes")), 'GameState.feed[0].headshot: expected boolean, got "yes"');
    });
  });

  describe("composites", () => {
    it("array elements: path with index", () => {
      expectInvalid(codec(), mutated((v) => v.feed.push({ _type: "Kill", killer: "a", victim: 3, headshot: false })), "GameState.feed[2].victim: expected string, got 3");
      expectInvalid(codec(), mutated((v) => (v.players.get("p2").inventory = [{ id: "x", count: -1 }])), 'GameState.players["p2"].inventory[0].count: expected uint(max=999), got -1 (below the minimum 0)');
    });

    it("array that is not an array", () => {
      expectInvalid(codec(), mutated((v) => (v.feed = {})), "GameState.feed: expected array, got object");
      expectInvalid(codec(), mutated((v) => (v.feed = "abc")), 'GameState.feed: expected array, got "abc"');
    });

    it("map that is not a Map", () => {
      expectInvalid(codec(), mutated((v) => (v.players = {})), "GameState.players: expected Map, got object");
      expectInvalid(codec(), mutated((v) => (v.scores = [[1, 2]])), "GameState.scores: expected Map, got array");
    });

    it("a Proxy of a Map or a Uint8Array is refused with its path, by validate and by encode alike", () => {
      // Their methods need the real object's internal slots: encoders once threw a raw TypeError
      // while validate said [] (and a proxied Map made validate itself throw).
      const posing = (what: string) => `expected ${what}, got an object posing as a ${what === "Map" ? "Map" : "Uint8Array"} (a Proxy?)`;
      expectInvalid(codec(), mutated((v) => (v.players = new Proxy(v.players, {}))), `GameState.players: ${posing("Map")}`);
      expectInvalid(codec(), mutated((v) => (v.blob = new Proxy(v.blob, {}))), `GameState.blob: ${posing("bytes (Uint8Array)").replace("a bytes (Uint8Array)", "a Uint8Array")}`);
      const C = codec();
      const bad = mutated((v) => (v.blob = new Proxy(v.blob, {})));
      expect(thrown(() => C.clone(bad))).toBeInstanceOf(ValidationError);
      expect(thrown(() => C.encodeDiff(validGame(), bad))).toBeInstanceOf(ValidationError);
      // An object made from Map.prototype is no Map either.
      expectInvalid(codec(), mutated((v) => (v.scores = Object.create(Map.prototype))), "GameState.scores: expected Map, got an object posing as a Map (a Proxy?)");
    });

    it("a Map subclass is read as a Map, unless it overrides what the codecs call", () => {
      // A `get` answering 0 for missing keys once made encodeDiff send a deleted key as
      // "updated to 0"; a lying `size` made encode write bytes that did not decode.
      class DefaultMap<K, V> extends Map<K, V> {
        override get(k: K): V | undefined {
          return super.has(k) ? super.get(k) : (0 as V);
        }
      }
      class Liar<K, V> extends Map<K, V> {
        override get size(): number {
          return super.size - 1;
        }
      }
      class Tagged<K, V> extends Map<K, V> {
        tag(): string {
          return "scores";
        }
      }
      const C = codec();
      const prev = validGame();
      const next = mutated((v) => (v.scores = new DefaultMap([...v.scores].slice(1))));
      expectInvalid(C, next, "GameState.scores: expected Map, got a Map subclass that overrides get", prev);
      expect(thrown(() => C.encodeDiff(prev, next))).toBeInstanceOf(ValidationError);
      expect(C.equals(prev, next)).toBe(false);
      expectInvalid(C, mutated((v) => (v.scores = new Liar(v.scores))), "GameState.scores: expected Map, got a Map subclass that overrides size");
      // One that only adds members is fine, in snapshots and diffs.
      const fine = mutated((v) => (v.scores = new Tagged([...v.scores].slice(1))));
      expect(C.validate(fine)).toEqual([]);
      expect(C.equals(C.decode(C.encode(fine)), fine)).toBe(true);
      expect(C.equals(C.decodeDiff(prev, C.encodeDiff(prev, fine)), fine)).toBe(true);
    });

    it("map values: path with the key", () => {
      expectInvalid(codec(), mutated((v) => v.players.set("p3", null)), 'GameState.players["p3"]: expected Player, got null');
      expectInvalid(codec(), mutated((v) => v.scores.set(5, -1)), "GameState.scores[5]: expected uint, got -1 (below the minimum 0)");
      expectInvalid(codec(), mutated((v) => v.players.set('we"ird', 1)), 'GameState.players["we\\"ird"]: expected Player, got 1');
    });

    it("map keys of the wrong type", () => {
      expectInvalid(codec(), mutated((v) => v.scores.set(1.5, 2)), "GameState.scores[1.5] (key): expected int, got 1.5");
      expectInvalid(codec(), mutated((v) => v.scores.set("1", 2)), 'GameState.scores["1"] (key): expected int, got "1"');
      expectInvalid(codec(), mutated((v) => v.players.set(7, validGame().players.get("p1"))), "GameState.players[7] (key): expected string, got 7");
      expectInvalid(codec(), mutated((v) => v.lookup.set(101, { x: 0, y: 0 })), "GameState.lookup[101] (key): expected uint(max=100), got 101 (above the maximum 100)");
    });

    it("objects that are not objects", () => {
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").pos = [1, 2])), `${P1}.pos: expected Vec, got array`);
      expectInvalid(codec(), mutated((v) => (v.players.get("p1").pos = 5)), `${P1}.pos: expected Vec, got 5`);
      expectInvalid(codec(), null, "GameState: expected GameState, got null");
      expectInvalid(codec(), "state", 'GameState: expected GameState, got "state"');
    });

    it("optional of the wrong type", () => {
      expectInvalid(codec(), mutated((v) => (v.maybe = "x")), 'GameState.maybe: expected int, got "x"');
      expectInvalid(codec(), mutated((v) => (v.tags[1] = 5)), "GameState.tags[1]: expected string, got 5");
      expectInvalid(codec(), mutated((v) => (v.lookup = [])), "GameState.lookup: expected Map, got array");
    });

    it("missing required composite fields say 'missing required'", () => {
      // Regression: objects, arrays and maps once said "expected Stats, got undefined"; like
      // primitives they now say "missing required …".
      expectInvalidMatching(codec(), mutated((v) => delete v.players.get("p1").stats), `${P1}.stats`, /^GameState\.players\["p1"\]\.stats: missing required /);
      expectInvalidMatching(codec(), mutated((v) => delete v.feed), "GameState.feed", /^GameState\.feed: missing required /);
      expectInvalidMatching(codec(), mutated((v) => delete v.players), "GameState.players", /^GameState\.players: missing required /);
      expectInvalidMatching(codec(), mutated((v) => delete v.shape), "GameState.shape", /^GameState\.shape: missing required /);
    });
  });

  describe("roots that are not objects", () => {
    const S = parseSchema('Scores: "<string, uint>"\nPhase: [A, B]\nIds: "int(min=0, max=9)[]"\nTree: Tree[]\nNum: uint(max=3)\n');

    it("alias, enum and recursive alias roots use the type name as the path root", () => {
      expectInvalid(codec(S, "Scores"), new Map([["a", -1]]), 'Scores["a"]: expected uint, got -1 (below the minimum 0)');
      expectInvalid(codec(S, "Phase"), "C", 'Phase: expected Phase (A, B), got "C"');
      expectInvalid(codec(S, "Ids"), [1, 10], "Ids[1]: expected int(min=0, max=9), got 10 (above the maximum 9)");
      expectInvalid(codec(S, "Tree"), [[], [[5]]], "Tree[1][0][0]: expected array, got 5");
      expectInvalid(codec(S, "Num"), 4, "Num: expected uint(max=3), got 4 (above the maximum 3)");
    });
  });

  describe("recursive types", () => {
    const S = parseSchema("Node:\n  v: int\n  kids: Node[]\n  next: Node?\n  byName: <string, Node>\n");
    const leaf = (v: number): Any => ({ v, kids: [], next: undefined, byName: new Map() });

    it("deep paths", () => {
      const bad = leaf(0);
      const mid = leaf(1);
      mid.byName.set("k", { ...leaf(2), next: { ...leaf(3), v: "x" } });
      bad.kids.push(leaf(1), mid);
      expectInvalid(codec(S, "Node"), bad, 'Node.kids[1].byName["k"].next.v: expected int, got "x"');
    });

    it("a cyclic value is a ValidationError, never a RangeError", () => {
      // BUG (compile mode only, environment-dependent): the compiled code reads every helper
      // as a property of the runtime module namespace (`rt.checkInt(...)`). Under Vite/vitest the
      // namespace's properties are getters `() => { try { return x } catch {} }`, so when the stack
      // runs out inside such a getter the RangeError is swallowed, `rt.checkInt` is undefined, and
      // the caller sees "TypeError: undefined is not a function" instead of a ValidationError
      // (validationFailure only maps RangeError). Passing a plain copy of the runtime
      // (`{ ...runtime }`) to the compiled factory in interpreter/compile.ts would avoid it.

      const C = codec(S, "Node");
      const viaArray = leaf(1);
      viaArray.kids.push(viaArray);
      const viaOptional = leaf(1);
      viaOptional.next = viaOptional;
      const viaMap = leaf(1);
      viaMap.byName.set("self", viaMap);
      for (const cyc of [viaArray, viaOptional, viaMap]) {
        for (const f of [() => C.encode(cyc), () => C.encodeDiff(leaf(1), cyc), () => C.toJson(cyc), () => C.clone(cyc)]) {
          const e = thrown(f);
          expect(e).toBeInstanceOf(ValidationError);
          expect(e).not.toBeInstanceOf(RangeError);
          expect((e as ValidationError).message).toMatch(/cyclic|deep/);
        }
        const lines = C.validate(cyc);
        expect(lines).toHaveLength(1);
        // the level at which the cycle passes the nesting limit, by its path
        expect(lines[0]).toMatch(/^Node\S+: nested deeper than 512 levels \(or cyclic\)$/);
      }
      const other = leaf(1);
      other.kids.push(other);
      const e = thrown(() => C.equals(viaArray, other));
      expect(e).toBeInstanceOf(ValidationError);
    });

    it("very deep (acyclic) values are ValidationErrors too", () => {
      // BUG (compile mode only): same swallowed-RangeError TypeError as for cyclic values above.
      const C = codec(S, "Node");
      let v = leaf(0);
      for (let i = 0; i < 100_000; i++) v = { ...leaf(i), next: v };
      const e = thrown(() => C.encode(v));
      expect(e).toBeInstanceOf(ValidationError);
      expect(C.validate(v)).toEqual([`Node${".next".repeat(512)}: nested deeper than 512 levels (or cyclic)`]);
    });

    it("very deep JSON is a ValidationError", () => {
      // BUG (compile mode only): same swallowed-RangeError TypeError as for cyclic values above.
      const C = codec(S, "Node");
      let j: Any = { v: 0, kids: [], byName: {} };
      for (let i = 0; i < 100_000; i++) j = { v: 0, kids: [], byName: {}, next: j };
      expect(thrown(() => C.fromJson(j))).toBeInstanceOf(ValidationError);
    });

    it("JSON nested past the limit (through a union, whose JSON and value paths differ) is 'JSON nested too deeply'", () => {
      const C = codec(parseSchema("Expr: [Num, Neg]\nNum:\n  n: int\nNeg:\n  of: Expr\n"), "Expr");
      const nest = (negs: number): Any => {
        let j: Any = { Num: { n: 1 } };
        for (let i = 0; i < negs; i++) j = { Neg: { of: j } };
        return j;
      };
      const ok = C.fromJson(nest(512));
      expect(C.equals(C.decode(C.encode(ok)), ok)).toBe(true);
      for (const j of [nest(513), nest(5000)]) {
        const e = thrown(() => C.fromJson(j));
        expect(e).toBeInstanceOf(ValidationError);
        expect((e as ValidationError).problems).toEqual(["Expr: JSON nested too deeply"]);
      }
    });
  });

  describe("encodeDiff", () => {
    it("throws ValidationError naming the path of the bad next value", () => {
      const C = codec();
      const prev = validGame();
      const cases: [(v: Any) => void, string][] = [
        [(v) => (v.players.get("p1").stats.health = -3), `${P1}.stats.health: expected uint, got -3 (below the minimum 0)`],
        [(v) => (v.players.get("p1").inventory[0].count = 1e6), `${P1}.inventory[0].count: expected uint(max=999), got 1000000 (above the maximum 999)`],
        [(v) => v.players.get("p1").inventory.push({ id: 1, count: 1 }), `${P1}.inventory[2].id: expected string, got 1`],
        [(v) => v.players.set("p9", { ...validGame().players.get("p1"), small: 99 }), 'GameState.players["p9"].small: expected int(min=-5, max=10), got 99 (above the maximum 10)'],
        [(v) => (v.shape = { _type: "Circle", r: "big" }), 'GameState.shape.r: expected float, got "big"'],
        [(v) => (v.shape = { _type: "Square", side: 1.5 }), "GameState.shape.side: expected uint(max=100), got 1.5"],
        [(v) => (v.feed[0] = { _type: "Chat", from: "x", text: "\uD800" }), "GameState.feed[0].text: string has a lone surrogate (not representable in UTF-8)"],
        [(v) => (v.maybe = 1.5), "GameState.maybe: expected int, got 1.5"],
        [(v) => (v.tags = [undefined, "\uDFFF"]), "GameState.tags[1]: string has a lone surrogate (not representable in UTF-8)"],
        [(v) => v.lookup.get(3).x = 1e40, "GameState.lookup[3].x: expected float, got 1e+40 (beyond float32's range, ±3.4028234663852886e+38)"],
        [(v) => (v.lookup = new Map([[3, { x: 1, y: "4" }]])), 'GameState.lookup[3].y: expected float, got "4"'],
        [(v) => (v.players = new Map([["p1", null]])), 'GameState.players["p1"]: expected Player, got null'],
        [(v) => (v.phase = "OVER"), 'GameState.phase: expected Phase (LOBBY, PLAYING, ENDED), got "OVER"'],
        [(v) => (v.blob = null), "GameState.blob: expected bytes (Uint8Array), got null"],
        [(v) => (v.tick = -1), "GameState.tick: expected uint, got -1 (below the minimum 0)"],
      ];
      for (const [mutate, line] of cases) expectInvalid(C, mutated(mutate), line, prev);
    });

    it("a map key holding ': ' (or a quote and a bracket) is inside the error's path", () => {
      const C = codec();
      const key = 'x: "y"]: z';
      const v = mutated((v) => v.players.set(key, { ...validGame().players.get("p1"), small: 99 }));
      const e = thrown(() => C.encode(v)) as ValidationError;
      expect(e).toBeInstanceOf(ValidationError);
      expect(e.path).toBe(`GameState.players[${JSON.stringify(key)}].small`);
      expect(e.message).toBe(`${e.path}: expected int(min=-5, max=10), got 99 (above the maximum 10)`);
    });

    it("refuses an invalid next value even where it compares equal to prev", () => {
      // Regression: encodeDiff once wrote "unchanged" without validating when equality coerced
      // (Math.fround("2") === 2, a plain array against bytes, a string against string[]); equality
      // now requires the right types, so these reach the validator.
      const S = parseSchema("R:\n  f: float\n  b: bytes\n  t: string[]\n");
      const C = codec(S, "R");
      const prev = { f: 2, b: new Uint8Array([1, 2]), t: ["a", "b"] };
      expectInvalid(C, { ...prev, f: "2" }, 'R.f: expected float, got "2"', prev);
      expectInvalid(C, { ...prev, f: [2] }, "R.f: expected float, got array", prev);
      expectInvalid(C, { ...prev, f: null }, "R.f: expected float, got null", { ...prev, f: 0 });
      expectInvalid(C, { ...prev, b: [1, 2] }, "R.b: expected bytes (Uint8Array), got array", prev);
      expectInvalid(C, { ...prev, t: "ab" }, 'R.t: expected array, got "ab"', prev);
    });

    it("refuses an object field that is not an object, an empty object's misfit and an overflowing float, where they compare equal to prev", () => {
      // Regression: eq of an object read b's fields without checking that b is an object, so
      // (5).x matched prev's absent optional and encodeDiff wrote "unchanged"; eq of an empty
      // object was `true` for anything; float32 equality took 3.5e38 (which rounds to Infinity)
      // for Infinity. encodeDiff takes what eq finds equal as valid, so each wrote bytes for a
      // value that encode and validate refuse.
      const S = parseSchema("R:\n  o: O\n  e: Empty\n  es: Empty[]\n  m: <string, Empty>\n  f: float\n  fa: float[]\nO:\n  x: int?\nEmpty: {}\n");
      const C = codec(S, "R");
      const prev = { o: {}, e: {}, es: [{}], m: new Map([["a", {}]]), f: Infinity, fa: [Infinity, 1] };
      for (const o of [5, "s", true, []]) expectInvalid(C, { ...prev, o }, `R.o: expected O, got ${Array.isArray(o) ? "array" : JSON.stringify(o)}`, prev);
      expectInvalid(C, { ...prev, e: null }, "R.e: expected Empty, got null", prev);
      expectInvalid(C, { ...prev, e: 5 }, "R.e: expected Empty, got 5", prev);
      expectInvalid(C, { ...prev, e: [] }, "R.e: expected Empty, got array", prev);
      expectInvalid(C, { ...prev, es: [5] }, "R.es[0]: expected Empty, got 5", prev);
      expectInvalid(C, { ...prev, m: new Map([["a", 5]]) }, 'R.m["a"]: expected Empty, got 5', prev);
      expectInvalid(C, { ...prev, f: 3.5e38 }, "R.f: expected float, got 3.5e+38 (beyond float32's range, ±3.4028234663852886e+38)", prev);
      expectInvalid(C, { ...prev, fa: [1e39, 1] }, "R.fa[0]: expected float, got 1e+39 (beyond float32's range, ±3.4028234663852886e+38)", prev);
      expect(C.equals(prev, { ...prev, o: 5 } as Any)).toBe(false);
      expect(C.equals(prev, { ...prev, e: 5 } as Any)).toBe(false);
      expect(C.equals(prev, { ...prev, f: 3.5e38 })).toBe(false);
      // The valid ones still diff to "unchanged".
      expect([...C.encodeDiff(prev, { ...prev, o: {}, e: {}, es: [{}] })]).toEqual([0]);
    });

    it("refuses an array where an object or a union variant is expected, in encode as in validate", () => {
      // Regression: the encoders tested only typeof "object" and null, so [] (or an array given
      // the fields or a _type) was written as the object.
      const S = parseSchema("R:\n  o: O\n  u: U\n  n: int\nO:\n  x: int?\nA:\n  k: int\nB: {}\nU: [A, B]\n");
      const C = codec(S, "R");
      const ok = { o: {}, u: { _type: "B" }, n: 1 };
      expect(C.validate(ok)).toEqual([]);
      expectInvalid(C, { ...ok, o: [] }, "R.o: expected O, got array", ok);
      expectInvalid(C, { ...ok, o: Object.assign([], { x: 1 }) }, "R.o: expected O, got array", ok);
      expectInvalid(C, { ...ok, u: Object.assign([], { _type: "A", k: 1 }) }, "R.u: expected U, got array", ok);
      expect(thrown(() => C.encode([] as Any))).toBeInstanceOf(ValidationError);
      for (const bad of [{ ...ok, o: [] }, { ...ok, u: Object.assign([], { _type: "B" }) }]) {
        expect(thrown(() => C.encode(bad))).toBeInstanceOf(ValidationError);
        expect(C.validate(bad).length).toBe(1);
      }
    });

    it("reads a Map subclass the same way everywhere: keys() and values(), not an overridden iterator", () => {
      // Regression: the encoders read keys() and values(), while validate, clone and toJson
      // iterated the map itself, so a subclass overriding entries/[Symbol.iterator] was encoded
      // from one set of entries and validated or converted from another.
      const S = parseSchema("R:\n  m: <string, int(min=0, max=9)>\n");
      const C = codec(S, "R");
      class Lying extends Map<string, number> {
        override entries(): MapIterator<[string, number]> {
          return new Map([["fake", 1]]).entries();
        }
        override [Symbol.iterator](): MapIterator<[string, number]> {
          return this.entries();
        }
      }
      const m = new Lying([["a", 3], ["b", 4]]);
      const v = { m };
      expect(C.toJson(v)).toEqual({ m: { a: 3, b: 4 } });
      expect([...C.clone(v).m.keys()]).toEqual(["a", "b"]);
      expect(C.equals(C.decode(C.encode(v)), C.clone(v))).toBe(true);
      const bad = { m: new Lying([["a", 30]]) };
      expectInvalid(C, bad, 'R.m["a"]: expected int(min=0, max=9), got 30 (above the maximum 9)', { m: new Map() });
    });

    it("passes on a RangeError thrown by a getter of the value, instead of calling it too deep", () => {
      const S = parseSchema("R:\n  n: int\n");
      const C = codec(S, "R");
      const bad = {
        get n(): number {
          throw new RangeError("from the getter");
        },
      };
      for (const f of [() => C.encode(bad), () => C.encodeDiff({ n: 1 }, bad), () => C.validate(bad)]) {
        const e = thrown(f);
        expect(e).toBeInstanceOf(RangeError);
        expect((e as Error).message).toBe("from the getter");
      }
    });

    it("throws when prev is valid and next is not an object at all", () => {
      const C = codec();
      const e = thrown(() => C.encodeDiff(validGame(), null));
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).message).toBe("GameState: expected GameState, got null");
    });
  });

  describe("validate", () => {
    it("returns [] for valid values and every problem otherwise", () => {
      const C = codec();
      expect(C.validate(validGame())).toEqual([]);
      const v = mutated((x) => {
        x.tick = -1;
        x.phase = 3;
        x.players.get("p2").stats.alive = null;
      });
      const lines = C.validate(v);
      expect(lines).toEqual([
        "GameState.tick: expected uint, got -1 (below the minimum 0)",
        "GameState.phase: expected Phase (LOBBY, PLAYING, ENDED), got 3",
        'GameState.players["p2"].stats.alive: expected boolean, got null',
      ]);
      const e = thrown(() => C.encode(v)) as ValidationError;
      expect(e).toBeInstanceOf(ValidationError);
      expect(e.message).toBe(lines[0]);
      expect(e.problems).toEqual(lines);
    });

    it("never throws for junk", () => {
      const C = codec();
      for (const junk of [undefined, null, 0, "", [], new Map(), Symbol("s"), () => 1, Object.create(null), new Proxy({}, {})]) {
        const lines = C.validate(junk);
        expect(lines.length).toBeGreaterThan(0);
        for (const l of lines) expect(l).toMatch(/^GameState[.:\[]/);
      }
    });
  });

  describe("decode never throws ValidationError", () => {
    it("refuses a revoked Proxy as input with a DecodeError (instanceof would throw a TypeError)", () => {
      const C = codec();
      const { proxy, revoke } = Proxy.revocable(new Uint8Array(4), {});
      revoke();
      for (const f of [() => C.decode(proxy as Any), () => C.decodeDiff(validGame(), proxy as Any)]) {
        const e = thrown(f);
        expect(e).toBeInstanceOf(DecodeError);
        expect((e as DecodeError).message).toMatch(/expected a Uint8Array, got object/);
      }
    });

    it("random bytes give a value or a DecodeError", () => {
      const C = codec();
      const rand = rng(1234);
      for (let n = 0; n < 2000; n++) {
        const len = Math.floor(rand() * 40);
        const bytes = new Uint8Array(len);
        for (let i = 0; i < len; i++) bytes[i] = Math.floor(rand() * 256);
        const e = thrown(() => C.decode(bytes));
        if (e !== undefined) expect(e, String(e)).toBeInstanceOf(DecodeError);
      }
    });

    it("mutated valid encodings give a value or a DecodeError", () => {
      const C = codec();
      const good = C.encode(validGame()).slice();
      const rand = rng(99);
      for (let n = 0; n < 2000; n++) {
        const bytes = good.slice(0, Math.floor(rand() * (good.length + 1)));
        if (bytes.length > 0) {
          const at = Math.floor(rand() * bytes.length);
          bytes[at] = bytes[at]! ^ (1 << Math.floor(rand() * 8));
        }
        const e = thrown(() => C.decode(bytes));
        if (e !== undefined) expect(e, String(e)).toBeInstanceOf(DecodeError);
      }
    });

    it("a diff that reads a part of prev that does not fit refuses prev with a ValidationError and its path", () => {
      const C = codec();
      const prev = validGame();
      const next = mutated((v) => (v.shape = { _type: "Square", side: 7 }));
      const diff = C.encodeDiff(prev, next);
      const bad = mutated((v) => (v.shape = { _type: "Tri", side: 1 }));
      const e = thrown(() => C.decodeDiff(bad, diff)) as ValidationError;
      expect(e).toBeInstanceOf(ValidationError);
      expect(e.path).toBe("prev.shape._type");
      expect(e.message).toBe('prev.shape._type: expected one of Circle, Square, got "Tri"');
    });

    it("random diffs against a valid prev give a value or a DecodeError", () => {
      const C = codec();
      const prev = validGame();
      const rand = rng(7);
      for (let n = 0; n < 2000; n++) {
        const len = Math.floor(rand() * 24);
        const bytes = new Uint8Array(len);
        for (let i = 0; i < len; i++) bytes[i] = Math.floor(rand() * 256);
        const e = thrown(() => C.decodeDiff(prev, bytes));
        if (e !== undefined) expect(e, String(e)).toBeInstanceOf(DecodeError);
      }
    });

    it("non-Uint8Array input is a DecodeError", () => {
      const C = codec();
      for (const junk of [null, undefined, [1, 2], "abc", new ArrayBuffer(4)]) {
        expect(thrown(() => C.decode(junk as unknown as Uint8Array))).toBeInstanceOf(DecodeError);
      }
    });
  });

  describe("JSON form errors", () => {
    const validJson = (): Any => codec().toJson(validGame());

    const expectJsonError = (json: Any, path: string | RegExp, message?: RegExp | string) => {
      const e = thrown(() => codec().fromJson(json));
      expect(e, `fromJson should refuse ${JSON.stringify(json)}`).toBeInstanceOf(ValidationError);
      const ve = e as ValidationError;
      if (typeof path === "string") expect(ve.path).toBe(path);
      else expect(ve.path).toMatch(path);
      expect(ve.message.startsWith(ve.path + ": ")).toBe(true);
      if (typeof message === "string") expect(ve.message).toBe(message);
      else if (message) expect(ve.message).toMatch(message);
    };

    it("the valid JSON form round-trips", () => {
      const C = codec();
      const j = JSON.parse(JSON.stringify(validJson()));
      const v = C.fromJson(j);
      expect(C.equals(v, validGame())).toBe(true);
    });

    it("bad base64", () => {
      expectJsonError({ ...validJson(), blob: "!!!!" }, "GameState.blob", /base64/);
      expectJsonError({ ...validJson(), blob: "AQI" + "\u00e9" }, "GameState.blob", /base64/);
      expectJsonError({ ...validJson(), blob: "A" }, "GameState.blob", /base64/);
      expectJsonError({ ...validJson(), blob: 5 }, "GameState.blob", "GameState.blob: expected base64 string, got 5");
      expectJsonError({ ...validJson(), blob: [1, 2] }, "GameState.blob", /base64/);
    });

    it("a Map, Date or typed array where the JSON form has an object is refused, not read as empty", () => {
      const json = validJson();
      expectJsonError({ ...json, scores: new Map([[1, 2]]) }, "GameState.scores", "GameState.scores: expected object (map), got Map");
      expectJsonError({ ...json, lookup: new Map() }, "GameState.lookup", "GameState.lookup: expected object (map), got Map");
      expectJsonError({ ...json, shape: { Square: new Map([["side", 5]]) } }, "GameState.shape.Square", /expected object Square, got Map/);
      expectJsonError(new Date(0), "GameState", /expected object GameState, got object/);
      // objects of other prototypes (class instances, null-prototype objects) are still read by their own keys
      const bare = Object.assign(Object.create(null), json);
      expect(codec().equals(codec().fromJson(bare), codec().fromJson(json))).toBe(true);
    });

    it("int map keys must be canonical integers", () => {
      for (const key of ["01", "x", "1.5", "", " 1", "+1", "1e3", "-0", "9007199254740993"]) {
        expectJsonError({ ...validJson(), scores: { [key]: 1 } }, /^GameState\.scores/, /integer/);
      }
      // canonical negative keys are fine
      const v = codec().fromJson({ ...validJson(), scores: { "-2": 1, "0": 3 } });
      expect([...v.scores]).toEqual([
        [0, 3],
        [-2, 1],
      ]);
    });

    it("bounded int map keys out of range", () => {
      expectJsonError({ ...validJson(), lookup: { "101": { x: 0, y: 0 } } }, /^GameState\.lookup/);
    });

    it("union JSON must have exactly one key naming a variant", () => {
      expectJsonError({ ...validJson(), shape: { Circle: { r: 1 }, Square: { side: 1 } } }, "GameState.shape");
      expectJsonError({ ...validJson(), shape: {} }, "GameState.shape");
      expectJsonError({ ...validJson(), shape: "Circle" }, "GameState.shape");
      expectJsonError({ ...validJson(), shape: null }, "GameState.shape");
      expectJsonError({ ...validJson(), shape: [{ Circle: { r: 1 } }] }, "GameState.shape");
    });

    it("union JSON in the in-memory form (with _type) is told the JSON form", () => {
      expectJsonError(
        { ...validJson(), shape: { _type: "Circle", r: 1 } },
        "GameState.shape",
        'GameState.shape: expected an object with one key naming a variant of Shape (Circle, Square), got an object with "_type", the in-memory form (JSON names the variant as the key: { "Circle": { …its fields } })',
      );
      expectJsonError({ ...validJson(), shape: { _type: 7 } }, "GameState.shape", /in-memory form .*\{ "Variant": \{ …its fields \} \}/);
    });

    it("union JSON with an unknown variant", () => {
      expectJsonError({ ...validJson(), shape: { Tri: { a: 1 } } }, "GameState.shape", /Tri/);
      expectJsonError({ ...validJson(), shape: { _type: { a: 1 } } }, "GameState.shape", /_type/);
      expectJsonError({ ...validJson(), shape: { toString: {} } }, "GameState.shape", /toString/);
      expectJsonError({ ...validJson(), feed: [{ Kill: { killer: "a", victim: "b", headshot: true } }, { Boom: {} }] }, "GameState.feed[1]", /Boom/);
    });

    it("union JSON variant contents are checked with paths", () => {
      expectJsonError({ ...validJson(), shape: { Square: { side: 500 } } }, "GameState.shape.Square.side", "GameState.shape.Square.side: expected uint(max=100), got 500 (above the maximum 100)");
      expectJsonError({ ...validJson(), shape: { Circle: 5 } }, /^GameState\.shape/);
    });

    it("every problem is named by its place in the JSON (a union's variant key, an int map key as its string), in validate's words and order", () => {
      const C = codec();
      const json = validJson();
      json.tick = -1;
      json.feed = [{ Kill: { killer: "a", victim: "b", headshot: "yes" } }, { Chat: { from: "c" } }];
      json.scores = { "1": -3 };
      json.shape = { Circle: { r: "big" } };
      json.maybe = "x";
      json.tags = ["a", null, 5];
      json.lookup = { "3": { x: "a", y: 0 }, "101": { x: 0, y: 0 } };
      json.players.p1.stats.health = 1.5;
      const e = thrown(() => C.fromJson(json));
      expect(e).toBeInstanceOf(ValidationError);
      const problems = [
        ["GameState.tick", "expected uint, got -1 (below the minimum 0)"],
        [`${P1}.stats.health`, "expected uint, got 1.5"],
        ["GameState.scores[\"1\"]", "expected uint, got -3 (below the minimum 0)"],
        ["GameState.feed[0].Kill.headshot", 'expected boolean, got "yes"'],
        ["GameState.feed[1].Chat.text", "missing required string"],
        ["GameState.shape.Circle.r", 'expected float, got "big"'],
        ["GameState.maybe", 'expected int, got "x"'],
        ["GameState.tags[2]", "expected string, got 5"],
        ['GameState.lookup["3"].x', 'expected float, got "a"'],
        ['GameState.lookup["101"] (key)', "expected uint(max=100), got 101 (above the maximum 100)"],
      ];
      expect((e as ValidationError).problems).toEqual(problems.map(([path, text]) => `${path}: ${text}`));
      // validate says the same of the value built, at the value's paths
      const v = mutated((v) => {
        v.tick = -1;
        v.feed = [{ _type: "Kill", killer: "a", victim: "b", headshot: "yes" }, { _type: "Chat", from: "c" }];
        v.scores = new Map([[1, -3]]);
        v.shape = { _type: "Circle", r: "big" };
        v.maybe = "x";
        v.tags = ["a", undefined, 5];
        v.lookup = new Map([[3, { x: "a", y: 0 }], [101, { x: 0, y: 0 }]]);
        v.players.delete("p2");
        v.players.get("p1").stats.health = 1.5;
      });
      expect(C.validate(v).map((line) => line.slice(line.indexOf(": ") + 2))).toEqual(problems.map(([, text]) => text));
    });

    it("a wrong shape does not end the reading: every problem is reported, in the order read", () => {
      const S = parseSchema(
        'P:\n  name: string\n  pos: V\n  hp: uint(max=100)\n  tags: string[]\n  m: "<int, V>"\n  sh: Shape\n  blob: bytes\n  after: boolean\n' +
          "V:\n  x: int\n  y: int\nShape: [Circle, Square]\nCircle:\n  r: double\nSquare:\n  s: double\n",
      );
      const C = codec(S, "P");
      const shapes = { tick: 1, name: 5, pos: 7, tags: "x", m: [], sh: { Tri: {} }, blob: 5, after: "no", zz: 2 };
      expect((thrown(() => C.fromJson(shapes)) as ValidationError).problems).toEqual([
        "P.name: expected string, got 5",
        "P.pos: expected object V, got 7",
        "P.hp: missing required uint(max=100)",
        'P.tags: expected array, got "x"',
        "P.m: expected object (map), got array",
        'P.sh: expected one of Circle, Square, got "Tri"',
        "P.blob: expected base64 string, got 5",
        'P.after: expected boolean, got "no"',
        'P: unknown field "tick" (not a field of P)',
        'P: unknown field "zz" (not a field of P)',
      ]);
      const inner = { name: "a", pos: { x: 1, y: 2, q: 3 }, hp: 5, tags: [], m: { a: { x: 1, y: 1 }, "2": { x: "no", y: 0 } }, sh: { Circle: { r: 1 }, Square: {} }, blob: "AQJ", after: 1 };
      expect((thrown(() => C.fromJson(inner)) as ValidationError).problems).toEqual([
        'P.pos: unknown field "q" (not a field of V)',
        // Object.keys order: an integer-like key first.
        'P.m["2"].x: expected int, got "no"',
        'P.m["a"]: map key "a" is not an integer',
        "P.sh: expected an object with one key naming a variant of Shape (Circle, Square), got object",
        "P.blob: invalid base64 (non-zero padding bits)",
        "P.after: expected boolean, got 1",
      ]);
    });

    it("a bad value inside a union inside a map, or in an optional, is named by its JSON path", () => {
      const S = parseSchema('R:\n  m: "<int, Shape>"\n  o: Shape?\n  k: "<uint(max=3), bytes>"\nShape: [Circle, Square]\nCircle:\n  r: float\nSquare:\n  side: uint(max=100)\n');
      const C = codec(S, "R");
      const ok = { m: { "-2": { Square: { side: 1 } } }, o: null, k: { "3": "AQI=" } };
      expect(C.fromJson(ok)).toEqual({ m: new Map([[-2, { _type: "Square", side: 1 }]]), o: undefined, k: new Map([[3, new Uint8Array([1, 2])]]) });
      const cases: [Any, string][] = [
        [{ ...ok, m: { "-2": { Square: { side: true } } } }, 'R.m["-2"].Square.side: expected uint(max=100), got true'],
        [{ ...ok, o: { Circle: { r: null } } }, "R.o.Circle.r: expected float, got null"],
        [{ ...ok, o: { Circle: {} } }, "R.o.Circle.r: missing required float"],
        [{ ...ok, k: { "4": "AQI=" } }, 'R.k["4"] (key): expected uint(max=3), got 4 (above the maximum 3)'],
        [{ ...ok, k: { "1": "!" } }, 'R.k["1"]: invalid base64'],
        [{ ...ok, m: { "07": { Square: { side: 1 } } } }, 'R.m["07"]: map key "07" is not an integer'],
        [{ ...ok, m: { "-9007199254740992": { Square: { side: 1 } } } }, 'R.m["-9007199254740992"]: map key "-9007199254740992" is beyond the safe integers, ±(2^53 − 1)'],
      ];
      for (const [json, line] of cases) {
        const e = thrown(() => C.fromJson(json));
        expect(e, line).toBeInstanceOf(ValidationError);
        expect((e as ValidationError).problems).toEqual([line]);
        expect((e as ValidationError).path).toBe(line.slice(0, line.indexOf(": ")));
      }
    });

    it("wrong shapes and values", () => {
      expectJsonError(5, "GameState");
      expectJsonError(null, "GameState");
      expectJsonError([], "GameState");
      expectJsonError({ ...validJson(), players: [] }, "GameState.players");
      expectJsonError({ ...validJson(), feed: {} }, "GameState.feed");
      expectJsonError({ ...validJson(), players: { p1: { ...validJson().players.p1, stats: { health: "x", alive: true } } } }, 'GameState.players["p1"].stats.health');
      expectJsonError({ ...validJson(), tick: "NaN" }, "GameState.tick", 'GameState.tick: expected uint, got "NaN"');
      expectJsonError({ ...validJson(), tick: -1 }, "GameState.tick", "GameState.tick: expected uint, got -1 (below the minimum 0)");
      expectJsonError({ ...validJson(), phase: "NOPE" }, "GameState.phase");
      expectJsonError({ ...validJson(), players: { p1: { ...validJson().players.p1, angle: "NaN" } } }, `${P1}.angle`);
      expectJsonError({ ...validJson(), players: { p1: { ...validJson().players.p1, f: "nan" } } }, `${P1}.f`);
      const noTick = validJson();
      delete noTick.tick;
      expectJsonError(noTick, "GameState.tick", "GameState.tick: missing required uint");
    });

    it("non-finite floats in JSON", () => {
      const C = codec();
      const j = validJson();
      expect(j.players.p2.f).toBe("NaN");
      expect(j.players.p2.d).toBe("Infinity");
      const p = { ...j.players.p1, f: "-Infinity", d: "NaN" };
      const v = C.fromJson({ ...j, players: { p1: p } });
      expect(v.players.get("p1").f).toBe(-Infinity);
      expect(v.players.get("p1").d).toBeNaN();
    });

    it("toJson of structurally broken values is a ValidationError with a path", () => {
      const C = codec();
      const a = thrown(() => C.toJson(mutated((v) => (v.shape = { side: 1 }))));
      expect(a).toBeInstanceOf(ValidationError);
      expect((a as ValidationError).path).toBe("GameState.shape._type");
      const b = thrown(() => C.toJson(mutated((v) => (v.players = {}))));
      expect(b).toBeInstanceOf(ValidationError);
      expect((b as ValidationError).path).toBe("GameState.players");
      const c = thrown(() => C.toJson(mutated((v) => (v.feed = null))));
      expect(c).toBeInstanceOf(ValidationError);
      expect((c as ValidationError).path).toBe("GameState.feed");
    });
  });

  describe("__proto__ and other awkward keys are data", () => {
    const S = parseSchema('R:\n  m: "<string, int>"\n  o: "<string, Item>"\nItem:\n  n: uint\n');

    it("through encode/decode", () => {
      const C = codec(S, "R");
      const v = {
        m: new Map([
          ["__proto__", 5],
          ["constructor", 6],
          ["toString", 7],
          ["a", 1],
        ]),
        o: new Map([["__proto__", { n: 1 }]]),
      };
      expect(C.validate(v)).toEqual([]);
      const back = C.decode(C.encode(v));
      expect([...back.m]).toEqual([...v.m]);
      expect([...back.o]).toEqual([["__proto__", { n: 1 }]]);
      expect(C.equals(back, v)).toBe(true);
      const d = C.decodeDiff({ m: new Map(), o: new Map() }, C.encodeDiff({ m: new Map(), o: new Map() }, v));
      expect([...d.m]).toEqual([...v.m]);
    });

    it("through toJson/fromJson", () => {
      const C = codec(S, "R");
      const v = {
        m: new Map([
          ["__proto__", 5],
          ["a", 1],
        ]),
        o: new Map([["__proto__", { n: 2 }]]),
      };
      const j = C.toJson(v) as Any;
      expect(Object.getPrototypeOf(j.m)).toBe(Object.prototype);
      expect(Object.keys(j.m)).toEqual(["__proto__", "a"]);
      expect(Object.keys(j.o)).toEqual(["__proto__"]);
      const text = JSON.stringify(j);
      expect(text).toBe('{"m":{"__proto__":5,"a":1},"o":{"__proto__":{"n":2}}}');
      const back = C.fromJson(JSON.parse(text));
      expect([...back.m]).toEqual([...v.m]);
      expect([...back.o]).toEqual([["__proto__", { n: 2 }]]);
      // nothing leaked onto Object.prototype
      expect(({} as Any).n).toBeUndefined();
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, "n")).toBe(false);
    });
  });

  describe("optionals and extra properties", () => {
    it("null is accepted for an absent optional and decodes as undefined", () => {
      const C = codec();
      const withNull = mutated((v) => {
        v.maybe = null;
        v.players.get("p1").target = null;
        v.tags = [null, "x"];
        v.lookup = null;
      });
      const withUndefined = mutated((v) => {
        v.maybe = undefined;
        v.players.get("p1").target = undefined;
        v.tags = [undefined, "x"];
        v.lookup = undefined;
      });
      expect(C.validate(withNull)).toEqual([]);
      expect(C.encode(withNull)).toEqual(C.encode(withUndefined));
      expect(C.equals(withNull, withUndefined)).toBe(true);
      const back = C.decode(C.encode(withNull));
      expect(back.maybe).toBeUndefined();
      expect(back.players.get("p1").target).toBeUndefined();
      expect(back.tags[0]).toBeUndefined();
      expect(back.lookup).toBeUndefined();
      // in diffs too
      const prev = validGame();
      const next = C.decodeDiff(prev, C.encodeDiff(prev, withNull));
      expect(next.maybe).toBeUndefined();
      expect(next.lookup).toBeUndefined();
      const again = C.decodeDiff(withNull, C.encodeDiff(withNull, prev));
      expect(again.maybe).toBe(5);
      // and in JSON
      const j = { ...(C.toJson(validGame()) as Any), maybe: null, lookup: null };
      const fromJ = C.fromJson(j);
      expect(fromJ.maybe).toBeUndefined();
      expect(fromJ.lookup).toBeUndefined();
      const j2 = C.toJson(withNull) as Any;
      expect("maybe" in j2).toBe(false);
    });

    it("absent optional fields may be missing entirely", () => {
      const C = codec();
      const v = mutated((x) => {
        delete x.maybe;
        delete x.lookup;
      });
      expect(C.validate(v)).toEqual([]);
      expect(C.decode(C.encode(v)).maybe).toBeUndefined();
    });

    it("extra properties are ignored", () => {
      const C = codec();
      const plain = validGame();
      const extra = mutated((v) => {
        v.extra = "ignored";
        v.players.get("p1").stats.bonus = { deep: true };
        v.shape.r = "not a Square field";
        v.feed[0].text = 5;
      });
      expect(C.validate(extra)).toEqual([]);
      expect(C.encode(extra)).toEqual(C.encode(plain));
      expect(C.equals(extra, plain)).toBe(true);
      const back = C.decode(C.encode(extra));
      expect(back.extra).toBeUndefined();
      expect(back.players.get("p1").stats.bonus).toBeUndefined();
      expect(C.encodeDiff(plain, extra)).toEqual(C.encodeDiff(plain, plain));
      const j = C.toJson(extra) as Any;
      expect(j.extra).toBeUndefined();
    });

    it("but in JSON an unknown field is refused, with its path (it would be dropped)", () => {
      const C = codec();
      const j = C.toJson(validGame()) as Any;
      expect(() => C.fromJson({ ...j, more: 1 })).toThrow(ValidationError);
      expect(() => C.fromJson({ ...j, more: 1 })).toThrow('GameState: unknown field "more" (not a field of GameState)');
      const typo = structuredClone(j);
      typo.players.p1.stats.helth = 5;
      expect(() => C.fromJson(typo)).toThrow(`${P1}.stats: unknown field "helth"`);
      const inVariant = structuredClone(j);
      inVariant.shape.Square.r = 1;
      expect(() => C.fromJson(inVariant)).toThrow(/^GameState\.shape[.\w]*: unknown field "r" \(not a field of Square\)$/);
      const typed = structuredClone(j);
      typed.shape.Square._type = "Square"; // the in-memory tag has no place in the JSON form
      expect(() => C.fromJson(typed)).toThrow(/unknown field "_type" \(not a field of Square\)$/);
      expect(C.equals(C.fromJson(j), validGame())).toBe(true);
    });

    it("field names that exist on Object.prototype are looked up as own properties", () => {
      // Regression: a field named like an Object.prototype member (toString, constructor, valueOf, …)
      // once read the inherited function when the property was absent (encode({}) for
      // `R: { toString: string?, constructor: int? }` threw "expected string, got function").
      const S = parseSchema("R:\n  toString: string?\n  constructor: int?\n");
      const C = codec(S, "R");
      expect(C.validate({})).toEqual([]);
      const back = C.decode(C.encode({}));
      expect(Object.prototype.hasOwnProperty.call(back, "toString") ? back.toString : undefined).toBeUndefined();
      expect(C.fromJson({})).toBeDefined();
      const T = parseSchema("R:\n  constructor: int\n");
      expect(codec(T, "R").validate({})).toEqual(["R.constructor: missing required int"]);
    });
  });
});

describe.each(BACKENDS)("fromJson names the place in the JSON (%s)", (backend) => {
  const edge = loadSamples().find((s) => s.name === "edge")!;

  it("inside union variants, int-keyed maps and optionals, as the compiled and walked codecs do", async () => {
    const C = await codecFor(edge, backend);
    const state = (): Any => structuredClone(edge.json[0]);
    const cases: [(j: Any) => void, string][] = [
      [(j) => (j.wrapped.Payload.value = 11), "Edge.wrapped.Payload.value: expected int(min=-5, max=10), got 11 (above the maximum 10)"],
      [(j) => (j.wrappedList[1].Payload.note = 5), "Edge.wrappedList[1].Payload.note: expected string, got 5"],
      [(j) => (j.intKeyed["-300"] = 7), 'Edge.intKeyed["-300"]: expected string, got 7'],
      [(j) => (j.uintKeyed["-1"] = true), 'Edge.uintKeyed["-1"] (key): expected uint, got -1 (below the minimum 0)'],
      [(j) => (j.optInt = 1.5), "Edge.optInt: expected int, got 1.5"],
      [(j) => (j.tree.children[1].label = null), "Edge.tree.children[1].label: expected string, got null"],
      [(j) => (j.wrapped.Payload.extra = 1), 'Edge.wrapped.Payload: unknown field "extra" (not a field of Payload)'],
    ];
    expect(C.validate(C.fromJson(state()))).toEqual([]);
    for (const [mutate, line] of cases) {
      const j = state();
      mutate(j);
      const e = thrown(() => C.fromJson(j));
      expect(e, line).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).problems).toEqual([line]);
    }
  });
});
