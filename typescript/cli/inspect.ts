/**
 * `tickpack inspect`: a tracing decoder. It walks the schema IR with a runtime `Reader` and
 * makes exactly the Reader calls the emitted `dec_*` / `decd_*` functions make (emit/emit.ts),
 * in the same order, measuring after each one how far the byte cursor (`pos`) and the bit
 * cursor (`end`, `accBits`) moved. Every bit of the message lands in exactly one leaf or
 * overhead row, so the rows add up to the message size (the padding of the last bit byte is
 * a row of its own). The value it rebuilds is the one the codec decodes (tests check this).
 */
import { DecodeError } from "../runtime/errors.js";
import { keyPath, quantize } from "../runtime/values.js";
import { dequantize, editable, Reader } from "../runtime/wire.js";
import {
  arrayFullWidth,
  arrayShifts,
  arraySplices,
  bitsFor,
  defOf,
  fullModeLeft,
  isScalar,
  MAX_DEPTH,
  minBits,
  recursiveUnits,
  rootNode,
  sparseEligible,
  type ObjectDef,
  type Schema,
  type TypeNode,
  type UnionDef,
} from "../schema/ir.js";
import { longest, printable } from "./text.js";

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * leaf: a value (in a diff: a changed value, `old → new`).
 * meta: structure, not data: a length, a presence bit, a union tag, change flags, padding.
 * group: an object, array, map or union; its bits are the total of the rows under it.
 */
export type RowKind = "leaf" | "meta" | "group";

export interface TraceNode {
  kind: RowKind;
  /** e.g. `GameState.players["p1"].position.x`. */
  path: string;
  /** What a meta row counts: "length", "present", "variant", "flags", "padding", … */
  note?: string;
  value: string;
  /** Bits read from the byte section (own bits; for a group, the total under it). */
  byteBits: number;
  /** Bits read from the bit section. */
  bitBits: number;
  children: TraceNode[];
}

export interface Inspection {
  mode: "snapshot" | "diff";
  type: string;
  /** The value the message decodes to. */
  value: unknown;
  root: TraceNode;
  /** bytes.length * 8. */
  totalBits: number;
  /** Unused bits of the last bit-section byte. */
  paddingBits: number;
  byteSectionBytes: number;
  /** Diffs: change-flag bits that said "unchanged", and flags of changed parts (composites). */
  unchangedFlagBits: number;
  changedFlagBits: number;
}

interface Mark {
  pos: number;
  end: number;
  acc: number;
}

/** Change flags of one object, array or map in a diff. */
interface Flags {
  /** Parts that did not change (one flag bit each). */
  unchanged: number;
  /** Composite parts that changed (their flag bits say so; their rows follow). */
  changed: number;
  /** All flag bits counted here. */
  bits: number;
}

function newFlags(): Flags {
  return { unchanged: 0, changed: 0, bits: 0 };
}

const RETRACE = "\u0000key";

/** `n` and its unit. */
function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A value for a table cell. */
export function show(v: unknown): string {
  if (v === undefined || v === null) return "absent";
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? v.slice(0, 40) + "…" : v);
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (typeof v === "boolean") return String(v);
  if (v instanceof Uint8Array) {
    let hex = "";
    for (const b of v.subarray(0, 12)) hex += b.toString(16).padStart(2, "0");
    return v.length === 0 ? "bytes[0]" : `bytes[${v.length}] ${hex}${v.length > 12 ? "…" : ""}`;
  }
  if (Array.isArray(v)) return `[${count(v.length, "item")}]`;
  if (v instanceof Map) return `{${count(v.size, "entry", "entries")}}`;
  if (typeof v === "object") {
    const t = (v as { _type?: unknown })._type;
    return typeof t === "string" ? t : "{…}";
  }
  return String(v);
}

class Tracer {
  readonly r = new Reader();
  private stack: TraceNode[] = [];
  unchangedFlags = 0;
  changedFlags = 0;
  private recursive: Set<string>;

  constructor(
    private schema: Schema,
    bytes: Uint8Array,
  ) {
    this.r.reset(bytes);
    this.recursive = recursiveUnits(schema);
  }

  /** Recursive types count their nesting, as the codecs do. */
  private enter(name: string): void {
    if (this.recursive.has(name) && ++this.r.depth > MAX_DEPTH) throw this.r.fail(`nested deeper than ${MAX_DEPTH} levels`);
  }

  private leave(name: string): void {
    if (this.recursive.has(name)) this.r.depth--;
  }

  // ---- bookkeeping ----

  mark(): Mark {
    return { pos: this.r.pos, end: this.r.end, acc: this.r.accBits };
  }

  private top(): TraceNode {
    return this.stack[this.stack.length - 1]!;
  }

  private add(kind: "leaf" | "meta", path: string, value: string, m: Mark | null, note?: string): TraceNode {
    const r = this.r;
    const node: TraceNode = {
      kind,
      path,
      value,
      byteBits: m ? (r.pos - m.pos) * 8 : 0,
      bitBits: m ? (m.end - r.end) * 8 + m.acc - r.accBits : 0,
      children: [],
    };
    if (note !== undefined) node.note = note;
    this.top().children.push(node);
    return node;
  }

  leaf(path: string, value: string, m: Mark | null): TraceNode {
    return this.add("leaf", path, value, m);
  }

  meta(path: string, note: string, value: string, m: Mark | null): TraceNode {
    return this.add("meta", path, value, m, note);
  }

  open(path: string): TraceNode {
    const node: TraceNode = { kind: "group", path, value: "", byteBits: 0, bitBits: 0, children: [] };
    if (this.stack.length > 0) this.top().children.push(node);
    this.stack.push(node);
    return node;
  }

  close(node: TraceNode, value: string, flags?: Flags): void {
    if (flags && flags.bits > 0) {
      const parts: string[] = [];
      if (flags.unchanged > 0) parts.push(`${flags.unchanged} unchanged`);
      if (flags.changed > 0) parts.push(`${flags.changed} changed`);
      node.children.unshift({
        kind: "meta",
        path: node.path,
        note: "change flags",
        value: parts.join(", "),
        byteBits: 0,
        bitBits: flags.bits,
        children: [],
      });
      this.unchangedFlags += flags.unchanged;
      this.changedFlags += flags.bits - flags.unchanged;
    }
    let byteBits = 0;
    let bitBits = 0;
    for (const c of node.children) {
      byteBits += c.byteBits;
      bitBits += c.bitBits;
    }
    node.byteBits = byteBits;
    node.bitBits = bitBits;
    node.value = value;
    this.stack.pop();
  }

  /** Rows added to the current group since `from`, for relabeling. */
  private since(from: number): TraceNode[] {
    return this.top().children.slice(from);
  }

  private childCount(): number {
    return this.top().children.length;
  }

  /** Prefixes the value of the rows of a value decoded in full inside a diff. */
  private label(from: number, prefix: string): void {
    for (const n of this.since(from)) if (n.kind !== "meta") n.value = prefix + n.value;
  }

  // ---- reads shared by snapshots and diffs ----

  /** emit.ts readInt. */
  private readInt(bits: number, min: number, max: number, signed: boolean): number {
    const r = this.r;
    if (bits === 0) return min;
    if (bits > 0) return r.readPacked(bits, min, max);
    const v = signed ? r.readZigzag() : r.readVarint();
    if ((signed ? min === -SAFE : min === 0) && max === SAFE) return v;
    return r.readIn(v, min, max);
  }

  /** A scalar (no children) as dec_ reads it. */
  private readScalar(node: TypeNode): unknown {
    const r = this.r;
    switch (node.kind) {
      case "bool":
        return r.readBit() === 1;
      case "int":
        return this.readInt(node.bits, node.min, node.max, node.signed);
      case "quant":
        return dequantize(this.readInt(node.bits, node.qmin, node.qmax, true), node.precision, node.scale);
      case "float32":
        return r.readFloat32();
      case "float64":
        return r.readFloat64();
      case "string":
        return r.readString();
      case "bytes":
        return r.readBytes();
      case "enum": {
        if (node.bits === 0) return node.options[0]!;
        const i = r.readBits(node.bits);
        if (node.options.length !== 2 ** node.bits && i >= node.options.length) throw r.fail("enum index out of range");
        return node.options[i]!;
      }
      default:
        throw new Error(`not a scalar: ${node.kind}`);
    }
  }

  /** The next bit of the bit section, without reading it. */
  private peekBit(): number {
    const r = this.r;
    if (r.accBits > 0) return r.acc & 1;
    return r.end > r.pos ? r.buf[r.end - 1]! & 1 : 0;
  }

  // ---- snapshot: dec ----

  dec(node: TypeNode, path: string): unknown {
    const r = this.r;
    if (isScalar(node)) {
      const m = this.mark();
      const strings = r.stringCount;
      const v = this.readScalar(node);
      const repeat = node.kind === "string" && v !== "" && r.stringCount === strings;
      this.leaf(path, show(v) + (repeat ? " (repeat)" : ""), m);
      return v;
    }
    switch (node.kind) {
      case "optional": {
        const m = this.mark();
        if (r.readBit() !== 1) {
          this.leaf(path, "absent", m);
          return undefined;
        }
        this.meta(path, "present", "yes", m);
        return this.dec(node.of, path);
      }
      case "array": {
        const g = this.open(path);
        const m = this.mark();
        const n = r.readLength(Math.max(1, minBits(this.schema, node.of)));
        this.meta(path, "length", String(n), m);
        const t: unknown[] = [];
        const unit = minBits(this.schema, node.of) === 0;
        for (let i = 0; i < n; i++) {
          const y = this.dec(node.of, `${path}[${i}]`);
          if (unit) this.unitMarker(`${path}[${i}]`);
          t.push(y);
        }
        this.close(g, show(t));
        return t;
      }
      case "map": {
        const g = this.open(path);
        const t = new Map<unknown, unknown>();
        this.mapEntries(node, path, t, "size", "", false);
        this.close(g, show(t));
        return t;
      }
      case "ref":
        return this.decRef(node.name, path);
      default:
        throw new Error("unreachable");
    }
  }

  private unitMarker(path: string): void {
    const m = this.mark();
    if (this.r.readBit() !== 0) throw this.r.fail("bad element marker");
    this.meta(path, "element marker", "0", m);
  }

  /** A map's count and new entries (dec of a map; the added entries of a map diff). */
  private mapEntries(node: TypeNode & { kind: "map" }, path: string, t: Map<unknown, unknown>, what: string, prefix: string, inDiff: boolean): void {
    const r = this.r;
    const m = this.mark();
    let n: number;
    if (inDiff) {
      // A diff's additions: a flag bit, then (count − 1) when set.
      if (r.readBit() === 0) {
        this.meta(path, what, "0", m);
        return;
      }
      n = r.readLength(minBits(this.schema, node.key) + minBits(this.schema, node.value)) + 1;
    } else n = r.readLength(minBits(this.schema, node.key) + minBits(this.schema, node.value));
    this.meta(path, what, String(n), m);
    const size = t.size;
    for (let i = 0; i < n; i++) {
      const from = this.childCount();
      const k = this.dec(node.key, path + RETRACE);
      const kp = path + keyPath(k);
      for (const row of this.since(from)) {
        row.path = row.path.replace(path + RETRACE, kp);
        if (row.kind !== "group") {
          row.kind = "meta";
          row.note = "key";
        }
      }
      const from2 = this.childCount();
      const y = this.dec(node.value, kp);
      if (prefix) this.label(from2, prefix);
      t.set(k, y);
      if (t.size === size + i) throw r.fail("duplicate map key");
    }
  }

  private decRef(name: string, path: string): unknown {
    const def = defOf(this.schema, name);
    if (def.kind === "alias") {
      this.enter(name);
      const v = this.dec(def.target, path);
      this.leave(name);
      return v;
    }
    const g = this.open(path);
    if (def.kind === "object") {
      const o = this.objectFields(def, path, undefined);
      this.close(g, name);
      return o;
    }
    const v = this.unionBody(def, path);
    this.close(g, v._type);
    return v;
  }

  private objectFields(def: ObjectDef, path: string, tag: string | undefined): Record<string, unknown> {
    this.enter(def.name);
    const o: Record<string, unknown> = tag === undefined ? {} : { _type: tag };
    for (const f of def.fields) o[f.name] = this.dec(f.type, `${path}.${f.name}`);
    this.leave(def.name);
    return o;
  }

  /** dec_ of a union, into the current group. */
  private unionBody(def: UnionDef, path: string): { _type: string } {
    const r = this.r;
    const m = this.mark();
    const i = r.readBits(def.bits);
    const variant = def.variants[i];
    if (variant === undefined) throw r.fail("union tag out of range");
    this.meta(path, "variant", variant, m);
    const vdef = defOf(this.schema, variant);
    if (vdef.kind !== "object") throw new Error(`union variant ${variant} is not an object`);
    return this.objectFields(vdef, path, variant) as { _type: string };
  }

  // ---- diff: decd ----

  /** emit.ts applyChanged: a change flag, then the change. */
  private applyChanged(node: TypeNode, a: unknown, path: string, flags: Flags): unknown {
    const r = this.r;
    const m = this.mark();
    if (node.kind === "bool") {
      if (r.readBit() === 1) {
        this.leaf(path, `${show(a)} → ${show(!a)}`, m);
        return !a;
      }
      flags.unchanged++;
      flags.bits++;
      return a;
    }
    flags.bits++;
    if (r.readBit() === 1) {
      flags.changed++;
      return this.decd(node, a, path);
    }
    flags.unchanged++;
    return a;
  }

  decd(node: TypeNode, a: unknown, path: string): unknown {
    const r = this.r;
    switch (node.kind) {
      case "bool":
        this.leaf(path, `${show(a)} → ${show(!a)}`, null);
        return !a;
      case "int":
      case "quant":
      case "float32":
      case "float64":
      case "string":
      case "bytes":
      case "enum": {
        const m = this.mark();
        let how = "";
        let v: unknown;
        if ((node.kind === "int" || node.kind === "quant") && node.bits !== 0 && !(node.bits > 0 && node.bits <= 8)) {
          how = this.peekBit() === 1 ? " (delta)" : " (full)";
          if (node.kind === "int") {
            v = node.bits > 0 ? r.readPackedChange(a as number, node.min, node.max, node.bits) : r.readVarintChange(a as number, node.signed, node.min, node.max);
          } else {
            const qa = quantize(a, node.precision, node.scale);
            const q = node.bits > 0 ? r.readPackedChange(qa, node.qmin, node.qmax, node.bits) : r.readVarintChange(qa, true, node.qmin, node.qmax);
            v = dequantize(q, node.precision, node.scale);
          }
        } else if ((node.kind === "string" || node.kind === "bytes") && editable(a, node.kind === "bytes")) {
          // The edit flag: an edit of a (its kept prefix and suffix around a new middle), or the whole value.
          const strings = r.stringCount;
          how = this.peekBit() === 1 ? " (edit)" : " (whole)";
          v = node.kind === "string" ? r.readStringChange(a as string) : r.readBytesChange(a as Uint8Array);
          if (node.kind === "string" && how === " (whole)" && v !== "" && r.stringCount === strings) how = " (whole, repeat)";
        } else {
          const strings = r.stringCount;
          v = this.readScalar(node);
          if (node.kind === "string" && v !== "" && r.stringCount === strings) how = " (repeat)";
        }
        this.leaf(path, `${show(a)} → ${show(v)}${how}`, m);
        return v;
      }
      case "optional": {
        if (a === undefined || a === null) {
          const from = this.childCount();
          const y = this.dec(node.of, path);
          this.label(from, "absent → ");
          return y;
        }
        const m = this.mark();
        if (r.readBit() === 0) {
          const was = node.of.kind === "ref" && show(a) === "{…}" ? node.of.name : show(a);
          this.leaf(path, `${was} → absent`, m);
          return undefined;
        }
        this.meta(path, "present", "still present", m);
        return this.decd(node.of, a, path);
      }
      case "array": {
        const prev = a as unknown[];
        const g = this.open(path);
        const m0 = this.mark();
        const mb = Math.max(1, minBits(this.schema, node.of));
        const n = r.readLengthAfter(prev.length, mb);
        this.meta(path, "length", n === prev.length ? String(n) : `${prev.length} → ${n}`, m0);
        // The shift: at the front (da, db: a's and b's offsets; db0 new elements at the front),
        // or a first splice (at `next`), after which the pairs' offsets grow (FORMAT.md §5).
        let k = 0;
        let next = -1;
        let da = 0;
        let db = 0;
        let db0 = 0;
        const la = prev.length;
        const shown = (k: number, p: number) => (k === 0 ? "none" : k > 0 ? `${k} dropped${p > 0 ? ` at [${p}]` : " from the front"}` : `${-k} new${p > 0 ? ` at [${p}]` : " at the front"}`);
        if (arrayShifts(this.schema, node.of) && n > 0 && la > 0) {
          const m1 = this.mark();
          let p = 0;
          if (r.readBit() === 1) {
            k = r.readShift(n, la, arraySplices(this.schema, node.of));
            p = r.shiftAt;
          }
          this.meta(path, "shift", shown(k, p), m1);
          if (p > 0) next = p;
          else if (k > 0) da = k;
          else db = db0 = -k;
        }
        const common = Math.min(n - db, la - da);
        const t: unknown[] = new Array(n);
        const flags = newFlags();
        if (common > 0 && arrayFullWidth(node.of) !== undefined) {
          // Arrays of numbers: mode bit 1 sends the whole array, as in a snapshot.
          const m1 = this.mark();
          if (r.readBit() === 1) {
            this.meta(path, "diff mode", "sent whole", m1);
            for (let i = 0; i < n; i++) t[i] = this.dec(node.of, `${path}[${i}]`);
            flags.changed += common;
            this.close(g, `${show(prev)} → ${show(t)}`, flags);
            return t;
          }
          this.meta(path, "diff mode", "change bit per element", m1);
        }
        const unit = minBits(this.schema, node.of) === 0;
        const added = (i: number) => {
          const from = this.childCount();
          const y = this.dec(node.of, `${path}[${i}]`);
          this.label(from, "(added) ");
          if (unit) this.unitMarker(`${path}[${i}]`);
          t[i] = y;
        };
        let i = 0;
        for (; ; i++) {
          if (i === next) {
            // A splice: k of prev's elements dropped, or −k new ones here; then the next one.
            if (k > 0) da += k;
            else {
              for (let j = i + db, e = j - k; j < e; j++) added(j);
              db -= k;
            }
            const m1 = this.mark();
            k = r.readBit() === 1 ? r.readSplice(i, da, db, la, n) : 0;
            next = k !== 0 ? r.shiftAt : -1;
            this.meta(path, "next splice", shown(k, next), m1);
          }
          if (i + da >= la || i + db >= n) break;
          t[i + db] = this.applyChanged(node.of, prev[i + da], `${path}[${i + db}]`, flags);
        }
        for (let j = 0; j < db0; j++) added(j);
        for (let j = i + db; j < n; j++) added(j);
        this.close(g, `${show(prev)} → ${show(t)}`, flags);
        return t;
      }
      case "map": {
        const prev = a as Map<unknown, unknown>;
        const g = this.open(path);
        const m0 = this.mark();
        const t = new Map<unknown, unknown>();
        if (r.readBit() === 0) {
          this.meta(path, "diff mode", "replaced (order changed)", m0);
          this.mapEntries(node, path, t, "size", "", false);
          this.close(g, `${show(prev)} → ${show(t)}`);
          return t;
        }
        this.meta(path, "diff mode", "per entry", m0);
        const flags = newFlags();
        for (const [k, x] of prev) {
          const kp = path + keyPath(k);
          const m = this.mark();
          if (r.readBit() === 0) {
            flags.unchanged++;
            flags.bits++;
            t.set(k, x);
          } else if (r.readBit() === 1) {
            flags.changed++;
            flags.bits += 2;
            t.set(k, this.decd(node.value, x, kp));
          } else {
            this.leaf(kp, `${show(x)} → removed`, m);
          }
        }
        this.mapEntries(node, path, t, "added", "(added) ", true);
        this.close(g, `${show(prev)} → ${show(t)}`, flags);
        return t;
      }
      case "ref":
        return this.decdRef(node.name, a, path);
    }
  }

  private decdRef(name: string, a: unknown, path: string): unknown {
    const r = this.r;
    const def = defOf(this.schema, name);
    if (def.kind === "alias") {
      this.enter(name);
      const v = this.decd(def.target, a, path);
      this.leave(name);
      return v;
    }
    const g = this.open(path);
    if (def.kind === "object") {
      const flags = newFlags();
      const o = this.objectFieldsChanged(def, a as Record<string, unknown>, path, undefined, flags);
      this.close(g, `${name} (changed)`, flags);
      return o;
    }
    const prev = a as { _type?: unknown };
    const m = this.mark();
    if (r.readBit() === 0) {
      this.meta(path, "same variant", "no: replaced", m);
      const v = this.unionBody(def, path);
      this.close(g, `${show(prev)} → ${v._type}`);
      return v;
    }
    const variant = prev._type;
    if (typeof variant !== "string" || !def.variants.includes(variant)) throw r.fail("previous value has no valid _type");
    this.meta(path, "same variant", variant, m);
    const vdef = defOf(this.schema, variant);
    if (vdef.kind !== "object") throw new Error(`union variant ${variant} is not an object`);
    const flags = newFlags();
    const o = this.objectFieldsChanged(vdef, prev as Record<string, unknown>, path, variant, flags);
    this.close(g, `${variant} (changed)`, flags);
    return o;
  }

  private objectFieldsChanged(def: ObjectDef, a: Record<string, unknown>, path: string, tag: string | undefined, flags: Flags): Record<string, unknown> {
    this.enter(def.name);
    const o: Record<string, unknown> = tag === undefined ? {} : { _type: tag };
    const own = (k: string) => (Object.prototype.hasOwnProperty.call(a, k) ? a[k] : undefined);
    if (!sparseEligible(def)) {
      for (const f of def.fields) o[f.name] = this.applyChanged(f.type, own(f.name), `${path}.${f.name}`, flags);
    } else {
      // Wide objects: a mode bit, then change bits per field or a list of changed field indexes.
      const r = this.r;
      const IB = bitsFor(def.fields.length);
      const m0 = this.mark();
      const list = r.readBit() === 1;
      let left = list ? r.readBits(IB) + 1 : 0;
      if (left === fullModeLeft(def)) {
        // Full mode: every field, as in a snapshot.
        this.meta(path, "changed fields", "all, sent whole", m0);
        for (const f of def.fields) o[f.name] = this.dec(f.type, `${path}.${f.name}`);
        flags.changed += def.fields.length;
        this.leave(def.name);
        return o;
      }
      let next = list ? r.readBits(IB) : -1;
      this.meta(path, "changed fields", list ? `list of ${left}` : "one bit each", m0);
      def.fields.forEach((f, i) => {
        const fp = `${path}.${f.name}`;
        const prev = own(f.name);
        if (!list) {
          o[f.name] = this.applyChanged(f.type, prev, fp, flags);
          return;
        }
        if (next !== i) {
          flags.unchanged++;
          o[f.name] = prev;
          return;
        }
        flags.changed++;
        o[f.name] = f.type.kind === "bool" ? !prev : this.decd(f.type, prev, fp);
        if (f.type.kind === "bool") this.leaf(fp, `${show(prev)} → ${show(!prev)}`, null);
        if (--left > 0) {
          const m = this.mark();
          next = r.readFieldIndex(next, IB);
          this.meta(path, "next changed field", String(next), m);
        }
      });
      if (left > 0) throw r.fail("field index out of range");
    }
    this.leave(def.name);
    return o;
  }
}

function failure(e: unknown, r: Reader): Error {
  if (e instanceof DecodeError) return e;
  if (e instanceof RangeError) return new DecodeError("value nested too deeply for the JavaScript call stack", r.pos);
  return new DecodeError(`malformed input (${e instanceof Error ? e.message : String(e)})`, r.pos);
}

function finish(t: Tracer, root: TraceNode, mode: "snapshot" | "diff", type: string, value: unknown, bytes: Uint8Array): Inspection {
  t.r.finish();
  const paddingBits = t.r.accBits;
  root.children.push({ kind: "meta", path: "", note: "padding", value: "", byteBits: 0, bitBits: paddingBits, children: [] });
  root.byteBits = 0;
  root.bitBits = 0;
  for (const c of root.children) {
    root.byteBits += c.byteBits;
    root.bitBits += c.bitBits;
  }
  const totalBits = bytes.length * 8;
  if (root.byteBits + root.bitBits !== totalBits) throw new Error(`inspect: rows add up to ${root.byteBits + root.bitBits} bits, the message has ${totalBits}`);
  return {
    mode,
    type,
    value,
    root,
    totalBits,
    paddingBits,
    byteSectionBytes: t.r.pos,
    unchangedFlagBits: t.unchangedFlags,
    changedFlagBits: t.changedFlags,
  };
}

/** Traces a snapshot message of type `type`. Throws DecodeError where the codec would. */
export function inspectSnapshot(schema: Schema, type: string, bytes: Uint8Array): Inspection {
  const t = new Tracer(schema, bytes);
  const root = t.open("");
  let value: unknown;
  try {
    value = t.dec(rootNode(schema, type), type);
    t.close(root, "");
    return finish(t, root, "snapshot", type, value, bytes);
  } catch (e) {
    throw failure(e, t.r);
  }
}

/** Traces a diff message against `base` (a decoded value of `type`, e.g. from codec.fromJson). */
export function inspectDiff(schema: Schema, type: string, base: unknown, bytes: Uint8Array): Inspection {
  const t = new Tracer(schema, bytes);
  const root = t.open("");
  let value: unknown;
  try {
    const m = t.mark();
    if (t.r.readBit() === 0) {
      t.meta(type, "changed", "no: identical to the base", m);
      value = base;
    } else {
      t.meta(type, "changed", "yes", m);
      value = t.decd(rootNode(schema, type), base, type);
    }
    t.close(root, "");
    return finish(t, root, "diff", type, value, bytes);
  } catch (e) {
    throw failure(e, t.r);
  }
}

/** The rows in order (a group before its contents), with depth. */
export function rows(ins: Inspection): { node: TraceNode; depth: number }[] {
  const out: { node: TraceNode; depth: number }[] = [];
  const walk = (n: TraceNode, depth: number) => {
    for (const c of n.children) {
      out.push({ node: c, depth });
      if (c.kind === "group") walk(c, depth + 1);
    }
  };
  walk(ins.root, 0);
  return out;
}

/**
 * The table: path, value, bits (group rows show the total under them in brackets), and the
 * split into byte-section + bit-section bits. The bits of the non-bracketed rows add up to
 * the total line. Paths and values come from the message: their control characters are \u
 * escapes (inside the JSON strings of keys and values too, which stay JSON).
 */
export function formatInspection(ins: Inspection): string {
  const table: string[][] = [["PATH", "VALUE", "BITS", "BYTE+BIT"]];
  for (const { node } of rows(ins)) {
    const path = node.note ? (node.path ? `${node.path} <${node.note}>` : `<${node.note}>`) : node.path;
    const total = node.byteBits + node.bitBits;
    table.push([printable(path), printable(node.value), node.kind === "group" ? `[${total}]` : String(total), `${node.byteBits}+${node.bitBits}`]);
  }
  const widths = [0, 1, 2, 3].map((c) => longest(table.map((row) => row[c]!)));
  const lines = table.map((row) =>
    [row[0]!.padEnd(widths[0]!), row[1]!.padEnd(widths[1]!), row[2]!.padStart(widths[2]!), row[3]!.padStart(widths[3]!)].join("  ").trimEnd(),
  );
  const bytes = ins.totalBits / 8;
  const bitSection = ins.root.bitBits;
  lines.push("");
  if (ins.mode === "diff") {
    const flags = ins.unchangedFlagBits + ins.changedFlagBits;
    lines.push(`change flags: ${count(flags, "bit")} (${ins.unchangedFlagBits} for unchanged parts, ${ins.changedFlagBits} for changed ones)`);
  }
  lines.push(
    `total: ${count(bytes, "byte")} = ${ins.totalBits} bits (byte section ${ins.root.byteBits} bits, bit section ${bitSection} bits incl. ${ins.paddingBits} padding)`,
  );
  return lines.join("\n") + "\n";
}
