/**
 * The eval-free schema walker: the same functions the emitter writes (typescript/emit/emit.ts),
 * built as closures instead of source text. `walkTypes` runs once per (schema, root): it
 * "closure-compiles" every node of the IR into small specialized functions, so no per-value
 * dispatch on the node kind happens at run time. Named objects, unions and recursive aliases
 * become units, built depth first and called directly, or through a per-name table where a
 * type refers back to one still being built (recursion); anonymous nodes are inlined into
 * their parent's closures.
 *
 * Every decision mirrors emit.ts: the order of bit and byte writes, the runtime calls and their
 * arguments, the exceptions (`INVALID`, `r.fail(...)`), the validation texts and the key order
 * of the objects built by decode, clone and fromJson (`_type` first in union variants), so the
 * bytes and values are identical to the compiled path's. Keep the two in step. One departure,
 * for speed, not bytes: a changed object, union or map in a diff is written speculatively and
 * taken back if it held no change, where emit compares first (see `changed`).
 *
 * An object's fields are read and set by functions drawn from a pool of identical copies
 * (sites.ts, written by typescript/cli/gen-sites.ts), one copy per field, so that each field
 * access keeps its own inline cache: in one loop over the fields, `v[k]` would see every field
 * of every type and go megamorphic (~12 ns a read), the walker's main cost before the pool.
 */
import type { TypeFunctions } from "../runtime/codec.js";
import { INVALID, MAX_PROBLEMS, TOO_DEEP, TOO_DEEP_LINE } from "../runtime/errors.js";
import {
  bytesEqual,
  checkBool,
  checkBytes,
  checkEnum,
  checkFloat32,
  checkFloat64,
  checkInt,
  checkJsonFields,
  checkQuant,
  checkString,
  copyBytes,
  describe,
  eqFloat32,
  floatFromJson,
  floatToJson,
  fromBase64,
  intKey,
  isMap,
  isHonestMap,
  isFloat32,
  isIntIn,
  isJsonObject,
  jsonProblem,
  keyPath,
  own,
  pushExpected,
  quantize,
  setOwn,
  toBase64,
  unionJsonProblem,
} from "../runtime/values.js";
import { BULK_FLOAT32, BULK_FLOAT64, changeSaving, dequantize, ELEMENTS_OF, MAX_SPLICES, PACKED_ARRAY_BITS, packedArray, type Reader, shiftReach, SPLICE_RETRIES, SPLICE_RUN, type Writer } from "../runtime/wire.js";
import { fingerprint } from "../schema/fingerprint.js";
import { COPY_SITES, COPY_SIZE, GROUP_SITES, GROUP_SIZE, READ_SITES, SITES, TEMPLATE_SITES } from "./sites.js";
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
  MAX_DEPTH,
  minBits,
  recursiveUnits,
  rootNode,
  sparseEligible,
  type EnumNode,
  type ObjectDef,
  type Schema,
  type TypeNode,
  type UnionDef,
} from "../schema/ir.js";

/* eslint-disable @typescript-eslint/no-explicit-any */
type Enc = (w: Writer, v: any) => void;
type Dec = (r: Reader) => any;
type Eq = (a: any, b: any) => boolean;
type EncD = (w: Writer, a: any, b: any) => void;
/** Writes a change like EncD and tells whether there was any (see `changed`). */
type EncC = (w: Writer, a: any, b: any) => boolean;
type DecD = (r: Reader, a: any) => any;
/** Validation: pushes "path: reason" lines; `d` is the nesting depth of recursive types so far. */
type Val = (v: any, p: string, errs: string[], d: number) => void;
type Cl = (v: any) => any;
type Df = () => any;
type Tj = (v: any) => unknown;
/** fromJson: the value; problems of values that are not composites pushed to `errs` (emit's fj_). */
type Fj = (j: any, p: string, errs: string[]) => any;

/**
 * Validation past the nesting limit: the problem, then a stop (TOO_DEEP, caught by the entry
 * points), as emitted val_ functions do: going on along a cycle could take exponential time.
 */
function valTooDeep(p: string, errs: string[]): never {
  errs.push(p + TOO_DEEP_LINE);
  throw TOO_DEEP;
}

/** What the walker knows of one field of an object: its name and its value's functions. */
export interface FieldSpec {
  key: string;
  /** `x === y` means equal (not floats: 0 === -0, yet their bytes differ). */
  same0: boolean;
  enc: Enc;
  dec: Dec;
  change: EncC;
  eq: Eq;
  encd: EncD;
  /** The value's applyChanged (a changed bit, then the change). */
  apply: DecD;
  decd: DecD;
}
/** The field's diff functions within its object: each reads or sets the field itself. */
export interface DiffFns {
  change: EncC;
  encd: EncD;
  apply: (r: Reader, a: any, o: any) => void;
  decd: (r: Reader, a: any, o: any) => void;
}
/** Its other functions within its object (for the fields no group serves). */
export interface ReadFns {
  enc: (w: Writer, v: any) => void;
  dec: (r: Reader, o: any) => void;
  eq: Eq;
  /** Copies the field of a into o. */
  keep: (a: any, o: any) => void;
}
export type FieldFns = DiffFns & ReadFns;
export type DiffSite = (f: FieldSpec) => DiffFns;
export type ReadSite = (f: FieldSpec) => ReadFns;

/** GROUP_SIZE fields of one object (typescript/cli/gen-sites.ts): their names, same0, eq, enc and dec. */
export interface GroupSpec {
  keys: string[];
  same0: boolean[];
  eq: Eq[];
  enc: Enc[];
  dec: Dec[];
}
/** The group's fields compared, copied from a into o, written or read (only a whole group's). */
export interface GroupFns {
  eq: Eq;
  /** Bit j set for the group's field j that differs (a repeated last field sets its bits again). */
  diff: (a: any, b: any) => number;
  keep: (a: any, o: any) => void;
  enc: (w: Writer, v: any) => void;
  dec: (r: Reader, o: any) => void;
}
export type GroupSite = (g: GroupSpec) => GroupFns;

/** The eq of a group's repeated places (see Walker's groups): true, without reading anything. */
const equalAlways: Eq = () => true;

/** The next copy of the group pool to hand out. */
let nextGroup = 0;

/** A function returning a copy of the template (a fast-mode object: see objectTemplate). */
export type TemplateSite = (template: object) => () => any;

/** The next copy of the template pool to hand out. */
let nextTemplate = 0;

/**
 * COPY_SIZE fields of an object copied from a (typescript/cli/gen-sites.ts): `first` returns a
 * copy of the template with them set, `more` sets them in o.
 */
export interface CopyFns {
  first: (a: any) => any;
  more: (a: any, o: any) => void;
}
export type CopySite = (template: object, keys: readonly string[]) => CopyFns;

/** The next copy of the copy pool to hand out. */
let nextCopy = 0;

/** The next copies of the diff and read pools to hand out (typescript/cli/gen-sites.ts). */
let nextSite = 0;
let nextRead = 0;

/**
 * FieldFns for a field named like something plain objects inherit: every function that reads
 * the field reads own properties only (emit's `get`). Its store, `dec`, is its read site's:
 * the object it sets is a copy of a template that has the field as an own property
 * (`o.constructor = x` sets that one; `__proto__` is not a field name).
 */
function ownField(f: FieldSpec, dec: ReadFns["dec"]): FieldFns {
  const k = f.key, s0 = f.same0, en = f.enc, c = f.change, e = f.eq, d = f.encd, ap = f.apply, dd = f.decd;
  return {
    enc: (w, v) => en(w, own(v, k)),
    dec,
    change: (w, a, b) => {
      const x = own(a, k), y = own(b, k);
      if (s0 && x === y) {
        w.writeBit(0);
        return false;
      }
      return c(w, x, y);
    },
    eq: (a, b) => {
      const x = own(a, k), y = own(b, k);
      return (s0 && x === y) || e(x, y);
    },
    encd: (w, a, b) => d(w, own(a, k), own(b, k)),
    apply: (r, a, o) => {
      o[k] = ap(r, own(a, k));
    },
    decd: (r, a, o) => {
      o[k] = dd(r, own(a, k));
    },
    keep: (a, o) => {
      o[k] = own(a, k);
    },
  };
}

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * A new array of `n` elements for a decoder to fill, of decodedArrayKind `kind` (emit's
 * newArray). Packed whatever the elements, arrays of objects too: the walker's stores into
 * arrays are shared by every type, and one that met holey arrays would turn the packed ones it
 * meets holey (see packedArray).
 */
function newArray(kind: ReturnType<typeof decodedArrayKind>, n: number): unknown[] {
  return packedArray<unknown>(n, ELEMENTS_OF[kind ?? "object"]);
}

/** Field names that plain objects inherit: read as own properties only (as emit.ts does). */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The shift of a diff of two non-empty arrays (FORMAT.md §5, Shifts; emit's `shn` helpers), at
 * the front for an array without `splices`: none unless the first elements differ. An array
 * that carries splices looks for one where its leading matching pairs end, from pair `from` on
 * (those before it known to match), the pairs from there being a's elements from da + `from`
 * and b's from db + `from`; that position is left in shiftAt. At it, the candidates among equal
 * elements, or for a keyed array that keeps none of them, among matching ones (see shiftAtP);
 * where none is kept, at the start of the next run of SPLICE_RUN pairs or more that do not
 * match, up to `e.retries` times more (ir.arrayRetries).
 */
function arrayShift(e: ElementEq, a: unknown[], b: unknown[], from: number, splices: boolean, da: number, db: number): number {
  if (!splices) return equal(e, a[0], b[0]) ? 0 : shiftAtP(e, a, b, 0, 0, 0, false);
  const mn = Math.min(a.length - da, b.length - db);
  let p = from;
  for (let t = 0; ; ) {
    while (p < mn && same(e, a[p + da], b[p + db])) p++;
    shiftAt = p;
    if (p === mn) return 0;
    if (t > 0) {
      // Looked at again only where SPLICE_RUN pairs or more do not match.
      const end = p + SPLICE_RUN;
      if (end > mn) return 0;
      let q = p + 1;
      while (q < end && !same(e, a[q + da], b[q + db])) q++;
      if (q < end) {
        p = q;
        continue;
      }
    }
    let k = shiftAtP(e, a, b, p, da, db, false);
    if (k === 0 && e.mode >= 3) k = shiftAtP(e, a, b, p, da, db, true);
    if (k !== 0 || t++ === e.retries) return k;
    // None kept at p: on past the pairs that do not match from there.
    p++;
    while (p < mn && !same(e, a[p + da], b[p + db])) p++;
  }
}

/**
 * arrayShift at pair p (offsets da, db), elements related by equality or (`byKey`) by matching:
 * of the first drop (a[p + k] related to b[p], k within the reach of a's length) and the first
 * insert (b[p + h] related to a[p], h within the reach of b's length: see shiftReach), the one
 * that pairs more related elements from p (the drop on a tie), kept if it pairs more than no
 * shift does, or if its pairs run from p unbroken for at least two more related elements than
 * no shift pairs over that span.
 */
function shiftAtP(e: ElementEq, a: unknown[], b: unknown[], p: number, da: number, db: number, byKey: boolean): number {
  const n = b.length - db;
  const la = a.length - da;
  const rel = byKey ? same : equal;
  let k = 0;
  let h = 0;
  const ra = shiftReach(a.length);
  const rb = shiftReach(b.length);
  for (let i = 1; i <= ra && p + i < la; i++) {
    if (rel(e, a[p + i + da], b[p + db])) {
      k = i;
      break;
    }
  }
  for (let i = 1; i <= rb && p + i < n; i++) {
    if (rel(e, a[p + da], b[p + i + db])) {
      h = i;
      break;
    }
  }
  if (k === 0 && h === 0) return 0;
  // Which is kept (FORMAT.md §5, Shifts, rule 3; emit's shn): s related pairs from p (−1 when not
  // all were counted), r of them unbroken from p, u those of no shift.
  const m0 = Math.min(la, n);
  let s = -1;
  let r = -1;
  let u = 0;
  let ok: boolean;
  if ((k === 0 || h === 0) && e.mode >= 3) {
    // One, in a keyed array: no shift's pairs first (cheap mismatches where a splice moved
    // them), then the candidate's only until they are more (emit's noShiftFirst).
    for (let i = p + 1; i < m0; i++) if (rel(e, a[i + da], b[i + db])) u++;
    const ms = Math.min(la - k, n - h);
    let c = 0;
    let i = p;
    for (; i < ms && c <= u; i++) {
      if (rel(e, a[i + k + da], b[i + h + db])) c++;
      else if (r < 0) r = i - p;
    }
    ok = c > u;
    if (i === ms) {
      s = c;
      if (r < 0) r = ms - p;
    }
  } else {
    if (k !== 0 && h !== 0) {
      // Both: each counted, the one with more taken (the drop on a tie).
      let sk = 0;
      let sh = 0;
      let rk = -1;
      let rh = -1;
      const mk = Math.min(la - k, n);
      const mh = Math.min(la, n - h);
      for (let i = p; i < mk; i++) {
        if (rel(e, a[i + k + da], b[i + db])) sk++;
        else if (rk < 0) rk = i - p;
      }
      for (let i = p; i < mh; i++) {
        if (rel(e, a[i + da], b[i + h + db])) sh++;
        else if (rh < 0) rh = i - p;
      }
      if (sk >= sh) {
        h = 0;
        s = sk;
        r = rk < 0 ? mk - p : rk;
      } else {
        k = 0;
        s = sh;
        r = rh < 0 ? mh - p : rh;
      }
    } else {
      // One, in an array without keys: the candidate's pairs all counted (shiftEqual: a window
      // that slid writes its equal pairs without comparing them again; emit's candidateFirst).
      const ms = Math.min(la - k, n - h);
      let c = 0;
      for (let i = p; i < ms; i++) {
        if (rel(e, a[i + k + da], b[i + h + db])) c++;
        else if (r < 0) r = i - p;
      }
      s = c;
      if (r < 0) r = ms - p;
    }
    // Then no shift's pairs, until they reach s or the pairs left could not make them.
    for (let i = p + 1; i < m0 && u < s && u + m0 - i >= s; i++) if (rel(e, a[i + da], b[i + db])) u++;
    ok = s > u;
  }
  if (!ok) {
    // Or the run, against no shift over its span (counted until v + 1 reaches r).
    let v = 0;
    for (let i = p + 1; i < Math.min(m0, p + r) && v + 1 < r; i++) if (rel(e, a[i + da], b[i + db])) v++;
    if (r <= v + 1 || r <= k + h) return 0;
  }
  shiftEqual = s;
  return k !== 0 ? k : -h;
}

/**
 * How arrayShift matches elements: by identity (`mode` 1), as quantized floats (2), by the
 * field `key` (ir.arrayKey, compared by identity: 3, or 4 for a name objects inherit, read as
 * an own property), else through `eq` (0); all but the last without a call per element.
 */
interface ElementEq {
  mode: number;
  precision: number;
  scale: number;
  key: string;
  eq: Eq;
  /** How many more times arrayShift looks for a splice (ir.arrayRetries: SPLICE_RETRIES, or 0). */
  retries: number;
}

/** Whether two elements match: equal, or of a keyed array, with the same key. */
function same(e: ElementEq, x: unknown, y: unknown): boolean {
  if (e.mode === 3) return (x as Record<string, unknown>)[e.key] === (y as Record<string, unknown>)[e.key];
  if (e.mode === 4) return own(x as object, e.key) === own(y as object, e.key);
  return equal(e, x, y);
}

/** Whether two elements are equal. */
function equal(e: ElementEq, x: unknown, y: unknown): boolean {
  // Not x === y for the others: 0 and −0 are different doubles.
  if (e.mode === 1) return x === y;
  if (e.mode === 2) return quantEqual(x, y, e.precision, e.scale);
  return e.eq(x, y);
}

/** Whether arrays a and b (b an array) have the same length and identical elements. */
function sameElements(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && samePrefix(a, b) < 0;
}

/** sameElements for quantized floats: elements that are the same or quantize the same. */
function sameQuantized(a: unknown[], b: unknown[], precision: number, scale: number): boolean {
  const n = a.length;
  if (n !== b.length) return false;
  for (let i = 0; i < n; i++) if (!quantEqual(a[i], b[i], precision, scale)) return false;
  return true;
}

/** Whether two quantized floats are equal: the same value, or values that quantize the same. */
function quantEqual(x: unknown, y: unknown, precision: number, scale: number): boolean {
  return x === y || quantize(x, precision, scale) === quantize(y, precision, scale);
}

/**
 * The last false answer of the eq of an array of elements compared through a call (objects,
 * unions, arrays, maps, optionals, bytes): the two arrays and how many of their leading pairs it
 * found equal (0 if the lengths differ). Every diff of such an array follows its eq's false
 * answer for the same two arrays, so the diff takes the count if the arrays are the same ones
 * (emit's cmpn, whose answer is passed on instead); it then lets go of them. If an eq of the
 * same node answered false for other arrays in between, the diff starts from 0 as before.
 */
interface ArrayPrefix {
  a: unknown;
  b: unknown;
  p: number;
}

/**
 * Whether arrays of `of` keep an ArrayPrefix: of the arrays without a whole mode in their diff,
 * those whose eq makes a call per element (not sameElements' or sameQuantized's loops);
 * booleans, whose diff then starts after the prefix; and packed integers with a change flag,
 * whose diff starts after it too (Writer.writeIntArrayDiff's `equal`).
 */
function prefixed(of: TypeNode): boolean {
  if (of.kind === "int") return of.bits > 0 && hasChangeFlag(of);
  // Booleans (a 16 384-cell bitset was compared twice, whole, for a handful of changes).
  if (of.kind === "bool") return true;
  return arrayFullWidth(of) === undefined && !byIdentity(of) && of.kind !== "quant";
}

/**
 * How many leading pairs of arrays a and b their eq has just found equal, if `last` is that
 * answer for these two arrays (else 0); `last` then lets go of them.
 */
function takePrefix(last: ArrayPrefix | undefined, a: unknown[], b: unknown[]): number {
  if (last === undefined) return 0;
  const p = last.a === a && last.b === b ? last.p : 0;
  last.a = last.b = undefined;
  return p;
}

/** How many leading pairs of arrays a and b are identical; −1 if all are and the lengths match. */
function samePrefix(a: unknown[], b: unknown[]): number {
  const la = a.length;
  const n = Math.min(la, b.length);
  let i = 0;
  // Four a pass while they last (as emit's cmpn).
  while (i + 3 < n && a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2] && a[i + 3] === b[i + 3]) i += 4;
  while (i < n && a[i] === b[i]) i++;
  return i === la && la === b.length ? -1 : i;
}

/**
 * How many related pairs arrayShift's last shift other than 0 makes from its position on, or −1
 * when shiftAtP stopped counting them early (emit's `w.shiftEqual`).
 */
let shiftEqual = 0;
/** arrayShift's last position p, for an array that carries splices (emit's `w.shiftAt`). */
let shiftAt = 0;

/** Past this many properties, JSON.parse makes dictionary-mode objects (V8, Node 20). */
const JSON_FAST_MOST = 128;

/**
 * A fast-mode object with the properties `keys`, in order, all null (after `_type`: `type` when
 * given): what the walker's decoded objects of more than 15 fields are copies of (see
 * buildObject). JSON.parse makes an object that holds all its properties in the object itself,
 * and so do copies of it: a Lobby player's 21 fields, where the copy of a spread held 4 and
 * the other 17 in an array of their own (two allocations a copy, and a load more a field). From
 * 128 properties, JSON.parse makes a dictionary-mode object, whose copies each take V8's slow
 * path (a flight record of 129 fields decoded in 37 µs from the parsed object): then the
 * template is its spread, which is fast-mode (3.6 µs).
 */
export function objectTemplate(keys: readonly string[], type: string | undefined): Record<string, unknown> {
  const first = type === undefined ? "" : `"_type":${JSON.stringify(type)}${keys.length > 0 ? "," : ""}`;
  const parsed = JSON.parse(`{${first}${keys.map((k) => `${JSON.stringify(k)}:null`).join(",")}}`) as Record<string, unknown>;
  return keys.length + (type === undefined ? 0 : 1) < JSON_FAST_MOST ? parsed : { ...parsed };
}
function notBuilt(): never {
  throw new Error("walker: unit used before it was built");
}

/** The functions of one named type (emit's enc_T, dec_T, … and the tagged dect_T, decdt_T, clt_T, fjt_T). */
class Unit {
  /** All functions are set (false while the unit is being built). */
  built = false;
  enc: Enc = notBuilt;
  dec: Dec = notBuilt;
  eq: Eq = notBuilt;
  encd: EncD = notBuilt;
  /** Objects and unions: encd, returning false if a and b were equal after all (bits written, no bytes). */
  encc: EncC = notBuilt;
  decd: DecD = notBuilt;
  val: Val = notBuilt;
  cl: Cl = notBuilt;
  def: Df = notBuilt;
  tj: Tj = notBuilt;
  fj: Fj = notBuilt;
  dect: Dec = notBuilt;
  decdt: DecD = notBuilt;
  clt: Cl = notBuilt;
  fjt: Fj = notBuilt;
}

/** The option index of an enum value, −1 when it is none (emit's ei_T: strict equality). */
function enumIndex(options: readonly string[]): (x: unknown) => number {
  if (options.length <= 8) return (x) => options.indexOf(x as string);
  const index = new Map<unknown, number>();
  options.forEach((o, i) => index.set(o, i));
  return (x) => {
    const i = index.get(x);
    return i === undefined ? -1 : i;
  };
}

class Walker {
  private units = new Map<string, Unit>();
  private variants = new Set<string>();
  private recursive: Set<string>;

  /**
   * Per enum type, its options (internalized) and their index, made once however many fields
   * use it: made per use, an enum of 5 000 options in 100 fields took 3.1 s to build (0.23 s now).
   */
  private enums = new Map<string, { options: string[]; index: (x: unknown) => number }>();

  private enumOf(node: EnumNode): { options: string[]; index: (x: unknown) => number } {
    let e = this.enums.get(node.name);
    if (e === undefined) {
      const options = node.options.map(internalize);
      e = { options, index: enumIndex(options) };
      this.enums.set(node.name, e);
    }
    return e;
  }

  constructor(private schema: Schema) {
    this.recursive = recursiveUnits(schema);
    for (const def of schema.types.values()) {
      if (def.kind === "union") for (const v of def.variants) this.variants.add(v);
    }
  }

  /**
   * The unit of a named type, built on first use (depth first, so that most references can
   * call the referenced unit's functions directly); a reference back to a unit still being
   * built (recursion) goes through the unit object instead.
   */
  unit(name: string): Unit {
    let u = this.units.get(name);
    if (!u) {
      u = new Unit();
      this.units.set(name, u);
      const def = defOf(this.schema, name);
      if (def.kind === "object") this.buildObject(u, def);
      else if (def.kind === "union") this.buildUnion(u, def);
      else {
        const node = def.target;
        u.enc = this.enc(node);
        u.dec = this.dec(node);
        u.eq = this.eq(node);
        u.encd = this.encd(node);
        u.decd = this.decd(node);
        if (this.recursive.has(name)) {
          const enc = u.enc, dec = u.dec, encd = u.encd, decd = u.decd;
          u.enc = (w, v) => {
            if (++w.depth > MAX_DEPTH) throw TOO_DEEP;
            enc(w, v);
            w.depth--;
          };
          u.dec = (r) => {
            if (++r.depth > MAX_DEPTH) throw r.fail(`nested deeper than ${MAX_DEPTH} levels`);
            const t = dec(r);
            r.depth--;
            return t;
          };
          u.encd = (w, a, b) => {
            if (++w.depth > MAX_DEPTH) throw TOO_DEEP;
            encd(w, a, b);
            w.depth--;
          };
          u.decd = (r, a) => {
            if (++r.depth > MAX_DEPTH) throw r.fail(`nested deeper than ${MAX_DEPTH} levels`);
            const t = decd(r, a);
            r.depth--;
            return t;
          };
        }
        const val = this.val(node);
        u.val = this.recursive.has(name)
          ? (v, p, errs, d) => {
              if (d >= MAX_DEPTH) valTooDeep(p, errs);
              val(v, p, errs, d + 1);
            }
          : val;
        u.cl = this.clone(node);
        u.def = this.def(node);
        u.tj = this.toJson(node);
        u.fj = this.fromJson(node);
      }
      u.built = true;
    }
    return u;
  }

  private isUnit(node: TypeNode): boolean {
    return minBits(this.schema, node) === 0;
  }

  // ---- units ----

  private buildObject(u: Unit, def: ObjectDef): void {
    const T = internalize(def.name);
    const fields = def.fields;
    const n = fields.length;
    const keys = fields.map((f) => internalize(f.name));
    const tagged = this.variants.has(T);
    /** Fields named like something plain objects inherit (`constructor`…): read as own properties only (emit's `get`). */
    const inh = keys.map((k) => INHERITED.has(k));

    /** Recursive types count their nesting (emit's `enter`/`leave`). */
    const deep = this.recursive.has(def.name);
    const tooDeep = `nested deeper than ${MAX_DEPTH} levels`;

    /** Fields where `x === y` already means equal (not floats: 0 === -0, yet their bytes differ). */
    const same0 = fields.map((f) => {
      const t = f.type.kind === "optional" ? f.type.of : f.type;
      return t.kind !== "float32" && t.kind !== "float64";
    });
    /**
     * Each field's value functions, for its functions within the object below, each from the
     * next copy of a pool: each copy reads and sets one field of one type, so its property
     * accesses stay monomorphic, where one loop over the fields would see them all
     * (typescript/cli/gen-sites.ts).
     */
    const specs: FieldSpec[] = fields.map((f, i) => ({
      key: keys[i]!,
      same0: same0[i]!,
      enc: this.enc(f.type),
      dec: this.dec(f.type),
      change: this.changed(f.type),
      eq: this.eq(f.type),
      encd: this.encd(f.type),
      apply: this.applyChanged(f.type),
      decd: this.decd(f.type),
    }));
    /**
     * The fields GROUP_SIZE at a time, each group from the next copy of the group pool (the last
     * group's missing places repeat its last field, and compare equal without reading it): a call a group for eq and for the copy of
     * the unchanged fields in decodeDiff, and for encode and decode of each whole group (`q` of
     * them; the fields after them a call each). Objects with a field named like an inherited
     * property read theirs a call a field (ownField reads own properties only); they decode in
     * groups.
     */
    const grouped = n > 1;
    const ownReads = inh.some((x) => x);
    /** Whether the groups' readers serve (theirs read inherited names too). */
    const groupReads = grouped && !ownReads;
    // Whole groups read (their stores go to the template copy's own properties) and written.
    const q = grouped ? Math.floor(n / GROUP_SIZE) : 0;
    const tail = q * GROUP_SIZE;
    const qw = groupReads ? q : 0;
    const tailW = qw * GROUP_SIZE;
    /**
     * Each field's diff functions from the next copy of the diff pool, and its encode, decode,
     * eq and copy from the next copy of the read pool where no group serves them (the fields
     * past the whole groups; all, when the groups do not read): each copy reads and sets one
     * field of one type.
     */
    const reads = specs.map((f, i) => (!groupReads || i >= tail ? READ_SITES[nextRead++ % READ_SITES.length]!(f) : undefined));
    const fns: (DiffFns & Partial<ReadFns>)[] = specs.map((f, i) =>
      inh[i] ? ownField(f, reads[i]!.dec) : { ...SITES[nextSite++ % SITES.length]!(f), ...reads[i] },
    );

    const eqs = fns.map((f) => f.eq);
    const groups: GroupFns[] = [];
    if (grouped)
      for (let i = 0; i < n; i += GROUP_SIZE) {
        const at = Array.from({ length: GROUP_SIZE }, (_, j) => Math.min(i + j, n - 1));
        const site = GROUP_SITES[nextGroup++ % GROUP_SITES.length]!;
        // A repeat (place i + j past the last field) compares nothing: comparing its field again
        // doubled the cost at every level of a recursive type (Scene's bone chains, 20 deep:
        // the walker's encodeDiff 0.19 → 2.4 ms), and its bit of a diff's mask stays 0.
        const of = at.map((f, j) => (i + j >= n ? { ...specs[f]!, same0: true, eq: equalAlways } : specs[f]!));
        groups.push(site({ keys: of.map((f) => f.key), same0: of.map((f) => f.same0), eq: of.map((f) => f.eq), enc: of.map((f) => f.enc), dec: of.map((f) => f.dec) }));
      }
    const geqs = groupReads ? groups.map((g) => g.eq) : eqs;
    const gkeeps = groupReads ? groups.map((g) => g.keep) : fns.map((f) => f.keep);
    const ng = geqs.length;
    const gencs = groups.map((g) => g.enc);
    const gdecs = groups.map((g) => g.dec);

    const encs = fns.map((f) => f.enc);
    u.enc = (w, v) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) throw INVALID;
      if (deep && ++w.depth > MAX_DEPTH) throw TOO_DEEP;
      for (let i = 0; i < qw; i++) gencs[i]!(w, v);
      for (let i = tailW; i < n; i++) encs[i]!(w, v);
      if (deep) w.depth--;
    };

    /**
     * What a decoded (cloned, default, from-JSON) object starts as: a copy of a template that
     * holds every field, in order, each set afterwards. Objects built up by the sites' keyed
     * stores (`o[k] = …`, k not a literal) turn into slow dictionary-mode objects from their
     * 17th property (V8 keeps 12 added by keyed stores past the literal's 4, Node 20); copies of
     * a fast-mode template (objectTemplate) are fast too. A 50-field object decodes 2.8× as fast.
     * Only for objects of more than 15 fields (16 with a union's `_type`), or with a field named
     * like a property plain objects inherit (`copied`; the template's own property is set where
     * `o.toString = x` would fail with Object.prototype frozen): the copy is one site for all
     * types, which V8 cannot keep monomorphic, and smaller objects stay fast built from `{}`
     * (GameState decodes 2.2× slower through the copy).
     */
    const copied = n > 15 || ownReads;
    // Each copy through its own site of the template pool: one shared spread sees every type's
    // template, and V8 copies from a megamorphic site by its slow path (a DebugSession decode,
    // 19 variants whose fields are named valueOf, toString…, spent 23 % of its time there).
    const template = copied ? objectTemplate(keys, undefined) : undefined;
    const templateT = copied && tagged ? objectTemplate(keys, T) : undefined;
    const fresh = template !== undefined ? TEMPLATE_SITES[nextTemplate++ % TEMPLATE_SITES.length]!(template) : notBuilt;
    const freshT = templateT !== undefined ? TEMPLATE_SITES[nextTemplate++ % TEMPLATE_SITES.length]!(templateT) : notBuilt;

    const decs = fns.map((f) => f.dec);
    /** Reads every field into o. */
    const decAll = (r: Reader, o: any): void => {
      for (let i = 0; i < q; i++) gdecs[i]!(r, o);
      for (let i = tail; i < n; i++) decs[i]!(r, o);
    };
    u.dec = (r) => {
      if (deep && ++r.depth > MAX_DEPTH) throw r.fail(tooDeep);
      const o: any = (copied ? fresh() : {});
      decAll(r, o);
      if (deep) r.depth--;
      return o;
    };
    if (tagged)
      u.dect = (r) => {
        if (deep && ++r.depth > MAX_DEPTH) throw r.fail(tooDeep);
        const o: any = (copied ? freshT() : { _type: T });
        decAll(r, o);
        if (deep) r.depth--;
        return o;
      };

    u.eq = (a, b) => {
      // b's shape first (see emit's eq_T): what eq finds equal, encodeDiff takes as valid.
      if (typeof b !== "object" || b === null || Array.isArray(b)) return false;
      for (let i = 0; i < ng; i++) if (!geqs[i]!(a, b)) return false;
      return true;
    };

    const changes = fns.map((f) => f.change);
    const encds = fns.map((f) => f.encd);
    const sparse = sparseEligible(def);
    const IB = bitsFor(n);
    const bit = fields.map((_, i) => 2 ** i);
    const gdiffs = sparse && groupReads ? groups.map((g) => g.diff) : undefined;
    // Full mode (emit's encd): every field changed, and the whole object is shorter.
    const plan = fullDiffPlan(def);
    const fullLeft = fullModeLeft(def);
    const fullShorter = (a: any, b: any): boolean => {
      let s = plan!.base;
      for (const i of plan!.deltas) {
        const t = fields[i]!.type;
        const x = inh[i] ? own(a, keys[i]!) : a[keys[i]!];
        const y = inh[i] ? own(b, keys[i]!) : b[keys[i]!];
        if (t.kind === "int") s += changeSaving(x, y, t.bits, t.signed);
        else if (t.kind === "quant") s += changeSaving(quantize(x, t.precision, t.scale), quantize(y, t.precision, t.scale), t.bits, true);
      }
      return s > 0;
    };
    u.encc = (w, a, b) => {
      if (typeof b !== "object" || b === null || Array.isArray(b)) throw INVALID;
      if (deep && ++w.depth > MAX_DEPTH) throw TOO_DEEP;
      let any = false;
      if (!sparse) {
        for (let i = 0; i < n; i++) if (changes[i]!(w, a, b)) any = true;
      } else {
        // The bitmap or the list of changed indexes, whichever is shorter (emit's sparse encd).
        let m = 0;
        let c = 0;
        if (gdiffs !== undefined) {
          // A group's fields at a time (n ≤ SPARSE_MAX: the mask fits a small integer).
          // A last group's repeats compare equal: no bits past the n fields'.
          for (let g = 0; g < ng; g++) m |= gdiffs[g]!(a, b) << (g * GROUP_SIZE);
          for (let x = m; x !== 0; x &= x - 1) c++;
        } else {
          for (let i = 0; i < n; i++) {
            if (!eqs[i]!(a, b)) {
              m |= bit[i]!;
              c++;
            }
          }
        }
        any = c > 0;
        if (plan !== undefined && c === n && fullShorter(a, b)) {
          w.writeSmall(plan.header, plan.headerBits);
          if (deep) w.depth--;
          u.enc!(w, b);
          return true;
        }
        const list = any && (c + 1) * IB < n;
        w.writeBit(list ? 1 : 0);
        if (list) w.writeBits(c - 1, IB);
        for (let i = 0; i < n; i++) {
          if (m & bit[i]!) {
            if (list) w.writeBits(i, IB);
            else w.writeBit(1);
            encds[i]!(w, a, b);
          } else if (!list) w.writeBit(0);
        }
      }
      if (deep) w.depth--;
      return any;
    };
    u.encd = u.encc;

    const applies = fns.map((f) => f.apply);
    const decds = fns.map((f) => f.decd);
    /**
     * decodeDiff's new object as a copy of a, for a type built from a template whose fields are
     * all read as a[k] (none named like an inherited property): the template's copy with the
     * first COPY_SIZE fields set, then COPY_SIZE more a call (copyFirst, copyFirstT, copyMore).
     * Only for a diff that keeps fields (sparse: up to SPARSE_MAX fields, so one more call at most).
     */
    const copyAll = template !== undefined && !ownReads && sparse;
    const blocks: string[][] = [];
    if (copyAll) for (let i = 0; i < n; i += COPY_SIZE) blocks.push(Array.from({ length: COPY_SIZE }, (_, j) => keys[Math.min(i + j, n - 1)]!));
    const copyFirst = copyAll ? COPY_SITES[nextCopy++ % COPY_SITES.length]!(template, blocks[0]!).first : notBuilt;
    const copyFirstT = copyAll && templateT !== undefined ? COPY_SITES[nextCopy++ % COPY_SITES.length]!(templateT, blocks[0]!).first : notBuilt;
    const copyMore = blocks.slice(1).map((b) => COPY_SITES[nextCopy++ % COPY_SITES.length]!(template!, b).more);
    const nMore = copyMore.length;
    /**
     * The object's diff read into o, the new object; for a type copied whole from a (copyAll), o
     * is null and made here: from a, or in full mode from the template (with `_type` first
     * when tg: a union's variant).
     */
    const decdInto = (r: Reader, a: any, o: any, tg: boolean): any => {
      if (deep && ++r.depth > MAX_DEPTH) throw r.fail(tooDeep);
      if (!sparse) {
        for (let i = 0; i < n; i++) applies[i]!(r, a, o);
      } else {
        const list = r.readBit() === 1;
        let left = list ? r.readBits(IB) + 1 : 0;
        if (left === fullLeft) {
          // Full mode: the whole object, as in a snapshot.
          if (o === null) o = tg ? freshT() : fresh();
          decAll(r, o);
          if (deep) r.depth--;
          return o;
        }
        // Every field copied from a, then the changed ones read over their copies (a decd reads
        // the field of a, not of o).
        if (o === null) {
          o = tg ? copyFirstT(a) : copyFirst(a);
          for (let i = 0; i < nMore; i++) copyMore[i]!(a, o);
        } else for (let i = 0; i < ng; i++) gkeeps[i]!(a, o);
        if (list) {
          for (let i = r.readBits(IB); ; i = r.readFieldIndex(i, IB)) {
            if (i >= n) throw r.fail("field index out of range");
            decds[i]!(r, a, o);
            if (--left === 0) break;
          }
        } else {
          for (let i = 0; i < n; i++) if (r.readBit() === 1) decds[i]!(r, a, o);
        }
      }
      if (deep) r.depth--;
      return o;
    };
    u.decd = copyAll ? (r, a) => decdInto(r, a, null, false) : (r, a) => decdInto(r, a, copied ? fresh() : {}, false);
    if (tagged) u.decdt = copyAll ? (r, a) => decdInto(r, a, null, true) : (r, a) => decdInto(r, a, copied ? freshT() : { _type: T }, true);

    const vals = fields.map((f) => this.val(f.type));
    const suffixes = keys.map((k) => "." + k);
    u.val = (v, p, errs, d) => {
      if (deep && d >= MAX_DEPTH) valTooDeep(p, errs);
      if (typeof v !== "object" || v === null || Array.isArray(v)) {
        pushExpected(errs, p, T, v);
        return;
      }
      const e = deep ? d + 1 : d;
      for (let i = 0; i < n; i++) {
        const k = keys[i]!;
        vals[i]!(inh[i] ? own(v, k) : v[k], p + suffixes[i]!, errs, e);
      }
    };

    const cls = fields.map((f) => this.clone(f.type));
    /** Fields that clone as themselves. */
    const copy = cls.map((f) => f === identity);
    u.cl = (v) => {
      const o: any = (copied ? fresh() : {});
      for (let i = 0; i < n; i++) {
        const k = keys[i]!;
        const x = inh[i] ? own(v, k) : v[k];
        o[k] = copy[i] ? x : cls[i]!(x);
      }
      return o;
    };
    if (tagged)
      u.clt = (v) => {
        const o: any = (copied ? freshT() : { _type: T });
        for (let i = 0; i < n; i++) {
          const k = keys[i]!;
          const x = inh[i] ? own(v, k) : v[k];
          o[k] = copy[i] ? x : cls[i]!(x);
        }
        return o;
      };

    const defs = fields.map((f) => this.def(f.type));
    u.def = () => {
      const o: any = (copied ? fresh() : {});
      for (let i = 0; i < n; i++) o[keys[i]!] = defs[i]!();
      return o;
    };

    // toJson: an optional field is left out when absent (its value's JSON otherwise).
    const optional = fields.map((f) => f.type.kind === "optional");
    const tjs = fields.map((f) => (f.type.kind === "optional" ? this.toJson(f.type.of) : this.toJson(f.type)));
    const same = tjs.map((f) => f === identity);
    u.tj = (v) => {
      const o: any = {};
      for (let i = 0; i < n; i++) {
        const k = keys[i]!;
        const x = inh[i] ? own(v, k) : v[k];
        if (optional[i] && x == null) continue;
        o[k] = same[i] ? x : tjs[i]!(x);
      }
      return o;
    };

    const fjs = fields.map((f) => this.fromJson(f.type));
    const what = "object " + T;
    const fromJson = (j: any, p: string, errs: string[], o: any): any => {
      if (!isJsonObject(j)) return jsonProblem(errs, p, what, j);
      for (let i = 0; i < n; i++) {
        const k = keys[i]!;
        o[k] = fjs[i]!(inh[i] ? own(j, k) : j[k], p + suffixes[i]!, errs);
      }
      checkJsonFields(j, o, p, T, errs);
      return o;
    };
    u.fj = (j, p, errs) => fromJson(j, p, errs, (copied ? fresh() : {}));
    if (tagged) u.fjt = (j, p, errs) => fromJson(j, p, errs, (copied ? freshT() : { _type: T }));
  }

  private buildUnion(u: Unit, def: UnionDef): void {
    const T = def.name;
    const V = def.variants.map(internalize);
    const B = def.bits;
    const count = V.length;
    const vu = V.map((name) => this.unit(name));
    /** Variant name → index (a Map: `_type` may be anything, even "__proto__"). */
    const index = new Map<unknown, number>();
    V.forEach((name, i) => index.set(name, i));
    /** The index of the variant named t, or −1. */
    const indexOf =
      count <= 8
        ? // A few variants: compared in turn (interned names, so mostly by identity), cheaper than
          // hashing `_type` (the Map lookup was 6.5 % of a 300-event feed's diff).
          (t: unknown): number => {
            for (let i = 0; i < count; i++) if (V[i] === t) return i;
            return -1;
          }
        : (t: unknown): number => index.get(t) ?? -1;
    const variantOf = (t: unknown): Unit | undefined => {
      const i = indexOf(t);
      return i < 0 ? undefined : vu[i];
    };

    u.enc = (w, v) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) throw INVALID;
      const i = indexOf(v._type);
      if (i < 0) throw INVALID;
      w.writeBits(i, B);
      vu[i]!.enc(w, v);
    };
    u.dec = (r) => {
      const i = r.readBits(B);
      if (i < count) return vu[i]!.dect(r);
      throw r.fail("union tag out of range");
    };
    u.eq = (a, b) => {
      if (a._type !== b._type) return false;
      const x = variantOf(a._type);
      if (x === undefined) throw INVALID;
      return x.eq(a, b);
    };
    u.encc = (w, a, b) => {
      if (typeof b !== "object" || b === null || Array.isArray(b)) throw INVALID;
      if (a._type === b._type) {
        w.writeBit(1);
        const x = variantOf(b._type);
        if (x === undefined) throw INVALID;
        return x.encc(w, a, b);
      }
      w.writeBit(0);
      u.enc(w, b);
      return true;
    };
    u.encd = u.encc;
    u.decd = (r, a) => {
      if (r.readBit() === 0) return u.dec(r);
      const x = variantOf(a._type);
      if (x === undefined) throw INVALID;
      return x.decdt(r, a);
    };
    const list = V.join(", ");
    u.val = (v, p, errs, d) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) {
        pushExpected(errs, p, T, v);
        return;
      }
      const t = v._type;
      const x = variantOf(t);
      if (x === undefined) {
        errs.push(p + "._type: expected one of " + list + ", got " + describe(t));
        return;
      }
      x.val(v, p, errs, d);
    };
    u.cl = (v) => {
      const x = variantOf(v._type);
      if (x === undefined) throw INVALID;
      return x.clt(v);
    };
    const first = V[def.defaultVariant]!;
    const firstUnit = vu[def.defaultVariant]!;
    u.def = () => ({ _type: first, ...firstUnit.def() });
    u.tj = (v) => {
      const i = indexOf(v._type);
      if (i < 0) throw INVALID;
      const o: any = {};
      o[V[i]!] = vu[i]!.tj(v);
      return o;
    };
    const wrongShape = "an object with one key naming a variant of " + T + " (" + list + ")";
    const wrongName = "one of " + list;
    const suffixes = V.map((name) => "." + name);
    u.fj = (j, p, errs) => {
      const keys = isJsonObject(j) ? Object.keys(j) : [];
      if (keys.length !== 1 || keys[0] === "_type") return unionJsonProblem(errs, p, wrongShape, j);
      const k = keys[0]!;
      const i = indexOf(k);
      if (i < 0) return jsonProblem(errs, p, wrongName, k);
      return vu[i]!.fjt(j[k], p + suffixes[i]!, errs);
    };
  }

  // ---- snapshot: encode ----

  /** Validates and writes a value (emit's `enc`). */
  enc(node: TypeNode): Enc {
    switch (node.kind) {
      case "bool":
        return (w, x) => {
          if (x === true) w.writeBit(1);
          else if (x === false) w.writeBit(0);
          else throw INVALID;
        };
      case "int": {
        const { min, max, bits } = node;
        if (bits === 0)
          return (_w, x) => {
            if (!isIntIn(x, min, max)) throw INVALID;
          };
        if (bits > 0)
          return (w, x) => {
            if (!isIntIn(x, min, max)) throw INVALID;
            w.writeBits(x - min, bits);
          };
        if (node.signed)
          return (w, x) => {
            if (!isIntIn(x, min, max)) throw INVALID;
            w.writeZigzag(x);
          };
        return (w, x) => {
          if (!isIntIn(x, min, max)) throw INVALID;
          w.writeVarint(x);
        };
      }
      case "quant": {
        const { precision, scale, qmin, qmax, bits } = node;
        if (bits > 0)
          return (w, x) => {
            const q = quantize(x, precision, scale);
            if (!(q >= qmin && q <= qmax)) throw INVALID;
            w.writeBits(q - qmin, bits);
          };
        if (bits < 0)
          return (w, x) => {
            const q = quantize(x, precision, scale);
            if (!(q >= qmin && q <= qmax)) throw INVALID;
            w.writeZigzag(q);
          };
        return (_w, x) => {
          const q = quantize(x, precision, scale);
          if (!(q >= qmin && q <= qmax)) throw INVALID;
        };
      }
      case "float32":
        return (w, x) => {
          if (!isFloat32(x)) throw INVALID;
          w.writeFloat32(x);
        };
      case "float64":
        return (w, x) => {
          if (typeof x !== "number") throw INVALID;
          w.writeFloat64(x);
        };
      case "string":
        return (w, x) => {
          if (typeof x !== "string") throw INVALID;
          w.writeString(x);
        };
      case "bytes":
        return (w, x) => {
          if (!(x instanceof Uint8Array)) throw INVALID;
          w.writeBytes(x);
        };
      case "enum": {
        const ei = this.enumOf(node).index;
        const bits = node.bits;
        if (bits === 0)
          return (_w, x) => {
            if (ei(x) < 0) throw INVALID;
          };
        return (w, x) => {
          const i = ei(x);
          if (i < 0) throw INVALID;
          w.writeBits(i, bits);
        };
      }
      case "optional": {
        const of = this.enc(node.of);
        return (w, x) => {
          if (x === undefined || x === null) w.writeBit(0);
          else {
            w.writeBit(1);
            of(w, x);
          }
        };
      }
      case "array": {
        const of = this.enc(node.of);
        if (this.isUnit(node.of))
          return (w, x) => {
            if (!Array.isArray(x)) throw INVALID;
            const n = x.length;
            w.writeVarint(n);
            for (let i = 0; i < n; i++) {
              of(w, x[i]);
              w.writeBit(0);
            }
          };
        // Arrays of numbers and booleans in one writer call, as emitted code writes them.
        const e = node.of;
        const bulk: ((w: Writer, x: unknown[], n: number) => void) | undefined =
          e.kind === "float64"
            ? (w, x, n) => w.writeFloat64Array(x, n)
            : e.kind === "float32"
              ? (w, x, n) => w.writeFloat32Array(x, n)
              : e.kind === "bool"
                ? (w, x, n) => w.writeBools(x, n)
                : e.kind === "int" && e.bits !== 0
                  ? (w, x, n) => w.writeIntArrayFrom(x, 0, n, e.min, e.max, e.bits, e.signed)
                  : e.kind === "quant" && e.bits > 0
                    ? (w, x, n) => w.writeQuants(x, 0, n, e.precision, e.scale, e.qmin, e.qmax, e.bits)
                    : undefined;
        if (bulk !== undefined)
          return (w, x) => {
            if (!Array.isArray(x)) throw INVALID;
            const n = x.length;
            w.writeVarint(n);
            bulk(w, x, n);
          };
        return (w, x) => {
          if (!Array.isArray(x)) throw INVALID;
          const n = x.length;
          w.writeVarint(n);
          for (let i = 0; i < n; i++) of(w, x[i]);
        };
      }
      case "map": {
        const key = this.enc(node.key);
        const value = this.enc(node.value);
        return (w, x) => {
          if (!isHonestMap(x)) throw INVALID;
          // The entries counted against the size written (a getter may change the map meanwhile).
          let left = x.size;
          w.writeVarint(left);
          const values = x.values();
          for (const k of x.keys()) {
            key(w, k);
            value(w, values.next().value);
            left--;
          }
          if (left !== 0) throw INVALID;
        };
      }
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.enc : (w, x) => u.enc(w, x);
      }
    }
  }

  // ---- snapshot: decode ----

  /** Reads a value (emit's `dec`). */
  dec(node: TypeNode): Dec {
    switch (node.kind) {
      case "bool":
        return (r) => r.readBit() === 1;
      case "int":
        return this.readInt(node.bits, node.min, node.max, node.signed);
      case "quant": {
        const { precision, scale, qmin, qmax, bits } = node;
        if (bits > 0) return (r) => dequantize(r.readPacked(bits, qmin, qmax), precision, scale);
        const read = this.readInt(bits, qmin, qmax, true);
        return (r) => dequantize(read(r), precision, scale);
      }
      case "float32":
        return (r) => r.readFloat32();
      case "float64":
        return (r) => r.readFloat64();
      case "string":
        return (r) => r.readString();
      case "bytes":
        return (r) => r.readBytes();
      case "enum": {
        const { options } = this.enumOf(node);
        const bits = node.bits;
        if (bits === 0) {
          const only = options[0];
          return () => only;
        }
        if (options.length !== 2 ** bits) {
          const count = options.length;
          return (r) => {
            const i = r.readBits(bits);
            if (i >= count) throw r.fail("enum index out of range");
            return options[i];
          };
        }
        return (r) => options[r.readBits(bits)];
      }
      case "optional": {
        const of = this.dec(node.of);
        return (r) => (r.readBit() === 1 ? of(r) : undefined);
      }
      case "array": {
        const of = this.dec(node.of);
        const mb = Math.max(1, minBits(this.schema, node.of));
        if (this.isUnit(node.of))
          return (r) => {
            const n = r.readLength(mb);
            const t = newArray(undefined, n);
            for (let i = 0; i < n; i++) {
              const y = of(r);
              if (r.readBit() !== 0) throw r.fail("bad element marker");
              t[i] = y;
            }
            return t;
          };
        // Arrays of bit-section values in one call (emit's readBitsArray).
        const packed = this.readBitsArray(node.of);
        if (packed !== undefined) return (r) => packed(r, r.readLength(mb));
        // Long arrays of doubles or floats in one call (emit's bulk read), short ones value by value.
        const f64 = node.of.kind === "float64";
        const from = f64 ? BULK_FLOAT64 : node.of.kind === "float32" ? BULK_FLOAT32 : Infinity;
        const kind = decodedArrayKind(node.of);
        return (r) => {
          const n = r.readLength(mb);
          if (n >= from) return f64 ? r.readFloat64Array(n) : r.readFloat32Array(n);
          const t = newArray(kind, n);
          for (let i = 0; i < n; i++) t[i] = of(r);
          return t;
        };
      }
      case "map": {
        const key = this.dec(node.key);
        const value = this.dec(node.value);
        const mb = minBits(this.schema, node.key) + minBits(this.schema, node.value);
        return (r) => {
          const n = r.readLength(mb);
          const t = new Map();
          for (let i = 0; i < n; i++) {
            const k = key(r);
            t.set(k, value(r));
            if (t.size === i) throw r.fail("duplicate map key");
          }
          return t;
        };
      }
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.dec : (r) => u.dec(r);
      }
    }
  }

  /** emit's `readBitsArray`: reads `n` elements of 1 to PACKED_ARRAY_BITS bits at once. */
  private readBitsArray(of: TypeNode): ((r: Reader, n: number) => unknown[]) | undefined {
    switch (of.kind) {
      case "bool":
        return (r, n) => r.readBoolArray(n);
      case "int": {
        const { bits, min, max } = of;
        return bits > 0 && bits <= PACKED_ARRAY_BITS ? (r, n) => r.readPackedArray(n, bits, min, max, 0, 0) : undefined;
      }
      case "quant": {
        const { bits, qmin, qmax, precision, scale } = of;
        return bits > 0 && bits <= PACKED_ARRAY_BITS ? (r, n) => r.readPackedArray(n, bits, qmin, qmax, precision, scale) : undefined;
      }
      case "enum": {
        const { bits } = of;
        const { options } = this.enumOf(of);
        return bits > 0 && bits <= PACKED_ARRAY_BITS ? (r, n) => r.readEnumArray(n, bits, options) : undefined;
      }
      default:
        return undefined;
    }
  }

  /** emit's `readInt`. */
  private readInt(bits: number, min: number, max: number, signed: boolean): Dec {
    if (bits === 0) return () => min;
    if (bits > 0) return (r) => r.readPacked(bits, min, max);
    const unbounded = (signed ? min === -SAFE : min === 0) && max === SAFE;
    if (signed) {
      if (unbounded) return (r) => r.readZigzag();
      return (r) => r.readIn(r.readZigzag(), min, max);
    }
    if (unbounded) return (r) => r.readVarint();
    return (r) => r.readIn(r.readVarint(), min, max);
  }

  // ---- equality ----

  /** Do a and b encode to the same bytes? (emit's `eqx`) */
  eq(node: TypeNode): Eq {
    switch (node.kind) {
      case "bool":
      case "int":
      case "string":
      case "enum":
        return (a, b) => a === b;
      case "quant": {
        const { precision, scale } = node;
        return (a, b) => quantEqual(a, b, precision, scale);
      }
      case "float32":
        return eqFloat32;
      case "float64":
        return Object.is;
      case "bytes":
        return bytesEqual;
      case "ref": {
        const u = this.unit(node.name);
        if (!u.built) return (a, b) => a === b || u.eq(a, b);
        const eq = u.eq;
        return (a, b) => a === b || eq(a, b);
      }
      case "optional": {
        const of = this.eq(node.of);
        return (a, b) => {
          if (a == null || b == null) return a == b;
          return of(a, b);
        };
      }
      case "array": {
        // Arrays of scalars compared equal by identity, and of quantized floats: one loop, no call
        // per element.
        if (byIdentity(node.of)) {
          if (!prefixed(node.of)) return (a, b) => a === b || (Array.isArray(b) && sameElements(a, b));
          // Booleans and packed integers: a false answer leaves its count of equal leading pairs
          // (see ArrayPrefix).
          const last = this.prefixOf(node);
          return (a, b) => {
            if (a === b) return true;
            const p = Array.isArray(b) ? samePrefix(a, b) : 0;
            if (p < 0) return true;
            last.a = a;
            last.b = b;
            last.p = p;
            return false;
          };
        }
        if (node.of.kind === "quant") {
          const { precision, scale } = node.of;
          return (a, b) => a === b || (Array.isArray(b) && sameQuantized(a, b, precision, scale));
        }
        const of = this.eq(node.of);
        // Every false answer leaves how many leading pairs it found equal, for the diff that
        // follows (see ArrayPrefix).
        const last = prefixed(node.of) ? this.prefixOf(node) : undefined;
        if (node.of.kind === "float64")
          // Doubles compared by Object.is written in the loop, not called through `of`; so in
          // fullArray and in the array's change (a 1 024-double array with a few changes:
          // TrainingStep's walker encodeDiff 0.71–0.84 of its time, in one process, alternating).
          return (a, b) => {
            if (a === b) return true;
            let i = 0;
            if (Array.isArray(b) && a.length === b.length) {
              const n = a.length;
              while (i < n && Object.is(a[i], b[i])) i++;
              if (i === n) return true;
            }
            if (last !== undefined) {
              last.a = a;
              last.b = b;
              last.p = i;
            }
            return false;
          };
        return (a, b) => {
          if (a === b) return true;
          let i = 0;
          if (Array.isArray(b) && a.length === b.length) {
            const n = a.length;
            while (i < n && of(a[i], b[i])) i++;
            if (i === n) return true;
          }
          if (last !== undefined) {
            last.a = a;
            last.b = b;
            last.p = i;
          }
          return false;
        };
      }
      case "map": {
        const value = this.eq(node.value);
        return (a, b) => {
          if (a === b) return true;
          if (!isHonestMap(b) || a.size !== b.size) return false;
          const kb = b.keys();
          const va = a.values();
          const vb = b.values();
          for (const k of a.keys()) {
            if (k !== kb.next().value) return false;
            if (!value(va.next().value, vb.next().value)) return false;
          }
          return true;
        };
      }
    }
  }

  // ---- diff: encode ----

  /**
   * A changed bit for x → y, then the change if any (emit's `changed`); true if changed.
   *
   * Objects, unions and maps are written speculatively, unlike emit's eq-then-encd: a changed bit,
   * then the change, taken back for a single 0 bit if it held no change. This reads each
   * field once where eq-then-encd read a changed object's fields twice, at every level of
   * nesting. The bytes are the same: an unchanged value writes bits only, no bytes,
   * and Writer.rewindBits takes them back.
   */
  changed(node: TypeNode): EncC {
    if (node.kind === "bool")
      return (w, x, y) => {
        if (x === y) {
          w.writeBit(0);
          return false;
        }
        if (typeof y !== "boolean") throw INVALID;
        w.writeBit(1);
        return true;
      };
    const encc = this.encc(node);
    if (encc && this.flat(node)) {
      // An object of scalars is tested first, as emitted code does: writing its fields' change
      // bits and taking them back cost more for an unchanged one (12 000 seats, most unchanged).
      const eq = this.eq(node);
      return (w, x, y) => {
        if (x === y || eq(x, y)) {
          w.writeBit(0);
          return false;
        }
        w.writeBit(1);
        encc(w, x, y);
        return true;
      };
    }
    if (encc)
      return (w, x, y) => {
        if (x === y) {
          w.writeBit(0);
          return false;
        }
        const mark = w.bitMark();
        w.writeBit(1);
        if (encc(w, x, y)) return true;
        w.rewindBits(mark);
        w.writeBit(0);
        return false;
      };
    const eq = this.eq(node);
    const encd = this.encd(node);
    return (w, x, y) => {
      if (eq(x, y)) {
        w.writeBit(0);
        return false;
      }
      w.writeBit(1);
      encd(w, x, y);
      return true;
    };
  }

  /** Whether `node` names an object type whose fields are all scalars other than bytes. */
  private flat(node: TypeNode): boolean {
    if (node.kind !== "ref") return false;
    const def = defOf(this.schema, node.name);
    return def.kind === "object" && def.fields.every((f) => isScalar(f.type));
  }

  /** The speculative change writer of a map or of a reference to an object or a union, else undefined. */
  private encc(node: TypeNode): EncC | undefined {
    if (node.kind === "map") return this.mapChange(node);
    if (node.kind !== "ref") return undefined;
    const kind = defOf(this.schema, node.name).kind;
    if (kind !== "object" && kind !== "union") return undefined;
    const u = this.unit(node.name);
    return u.built ? u.encc : (w, a, b) => u.encc(w, a, b);
  }

  /** Writes the change from a to b (known to differ), validating b (emit's `encd`). */
  encd(node: TypeNode): EncD {
    switch (node.kind) {
      case "bool":
        return (_w, _a, b) => {
          if (typeof b !== "boolean") throw INVALID;
        };
      case "int": {
        const { min, max, bits } = node;
        if (bits >= 0 && bits <= 8) {
          const enc = this.enc(node);
          return (w, _a, b) => enc(w, b);
        }
        if (bits > 0)
          return (w, a, b) => {
            if (!isIntIn(b, min, max)) throw INVALID;
            w.writePackedChange(a, b, min, bits, 0, 0);
          };
        const signed = node.signed;
        return (w, a, b) => {
          if (!isIntIn(b, min, max)) throw INVALID;
          w.writeVarintChange(a, b, signed, 0, 0);
        };
      }
      case "quant": {
        const { precision, scale, qmin, qmax, bits } = node;
        if (bits >= 0 && bits <= 8) {
          const enc = this.enc(node);
          return (w, _a, b) => enc(w, b);
        }
        if (bits > 0)
          return (w, a, b) => {
            const qb = quantize(b, precision, scale);
            if (!(qb >= qmin && qb <= qmax)) throw INVALID;
            const qa = quantize(a, precision, scale);
            w.writePackedChange(qa, qb, qmin, bits, 0, 0);
          };
        return (w, a, b) => {
          const qb = quantize(b, precision, scale);
          if (!(qb >= qmin && qb <= qmax)) throw INVALID;
          const qa = quantize(a, precision, scale);
          w.writeVarintChange(qa, qb, true, 0, 0);
        };
      }
      case "string":
        return (w, a, b) => {
          if (typeof b !== "string") throw INVALID;
          w.writeStringChange(a as string, b);
        };
      case "bytes":
        return (w, a, b) => {
          if (!(b instanceof Uint8Array)) throw INVALID;
          w.writeBytesChange(a as Uint8Array, b);
        };
      case "float32":
      case "float64":
      case "enum": {
        const enc = this.enc(node);
        return (w, _a, b) => enc(w, b);
      }
      case "optional": {
        const enc = this.enc(node.of);
        const encd = this.encd(node.of);
        return (w, a, b) => {
          if (a === undefined || a === null) enc(w, b);
          else if (b === undefined || b === null) w.writeBit(0);
          else {
            w.writeBit(1);
            encd(w, a, b);
          }
        };
      }
      case "array": {
        const changed = this.changed(node.of);
        const enc = this.enc(node.of);
        const unit = this.isUnit(node.of);
        const whole = this.fullArray(node.of);
        const intWhole = node.of.kind === "int" && hasChangeFlag(node.of) ? node.of : undefined;
        const quantWhole = node.of.kind === "quant" && hasChangeFlag(node.of) ? node.of : undefined;
        const modeBit = arrayFullWidth(node.of) !== undefined;
        const eq = this.eq(node.of);
        const of = node.of;
        const key = arrayKey(this.schema, of);
        const retries = arrayRetries(this.schema, of) ? SPLICE_RETRIES : 0;
        const elementEq: ElementEq =
          of.kind === "quant"
            ? { mode: 2, precision: of.precision, scale: of.scale, key: "", eq, retries }
            : key !== undefined
              ? { mode: INHERITED.has(key) ? 4 : 3, precision: 0, scale: 0, key, eq, retries }
              : { mode: byIdentity(of) ? 1 : 0, precision: 0, scale: 0, key: "", eq, retries };
        const shifts = arrayShifts(this.schema, node.of);
        const last = prefixed(of) ? this.prefixOf(node) : undefined;
        if (arraySplices(this.schema, of)) return this.splicedChange(elementEq, last, changed, enc);
        // Elements an identity test finds unchanged (the changed bit 0).
        const ident = byIdentity(of);
        const f64 = of.kind === "float64";
        return (w, a, b) => {
          if (!Array.isArray(b)) throw INVALID;
          const n = b.length;
          w.writeVarint(n);
          // The leading pairs eq has just found equal (emit's cmpn): not compared again, and no
          // shift (a[0] equals b[0]).
          const from = takePrefix(last, a, b);
          // The shift: a's elements from da paired with b's from db.
          let k = 0;
          if (shifts && n > 0 && a.length > 0) {
            k = from > 0 ? 0 : arrayShift(elementEq, a, b, 0, false, 0, 0);
            w.writeShift(k, 0);
          }
          const da = k > 0 ? k : 0;
          const db = k < 0 ? -k : 0;
          const m = Math.min(n - db, a.length - da);
          if (k !== 0 && shiftEqual === m) {
            // Every pair the shift makes is equal (a window that slid): the change bits, after
            // the mode bit of arrays of numbers, without comparing the pairs again.
            if (modeBit) w.writeBit(0);
            w.writeZeros(m);
          } else {
            // Integers and quantized floats with a change flag: weighed, and written whole or as
            // changes, by the Writer (writeIntArrayDiff, writeQuantArrayDiff).
            if (intWhole !== undefined) {
              if (m > 0 && w.writeIntArrayDiff(a, b, da, db, m, n, intWhole.min, intWhole.max, intWhole.bits, intWhole.signed, from)) return;
            } else if (quantWhole !== undefined) {
              if (m > 0 && w.writeQuantArrayDiff(a, b, da, db, m, n, quantWhole.qmin, quantWhole.qmax, quantWhole.bits, quantWhole.precision, quantWhole.scale, from)) return;
            } else {
              if (whole !== undefined && m > 0) {
                // Arrays of numbers: a mode bit, and the whole array when that is shorter.
                const full = whole(a, b, da, db, m);
                w.writeBit(full ? 1 : 0);
                if (full) {
                  for (let i = 0; i < n; i++) enc(w, b[i]);
                  return;
                }
              }
              if (ident || f64) {
                // Identical elements' change bits of 0 counted (the prefix's first), and written
                // a run at a time; doubles the same, compared by Object.is (see eq's arrays).
                let zeros = from;
                for (let i = from; i < m; i++) {
                  // Four identical pairs a pass while they last (as emit's diff counts them).
                  if (ident)
                    while (i + 3 < m && a[i + da] === b[i + db] && a[i + 1 + da] === b[i + 1 + db] && a[i + 2 + da] === b[i + 2 + db] && a[i + 3 + da] === b[i + 3 + db]) {
                      i += 4;
                      zeros += 4;
                    }
                  if (i === m) break;
                  const x = a[i + da], y = b[i + db];
                  if (ident ? x === y : Object.is(x, y)) zeros++;
                  else {
                    if (zeros > 0) {
                      w.writeZeros(zeros);
                      zeros = 0;
                    }
                    changed(w, x, y);
                  }
                }
                if (zeros > 0) w.writeZeros(zeros);
              } else {
                if (from > 0) w.writeZeros(from);
                for (let i = from; i < m; i++) changed(w, a[i + da], b[i + db]);
              }
            }
          }
          // b's elements but the m paired ones.
          for (let i = 0; i < n - m; i++) {
            enc(w, b[i < db ? i : i + m]);
            if (unit) w.writeBit(0);
          }
        };
      }
      case "map":
        return this.mapChange(node);
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.encd : (w, a, b) => u.encd(w, a, b);
      }
    }
  }

  /**
   * The change of an array that carries splices (FORMAT.md §5, Shifts; emit's encdSpliced): the
   * shift, at the front or a first splice; the pairs in one loop, a's elements from da and b's
   * from db, offsets that grow at each splice met, where the next one is looked for and
   * written; then the new elements.
   */
  private splicedChange(elementEq: ElementEq, last: ArrayPrefix | undefined, changed: EncC, enc: Enc): EncD {
    const keyed = elementEq.mode >= 3;
    return (w, a, b) => {
      if (!Array.isArray(b)) throw INVALID;
      const n = b.length;
      const la = a.length;
      w.writeVarint(n);
      // The leading pairs eq has just found equal (emit's cmpn): not compared again.
      const from = takePrefix(last, a, b);
      let k = 0;
      let next = -1;
      let da = 0;
      let db = 0;
      let db0 = 0;
      let c = 0;
      if (n > 0 && la > 0) {
        k = arrayShift(elementEq, a, b, from, true, 0, 0);
        const p = k !== 0 ? shiftAt : 0;
        w.writeShift(k, p);
        if (p > 0) next = p;
        else if (k > 0) da = k;
        else db = db0 = -k;
      }
      let i = from;
      if (from > 0) w.writeZeros(from);
      if (k !== 0 && next < 0 && !keyed && shiftEqual === Math.min(n - db, la - da)) {
        // A shift at the front that pairs only equal elements (a window that slid): its change
        // bits, without comparing the pairs again.
        w.writeZeros(shiftEqual);
        i = shiftEqual;
      }
      for (; ; i++) {
        if (i === next) {
          // The splice at i: k of a's elements dropped, or −k of b's new ones written here; then
          // the next one, or none (at most MAX_SPLICES in all).
          if (k > 0) da += k;
          else {
            for (let j = i + db, e = j - k; j < e; j++) enc(w, b[j]);
            db -= k;
          }
          k = ++c < MAX_SPLICES ? arrayShift(elementEq, a, b, i + 1, true, da, db) : 0;
          w.writeSplice(k, shiftAt - i);
          next = k !== 0 ? shiftAt : -1;
        }
        if (i + da >= la || i + db >= n) break;
        changed(w, a[i + da], b[i + db]);
      }
      // The new elements: a front shift's first, then those after the pairs.
      for (let j = 0; j < db0; j++) enc(w, b[j]);
      for (let j = i + db; j < n; j++) enc(w, b[j]);
    };
  }

  /** The array read from a change written by splicedChange (emit's decdSpliced). */
  private splicedApply(apply: DecD, dec: Dec, mb: number, kind: ReturnType<typeof decodedArrayKind>): DecD {
    return (r, a) => {
      const n = r.readLengthAfter(a.length, mb);
      const la = a.length;
      let k = 0;
      let next = -1;
      let da = 0;
      let db = 0;
      let db0 = 0;
      if (n > 0 && la > 0 && r.readBit() === 1) {
        k = r.readShift(n, la, true);
        const p = r.shiftAt;
        if (p > 0) next = p;
        else if (k > 0) da = k;
        else db = db0 = -k;
      }
      const t = newArray(kind, n);
      let i = 0;
      for (; ; i++) {
        if (i === next) {
          if (k > 0) da += k;
          else {
            for (let j = i + db, e = j - k; j < e; j++) t[j] = dec(r);
            db -= k;
          }
          if (r.readBit() === 1) {
            k = r.readSplice(i, da, db, la, n);
            next = r.shiftAt;
          } else next = -1;
        }
        if (i + da >= la || i + db >= n) break;
        t[i + db] = apply(r, a[i + da]);
      }
      for (let j = 0; j < db0; j++) t[j] = dec(r);
      for (let j = i + db; j < n; j++) t[j] = dec(r);
      return t;
    };
  }

  /**
   * For an array of numbers (ir.arrayFullWidth), whether its `m` pairs (a's from da, b's from db)
   * are shorter sent whole than as changes (emit's fullArrayTest); undefined for other elements,
   * and for integers and quantized floats with a change flag (Writer.writeIntArrayDiff and
   * writeQuantArrayDiff decide and write those).
   */
  private fullArray(of: TypeNode): ((a: unknown[], b: unknown[], da: number, db: number, m: number) => boolean) | undefined {
    const W = arrayFullWidth(of);
    if (W === undefined || W === 0) return undefined;
    const eq = this.eq(of);
    // Doubles compared in the loop (see eq's arrays).
    if (of.kind === "float64")
      return (a, b, da, db, m) => {
        let u = 0;
        for (let i = 0; i < m; i++) if (Object.is(a[i + da], b[i + db]) && ++u * W >= m) break;
        return u * W < m;
      };
    return (a, b, da, db, m) => {
      let u = 0;
      for (let i = 0; i < m; i++) if (eq(a[i + da], b[i + db]) && ++u * W >= m) break;
      return u * W < m;
    };
  }

  /** The ArrayPrefix of an array node, shared by its eq and its encd. */
  private prefixOf(node: TypeNode): ArrayPrefix {
    let p = this.prefixes.get(node);
    if (p === undefined) this.prefixes.set(node, (p = { a: undefined, b: undefined, p: 0 }));
    return p;
  }

  private prefixes = new Map<TypeNode, ArrayPrefix>();

  /**
   * A map's change (emit's map `encd`), telling whether there was any (see `changed`). Built
   * once per node: `encd` and `encc` both ask for it, which for maps of maps would otherwise
   * build the innermost map's 2^depth times.
   */
  private mapChange(node: TypeNode & { kind: "map" }): EncC {
    let f = this.mapChanges.get(node);
    if (f === undefined) this.mapChanges.set(node, (f = this.buildMapChange(node)));
    return f;
  }

  private mapChanges = new Map<TypeNode, EncC>();

  private buildMapChange(node: TypeNode & { kind: "map" }): EncC {
    const full = this.enc(node);
    const eq = this.eq(node.value);
    const encd = this.encd(node.value);
    const encc = this.encc(node.value);
    const key = this.enc(node.key);
    const value = this.enc(node.value);
    return (w, a, b) => {
      if (!isHonestMap(b)) throw INVALID;
      // Same keys in the same order (emit's fast path): values paired by iterating both maps.
      let same = a.size === b.size;
      if (same) {
        const it = b.keys();
        for (const k of a.keys()) {
          if (it.next().value !== k) {
            same = false;
            break;
          }
        }
      }
      let inOrder = true;
      let kept = a.size;
      if (!same) {
        // a's and b's keys side by side (emit's walk): a key of a that is not b's next one is
        // removed, or out of order if b has it.
        kept = 0;
        const it = b.keys();
        let left = b.size;
        let nk = left > 0 ? it.next().value : undefined;
        for (const k of a.keys()) {
          if (left > 0 && nk === k) {
            kept++;
            if (--left > 0) nk = it.next().value;
          } else if (b.has(k)) {
            inOrder = false;
            break;
          }
        }
      }
      if (!inOrder) {
        w.writeBit(0);
        full(w, b);
        return true;
      }
      // Keys removed or added: a change whatever the values.
      let any = !same;
      w.writeBit(1);
      const values = b.values();
      const prevValues = a.values();
      // The same walk pairs them: a key of a that is b's next one is kept, any other removed.
      const it = b.keys();
      let left = same ? 0 : b.size;
      let nk = left > 0 ? it.next().value : undefined;
      for (const k of a.keys()) {
        const x = prevValues.next().value;
        if (!same) {
          if (left > 0 && nk === k) {
            if (--left > 0) nk = it.next().value;
          } else {
            w.writeBit(1);
            w.writeBit(0);
            continue;
          }
        }
        const y = values.next().value;
        if (encc) {
          // Speculatively, as in `changed`: 1 1 and the change, or 0 if it held none.
          if (x === y) w.writeBit(0);
          else {
            const mark = w.bitMark();
            w.writeBit(1);
            w.writeBit(1);
            if (encc(w, x, y)) any = true;
            else {
              w.rewindBits(mark);
              w.writeBit(0);
            }
          }
        } else if (eq(x, y)) w.writeBit(0);
        else {
          w.writeBit(1);
          w.writeBit(1);
          encd(w, x, y);
          any = true;
        }
      }
      if (b.size === kept) {
        w.writeBit(0);
        return any;
      }
      w.writeBit(1);
      let adds = b.size - kept;
      w.writeVarint(adds - 1);
      let skip = kept;
      const added = b.values();
      for (const k of b.keys()) {
        const y = added.next().value;
        if (skip > 0) {
          skip--;
          continue;
        }
        key(w, k);
        value(w, y);
        adds--;
      }
      if (adds !== 0) throw INVALID;
      return true;
    };
  }

  // ---- diff: decode ----

  /** Reads a changed bit; `a` or the changed value (emit's `applyChanged`). */
  applyChanged(node: TypeNode): DecD {
    if (node.kind === "bool") return (r, a) => (r.readBit() === 1 ? !a : a);
    const decd = this.decd(node);
    return (r, a) => (r.readBit() === 1 ? decd(r, a) : a);
  }

  /** Reads a change to `a` (emit's `decd`). */
  decd(node: TypeNode): DecD {
    switch (node.kind) {
      case "bool":
        return (_r, a) => !a;
      case "int": {
        const { min, max, bits } = node;
        if (bits >= 0 && bits <= 8) return this.dec(node);
        if (bits > 0) return (r, a) => r.readPackedChange(a, min, max, bits);
        const signed = node.signed;
        return (r, a) => r.readVarintChange(a, signed, min, max);
      }
      case "quant": {
        const { precision, scale, qmin, qmax, bits } = node;
        if (bits >= 0 && bits <= 8) return this.dec(node);
        if (bits > 0) return (r, a) => dequantize(r.readPackedChange(quantize(a, precision, scale), qmin, qmax, bits), precision, scale);
        return (r, a) => dequantize(r.readVarintChange(quantize(a, precision, scale), true, qmin, qmax), precision, scale);
      }
      case "string":
        return (r, a) => r.readStringChange(a as string);
      case "bytes":
        return (r, a) => r.readBytesChange(a as Uint8Array);
      case "float32":
      case "float64":
      case "enum":
        return this.dec(node);
      case "optional": {
        const dec = this.dec(node.of);
        const decd = this.decd(node.of);
        return (r, a) => {
          if (a === undefined || a === null) return dec(r);
          if (r.readBit() === 0) return undefined;
          return decd(r, a);
        };
      }
      case "array": {
        const apply = this.applyChanged(node.of);
        const dec = this.dec(node.of);
        const mb = Math.max(1, minBits(this.schema, node.of));
        const unit = this.isUnit(node.of);
        const fullable = arrayFullWidth(node.of) !== undefined;
        const shifts = arrayShifts(this.schema, node.of);
        const kind = decodedArrayKind(node.of);
        if (arraySplices(this.schema, node.of)) return this.splicedApply(apply, dec, mb, kind);
        const change = this.decd(node.of);
        /**
         * The m pairs' change bits and changes (as emit's decd): an array of prev's length,
         * unshifted, starts as a copy of prev (not for a subclass of Array, whose slice would be
         * its own) that the changes overwrite; a change bit 0 reads the rest of its run at once
         * (Reader.readZeros). A 1 024-double array with a few changes took a call an element
         * (TrainingStep's walker decodeDiff 0.37–0.41 of its time, SensorFrame's 0.77, GameState's
         * 0.94, in one process, alternating).
         */
        const pairs = (r: Reader, a: any[], n: number, m: number, da: number, db: number): any[] => {
          const keep = n === a.length && da === 0 && db === 0 && a.constructor === Array;
          const t = keep ? a.slice() : newArray(kind, n);
          for (let i = 0; i < m; i++) {
            if (r.readBit() === 0) {
              const e = i + 1 + r.readZeros(m - i - 1);
              if (keep) i = e - 1;
              else {
                for (; i < e; i++) t[i + db] = a[i + da];
                i--;
              }
              continue;
            }
            t[i + db] = change(r, a[i + da]);
          }
          return t;
        };
        return (r, a) => {
          const n = r.readLengthAfter(a.length, mb);
          const k = shifts && n > 0 && a.length > 0 && r.readBit() === 1 ? r.readShift(n, a.length, false) : 0;
          const da = k > 0 ? k : 0;
          const db = k < 0 ? -k : 0;
          const m = Math.min(n - db, a.length - da);
          if (fullable && m > 0 && r.readBit() === 1) {
            // Mode bit 1: the whole array, as in a snapshot.
            const t = newArray(kind, n);
            for (let i = 0; i < n; i++) t[i] = dec(r);
            return t;
          }
          const t = pairs(r, a, n, m, da, db);
          for (let i = 0; i < n - m; i++) {
            const y = dec(r);
            if (unit && r.readBit() !== 0) throw r.fail("bad element marker");
            t[i < db ? i : i + m] = y;
          }
          return t;
        };
      }
      case "map": {
        const full = this.dec(node);
        const decd = this.decd(node.value);
        const key = this.dec(node.key);
        const value = this.dec(node.value);
        const mb = minBits(this.schema, node.key) + minBits(this.schema, node.value);
        return (r, a) => {
          if (r.readBit() === 0) return full(r);
          const t = new Map();
          const values = a.values();
          for (const k of a.keys()) {
            const x = values.next().value;
            if (r.readBit() === 0) t.set(k, x);
            else if (r.readBit() === 1) t.set(k, decd(r, x));
          }
          if (r.readBit() === 0) return t;
          const n = r.readLength(mb) + 1;
          const size = t.size;
          for (let i = 0; i < n; i++) {
            const k = key(r);
            t.set(k, value(r));
            if (t.size === size + i) throw r.fail("duplicate map key");
          }
          return t;
        };
      }
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.decd : (r, a) => u.decd(r, a);
      }
    }
  }

  // ---- validation ----

  /** Pushes "path: reason" lines (emit's `val`). */
  val(node: TypeNode): Val {
    switch (node.kind) {
      case "bool":
        return checkBool;
      case "int": {
        const { min, max, label } = node;
        return (x, p, errs) => checkInt(x, min, max, label, p, errs);
      }
      case "quant": {
        const { precision, scale, qmin, qmax, label } = node;
        return (x, p, errs) => checkQuant(x, precision, scale, qmin, qmax, label, p, errs);
      }
      case "float32":
        return checkFloat32;
      case "float64":
        return checkFloat64;
      case "string":
        return checkString;
      case "bytes":
        return checkBytes;
      case "enum": {
        const { options, name } = node;
        return (x, p, errs) => checkEnum(x, options, name, p, errs);
      }
      case "optional": {
        const of = this.val(node.of);
        return (x, p, errs, d) => {
          if (x !== undefined && x !== null) of(x, p, errs, d);
        };
      }
      case "array": {
        const of = this.val(node.of);
        return (x, p, errs, d) => {
          if (!Array.isArray(x)) pushExpected(errs, p, "array", x);
          else for (let i = 0; i < x.length && errs.length < MAX_PROBLEMS; i++) of(x[i], p + "[" + i + "]", errs, d);
        };
      }
      case "map": {
        const key = this.val(node.key);
        const value = this.val(node.value);
        return (x, p, errs, d) => {
          if (!isMap(x)) pushExpected(errs, p, "Map", x);
          else {
            // keys() and values(), as the encoders read a map (not its entries or iterator).
            const vi = x.values();
            for (const k of x.keys()) {
              const v = vi.next().value;
              if (errs.length >= MAX_PROBLEMS) break;
              const q = p + keyPath(k);
              key(k, q + " (key)", errs, d);
              value(v, q, errs, d);
            }
          }
        };
      }
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.val : (x, p, errs, d) => u.val(x, p, errs, d);
      }
    }
  }

  // ---- clone, default, JSON ----

  clone(node: TypeNode): Cl {
    switch (node.kind) {
      case "bytes":
        return copyBytes;
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.cl : (x) => u.cl(x);
      }
      case "optional": {
        if (isScalar(node.of)) return (x) => (x == null ? undefined : x);
        const of = this.clone(node.of);
        return (x) => (x == null ? undefined : of(x));
      }
      case "array": {
        const of = this.clone(node.of);
        if (isScalar(node.of))
          return (v) => {
            const n = v.length;
            const out: unknown[] = [];
            for (let i = 0; i < n; i++) out.push(v[i]);
            return out;
          };
        return (v) => {
          const n = v.length;
          const out: unknown[] = [];
          for (let i = 0; i < n; i++) out.push(of(v[i]));
          return out;
        };
      }
      case "map": {
        const value = this.clone(node.value);
        return (v) => {
          const out = new Map();
          const vi = v.values();
          for (const k of v.keys()) out.set(k, value(vi.next().value));
          return out;
        };
      }
      default:
        return identity;
    }
  }

  def(node: TypeNode): Df {
    switch (node.kind) {
      case "bool":
        return () => false;
      case "int": {
        const d = node.min > 0 ? node.min : node.max < 0 ? node.max : 0;
        return () => d;
      }
      case "quant": {
        const q = node.qmin > 0 ? node.qmin : node.qmax < 0 ? node.qmax : 0;
        const { precision, scale } = node;
        return () => dequantize(q, precision, scale);
      }
      case "float32":
      case "float64":
        return () => 0;
      case "string":
        return () => "";
      case "bytes":
        return () => new Uint8Array(0);
      case "enum": {
        const first = internalize(node.options[0]!);
        return () => first;
      }
      case "optional":
        return () => undefined;
      case "array":
        return () => [];
      case "map":
        return () => new Map();
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.def : () => u.def();
      }
    }
  }

  toJson(node: TypeNode): Tj {
    switch (node.kind) {
      case "float32":
      case "float64":
        return floatToJson as Tj;
      case "bytes":
        return toBase64 as Tj;
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.tj : (x) => u.tj(x);
      }
      case "optional": {
        const of = this.toJson(node.of);
        return (v) => (v == null ? null : of(v));
      }
      case "array": {
        const of = this.toJson(node.of);
        return (v) => {
          const n = v.length;
          const out: unknown[] = [];
          for (let i = 0; i < n; i++) out.push(of(v[i]));
          return out;
        };
      }
      case "map": {
        const value = this.toJson(node.value);
        return (v) => {
          const out: Record<string, unknown> = {};
          const vi = v.values();
          for (const k of v.keys()) setOwn(out, String(k), value(vi.next().value));
          return out;
        };
      }
      default:
        return identity;
    }
  }

  /**
   * Reads JSON into a value (emit's `fromJson`): composites push a wrong shape to `errs` and
   * read on, other values are checked as validate checks them, with the path in the JSON.
   */
  fromJson(node: TypeNode): Fj {
    switch (node.kind) {
      case "float32":
      case "float64": {
        const check = this.val(node);
        return (j, p, errs) => {
          const x = floatFromJson(j);
          check(x, p, errs, 0);
          return x;
        };
      }
      case "bytes":
        return fromBase64;
      case "ref": {
        const u = this.unit(node.name);
        return u.built ? u.fj : (j, p, errs) => u.fj(j, p, errs);
      }
      case "optional": {
        const of = this.fromJson(node.of);
        return (j, p, errs) => (j == null ? undefined : of(j, p, errs));
      }
      case "array": {
        const of = this.fromJson(node.of);
        return (j, p, errs) => {
          if (!Array.isArray(j)) return jsonProblem(errs, p, "array", j);
          const n = j.length;
          const out: unknown[] = [];
          // Past MAX_PROBLEMS problems, arrays and maps stop reading (the value is not returned).
          for (let i = 0; i < n && errs.length < MAX_PROBLEMS; i++) out.push(of(j[i], p + "[" + i + "]", errs));
          return out;
        };
      }
      case "map": {
        const checkKey = this.val(node.key);
        const value = this.fromJson(node.value);
        const stringKeys = node.key.kind === "string";
        return (j, p, errs) => {
          if (!isJsonObject(j)) return jsonProblem(errs, p, "object (map)", j);
          const out = new Map();
          for (const k of Object.keys(j)) {
            if (errs.length >= MAX_PROBLEMS) break;
            // The path names the key as the JSON has it (`["5"]`, a string, for an int key too).
            const q = p + keyPath(k);
            const key = stringKeys ? k : intKey(k, p, errs);
            if (key === undefined) continue;
            checkKey(key, q + " (key)", errs, 0);
            out.set(key, value(j[k], q, errs));
          }
          return out;
        };
      }
      default: {
        const check = this.val(node);
        return (j, p, errs) => {
          check(j, p, errs, 0);
          return j;
        };
      }
    }
  }
}

/**
 * The same string as a property key V8 has interned: keyed loads and stores with such keys
 * hit the inline caches, while a key that is not interned (names from the YAML parser are
 * built piecewise) is looked up in the string table on every access.
 */
function internalize(s: string): string {
  return Object.keys({ [s]: 0 })[0]!;
}

function identity<T>(x: T): T {
  return x;
}

/** emit's `isScalar`: values that clone as themselves. */
function isScalar(node: TypeNode): boolean {
  return node.kind !== "bytes" && node.kind !== "ref" && node.kind !== "optional" && node.kind !== "array" && node.kind !== "map";
}

/** The functions of `name`'s codec, built without eval; same bytes and values as the compiled path. */
export function walkTypes(schema: Schema, name: string): TypeFunctions<unknown> {
  const walker = new Walker(schema);
  const node = rootNode(schema, name);
  const fp = fingerprint(schema, name);
  if (node.kind === "ref" && node.name === name) {
    // The root is a unit: its own functions (emit's fnTable of the unit).
    const u = walker.unit(name);
    return {
      name,
      fingerprint: fp,
      enc: u.enc,
      dec: u.dec,
      eq: u.eq,
      encd: u.encd,
      decd: u.decd,
      val: u.val,
      clone: u.cl,
      def: u.def,
      toJson: u.tj,
      fromJson: u.fj,
    };
  }
  // An enum or a non-recursive alias: wrappers around the node (emit's R_ functions).
  const fns: TypeFunctions<unknown> = {
    name,
    fingerprint: fp,
    enc: walker.enc(node),
    dec: walker.dec(node),
    eq: walker.eq(node),
    encd: walker.encd(node),
    decd: walker.decd(node),
    val: walker.val(node),
    clone: walker.clone(node),
    def: walker.def(node),
    toJson: walker.toJson(node),
    fromJson: walker.fromJson(node),
  };
  return fns;
}
