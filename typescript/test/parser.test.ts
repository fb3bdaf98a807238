/**
 * The schema parser: every construct of the schema language parses to the expected IR, and
 * every refusal is a SchemaError naming the culprit at its exact line:column in the YAML text.
 */
import { describe, expect, it } from "vitest";
import { SchemaError } from "../runtime/errors.js";
import type { AliasDef, Def, EnumDef, ObjectDef, Schema, TypeNode, UnionDef } from "../schema/ir.js";
import { MAX_SAFE } from "../schema/ir.js";
import { MAX_ALIAS_CHAIN, MAX_REFERENCE_DEPTH, MAX_TYPE_NESTING, parseSchema } from "../schema/parse.js";

// ---- helpers ----

function def(schema: Schema, name: string): Def {
  const d = schema.types.get(name);
  if (!d) throw new Error(`no type ${name}`);
  return d;
}

function obj(schema: Schema, name: string): ObjectDef {
  const d = def(schema, name);
  expect(d.kind).toBe("object");
  return d as ObjectDef;
}

/** The IR node of field `field` of object `type`. */
function field(schema: Schema, type: string, fieldName: string): TypeNode {
  const f = obj(schema, type).fields.find((x) => x.name === fieldName);
  if (!f) throw new Error(`no field ${type}.${fieldName}`);
  return f.type;
}

/** The IR node of a one-field object `A: { x: <expr> }`. */
function typeOf(expr: string, extra = ""): TypeNode {
  return field(parseSchema(`A:\n  x: ${expr}\n${extra}`), "A", "x");
}

/** Parses `yaml`, which must be refused; returns the SchemaError. */
function refusal(yaml: string): SchemaError {
  let caught: unknown;
  try {
    parseSchema(yaml);
  } catch (e) {
    caught = e;
  }
  expect(caught, `expected a SchemaError for:\n${yaml}`).toBeInstanceOf(SchemaError);
  return caught as SchemaError;
}

/** `yaml` is refused at exactly line:column, with a message matching every pattern. */
function refuses(yaml: string, line: number, column: number, ...patterns: (RegExp | string)[]): SchemaError {
  const e = refusal(yaml);
  expect({ line: e.line, column: e.column, message: e.message }).toMatchObject({ line, column });
  for (const p of patterns) {
    if (typeof p === "string") expect(e.message).toContain(p);
    else expect(e.message).toMatch(p);
  }
  // The position also appears in the message.
  expect(e.message).toContain(`(at ${line}:${column})`);
  return e;
}

// ---- constructs ----

describe("parser: primitives", () => {
  it("string, boolean, bytes, double, float", () => {
    expect(typeOf("string")).toEqual({ kind: "string" });
    expect(typeOf("boolean")).toEqual({ kind: "bool" });
    expect(typeOf("bytes")).toEqual({ kind: "bytes" });
    expect(typeOf("double")).toEqual({ kind: "float64" });
    expect(typeOf("float")).toEqual({ kind: "float32" });
  });

  it("int and uint cover ±(2^53 - 1) as varints", () => {
    expect(typeOf("int")).toEqual({ kind: "int", label: "int", min: -MAX_SAFE, max: MAX_SAFE, bits: -1, signed: true });
    expect(typeOf("uint")).toEqual({ kind: "int", label: "uint", min: 0, max: MAX_SAFE, bits: -1, signed: false });
  });

  it("bounded ints are packed in the fewest bits", () => {
    expect(typeOf("uint(max=255)")).toMatchObject({ kind: "int", min: 0, max: 255, bits: 8, label: "uint(max=255)" });
    expect(typeOf("uint(max=256)")).toMatchObject({ kind: "int", min: 0, max: 256, bits: 9 });
    expect(typeOf('"int(min=-5, max=10)"')).toMatchObject({ kind: "int", min: -5, max: 10, bits: 4, label: "int(min=-5, max=10)" });
    expect(typeOf("uint(max=1)")).toMatchObject({ kind: "int", bits: 1 });
    expect(typeOf('"int(min=7, max=7)"')).toMatchObject({ kind: "int", min: 7, max: 7, bits: 0 });
    expect(typeOf('"int(min=0, max=4294967295)"')).toMatchObject({ kind: "int", bits: 32 });
    expect(typeOf('"int(min=0, max=4294967296)"')).toMatchObject({ kind: "int", bits: -1, signed: false });
    expect(typeOf('"int(min=-9007199254740991, max=9007199254740991)"')).toMatchObject({ kind: "int", min: -MAX_SAFE, max: MAX_SAFE, bits: -1, signed: true });
    expect(typeOf("uint(min=10)")).toMatchObject({ kind: "int", min: 10, max: MAX_SAFE, bits: -1, signed: false });
    expect(typeOf("int(max=0)")).toMatchObject({ kind: "int", min: -MAX_SAFE, max: 0, bits: -1, signed: true });
  });

  it("parameters tolerate spaces and exponents", () => {
    expect(typeOf('"int( min = -5 , max = 10 )"')).toMatchObject({ kind: "int", min: -5, max: 10, bits: 4 });
    expect(typeOf("uint(max=1e3)")).toMatchObject({ kind: "int", min: 0, max: 1000, bits: 10 });
  });

  it("quantized floats", () => {
    expect(typeOf('"float(precision=0.1, min=0, max=10)"')).toEqual({
      kind: "quant",
      label: "float(precision=0.1, min=0, max=10)",
      precision: 0.1,
      scale: 10,
      qmin: 0,
      qmax: 100,
      bits: 7,
    });
    // 1/0.3 is not an integer: q = round(v / precision)
    expect(typeOf('"float(precision=0.3, min=-3, max=3)"')).toMatchObject({ kind: "quant", precision: 0.3, scale: 0, qmin: -10, qmax: 10, bits: 5 });
    expect(typeOf('"float(precision=0.01, min=-10000, max=10000)"')).toMatchObject({ kind: "quant", qmin: -1000000, qmax: 1000000, bits: 21 });
    // unbounded: a zigzag varint, at most ±2^49 steps (so that value → integer → value is exact)
    expect(typeOf('"float(precision=0.25)"')).toMatchObject({ kind: "quant", precision: 0.25, scale: 4, qmin: -(2 ** 49), qmax: 2 ** 49, bits: -1 });
    // one bound only
    expect(typeOf('"float(precision=0.5, min=1)"')).toMatchObject({ kind: "quant", qmin: 2, qmax: 2 ** 49, bits: -1 });
    expect(typeOf('"float(precision=1, min=0, max=0)"')).toMatchObject({ kind: "quant", qmin: 0, qmax: 0, bits: 0 });
  });
});

describe("parser: enums and unions", () => {
  it("enum options and bits", () => {
    const s = parseSchema("Color: [RED, GREEN, BLUE, ALPHA, BETA]\nSolo: [ONLY]\nTwo: [A, B]\nFour: [A, B, C, D]\n");
    const color = def(s, "Color") as EnumDef;
    expect(color.kind).toBe("enum");
    expect(color.node).toEqual({ kind: "enum", name: "Color", options: ["RED", "GREEN", "BLUE", "ALPHA", "BETA"], bits: 3 });
    expect((def(s, "Solo") as EnumDef).node.bits).toBe(0);
    expect((def(s, "Two") as EnumDef).node.bits).toBe(1);
    expect((def(s, "Four") as EnumDef).node.bits).toBe(2);
  });

  it("block-style enum, quoted options, options that look like keywords", () => {
    const s = parseSchema('Mode:\n  - "on"\n  - "off"\n  - auto\n  - "1"\n');
    expect((def(s, "Mode") as EnumDef).node.options).toEqual(["on", "off", "auto", "1"]);
  });

  it("an enum used in a field is inlined as an enum node", () => {
    const s = parseSchema("A:\n  c: Color\n  cs: Color[]\nColor: [RED, GREEN, BLUE]\n");
    expect(field(s, "A", "c")).toEqual({ kind: "enum", name: "Color", options: ["RED", "GREEN", "BLUE"], bits: 2 });
    expect(field(s, "A", "cs")).toEqual({ kind: "array", of: { kind: "enum", name: "Color", options: ["RED", "GREEN", "BLUE"], bits: 2 } });
  });

  it("union of object types: variants and bits", () => {
    const s = parseSchema("Shape: [Circle, Square, Tri]\nCircle:\n  r: float\nSquare:\n  s: float\nTri: {}\nA:\n  sh: Shape\n  shs: Shape[]\n");
    const u = def(s, "Shape") as UnionDef;
    expect(u).toMatchObject({ kind: "union", name: "Shape", variants: ["Circle", "Square", "Tri"], bits: 2, defaultVariant: 0 });
    expect(u.pos).toEqual({ line: 1, column: 1 });
    expect(field(s, "A", "sh")).toEqual({ kind: "ref", name: "Shape" });
    expect(field(s, "A", "shs")).toEqual({ kind: "array", of: { kind: "ref", name: "Shape" } });
  });

  it("union bits for 1, 2 and 5 variants", () => {
    const objs = "V1: {a: int}\nV2: {b: int}\nV3: {c: int}\nV4: {d: int}\nV5: {e: int}\n";
    const s = parseSchema(`U1: [V1]\nU2: [V1, V2]\nU5: [V1, V2, V3, V4, V5]\n${objs}`);
    expect((def(s, "U1") as UnionDef).bits).toBe(0);
    expect((def(s, "U2") as UnionDef).bits).toBe(1);
    expect((def(s, "U5") as UnionDef).bits).toBe(3);
  });

  it("a union where one variant refers to the union but another grounds is accepted", () => {
    const s = parseSchema("Expr: [Lit, Add]\nLit:\n  v: int\nAdd:\n  l: Expr\n  r: Expr\n");
    expect(def(s, "Expr")).toMatchObject({ kind: "union", variants: ["Lit", "Add"], defaultVariant: 0 });
    // the default variant is the first one that does not need the union itself
    const t = parseSchema("Expr: [Add, Lit]\nAdd:\n  l: Expr\n  r: Expr\nLit:\n  v: int\n");
    expect(def(t, "Expr")).toMatchObject({ kind: "union", variants: ["Add", "Lit"], defaultVariant: 1 });
  });
});

describe("parser: objects, aliases, composites", () => {
  it("objects keep field order and positions; types keep file order", () => {
    const s = parseSchema("# header\nPlayer:\n  name: string\n  hp: uint(max=100)\n\nScore: uint\nTeam: [RED, BLUE]\n");
    expect([...s.types.keys()]).toEqual(["Player", "Score", "Team"]);
    const p = obj(s, "Player");
    expect(p.pos).toEqual({ line: 2, column: 1 });
    expect(p.fields.map((f) => [f.name, f.pos.line, f.pos.column])).toEqual([
      ["name", 3, 3],
      ["hp", 4, 3],
    ]);
  });

  it("Empty: {} is an object with no fields", () => {
    const s = parseSchema("Empty: {}\nA:\n  e: Empty\n  es: Empty[]\n  em: Empty?\n");
    expect(obj(s, "Empty").fields).toEqual([]);
    expect(field(s, "A", "e")).toEqual({ kind: "ref", name: "Empty" });
    expect(field(s, "A", "es")).toEqual({ kind: "array", of: { kind: "ref", name: "Empty" } });
    expect(field(s, "A", "em")).toEqual({ kind: "optional", of: { kind: "ref", name: "Empty" } });
  });

  it("flow-style objects", () => {
    const s = parseSchema("Vec: {x: float, y: float}\n");
    expect(obj(s, "Vec").fields.map((f) => [f.name, f.type.kind])).toEqual([
      ["x", "float32"],
      ["y", "float32"],
    ]);
  });

  it("field names may use _ and $", () => {
    const s = parseSchema("A:\n  _x: int\n  $y: int\n  camelCase9: int\n");
    expect(obj(s, "A").fields.map((f) => f.name)).toEqual(["_x", "$y", "camelCase9"]);
  });

  it("arrays, optionals and maps", () => {
    expect(typeOf("int[]")).toEqual({ kind: "array", of: typeOf("int") });
    expect(typeOf("string?")).toEqual({ kind: "optional", of: { kind: "string" } });
    expect(typeOf("int[][]")).toEqual({ kind: "array", of: { kind: "array", of: typeOf("int") } });
    expect(typeOf("int?[]")).toEqual({ kind: "array", of: { kind: "optional", of: typeOf("int") } });
    expect(typeOf("int[]?")).toEqual({ kind: "optional", of: { kind: "array", of: typeOf("int") } });
    expect(typeOf('"<string, int>"')).toEqual({ kind: "map", key: { kind: "string" }, value: typeOf("int") });
    expect(typeOf('"<int, string>"')).toEqual({ kind: "map", key: typeOf("int"), value: { kind: "string" } });
    expect(typeOf('"<uint, boolean>"')).toEqual({ kind: "map", key: typeOf("uint"), value: { kind: "bool" } });
    expect(typeOf('"<string, <int, bytes[]>>"')).toEqual({
      kind: "map",
      key: { kind: "string" },
      value: { kind: "map", key: typeOf("int"), value: { kind: "array", of: { kind: "bytes" } } },
    });
  });

  it("any nesting: <string, Player>[]?, quoted and unquoted", () => {
    const expected = { kind: "optional", of: { kind: "array", of: { kind: "map", key: { kind: "string" }, value: { kind: "ref", name: "Player" } } } };
    const player = "Player:\n  name: string\n";
    expect(typeOf("<string, Player>[]?", player)).toEqual(expected);
    expect(typeOf('"<string, Player>[]?"', player)).toEqual(expected);
    expect(typeOf("'<string,Player>[]?'", player)).toEqual(expected);
  });

  it("references in any order", () => {
    const s = parseSchema("A:\n  b: B\n  c: C\n  e: E\n  al: Al\nB:\n  c: C?\nC:\n  x: int\nE: [X, Y]\nAl: C[]\n");
    expect(field(s, "A", "b")).toEqual({ kind: "ref", name: "B" });
    expect(field(s, "A", "c")).toEqual({ kind: "ref", name: "C" });
    expect(field(s, "A", "e")).toMatchObject({ kind: "enum", name: "E", options: ["X", "Y"] });
    expect(field(s, "A", "al")).toEqual({ kind: "array", of: { kind: "ref", name: "C" } });
    expect(field(s, "B", "c")).toEqual({ kind: "optional", of: { kind: "ref", name: "C" } });
  });

  it("non-recursive aliases are inlined", () => {
    const s = parseSchema("UserId: string\nSmall: uint(max=7)\nIds: UserId[]\nCol: Color\nColor: [R, G]\nA:\n  id: UserId\n  s: Small\n  ids: Ids\n  c: Col\n");
    expect(def(s, "UserId")).toMatchObject({ kind: "alias", target: { kind: "string" }, recursive: false });
    expect(field(s, "A", "id")).toEqual({ kind: "string" });
    expect(field(s, "A", "s")).toMatchObject({ kind: "int", min: 0, max: 7, bits: 3 });
    expect(field(s, "A", "ids")).toEqual({ kind: "array", of: { kind: "string" } });
    expect(field(s, "A", "c")).toMatchObject({ kind: "enum", name: "Color", options: ["R", "G"] });
    expect((def(s, "Col") as AliasDef).target).toMatchObject({ kind: "enum", name: "Color" });
  });

  it("recursive aliases are referenced, not inlined", () => {
    const s = parseSchema("A:\n  t: Tree\n  j: Json\nTree: Tree[]\nJson: <string, Json>\nChain: Link?\nLink:\n  next: Chain\n");
    expect(def(s, "Tree")).toMatchObject({ kind: "alias", recursive: true, target: { kind: "array", of: { kind: "ref", name: "Tree" } } });
    expect(def(s, "Json")).toMatchObject({ kind: "alias", recursive: true, target: { kind: "map", key: { kind: "string" }, value: { kind: "ref", name: "Json" } } });
    expect(field(s, "A", "t")).toEqual({ kind: "ref", name: "Tree" });
    expect(field(s, "A", "j")).toEqual({ kind: "ref", name: "Json" });
  });

  it("recursion through arrays, optionals, maps and unions with a variant that does not recurse is accepted", () => {
    const s = parseSchema("Node:\n  kids: Node[]\n  next: Node?\n  byName: <string, Node>\n");
    expect(field(s, "Node", "kids")).toEqual({ kind: "array", of: { kind: "ref", name: "Node" } });
    expect(field(s, "Node", "next")).toEqual({ kind: "optional", of: { kind: "ref", name: "Node" } });
    expect(field(s, "Node", "byName")).toEqual({ kind: "map", key: { kind: "string" }, value: { kind: "ref", name: "Node" } });
    // mutual recursion with a way out
    expect(() => parseSchema("A:\n  b: B?\nB:\n  a: A\n")).not.toThrow();
    // through a union, one of whose variants ends it
    expect(() => parseSchema("W: [A, B]\nA:\n  x: int\nB:\n  inner: W\n")).not.toThrow();
  });

  it("map keys resolve through aliases and may be bounded", () => {
    const s = parseSchema('UserId: string\nSmall: uint(max=7)\nA:\n  byUser: "<UserId, int>"\n  bySmall: "<Small, string>"\n  byBounded: "<uint(max=10), string>"\n  byNeg: "<int(min=-3, max=3), boolean>"\n');
    expect(field(s, "A", "byUser")).toEqual({ kind: "map", key: { kind: "string" }, value: typeOf("int") });
    expect(field(s, "A", "bySmall")).toMatchObject({ kind: "map", key: { kind: "int", min: 0, max: 7, bits: 3 }, value: { kind: "string" } });
    expect(field(s, "A", "byBounded")).toMatchObject({ kind: "map", key: { kind: "int", min: 0, max: 10, bits: 4 }, value: { kind: "string" } });
    expect(field(s, "A", "byNeg")).toMatchObject({ kind: "map", key: { kind: "int", min: -3, max: 3, bits: 3 } });
  });

  it("type names may look like primitives when capitalized", () => {
    const s = parseSchema("String:\n  s: string\nA:\n  x: String\n");
    expect(field(s, "A", "x")).toEqual({ kind: "ref", name: "String" });
  });
});

// ---- refusals ----

describe("parser: refusals with line:column", () => {
  it("parseSchema on a non-string throws SchemaError", () => {
    for (const bad of [42, undefined, null, { A: "int" }, Buffer.from("A: int")]) {
      expect(() => parseSchema(bad as unknown as string)).toThrow(SchemaError);
    }
  });

  it("empty schema", () => {
    expect(() => parseSchema("")).toThrow(SchemaError);
    expect(() => parseSchema("# only a comment\n")).toThrow(SchemaError);
  });

  it("YAML syntax errors", () => {
    refuses("A:\n  x: @int\n", 2, 6, /YAML/);
    refuses('A:\n  x: int\n  y: "a"b\n', 3, 9, /YAML/);
    const e = refusal("A:\n\tx: int\n");
    expect(e.line).toBe(2);
  });

  it("quantized floats whose steps are not all normal, finite float64 values", () => {
    // A decoded value would be ±Infinity (or a rounded subnormal) and would not re-encode.
    refuses('A:\n  x: "float(precision=1e308, min=-1.7e308, max=1.7e308)"\n', 2, 7, "-2 steps of 1e+308 (the min) are beyond the float64 range");
    refuses('A:\n  x: "float(precision=1e300)"\n', 2, 7, "(the default min) are beyond the float64 range");
    refuses('A:\n  x: "float(precision=1e300, min=0)"\n', 2, 7, "562949953421312 steps of 1e+300 (the default max)");
    refuses('A:\n  x: "float(precision=1e-310)"\n', 2, 7, "below 2^-1022");
    expect(typeOf('"float(precision=1e300, min=0, max=1e302)"')).toMatchObject({ qmin: 0, qmax: 100 });
    expect(typeOf('"float(precision=1e-300)"')).toMatchObject({ scale: 0, qmax: 2 ** 49 });
  });

  it("an expression YAML ended at a comma of a flow mapping gets a hint to quote it", () => {
    refuses("A: { x: int(min=0, max=3) }\n", 1, 18, 'expected "," or ")" in "int(min=0" (inside { } or [ ], YAML ends the expression at ","; quote the whole expression)');
    refuses("A: { m: <string, int> }\n", 1, 16, "quote the whole expression");
    // quoted, or not followed by a comma: no such hint
    expect(refusal('A:\n  x: "int(min=0"\n').message).not.toContain("quote the whole expression");
    expect(refusal("A:\n  x: int(min=0\n").message).not.toContain("quote the whole expression");
  });

  it("top level must be a mapping", () => {
    refuses("- A\n- B\n", 1, 1);
  });

  it("duplicate type name", () => {
    // Regression: the message once said just "duplicate key"; it names the duplicated type.
    refuses("Player:\n  x: int\nScore: uint\nPlayer:\n  y: int\n", 4, 1, /duplicate/i, "Player");
  });

  it("duplicate field name", () => {
    // Regression: the message once said just "duplicate key"; it names the duplicated field.
    refuses("Player:\n  health: int\n  name: string\n  health: uint\n", 4, 3, /duplicate/i, "health");
  });

  it("duplicate keys anywhere: the first repeat in the text, however the keys are written", () => {
    refuses("A: {x: int, y: int, x: string}\n", 1, 21, 'duplicate key "x"');
    refuses("A: [X, Y]\nB:\n  'x': int\n  \"x\": int\n", 4, 3, 'duplicate key "x"');
    // Two maps with a repeat each: the earlier repeat in the text, not the outer map's.
    refuses("A:\n  a: int\n  b: {p: int, p: int}\nA:\n  c: int\n", 3, 15, 'duplicate key "p"');
    refuses("A:\n  a: int\nB:\n  a: int\n  b: int\n  a: int\nA: int\n", 6, 3, 'duplicate key "a"');
    // The same key in different maps is no repeat.
    expect(parseSchema("A:\n  x: int\nB:\n  x: int\n").types.size).toBe(2);
    // A long object: each key is compared once (this took seconds when yaml compared them).
    const many = "A:\n" + Array.from({ length: 20_000 }, (_, i) => `  f${i}: int\n`).join("");
    expect((parseSchema(many).types.get("A") as { fields: unknown[] }).fields.length).toBe(20_000);
    refuses(many + "  f19999: int\n", 20_002, 3, 'duplicate key "f19999"');
  });

  it("reads a lone CR as a line break (YAML 1.2), with lines and columns counted the same", () => {
    const schema = "A:\r  x: int\r  y: string\r\nB: [P, Q]\r";
    expect(parseSchema(schema)).toEqual(parseSchema(schema.replace(/\r\n?/g, "\n")));
    refuses("A:\r  x: int\r  y: Nope\r", 3, 6, "unknown type Nope");
  });

  it("a byte order mark takes no column of line 1", () => {
    expect(parseSchema("\uFEFFA:\n  x: int\n")).toEqual(parseSchema("A:\n  x: int\n"));
    refuses("\uFEFFa:\n  x: int\n", 1, 1, /invalid type name "a"/);
    refuses("\uFEFFA: {x: int, y: Nope}\n", 1, 16, "unknown type Nope");
    refuses("\uFEFFA:\n  x: Nope\n", 2, 6, "unknown type Nope");
  });

  it("YAML nested past what the YAML parser's stack takes is said so, not as a syntax error", () => {
    const e = refusal(`A:\n  x: ${"[".repeat(5000)}${"]".repeat(5000)}\n`);
    expect(e.message).toMatch(/^YAML nested too deeply to read/);
    expect(e.line).toBe(2);
  });

  it("unknown type: position of the name inside the expression", () => {
    refuses("A:\n  x: Foo\n", 2, 6, "unknown type Foo");
    refuses("A:\n  x: Foo[]?\n", 2, 6, "unknown type Foo");
    refuses("A:\n  x: <string, Foo>[]\n", 2, 15, "unknown type Foo");
    refuses("A:\n  x: <Foo, int>\n", 2, 7, "unknown type Foo");
    refuses("A:\n  x: <string, <int, Foo>>\n", 2, 21, "unknown type Foo");
    refuses("A: {x: Foo}\n", 1, 8, "unknown type Foo");
    refuses("X: Foo[]\n", 1, 4, "unknown type Foo");
    refuses("# comment\n\nA:\n    x:    Foo   # trailing\n", 4, 11, "unknown type Foo");
    refuses("U: [V]\nV:\n  a: Nope\n", 3, 6, "unknown type Nope");
  });

  it("unknown type inside a quoted expression", () => {
    refuses('A:\n  x: "<string, Foo>"\n', 2, 16, "unknown type Foo");
    refuses("A:\n  x: '<string,  Foo>'\n", 2, 17, "unknown type Foo");
    refuses('A:\n  x: "  Foo?"\n', 2, 9, "unknown type Foo");
  });

  it("unknown type inside a multi-line expression", () => {
    // Regression: positions were once (scalar start + index in the folded value), wrong once YAML
    // folds lines (3:1 instead of 3:5); they are now aligned with the source text.
    refuses("A:\n  x: <string,\n    Foo>\n", 3, 5, "unknown type Foo");
    refuses('A:\n  x: "<string,\n    Foo>"\n', 3, 5, "unknown type Foo");
  });

  it("unknown type with a hint for capitalized primitives", () => {
    refuses("A:\n  x: Int\n", 2, 6, "unknown type Int", "int");
  });

  it("malformed type expressions", () => {
    refuses("A:\n  x: int]\n", 2, 9);
    refuses('A:\n  x: ""\n', 2, 7, /empty/);
    refuses("A:\n  x: int(min)\n", 2, 10, /parameter/);
    refuses("A:\n  x: 5\n", 2, 6, "A.x");
    refuses("A:\n  x:\n    y: int\n", 3, 5, "A.x");
    refuses("A:\n", 1, 1, "A");
  });

  it("unknown parameter (position of the parameter)", () => {
    // Regression: once reported at the start of the type expression (2:6); now at the parameter
    // (2:10), as "duplicate parameter" is.
    refuses("A:\n  x: int(foo=1)\n", 2, 10, '"foo"');
  });

  it("parameters a type does not take", () => {
    const e = refusal("A:\n  x: boolean(max=1)\n");
    expect(e.line).toBe(2);
    expect(e.message).toContain("max");
    expect(refusal("A:\n  x: string(max=1)\n").line).toBe(2);
    expect(refusal("A:\n  x: uint(precision=1)\n").line).toBe(2);
  });

  it("duplicate parameter", () => {
    refuses("A:\n  x: int(min=1, min=2)\n", 2, 17, /duplicate parameter min/);
    refuses('A:\n  x: "float(precision=0.1, precision=0.2)"\n', 2, 28, /duplicate parameter precision/);
  });

  it("non-integer int bound", () => {
    refuses("A:\n  x: int(min=1.5)\n", 2, 6, "min", /integer/);
    refuses("A:\n  x: uint(max=2.5)\n", 2, 6, "max", /integer/);
  });

  it("bound beyond the safe integer range", () => {
    refuses("A:\n  x: int(max=9007199254740992)\n", 2, 6, "max", /safe/);
    refuses("A:\n  x: int(min=-9007199254740992)\n", 2, 6, "min", /safe/);
    refuses('A:\n  x: "float(precision=0.001, min=-1e13, max=1e13)"\n', 2, 7);
  });

  it("negative uint minimum", () => {
    refuses("A:\n  x: uint(min=-1)\n", 2, 6, "uint", "-1");
  });

  it("min > max for int and float", () => {
    refuses('A:\n  x: "int(min=5, max=1)"\n', 2, 7, "min 5", "max 1");
    refuses("A:\n  y: string\n  x: uint(min=5, max=1)\n", 3, 6, "min 5", "max 1");
    refuses('A:\n  x: "float(precision=0.1, min=5, max=1)"\n', 2, 7, "min 5", "max 1");
  });

  it("precision 0 and negative", () => {
    refuses("A:\n  x: float(precision=0)\n", 2, 6, /precision/);
    refuses("A:\n  x: float(precision=-0.1)\n", 2, 6, /precision/);
  });

  it("float(min, max) without precision", () => {
    refuses('A:\n  x: "float(min=0, max=1)"\n', 2, 7, /precision/);
  });

  it("invalid type names", () => {
    refuses("a:\n  x: int\n", 1, 1, '"a"');
    refuses("A:\n  x: int\nbad_name: string\n", 3, 1, '"bad_name"');
    refuses("My-Type:\n  x: int\n", 1, 1, '"My-Type"');
    refuses("1: int\n", 1, 1);
  });

  it("invalid field names", () => {
    refuses("A:\n  x: int\n  my-field: int\n", 3, 3, '"my-field"');
    refuses("A:\n  1x: int\n", 2, 3, '"1x"');
    refuses("A:\n  a b: int\n", 2, 3, '"a b"');
    refuses("A:\n  1: int\n", 2, 3);
  });

  it("reserved field names _type and __proto__", () => {
    refuses("A:\n  _type: int\n", 2, 3, '"_type"', /reserved/);
    refuses("A:\n  x: int\n  __proto__: int\n", 3, 3, '"__proto__"', /reserved/);
  });

  it("union of non-objects", () => {
    refuses("E: [X, Y]\nB:\n  x: int\nU: [B, E]\n", 4, 8, "E", /not an object/);
    refuses("Al: string\nB:\n  x: int\nU: [B, Al]\n", 4, 8, "Al", /not an object/);
    refuses("Al: B\nB:\n  x: int\nU: [B, Al]\n", 4, 8, "Al", /not an object/);
    refuses("V:\n  a: int\nU: [V, W]\nW: [V]\n", 3, 8, "W", /not an object/);
  });

  it("duplicate union variant", () => {
    refuses("V:\n  a: int\nU: [V, V]\n", 3, 8, /duplicate/, "V");
  });

  it("mixed union/enum list", () => {
    const e = refusal("B:\n  x: int\nU: [B, foo]\n");
    expect(e.message).toContain("U");
    expect(e.line).toBe(3);
    // either item is a fair culprit ("B" if it was meant as an enum, "foo" if a union)
    expect([5, 8]).toContain(e.column);
  });

  it("a misspelled union variant names the misspelled name", () => {
    // Regression: once reported as "Shape mixes type names and enum options" at the correctly
    // spelled "Circle"; now names "Sqare" at its own position.
    refuses("Circle:\n  r: float\nShape: [Circle, Sqare]\n", 3, 17, "Sqare");
  });

  it("empty enum list", () => {
    refuses("E: []\n", 1, 1, "E", /empty/);
    refuses("A:\n  x: int\nE: []\n", 3, 1, "E", /empty/);
  });

  it("duplicate and empty enum options", () => {
    refuses("E: [X, Y, X]\n", 1, 11, /duplicate/, "X");
    refuses("E:\n  - X\n  - Y\n  - X\n", 4, 5, /duplicate/, "X");
    refuses("E: ['', a]\n", 1, 5, /empty/);
  });

  it("enum options must be Unicode text: a lone surrogate is refused, a pair is an option", () => {
    refuses('E: ["\\uD800", ok]\n', 1, 5, /lone surrogate/, '"\\ud800"');
    refuses('E: [ok, "a\\uDC00b"]\n', 1, 9, /lone surrogate/);
    refuses('E: ["\\uDC00\\uD800"]\n', 1, 5, /lone surrogate/);
    expect((parseSchema('E: ["\\uD83D\\uDE00", ok]\n').types.get("E") as EnumDef).node.options).toEqual(["\u{1F600}", "ok"]);
  });

  it("enum options must be strings", () => {
    refuses("E: [1, 2]\n", 1, 5, 'items of E must be strings (YAML reads 1 as 1; quote it: "1")');
    refuses("E: [A, true]\n", 1, 8, 'items of E must be strings (YAML reads true as true; quote it: "true")');
    refuses("Node: [Text, Null]\nText: {}\n", 1, 14, 'items of Node must be strings (YAML reads Null as null; quote it: "Null")');
    refuses("E: [0x1f, .inf, TRUE]\n", 1, 5, 'items of E must be strings (YAML reads 0x1f as 31; quote it: "0x1f")');
    refuses("E: [a, .inf]\n", 1, 8, 'items of E must be strings (YAML reads .inf as Infinity; quote it: ".inf")');
    refuses("E: [a, [b]]\n", 1, 8, "items of E must be strings (quote them)");
    expect((parseSchema('E: ["1", "0x1f", ".inf", "Null", "TRUE"]\n').types.get("E") as EnumDef).node.options).toEqual(["1", "0x1f", ".inf", "Null", "TRUE"]);
  });

  it("map keys of unsupported types", () => {
    refuses("A:\n  m: <float, int>\n", 2, 7, /map key/);
    refuses('A:\n  m: "<double, int>"\n', 2, 8, /map key/);
    refuses("A:\n  m: <boolean, int>\n", 2, 7, /map key/);
    refuses("A:\n  m: <bytes, int>\n", 2, 7, /map key/);
    refuses("B:\n  x: int\nA:\n  m: <B, int>\n", 4, 7, /map key/);
    refuses("A:\n  m: <string[], int>\n", 2, 7, /map key/);
    refuses("A:\n  m: <string?, int>\n", 2, 7, /map key/);
    refuses("E: [X]\nA:\n  m: <E, int>\n", 3, 7, /map key/);
    refuses("A:\n  m: <<string, int>, int>\n", 2, 7, /map key/);
    refuses('A:\n  m: "<float(precision=1), int>"\n', 2, 8, /map key/);
    refuses("Q: float(precision=1)\nA:\n  m: <Q, int>\n", 3, 7, /map key/);
    refuses("V:\n  a: int\nU: [V]\nA:\n  m: <U, int>\n", 5, 7, /map key/);
    refuses("K: string[]\nA:\n  m: <K, int>\n", 3, 7, /map key/);
  });

  it("recursion with no way out: direct", () => {
    refuses("A:\n  a: A\n", 1, 1, "A", /recursion with no way out \(go through an array, optional or map, or a union with a variant that does not recurse\)/);
    refuses("X:\n  y: int\nA:\n  x: X\n  a: A\n", 3, 1, "type A", /recursion/);
  });

  /** The refusal names a type and points at that type's definition. */
  function refusesAtNamedType(yaml: string, candidates: Record<string, [number, number]>): void {
    const e = refusal(yaml);
    expect(e.message).toMatch(/recursion/);
    const named = Object.keys(candidates).filter((n) => new RegExp(`\\btype ${n}\\b`).test(e.message));
    expect(named, e.message).toHaveLength(1);
    expect([e.line, e.column]).toEqual(candidates[named[0]!]);
  }

  it("recursion with no way out: mutual", () => {
    refusesAtNamedType("A:\n  b: B\nB:\n  a: A\n", { A: [1, 1], B: [3, 1] });
    refusesAtNamedType("A:\n  b: B\nB:\n  c: C\nC:\n  a: A\n", { A: [1, 1], B: [3, 1], C: [5, 1] });
    refusesAtNamedType("A:\n  b: B\nB: A\n", { A: [1, 1], B: [3, 1] });
  });

  it("recursion with no way out: through a union whose variants all require it", () => {
    refusesAtNamedType("U: [A, B]\nA:\n  u: U\nB:\n  u: U\n", { U: [1, 1], A: [2, 1], B: [4, 1] });
    refusesAtNamedType("U: [A]\nA:\n  x: int\n  u: U\n", { U: [1, 1], A: [2, 1] });
  });

  it("alias cycles", () => {
    refusesAtNamedType("A: B\nB: A\n", { A: [1, 1], B: [2, 1] });
    refusesAtNamedType("A: A\n", { A: [1, 1] });
    refusesAtNamedType("A: B\nB: C\nC: A\n", { A: [1, 1], B: [2, 1], C: [3, 1] });
  });

  it("bounds on a float without a precision", () => {
    refuses('A:\n  x: "float(min=-1, max=1)"\n', 2, 7, /^bounds on a float need a precision: float\(precision=0\.01, min=…, max=…\) is a quantized float; a plain float takes no bounds/);
    refuses('A:\n  x: "float(max=1)"\n', 2, 7, /float\(precision=0\.01, max=…\)/);
  });

  it("optional of optional", () => {
    refuses("A:\n  x: int??\n", 2, 6, /^an optional of an optional is not supported \(at/);
    refuses('A:\n  x: "<string, int??>"\n', 2, 16, /optional of an optional/);
  });

  it("optional of optional through an alias", () => {
    // The alias that is already optional is named.
    refuses("M: int?\nA:\n  x: M?\n", 3, 6, /optional of an optional is not supported: M is already optional \(drop one "\?"\)/);
    refuses("A:\n  x: M?\nM: int?\n", 2, 6, /M is already optional/);
    refuses("M: int?\nN: M\nA:\n  x: N?\n", 4, 6, /N is already optional/);
    refuses("M: int?\nN: M?\n", 2, 4, /M is already optional/);
    expect(refusal("L: L?\n").message).toMatch(/optional/);
    expect(refusal("M: N?\nN: M?\n").message).toMatch(/optional/);
  });

  it("type expressions nested beyond the limit, at the first wrapper too many", () => {
    const n = MAX_TYPE_NESTING;
    expect(() => parseSchema(`A:\n  x: "int${"[]".repeat(n)}"\n`)).not.toThrow();
    expect(() => parseSchema(`A:\n  x: "${"<string, ".repeat(n)}int${">".repeat(n)}"\n`)).not.toThrow();
    // postfixes: at the expression; maps and parentheses: at the one too many
    refuses(`A:\n  x: "int${"[]".repeat(n + 1)}"\n`, 2, 7, /nested more than 32 levels/);
    refuses(`A:\n  x: "int${"?[]".repeat(n / 2)}?"\n`, 2, 7, /nested more than 32 levels/);
    refuses(`A:\n  x: "${"<string, ".repeat(n + 1)}int${">".repeat(n + 1)}"\n`, 2, 7 + 9 * n, /nested more than 32 levels/);
    refuses(`A:\n  x: "${"(".repeat(n + 1)}int${")".repeat(n + 1)}"\n`, 2, 7 + n, /nested more than 32 levels/);
    // thousands of levels: a SchemaError, not a stack overflow
    expect(refusal(`A:\n  x: "int${"[]".repeat(20000)}"\n`).message).toMatch(/nested more than/);
    expect(refusal(`A:\n  x: "${"<int, ".repeat(20000)}int${">".repeat(20000)}"\n`).message).toMatch(/nested more than/);
  });

  it("nesting counted through aliases, refused where the alias is named", () => {
    const half = "[]".repeat(MAX_TYPE_NESTING / 2);
    expect(() => parseSchema(`M: "int${half}"\nA:\n  x: "M${half}"\n`)).not.toThrow();
    refuses(`M: "int${half}"\nA:\n  x: "M${half}[]"\n`, 3, 7, /counting through aliases/);
    refuses(`M: "int${half}"\nN: "M${half}"\nA:\n  x: N?\n`, 4, 6, /counting through aliases/);
  });

  it("chains of aliases naming aliases, up to the limit", () => {
    const chain = (n: number) => Array.from({ length: n }, (_, i) => `A${i}: A${i + 1}`).join("\n") + `\nA${n}: int\nT:\n  x: A0\n`;
    expect(() => parseSchema(chain(MAX_ALIAS_CHAIN - 1))).not.toThrow();
    refuses(chain(MAX_ALIAS_CHAIN), MAX_ALIAS_CHAIN + 1, 1, /chain of more than 64 aliases/);
    expect(refusal(chain(5000)).message).toMatch(/chain of more than 64 aliases/);
  });

  it("chains of types referring to types, up to the limit, cycles counted whole", () => {
    // each type counts 1 + 1 (its optional field)
    const chain = (n: number) => Array.from({ length: n }, (_, i) => `T${i}:\n  a: ${i < n - 1 ? `T${i + 1}?` : "int"}`).join("\n") + "\n";
    expect(() => parseSchema(chain(MAX_REFERENCE_DEPTH / 2))).not.toThrow();
    refuses(chain(MAX_REFERENCE_DEPTH / 2 + 1), 1, 1, /T0 starts a chain of types referring to types more than 1000 levels deep/);
    expect(refusal(chain(20000)).message).toMatch(/more than 1000 levels/);
    const cycle = (n: number) => Array.from({ length: n }, (_, i) => `C${i}:\n  next: C${(i + 1) % n}?`).join("\n") + "\n";
    expect(() => parseSchema(cycle(MAX_REFERENCE_DEPTH / 2))).not.toThrow();
    expect(refusal(cycle(MAX_REFERENCE_DEPTH / 2 + 1)).message).toMatch(/more than 1000 levels/);
    // a wide schema is not a deep one
    const star = Array.from({ length: 3000 }, (_, i) => `S${i}:\n  a: int`).join("\n") + "\nT:\n" + Array.from({ length: 3000 }, (_, i) => `  f${i}: S${i}`).join("\n") + "\n";
    expect(parseSchema(star).types.size).toBe(3001);
  });

  it("names YAML reads as null or booleans: a hint to quote them, which works", () => {
    refuses("Null:\n  a: int\n", 1, 1, 'type names must be strings (YAML reads Null as null; quote it: "Null")');
    refuses('T:\n  a: Null\n"Null": {}\n', 2, 6, 'needs a type expression (YAML reads Null as null; quote it: "Null")');
    refuses("T:\n  True: int\n", 2, 3, 'field names of T must be strings (YAML reads True as true; quote it: "True")');
    expect(refusal("T:\n  a: 12\n").message).not.toContain("quote it");
    const quoted = parseSchema('"Null":\n  "True": boolean\nT:\n  a: "Null"\n');
    expect(obj(quoted, "Null").fields[0]!.name).toBe("True");
    expect(field(quoted, "T", "a")).toEqual({ kind: "ref", name: "Null" });
  });

  it("YAML aliases and merge keys are refused at the first alias, saying so", () => {
    const says = (alias: string) => `YAML alias ${alias}: aliases (and merge keys <<) are not supported in a schema; write the type out`;
    // these once read "field A.b needs a type expression", "expected an object (mapping)…" and
    // 'invalid field name "<<"'
    refuses("A:\n  a: &t int\n  b: *t\n", 3, 6, says("*t"));
    refuses("A: &x\n  x: int\nB: *x\n", 3, 4, says("*x"));
    refuses("X: &x\n  a: int\nB:\n  <<: *x\n  b: int\n", 4, 7, says("*x"));
    refuses("E: [a, &o b]\nF: [c, *o]\nG:\n  g: *o\n", 2, 8, says("*o"));
    // an anchor alone is harmless; `*` in quotes or comments is no alias
    expect(parseSchema("A: &x\n  a: int # *x\n  b: string\nE: ['*', &o b]\n").types.get("E")?.kind).toBe("enum");
  });

  it("YAML tags, known to yaml or not, anywhere: refused at the first tag", () => {
    const says = (tag: string) => `YAML tag ${tag}: tags have no meaning in a schema (remove it; quotes make a value a string)`;
    // yaml would drop an unknown tag (this read as `int`) with only a warning
    refuses("A:\n  a: !foo int\n", 2, 6, says("!foo"));
    // core schema tags, the non-specific tag, verbatim tags, tags through %TAG handles
    refuses("A:\n  a: !!str int\n", 2, 6, says("!!str"));
    refuses("A:\n  a: ! int\n", 2, 6, says("!"));
    refuses("A:\n  a: !<tag:yaml.org,2002:str> int\n", 2, 6, says("!<tag:yaml.org,2002:str>"));
    refuses("%TAG !e! tag:example.com,2000:\n---\nA:\n  a: !e!x int\n", 4, 6, says("!e!x"));
    refuses(`A:\n  a: !${"x".repeat(100)} int\n`, 2, 6, says(`!${"x".repeat(39)}…`));
    // on collections, keys, enum options, the document, and empty values
    refuses("A: !!map\n  a: int\n", 1, 4, says("!!map"));
    refuses("A: !foo\n  a: int\n", 1, 4, says("!foo"));
    refuses("--- !foo\nA:\n  a: int\n", 1, 5, says("!foo"));
    refuses("!foo A:\n  a: int\n", 1, 1, says("!foo"));
    refuses("A:\n  !k a: int\n", 2, 3, says("!k"));
    refuses("E:\n  - X\n  - !t Y\n", 3, 5, says("!t"));
    refuses("A: [X, !!str yes, !x no]\n", 1, 8, says("!!str"));
    refuses("A:\n  a: int\n  b: { c: !t int }\n", 3, 11, says("!t"));
    refuses("A: !foo\n", 1, 4, says("!foo"));
    // the first in the text, before what a tag makes of its value
    refuses("A:\n  a: Nope\n  b: !!int 5\n  c: !x int\n", 3, 6, says("!!int"));
    // deep in a flow collection spread over lines, after comments and a document start
    refuses("# header !\n--- # a comment\nA: {\n  a: int,\n  b: [ int,\n    !t int ] }\n", 6, 5, says("!t"));
    // a second document is refused where it starts, before a tag in either document
    refuses("A: !x int\n---\nB: int\n", 2, 1, "YAML syntax error: Source contains multiple documents");
    refuses("A:\n  a: int\n...\n--- !x\nB: int\n", 4, 1, "YAML syntax error: Source contains multiple documents");
    // a handle no %TAG declares is yaml's error
    refuses("A:\n  a: !e!x int\n", 2, 6, /YAML syntax error: .*!e!x/);
    // `!` in quotes, plain scalars, block scalars and comments is no tag
    const e = parseSchema('E: ["!x", a!b, \'!y\']  # !c\nF:\n  - |-\n    !z\n  - w\n');
    expect((def(e, "E") as EnumDef).node.options).toEqual(["!x", "a!b", "!y"]);
    expect((def(e, "F") as EnumDef).node.options).toEqual(["!z", "w"]);
  });
});
