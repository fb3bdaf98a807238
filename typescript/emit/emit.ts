/**
 * IR → specialized JavaScript. One emitter serves both back ends: codegen writes its output
 * into a .ts module (with type annotations, `ts: true`), the interpreter compiles it with
 * `new Function`. The emitted code calls only the runtime (`rt.*`, a Writer `w`, a Reader `r`).
 *
 * For every named object, union and recursive alias it emits ten functions:
 *   enc_T(w, v)      snapshot              dec_T(r)          → value
 *   encd_T(w, a, b)  diff, a ≠ b known     decd_T(r, a)      → new value
 *   eq_T(a, b)       same bytes?           val_T(v, p, errs) validation messages
 *   cl_T(v)          deep copy             def_T()           default value
 *   tj_T(v)          → JSON form           fj_T(j, p, errs)  ← JSON form (problems at JSON paths)
 * Objects that are union variants also get dect_/decdt_/clt_/fjt_ versions that add `_type`.
 * Anonymous arrays and maps are written and read in snapshots by encn/decn functions of their
 * own (outlinedSnapshot); their diffs, and optionals, are inlined (nested past OUTLINE_DEPTH,
 * they go through encn/decn/encdn/decdn functions too); their equality, copy and JSON helpers
 * are emitted once per node as small functions.
 *
 * Generated modules must type-check under the strictest settings users turn on (see
 * test/strictest.ts): a parameter a function does not use is named `_w`, `_a`…; no local is
 * declared that nothing reads; and a `Record<string, unknown>` is indexed with `o["name"]`.
 */
import { MAX_PROBLEMS, TOO_DEEP_LINE } from "../runtime/errors.js";
import { F32_MAX } from "../runtime/values.js";
import { BULK_FLOAT32, BULK_FLOAT64, BULK_INT, ELEMENTS_OF, PACKED_ARRAY_BITS } from "../runtime/wire.js";
import { fingerprint } from "../schema/fingerprint.js";
import {
  arrayFullWidth,
  arrayShifts,
  arrayKey,
  arrayRetries,
  arraySplices,
  byIdentity,
  decodedArrayKind,
  hasChangeFlag,
  bitsFor,
  defOf,
  fullDiffPlan,
  fullModeLeft,
  type IntNode,
  MAX_DEPTH,
  minBits,
  recursiveUnits,
  referencesOf,
  rootNode,
  sparseEligible,
  SPARSE_MAX,
  type Def,
  type EnumNode,
  type ObjectDef,
  type QuantNode,
  type Schema,
  type TypeNode,
  type UnionDef,
} from "../schema/ir.js";

/** Past this many characters of JavaScript, an object's function is split in parts of about PART_CHARS (see Emitter.split). */
const FN_CHARS = 60_000;
const PART_CHARS = 30_000;

/** Stands for the snapshot decoder of a wide object's diff in full mode (dec_T or dect_T). */
const FULL = "\u0000full\u0000";

export interface EmitOptions {
  /** Emit TypeScript annotations (codegen) instead of plain JavaScript (interpreter). */
  ts: boolean;
  /** The named types that get a codec. */
  roots: string[];
}

export interface EmittedRoot {
  name: string;
  /** TypeScript type of the root's values. */
  tsType: string;
  /** A JS object literal of the TypeFunctions for makeCodec. */
  functions: string;
}

export interface Emitted {
  /** Declarations: constants and functions. */
  code: string;
  roots: EmittedRoot[];
}

const SAFE = Number.MAX_SAFE_INTEGER;
/** Field names that plain objects inherit: read as own properties only. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Bits of a diff not yet written, gathered in two locals: `n` counts them, `v` holds them (1s
 * only in its low 24 bits; the bits past the 24th are 0s). Written by Writer.writeRun.
 */
interface Run {
  n: string;
  v: string;
  /** The most bits the run can hold at this point of the emitted code (a test of room is left out below 24). */
  max: number;
}

/**
 * A changed field's first bits in a diff (see Emitter.gatheredChange): `value` in `bits` bits,
 * both expressions, `bits` at most `most` (and equal to it when it is a literal).
 */
interface Header {
  value: string;
  bits: string;
  most: number;
}

/** The longest delta code (in bits) of a varint integer's change that an emitted diff gathers in place (see Emitter.varintChange). */
const VARINT_CODE_MOST = 14;

/** A field's change bit. */
const CHANGE_HEADER: Header = { value: "1", bits: "1", most: 1 };

/**
 * The exp-Golomb code of an integer's change, in place (Writer.writeDelta's bits, FORMAT.md §5),
 * in the variables named: `zigzag`, the statements that set d = next − prev and z = zigzag(d), or
 * −1 when |d| ≥ 2^30; `log`, the one that sets y = z + 8 and m = floor(log2 y) ≥ 3; `flagged`,
 * flag bit 1 then the code (m − 3 ones, a zero and the m low bits of y: 2m − 2 bits), of `bits`
 * bits (wire.ts's smallZigzag and expGolombBits, written out).
 */
function deltaCode(prev: string, next: string, d: string, z: string, y: string, m: string): { zigzag: (I: string) => string; log: (I: string) => string; flagged: string; bits: string } {
  return {
    zigzag: (I) => `${I}const ${d} = ${next} - ${prev};\n${I}const ${z} = ${d} > -0x40000000 && ${d} < 0x40000000 && (${d} | 0) === ${d} ? (${d} << 1) ^ (${d} >> 31) : -1;\n`,
    log: (I) => `${I}const ${y} = ${z} + 8, ${m} = 31 - Math.clz32(${y});\n`,
    flagged: `1 | ((1 << (${m} - 3)) - 1 | (${y} - (1 << ${m})) << (${m} - 2)) << 1`,
    bits: `2 * ${m} - 1`,
  };
}

/** Statements that write a run's bits and empty it. */
function emptyRun(run: Run, I: string): string {
  return `${I}w.writeRun(${run.v}, ${run.n});\n${I}${run.v} = 0;\n${I}${run.n} = 0;\n`;
}

/** A fixed-width field being encoded: its validation, and the integer written in `bits` bits. */
interface BitsField {
  check: string;
  value: string;
  bits: number;
}

export function emit(schema: Schema, options: EmitOptions): Emitted {
  return new Emitter(schema, options).run();
}

/**
 * Globals the generated code refers to. A schema type with one of these names is declared in a
 * generated module as `Name$` (and exported as `Name`), so that it cannot shadow the global.
 */
export const SHADOWED_GLOBALS = new Set(["Map", "Set", "Array", "Object", "Math", "Uint8Array", "String", "NaN", "Infinity", "Record", "Number", "Boolean", "Symbol", "JSON"]);

/** The name a generated module declares a schema type under. */
export function declaredName(name: string): string {
  return SHADOWED_GLOBALS.has(name) ? `${name}$` : name;
}

/** The TypeScript type of a node's values (`names` maps schema type names to declared names). */
export function tsTypeOf(node: TypeNode, names: (name: string) => string = declaredName): string {
  switch (node.kind) {
    case "bool":
      return "boolean";
    case "int":
    case "quant":
    case "float32":
    case "float64":
      return "number";
    case "string":
      return "string";
    case "bytes":
      return "Uint8Array";
    case "enum":
      return names(node.name);
    case "optional":
      return `${tsTypeOf(node.of, names)} | undefined`;
    case "array": {
      const inner = tsTypeOf(node.of, names);
      return inner.includes("|") ? `(${inner})[]` : `${inner}[]`;
    }
    case "map":
      return `Map<${tsTypeOf(node.key, names)}, ${tsTypeOf(node.value, names)}>`;
    case "ref":
      return names(node.name);
  }
}

/** A BitsField value as an operand of `<<`: parenthesized unless a name or a `(x === true ? 1 : 0)`. */
function operand(value: string): string {
  return /^[\w$]+$/.test(value) || /^\([\w$]+ === true \? 1 : 0\)$/.test(value) ? value : `(${value})`;
}

/**
 * The `lead` and `leadBits` arguments of Writer.writePackedChange and writeVarintChange: nothing
 * before the change, or its field's change bit.
 */
const NO_LEAD = "0, 0";
const CHANGE_BIT = "1, 1";

/** A run's bound in a loop, where it carries over from pass to pass: any (every test of room is written). */
const LOOP_RUN = 1000;

/** Object types of more fields keep literals in decoders (see Emitter.constructors)… */
const MAX_CONSTRUCTED_FIELDS = 16;
/**
 * …up to this many: V8 builds a literal of 128 properties or more some 8 times slower per
 * property than one of 127 (5 against 0.65 ns), a constructor as fast as ever (0.8 ns).
 */
const MAX_LITERAL_FIELDS = 127;

/**
 * The named types whose values can be elements or values of an array or a map, directly or
 * inside another such value (through fields, optionals, aliases and union variants): those a
 * single message can hold any number of.
 */
function repeatedTypes(schema: Schema): Set<string> {
  const out = new Set<string>();
  const stack: string[] = [];
  const scan = (node: TypeNode, inCollection: boolean): void => {
    switch (node.kind) {
      case "array":
        scan(node.of, true);
        return;
      case "map":
        scan(node.value, true);
        return;
      case "optional":
        scan(node.of, inCollection);
        return;
      case "ref":
        if (inCollection) stack.push(node.name);
        return;
      default:
        return;
    }
  };
  for (const def of schema.types.values()) {
    if (def.kind === "object") for (const f of def.fields) scan(f.type, false);
    else if (def.kind === "alias") scan(def.target, false);
  }
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (out.has(name)) continue;
    out.add(name);
    const def = schema.types.get(name);
    if (def !== undefined) for (const m of referencesOf(def)) stack.push(m);
  }
  return out;
}

/**
 * Whether two values of the node that are === are an unchanged element of a diff: not floats
 * (-0 === 0, two values float bits tell apart), nor what may hold one without a reference of
 * its own (an optional float). A reference is to an object, a union or a recursive alias,
 * where the same object is equal to itself.
 */
function sameIsUnchanged(node: TypeNode): boolean {
  switch (node.kind) {
    case "int":
    case "quant":
    case "bool":
    case "string":
    case "enum":
    case "bytes":
    case "ref":
      return true;
    default:
      return false;
  }
}

/** `i + d` as code, `i` when d is the literal 0. */
function plus(i: string, d: string): string {
  return d === "0" ? i : `${i} + ${d}`;
}

/**
 * The index of an array diff's `i`-th unpaired element (FORMAT.md §5: the db before the m
 * paired ones, then those after them), as code.
 */
function unpaired(i: string, skip: { db: string; m: string }): string {
  return skip.db === "0" ? `${i} + ${skip.m}` : `${i} < ${skip.db} ? ${i} : ${i} + ${skip.m}`;
}

/** An expression without the parentheses that enclose all of it (for `if (…)`). */
function bare(expr: string): string {
  if (!expr.startsWith("(") || !expr.endsWith(")")) return expr;
  let depth = 0;
  for (let i = 0; i < expr.length; i++) {
    if (expr[i] === "(") depth++;
    else if (expr[i] === ")" && --depth === 0 && i < expr.length - 1) return expr;
  }
  return expr.slice(1, -1);
}

/** Parameters of emitted functions: the writer, the reader, a val_ function's, a fj_ function's. */
/** A parameter of an emitted function: its name, its TS type, and a default value if it has one. */
type Param = [name: string, type: string, value?: string];
/**
 * An expression that reads `n` bits of the bit section inline, as Reader.readBits(n) would, on
 * the reader's own cursor (`acc`, `accBits`), with Reader.fill to take the bytes (so the bytes
 * taken and the failures are readBits' own). V8 inlines the Reader's methods into a decoder only
 * up to a budget of bytecode per function, which a handful of fields use up; each call past it
 * cost ~40 instructions (Input's decodeDiff: 1 612 → 1 381 instructions). Past 32 bits, the
 * method. Where an object's decoder keeps the pending bits in locals, localBitsRead instead.
 */
function bitsRead(n: number): string {
  if (n > 32) return `r.readBits(${n})`;
  // 25 to 32 bits: the low 16, then the rest, as readBits takes them (the same bytes, the same
  // failures), without the call (ScreenShare's tiles' `uint(max=4294967295)`).
  if (n > 24) return `(${bitsRead(16)} + ${bitsRead(n - 16)} * 65536)`;
  return `(${n === 1 ? "r.accBits === 0" : `r.accBits < ${n}`} && r.fill(${n}), (r.acc & ${2 ** n - 1}) + (r.acc >>= ${n}, r.accBits -= ${n}, 0))`;
}
/** The next bit (0 or 1), inline (see bitsRead). */
const BIT = bitsRead(1);
/**
 * An object's decoders read its fields' bits (n ≤ 24 at a time) with the pending bits in locals
 * `ba` and `bn`, stored back to the reader (syncOut) for anything read through it and taken
 * again after (syncIn): a bit from the reader's fields cost ~30 instructions (Smi tags and map
 * checks), from locals ~6. The bytes come from Reader.nextBitByte as readBits takes them, so the
 * bytes taken and the failures do not change.
 */
function localBitsRead(n: number): string {
  if (n > 24) return `(${localBitsRead(16)} + ${localBitsRead(n - 16)} * 65536)`;
  const fill = `bn < ${n} && (ba |= r.nextBitByte() << bn, bn += 8)`;
  return `(${Array(Math.ceil(n / 8)).fill(fill).join(", ")}, (ba & ${2 ** n - 1}) + (ba >>= ${n}, bn -= ${n}, 0))`;
}
const LOCAL_BIT = localBitsRead(1);
/** Statements that store the locals back to the reader. */
function syncOut(I: string): string {
  return `${I}r.acc = ba;\n${I}r.accBits = bn;\n`;
}
/** Statements that take the locals from the reader again. */
function syncIn(I: string): string {
  return `${I}ba = r.acc;\n${I}bn = r.accBits;\n`;
}
/**
 * Whether a snapshot of the type can be read with the pending bits in locals: bits, at most 32
 * (read at most 24 at a time), and otherwise only values of the byte section (an optional of
 * such a type, say).
 */
function readsLocally(node: TypeNode): boolean {
  switch (node.kind) {
    case "bool":
      return true;
    case "optional":
      return readsLocally(node.of) || bytesOnly(node.of);
    case "int":
    case "quant":
    case "enum":
      return node.bits > 0 && node.bits <= 32;
    default:
      return false;
  }
}
/** Whether a snapshot of the type is read from the byte section alone (its reads never touch the pending bits). */
function bytesOnly(node: TypeNode): boolean {
  switch (node.kind) {
    case "float32":
    case "float64":
    case "string":
    case "bytes":
      return true;
    case "int":
    case "quant":
    case "enum":
      return node.bits <= 0;
    default:
      return false;
  }
}
/** Statements without the syncs that undo each other: a syncIn right before a syncOut. */
function unsynced(body: string): string {
  return body.replace(/^ *ba = r\.acc;\n *bn = r\.accBits;\n *r\.acc = ba;\n *r\.accBits = bn;\n/gm, "");
}

const W_PARAM: Param = ["w", "rt.Writer"];
const R_PARAM: Param = ["r", "rt.Reader"];
/** A root's encd_ and decd_: 1 for the whole diff of a message, its first bit included (see Emitter.rootDiff). */
const ROOT_PARAM: Param = ["R", "number", "0"];
const VAL_PARAMS: Param[] = [["v", "unknown"], ["p", "string"], ["errs", "string[]"], ["d", "number"]];
const FJ_PARAMS: Param[] = [["j", "any"], ["p", "string"], ["errs", "string[]"]];

/** A string literal of emitted code (emitted strings are JSON strings: no other quotes). */
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g;

/**
 * Does emitted `code` read the variable `name`? Every occurrence of the identifier counts,
 * except in a string, after a `.` (a property: `v.name`, but `...name` counts) and as the key
 * of an object literal (`{ name: x` or `, name: x`). When in doubt it answers yes: a variable
 * taken for unused would be missing at run time, one taken for used only keeps its name.
 */
export function refersTo(code: string, name: string): boolean {
  const text = code.replace(STRING_LITERAL, '""');
  const re = new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`, "g");
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 3), m.index);
    if (before.endsWith(".") && before !== "...") continue;
    const key = text[m.index + name.length] === ":" && (before.endsWith("{ ") || before.endsWith(", "));
    if (!key) return true;
  }
  return false;
}

function lit(x: unknown): string {
  if (typeof x === "number") {
    if (Object.is(x, -0)) return "-0";
    return String(x);
  }
  return JSON.stringify(x);
}

/**
 * Statement depth from which an anonymous array, map or optional is encoded, decoded or diffed
 * by a function of its own (encn_, decn_, encdn_, decdn_) rather than inline. Inline, a diff of
 * nested containers holds the full encoding of each inner level besides its diff, and so the
 * code grew with the square of the nesting (32 nested maps: 2.8 MB of TypeScript); this keeps
 * it linear. The sample schemas' code stays within 6 levels, so none of it is affected.
 */
const OUTLINE_DEPTH = 10;

function outlined(node: TypeNode, depth: number): boolean {
  return depth >= OUTLINE_DEPTH && (node.kind === "array" || node.kind === "map" || node.kind === "optional");
}

/**
 * Whether a snapshot's array or map is written or read by its encn / decn function: always, as
 * the loop over its elements then ends its function, and nothing after a loop that may run long
 * is left to need what V8 learns by running it (see "Long loops" in runtime/wire.ts). Inline,
 * a 2 000-body map left each decode of the world around it at the first statement after its
 * loop, in the interpreter, for good.
 */
function outlinedSnapshot(node: TypeNode, depth: number): boolean {
  return node.kind === "array" || node.kind === "map" || outlined(node, depth);
}

/**
 * Whether the change test of a map or an array at `depth` goes through its cmpn helper, whose
 * answer its diff takes (encd's `known`, see cmpSame): the pairs it found equal are not
 * compared again, and for an array of numbers may decide against its whole mode (FORMAT.md §5).
 */
function compared(node: TypeNode, depth: number): boolean {
  return (node.kind === "map" || node.kind === "array") && !outlined(node, depth);
}

/**
 * Of cmpn's answer `c` for `node`: the test that the values are equal, and what their diff
 * is told (encd's `known`). A map's cmpn says 0 equal, 1 changed with the same keys in the same
 * order, 2 otherwise; an array's says −1 equal, otherwise how many leading pairs are equal.
 */
function cmpSame(node: TypeNode, c: string): string {
  return node.kind === "map" ? `${c} === 0` : `${c} < 0`;
}
function cmpKnown(node: TypeNode, c: string): string {
  return node.kind === "map" ? `${c} === 1` : c;
}

class Emitter {
  private out: string[] = [];
  private helpers: string[] = [];
  private helperNames = new Map<string, string>();
  private enumsDone = new Set<string>();
  private units = new Set<string>();
  private variants = new Set<string>();
  private recursive: Set<string>;
  /** Object types whose decoders build values with a constructor (see constructors()). */
  private repeated: Set<string>;
  private n = 0;
  /** How many parts each parted function has (see split): decided in JS, the TS output takes the JS emitter's. */
  private parts = new Map<string, number>();
  /**
   * Root object types that list their changes (sparseEligible), where no other type holds them:
   * their encd_ and decd_ take the message's first bit too, for encdr_ and decdr_ (see
   * TypeFunctions.encdRoot). A type other types hold (a codegen module has a codec for every
   * type) keeps eq and then encd as a root, so that its diffs nested pay nothing for it.
   */
  private rootDiff = new Set<string>();
  private planned: Map<string, number> | undefined;

  constructor(
    private schema: Schema,
    private opts: EmitOptions,
  ) {
    this.recursive = recursiveUnits(schema);
    const nested = new Set<string>();
    for (const def of schema.types.values()) for (const n of referencesOf(def)) if (n !== def.name) nested.add(n);
    for (const name of opts.roots) {
      const def = schema.types.get(name);
      if (def?.kind === "object" && sparseEligible(def) && !nested.has(name)) this.rootDiff.add(name);
    }
    this.repeated = repeatedTypes(schema);
    if (opts.ts) {
      const js = new Emitter(schema, { ...opts, ts: false });
      js.run();
      this.planned = js.parts;
    }
  }

  /**
   * The field ranges of an object's function `name` whose body, whole, is `length` characters
   * of JavaScript: one, or parts of about PART_CHARS each past FN_CHARS. V8 does not optimize a
   * function of more than 60 KiB of bytecode (about 0.8 bytes a character here): FlightData's
   * diff decoder, of 140 fields, at 87 KiB ran ~7× slower than at 55 KiB, and one of 300 fields
   * was 30× slower than its snapshot. The TS output is parted as the JS output is (its
   * annotations would move the lengths), so that both are the same code.
   */
  private split(name: string, length: number, count: number): [number, number][] {
    let k = this.planned?.get(name) ?? 1;
    if (this.planned === undefined) {
      k = length > FN_CHARS ? Math.min(count, Math.ceil(length / PART_CHARS)) : 1;
      this.parts.set(name, k);
    }
    const ranges: [number, number][] = [];
    for (let c = 0; c < k; c++) ranges.push([Math.floor((c * count) / k), Math.floor(((c + 1) * count) / k)]);
    return ranges;
  }

  private get ts(): boolean {
    return this.opts.ts;
  }

  /** The declared name of a schema type in TS output. */
  private tn(name: string): string {
    return declaredName(name);
  }

  /** `name: Type` in TS, `name` in JS. */
  private p(name: string, type: string): string {
    return this.ts ? `${name}: ${type}` : name;
  }
  /**
   * `function name(params): ret {\nbody}`. A parameter that the body does not use is named
   * with a leading `_`, so that the module compiles under `noUnusedParameters`.
   */
  private fn(name: string, params: Param[], ret: string, body: string): string {
    const ps = params.map(([n, type, value]) => this.p(refersTo(body, n) ? n : `_${n}`, type) + (value === undefined ? "" : ` = ${value}`));
    return `function ${name}(${ps.join(", ")})${this.rt(ret)} {\n${body}}`;
  }
  /** `: Type` return annotation in TS. */
  private rt(type: string): string {
    return this.ts ? `: ${type}` : "";
  }
  private as(expr: string, type: string): string {
    return this.ts ? `(${expr} as ${type})` : expr;
  }
  /** `arr[i]` typed as the element type in TS (elements of `T?[]` may be undefined). */
  private elem(arr: string, i: string, of: TypeNode): string {
    return this.ts ? `(${arr}[${i}] as ${this.tt(of)})` : `${arr}[${i}]`;
  }

  /** The TS type of a node, with declared names. */
  private tt(node: TypeNode): string {
    return tsTypeOf(node, declaredName);
  }

  private bang(expr: string): string {
    return this.ts ? `${expr}!` : expr;
  }
  /**
   * Reads field `name` of `obj` (own properties only for names objects inherit). Those are all
   * methods of Object.prototype but __proto__: for an object whose prototype is Object.prototype,
   * a value that is no function is its own, read as any other field (a named load, one map at
   * the site). Anything else goes through rt.own: a keyed load shared by every such field, which
   * had gone megamorphic, and a hasOwnProperty call (a fifth of DebugSession's encode).
   */
  private get(obj: string, name: string, type?: TypeNode): string {
    if (!INHERITED.has(name)) return `${obj}.${name}`;
    const own = `rt.own(${obj}, ${lit(name)})`;
    const read = name === "__proto__" ? own : `(typeof ${obj}.${name} === "function" || Object.getPrototypeOf(${obj}) !== Object.prototype ? ${own} : ${obj}.${name})`;
    return type ? this.as(read, this.tt(type)) : read;
  }

  /**
   * Field `name` of `obj`, a `Record<string, unknown>` (cold paths): in brackets, as
   * `noPropertyAccessFromIndexSignature` wants (own properties only for names objects inherit).
   */
  private key(obj: string, name: string): string {
    return INHERITED.has(name) ? `rt.own(${obj}, ${lit(name)})` : `${obj}[${lit(name)}]`;
  }

  private v(prefix = "x"): string {
    return `${prefix}${this.n++}`;
  }

  run(): Emitted {
    for (const def of this.schema.types.values()) {
      if (def.kind === "union") for (const v of def.variants) this.variants.add(v);
    }
    const roots: EmittedRoot[] = [];
    for (const name of this.opts.roots) {
      const node = rootNode(this.schema, name);
      this.collect(node);
      roots.push(this.rootFunctions(name, node));
    }
    for (const unit of this.units) this.emitUnit(defOf(this.schema, unit));
    return { code: [...this.helpers, ...this.out].join("\n"), roots };
  }

  /** Finds the units (named functions) a node needs. */
  private collect(node: TypeNode): void {
    switch (node.kind) {
      case "optional":
      case "array":
        this.collect(node.of);
        return;
      case "map":
        this.collect(node.key);
        this.collect(node.value);
        return;
      case "enum":
        this.enumConsts(node);
        return;
      case "ref": {
        if (this.units.has(node.name)) return;
        this.units.add(node.name);
        const def = defOf(this.schema, node.name);
        if (def.kind === "object") for (const f of def.fields) this.collect(f.type);
        else if (def.kind === "union") for (const v of def.variants) this.collect({ kind: "ref", name: v });
        else this.collect(def.target);
        return;
      }
      default:
        return;
    }
  }

  private enumConsts(node: EnumNode): void {
    if (this.enumsDone.has(node.name)) return;
    this.enumsDone.add(node.name);
    const t = node.name;
    this.helpers.push(`const opts_${t}${this.ts ? `: readonly ${this.tn(t)}[]` : ""} = [${node.options.map(lit).join(", ")}];`);
    if (node.options.length <= 8) {
      const cases = node.options.map((o, i) => `    case ${lit(o)}: return ${i};`).join("\n");
      this.helpers.push(this.fn(`ei_${t}`, [["x", "unknown"]], "number", `  switch (x) {\n${cases}\n    default: return -1;\n  }\n`));
    } else {
      // Many options: one hash lookup instead of a long chain of string comparisons.
      this.helpers.push(`const index_${t} = new Map${this.ts ? "<unknown, number>" : ""}(opts_${t}.map((o, i) => [o, i]));`);
      this.helpers.push(this.fn(`ei_${t}`, [["x", "unknown"]], "number", `  const i = index_${t}.get(x);\n  return i === undefined ? -1 : i;\n`));
    }
  }

  /** A root that is not a unit (enum, non-recursive alias) gets wrapper functions. */
  private rootFunctions(name: string, node: TypeNode): EmittedRoot {
    const tsType = this.tt(node);
    const fp = fingerprint(this.schema, name);
    if (node.kind === "ref" && node.name === name) {
      return { name, tsType, functions: this.fnTable(name, fp, name, this.rootDiff.has(name)) };
    }
    const id = `R$${name}`;
    this.aliasFunctions(id, tsType, node, false);
    return { name, tsType, functions: this.fnTable(name, fp, id) };
  }

  /**
   * A recursive type's val_ refuses the nesting level encoders refuse, and stops validating
   * there (rt.TOO_DEEP, caught by the entry points): on a cycle, or a value whose recursive
   * fields share a subtree, going on past the limit would take exponential time.
   */
  private valTooDeep(): string {
    const I = "  ";
    return `${I}if (d >= ${MAX_DEPTH}) {\n${I}  errs.push(p + ${lit(TOO_DEEP_LINE)});\n${I}  throw rt.TOO_DEEP;\n${I}}\n`;
  }

  private fnTable(name: string, fp: string, id: string, root = false): string {
    const k = ["enc", "dec", "eq", "encd", "decd", ...(root ? ["encdRoot:encdr", "decdRoot:decdr"] : []), "val", "clone:cl", "def", "toJson:tj", "fromJson:fj"];
    const parts = k.map((s) => {
      const [key, prefix] = s.includes(":") ? s.split(":") : [s, s];
      return `${key}: ${prefix}_${id}`;
    });
    return `{ name: ${lit(name)}, fingerprint: ${lit(fp)}, ${parts.join(", ")} }`;
  }

  // ---- units ----

  private emitUnit(def: Exclude<Def, { kind: "enum" }>): void {
    if (def.kind === "object") this.emitObject(def);
    else if (def.kind === "union") this.emitUnion(def);
    else {
      this.aliasFunctions(def.name, this.tn(def.name), def.target, this.recursive.has(def.name));
    }
  }

  /**
   * The functions of `id` for values of type `T` that are `node`: a named alias, or a root that
   * is not a unit (enum, non-recursive alias). `deep`: count the nesting depth (recursive alias).
   */
  private aliasFunctions(id: string, T: string, node: TypeNode, deep: boolean): void {
    this.n = 0;
    const inW = deep ? `  if (++w.depth > ${MAX_DEPTH}) throw rt.TOO_DEEP;\n` : "";
    const inR = deep ? `  if (++r.depth > ${MAX_DEPTH}) throw r.fail("nested deeper than ${MAX_DEPTH} levels");\n` : "";
    const outW = deep ? "  w.depth--;\n" : "";
    const outR = deep ? "  r.depth--;\n" : "";
    this.out.push(this.fn(`enc_${id}`, [W_PARAM, ["v", T]], "void", `${inW}${this.enc(node, "v", 1)}${outW}`));
    this.out.push(this.fn(`dec_${id}`, [R_PARAM], T, `${inR}${this.dec(node, "t", 1)}${outR}  return t;\n`));
    this.out.push(this.fn(`eq_${id}`, [["a", T], ["b", T]], "boolean", `  return ${this.eqx(node, "a", "b")};\n`));
    this.out.push(this.fn(`encd_${id}`, [W_PARAM, ["a", T], ["b", T]], "void", `${inW}${this.encd(node, "a", "b", 1)}${outW}`));
    this.out.push(this.fn(`decd_${id}`, [R_PARAM, ["a", T]], T, `${inR}${this.decd(node, "a", "t", 1)}${outR}  return t;\n`));
    const tooDeep = deep ? this.valTooDeep() : "";
    this.out.push(this.fn(`val_${id}`, VAL_PARAMS, "void", tooDeep + this.val(node, "v", "p", 1, deep ? "d + 1" : "d")));
    this.out.push(this.fn(`cl_${id}`, [["v", T]], T, `  return ${this.clone(node, "v")};\n`));
    this.out.push(this.fn(`def_${id}`, [], T, `  return ${this.def(node)};\n`));
    this.out.push(this.fn(`tj_${id}`, [["v", T]], "unknown", `  return ${this.toJson(node, "v")};\n`));
    this.out.push(this.fn(`fj_${id}`, FJ_PARAMS, T, `${this.fromJson(node, "j", "p", "x", 1)}  return x;\n`));
  }

  private emitObject(def: ObjectDef): void {
    const T = def.name;
    const fields = def.fields;
    const tagged = this.variants.has(T);
    const I = "  ";
    const N = this.tn(T);
    // The type of a union variant's values, which carry `_type`.
    const TT = `${N} & { _type: ${lit(T)} }`;
    const deep = this.recursive.has(T);
    const enter = (x: string, fail: string) => (deep ? `${I}if (++${x}.depth > ${MAX_DEPTH}) throw ${fail};\n` : "");
    const leave = (x: string) => (deep ? `${I}${x}.depth--;\n` : "");
    // A decoded value: `new mk_T(values in field order)` (mkt_T for a union variant's values,
    // which carry _type) for types a message can hold any number of and for very wide types,
    // else a literal.
    // (Not for a field named after a property of Object.prototype: assigning it fails where
    // Object.prototype is frozen, defining it in a literal does not.)
    // Wide: more properties than MAX_LITERAL_FIELDS (a union variant's value has _type too).
    const wide = fields.length + (tagged ? 1 : 0) > MAX_LITERAL_FIELDS;
    const ctor = ((this.repeated.has(T) && fields.length <= MAX_CONSTRUCTED_FIELDS) || wide) && !fields.some((f) => INHERITED.has(f.name));
    if (ctor) this.constructors(def, N, TT, tagged);
    const literal = (values: string[], t: boolean) => `{ ${[...(t ? [`_type: ${lit(T)}`] : []), ...values.map((x, i) => `${fields[i]!.name}: ${x}`)].join(", ")} }`;
    const make = (values: string[], t = false) => (ctor ? `new mk${t ? "t" : ""}_${T}(${values.join(", ")})` : literal(values, t));
    // Every value of a wide type is constructed, by clone, default and fromJson too: V8 gives each
    // object a literal of 128 properties or more builds a map of its own, and code that reads
    // them (encode, a diff's prev) sees a new one every time: FlightData's (129 fields) values
    // from fromJson were encodeDiff'd in 18.1 K instructions with 2 maps met, 32.9 K with 6.
    const built = (values: string[], t = false) => (wide ? make(values, t) : literal(values, t));
    // A message's root that lists its changes (see rootDiff): its encd_ and decd_ take R.
    const root = this.rootDiff.has(T);
    // Each function's fields, in parts of their own where the function would be too long for V8
    // to optimize (see split): each part a function, called in field order.
    const parted = (name: string, params: Param[], ret: string, part: (from: number, to: number) => string): string[] => {
      this.n = 0;
      const whole = part(0, fields.length);
      const ranges = this.split(name, whole.length, fields.length);
      if (ranges.length === 1) return [whole];
      return ranges.map(([from, to], c) => {
        this.n = 0;
        this.out.push(this.fn(`${name}$p${c}`, params, ret, part(from, to)));
        return `${name}$p${c}`;
      });
    };
    // Decoded values of a parted decoder: each part stores its fields' values in `s`, at their indexes.
    const S = `${I}const s${this.ts ? ": any[]" : ""} = new Array(${fields.length});\n`;
    const stored = (names: string[], from: number) => names.map((t, j) => `${I}s[${from + j}] = ${t};\n`).join("");
    const fromS = fields.map((_, i) => `s[${i}]`);
    // enc
    {
      const head = `${I}if (typeof v !== "object" || v === null || Array.isArray(v)) throw rt.INVALID;\n` + enter("w", "rt.TOO_DEEP");
      // Fixed-width fields are validated as they come and written together, up to 24 bits per
      // call, when something else next writes to the bit section (or at the end). Byte-section
      // writes in between do not interrupt a group: the two sections are separate streams.
      const parts = parted(`enc_${T}`, [W_PARAM, ["v", N]], "void", (from, to) => {
        let body = "";
        let group: BitsField[] = [];
        for (const f of fields.slice(from, to)) {
          const x = this.v();
          const get = `${I}const ${x} = ${this.get("v", f.name, f.type)};\n`;
          const bf = this.bitsField(f.type, x, 1);
          if (bf) {
            body += get + bf.check;
            group.push(bf);
            continue;
          }
          if (this.writesBits(f.type)) {
            body += this.writeGroup(group, I);
            group = [];
          }
          body += get + this.enc(f.type, x, 1);
        }
        return body + this.writeGroup(group, I);
      });
      const body = parts.length === 1 ? parts[0]! : parts.map((f) => `${I}${f}(w, v);\n`).join("");
      this.out.push(this.fn(`enc_${T}`, [W_PARAM, ["v", N]], "void", head + body + leave("w")));
    }
    // dec (+ tagged)
    {
      const names: string[] = [];
      const parts = parted(`dec_${T}`, [R_PARAM, ["s", "any[]"]], "void", (from, to) => {
        const some = fields.slice(from, to);
        let body = "";
        // The fields' bits from locals where some are read there (see LOCAL_BIT).
        const local = some.some((f) => readsLocally(f.type));
        if (local) body += `${I}let ba = r.acc, bn = r.accBits;\n`;
        names.length = 0;
        for (const f of some) {
          const t = this.v("f");
          names.push(t);
          body += local ? this.decLocal(f.type, t, 1) : this.dec(f.type, t, 1);
        }
        if (local) body = unsynced(body + syncOut(I));
        return from === 0 && to === fields.length ? body : body + stored(names, from);
      });
      const one = parts.length === 1;
      const body = enter("r", `r.fail("nested deeper than ${MAX_DEPTH} levels")`) + (one ? parts[0]! : S + parts.map((f) => `${I}${f}(r, s);\n`).join("")) + leave("r");
      const values = one ? names : fromS;
      this.out.push(this.fn(`dec_${T}`, [R_PARAM], N, `${body}${I}return ${make(values)};\n`));
      if (tagged) {
        this.out.push(this.fn(`dect_${T}`, [R_PARAM], TT, `${body}${I}return ${make(values, true)};\n`));
      }
    }
    // eq
    {
      // b's shape first: encodeDiff takes what eq finds equal as valid, and (5).x or an empty
      // object's fields would match any prev.
      const parts = parted(`eq_${T}`, [["a", N], ["b", N]], "boolean", (from, to) => {
        const conds = fields.slice(from, to).map((f) => this.eqx(f.type, this.get("a", f.name, f.type), this.get("b", f.name, f.type)));
        return from === 0 && to === fields.length ? conds.join(" &&\n    ") : `${I}return ${conds.join(" &&\n    ")};\n`;
      });
      const conds = ["typeof b === \"object\" && b !== null && !Array.isArray(b)", ...(parts.length === 1 ? (fields.length > 0 ? [parts[0]!] : []) : parts.map((f) => `${f}(a, b)`))];
      this.out.push(this.fn(`eq_${T}`, [["a", N], ["b", N]], "boolean", `${I}return ${conds.join(" &&\n    ")};\n`));
    }
    this.n = 0;
    // encd: a change bit per field, or (wide objects, few changes) a list of changed field indexes
    {
      // A root's encd_T takes R = 1 for the whole diff of a message (encdr_T, see rootDiff):
      // bit 0 when nothing changed, else bit 1 gathered in the change's first run, in one pass
      // over the fields where the codec ran eq's and then encd's (Input, 8 fields: ~70 → ~66
      // ns a diff timed in a loop).
      let body = `${I}if (typeof b !== "object" || b === null || Array.isArray(b)) throw rt.INVALID;\n` + enter("w", "rt.TOO_DEEP");
      const loads = (from: number, to: number) => {
        const xs = fields.slice(from, to).map(() => [this.v(), this.v()] as const);
        const code = xs.map(([x, y], j) => `${I}const ${x} = ${this.get("a", fields[from + j]!.name, fields[from + j]!.type)}, ${y} = ${this.get("b", fields[from + j]!.name, fields[from + j]!.type)};\n`).join("");
        return { xs, code };
      };
      if (sparseEligible(def)) {
        const { xs, code } = loads(0, fields.length);
        body += code;
        const IB = bitsFor(fields.length);
        body += `${I}let m = 0;\n${I}let c = 0;\n`;
        // A map's or an array's change test through cmpn, its answer kept for its diff (see changed).
        const cmps = fields.map((f) => (compared(f.type, 2) ? this.v("c") : undefined));
        // A quantized float whose change has a flag: quantized once, by its change test, for the
        // full mode's sizes and for its change (where it is a delta, from both values).
        const qs = fields.map((f) => (f.type.kind === "quant" && hasChangeFlag(f.type) ? ([this.v("q"), this.v("q")] as const) : undefined));
        fields.forEach((f, i) => {
          const [x, y] = xs[i]!;
          const cv = cmps[i];
          const q = qs[i];
          if (cv !== undefined) body += `${I}const ${cv} = ${this.helper("cmpn", f.type)}(${x}, ${y});\n`;
          if (q !== undefined) body += `${I}let ${q[0]} = 0, ${q[1]} = 0;\n`;
          const same =
            cv !== undefined
              ? cmpSame(f.type, cv)
              : q !== undefined
                ? `${x} === ${y} || (${q[0]} = (${this.quantize(x, f.type as QuantNode)})) === (${q[1]} = (${this.quantize(y, f.type as QuantNode)}))`
                : f.type.kind === "bool"
                  ? `${x} === ${y}`
                  : this.eqx(f.type, x, y);
          body += `${I}if (!(${same})) {\n${I}  m |= ${2 ** i};\n${I}  c++;\n${I}}\n`;
        });
        if (root) body += `${I}if (c === 0 && R === 1) {\n${I}  w.writeBit(0);\n${deep ? `${I}  w.depth--;\n` : ""}${I}  return;\n${I}}\n`;
        // Full mode (count code 2^IB − 1) when every field changed and that is shorter.
        const plan = fullDiffPlan(def);
        if (plan) {
          const terms = plan.deltas.map((i) => {
            const t = fields[i]!.type as IntNode | QuantNode;
            const [x, y] = xs[i]!;
            const q = qs[i]!;
            return t.kind === "int" ? `rt.changeSaving(${x}, ${y}, ${t.bits}, ${t.signed})` : `rt.changeSaving(${q[0]}, ${q[1]}, ${t.bits}, true)`;
          });
          const shorter = terms.length > 0 ? ` && ${[String(plan.base), ...terms].join(" + ")} > 0` : "";
          const header = root ? `${plan.header} << R | R, ${plan.headerBits} + R` : `${plan.header}, ${plan.headerBits}`;
          body += `${I}if (c === ${fields.length}${shorter}) {\n${I}  w.writeSmall(${header});\n${I}  enc_${T}(w, b);\n${I}  return;\n${I}}\n`;
        }
        // The mode bit, the count, and each field's change bit or index are gathered in a run
        // (see gatheredChange) with the small changes, and written together (after the root's bit 1).
        const run = { n: this.v("z"), v: this.v("o"), max: 1 + IB + (root ? 1 : 0) };
        body += `${I}const list = c > 0 && (c + 1) * ${IB} < ${fields.length};\n${I}const hb = list ? ${IB} : 1;\n`;
        body += root
          ? `${I}let ${run.n} = (list ? ${1 + IB} : 1) + R, ${run.v} = (list ? 1 | (c - 1) << 1 : 0) << R | R;\n`
          : `${I}let ${run.n} = list ? ${1 + IB} : 1, ${run.v} = list ? 1 | (c - 1) << 1 : 0;\n`;
        fields.forEach((f, i) => {
          const [x, y] = xs[i]!;
          const cv = cmps[i];
          const head = { value: i === 1 ? "1" : `(list ? ${i} : 1)`, bits: "hb", most: IB };
          const change = this.gatheredChange(f.type, x, y, 2, run, head, qs[i], cv === undefined ? undefined : cmpKnown(f.type, cv));
          body += `${I}if (m & ${2 ** i}) {\n` + change + `${I}} else if (!list) ${run.n}++;\n`;
        });
        body += `${I}if (${run.n} > 0) w.writeRun(${run.v}, ${run.n});\n`;
      } else {
        // The change bits and the small changes are gathered in locals and written together (see
        // changed): past SPARSE_MAX fields, and in smaller objects of numbers, bools and enums
        // mostly (where the others, which write the run first, are many, it cost more than it
        // spared: 1 % more instructions in two sets' diffs).
        const light = fields.filter((f) => ["bool", "int", "quant", "float32", "float64", "enum"].includes(f.type.kind)).length;
        const gather = fields.length > SPARSE_MAX || 2 * light >= fields.length;
        const parts = parted(`encd_${T}`, [W_PARAM, ["a", N], ["b", N]], "void", (from, to) => {
          const { xs, code } = loads(from, to);
          let part = code;
          const run = gather ? { n: this.v("z"), v: this.v("o"), max: 0 } : undefined;
          if (run) part += `${I}let ${run.n} = 0, ${run.v} = 0;\n`;
          fields.slice(from, to).forEach((f, j) => {
            part += this.changed(f.type, xs[j]![0], xs[j]![1], 1, run);
          });
          if (run) part += `${I}if (${run.n} > 0) w.writeRun(${run.v}, ${run.n});\n`;
          return part;
        });
        body += parts.length === 1 ? parts[0]! : parts.map((f) => `${I}${f}(w, a, b);\n`).join("");
      }
      body += leave("w");
      this.out.push(this.fn(`encd_${T}`, [W_PARAM, ["a", N], ["b", N], ...(root ? [ROOT_PARAM] : [])], "void", body));
      if (root) this.out.push(this.fn(`encdr_${T}`, [W_PARAM, ["a", N], ["b", N]], "void", `${I}encd_${T}(w, a, b, 1);\n`));
    }
    this.n = 0;
    // decd (+ tagged)
    {
      const names: string[] = [];
      // The values the decoder builds its object from: its locals (undefined: a parted decoder,
      // which builds its object from prev and stores the changes into it).
      let values: string[] | undefined = names;
      let body = enter("r", `r.fail("nested deeper than ${MAX_DEPTH} levels")`);
      if (sparseEligible(def)) {
        const IB = bitsFor(fields.length);
        // Full mode: the count code 2^IB − 1 stands for the whole object, as in a snapshot.
        // The mode, the count, the indices and the change bits from locals (see LOCAL_BIT), the
        // reader's cursor in its fields again for a changed field's value and for full mode.
        // A root's decd_T takes R = 1 for the whole diff of a message (decdr_T): its first bit
        // from the locals too (0: nothing changed, prev is the value). The locals are taken
        // before the nesting depth counts this level, which that return leaves as it was.
        const first = root ? `${I}if (R === 1 && ${LOCAL_BIT} === 0) {\n${syncOut(I + "  ")}${I}  return a;\n${I}}\n` : "";
        body = `${I}let ba = r.acc, bn = r.accBits;\n${first}${body}`;
        body += `${I}const list = ${LOCAL_BIT} === 1;\n${I}let left = list ? ${localBitsRead(IB)} + 1 : 0;\n`;
        body += `${I}if (left === ${fullModeLeft(def)}) {\n${syncOut(I + "  ")}${deep ? `${I}  r.depth--;\n` : ""}${I}  return ${FULL}(r);\n${I}}\n${I}let k = list ? ${localBitsRead(IB)} : -1;\n`;
        fields.forEach((f, i) => {
          const t = this.v("f");
          names.push(t);
          const a = this.get("a", f.name, f.type);
          // The next index, as Reader.readFieldIndex reads it.
          const next = this.v("k");
          const advance = `${I}  if (list && --left > 0) {\n${I}    const ${next} = ${localBitsRead(IB)};\n${I}    if (${next} <= k) throw r.outOfOrder();\n${I}    k = ${next};\n${I}  }\n`;
          const J = I + "  ";
          if (f.type.kind === "bool") {
            body += `${I}let ${t}${this.ts ? ": boolean" : ""} = ${a};\n${I}if (list ? k === ${i} : ${LOCAL_BIT} === 1) {\n${J}${t} = !${t};\n` + advance + `${I}}\n`;
          } else {
            const y = this.v("y");
            body += `${I}let ${t}${this.ts ? `: ${this.tt(f.type)}` : ""} = ${a};\n${I}if (list ? k === ${i} : ${LOCAL_BIT} === 1) {\n` +
              this.decdLocal(f.type, t, y, 2) + `${J}${t} = ${y};\n` + advance + `${I}}\n`;
          }
        });
        body += syncOut(I) + `${I}if (left > 0) throw r.fail("field index out of range");\n`;
        body = unsynced(body);
      } else {
        // Parted: the object is built from prev first, and each part stores what changed into it
        // (storing every value in an array for the constructor cost FlightData's 140 fields more
        // than the in-place codes had saved).
        const parts = parted(`decd_${T}`, [R_PARAM, ["a", N], ["o", N]], "void", (from, to) => {
          const whole = from === 0 && to === fields.length;
          let part = `${I}let ba = r.acc, bn = r.accBits;\n`;
          names.length = 0;
          for (const f of fields.slice(from, to)) {
            const t = this.v("f");
            names.push(t);
            part += this.applyChanged(f.type, this.get("a", f.name, f.type), t, 1, true, whole ? undefined : `o.${f.name}`);
          }
          return unsynced(part + syncOut(I));
        });
        if (parts.length === 1) body += parts[0]!;
        else {
          const calls = parts.map((f) => `${I}${f}(r, a, o);\n`).join("") + leave("r") + `${I}return o;\n`;
          const prev = fields.map((f) => this.get("a", f.name, f.type));
          this.out.push(this.fn(`decd_${T}`, [R_PARAM, ["a", N]], N, `${body}${I}const o = ${make(prev)};\n${calls}`));
          if (tagged) this.out.push(this.fn(`decdt_${T}`, [R_PARAM, ["a", N]], TT, `${body}${I}const o = ${make(prev, true)};\n${calls}`));
          values = undefined;
        }
      }
      if (values !== undefined) {
        body += leave("r");
        this.out.push(this.fn(`decd_${T}`, [R_PARAM, ["a", N], ...(root ? [ROOT_PARAM] : [])], N, `${body.replace(FULL, `dec_${T}`)}${I}return ${make(values)};\n`));
        if (root) this.out.push(this.fn(`decdr_${T}`, [R_PARAM, ["a", N]], N, `${I}return decd_${T}(r, a, 1);\n`));
        if (tagged) {
          this.out.push(this.fn(`decdt_${T}`, [R_PARAM, ["a", N]], TT, `${body.replace(FULL, `dect_${T}`)}${I}return ${make(values, true)};\n`));
        }
      }
    }
    this.n = 0;
    // val
    {
      let body = (deep ? this.valTooDeep() : "") + `${I}if (typeof v !== "object" || v === null || Array.isArray(v)) {\n${I}  rt.pushExpected(errs, p, "${T}", v);\n${I}  return;\n${I}}\n`;
      if (fields.length > 0) body += `${I}const o = ${this.as("v", "Record<string, unknown>")};\n`;
      for (const f of fields) body += this.val(f.type, this.key("o", f.name), `p + ".${f.name}"`, 1, deep ? "d + 1" : "d");
      this.out.push(this.fn(`val_${T}`, VAL_PARAMS, "void", body));
    }
    this.n = 0;
    // clone (+ tagged)
    {
      const values = fields.map((f) => this.clone(f.type, this.get("v", f.name, f.type)));
      this.out.push(this.fn(`cl_${T}`, [["v", N]], N, `${I}return ${built(values)};\n`));
      if (tagged) this.out.push(this.fn(`clt_${T}`, [["v", N]], TT, `${I}return ${built(values, true)};\n`));
    }
    this.n = 0;
    // def
    {
      this.out.push(this.fn(`def_${T}`, [], N, `${I}return ${built(fields.map((f) => this.def(f.type)))};\n`));
    }
    this.n = 0;
    // toJson
    {
      let body = `${I}const o${this.ts ? ": Record<string, unknown>" : ""} = {};\n`;
      for (const f of fields) {
        const x = this.get("v", f.name, f.type);
        const set = (value: string) => (INHERITED.has(f.name) ? `rt.setOwn(o, ${lit(f.name)}, ${value})` : `o[${lit(f.name)}] = ${value}`);
        if (f.type.kind === "optional") body += `${I}if (${x} != null) ${set(this.toJson(f.type.of, this.bang(x)))};\n`;
        else body += `${I}${set(this.toJson(f.type, x))};\n`;
      }
      this.out.push(this.fn(`tj_${T}`, [["v", N]], "unknown", `${body}${I}return o;\n`));
    }
    this.n = 0;
    // fromJson (+ tagged)
    {
      // A problem is pushed and reading goes on (no value returned): errs gets every problem.
      const head = `${I}if (!rt.isJsonObject(j)) return rt.jsonProblem(errs, p, "object ${T}", j);\n`;
      const tail = `${I}rt.checkJsonFields(j, o, p, ${lit(T)}, errs);\n${I}return o;\n`;
      // Each field into a local first, in order: problems are pushed in the order validate finds them.
      const xs = fields.map(() => this.v());
      const read = fields.map((f, i) => this.fromJson(f.type, this.get("j", f.name), `p + ".${f.name}"`, xs[i]!, 1)).join("");
      this.out.push(this.fn(`fj_${T}`, FJ_PARAMS, N, `${head}${read}${I}const ${this.p("o", N)} = ${built(xs)};\n${tail}`));
      if (tagged) this.out.push(this.fn(`fjt_${T}`, FJ_PARAMS, TT, `${head}${read}${I}const ${this.p("o", TT)} = ${built(xs, true)};\n${tail}`));
    }
  }

  /**
   * mk_T (and mkt_T for a union variant, with `_type` first): the constructor decode and
   * decodeDiff build T's values with, for the types a message can hold any number of. Its
   * prototype is Object.prototype (rt.plainConstructor: a call marked pure, so that bundlers drop
   * the constructors of codecs nobody imports), so they are plain objects as a literal makes them.
   * Not a literal there: V8 watches each literal site, and once most of its objects outlive a
   * young-generation collection (a decoded state kept while other work allocates: a receiver's
   * `prev`, the benchmark's round-trip check) it allocates all its later objects in the old
   * generation for good, where short-lived decoded values wait for full collections. A 5 000-point
   * time series then decoded at 33–41 K ops/s in the benchmark against 115–120 K for the same
   * code compiled fresh; with constructors, 107–111 K. Other types keep literals, which are a
   * few per message and cheaper to build: constructors for every type cost 10–25 % on the
   * sample edge cases' decode, for these 0–6 %. So do types of more than MAX_CONSTRUCTED_FIELDS
   * fields: a 31-field record (mostly absent optionals) decoded 1.2–1.75× slower constructed,
   * in the benchmark. Types of more than MAX_LITERAL_FIELDS fields are constructed wherever they
   * are: a 129-field record's decode took 31.4 K instructions with a literal, 23.8 K with a
   * constructor. Their clone, default and fromJson use it too (see `built` in emitObject); for
   * every other type, those keep literals.
   */
  private constructors(def: ObjectDef, N: string, TT: string, tagged: boolean): void {
    const I = "  ";
    const params = def.fields.map((f, i) => this.p(`a${i}`, this.tt(f.type)));
    const sets = def.fields.map((f, i) => `${I}this.${f.name} = a${i};\n`).join("");
    const one = (name: string, type: string, body: string) =>
      this.ts
        ? `const ${name} = /* @__PURE__ */ rt.plainConstructor(function (${[`this: ${type}`, ...params].join(", ")}): void {\n${body}}) as unknown as new (${params.join(", ")}) => ${type};`
        : `const ${name} = /* @__PURE__ */ rt.plainConstructor(function (${params.join(", ")}) {\n${body}});`;
    this.helpers.push(one(`mk_${def.name}`, N, sets));
    if (tagged) this.helpers.push(one(`mkt_${def.name}`, TT, `${I}this._type = ${lit(def.name)};\n${sets}`));
  }

  private emitUnion(def: UnionDef): void {
    const T = def.name;
    const I = "  ";
    const V = def.variants;
    const B = def.bits;
    const sw = (expr: string, arm: (name: string, i: number) => string, dflt: string) =>
      `${I}switch (${expr}) {\n${V.map((name, i) => `${I}  case ${lit(name)}:\n${arm(name, i)}`).join("\n")}\n${I}  default:\n${I}    ${dflt}\n${I}}\n`;
    const narrow = (x: string, name: string) => this.as(x, this.tn(name));
    const N = this.tn(T);
    this.out.push(
      this.fn(
        `enc_${T}`,
        [W_PARAM, ["v", N]],
        "void",
        `${I}if (typeof v !== "object" || v === null || Array.isArray(v)) throw rt.INVALID;\n` +
          sw("v._type", (name, i) => `${I}    w.writeBits(${i}, ${B});\n${I}    enc_${name}(w, ${narrow("v", name)});\n${I}    return;`, "throw rt.INVALID;"),
      ),
    );
    this.out.push(
      this.fn(
        `dec_${T}`,
        [R_PARAM],
        N,
        `${I}const i = ${bitsRead(B)};\n` +
          `${I}switch (i) {\n${V.map((name, i) => `${I}  case ${i}: return dect_${name}(r);`).join("\n")}\n${I}  default: throw r.fail("union tag out of range");\n${I}}\n`,
      ),
    );
    // eq_ and encd_ read `_type` once, into a local: every variant has a shape of its own, so
    // the load is megamorphic (~40 instructions through V8's stub cache), and V8 does not merge
    // repeated ones (Envelope's encodeDiff ran six of them, 234 of its 1.94 K instructions).
    this.out.push(
      this.fn(
        `eq_${T}`,
        [["a", N], ["b", N]],
        "boolean",
        `${I}const t = a._type;\n${I}if (t !== b._type) return false;\n` + sw("t", (name) => `${I}    return eq_${name}(${narrow("a", name)}, ${narrow("b", name)});`, "throw rt.INVALID;"),
      ),
    );
    this.out.push(
      this.fn(
        `encd_${T}`,
        [W_PARAM, ["a", N], ["b", N]],
        "void",
        `${I}if (typeof b !== "object" || b === null || Array.isArray(b)) throw rt.INVALID;\n` +
          `${I}const t = b._type;\n${I}if (a._type === t) {\n${I}  w.writeBit(1);\n` +
          sw("t", (name) => `${I}    encd_${name}(w, ${narrow("a", name)}, ${narrow("b", name)});\n${I}    return;`, "throw rt.INVALID;").replace(/^/gm, "  ") +
          `${I}}\n${I}w.writeBit(0);\n${I}enc_${T}(w, b);\n`,
      ),
    );
    this.out.push(
      this.fn(
        `decd_${T}`,
        [R_PARAM, ["a", N]],
        N,
        `${I}if (${BIT} === 0) return dec_${T}(r);\n` +
          sw("a._type", (name) => `${I}    return decdt_${name}(r, ${narrow("a", name)});`, "throw rt.INVALID;"),
      ),
    );
    this.out.push(
      this.fn(
        `val_${T}`,
        VAL_PARAMS,
        "void",
        `${I}if (typeof v !== "object" || v === null || Array.isArray(v)) {\n${I}  rt.pushExpected(errs, p, "${T}", v);\n${I}  return;\n${I}}\n` +
          `${I}const t = ${this.as("v", "{ _type?: unknown }")}._type;\n` +
          sw("t", (name) => `${I}    val_${name}(v, p, errs, d);\n${I}    return;`, `errs.push(p + "._type: expected one of ${V.join(", ")}, got " + rt.describe(t));`),
      ),
    );
    this.out.push(this.fn(`cl_${T}`, [["v", N]], N, sw("v._type", (name) => `${I}    return clt_${name}(${narrow("v", name)});`, "throw rt.INVALID;")));
    const first = V[def.defaultVariant]!;
    this.out.push(this.fn(`def_${T}`, [], N, `${I}return { _type: ${lit(first)}, ...def_${first}() };\n`));
    this.out.push(this.fn(`tj_${T}`, [["v", N]], "unknown", sw("v._type", (name) => `${I}    return { ${name}: tj_${name}(${narrow("v", name)}) };`, "throw rt.INVALID;")));
    this.out.push(
      this.fn(
        `fj_${T}`,
        FJ_PARAMS,
        N,
        `${I}const keys = rt.isJsonObject(j) ? Object.keys(j) : [];\n` +
          `${I}if (keys.length !== 1 || keys[0] === "_type") return rt.unionJsonProblem(errs, p, "an object with one key naming a variant of ${T} (${V.join(", ")})", j);\n` +
          `${I}const k = keys[0];\n` +
          sw("k", (name) => `${I}    return fjt_${name}(j[k], p + ".${name}", errs);`, `return rt.jsonProblem(errs, p, "one of ${V.join(", ")}", k);`),
      ),
    );
  }

  // ---- snapshot: encode ----

  /**
   * A field of a fixed number of bits (bool, packed int or float, enum): the statements that
   * validate `x`, and the expression of the non-negative integer written for it.
   */
  private bitsField(node: TypeNode, x: string, depth: number): BitsField | undefined {
    const I = "  ".repeat(depth);
    switch (node.kind) {
      case "bool":
        return { check: `${I}if (typeof ${x} !== "boolean") throw rt.INVALID;\n`, value: `(${x} === true ? 1 : 0)`, bits: 1 };
      case "int":
        if (node.bits <= 0) return undefined;
        return { check: `${I}if (${this.notInt(x, node.min, node.max)}) throw rt.INVALID;\n`, value: this.offset(x, node.min), bits: node.bits };
      case "quant": {
        if (node.bits <= 0) return undefined;
        const q = this.v("q");
        const check = `${I}const ${q} = ${this.quantize(x, node)};\n${I}if (!(${q} >= ${lit(node.qmin)} && ${q} <= ${lit(node.qmax)})) throw rt.INVALID;\n`;
        return { check, value: this.offset(q, node.qmin), bits: node.bits };
      }
      case "enum": {
        if (node.bits === 0) return undefined;
        const i = this.v("i");
        return { check: `${I}const ${i} = ei_${node.name}(${x});\n${I}if (${i} < 0) throw rt.INVALID;\n`, value: i, bits: node.bits };
      }
      default:
        return undefined;
    }
  }

  /** Does encoding this node write to the bit section? */
  private writesBits(node: TypeNode): boolean {
    switch (node.kind) {
      case "string":
      case "bytes":
      case "float32":
      case "float64":
        return false;
      case "int":
      case "quant":
      case "enum":
        return node.bits > 0;
      default:
        return true;
    }
  }

  /** Writes fixed-width fields in order, packed into as few calls of at most 24 bits as fit. */
  private writeGroup(group: BitsField[], I: string): string {
    let s = "";
    let terms: string[] = [];
    let total = 0;
    const put = () => {
      if (terms.length === 1) s += `${I}${total === 1 ? `w.writeBit(${terms[0]})` : this.writeBits(terms[0]!, total)};\n`;
      else if (terms.length > 1) s += `${I}w.writeSmall(${terms.join(" | ")}, ${total});\n`;
      terms = [];
      total = 0;
    };
    for (const f of group) {
      if (total + f.bits > 24) put();
      terms.push(total === 0 ? f.value : `${operand(f.value)} << ${total}`);
      total += f.bits;
      if (total > 24) put();
    }
    put();
    return s;
  }

  /**
   * The loop that writes an array of elements of 1 to 12 bits (booleans, small integers and
   * quantized floats, enums), after its length: the elements packed in a local integer, written
   * 24 bits (or the most whole elements that fit) at a time. The bits are those of one write
   * per element, in the same order (writeSmall puts each value above the bits before it), in a
   * fraction of the writer calls.
   */
  private writeBitsArray(of: TypeNode, x: string, n: string, i: string, e: string, depth: number): string | undefined {
    if (this.isUnit(of)) return undefined;
    const I = "  ".repeat(depth);
    const bf = this.bitsField(of, e, depth + 1);
    if (bf === undefined || bf.bits > 12) return undefined;
    const pk = this.v("pk");
    const pn = this.v("pn");
    const value = operand(bf.value);
    return (
      `${I}let ${pk} = 0;\n${I}let ${pn} = 0;\n` +
      `${I}for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n${I}  const ${e} = ${this.elem(x, i, of)};\n` +
      bf.check +
      `${I}  ${pk} |= ${value} << ${pn};\n` +
      `${I}  if ((${pn} += ${bf.bits}) > ${24 - bf.bits}) {\n${I}    w.writeSmall(${pk}, ${pn});\n${I}    ${pk} = 0;\n${I}    ${pn} = 0;\n${I}  }\n` +
      `${I}}\n${I}if (${pn} > 0) w.writeSmall(${pk}, ${pn});\n`
    );
  }

  /** Statements that validate and write the `n` elements of array `x` as in a snapshot (after its length). */
  private encElements(of: TypeNode, x: string, n: string, depth: number): string {
    // Doubles and floats in one call (see Writer.writeFloat64Array).
    if (of.kind === "float64" || of.kind === "float32") return `${"  ".repeat(depth)}w.write${of.kind === "float64" ? "Float64" : "Float32"}Array(${x}, ${n});\n`;
    // Long arrays of varint integers likewise (Writer.writeIntArrayFrom), short ones value by value (see BULK_INT).
    if (of.kind === "int" && of.bits < 0) {
      const I = "  ".repeat(depth);
      return `${I}if (${n} >= ${BULK_INT}) w.writeIntArrayFrom(${x}, 0, ${n}, ${lit(of.min)}, ${lit(of.max)}, -1, ${of.signed});\n${I}else {\n` + this.encLoop(of, x, n, depth + 1) + `${I}}\n`;
    }
    // Long arrays of packed integers, quantized floats and booleans likewise (Writer.writePackedInts,
    // writeQuants, writeBools).
    const bulk =
      of.kind === "int" && of.bits > 0
        ? `w.writePackedInts(${x}, 0, ${n}, ${lit(of.min)}, ${lit(of.max)}, ${of.bits})`
        : of.kind === "quant" && of.bits > 0
          ? `w.writeQuants(${x}, 0, ${n}, ${lit(of.precision)}, ${lit(of.scale)}, ${lit(of.qmin)}, ${lit(of.qmax)}, ${of.bits})`
          : of.kind === "bool"
            ? `w.writeBools(${x}, ${n})`
            : undefined;
    const d = bulk === undefined ? depth : depth + 1;
    const loop = this.writeBitsArray(of, x, n, this.v("i"), this.v("e"), d) ?? this.encLoop(of, x, n, d);
    if (bulk === undefined) return loop;
    const I = "  ".repeat(depth);
    return `${I}if (${n} >= ${BULK_INT}) ${bulk};
${I}else {
` + loop + `${I}}
`;
  }

  /**
   * A loop that validates and writes the `n` elements of array `x` one by one, as in a snapshot;
   * with `skip`, the elements but the m from db (an array diff's unpaired elements: `n` is then
   * the array's length less m).
   */
  private encLoop(of: TypeNode, x: string, n: string, depth: number, skip?: { db: string; m: string }): string {
    const I = "  ".repeat(depth);
    const i = this.v("i");
    const e = this.v("e");
    const at = skip === undefined ? i : unpaired(i, skip);
    return (
      `${I}for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n${I}  const ${e} = ${this.elem(x, at, of)};\n` +
      this.enc(of, e, depth + 1) +
      (this.isUnit(of) ? `${I}  w.writeBit(0);\n` : "") +
      `${I}}\n`
    );
  }

  /** Statements that validate and write `x` (a variable or property access). */
  private enc(node: TypeNode, x: string, depth: number, here = false): string {
    const I = "  ".repeat(depth);
    if (!here && outlinedSnapshot(node, depth)) return `${I}${this.helper("encn", node)}(w, ${x});\n`;
    const bf = this.bitsField(node, x, depth);
    if (bf) return bf.check + this.writeGroup([bf], I);
    switch (node.kind) {
      case "bool":
        throw new Error("unreachable");
      case "int": {
        const check = `${I}if (${this.notInt(x, node.min, node.max)}) throw rt.INVALID;\n`;
        if (node.bits === 0) return check;
        return check + `${I}w.${node.signed ? "writeZigzag" : "writeVarint"}(${x});\n`;
      }
      case "quant": {
        const q = this.v("q");
        let s = `${I}const ${q} = ${this.quantize(x, node)};\n`;
        s += `${I}if (!(${q} >= ${lit(node.qmin)} && ${q} <= ${lit(node.qmax)})) throw rt.INVALID;\n`;
        if (node.bits < 0) s += `${I}w.writeZigzag(${q});\n`;
        return s;
      }
      case "float32":
        // rt.isFloat32 with its common answer inline (a number within float32's range), the call
        // for the rest: called, it was not inlined in larger encoders either (cachegrind, unseen6's
        // 500 rigid bodies: 1.82 M → 1.62 M instructions an encode).
        return `${I}if (!(typeof ${x} === "number" && (Math.abs(${x}) <= ${lit(F32_MAX)} || rt.isFloat32(${x})))) throw rt.INVALID;\n${I}w.writeFloat32(${x});\n`;
      case "float64":
        return `${I}if (typeof ${x} !== "number") throw rt.INVALID;\n${I}w.writeFloat64(${x});\n`;
      case "string":
        return `${I}if (typeof ${x} !== "string") throw rt.INVALID;\n${I}w.writeString(${x});\n`;
      case "bytes":
        return `${I}if (!(${x} instanceof Uint8Array)) throw rt.INVALID;\n${I}w.writeBytes(${x});\n`;
      case "enum":
        return `${I}if (ei_${node.name}(${x}) < 0) throw rt.INVALID;\n`;
      case "optional": {
        const y = this.v();
        return (
          `${I}if (${x} === undefined || ${x} === null) w.writeBit(0);\n${I}else {\n${I}  const ${y} = ${x};\n${I}  w.writeBit(1);\n` +
          this.enc(node.of, y, depth + 1) +
          `${I}}\n`
        );
      }
      case "array": {
        const n = this.v("n");
        const head = `${I}if (!Array.isArray(${x})) throw rt.INVALID;\n${I}const ${n} = ${x}.length;\n${I}w.writeVarint(${n});\n`;
        return head + this.encElements(node.of, x, n, depth);
      }
      case "map": {
        const k = this.v("k");
        const e = this.v("e");
        const vit = this.v("values");
        const left = this.v("left");
        // Keys and values through two iterators: entry arrays would be allocated per entry. The
        // entries counted against the size written (a getter may change the map meanwhile).
        return (
          `${I}if (!rt.isHonestMap(${x})) throw rt.INVALID;\n${I}let ${left} = ${x}.size;\n${I}w.writeVarint(${left});\n${I}const ${vit} = ${x}.values();\n` +
          `${I}for (const ${k} of ${x}.keys()) {\n${I}  const ${e} = ${this.as(`${vit}.next().value`, this.tt(node.value))};\n` +
          this.enc(node.key, k, depth + 1) +
          this.enc(node.value, e, depth + 1) +
          `${I}  ${left}--;\n${I}}\n${I}if (${left} !== 0) throw rt.INVALID;\n`
        );
      }
      case "ref":
        return `${I}enc_${node.name}(w, ${x});\n`;
    }
  }

  /** A condition true when `x` is not an integer in [min, max] (int32 ranges: no float math). */
  private notInt(x: string, min: number, max: number): string {
    if (min >= -(2 ** 31) && max <= 2 ** 31 - 1) return `(${x} | 0) !== ${x} || ${x} < ${lit(min)} || ${x} > ${lit(max)}`;
    // Wider ranges: a small integer is told by the same `| 0` test, the rest by isIntIn.
    const outside = [min > -(2 ** 31) ? `${x} < ${lit(min)}` : "", max < 2 ** 31 - 1 ? `${x} > ${lit(max)}` : ""].filter(Boolean).join(" || ");
    return `((${x} | 0) !== ${x} ? !rt.isIntIn(${x}, ${lit(min)}, ${lit(max)}) : ${outside || "false"})`;
  }

  /** The quantized integer of `x` (rt.quantize, inlined: NaN for non-numbers). */
  private quantize(x: string, node: QuantNode): string {
    const op = node.scale ? `${x} * ${lit(node.scale)}` : `${x} / ${lit(node.precision)}`;
    return `typeof ${x} === "number" ? Math.round(${op}) : NaN`;
  }

  /** Writes `bits` bits (the narrow fast path when it can). */
  private writeBits(v: string, bits: number): string {
    return bits <= 24 ? `w.writeSmall(${v}, ${bits})` : `w.writeBits(${v}, ${bits})`;
  }

  private offset(x: string, min: number): string {
    return min === 0 ? x : min < 0 ? `${x} + ${lit(-min)}` : `${x} - ${lit(min)}`;
  }

  private isUnit(node: TypeNode): boolean {
    return minBits(this.schema, node) === 0;
  }

  // ---- snapshot: decode ----

  /** Statements that read a value into a new `const t`. */
  private dec(node: TypeNode, t: string, depth: number, here = false, local = false): string {
    const I = "  ".repeat(depth);
    if (!here && outlinedSnapshot(node, depth)) return `${I}const ${t} = ${this.helper("decn", node)}(r);\n`;
    const bits = local ? localBitsRead : bitsRead;
    switch (node.kind) {
      case "bool":
        return `${I}const ${t} = ${bits(1)} === 1;\n`;
      case "int":
        return this.readInt(I, t, node.bits, node.min, node.max, node.signed, bits);
      case "quant":
      {
        const q = this.v("q");
        return this.readInt(I, q, node.bits, node.qmin, node.qmax, true, bits) + `${I}const ${t} = rt.dequantize(${q}, ${lit(node.precision)}, ${lit(node.scale)});\n`;
      }
      case "float32":
        return `${I}const ${t} = r.readFloat32();\n`;
      case "float64":
        return `${I}const ${t} = r.readFloat64();\n`;
      case "string":
        return `${I}const ${t} = r.readString();\n`;
      case "bytes":
        return `${I}const ${t} = r.readBytes();\n`;
      case "enum": {
        if (node.bits === 0) return `${I}const ${t} = opts_${node.name}[0]${this.ts ? "!" : ""};\n`;
        const i = this.v("i");
        let s = `${I}const ${i} = ${bits(node.bits)};\n`;
        if (node.options.length !== 2 ** node.bits) s += `${I}if (${i} >= ${node.options.length}) throw r.fail("enum index out of range");\n`;
        return s + `${I}const ${t} = opts_${node.name}[${i}]${this.ts ? "!" : ""};\n`;
      }
      case "optional": {
        const y = this.v("y");
        return (
          `${I}let ${t}${this.ts ? `: ${this.tt(node)}` : ""} = undefined;\n${I}if (${bits(1)} === 1) {\n` +
          this.dec(node.of, y, depth + 1, false, local) +
          `${I}  ${t} = ${y};\n${I}}\n`
        );
      }
      case "array": {
        const n = this.v("n");
        const head = `${I}const ${n} = r.readLength(${Math.max(1, minBits(this.schema, node.of))});\n`;
        return head + this.decElements(node, n, t, depth, true);
      }
      case "map": {
        const n = this.v("n");
        const i = this.v("i");
        const k = this.v("k");
        const y = this.v("y");
        const mb = minBits(this.schema, node.key) + minBits(this.schema, node.value);
        return (
          `${I}const ${n} = r.readLength(${mb});\n${I}const ${t} = new Map${this.ts ? `<${this.tt(node.key)}, ${this.tt(node.value)}>` : ""}();\n` +
          `${I}for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n` +
          this.dec(node.key, k, depth + 1) +
          this.dec(node.value, y, depth + 1) +
          `${I}  ${t}.set(${k}, ${y});\n${I}  if (${t}.size === ${i}) throw r.fail("duplicate map key");\n${I}}\n`
        );
      }
      case "ref":
        return `${I}const ${t} = dec_${node.name}(r);\n`;
    }
  }

  /**
   * dec in a decoder whose pending bits are in locals (see LOCAL_BIT): a field of a few bits read
   * from them, one of the byte section as it is, anything else through the reader, synced.
   */
  private decLocal(node: TypeNode, t: string, depth: number): string {
    const I = "  ".repeat(depth);
    if (readsLocally(node)) return this.dec(node, t, depth, false, true);
    if (bytesOnly(node)) return this.dec(node, t, depth);
    return syncOut(I) + this.dec(node, t, depth) + syncIn(I);
  }

  /**
   * Statements that read the `n` elements of an array as in a snapshot (after its length) into
   * `t`: declared here when `declare`, else a variable declared before.
   */
  private decElements(node: TypeNode & { kind: "array" }, n: string, t: string, depth: number, declare: boolean): string {
    const I = "  ".repeat(depth);
    const decl = declare ? `${t}${this.ts ? `: ${this.tt(node)}` : ""}` : t;
    // The array allocated at its length (lhs: its declaration, or the variable) and filled.
    const fill = (J: string, d: number, lhs: string) => `${J}${lhs} = ${this.newArray(node.of, n)};\n` + this.decLoop(node.of, t, n, d);
    const cst = declare ? `const ${decl}` : t;
    // Arrays of bit-section values in one call (see Reader.readPackedArray).
    const packed = this.readBitsArray(node.of, n);
    if (packed !== undefined) return `${I}${cst} = ${n} === 0 ? [] : ${packed};\n`;
    // Long arrays of doubles, floats (see Reader.readFloat64Array) or varint integers (see
    // BULK_INT) in one call, short ones value by value.
    const of = node.of;
    const bulk =
      of.kind === "float64"
        ? { call: `r.readFloat64Array(${n})`, from: BULK_FLOAT64 }
        : of.kind === "float32"
          ? { call: `r.readFloat32Array(${n})`, from: BULK_FLOAT32 }
          : of.kind === "int" && of.bits < 0
            ? { call: `r.readIntArray(${n}, ${lit(of.min)}, ${lit(of.max)}, ${of.signed})`, from: BULK_INT }
            : undefined;
    if (bulk === undefined) return fill(I, depth, cst);
    return (
      (declare ? `${I}let ${decl};\n` : "") +
      `${I}if (${n} >= ${bulk.from}) ${t} = ${bulk.call};\n${I}else {\n` +
      fill(I + "  ", depth + 1, t) +
      `${I}}\n`
    );
  }

  /**
   * A loop that reads the `n` elements of array `t` (allocated) one by one, as in a snapshot;
   * with `skip`, around the m from db (see encLoop).
   */
  private decLoop(of: TypeNode, t: string, n: string, depth: number, skip?: { db: string; m: string }): string {
    const I = "  ".repeat(depth);
    const i = this.v("i");
    const y = this.v("y");
    const at = skip === undefined ? i : unpaired(i, skip);
    return (
      `${I}for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n` +
      this.dec(of, y, depth + 1) +
      (this.isUnit(of) ? `${I}  if (${BIT} !== 0) throw r.fail("bad element marker");\n` : "") +
      `${I}  ${t}[${at}] = ${y};\n${I}}\n`
    );
  }

  /** The call that reads `n` elements of type `of` at once, for elements of 1 to PACKED_ARRAY_BITS bits. */
  private readBitsArray(of: TypeNode, n: string): string | undefined {
    switch (of.kind) {
      case "bool":
        return `r.readBoolArray(${n})`;
      case "int":
        return of.bits > 0 && of.bits <= PACKED_ARRAY_BITS ? `r.readPackedArray(${n}, ${of.bits}, ${lit(of.min)}, ${lit(of.max)}, 0, 0)` : undefined;
      case "quant":
        return of.bits > 0 && of.bits <= PACKED_ARRAY_BITS ? `r.readPackedArray(${n}, ${of.bits}, ${lit(of.qmin)}, ${lit(of.qmax)}, ${lit(of.precision)}, ${lit(of.scale)})` : undefined;
      case "enum":
        return of.bits > 0 && of.bits <= PACKED_ARRAY_BITS ? `r.readEnumArray(${n}, ${of.bits}, opts_${of.name})` : undefined;
      default:
        return undefined;
    }
  }

  /**
   * A new array of `n` elements of `of` for a decoder to fill: packed (rt.packedArray) for
   * numbers, booleans and enums, as the Reader's array readers return them; new Array(n) for the
   * rest (holey, but each array's stores are its own code's).
   */
  private newArray(of: TypeNode, n: string): string {
    const kind = decodedArrayKind(of);
    if (kind === undefined) return `${n} === 0 ? [] : new Array(${n})`;
    return `rt.packedArray${this.ts ? `<${this.tt(of)}>` : ""}(${n}, ${ELEMENTS_OF[kind]})`;
  }

  /**
   * Statements that read an integer of `bits` bits (a varint below 0) from min to max into a new
   * `const t`: up to 32 bits inline, by `inline` (bitsRead, or localBitsRead where the pending
   * bits are in locals), past that through the reader.
   */
  private readInt(I: string, t: string, bits: number, min: number, max: number, signed: boolean, inline = bitsRead): string {
    if (bits === 0) return `${I}const ${t} = ${lit(min)};\n`;
    if (bits > 32) return `${I}const ${t} = r.readPacked(${bits}, ${lit(min)}, ${lit(max)});\n`;
    if (bits > 0) {
      // Inline (see bitsRead), failing as readPacked does; no test where every value fits.
      const read = `${I}const ${t} = ${this.offset(inline(bits), -min)};\n`;
      return max - min >= 2 ** bits - 1 ? read : read + `${I}if (${t} > ${lit(max)}) throw r.overMax(${t}, ${lit(max)});\n`;
    }
    const read = signed ? "r.readZigzag()" : "r.readVarint()";
    if ((signed ? min === -SAFE : min === 0) && max === SAFE) return `${I}const ${t} = ${read};\n`;
    return `${I}const ${t} = r.readIn(${read}, ${lit(min)}, ${lit(max)});\n`;
  }

  // ---- equality ----

  /** A boolean expression: do a and b encode to the same bytes? */
  private eqx(node: TypeNode, a: string, b: string): string {
    switch (node.kind) {
      case "bool":
      case "int":
      case "string":
      case "enum":
        return `${a} === ${b}`;
      case "quant":
        return `(${a} === ${b} || (${this.quantize(a, node)}) === (${this.quantize(b, node)}))`;
      case "float32":
        return this.eqFloat32(a, b);
      case "float64":
        return `Object.is(${a}, ${b})`;
      case "bytes":
        return `rt.bytesEqual(${a}, ${b})`;
      case "ref":
        return `(${a} === ${b} || eq_${node.name}(${a}, ${b}))`;
      case "optional":
      case "array":
      case "map":
        return `${this.helper("eqn", node)}(${a}, ${b})`;
    }
  }

  /**
   * rt.eqFloat32(a, b) with its common answers inline: two numbers, equal, non-zero and in
   * float32's range; two equal zeros (of the same sign: Object.is); or two numbers, a not NaN,
   * whose float32 roundings differ. The call is left for the rest (NaN, infinities, values past
   * float32's range; non-numbers are false before it). Each pair of zeros made a call: a
   * Vec3 of zeros compared in about 26 ns, 10 with Object.is (in a loop apart). Called, it
   * was not inlined in the larger encoders: about 140 instructions a changed float32 in a diff
   * (cachegrind, unseen7's input packet: its diff 2 334 → 2 082; with isFloat32 inline in the
   * writes too, 2 422 → 2 091 through createCodec).
   */
  private eqFloat32(a: string, b: string): string {
    return (
      `(typeof ${a} === "number" && typeof ${b} === "number" && (${a} === ${b} ? ${a} !== 0 ? Math.abs(${a}) <= ${lit(F32_MAX)} || rt.eqFloat32(${a}, ${b}) : Object.is(${a}, ${b})` +
      ` : (${a} !== ${a} || Math.fround(${a}) === Math.fround(${b})) && rt.eqFloat32(${a}, ${b})))`
    );
  }

  /**
   * A `while` moving index variable `i` past pairs of arrays a and b (a's elements from da, b's
   * from db) four at a time while it is under `n` − 3 and all four pairs are the same value
   * (===): in a loop apart, 0.69 ns a pair against 1.24 one at a time (a voxel chunk's arrays of
   * 16 384 with a handful changed). The caller goes on one pair at a time from where it stops.
   */
  private fourSame(a: string, b: string, i: string, n: string, da: string, db: string, of: TypeNode): string {
    const same = [0, 1, 2, 3].map((d) => this.samePair(a, b, d === 0 ? i : `${i} + ${d}`, da, db, of));
    return `while (${i} + 3 < ${n} && ${same.join(" && ")}) ${i} += 4;`;
  }

  /** Whether pair k of arrays a and b (a's element k + da, b's k + db) is the same value (===), as code. */
  private samePair(a: string, b: string, k: string, da: string, db: string, of: TypeNode): string {
    return `${this.elem(a, plus(k, da), of)} === ${this.elem(b, plus(k, db), of)}`;
  }

  /**
   * The head of eqn's and cmpn's loop over the n pairs of arrays a and b: for elements equal
   * exactly when identical (ir.byIdentity), from past the leading equal pairs (fourSame).
   */
  private pairLoop(I: string, of: TypeNode): string {
    if (!byIdentity(of)) return `${I}for (let i = 0; i < n; i++) {\n`;
    return `${I}let i = 0;\n${I}${this.fourSame("a", "b", "i", "n", "0", "0", of)}\n${I}for (; i < n; i++) {\n`;
  }

  /** A helper function for a composite anonymous node, emitted once per node shape. */
  private helper(kind: "eqn" | "cmpn" | "shn" | "cln" | "tjn" | "fjn" | "encn" | "decn" | "encdn" | "decdn" | "spln" | "spldn", node: TypeNode): string {
    const key = `${kind}:${JSON.stringify(node)}`;
    const known = this.helperNames.get(key);
    if (known) return known;
    const name = `${kind}${this.helperNames.size}`;
    this.helperNames.set(key, name);
    // Local names restart in every function; the function being written resumes its own after.
    const saved = this.n;
    this.n = 0;
    const T = this.tt(node);
    const I = "  ";
    let body = "";
    if (kind === "eqn") {
      if (node.kind === "optional") body = `${I}if (a == null || b == null) return a == b;\n${I}return ${this.eqx(node.of, "a", "b")};\n`;
      else if (node.kind === "array")
        body =
          `${I}if (a === b) return true;\n${I}if (!Array.isArray(b)) return false;\n${I}const n = a.length;\n${I}if (n !== b.length) return false;\n` +
          this.pairLoop(I, node.of) +
          `${I}  const x = ${this.elem("a", "i", node.of)}, y = ${this.elem("b", "i", node.of)};\n${I}  if (!(${this.eqx(node.of, "x", "y")})) return false;\n${I}}\n${I}return true;\n`;
      else if (node.kind === "map")
        body =
          `${I}if (a === b) return true;\n${I}if (!rt.isHonestMap(b) || a.size !== b.size) return false;\n` +
          `${I}const kb = b.keys(), va = a.values(), vb = b.values();\n` +
          `${I}for (const k of a.keys()) {\n${I}  if (k !== kb.next().value) return false;\n` +
          `${I}  const x = ${this.as("va.next().value", this.tt(node.value))}, y = ${this.as("vb.next().value", this.tt(node.value))};\n${I}  if (!(${this.eqx(node.value, "x", "y")})) return false;\n${I}}\n${I}return true;\n`;
      this.helpers.push(this.fn(name, [["a", T], ["b", T]], "boolean", body));
    } else if (kind === "cmpn" && node.kind === "map") {
      // eqn's pass, also telling a changed map whose keys are the same and in the same order
      // (the common tick) from the others, so that its diff need not walk the keys again: 0
      // equal, 1 the same keys in the same order, 2 otherwise (b not a map included). After the
      // first changed value, the rest of the keys only (a Map iterator goes on after a break).
      body =
        `${I}if (a === b) return 0;\n${I}if (!rt.isHonestMap(b) || a.size !== b.size) return 2;\n` +
        `${I}const ka = a.keys(), kb = b.keys(), va = a.values(), vb = b.values();\n${I}let r = 0;\n` +
        `${I}for (const k of ka) {\n${I}  if (k !== kb.next().value) return 2;\n` +
        `${I}  const x = ${this.as("va.next().value", this.tt(node.value))}, y = ${this.as("vb.next().value", this.tt(node.value))};\n` +
        `${I}  if (!(${this.eqx(node.value, "x", "y")})) {\n${I}    r = 1;\n${I}    break;\n${I}  }\n${I}}\n` +
        `${I}if (r === 1) for (const k of ka) if (k !== kb.next().value) return 2;\n${I}return r;\n`;
      this.helpers.push(this.fn(name, [["a", T], ["b", T]], "number", body));
    } else if (kind === "cmpn" && node.kind === "array") {
      // eqn's pass, also counting the leading equal pairs, which the diff then does not compare
      // again: −1 equal, otherwise that count (0 where b is not an array: its diff throws). The
      // answer set before the loop and at its break, so that nothing after the loop needs what
      // V8 learns by running it (see "Long loops" in runtime/wire.ts).
      body =
        `${I}if (a === b) return -1;\n${I}if (!Array.isArray(b)) return 0;\n${I}const la = a.length, lb = b.length, n = la < lb ? la : lb;\n${I}let c = la === lb ? -1 : n;\n` +
        this.pairLoop(I, node.of) +
        `${I}  const x = ${this.elem("a", "i", node.of)}, y = ${this.elem("b", "i", node.of)};\n${I}  if (!(${this.eqx(node.of, "x", "y")})) {\n${I}    c = i;\n${I}    break;\n${I}  }\n${I}}\n` +
        `${I}return c;\n`;
      this.helpers.push(this.fn(name, [["a", T], ["b", T]], "number", body));
    } else if (kind === "shn" && node.kind === "array") {
      // The shift of a diff of two non-empty arrays (FORMAT.md §5, Shifts), at the front for an
      // array without splices. An array that carries splices looks for one where its leading
      // matching pairs end, from pair `from` on (those before it known to match: cmpn's count
      // of equal ones, or the pair of the last splice), the pairs from `from` being a's elements
      // from da + `from` and b's from db + `from`; it leaves that position in w.shiftAt.
      // Elements match when equal, or when their keys are (ir.arrayKey); a keyed array's shift
      // is looked for among equal elements first, then among matching ones. With equality, the
      // shift's number of equal pairs from its position on goes to w.shiftEqual.
      const of = node.of;
      const E = this.ts ? `: ${this.tt(of)}` : "";
      const key = arrayKey(this.schema, of);
      const eq = bare(this.eqx(of, "x", "y"));
      const match = key === undefined ? eq : `${this.get("x", key)} === ${this.get("y", key)}`;
      const splices = arraySplices(this.schema, of);
      // Pair coordinates: la and n are the lengths past the offsets.
      const A = (i: string) => this.elem("a", splices ? `${i} + da` : i, of);
      const B = (i: string) => this.elem("b", splices ? `${i} + db` : i, of);
      const RA = splices ? "a.length" : "la";
      const RB = splices ? "b.length" : "n";
      // The first drop (a[p + k] related to b[p]) and the first insert (b[p + h] related to
      // a[p]), within their reach.
      const find = (rel: string, J: string) =>
        `${J}const ra = rt.shiftReach(${RA});\n${J}y = ${B("p")};\n${J}for (let i = 1; i <= ra && p + i < la; i++) {\n${J}  x = ${A("p + i")};\n${J}  if (${rel}) {\n${J}    k = i;\n${J}    break;\n${J}  }\n${J}}\n` +
        `${J}const rb = rt.shiftReach(${RB});\n${J}x = ${A("p")};\n${J}for (let i = 1; i <= rb && p + i < n; i++) {\n${J}  y = ${B("p + i")};\n${J}  if (${rel}) {\n${J}    h = i;\n${J}    break;\n${J}  }\n${J}}\n`;
      // Which is kept (FORMAT.md §5, Shifts, rule 3), into ok: s related pairs from p (−1 when
      // not all were counted), r of them unbroken from p, u those of no shift. With both, each
      // is counted and the one with more taken (the drop on a tie), then no shift's until it
      // reaches s or the pairs left could not make it. With one, in an array without keys
      // (numbers, strings), the same for it alone (candidateFirst): all its pairs are counted,
      // which lets the diff of a window that slid write its equal pairs without comparing them
      // again (w.shiftEqual), and then one or two of no shift's. No shift's first, to the end,
      // then the candidate's until they were more, compared a float32 window's samples twice:
      // Dashboard's tick encodeDiff 1.08 → 0.50 M instructions. A keyed array (objects) still
      // does so (noShiftFirst): there a splice among elements that all changed costs cheap
      // mismatches first, then a few costly equal ones (candidateFirst: PhysicsWorld's tick
      // +11 %). Else the run against no shift over its span (v, counted until v + 1 reaches r).
      // Then `kept`, a statement on ok.
      // No shift's pairs, counted until they reach s or the pairs left could not make it (K:
      // the loop's indentation).
      const uLoop = (rel: string, K: string) =>
        `${K}for (let i = p + 1; i < m0 && u < s && u + m0 - i >= s; i++) {\n${K}  x = ${A("i")};\n${K}  y = ${B("i")};\n${K}  if (${rel}) u++;\n${K}}\n${K}ok = s > u;\n`;
      const both = (rel: string, J: string) =>
        `${J}  let sk = 0, sh = 0, rk = -1, rh = -1;\n${J}  const mk = Math.min(la - k, n), mh = Math.min(la, n - h);\n` +
        `${J}  for (let i = p; i < mk; i++) {\n${J}    x = ${A("i + k")};\n${J}    y = ${B("i")};\n${J}    if (${rel}) sk++;\n${J}    else if (rk < 0) rk = i - p;\n${J}  }\n` +
        `${J}  for (let i = p; i < mh; i++) {\n${J}    x = ${A("i")};\n${J}    y = ${B("i + h")};\n${J}    if (${rel}) sh++;\n${J}    else if (rh < 0) rh = i - p;\n${J}  }\n` +
        `${J}  if (sk >= sh) {\n${J}    h = 0;\n${J}    s = sk;\n${J}    r = rk < 0 ? mk - p : rk;\n${J}  } else {\n${J}    k = 0;\n${J}    s = sh;\n${J}    r = rh < 0 ? mh - p : rh;\n${J}  }\n`;
      const candidateFirst = (rel: string, J: string) =>
        `${J}  const ms = Math.min(la - k, n - h);\n${J}  let e = 0;\n${J}  for (let i = p; i < ms; i++) {\n${J}    x = ${A("i + k")};\n${J}    y = ${B("i + h")};\n${J}    if (${rel}) e++;\n${J}    else if (r < 0) r = i - p;\n${J}  }\n` +
        `${J}  s = e;\n${J}  if (r < 0) r = ms - p;\n`;
      const noShiftFirst = (rel: string, J: string) =>
        `${J}  for (let i = p + 1; i < m0; i++) {\n${J}    x = ${A("i")};\n${J}    y = ${B("i")};\n${J}    if (${rel}) u++;\n${J}  }\n` +
        `${J}  const ms = Math.min(la - k, n - h);\n${J}  let e = 0, i = p;\n` +
        `${J}  for (; i < ms && e <= u; i++) {\n${J}    x = ${A("i + k")};\n${J}    y = ${B("i + h")};\n${J}    if (${rel}) e++;\n${J}    else if (r < 0) r = i - p;\n${J}  }\n` +
        `${J}  ok = e > u;\n${J}  if (i === ms) {\n${J}    s = e;\n${J}    if (r < 0) r = ms - p;\n${J}  }\n`;
      // With a candidate counted first, one shift or two end in the same count of no shift's pairs.
      const weigh = (rel: string, J: string, kept: string, candidate: boolean) =>
        `${J}const m0 = Math.min(la, n);\n${J}let s = -1, r = -1, u = 0, ok = false;\n${J}if (k !== 0 && h !== 0) {\n` +
        both(rel, J) +
        (candidate
          ? `${J}} else {\n${candidateFirst(rel, J)}${J}}\n${uLoop(rel, J)}`
          : `${uLoop(rel, J + "  ")}${J}} else {\n${noShiftFirst(rel, J)}${J}}\n`) +
        `${J}if (!ok) {\n${J}  let v = 0;\n${J}  const mr = Math.min(m0, p + r);\n` +
        `${J}  for (let i = p + 1; i < mr && v + 1 < r; i++) {\n${J}    x = ${A("i")};\n${J}    y = ${B("i")};\n${J}    if (${rel}) v++;\n${J}  }\n${J}  ok = r > v + 1 && r > k + h;\n${J}}\n${J}${kept}\n`;
      // Where no shift is kept: the search ends (0), or for an array that carries splices goes
      // on to the next run of pairs that do not match (the block `search`, below).
      const retries = arrayRetries(this.schema, of);
      const fail = retries ? "break search;" : "return 0;";
      const keep = (rel: string, J: string) => weigh(rel, J, `if (!ok) ${fail}`, key === undefined);
      // For the equality search of a keyed array: the shift returned when kept, else on to the
      // search among matching elements.
      const keepOr = (rel: string, J: string) => weigh(rel, J, "if (ok) return k !== 0 ? k : -h;", false);
      // The search at p (indented J): the shift returned when kept, else `fail`.
      const search = (J: string) =>
        `${J}let k = 0, h = 0;\n` +
        (key === undefined
          ? `${find(eq, J)}${J}if (k === 0 && h === 0) ${fail}\n${keep(eq, J)}${J}w.shiftEqual = s;\n`
          : // Among equal elements first: a shift kept there is returned in that block.
            `${J}{\n${find(eq, J + "  ")}${J}  if (k !== 0 || h !== 0) {\n${keepOr(eq, J + "    ")}${J}  }\n${J}}\n` +
            `${J}k = h = 0;\n${find(match, J)}${J}if (k === 0 && h === 0) ${fail}\n${keep(match, J)}`) +
        `${J}return k !== 0 ? k : -h;\n`;
      const I2 = I + "  ", I3 = I2 + "  ";
      // A loop over the pairs from `init` (pair v, until `end`), that stops at the first pair that
      // matches (`untilMatch`) or does not.
      const pairScan = (J: string, init: string, v: string, end: string, untilMatch: boolean) =>
        `${J}for (${init}; ${v} < ${end}; ${v}++) {\n${J}  x = ${A(v)};\n${J}  y = ${B(v)};\n${J}  if (${untilMatch ? match : `!(${match})`}) break;\n${J}}\n`;
      const prefix =
        `${I}const n = b.length - db, la = a.length - da;\n${I}let x${E} = ${A("0")}, y${E} = ${B("0")};\n` +
        `${I}const mn = la < n ? la : n;\n${I}let p = from;\n`;
      body = !splices
        ? `${I}const n = b.length, la = a.length;\n${I}let x${E} = ${A("0")}, y${E} = ${B("0")};\n${I}const p = 0;\n${I}if (${eq}) return 0;\n${search(I)}`
        : !retries
          ? `${prefix}${pairScan(I, "", "p", "mn", false)}${I}w.shiftAt = p;\n${I}if (p === mn) return 0;\n${search(I)}`
          : // Where the leading matching pairs end, then, where none is kept, where the next run of
          // rt.SPLICE_RUN pairs or more that do not match starts, up to rt.SPLICE_RETRIES times
          // more (FORMAT.md §5, Shifts, rule 4).
          `${prefix}${I}for (let t = 0; ; ) {\n` +
          pairScan(I2, "", "p", "mn", false) +
          `${I2}w.shiftAt = p;\n${I2}if (p === mn) return 0;\n` +
          // Looked at again only where rt.SPLICE_RUN pairs or more do not match: a shorter run
          // costs no more paired in place, and looking at each cost Exchange's diffs 27 %.
          `${I2}if (t > 0) {\n${I3}const e = p + rt.SPLICE_RUN;\n${I3}if (e > mn) return 0;\n${I3}let q = p + 1;\n` +
          pairScan(I3, "", "q", "e", true) +
          `${I3}if (q < e) {\n${I3}  p = q;\n${I3}  continue;\n${I3}}\n${I2}}\n` +
          `${I2}search: {\n${search(I3)}${I2}}\n` +
          `${I2}if (t++ === rt.SPLICE_RETRIES) return 0;\n` +
          pairScan(I2, "p++", "p", "mn", true) +
          `${I}}\n`;
      const params: Param[] = [W_PARAM, ["a", T], ["b", T]];
      if (splices) params.push(["from", "number"], ["da", "number"], ["db", "number"]);
      this.helpers.push(this.fn(name, params, "number", body));
    } else if (kind === "encn") {
      this.helpers.push(this.fn(name, [W_PARAM, ["v", T]], "void", this.enc(node, "v", 1, true)));
    } else if (kind === "decn") {
      this.helpers.push(this.fn(name, [R_PARAM], T, `${this.dec(node, "t", 1, true)}${I}return t;\n`));
    } else if (kind === "spln" && node.kind === "array") {
      this.helpers.push(this.fn(name, [W_PARAM, ["a", T], ["b", T], ["from", "number"]], "void", this.encdSpliced(node, "a", "b", 1, "from")));
    } else if (kind === "spldn" && node.kind === "array") {
      this.helpers.push(this.fn(name, [R_PARAM, ["a", T]], T, `${this.decdSpliced(node, "a", "t", 1)}${I}return t;\n`));
    } else if (kind === "encdn") {
      this.helpers.push(this.fn(name, [W_PARAM, ["a", T], ["b", T]], "void", this.encd(node, "a", "b", 1, true)));
    } else if (kind === "decdn") {
      this.helpers.push(this.fn(name, [R_PARAM, ["a", T]], T, `${this.decd(node, "a", "t", 1, true)}${I}return t;\n`));
    } else if (kind === "cln") {
      if (node.kind === "optional") body = `${I}return v == null ? undefined : ${this.clone(node.of, "v")};\n`;
      else if (node.kind === "array")
        body = `${I}const n = v.length;\n${I}const out${this.ts ? `: ${T}` : ""} = [];\n${I}for (let i = 0; i < n; i++) {\n${I}  const x = ${this.elem("v", "i", node.of)};\n${I}  out.push(${this.clone(node.of, "x")});\n${I}}\n${I}return out;\n`;
      else if (node.kind === "map")
        body = `${I}const out${this.ts ? `: ${T}` : ""} = new Map();\n${I}const vi = v.values();\n${I}for (const k of v.keys()) {\n${I}  const x = ${this.as("vi.next().value", this.tt(node.value))};\n${I}  out.set(k, ${this.clone(node.value, "x")});\n${I}}\n${I}return out;\n`;
      this.helpers.push(this.fn(name, [["v", T]], T, body));
    } else if (kind === "tjn") {
      if (node.kind === "optional") body = `${I}return v == null ? null : ${this.toJson(node.of, "v")};\n`;
      else if (node.kind === "array")
        body = `${I}const n = v.length;\n${I}const out${this.ts ? ": unknown[]" : ""} = [];\n${I}for (let i = 0; i < n; i++) {\n${I}  const x = ${this.elem("v", "i", node.of)};\n${I}  out.push(${this.toJson(node.of, "x")});\n${I}}\n${I}return out;\n`;
      else if (node.kind === "map")
        body = `${I}const out${this.ts ? ": Record<string, unknown>" : ""} = {};\n${I}const vi = v.values();\n${I}for (const k of v.keys()) {\n${I}  const x = ${this.as("vi.next().value", this.tt(node.value))};\n${I}  rt.setOwn(out, String(k), ${this.toJson(node.value, "x")});\n${I}}\n${I}return out;\n`;
      this.helpers.push(this.fn(name, [["v", T]], "unknown", body));
    } else {
      // Past MAX_PROBLEMS problems, arrays and maps stop reading, as val's loops stop looking:
      // the value is not returned.
      if (node.kind === "optional") body = `${I}if (j == null) return undefined;\n${this.fromJson(node.of, "j", "p", "x", 1)}${I}return x;\n`;
      else if (node.kind === "array")
        body =
          `${I}if (!Array.isArray(j)) return rt.jsonProblem(errs, p, "array", j);\n${I}const n = j.length;\n${I}const out${this.ts ? `: ${T}` : ""} = [];\n` +
          `${I}for (let i = 0; i < n && errs.length < ${MAX_PROBLEMS}; i++) {\n${this.fromJson(node.of, "j[i]", `p + "[" + i + "]"`, "x", 2)}${I}  out.push(x);\n${I}}\n${I}return out;\n`;
      else if (node.kind === "map") {
        // The path names the key as the JSON has it (`["5"]`, a string, for an int key too).
        const key = node.key.kind === "string" ? "k" : `rt.intKey(k, p, errs)`;
        const skip = node.key.kind === "string" ? "" : `${I}  if (key === undefined) continue;\n`;
        body =
          `${I}if (!rt.isJsonObject(j)) return rt.jsonProblem(errs, p, "object (map)", j);\n${I}const out${this.ts ? `: ${T}` : ""} = new Map();\n` +
          `${I}for (const k of Object.keys(j)) {\n${I}  if (errs.length >= ${MAX_PROBLEMS}) break;\n${I}  const q = p + rt.keyPath(k);\n${I}  const key = ${key};\n${skip}` +
          this.val(node.key, "key", `q + " (key)"`, 2, "0") +
          `${this.fromJson(node.value, "j[k]", "q", "x", 2)}${I}  out.set(key, x);\n${I}}\n${I}return out;\n`;
      }
      this.helpers.push(this.fn(name, FJ_PARAMS, T, body));
    }
    this.n = saved;
    return name;
  }

  // ---- diff: encode ----

  /**
   * Statements: a change bit for x → y, then the change if any. With a `run` (see
   * gatheredChange), an unchanged value only counts its bit in it, and a changed one goes through
   * gatheredChange: a wide object's diff, or an array's, makes one call for a run of unchanged
   * fields or elements and the small changes among them, where it made one each (V8 leaves
   * writeBit out of line in a body that large).
   */
  private changed(node: TypeNode, x: string, y: string, depth: number, run?: Run): string {
    const I = "  ".repeat(depth);
    if (run !== undefined) {
      const same = `${run.n}++`;
      const change = (d: number, q?: readonly [string, string], known?: string) => this.gatheredChange(node, x, y, d, run, CHANGE_HEADER, q, known);
      if (node.kind === "bool") return `${I}if (${x} === ${y}) ${same};\n${I}else {\n${change(depth + 1)}${I}}\n`;
      if (node.kind === "quant" && hasChangeFlag(node)) {
        // Each value quantized once, for the test and for the change.
        const q = [this.v("q"), this.v("q")] as const;
        return (
          `${I}if (${x} === ${y}) ${same};\n${I}else {\n${I}  const ${q[0]} = ${this.quantize(x, node)}, ${q[1]} = ${this.quantize(y, node)};\n` +
          `${I}  if (${q[0]} === ${q[1]}) ${same};\n${I}  else {\n${change(depth + 2, q)}${I}  }\n${I}}\n`
        );
      }
      if (compared(node, depth + 1)) {
        // One pass for the change bit and for what the diff would find again (the cmpn helper).
        const c = this.v("c");
        return `${I}const ${c} = ${this.helper("cmpn", node)}(${x}, ${y});\n${I}if (${cmpSame(node, c)}) ${same};\n${I}else {\n${change(depth + 1, undefined, cmpKnown(node, c))}${I}}\n`;
      }
      return `${I}if (${bare(this.eqx(node, x, y))}) ${same};\n${I}else {\n${change(depth + 1)}${I}}\n`;
    }
    if (node.kind === "bool") return `${I}if (${x} === ${y}) w.writeBit(0);\n${I}else if (typeof ${y} === "boolean") w.writeBit(1);\n${I}else throw rt.INVALID;\n`;
    // An integer's change writes the change bit with its flag (Writer.writePackedChange's `lead`).
    const flagged = hasChangeFlag(node);
    if (node.kind === "quant" && flagged) {
      // Each value quantized once, for the test and for the change.
      const qa = this.v("q");
      const qb = this.v("q");
      return (
        `${I}if (${x} === ${y}) w.writeBit(0);\n${I}else {\n${I}  const ${qa} = ${this.quantize(x, node)}, ${qb} = ${this.quantize(y, node)};\n` +
        `${I}  if (${qa} === ${qb}) w.writeBit(0);\n${I}  else {\n` +
        this.quantChange(node, qa, qb, depth + 2, CHANGE_BIT) +
        `${I}  }\n${I}}\n`
      );
    }
    if (compared(node, depth + 1)) {
      // One pass for the change bit and for what the diff would find again (the cmpn helper).
      const c = this.v("c");
      return (
        `${I}const ${c} = ${this.helper("cmpn", node)}(${x}, ${y});\n${I}if (${cmpSame(node, c)}) w.writeBit(0);\n${I}else {\n${I}  w.writeBit(1);\n` +
        this.encd(node, x, y, depth + 1, false, NO_LEAD, cmpKnown(node, c)) +
        `${I}}\n`
      );
    }
    return `${I}if (${bare(this.eqx(node, x, y))}) w.writeBit(0);\n${I}else {\n${flagged ? "" : `${I}  w.writeBit(1);\n`}` + this.encd(node, x, y, depth + 1, false, flagged ? CHANGE_BIT : NO_LEAD) + `${I}}\n`;
  }

  /**
   * Statements that write a changed field's header (its change bit, or its index in a list of
   * changed fields) and its change from x to y (known to differ), through a run: bits not yet
   * written, gathered in locals. A bool's header says it all; a float's change goes to the byte
   * section; a small integer, quantized float or enum joins its header in the run; an integer
   * with a change flag takes the run and its header as its change's lead (writePackedChange);
   * anything else writes the run first. `q`: a quantized float's values, quantized by its change
   * test; `known`: its cmpn's answer (see encd). Sets `run.max` to the run's bound after the
   * field, changed or not (unchanged, it adds at most its 0 bit).
   */
  private gatheredChange(node: TypeNode, x: string, y: string, depth: number, run: Run, head: Header, q?: readonly [string, string], known?: string): string {
    const I = "  ".repeat(depth);
    const { n, v } = run;
    // A header of a known width folds into the constants.
    const fixed = head.bits === String(head.most);
    const from = run.max;
    const width = (k: number) => (fixed ? String(head.most + k) : k === 0 ? head.bits : `${head.bits} + ${k}`);
    const room = (k: number) => (fixed ? String(24 - head.most - k) : `${24 - k} - ${head.bits}`);
    // Whether the run may lack room for k bits after the header (else no test is written).
    const tight = (k: number) => from + head.most + k > 24;
    const makeRoom = (k: number) => (tight(k) ? `${I}if (${n} > ${room(k)}) {\n${emptyRun(run, `${I}  `)}${I}}\n` : "");
    const bound = (changed: number) => {
      run.max = Math.max(changed, from + 1);
    };
    // `value` (the header in its low bits), k bits above them, after the bits gathered.
    const put = (value: string, k: number): string => {
      bound(Math.min(from + head.most + k, 24));
      return makeRoom(k) + `${I}${v} |= ${value === "1" ? "1" : `(${value})`} << ${n};\n${I}${n} += ${width(k)};\n`;
    };
    const headed = (value: string) => (value === "" ? head.value : `${head.value} | ${operand(value)} << ${head.bits}`);
    switch (node.kind) {
      case "bool":
        return `${I}if (typeof ${y} !== "boolean") throw rt.INVALID;\n` + put(headed(""), 0);
      case "float32":
      case "float64":
        return put(headed(""), 0) + this.enc(node, y, depth);
      case "int":
      case "quant":
      case "enum": {
        if (hasChangeFlag(node)) {
          const lead = `${v} | ${head.value} << ${n}, ${n} + ${head.bits}`;
          // The change in place, flag and delta code or value joining the run (`J` the indent):
          // an integer's values, or a quantized float's quantized ones, validated first.
          const inPlace = node.kind === "int" || q !== undefined;
          const [pa, pb] = q === undefined ? [x, y] : q;
          const check = () => (node.kind === "int" ? this.intCheck(node, y, depth) : this.quantCheck(node as QuantNode, q![1], depth));
          const join = (value: string, bits: string, J: string) => `${J}${v} |= (${head.value} | ${value} << ${head.bits}) << ${n};\n${J}${n} += ${width(0)} + ${bits};\n`;
          if (inPlace && node.bits > 0 && head.most + 1 + node.bits <= 24) {
            // Packed: Writer.writePackedChange's choice, without its two calls (Input's
            // encodeDiff 94 → 78 ns).
            const c = this.packedChange(pa, pb, node.kind === "int" ? node.min : (node as QuantNode).qmin, node.bits, depth);
            const s = check() + makeRoom(1 + node.bits) + c.code + join(c.value, c.bits, I);
            bound(Math.min(from + head.most + 1 + node.bits, 24));
            return s;
          }
          if (inPlace && node.bits < 0 && head.most + 1 + VARINT_CODE_MOST <= 24) {
            // A varint's change: a short delta code in place; anything else goes to
            // Writer.writeVarintChange, which makes the same choice (a seq that counts up:
            // Envelope's encodeDiff had the call out of line, 147 of its 1.65 K instructions).
            const signed = node.kind === "int" ? node.signed : true;
            const c = this.varintChange(pa, pb, signed, depth);
            const s =
              check() + makeRoom(1 + VARINT_CODE_MOST) + c.code +
              `${I}if (${c.short}) {\n${c.log}${join(c.value, c.bits, `${I}  `)}` +
              `${I}} else {\n${I}  w.writeVarintChange(${pa}, ${pb}, ${signed}, ${lead});\n${I}  ${v} = 0;\n${I}  ${n} = 0;\n${I}}\n`;
            bound(Math.min(from + head.most + 1 + VARINT_CODE_MOST, 24));
            return s;
          }
          const write = node.kind === "quant" && q !== undefined ? this.quantChange(node, q[0], q[1], depth, lead) : this.encd(node, x, y, depth, false, lead);
          const s = makeRoom(0) + write + `${I}${v} = 0;\n${I}${n} = 0;\n`;
          bound(0);
          return s;
        }
        const bf = this.bitsField(node, y, depth);
        if (bf !== undefined && head.most + bf.bits <= 24) return bf.check + put(headed(bf.value), bf.bits);
        break;
      }
    }
    const s = put(headed(""), 0) + emptyRun(run, I) + this.encd(node, x, y, depth, false, NO_LEAD, known);
    bound(0);
    return s;
  }

  /**
   * Statements that set `value` and `bits` to the change of a packed integer from `prev` to
   * `next` (offset from `min` in `bits` bits; next validated): flag bit 1 and the exp-Golomb code
   * of zigzag(next − prev) when that is shorter than `bits`, else flag 0 and the offset — the
   * choice of Writer.writePackedChange, whose bits these are (FORMAT.md §5), computed in place.
   */
  private packedChange(prev: string, next: string, min: number, bits: number, depth: number): { code: string; value: string; bits: string } {
    const I = "  ".repeat(depth);
    const [d, z, value, n, y, m] = [this.v("d"), this.v("z"), this.v("cv"), this.v("cn"), this.v("y"), this.v("m")];
    const delta = deltaCode(prev, next, d, z, y, m);
    // The code is shorter than `bits` up to m = most.
    const most = Math.floor((bits + 1) / 2);
    const code =
      delta.zigzag(I) +
      `${I}let ${value} = 0, ${n} = 0;\n` +
      `${I}if (${z} >= 0 && ${z} < ${2 ** (most + 1) - 8}) {\n` +
      delta.log(`${I}  `) +
      `${I}  ${value} = ${delta.flagged};\n` +
      `${I}  ${n} = ${delta.bits};\n` +
      `${I}} else {\n${I}  ${value} = ${min === 0 ? next : `(${next} - ${lit(min)})`} << 1;\n${I}  ${n} = ${bits + 1};\n${I}}\n`;
    return { code, value, bits: n };
  }

  /**
   * The change of a varint integer from `prev` to `next` (next validated) when it is a delta
   * code of at most VARINT_CODE_MOST bits shorter than next's varint (zigzag when `signed`),
   * Writer.writeVarintChange's choice where its answer is the code (FORMAT.md §5): `code`
   * computes the delta's zigzag, `short` tells whether the code is taken, and under it `log`
   * (statements) and `value`, flag bit 1 and the code, in `bits` bits.
   */
  private varintChange(prev: string, next: string, signed: boolean, depth: number): { code: string; short: string; log: string; value: string; bits: string } {
    const I = "  ".repeat(depth);
    const [d, z, y, m] = [this.v("d"), this.v("z"), this.v("y"), this.v("m")];
    const delta = deltaCode(prev, next, d, z, y, m);
    // m ≤ VARINT_CODE_MOST / 2 + 1. Up to m = 4 (6 bits) the code beats any varint; from m = 5
    // (8 to 14 bits), a varint of 2 bytes or more.
    const mMost = VARINT_CODE_MOST / 2 + 1;
    const big = signed ? `(${next} >= 64 || ${next} < -64)` : `${next} >= 128`;
    const short = `${z} >= 0 && ${z} < ${2 ** (mMost + 1) - 8} && (${z} < 24 || ${big})`;
    return { code: delta.zigzag(I), short, log: delta.log(`${I}  `), value: `(${delta.flagged})`, bits: `(${delta.bits})` };
  }

  /** Statements that write the change of a quantized float with a flag from `qa` to `qb` (its quantized values, which differ), validating qb. */
  private quantChange(node: QuantNode, qa: string, qb: string, depth: number, lead: string): string {
    const I = "  ".repeat(depth);
    const write = node.bits > 0 ? `w.writePackedChange(${qa}, ${qb}, ${lit(node.qmin)}, ${node.bits}, ${lead})` : `w.writeVarintChange(${qa}, ${qb}, true, ${lead})`;
    return `${this.quantCheck(node, qb, depth)}${I}${write};\n`;
  }

  /** The statement that refuses `qb`, a quantized value of `node`, outside [qmin, qmax]. */
  private quantCheck(node: QuantNode, qb: string, depth: number): string {
    return `${"  ".repeat(depth)}if (!(${qb} >= ${lit(node.qmin)} && ${qb} <= ${lit(node.qmax)})) throw rt.INVALID;\n`;
  }

  /** The statement that refuses `b`, a value of `node`, unless an integer in [min, max]. */
  private intCheck(node: IntNode, b: string, depth: number): string {
    return `${"  ".repeat(depth)}if (${this.notInt(b, node.min, node.max)}) throw rt.INVALID;\n`;
  }

  /**
   * The change of array `b` from `a` when it carries splices (FORMAT.md §5, Shifts): the shift,
   * at the front or a first splice; then the pairs in one loop, a's elements from da and b's
   * from db, offsets that grow at each splice met, where the next one is looked for (emit's
   * shn from the pair after it) and written; then the new elements. `known`: cmpn's count of
   * leading equal pairs, not compared again.
   */
  private encdSpliced(node: TypeNode & { kind: "array" }, a: string, b: string, depth: number, known?: string): string {
    const I = "  ".repeat(depth);
    const [n, la, k, p, next, da, db, db0] = [this.v("n"), this.v("la"), this.v("k"), this.v("p"), this.v("next"), this.v("da"), this.v("db"), this.v("db0")];
    const [c, z, i, j, e, x, y, v, o] = [this.v("c"), this.v("z"), this.v("i"), this.v("j"), this.v("e"), this.v(), this.v(), this.v(), this.v("o")];
    const shn = this.helper("shn", node);
    const from = known ?? "0";
    // A shift at the front that pairs only equal elements (a window that slid, elements new in
    // front): its change bits 0 counted, without comparing the pairs (emit's shn tells).
    const quick = arrayKey(this.schema, node.of) === undefined ? `${I}if (${k} !== 0 && ${next} < 0 && w.shiftEqual === Math.min(${n} - ${db}, ${la} - ${da})) ${z} = ${i} = w.shiftEqual;\n` : "";
    return (
      `${I}if (!Array.isArray(${b})) throw rt.INVALID;\n${I}const ${n} = ${b}.length, ${la} = ${a}.length;\n${I}w.writeVarint(${n});\n` +
      `${I}let ${k} = 0, ${next} = -1, ${da} = 0, ${db} = 0, ${db0} = 0, ${c} = 0;\n` +
      `${I}if (${n} > 0 && ${la} > 0) {\n${I}  ${k} = ${shn}(w, ${a}, ${b}, ${from}, 0, 0);\n${I}  const ${p} = ${k} !== 0 ? w.shiftAt : 0;\n${I}  w.writeShift(${k}, ${p});\n` +
      `${I}  if (${p} > 0) ${next} = ${p};\n${I}  else if (${k} > 0) ${da} = ${k};\n${I}  else ${db} = ${db0} = -${k};\n${I}}\n` +
      `${I}let ${z} = ${from}, ${o} = 0, ${i} = ${from};\n` +
      quick +
      `${I}for (; ; ${i}++) {\n${I}  if (${i} === ${next}) {\n` +
      // The splice at i: k of a's elements dropped, or −k of b's new ones written here; then
      // the next one, or none (at most rt.MAX_SPLICES in all).
      `${I}    if (${z} > 0) {\n${emptyRun({ n: z, v: o, max: LOOP_RUN }, `${I}      `)}${I}    }\n` +
      `${I}    if (${k} > 0) ${da} += ${k};\n${I}    else {\n${I}      for (let ${j} = ${i} + ${db}, ${e} = ${j} - ${k}; ${j} < ${e}; ${j}++) {\n${I}        const ${v} = ${this.elem(b, j, node.of)};\n` +
      this.enc(node.of, v, depth + 4) +
      `${I}      }\n${I}      ${db} -= ${k};\n${I}    }\n` +
      `${I}    ${k} = ++${c} < rt.MAX_SPLICES ? ${shn}(w, ${a}, ${b}, ${i} + 1, ${da}, ${db}) : 0;\n${I}    w.writeSplice(${k}, w.shiftAt - ${i});\n${I}    ${next} = ${k} !== 0 ? w.shiftAt : -1;\n${I}  }\n` +
      `${I}  if (${i} + ${da} >= ${la} || ${i} + ${db} >= ${n}) break;\n` +
      `${I}  const ${x} = ${this.elem(a, `${i} + ${da}`, node.of)}, ${y} = ${this.elem(b, `${i} + ${db}`, node.of)};\n` +
      this.changed(node.of, x, y, depth + 1, { n: z, v: o, max: LOOP_RUN }) +
      `${I}}\n${I}if (${z} > 0) w.writeRun(${o}, ${z});\n` +
      // The new elements: a front shift's first, then those after the pairs.
      this.encLoop(node.of, b, `${n} - ${i} - ${db} + ${db0}`, depth, { db: db0, m: `${i} + ${db} - ${db0}` })
    );
  }

  /** The change of array `a` read into `t` when it carries splices (see encdSpliced). */
  private decdSpliced(node: TypeNode & { kind: "array" }, a: string, t: string, depth: number): string {
    const I = "  ".repeat(depth);
    const [n, la, k, p, next, da, db, db0] = [this.v("n"), this.v("la"), this.v("k"), this.v("p"), this.v("next"), this.v("da"), this.v("db"), this.v("db0")];
    const [i, j, e, x, y, v] = [this.v("i"), this.v("j"), this.v("e"), this.v(), this.v("y"), this.v("y")];
    const mb = Math.max(1, minBits(this.schema, node.of));
    return (
      `${I}const ${n} = r.readLengthAfter(${a}.length, ${mb}), ${la} = ${a}.length;\n` +
      `${I}let ${k} = 0, ${next} = -1, ${da} = 0, ${db} = 0, ${db0} = 0;\n` +
      `${I}if (${n} > 0 && ${la} > 0 && ${BIT} === 1) {\n${I}  ${k} = r.readShift(${n}, ${la}, true);\n${I}  const ${p} = r.shiftAt;\n` +
      `${I}  if (${p} > 0) ${next} = ${p};\n${I}  else if (${k} > 0) ${da} = ${k};\n${I}  else ${db} = ${db0} = -${k};\n${I}}\n` +
      `${I}const ${t}${this.ts ? `: ${this.tt(node)}` : ""} = ${this.newArray(node.of, n)};\n` +
      `${I}let ${i} = 0;\n${I}for (; ; ${i}++) {\n${I}  if (${i} === ${next}) {\n` +
      `${I}    if (${k} > 0) ${da} += ${k};\n${I}    else {\n${I}      for (let ${j} = ${i} + ${db}, ${e} = ${j} - ${k}; ${j} < ${e}; ${j}++) {\n` +
      this.dec(node.of, v, depth + 4) +
      `${I}        ${t}[${j}] = ${v};\n${I}      }\n${I}      ${db} -= ${k};\n${I}    }\n` +
      `${I}    if (${BIT} === 1) {\n${I}      ${k} = r.readSplice(${i}, ${da}, ${db}, ${la}, ${n});\n${I}      ${next} = r.shiftAt;\n${I}    } else ${next} = -1;\n${I}  }\n` +
      `${I}  if (${i} + ${da} >= ${la} || ${i} + ${db} >= ${n}) break;\n` +
      `${I}  const ${x} = ${this.elem(a, `${i} + ${da}`, node.of)};\n` +
      this.applyChanged(node.of, x, y, depth + 1) +
      `${I}  ${t}[${i} + ${db}] = ${y};\n${I}}\n` +
      this.decLoop(node.of, t, `${n} - ${i} - ${db} + ${db0}`, depth, { db: db0, m: `${i} + ${db} - ${db0}` })
    );
  }

  /**
   * Statements that write the change from a to b (known to differ), validating b; `lead`: the
   * bits an integer's change writes before its own (writePackedChange's last two arguments:
   * NO_LEAD, CHANGE_BIT, or a run's bits and the header after them, see gatheredChange).
   * `known`, for a map: an expression saying whether its keys stayed the same and in the same
   * order; for an array, how many of its leading pairs are equal: the answer of the cmpn helper
   * its change test called (otherwise the diff finds out itself).
   */
  private encd(node: TypeNode, a: string, b: string, depth: number, here = false, lead = NO_LEAD, known?: string): string {
    const I = "  ".repeat(depth);
    if (!here && outlined(node, depth)) return `${I}${this.helper("encdn", node)}(w, ${a}, ${b});\n`;
    switch (node.kind) {
      case "bool":
        return `${I}if (typeof ${b} !== "boolean") throw rt.INVALID;\n`;
      case "int": {
        if (node.bits >= 0 && node.bits <= 8) return this.enc(node, b, depth);
        let s = this.intCheck(node, b, depth);
        if (node.bits > 0) s += `${I}w.writePackedChange(${a}, ${b}, ${lit(node.min)}, ${node.bits}, ${lead});\n`;
        else s += `${I}w.writeVarintChange(${a}, ${b}, ${node.signed}, ${lead});\n`;
        return s;
      }
      case "quant": {
        if (node.bits >= 0 && node.bits <= 8) return this.enc(node, b, depth);
        const qa = this.v("q");
        const qb = this.v("q");
        return `${I}const ${qb} = ${this.quantize(b, node)}, ${qa} = ${this.quantize(a, node)};\n` + this.quantChange(node, qa, qb, depth, lead);
      }
      case "string":
        return `${I}if (typeof ${b} !== "string") throw rt.INVALID;\n${I}w.writeStringChange(${a}, ${b});\n`;
      case "bytes":
        return `${I}if (!(${b} instanceof Uint8Array)) throw rt.INVALID;\n${I}w.writeBytesChange(${a}, ${b});\n`;
      case "float32":
      case "float64":
      case "enum":
        return this.enc(node, b, depth);
      case "optional": {
        const x = this.v();
        const y = this.v();
        const snapshot = this.enc(node.of, y, depth + 1);
        const change = this.encd(node.of, x, y, depth + 1);
        // The change of some types does not depend on the previous value (a string, a bool…).
        const bind = refersTo(change, x) ? `${x} = ${a}, ${y} = ${b}` : `${y} = ${b}`;
        return (
          `${I}if (${a} === undefined || ${a} === null) {\n` +
          `${I}  const ${y} = ${this.bang(b)};\n` +
          snapshot +
          `${I}} else if (${b} === undefined || ${b} === null) w.writeBit(0);\n${I}else {\n${I}  const ${bind};\n${I}  w.writeBit(1);\n` +
          change +
          `${I}}\n`
        );
      }
      case "array": {
        const n = this.v("n");
        const m = this.v("m");
        const i = this.v("i");
        const x = this.v();
        const y = this.v();
        // Arrays that carry splices: a helper of their own (their loop, inlined, made the functions
        // around it too large for V8 to inline them: GameState's tick encodeDiff 0.72× its encode).
        if (arraySplices(this.schema, node.of)) return `${I}${this.helper("spln", node)}(w, ${a}, ${b}, ${known ?? "0"});\n`;
        const shifts = arrayShifts(this.schema, node.of);
        const k = this.v("k");
        const da = shifts ? this.v("da") : "0";
        const db = shifts ? this.v("db") : "0";
        const quick = this.v("quick");
        // The length, the shift (FORMAT.md §5: a's elements from da paired with b's from db).
        // `known` (cmpn's count of leading equal pairs, see changed): none shifted (a[0] equals
        // b[0], so shn would answer 0), and their change bits are 0s written at once.
        const shift = shifts ? `${this.helper("shn", node)}(w, ${a}, ${b})` : "";
        const head =
          `${I}if (!Array.isArray(${b})) throw rt.INVALID;\n${I}const ${n} = ${b}.length;\n${I}w.writeVarint(${n});\n` +
          (shifts
            ? `${I}let ${k} = 0;\n${I}if (${n} > 0 && ${a}.length > 0) {\n${I}  ${k} = ${known === undefined ? shift : `${known} > 0 ? 0 : ${shift}`};\n${I}  w.writeShift(${k}, 0);\n${I}}\n` +
              `${I}const ${da} = ${k} > 0 ? ${k} : 0, ${db} = ${k} < 0 ? -${k} : 0;\n${I}const ${m} = Math.min(${n} - ${db}, ${a}.length - ${da});\n` +
              // A shift that pairs only equal elements (a window that slid, new elements in
              // front): m change bits 0, without comparing the pairs again (m ≥ 1, mode bit 0).
              `${I}const ${quick} = ${k} !== 0 && w.shiftEqual === ${m};\n`
            : `${I}const ${m} = Math.min(${n}, ${a}.length);\n`);
        // Change bits and changes of the paired elements; b's others (J: the indent, d: the depth
        // of these statements). Change bits of 0 are counted in z and written a run at a time (an
        // array of 16 384 with a handful changed made a writeBit call for each); a start `from`
        // (cmpn's count of equal leading pairs) counts theirs.
        const z = this.v("z");
        // A run of pairs that are the same value (===: an unchanged element, for the kinds that
        // sameIsUnchanged names) is counted by a loop of its own, without a call: in the loop
        // with calls, V8 loads and checks both arrays again at every pass (a voxel chunk's tick,
        // three arrays of 16 384 with a handful of cells changed, spent half its time there).
        // Four pairs a pass while they last (fourSame), then one at a time.
        const j = this.v("j");
        const same = (t: string) => this.samePair(a, b, t, da, db, node.of);
        const run = (J: string) =>
          !sameIsUnchanged(node.of)
            ? ""
            : `${J}  if (${same(i)}) {\n${J}    let ${j} = ${i} + 1;\n` +
              `${J}    ${this.fourSame(a, b, j, m, da, db, node.of)}\n` +
              `${J}    while (${j} < ${m} && ${same(j)}) ${j}++;\n` +
              `${J}    ${z} += ${j} - ${i};\n${J}    if (${j} === ${m}) break;\n${J}    ${i} = ${j};\n${J}  }\n`;
        const o = this.v("o");
        const pairs = (J: string, d: number, from = "0") =>
          `${J}let ${z} = ${from}, ${o} = 0;\n${J}for (let ${i} = ${from}; ${i} < ${m}; ${i}++) {\n` +
          run(J) +
          `${J}  const ${x} = ${this.elem(a, plus(i, da), node.of)}, ${y} = ${this.elem(b, plus(i, db), node.of)};\n` +
          this.changed(node.of, x, y, d + 1, { n: z, v: o, max: LOOP_RUN }) +
          `${J}}\n${J}if (${z} > 0) w.writeRun(${o}, ${z});\n`;
        const rest = (J: string, d: number) => this.encLoop(node.of, b, `${n} - ${m}`, d, { db, m });
        const W = arrayFullWidth(node.of);
        // Arrays of bools and of unit types: no shift, no mode bit.
        if (W === undefined) return head + pairs(I, depth, known) + rest(I, depth);
        // Arrays of numbers: a mode bit, and the whole array when that is shorter (FORMAT.md §5).
        const full = this.v("full");
        if (W === 0) {
          // Integers and quantized floats with a change flag.
          const t = node.of as IntNode | QuantNode;
          if (t.bits > 0) {
            // Packed: weighed, and written whole or as changes, by the Writer (writeNumberArrayDiff).
            const diff =
              t.kind === "int"
                ? `w.writeIntArrayDiff(${a}, ${b}, ${da}, ${db}, ${m}, ${n}, ${lit(t.min)}, ${lit(t.max)}, ${t.bits}, ${t.signed}${known === undefined ? "" : `, ${known}`})`
                : `w.writeQuantArrayDiff(${a}, ${b}, ${da}, ${db}, ${m}, ${n}, ${lit(t.qmin)}, ${lit(t.qmax)}, ${t.bits}, ${lit(t.precision)}, ${lit(t.scale)}${known === undefined ? "" : `, ${known}`})`;
            return (
              head +
              `${I}let ${full} = false;\n${I}if (${quick}) {\n${I}  w.writeBit(0);\n${I}  w.writeZeros(${m});\n${I}} else if (${m} > 0) ${full} = ${diff};\n` +
              `${I}if (!${full}) {\n` +
              rest(I + "  ", depth + 1) +
              `${I}}\n`
            );
          }
          // Varints: weighed as they are written (writeIntArrayWhole, writeQuantArrayWhole), the
          // changes written here.
          const call =
            t.kind === "int"
              ? `w.writeIntArrayWhole(${a}, ${b}, ${da}, ${db}, ${m}, ${n}, ${lit(t.min)}, ${lit(t.max)}, ${t.signed})`
              : `w.writeQuantArrayWhole(${a}, ${b}, ${da}, ${db}, ${m}, ${n}, ${lit(t.qmin)}, ${lit(t.qmax)}, ${lit(t.precision)}, ${lit(t.scale)})`;
          return (
            head +
            `${I}let ${full} = false;\n${I}if (${quick}) {\n${I}  w.writeBit(0);\n${I}  w.writeZeros(${m});\n${I}} else {\n${I}  if (${m} > 0) ${full} = ${call};\n${I}  if (!${full}) {\n` +
            pairs(I + "    ", depth + 2, known) +
            `${I}  }\n${I}}\n${I}if (!${full}) {\n` +
            rest(I + "  ", depth + 1) +
            `${I}}\n`
          );
        }
        return (
          head +
          `${I}let ${full} = false;\n${I}if (${quick}) {\n${I}  w.writeBit(0);\n${I}  w.writeZeros(${m});\n${I}} else if (${m} > 0) {\n` +
          this.fullArrayTest(node.of, W, a, b, da, db, m, full, depth + 1, known) +
          `${I}  w.writeBit(${full} ? 1 : 0);\n${I}}\n${I}if (${full}) {\n` +
          this.encElements(node.of, b, n, depth + 1) +
          `${I}} else {\n${I}  if (!${quick}) {\n` +
          pairs(I + "    ", depth + 2, known) +
          `${I}  }\n` +
          rest(I + "  ", depth + 1) +
          `${I}}\n`
        );
      }
      case "map": {
        const ok = this.v("inOrder");
        const it = this.v("it");
        const kept = this.v("kept");
        const en = this.v("en");
        const x = this.v();
        const y = this.v();
        const k = this.v("k");
        const skip = this.v("skip");
        const same = this.v("same");
        const vit = this.v("values");
        const left = this.v("left");
        const nk = this.v("nk");
        const added = this.v("added");
        return (
          `${I}if (!rt.isHonestMap(${b})) throw rt.INVALID;\n` +
          // Same keys in the same order (the common tick): values are paired by iterating both
          // maps. Known already where the change test was cmpn's (`known`, see changed).
          (known !== undefined
            ? `${I}const ${same} = ${known};\n`
            : `${I}let ${same} = ${a}.size === ${b}.size;\n${I}if (${same}) {\n${I}  const ${it} = ${b}.keys();\n` +
              `${I}  for (const ${k} of ${a}.keys()) {\n${I}    if (${it}.next().value !== ${k}) {\n${I}      ${same} = false;\n${I}      break;\n${I}    }\n${I}  }\n${I}}\n`) +
          // Otherwise a's keys that b kept must come first in b, in a's order (FORMAT.md §5): a's
          // and b's keys walked side by side, a key of a that is not b's next one either removed
          // or out of order (b.has tells). The pairs are then found by the same walk, without a
          // lookup: a key of a that is b's next one is kept, any other removed.
          `${I}let ${ok} = true;\n${I}let ${kept} = ${a}.size;\n${I}if (!${same}) {\n${I}  ${kept} = 0;\n${I}  const ${it} = ${b}.keys();\n${I}  let ${left} = ${b}.size;\n${I}  let ${nk} = ${left} > 0 ? ${it}.next().value : undefined;\n` +
          `${I}  for (const ${k} of ${a}.keys()) {\n${I}    if (${left} > 0 && ${nk} === ${k}) {\n${I}      ${kept}++;\n${I}      if (--${left} > 0) ${nk} = ${it}.next().value;\n${I}    } else if (${b}.has(${k})) {\n${I}      ${ok} = false;\n${I}      break;\n${I}    }\n${I}  }\n${I}}\n` +
          `${I}if (!${ok}) {\n${I}  w.writeBit(0);\n` +
          this.enc(node, b, depth + 1) +
          `${I}} else {\n${I}  w.writeBit(1);\n${I}  const ${vit} = ${b}.values();\n${I}  const ${en} = ${a}.values();\n` +
          `${I}  const ${it} = ${b}.keys();\n${I}  let ${left} = ${same} ? 0 : ${b}.size;\n${I}  let ${nk} = ${left} > 0 ? ${it}.next().value : undefined;\n` +
          `${I}  for (const ${k} of ${a}.keys()) {\n${I}    const ${x} = ${this.as(`${en}.next().value`, this.tt(node.value))};\n` +
          `${I}    if (!${same}) {\n${I}      if (${left} > 0 && ${nk} === ${k}) {\n${I}        if (--${left} > 0) ${nk} = ${it}.next().value;\n${I}      } else {\n${I}        w.writeBit(1);\n${I}        w.writeBit(0);\n${I}        continue;\n${I}      }\n${I}    }\n` +
          `${I}    const ${y} = ${vit}.next().value;\n` +
          `${I}    if (${bare(this.eqx(node.value, x, this.bang(y)))}) w.writeBit(0);\n${I}    else {\n${I}      w.writeBit(1);\n${I}      w.writeBit(1);\n` +
          this.encd(node.value, x, this.bang(y), depth + 3) +
          `${I}    }\n${I}  }\n` +
          `${I}  if (${b}.size === ${kept}) w.writeBit(0);\n${I}  else {\n${I}    w.writeBit(1);\n${I}    let ${added} = ${b}.size - ${kept};\n${I}    w.writeVarint(${added} - 1);\n${I}    let ${skip} = ${kept};\n` +
          `${I}    const ${en}b = ${b}.values();\n${I}    for (const ${k} of ${b}.keys()) {\n${I}      const ${y} = ${this.as(`${en}b.next().value`, this.tt(node.value))};\n${I}      if (${skip} > 0) {\n${I}        ${skip}--;\n${I}        continue;\n${I}      }\n` +
          this.enc(node.key, k, depth + 3) +
          this.enc(node.value, y, depth + 3) +
          `${I}      ${added}--;\n${I}    }\n${I}    if (${added} !== 0) throw rt.INVALID;\n${I}  }\n${I}}\n`
        );
      }
      case "ref":
        return `${I}encd_${node.name}(w, ${a}, ${b});\n`;
    }
  }

  /**
   * Statements that set `full` when sending array `b` whole saves bits against the change bits
   * and changes of its `m` pairs (a's elements from da, b's from db; FORMAT.md §5, arrays of
   * numbers). W > 0:
   * elements of W bits, whose change is their value (an unchanged one costs W − 1 bits more, a
   * changed one 1 bit less); the loop stops once the unchanged ones outweigh the rest. (W = 0,
   * numbers whose change has a flag, are weighed by the Writer as they are written.)
   */
  private fullArrayTest(of: TypeNode, W: number, a: string, b: string, da: string, db: string, m: string, full: string, depth: number, known?: string): string {
    const I = "  ".repeat(depth);
    const i = this.v("i");
    const x = this.v();
    const y = this.v();
    const u = this.v("u");
    // The leading pairs known equal (cmpn's count) counted without comparing them again.
    const from = known ?? "0";
    return (
      `${I}let ${u} = ${from};\n${I}for (let ${i} = ${from}; ${i} < ${m}; ${i}++) {\n${I}  const ${x} = ${this.elem(a, plus(i, da), of)}, ${y} = ${this.elem(b, plus(i, db), of)};\n` +
      `${I}  if ((${bare(this.eqx(of, x, y))}) && ++${u} * ${W} >= ${m}) break;\n${I}}\n${I}${full} = ${u} * ${W} < ${m};\n`
    );
  }

  // ---- diff: decode ----

  /**
   * Statements: read a changed bit; `const t` is `a` or the changed value. With `local`, the bit
   * from the locals of an object's diff (see LOCAL_BIT), and the value through the reader.
   */
  private applyChanged(node: TypeNode, a: string, t: string, depth: number, local = false, into?: string): string {
    const I = "  ".repeat(depth);
    const bit = local ? LOCAL_BIT : BIT;
    if (into !== undefined) {
      // Stored into the object only when changed (a parted decoder's, built from prev).
      if (node.kind === "bool") return `${I}if (${bit} === 1) ${into} = !${a};\n`;
      const y = this.v("y");
      const J = I + "  ";
      const change = local ? this.decdLocal(node, t, y, depth + 1) : this.decd(node, t, y, depth + 1);
      const prev = new RegExp(`\\b${t}\\b`).test(change) ? `${J}const ${t}${this.ts ? `: ${this.tt(node)}` : ""} = ${a};\n` : "";
      return `${I}if (${bit} === 1) {\n${prev}${change}${J}${into} = ${y};\n${I}}\n`;
    }
    if (node.kind === "bool") return `${I}const ${t} = ${bit} === 1 ? !${a} : ${a};\n`;
    const y = this.v("y");
    const J = I + "  ";
    return (
      `${I}let ${t}${this.ts ? `: ${this.tt(node)}` : ""} = ${a};\n${I}if (${bit} === 1) {\n` +
      (local ? this.decdLocal(node, t, y, depth + 1) : this.decd(node, t, y, depth + 1)) +
      `${J}${t} = ${y};\n` +
      `${I}}\n`
    );
  }

  /**
   * decd in an object's diff whose pending bits are in locals (see LOCAL_BIT): the bits of small
   * values and of packed changes from them, byte-section values as they are, anything else
   * through the reader, synced.
   */
  private decdLocal(node: TypeNode, a: string, t: string, depth: number): string {
    const I = "  ".repeat(depth);
    if (outlined(node, depth)) return syncOut(I) + this.decd(node, a, t, depth) + syncIn(I);
    switch (node.kind) {
      case "bool":
      case "float32":
      case "float64":
        return this.decd(node, a, t, depth);
      case "enum":
        return this.decLocal(node, t, depth);
      case "optional":
        return this.decdOptional(node, a, t, depth, true);
      case "int":
      case "quant": {
        if (node.bits >= 0 && node.bits <= 8) return this.decLocal(node, t, depth);
        if (node.bits > 32) break;
        // Reader.readPackedChange / readVarintChange: the flag and a delta code of up to 14 bits
        // from the locals, the packed value too; a longer code through the reader, a varint from
        // the byte section.
        const [min, max] = node.kind === "int" ? [node.min, node.max] : [node.qmin, node.qmax];
        const prev = node.kind === "int" ? a : `(${this.quantize(a, node)})`;
        const q = node.kind === "int" ? t : this.v("q");
        const J = I + "  ";
        const d = this.v("d");
        let s = `${I}let ${q}${this.ts ? ": number" : ""};\n${I}if (${LOCAL_BIT} === 1) {\n` + this.deltaLocal(J, d) + `${J}${q} = ${prev} + ${d};\n`;
        if (node.bits > 0) {
          const p = this.v("p");
          s +=
            `${J}if (!(${q} >= ${lit(min)} && ${q} <= ${lit(max)})) throw r.outside(${q}, ${lit(min)}, ${lit(max)});\n${I}} else {\n` +
            this.readInt(J, p, node.bits, min, max, true, localBitsRead) +
            `${J}${q} = ${p};\n${I}}\n`;
        } else {
          const signed = node.kind === "quant" || node.signed;
          s +=
            `${I}} else ${q} = ${signed ? "r.readZigzag()" : "r.readVarint()"};\n` +
            `${I}if (!(${q} >= ${lit(min)} && ${q} <= ${lit(max)})) throw r.outside(${q}, ${lit(min)}, ${lit(max)}, r.pos);\n`;
        }
        if (node.kind === "quant") s += `${I}const ${t} = rt.dequantize(${q}, ${lit(node.precision)}, ${lit(node.scale)});\n`;
        return s;
      }
      default:
        break;
    }
    return syncOut(I) + this.decd(node, a, t, depth) + syncIn(I);
  }

  /**
   * Statements: `const d`, the signed change of Reader.readZigzagExpGolomb, from the locals when
   * its code is at most 14 bits (a prefix of at most five ones), through the reader otherwise.
   * A byte is taken only when the code's bits reach into it, as the reader takes them.
   */
  private deltaLocal(I: string, d: string): string {
    const u = this.v("u");
    const L = this.v("L");
    const z = this.v("z");
    const J = I + "  ";
    return (
      `${I}let ${d}${this.ts ? ": number" : ""};\n` +
      // The code has 4 bits at least; its prefix's ones are the pending bits' lowest ones.
      `${I}if (bn < 4) (ba |= r.nextBitByte() << bn, bn += 8);\n` +
      `${I}const ${u} = 31 - Math.clz32(~ba & (ba + 1));\n` +
      `${I}if (${u} < bn && ${u} <= 5) {\n` +
      `${J}const ${L} = ${u} + ${u} + 4;\n` +
      `${J}while (bn < ${L}) (ba |= r.nextBitByte() << bn, bn += 8);\n` +
      `${J}const ${z} = (8 << ${u}) + ((ba >> (${u} + 1)) & ((8 << ${u}) - 1)) - 8;\n` +
      `${J}ba >>= ${L};\n${J}bn -= ${L};\n` +
      `${J}${d} = (${z} >>> 1) ^ -(${z} & 1);\n` +
      `${I}} else {\n` +
      syncOut(J) +
      `${J}${d} = r.readZigzagExpGolomb();\n` +
      syncIn(J) +
      `${I}}\n`
    );
  }

  /**
   * decd of an optional: from absent, a snapshot of its value; else its presence bit and, when
   * present, the value's change. With `local`, the bits from the locals (see decdLocal).
   */
  private decdOptional(node: TypeNode & { kind: "optional" }, a: string, t: string, depth: number, local: boolean): string {
    const I = "  ".repeat(depth);
    const y = this.v("y");
    const x = this.v();
    const snapshot = local ? this.decLocal(node.of, y, depth + 1) : this.dec(node.of, y, depth + 1);
    const change = local ? this.decdLocal(node.of, x, y, depth + 1) : this.decd(node.of, x, y, depth + 1);
    // The change of some types does not depend on the previous value (a string, a bool…).
    const bind = refersTo(change, x) ? `${I}  const ${x} = ${a};\n` : "";
    return (
      `${I}let ${t}${this.ts ? `: ${this.tt(node)}` : ""};\n${I}if (${a} === undefined || ${a} === null) {\n` +
      snapshot +
      `${I}  ${t} = ${y};\n${I}} else if (${local ? LOCAL_BIT : BIT} === 0) ${t} = undefined;\n${I}else {\n` +
      bind +
      change +
      `${I}  ${t} = ${y};\n${I}}\n`
    );
  }

  /** Statements that read a change to `a` into a new `const t`. */
  private decd(node: TypeNode, a: string, t: string, depth: number, here = false): string {
    const I = "  ".repeat(depth);
    if (!here && outlined(node, depth)) return `${I}const ${t} = ${this.helper("decdn", node)}(r, ${a});\n`;
    switch (node.kind) {
      case "bool":
        return `${I}const ${t} = !${a};\n`;
      case "int": {
        if (node.bits >= 0 && node.bits <= 8) return this.dec(node, t, depth);
        if (node.bits > 0) return `${I}const ${t} = r.readPackedChange(${a}, ${lit(node.min)}, ${lit(node.max)}, ${node.bits});\n`;
        return `${I}const ${t} = r.readVarintChange(${a}, ${node.signed}, ${lit(node.min)}, ${lit(node.max)});\n`;
      }
      case "quant": {
        if (node.bits >= 0 && node.bits <= 8) return this.dec(node, t, depth);
        const P = `${lit(node.precision)}, ${lit(node.scale)}`;
        const qa = `(${this.quantize(a, node)})`;
        const read =
          node.bits > 0
            ? `r.readPackedChange(${qa}, ${lit(node.qmin)}, ${lit(node.qmax)}, ${node.bits})`
            : `r.readVarintChange(${qa}, true, ${lit(node.qmin)}, ${lit(node.qmax)})`;
        return `${I}const ${t} = rt.dequantize(${read}, ${P});\n`;
      }
      case "string":
        return `${I}const ${t} = r.readStringChange(${a});\n`;
      case "bytes":
        return `${I}const ${t} = r.readBytesChange(${a});\n`;
      case "float32":
      case "float64":
      case "enum":
        return this.dec(node, t, depth);
      case "optional":
        return this.decdOptional(node, a, t, depth, false);
      case "array": {
        const n = this.v("n");
        const m = this.v("m");
        const i = this.v("i");
        const x = this.v();
        const y = this.v("y");
        const mb = Math.max(1, minBits(this.schema, node.of));
        if (arraySplices(this.schema, node.of)) return `${I}const ${t}${this.ts ? `: ${this.tt(node)}` : ""} = ${this.helper("spldn", node)}(r, ${a});\n`;
        const shifts = arrayShifts(this.schema, node.of);
        const k = this.v("k");
        const da = shifts ? this.v("da") : "0";
        const db = shifts ? this.v("db") : "0";
        const head = shifts
          ? `${I}const ${n} = r.readLengthAfter(${a}.length, ${mb});\n${I}let ${k} = 0;\n${I}if (${n} > 0 && ${a}.length > 0 && ${BIT} === 1) ${k} = r.readShift(${n}, ${a}.length, false);\n` +
            `${I}const ${da} = ${k} > 0 ? ${k} : 0, ${db} = ${k} < 0 ? -${k} : 0;\n${I}const ${m} = Math.min(${n} - ${db}, ${a}.length - ${da});\n`
          : `${I}const ${n} = r.readLengthAfter(${a}.length, ${mb});\n${I}const ${m} = Math.min(${n}, ${a}.length);\n`;
        // The array at its length: `prev`'s elements from da through their change bits, at db,
        // then the new ones around them.
        // A change bit 0 reads the rest of its run at once (Reader.readZeros) and copies the run's
        // elements: no readBit per unchanged element.
        // An array of prev's length, unshifted, starts as a copy of prev (slice: a copy of its
        // memory, of prev's kind, where a run was copied element by element), which only the
        // changes then overwrite. Not for a subclass of Array, whose slice would be its own.
        const e = this.v("e");
        const keep = this.v("keep");
        const each = (J: string, d: number, lhs: string) =>
          `${J}const ${keep} = ${n} === ${a}.length && ${da} === 0 && ${db} === 0 && ${a}.constructor === Array;\n` +
          `${J}${lhs} = ${keep} ? ${a}.slice() : ${this.newArray(node.of, n)};\n` +
          `${J}for (let ${i} = 0; ${i} < ${m}; ${i}++) {\n${J}  const ${x} = ${this.elem(a, plus(i, da), node.of)};\n` +
          `${J}  if (${BIT} === 0) {\n${J}    const ${e} = ${i} + 1 + r.readZeros(${m} - ${i} - 1);\n` +
          `${J}    if (${keep}) ${i} = ${e} - 1;\n${J}    else {\n${J}      ${t}[${plus(i, db)}] = ${x};\n` +
          `${J}      while (++${i} < ${e}) ${t}[${plus(i, db)}] = ${this.elem(a, plus(i, da), node.of)};\n${J}      ${i}--;\n${J}    }\n${J}    continue;\n${J}  }\n` +
          this.decd(node.of, x, y, d + 1) +
          `${J}  ${t}[${plus(i, db)}] = ${y};\n${J}}\n` +
          this.decLoop(node.of, t, `${n} - ${m}`, d, { db, m });
        const decl = `${t}${this.ts ? `: ${this.tt(node)}` : ""}`;
        if (arrayFullWidth(node.of) === undefined) return head + each(I, depth, `const ${decl}`);
        // Arrays of numbers: mode bit 1, the whole array as in a snapshot (FORMAT.md §5).
        return (
          head +
          `${I}let ${decl};\n${I}if (${m} > 0 && ${BIT} === 1) {\n` +
          this.decElements(node, n, t, depth + 1, false) +
          `${I}} else {\n` +
          each(I + "  ", depth + 1, t) +
          `${I}}\n`
        );
      }
      case "map": {
        const en = this.v("en");
        const n = this.v("n");
        const i = this.v("i");
        const k = this.v("k");
        const x = this.v();
        const y = this.v("y");
        const full = this.v("full");
        const size = this.v("size");
        const mb = minBits(this.schema, node.key) + minBits(this.schema, node.value);
        const MT = this.ts ? `<${this.tt(node.key)}, ${this.tt(node.value)}>` : "";
        return (
          `${I}let ${t}${this.ts ? `: ${this.tt(node)}` : ""};\n${I}if (${BIT} === 0) {\n` +
          this.dec(node, full, depth + 1) +
          `${I}  ${t} = ${full};\n${I}} else {\n${I}  ${t} = new Map${MT}();\n` +
          `${I}  const ${en} = ${a}.values();\n${I}  for (const ${k} of ${a}.keys()) {\n${I}    const ${x} = ${this.as(`${en}.next().value`, this.tt(node.value))};\n` +
          `${I}    if (${BIT} === 0) ${t}.set(${k}, ${x});\n${I}    else if (${BIT} === 1) {\n` +
          this.decd(node.value, x, y, depth + 3) +
          `${I}      ${t}.set(${k}, ${y});\n${I}    }\n${I}  }\n` +
          `${I}  if (${BIT} === 1) {\n${I}    const ${n} = r.readLength(${mb}) + 1;\n${I}    const ${size} = ${t}.size;\n${I}    for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n` +
          this.dec(node.key, k, depth + 3) +
          this.dec(node.value, y, depth + 3) +
          `${I}      ${t}.set(${k}, ${y});\n${I}      if (${t}.size === ${size} + ${i}) throw r.fail("duplicate map key");\n${I}    }\n${I}  }\n${I}}\n`
        );
      }
      case "ref":
        return `${I}const ${t} = decd_${node.name}(r, ${a});\n`;
    }
  }

  // ---- validation ----

  /** Checks of `x` at `path`; `d`: the nesting depth to pass to named types' val_ functions. */
  private val(node: TypeNode, x: string, path: string, depth: number, d: string): string {
    const I = "  ".repeat(depth);
    switch (node.kind) {
      case "bool":
        return `${I}rt.checkBool(${x}, ${path}, errs);\n`;
      case "int":
        return `${I}rt.checkInt(${x}, ${lit(node.min)}, ${lit(node.max)}, ${lit(node.label)}, ${path}, errs);\n`;
      case "quant":
        return `${I}rt.checkQuant(${x}, ${lit(node.precision)}, ${lit(node.scale)}, ${lit(node.qmin)}, ${lit(node.qmax)}, ${lit(node.label)}, ${path}, errs);\n`;
      case "float32":
        return `${I}rt.checkFloat32(${x}, ${path}, errs);\n`;
      case "float64":
        return `${I}rt.checkFloat64(${x}, ${path}, errs);\n`;
      case "string":
        return `${I}rt.checkString(${x}, ${path}, errs);\n`;
      case "bytes":
        return `${I}rt.checkBytes(${x}, ${path}, errs);\n`;
      case "enum":
        return `${I}rt.checkEnum(${x}, opts_${node.name}, ${lit(node.name)}, ${path}, errs);\n`;
      case "optional": {
        const y = this.v();
        return `${I}{\n${I}  const ${y} = ${x};\n${I}  if (${y} !== undefined && ${y} !== null) {\n` + this.val(node.of, y, path, depth + 2, d) + `${I}  }\n${I}}\n`;
      }
      case "array": {
        const y = this.v();
        const i = this.v("i");
        return (
          `${I}{\n${I}  const ${y} = ${x};\n${I}  if (!Array.isArray(${y})) rt.pushExpected(errs, ${path}, "array", ${y});\n` +
          `${I}  else for (let ${i} = 0; ${i} < ${y}.length && errs.length < ${MAX_PROBLEMS}; ${i}++) {\n` +
          this.val(node.of, `${y}[${i}]`, `${path} + "[" + ${i} + "]"`, depth + 2, d) +
          `${I}  }\n${I}}\n`
        );
      }
      case "map": {
        const y = this.v();
        const en = this.v("en");
        const q = this.v("path");
        return (
          `${I}{\n${I}  const ${y} = ${x};\n${I}  if (!rt.isMap(${y})) rt.pushExpected(errs, ${path}, "Map", ${y});\n` +
          // keys() and values(), as the encoders read a map (not its entries or iterator).
          `${I}  else {\n${I}    const ${en}v = ${y}.values();\n${I}    for (const ${en}k of ${y}.keys()) {\n${I}      const ${en} = ${en}v.next().value;\n` +
          `${I}      if (errs.length >= ${MAX_PROBLEMS}) break;\n${I}      const ${q} = ${path} + rt.keyPath(${en}k);\n` +
          this.val(node.key, `${en}k`, `${q} + " (key)"`, depth + 3, d) +
          this.val(node.value, en, q, depth + 3, d) +
          `${I}    }\n${I}  }\n${I}}\n`
        );
      }
      case "ref":
        return `${I}val_${node.name}(${x}, ${path}, errs, ${d});\n`;
    }
  }

  // ---- clone, default, JSON ----

  private clone(node: TypeNode, x: string): string {
    switch (node.kind) {
      case "bytes":
        return `rt.copyBytes(${x})`;
      case "ref":
        return `cl_${node.name}(${x})`;
      case "optional":
      case "array":
      case "map":
        if (node.kind === "optional" && this.isScalar(node.of)) return `(${x} == null ? undefined : ${x})`;
        return `${this.helper("cln", node)}(${x})`;
      default:
        return x;
    }
  }

  private isScalar(node: TypeNode): boolean {
    return node.kind !== "bytes" && node.kind !== "ref" && node.kind !== "optional" && node.kind !== "array" && node.kind !== "map";
  }

  private def(node: TypeNode): string {
    switch (node.kind) {
      case "bool":
        return "false";
      case "int":
        return lit(node.min > 0 ? node.min : node.max < 0 ? node.max : 0);
      case "quant":
        return `rt.dequantize(${lit(node.qmin > 0 ? node.qmin : node.qmax < 0 ? node.qmax : 0)}, ${lit(node.precision)}, ${lit(node.scale)})`;
      case "float32":
      case "float64":
        return "0";
      case "string":
        return `""`;
      case "bytes":
        return "new Uint8Array(0)";
      case "enum":
        return lit(node.options[0]);
      case "optional":
        return "undefined";
      case "array":
        return "[]";
      case "map":
        return this.ts ? `new Map<${this.tt(node.key)}, ${this.tt(node.value)}>()` : "new Map()";
      case "ref":
        return `def_${node.name}()`;
    }
  }

  private toJson(node: TypeNode, x: string): string {
    switch (node.kind) {
      case "float32":
      case "float64":
        return `rt.floatToJson(${x})`;
      case "bytes":
        return `rt.toBase64(${x})`;
      case "ref":
        return `tj_${node.name}(${x})`;
      case "optional":
      case "array":
      case "map":
        return `${this.helper("tjn", node)}(${x})`;
      default:
        return x;
    }
  }

  /**
   * Statements that read JSON `j` (at `path`, a path in the JSON) as a `node` into a new const
   * `x`. Composites go through their fj functions, which push a wrong shape to `errs` and read
   * on; the other values are checked as validate checks them (bytes: as they are read), their
   * problems pushed to `errs` with the JSON path: a union variant's name is in it, and an int
   * map key is the JSON's string (validate, given the value built, would name neither).
   */
  private fromJson(node: TypeNode, j: string, path: string, x: string, depth: number): string {
    const I = "  ".repeat(depth);
    switch (node.kind) {
      case "float32":
      case "float64":
        return `${I}const ${x} = ${this.as(`rt.floatFromJson(${j})`, "number")};\n` + this.val(node, x, path, depth, "0");
      case "bytes":
        return `${I}const ${x} = rt.fromBase64(${j}, ${path}, errs);\n`;
      case "ref":
        return `${I}const ${x} = fj_${node.name}(${j}, ${path}, errs);\n`;
      case "optional":
      case "array":
      case "map":
        return `${I}const ${x} = ${this.helper("fjn", node)}(${j}, ${path}, errs);\n`;
      default:
        return `${I}const ${x} = ${j};\n` + this.val(node, x, path, depth, "0");
    }
  }
}
