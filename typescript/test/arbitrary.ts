/**
 * fast-check arbitraries generated from a schema: any valid value of a type (`valueArb`), and
 * a realistic next value of a given one (`nextArb`: some fields kept, numbers nudged, map
 * entries kept, changed, deleted and added, arrays grown, cut, slid or grown at the front,
 * occasionally reordered maps).
 */
import fc from "fast-check";
import { dequantize } from "../runtime/wire.js";
import { defOf, rootNode, type Schema, type TypeNode } from "../schema/ir.js";

const MAX_DEPTH = 3;

export function valueArb(schema: Schema, typeName: string): fc.Arbitrary<unknown> {
  return new Gen(schema).value(rootNode(schema, typeName), 0);
}

export function nextArb(schema: Schema, typeName: string, prev: unknown): fc.Arbitrary<unknown> {
  return new Gen(schema).next(rootNode(schema, typeName), prev, 0);
}

/** A chain of `length` states, each a realistic successor of the previous one. */
export function chainArb(schema: Schema, typeName: string, length: number): fc.Arbitrary<unknown[]> {
  const step = (states: unknown[]): fc.Arbitrary<unknown[]> =>
    states.length >= length ? fc.constant(states) : nextArb(schema, typeName, states[states.length - 1]).chain((n) => step([...states, n]));
  return valueArb(schema, typeName).chain((s0) => step([s0]));
}

function clampInt(lo: number, hi: number): fc.Arbitrary<number> {
  const a = Math.max(lo, -(2 ** 31));
  const b = Math.min(hi, 2 ** 31 - 1);
  const parts: fc.Arbitrary<number>[] = [fc.constantFrom(lo, hi)];
  if (a <= b) parts.push(fc.integer({ min: a, max: b }), fc.integer({ min: Math.max(a, -300), max: Math.min(b, 300) }).filter((x) => x >= lo && x <= hi));
  if (hi - lo > 2 ** 32) parts.push(fc.maxSafeInteger().filter((x) => x >= lo && x <= hi));
  return fc.oneof(...parts);
}

class Gen {
  constructor(private schema: Schema) {}

  value(node: TypeNode, depth: number): fc.Arbitrary<unknown> {
    const deep = depth >= MAX_DEPTH;
    switch (node.kind) {
      case "bool":
        return fc.boolean();
      case "int":
        return clampInt(node.min, node.max);
      case "quant":
        return clampInt(Math.max(node.qmin, -1e9), Math.min(node.qmax, 1e9)).map((q) => dequantize(q, node.precision, node.scale));
      case "float32":
        return fc.float();
      case "float64":
        return fc.double();
      case "string":
        return fc.oneof(
          fc.constantFrom("", "p1", "a", "héllo", "日本語", "🎮 player", "__proto__"),
          fc.string({ maxLength: 30 }),
          fc.string({ unit: "grapheme", maxLength: 12 }),
          fc.string({ unit: "binary", maxLength: 8 }),
        );
      case "bytes":
        return fc.uint8Array({ maxLength: 24 });
      case "enum":
        return fc.constantFrom(...node.options);
      case "optional":
        return deep ? fc.constant(undefined) : fc.option(this.value(node.of, depth + 1), { nil: undefined });
      case "array":
        return deep ? fc.constant([]) : fc.array(this.value(node.of, depth + 1), { maxLength: 5 });
      case "map":
        return deep ? fc.constant(new Map()) : this.mapArb(node.key, node.value, depth);
      case "ref":
        return this.ref(node.name, depth);
    }
  }

  private mapArb(key: TypeNode, value: TypeNode, depth: number): fc.Arbitrary<Map<unknown, unknown>> {
    return fc
      .uniqueArray(fc.tuple(this.value(key, depth + 1), this.value(value, depth + 1)), { selector: (e) => e[0], maxLength: 5 })
      .map((entries) => new Map(entries));
  }

  private ref(name: string, depth: number): fc.Arbitrary<unknown> {
    const def = defOf(this.schema, name);
    if (def.kind === "object") {
      const rec: Record<string, fc.Arbitrary<unknown>> = {};
      for (const f of def.fields) rec[f.name] = this.value(f.type, depth + 1);
      return fc.record(rec);
    }
    if (def.kind === "union") {
      const variants = depth >= MAX_DEPTH ? [def.variants[def.defaultVariant]!] : def.variants;
      return fc.oneof(...variants.map((v) => this.ref(v, depth + 1).map((o) => ({ _type: v, ...(o as object) }))));
    }
    return this.value(def.target, depth);
  }

  next(node: TypeNode, prev: unknown, depth: number): fc.Arbitrary<unknown> {
    const fresh = this.value(node, depth);
    switch (node.kind) {
      case "int": {
        const p = prev as number;
        const nudged = fc.integer({ min: -40, max: 40 }).map((d) => Math.min(node.max, Math.max(node.min, p + d)));
        return fc.oneof({ arbitrary: fc.constant(p), weight: 3 }, { arbitrary: nudged, weight: 2 }, { arbitrary: fresh, weight: 1 });
      }
      case "quant": {
        const q = node.scale ? Math.round((prev as number) * node.scale) : Math.round((prev as number) / node.precision);
        const nudged = fc
          .integer({ min: -300, max: 300 })
          .map((d) => dequantize(Math.min(node.qmax, Math.max(node.qmin, q + d)), node.precision, node.scale));
        return fc.oneof({ arbitrary: fc.constant(prev), weight: 3 }, { arbitrary: nudged, weight: 2 }, { arbitrary: fresh, weight: 1 });
      }
      case "optional":
        if (prev === undefined) return fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fresh, weight: 1 });
        return fc.oneof({ arbitrary: this.next(node.of, prev, depth + 1), weight: 4 }, { arbitrary: fc.constant(undefined), weight: 1 });
      case "array": {
        const arr = prev as unknown[];
        const kept = arr.length === 0 ? fc.constant([] as unknown[]) : fc.tuple(...arr.map((e) => this.next(node.of, e, depth + 1)));
        // Cut, grown, kept at its length, a window that slid (the first `cut` dropped, new ones
        // appended), new elements in front (diffs with a shift, FORMAT.md §5), or an element
        // removed or new ones inserted at `cut` (a splice).
        return fc
          .tuple(kept, fc.nat({ max: arr.length }), fc.array(this.value(node.of, depth + 1), { maxLength: 3 }), fc.integer({ min: 0, max: 7 }))
          .map(([k, cut, extra, mode]) =>
            mode === 0
              ? k.slice(0, cut)
              : mode === 1
                ? [...k, ...extra]
                : mode === 4
                  ? [...k.slice(cut), ...extra]
                  : mode === 5
                    ? [...extra, ...k]
                    : mode === 6
                      ? [...k.slice(0, cut), ...k.slice(cut + 1)]
                      : mode === 7
                        ? [...k.slice(0, cut), ...extra, ...k.slice(cut)]
                        : k,
          );
      }
      case "map": {
        const m = prev as Map<unknown, unknown>;
        const entries = [...m];
        const fates = entries.map(([, v]) =>
          fc.oneof(
            { arbitrary: fc.constant({ keep: true, v }), weight: 4 },
            { arbitrary: this.next(node.value, v, depth + 1).map((nv) => ({ keep: true, v: nv })), weight: 3 },
            { arbitrary: fc.constant({ keep: false, v }), weight: 1 },
          ),
        );
        const added = fc.uniqueArray(fc.tuple(this.value(node.key, depth + 1), this.value(node.value, depth + 1)), { selector: (e) => e[0], maxLength: 3 });
        return fc.tuple(entries.length === 0 ? fc.constant([]) : fc.tuple(...fates), added, fc.integer({ min: 0, max: 9 })).map(([fs, add, shuffle]) => {
          const out = new Map<unknown, unknown>();
          (fs as { keep: boolean; v: unknown }[]).forEach((f, i) => {
            if (f.keep) out.set(entries[i]![0], f.v);
          });
          for (const [k, v] of add) if (!m.has(k)) out.set(k, v);
          if (shuffle === 0 && out.size > 1) return new Map([...out].reverse());
          return out;
        });
      }
      case "ref": {
        const def = defOf(this.schema, node.name);
        if (def.kind === "object") {
          const rec: Record<string, fc.Arbitrary<unknown>> = {};
          const o = prev as Record<string, unknown>;
          for (const f of def.fields) rec[f.name] = this.next(f.type, o[f.name], depth + 1);
          const typed = (o as { _type?: string })._type;
          return fc.record(rec).map((r) => (typed ? { _type: typed, ...r } : r));
        }
        if (def.kind === "union") {
          const t = (prev as { _type: string })._type;
          const same = this.next({ kind: "ref", name: t }, prev, depth);
          return fc.oneof({ arbitrary: same, weight: 4 }, { arbitrary: fresh, weight: 1 });
        }
        return this.next(def.target, prev, depth);
      }
      default:
        return fc.oneof({ arbitrary: fc.constant(prev), weight: 3 }, { arbitrary: fresh, weight: 1 });
    }
  }
}
