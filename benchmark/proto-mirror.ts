/**
 * A Protocol Buffers mirror of a tickpack schema, for benchmarking a schema that comes without a
 * hand-written `schemas/NAME.proto`. It follows the mapping rules of the sample `.proto` files
 * and, like them, keeps tickpack's field and type names (load with protobufjs `keepCase`):
 *
 * - object → message; union → message with `oneof value { Variant Variant = n; }`, so the JSON
 *   form `{ "Variant": { … } }` is also the protobufjs object form;
 * - boolean, string, bytes, double → the same; float and quantized float → float;
 * - int and uint by their bounds: uint32 / sint32 where every value fits 32 bits, else
 *   uint64 / sint64 (values up to 2^53 − 1);
 * - enum → a proto enum when every option is an identifier protobufjs takes (the first is 0),
 *   else a string;
 * - `T?` → `optional T`; `T[]` → repeated; `<K, V>` → map;
 * - what proto3 cannot say directly (an array of arrays, of optionals or of maps, a map whose
 *   values are arrays, maps or optionals, an optional array or map, a recursive alias) goes
 *   through a wrapper message `_Wn { … value = 1; }`. An optional array or map becomes a plain
 *   repeated or map field, absent reading as empty.
 *
 * `toProto` turns a JSON-form state into the object protobufjs `fromObject` expects (it only
 * differs where wrappers were added). The mirror is for timing and sizes, as the samples' are:
 * what proto3 drops (defaults, empty fields) is dropped here too.
 */
import type { Schema, TypeNode } from "tickpack";

type Def = Schema["types"] extends Map<string, infer D> ? D : never;
type Conv = (json: unknown) => unknown;

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Enum value names protobufjs cannot take: `reserved` does not parse, and `option` and
 * `__proto__` are silently read as the default value. Such an enum goes as a string.
 */
const PB_UNSAFE_OPTIONS = new Set(["reserved", "option", "__proto__"]);
const identity: Conv = (x) => x;

export interface ProtoMirror {
  /** The .proto text (package `tickpack.mirror`). */
  proto: string;
  /** The root message's full name. */
  root: string;
  /** JSON form → protobufjs object form. */
  toProto: Conv;
  /** Where the mirror departs from a plain mapping, for the benchmark's warnings. */
  notes: string[];
}

/** Throws an Error naming the reason when the schema's names cannot be proto names. */
export function protoMirror(schema: Schema, rootName: string): ProtoMirror {
  return new Mirror(schema).build(rootName);
}

class Mirror {
  private out: string[] = [];
  private done = new Set<string>();
  private wrappers = 0;
  /** Converters of named types, filled in once built (recursion goes through these cells). */
  private convs = new Map<string, Conv>();
  private notes: string[] = [];

  constructor(private schema: Schema) {}

  build(rootName: string): ProtoMirror {
    const def = this.def(rootName);
    let toProto: Conv;
    if (def.kind === "object" || def.kind === "union") {
      this.named(rootName);
      toProto = this.convOf(rootName);
    } else {
      // A root that is not a message (an enum or an alias): a wrapper around it.
      const node: TypeNode = def.kind === "enum" ? def.node : def.kind === "alias" && !def.recursive ? def.target : { kind: "ref", name: rootName };
      const w = this.wrapper(node);
      rootName = w.name;
      toProto = w.conv;
    }
    return { proto: `syntax = "proto3";\n\npackage tickpack.mirror;\n\n${this.out.join("\n\n")}\n`, root: `tickpack.mirror.${rootName}`, toProto, notes: this.notes };
  }

  private def(name: string): Def {
    const d = this.schema.types.get(name);
    if (!d) throw new Error(`no type ${name}`);
    return d;
  }

  private convOf(name: string): Conv {
    return (j) => this.convs.get(name)!(j);
  }

  /** Emits the message for a named object, union or recursive alias (once). */
  private named(name: string): void {
    if (this.done.has(name)) return;
    this.done.add(name);
    if (!IDENT.test(name)) throw new Error(`type name ${name} is not a proto identifier`);
    const def = this.def(name);
    if (def.kind === "object") {
      const lines: string[] = [];
      const convs: [string, Conv][] = [];
      def.fields.forEach((f, i) => {
        if (!IDENT.test(f.name)) throw new Error(`field name ${name}.${f.name} is not a proto identifier`);
        const { decl, conv } = this.field(f.type);
        lines.push(`  ${decl} ${f.name} = ${i + 1};`);
        if (conv !== identity) convs.push([f.name, conv]);
      });
      this.out.push(`message ${name} {\n${lines.join("\n")}\n}`);
      this.convs.set(name, (j) => {
        if (convs.length === 0 || typeof j !== "object" || j === null) return j;
        const o: Record<string, unknown> = { ...(j as Record<string, unknown>) };
        for (const [k, c] of convs) if (o[k] !== undefined && o[k] !== null) o[k] = c(o[k]);
        return o;
      });
    } else if (def.kind === "union") {
      const lines = def.variants.map((v, i) => {
        this.named(v);
        return `    ${v} ${v} = ${i + 1};`;
      });
      this.out.push(`message ${name} {\n  oneof value {\n${lines.join("\n")}\n  }\n}`);
      this.convs.set(name, (j) => {
        if (typeof j !== "object" || j === null) return j;
        const o: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(j)) o[k] = this.convs.has(k) ? this.convOf(k)(v) : v;
        return o;
      });
    } else if (def.kind === "alias") {
      // A recursive alias: a message around its target.
      this.convs.set(name, this.valueMessage(name, def.target));
    }
  }

  /** A wrapper message holding `node` as its field `value`. */
  private wrapper(node: TypeNode): { name: string; conv: Conv } {
    const name = `_W${++this.wrappers}`;
    return { name, conv: this.valueMessage(name, node) };
  }

  /** Emits `message name { … value = 1; }` holding `node`; returns the converter into it. */
  private valueMessage(name: string, node: TypeNode): Conv {
    const { decl, conv } = this.field(node);
    this.out.push(`message ${name} {\n  ${decl} value = 1;\n}`);
    return (j) => (j === null || j === undefined ? {} : { value: conv(j) });
  }

  /** A field of type `node`: its declaration prefix (`repeated X`, `map<K, V>`, …) and converter. */
  private field(node: TypeNode): { decl: string; conv: Conv } {
    switch (node.kind) {
      case "optional": {
        const of = node.of;
        if (of.kind === "array" || of.kind === "map") return this.field(of); // absent reads as empty
        const s = this.single(of);
        return { decl: `optional ${s.type}`, conv: s.conv };
      }
      case "array": {
        const s = this.single(node.of);
        return { decl: `repeated ${s.type}`, conv: s.conv === identity ? identity : (j) => (Array.isArray(j) ? j.map((x) => s.conv(x)) : j) };
      }
      case "map": {
        const k = this.scalar(node.key);
        const v = this.single(node.value);
        const conv: Conv =
          v.conv === identity
            ? identity
            : (j) => {
                if (typeof j !== "object" || j === null) return j;
                const o: Record<string, unknown> = {};
                for (const [key, x] of Object.entries(j)) o[key] = v.conv(x);
                return o;
              };
        return { decl: `map<${k}, ${v.type}>`, conv };
      }
      default: {
        const s = this.single(node);
        return { decl: s.type, conv: s.conv };
      }
    }
  }

  /** A type that can stand as one value (an element, a map value): wrapped if it cannot. */
  private single(node: TypeNode): { type: string; conv: Conv } {
    if (node.kind === "optional" || node.kind === "array" || node.kind === "map") {
      const w = this.wrapper(node);
      return { type: w.name, conv: w.conv };
    }
    if (node.kind === "ref") {
      this.named(node.name);
      return { type: node.name, conv: this.convOf(node.name) };
    }
    if (node.kind === "enum") {
      const odd = node.options.find((o) => !IDENT.test(o) || PB_UNSAFE_OPTIONS.has(o));
      if (!IDENT.test(node.name) || odd !== undefined) {
        const why = odd === undefined ? "its name is not a proto identifier" : `option ${JSON.stringify(odd)} is not an enum value name protobufjs takes`;
        const note = `enum ${node.name} goes as a string (${why})`;
        if (!this.notes.includes(note)) this.notes.push(note);
        return { type: "string", conv: identity };
      }
      if (!this.done.has(node.name)) {
        this.done.add(node.name);
        this.out.push(`enum ${node.name} {\n${node.options.map((o, i) => `  ${o} = ${i};`).join("\n")}\n}`);
      }
      return { type: node.name, conv: identity };
    }
    return { type: this.scalar(node), conv: identity };
  }

  private scalar(node: TypeNode): string {
    switch (node.kind) {
      case "bool":
        return "bool";
      case "string":
        return "string";
      case "bytes":
        return "bytes";
      case "float64":
        return "double";
      case "float32":
      case "quant":
        return "float";
      case "int":
        if (node.min >= 0) return node.max <= 0xffffffff ? "uint32" : "uint64";
        return node.min >= -(2 ** 31) && node.max < 2 ** 31 ? "sint32" : "sint64";
      default:
        throw new Error(`not a scalar: ${node.kind}`);
    }
  }
}
