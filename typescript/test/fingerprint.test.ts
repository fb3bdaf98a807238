/**
 * Fingerprints: 16 hex digits; equal for two parses of the same schema (whatever the
 * whitespace, comments, style, definition order, or names of object types and aliases);
 * different whenever the wire shape differs.
 */
import { describe, expect, it } from "vitest";
import { createCodec } from "../interpreter/create.js";
import { fingerprint, wireShape } from "../schema/fingerprint.js";
import type { Schema } from "../schema/ir.js";
import { parseSchema } from "../schema/parse.js";

const BASE = `
# A game state.
GameState:
  tick: uint
  phase: Phase
  players: "<string, Player>"
  feed: Event[]
  blob: bytes
  note: string?

Phase: [LOBBY, PLAYING, ENDED]

Player:
  name: string
  pos: Vec
  hp: uint(max=100)
  angle: "float(precision=0.1, min=0, max=360)"
  speed: float
  mass: double
  alive: boolean
  level: "int(min=-5, max=10)"
  tags: "<int, string>"

Vec:
  x: float
  y: float

Event: [Kill, Chat]
Kill:
  killer: string
Chat:
  text: string
`;

const fp = (yaml: string, type = "GameState"): string => fingerprint(parseSchema(yaml), type);

/** BASE with one textual replacement, which must apply. */
function edit(from: string, to: string, text = BASE): string {
  expect(text.includes(from), `BASE contains ${from}`).toBe(true);
  return text.replace(from, to);
}

describe("fingerprint: format", () => {
  it("is 16 lowercase hex digits", () => {
    expect(fp(BASE)).toMatch(/^[0-9a-f]{16}$/);
    for (const t of ["Player", "Vec", "Phase", "Event", "Kill"]) expect(fp(BASE, t)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint(parseSchema("E: {}\n"), "E")).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint(parseSchema("Tree: Tree[]\n"), "Tree")).toMatch(/^[0-9a-f]{16}$/);
  });

  it("codec.fingerprint is the schema fingerprint, in both modes", () => {
    const s = parseSchema(BASE);
    for (const mode of ["compile", "walk"] as const) {
      expect(createCodec(s, "GameState", { mode }).fingerprint).toBe(fingerprint(s, "GameState"));
      expect(createCodec(s, "Phase", { mode }).fingerprint).toBe(fingerprint(s, "Phase"));
    }
  });

  it("different types of one schema have different fingerprints", () => {
    const all = ["GameState", "Player", "Vec", "Phase", "Event", "Kill", "Chat"].map((t) => fp(BASE, t));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("fingerprint: stability", () => {
  it("is the same for two parses of the same text", () => {
    expect(fp(BASE)).toBe(fp(BASE));
    const s = parseSchema(BASE);
    expect(fingerprint(s, "GameState")).toBe(fingerprint(s, "GameState"));
  });

  it("ignores whitespace, comments, quoting and flow vs block style", () => {
    const restyled = `GameState: {tick: uint, phase: Phase, players: "<string, Player>", feed: "Event[]", blob: 'bytes', note: "string?"}   # root
Phase:
  - LOBBY
  - PLAYING
  - ENDED
# players
Player:
    name:   string
    pos:    Vec
    hp:     "uint( max = 100 )"
    angle:  "float( precision=0.1 , min=0, max=360 )"
    speed:  float
    mass:   double
    alive:  boolean
    level:  int(min=-5,max=10)
    tags:   <int,string>
Vec: {x: float, y: float}
Event:
  - Kill
  - Chat
Kill: {killer: string}
Chat: {text: string}
`;
    expect(fp(restyled)).toBe(fp(BASE));
  });

  it("ignores the order of type definitions", () => {
    const reordered = `
Chat:
  text: string
Kill:
  killer: string
Vec:
  x: float
  y: float
Event: [Kill, Chat]
Player:
  name: string
  pos: Vec
  hp: uint(max=100)
  angle: "float(precision=0.1, min=0, max=360)"
  speed: float
  mass: double
  alive: boolean
  level: "int(min=-5, max=10)"
  tags: "<int, string>"
Phase: [LOBBY, PLAYING, ENDED]
GameState:
  tick: uint
  phase: Phase
  players: "<string, Player>"
  feed: Event[]
  blob: bytes
  note: string?
`;
    expect(fp(reordered)).toBe(fp(BASE));
  });

  it("ignores the names of object types, enums and aliases", () => {
    let renamed = BASE.replace(/\bPlayer\b/g, "Hero").replace(/\bVec\b/g, "Point2").replace(/\bPhase\b/g, "Stage");
    renamed = renamed.replace("GameState:", "World:");
    expect(fp(renamed, "World")).toBe(fp(BASE));
  });

  it("ignores aliases (an alias is its target)", () => {
    const aliased = edit("  name: string\n  pos: Vec", "  name: Name\n  pos: Pos", BASE) + "Name: string\nPos: Vec\nHp: uint(max=100)\n";
    expect(fp(aliased)).toBe(fp(BASE));
    expect(fp(edit("hp: uint(max=100)", "hp: Hp", aliased))).toBe(fp(BASE));
  });

  it("ignores types the root does not reach", () => {
    expect(fp(BASE + "Unused:\n  x: int\nOther: [A, B]\n")).toBe(fp(BASE));
  });

  it("bounds that give the same range give the same fingerprint", () => {
    const a = fp("R:\n  x: uint(max=255)\n", "R");
    expect(fp('R:\n  x: "int(min=0, max=255)"\n', "R")).toBe(a);
    expect(fp("R:\n  x: uint(min=0, max=255)\n", "R")).toBe(a);
    expect(fp("R:\n  x: int\n", "R")).toBe(fp('R:\n  x: "int(min=-9007199254740991, max=9007199254740991)"\n', "R"));
    expect(fp("R:\n  x: uint\n", "R")).toBe(fp("R:\n  x: uint(min=0)\n", "R"));
  });

  it("recursive types are stable", () => {
    const a = "Node:\n  v: int\n  kids: Node[]\n  next: Node?\n";
    const b = "# tree\nTreeNode: {v: int, kids: 'TreeNode[]', next: TreeNode?}\n";
    expect(fp(a, "Node")).toBe(fp(b, "TreeNode"));
    expect(fp("Json: <string, Json>\n", "Json")).toBe(fp("J: <string, J>\n", "J"));
  });
});

describe("fingerprint: sensitivity", () => {
  const base = fp(BASE);
  const changes: [string, string][] = [
    // a field's type
    ["field type int → uint", edit("tick: uint", "tick: int")],
    ["field type float → double", edit("speed: float", "speed: double")],
    ["field type string → bytes", edit("name: string", "name: bytes")],
    ["field becomes optional", edit("tick: uint", "tick: uint?")],
    ["field becomes an array", edit("blob: bytes", "blob: bytes[]")],
    ["optional removed", edit("note: string?", "note: string")],
    ["map key type", edit('tags: "<int, string>"', 'tags: "<uint, string>"')],
    ["map key string vs int", edit('tags: "<int, string>"', 'tags: "<string, string>"')],
    ["map value type", edit('tags: "<int, string>"', 'tags: "<int, bytes>"')],
    ["map becomes array", edit('players: "<string, Player>"', "players: Player[]")],
    ["nested type change", edit("  x: float\n  y: float", "  x: double\n  y: float")],
    // field order, names, presence
    ["field order", edit("  tick: uint\n  phase: Phase", "  phase: Phase\n  tick: uint")],
    ["nested field order", edit("  x: float\n  y: float", "  y: float\n  x: float")],
    ["field renamed", edit("tick: uint", "ticks: uint")],
    ["nested field renamed", edit("killer: string", "killedBy: string")],
    ["field added", edit("  note: string?", "  note: string?\n  extra: boolean")],
    ["field removed", edit("  blob: bytes\n", "")],
    // enums
    ["enum option added", edit("[LOBBY, PLAYING, ENDED]", "[LOBBY, PLAYING, ENDED, PAUSED]")],
    ["enum option renamed", edit("[LOBBY, PLAYING, ENDED]", "[LOBBY, RUNNING, ENDED]")],
    ["enum options reordered", edit("[LOBBY, PLAYING, ENDED]", "[PLAYING, LOBBY, ENDED]")],
    ["enum option removed", edit("[LOBBY, PLAYING, ENDED]", "[LOBBY, PLAYING]")],
    // unions
    ["union variants reordered", edit("Event: [Kill, Chat]", "Event: [Chat, Kill]")],
    ["union variant added", edit("Event: [Kill, Chat]", "Event: [Kill, Chat, Vec]")],
    ["union variant removed", edit("Event: [Kill, Chat]", "Event: [Kill]")],
    // bounds
    ["uint max", edit("hp: uint(max=100)", "hp: uint(max=101)")],
    ["int min", edit('level: "int(min=-5, max=10)"', 'level: "int(min=-6, max=10)"')],
    ["int max", edit('level: "int(min=-5, max=10)"', 'level: "int(min=-5, max=11)"')],
    ["bounded vs unbounded", edit("hp: uint(max=100)", "hp: uint")],
    ["quant precision", edit('angle: "float(precision=0.1, min=0, max=360)"', 'angle: "float(precision=0.01, min=0, max=360)"')],
    ["quant max", edit('angle: "float(precision=0.1, min=0, max=360)"', 'angle: "float(precision=0.1, min=0, max=359)"')],
    ["quant min", edit('angle: "float(precision=0.1, min=0, max=360)"', 'angle: "float(precision=0.1, min=-1, max=360)"')],
    ["quant vs float", edit('angle: "float(precision=0.1, min=0, max=360)"', "angle: float")],
    ["quant unbounded", edit('angle: "float(precision=0.1, min=0, max=360)"', 'angle: "float(precision=0.1)"')],
  ];

  it.each(changes)("%s changes the fingerprint", (_what, yaml) => {
    expect(fp(yaml)).not.toBe(base);
  });

  it("every change gives a distinct fingerprint", () => {
    const all = changes.map(([, yaml]) => fp(yaml));
    expect(new Set([base, ...all]).size).toBe(changes.length + 1);
  });

  it("a change deep inside changes the fingerprint of every type that reaches it, not others", () => {
    const changed = edit("  x: float\n  y: float", "  x: float\n  y: float\n  z: float");
    expect(fp(changed, "Vec")).not.toBe(fp(BASE, "Vec"));
    expect(fp(changed, "Player")).not.toBe(fp(BASE, "Player"));
    expect(fp(changed, "GameState")).not.toBe(fp(BASE, "GameState"));
    expect(fp(changed, "Event")).toBe(fp(BASE, "Event"));
    expect(fp(changed, "Phase")).toBe(fp(BASE, "Phase"));
  });

  it("recursive shapes are told apart", () => {
    const shapes = [
      "T:\n  v: int\n  kids: T[]\n",
      "T:\n  v: int\n  next: T?\n",
      "T:\n  v: int\n  kids: <string, T>\n",
      "T:\n  v: uint\n  kids: T[]\n",
      "T:\n  kids: T[]\n  v: int\n",
      "T:\n  v: int\n  kids: T[][]\n",
      "T:\n  v: int\n  kids: U[]\nU:\n  w: int\n  t: T?\n",
      "T:\n  v: int\n  kids: U[]\nU:\n  t: T?\n  w: int\n",
    ];
    const fps = shapes.map((y) => fp(y, "T"));
    expect(new Set(fps).size).toBe(shapes.length);
  });

  it("the wire shape text reflects the differences", () => {
    const s = parseSchema(BASE);
    const shape = wireShape(s, "GameState");
    expect(shape).toContain('"tick"');
    expect(shape).toContain("LOBBY");
    expect(shape).not.toContain("GameState");
    expect(shape).not.toContain("Player");
  });
});

describe("fingerprint: types the schema does not define", () => {
  /** What `f` throws. */
  const thrown = (f: () => unknown): unknown => {
    try {
      f();
    } catch (e) {
      return e;
    }
    throw new Error("did not throw");
  };

  it("are refused as createCodec refuses them: a TypeError listing the schema's types", () => {
    const s = parseSchema("A:\n  x: uint\nE: [a, b]\n");
    // Names every object inherits are no types of a schema that does not define them.
    for (const name of ["Nope", "toString", "constructor", "__proto__", "hasOwnProperty", "valueOf", ""]) {
      const message = `no type ${JSON.stringify(name)} in the schema (types: A, E)`;
      for (const [fn, f] of [
        ["createCodec", () => createCodec(s, name)],
        ["fingerprint", () => fingerprint(s, name)],
        ["wireShape", () => wireShape(s, name)],
      ] as const) {
        const e = thrown(f);
        expect(e).toBeInstanceOf(TypeError);
        expect((e as TypeError).message).toBe(`${fn}: ${message}`);
      }
    }
  });

  it("refuse what is not a schema, as createCodec does", () => {
    for (const notSchema of [undefined, {}, { types: {} }]) {
      const e = thrown(() => fingerprint(notSchema as unknown as Schema, "A"));
      expect(e).toBeInstanceOf(TypeError);
      expect((e as TypeError).message).toBe("fingerprint: expected a schema from parseSchema()");
    }
  });

  it("names inherited from Object.prototype are types when the schema defines them", () => {
    // parseSchema's type names start with an uppercase letter; a schema built by hand may use any.
    const parsed = parseSchema("Obj:\n  x: uint\n  e: E\nE: [a, b]\n");
    const s: Schema = { types: new Map([["toString", parsed.types.get("Obj")!], ["__proto__", parsed.types.get("E")!]]) };
    expect(fingerprint(s, "toString")).toBe(fingerprint(parsed, "Obj"));
    expect(fingerprint(s, "__proto__")).toBe(fingerprint(parsed, "E"));
    expect(thrown(() => fingerprint(s, "constructor"))).toBeInstanceOf(TypeError);
  });
});
