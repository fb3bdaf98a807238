/**
 * The validated schema model. Every wire decision that depends on the schema (how many bits a
 * bounded integer takes, whether an integer is zigzag-coded, how many bits a tag takes) is
 * made here, once, when the schema is parsed; emitters and the walker only read it.
 */

export const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** A position in the schema's YAML text (1-based). */
export interface Pos {
  line: number;
  column: number;
}

export type TypeNode =
  | BoolNode
  | IntNode
  | QuantNode
  | Float32Node
  | Float64Node
  | StringNode
  | BytesNode
  | EnumNode
  | OptionalNode
  | ArrayNode
  | MapNode
  | RefNode;

export interface BoolNode {
  kind: "bool";
}

/**
 * An integer. `bits ≥ 0`: packed in the bit section as `value − min` in `bits` bits (when
 * max − min < 2^32). `bits = −1`: a varint in the byte section, zigzag-coded when `signed`.
 */
export interface IntNode {
  kind: "int";
  /** How the type reads in the schema, for messages: `uint`, `int(min=-5, max=10)`. */
  label: string;
  min: number;
  max: number;
  bits: number;
  signed: boolean;
}

/**
 * A quantized float: q = quantize(value) is an integer in [qmin, qmax], coded like an IntNode
 * (`bits ≥ 0`: q − qmin packed; `bits = −1`: zigzag varint). `scale` is 1/precision when that
 * is an integer (then q = round(v·scale), v = q/scale), else 0 (q = round(v/precision), v = q·precision).
 */
export interface QuantNode {
  kind: "quant";
  label: string;
  precision: number;
  scale: number;
  qmin: number;
  qmax: number;
  bits: number;
}

export interface Float32Node {
  kind: "float32";
}
export interface Float64Node {
  kind: "float64";
}
export interface StringNode {
  kind: "string";
}
export interface BytesNode {
  kind: "bytes";
}

/** An enum: the option's index in `bits` = ceil(log2(options)) bits. */
export interface EnumNode {
  kind: "enum";
  name: string;
  options: string[];
  bits: number;
}

export interface OptionalNode {
  kind: "optional";
  of: TypeNode;
}
export interface ArrayNode {
  kind: "array";
  of: TypeNode;
}
export interface MapNode {
  kind: "map";
  key: TypeNode;
  value: TypeNode;
}

/** A reference to a named object, union, or recursive alias (a function of its own in emitted code). */
export interface RefNode {
  kind: "ref";
  name: string;
}

export interface Field {
  name: string;
  type: TypeNode;
  pos: Pos;
}

export interface ObjectDef {
  kind: "object";
  name: string;
  fields: Field[];
  pos: Pos;
}

/** A union of object types; the variant's index takes `bits` bits. */
export interface UnionDef {
  kind: "union";
  name: string;
  variants: string[];
  bits: number;
  /** The variant `default()` builds: the first one whose default does not need the union itself. */
  defaultVariant: number;
  pos: Pos;
}

export interface EnumDef {
  kind: "enum";
  name: string;
  node: EnumNode;
  pos: Pos;
}

/** An alias; `recursive` aliases are referenced through RefNode, others are inlined. */
export interface AliasDef {
  kind: "alias";
  name: string;
  target: TypeNode;
  recursive: boolean;
  pos: Pos;
}

export type Def = ObjectDef | UnionDef | EnumDef | AliasDef;

export interface Schema {
  /** Every named type, in the order of the YAML file. */
  types: Map<string, Def>;
}

/** Refuses, for the public function `fn`, a schema that did not come from parseSchema. */
export function checkSchema(fn: string, schema: Schema): void {
  if (!schema || !(schema.types instanceof Map)) throw new TypeError(`${fn}: expected a schema from parseSchema()`);
}

/**
 * checkSchema, and refuses a type the schema does not define. The lookup is the schema's Map,
 * so names every object inherits ("toString", "constructor", "__proto__") are types only when
 * the schema defines them.
 */
export function checkType(fn: string, schema: Schema, name: string): void {
  checkSchema(fn, schema);
  if (!schema.types.has(name)) throw new TypeError(`${fn}: no type ${JSON.stringify(name)} in the schema (types: ${[...schema.types.keys()].join(", ")})`);
}

/** Bits needed to tell `count` values apart (0 for a single value). */
export function bitsFor(count: number): number {
  let bits = 0;
  while (2 ** bits < count) bits++;
  return bits;
}

/** The definition behind a reference. */
export function defOf(schema: Schema, name: string): ObjectDef | UnionDef | AliasDef {
  const def = schema.types.get(name);
  if (!def || def.kind === "enum") throw new Error(`tickpack: no referable type ${name}`);
  return def;
}

/** The node a named type stands for when it is the root of a codec. */
export function rootNode(schema: Schema, name: string): TypeNode {
  const def = schema.types.get(name);
  if (!def) throw new Error(`unknown type ${name}`);
  if (def.kind === "enum") return def.node;
  if (def.kind === "alias" && !def.recursive) return def.target;
  return { kind: "ref", name };
}

/**
 * The fewest bits any value of the node can take on the wire (0 only for types with a single
 * value). Decoders use it to refuse counts that could not fit in what remains of the input.
 */
export function minBits(schema: Schema, node: TypeNode): number {
  const v = nodeMinBits(node, namedMinBits(schema));
  // Every type the parser accepts has a finite value (it refuses recursion that cannot end).
  if (v === Infinity) throw new Error("tickpack: a type with no finite value reached minBits");
  // A cap keeps a lower bound a lower bound.
  return Math.min(v, Number.MAX_SAFE_INTEGER);
}

const namedMinBitsCache = new WeakMap<Schema, Map<string, number>>();

/**
 * minBits of every named type, as the least solution of the equations of FORMAT.md §4.1:
 * each starts at +∞ and all are re-evaluated until none changes. An optimal value never needs
 * a type twice on one path (cutting the repeat costs nothing), so at most one round per type
 * plus one: polynomial, where following references from each type anew is exponential in a
 * schema whose types each refer twice to the next.
 */
function namedMinBits(schema: Schema): Map<string, number> {
  let named = namedMinBitsCache.get(schema);
  if (named) return named;
  named = new Map<string, number>();
  const defs = [...schema.types.values()].filter((d) => d.kind !== "enum");
  for (const def of defs) named.set(def.name, Infinity);
  for (let changed = true; changed; ) {
    changed = false;
    for (const def of defs) {
      let v: number;
      if (def.kind === "object") {
        v = 0;
        for (const f of def.fields) v += nodeMinBits(f.type, named);
      } else if (def.kind === "union") {
        let least = Infinity;
        for (const name of def.variants) least = Math.min(least, named.get(name) ?? Infinity);
        v = def.bits + least;
      } else if (def.kind === "alias") v = nodeMinBits(def.target, named);
      else continue;
      if (v < named.get(def.name)!) {
        named.set(def.name, v);
        changed = true;
      }
    }
  }
  namedMinBitsCache.set(schema, named);
  return named;
}

function nodeMinBits(node: TypeNode, named: Map<string, number>): number {
  switch (node.kind) {
    case "bool":
    case "optional":
      return 1;
    case "int":
    case "quant":
      return node.bits >= 0 ? node.bits : 8;
    case "float32":
      return 32;
    case "float64":
      return 64;
    case "string":
    case "bytes":
    case "array":
    case "map":
      return 8;
    case "enum":
      return node.bits;
    case "ref":
      return named.get(node.name) ?? Infinity;
  }
}

/** How deep recursive types may nest on the wire (defined beside the runtime's TOO_DEEP). */
export { MAX_DEPTH } from "../runtime/errors.js";

/** Objects with at least this many (and at most SPARSE_MAX) fields may list their changes in diffs. */
export const SPARSE_MIN = 8;
export const SPARSE_MAX = 30;

/** Whether a diff of this object may use the field-index list (docs/FORMAT.md §5). */
export function sparseEligible(def: ObjectDef): boolean {
  return def.fields.length >= SPARSE_MIN && def.fields.length <= SPARSE_MAX;
}

/** A bool, int, quantized float, float, string, bytes or enum: no optional, container or reference. */
export function isScalar(node: TypeNode): boolean {
  return node.kind !== "optional" && node.kind !== "array" && node.kind !== "map" && node.kind !== "ref";
}

/**
 * A bool, int, string or enum: values of the type are equal exactly when identical (===). The
 * back ends compare arrays of them four pairs at a time (emit's cmpn, walk's samePrefix).
 */
export function byIdentity(node: TypeNode): boolean {
  return node.kind === "int" || node.kind === "bool" || node.kind === "string" || node.kind === "enum";
}

/**
 * The count + 1 that marks a wide object's diff in full mode (docs/FORMAT.md §5): the count
 * code 2^IB − 1, which never counts a list.
 */
export function fullModeLeft(def: ObjectDef): number {
  return 2 ** bitsFor(def.fields.length);
}

/**
 * When an encoder sends a wide object's diff in full mode (docs/FORMAT.md §5): every field
 * changed, every field is a scalar, and the whole object is shorter than its change bits and
 * changes. `header` is the mode bit and the count code, `headerBits` wide. `base` is what full
 * mode saves before the integers' changes: F − IB bits (the count code instead of the change
 * bits) less one bit per bool (sent as a value instead of a flip). `deltas` are the fields whose
 * change may be a delta code (integers and quantized floats of more than 8 bits or varints):
 * each adds rt.changeSaving's figure. undefined when full mode is never shorter.
 */
export interface FullDiffPlan {
  header: number;
  headerBits: number;
  base: number;
  deltas: number[];
}

export function fullDiffPlan(def: ObjectDef): FullDiffPlan | undefined {
  if (!sparseEligible(def) || !def.fields.every((f) => isScalar(f.type))) return undefined;
  const IB = bitsFor(def.fields.length);
  let base = def.fields.length - IB;
  const deltas: number[] = [];
  for (const [i, f] of def.fields.entries()) {
    const t = f.type;
    if (t.kind === "bool") base--;
    else if (hasChangeFlag(t)) deltas.push(i);
  }
  // Each delta field saves at most 1 bit (its flag).
  if (base + deltas.length <= 0) return undefined;
  return { header: 1 + 2 * (fullModeLeft(def) - 1), headerBits: IB + 1, base, deltas };
}

/**
 * The elements kind of the packed array decoders fill with `of` elements (see packedArray,
 * runtime/wire.ts): "smi" for integers, "double" for floats, "object" for booleans and enum
 * options; undefined for the rest, whose arrays emitted code allocates with new Array(n).
 */
export function decodedArrayKind(of: TypeNode): "smi" | "double" | "object" | undefined {
  switch (of.kind) {
    case "int":
      return "smi";
    case "float32":
    case "float64":
    case "quant":
      return "double";
    case "bool":
    case "enum":
      return "object";
    default:
      return undefined;
  }
}

/**
 * Whether a change of type `t` has a flag, and may be a delta code (docs/FORMAT.md §3.7): an
 * integer or quantized float written as a varint, or packed in more than 8 bits.
 */
export function hasChangeFlag(t: TypeNode): boolean {
  return (t.kind === "int" || t.kind === "quant") && (t.bits < 0 || t.bits > 8);
}

/**
 * Whether a changed array of `of` elements carries a mode bit, and so may be sent whole (docs/
 * FORMAT.md §5, arrays of numbers): the width W in bits of an element whose change is its
 * snapshot encoding (float32 32, float64 64, an enum or an integer or quantized float of 1 to 8
 * bits: its bits); 0 for an integer or quantized float whose change has a flag (a varint, or
 * packed in more than 8 bits); undefined for every other element (bools, whose flips cost what
 * the values would, unit types, strings, bytes, containers, references): no mode bit.
 */
export function arrayFullWidth(of: TypeNode): number | undefined {
  switch (of.kind) {
    case "float32":
      return 32;
    case "float64":
      return 64;
    case "enum":
      return of.bits > 0 ? of.bits : undefined;
    case "int":
    case "quant":
      return of.bits === 0 ? undefined : hasChangeFlag(of) ? 0 : of.bits;
    default:
      return undefined;
  }
}

/**
 * Whether an array of `of` carries a shift in its diffs (FORMAT.md §5): not for bools (a flip
 * costs what the value does, so pairing differently never saves) nor unit types (always equal).
 */
export function arrayShifts(schema: Schema, of: TypeNode): boolean {
  return of.kind !== "bool" && minBits(schema, of) > 0;
}

/**
 * Whether an array of `of` also carries splices, shifts in its middle (FORMAT.md §5, Shifts):
 * the arrays with a shift but no mode bit (strings, bytes, containers, references…). Arrays of
 * numbers do not: one whose middle moved is sent whole for no more than a snapshot costs.
 */
export function arraySplices(schema: Schema, of: TypeNode): boolean {
  return arrayShifts(schema, of) && arrayFullWidth(of) === undefined;
}

/**
 * The field by which the elements of an array that carries splices match when its diff looks
 * for a shift (FORMAT.md §5, Shifts): the first field of an object element when that is an
 * integer (not of a single value) or a string, an id or a name, so that bodies that all moved
 * this tick still pair with themselves around one removed; undefined where elements match only
 * when equal.
 */
export function arrayKey(schema: Schema, of: TypeNode): string | undefined {
  if (of.kind !== "ref" || !arraySplices(schema, of)) return undefined;
  const def = schema.types.get(of.name);
  if (def === undefined || def.kind !== "object" || def.fields.length === 0) return undefined;
  const first = def.fields[0]!;
  const t = first.type;
  return (t.kind === "int" && minBits(schema, t) > 0) || t.kind === "string" ? first.name : undefined;
}

/**
 * Whether an array that carries splices looks for one again past pairs that do not match
 * (FORMAT.md §5, Shifts, rule 4): a keyed array, whose pairs match by their keys, or an array of
 * strings. Elements that match only when equal in depth (objects without a key, arrays, unions)
 * would pay a comparison of each pair after the first that does not match, about what their
 * diffs cost: Exchange's order-book levels, 12 % more.
 */
export function arrayRetries(schema: Schema, of: TypeNode): boolean {
  return arraySplices(schema, of) && (of.kind === "string" || arrayKey(schema, of) !== undefined);
}

/** Adds to `out` the names of the named types (references and enums) a node mentions. */
export function namesIn(node: TypeNode, out: Set<string>): void {
  if (node.kind === "ref" || node.kind === "enum") out.add(node.name);
  else if (node.kind === "optional" || node.kind === "array") namesIn(node.of, out);
  else if (node.kind === "map") {
    namesIn(node.key, out);
    namesIn(node.value, out);
  }
}

/** The named types a definition refers to: its fields' types, its variants or its target. */
export function referencesOf(def: Def): Set<string> {
  const out = new Set<string>();
  if (def.kind === "object") for (const f of def.fields) namesIn(f.type, out);
  else if (def.kind === "union") for (const v of def.variants) out.add(v);
  else if (def.kind === "alias") namesIn(def.target, out);
  return out;
}

/** Named objects and aliases that can contain themselves: they count nesting depth. */
export function recursiveUnits(schema: Schema): Set<string> {
  const edges = new Map<string, Set<string>>();
  for (const def of schema.types.values()) edges.set(def.name, referencesOf(def));
  const result = new Set<string>();
  for (const start of edges.keys()) {
    const def = schema.types.get(start)!;
    if (def.kind !== "object" && def.kind !== "alias") continue;
    const seen = new Set<string>();
    const stack = [...edges.get(start)!];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (n === start) {
        result.add(start);
        break;
      }
      if (seen.has(n)) continue;
      seen.add(n);
      for (const m of edges.get(n) ?? []) stack.push(m);
    }
  }
  return result;
}
