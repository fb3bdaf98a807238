/**
 * What the CLI says about a schema: how a type reads, what it costs on the wire, which types
 * reference which (to pick the root type when --type is not given).
 */
import { parse as parseYaml } from "yaml";
import { namesIn, type Def, type Schema, type TypeNode } from "../schema/ir.js";

/** A type as it reads in a schema: `uint(max=1000)`, `Vec2[]`, `<string, Player>`, `string?`. */
export function typeLabel(node: TypeNode): string {
  switch (node.kind) {
    case "bool":
      return "boolean";
    case "int":
    case "quant":
      return node.label;
    case "float32":
      return "float";
    case "float64":
      return "double";
    case "string":
    case "bytes":
      return node.kind;
    case "enum":
    case "ref":
      return node.name;
    case "optional":
      return `${typeLabel(node.of)}?`;
    case "array":
      return `${typeLabel(node.of)}[]`;
    case "map":
      return `<${typeLabel(node.key)}, ${typeLabel(node.value)}>`;
  }
}

function bits(n: number): string {
  return n === 1 ? "1 bit" : `${n} bits`;
}

/** How a node is laid out on the wire, in a few words. */
export function wireLabel(schema: Schema, node: TypeNode): string {
  switch (node.kind) {
    case "bool":
      return "1 bit";
    case "int":
    case "quant":
      if (node.bits === 0) return "0 bits (constant)";
      if (node.bits > 0) return bits(node.bits);
      return node.kind === "quant" || node.signed ? "zigzag varint" : "varint";
    case "float32":
      return "4 bytes";
    case "float64":
      return "8 bytes";
    case "string":
      return "varint + UTF-8 (or table ref)";
    case "bytes":
      return "varint length + bytes";
    case "enum":
      return node.bits === 0 ? "0 bits (one option)" : bits(node.bits);
    case "optional":
      return `1 bit + ${wireLabel(schema, node.of)}`;
    case "array":
      return "varint length + items";
    case "map":
      return "varint size + entries";
    case "ref": {
      const def = schema.types.get(node.name);
      return def ? def.kind : "?";
    }
  }
}

/**
 * The names each type refers to. Non-recursive aliases are inlined in the IR, so the type
 * expressions of the YAML text are scanned too (an alias used only by name would otherwise
 * look unreferenced).
 */
export function references(schema: Schema, yamlText: string): Map<string, Set<string>> {
  let raw: unknown;
  try {
    raw = parseYaml(yamlText);
  } catch {
    raw = undefined;
  }
  const doc = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const scan = (text: string, out: Set<string>) => {
    for (const m of text.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) if (schema.types.has(m[0])) out.add(m[0]);
  };
  const result = new Map<string, Set<string>>();
  for (const [name, def] of schema.types) {
    const out = new Set<string>();
    defRefs(def, out);
    const src = Object.hasOwn(doc, name) ? doc[name] : undefined;
    if (def.kind === "object" && src !== null && typeof src === "object" && !Array.isArray(src)) {
      for (const v of Object.values(src)) if (typeof v === "string") scan(v, out);
    } else if (def.kind === "alias" && typeof src === "string") scan(src, out);
    out.delete(name);
    result.set(name, out);
  }
  return result;
}

function defRefs(def: Def, out: Set<string>): void {
  if (def.kind === "object") for (const f of def.fields) namesIn(f.type, out);
  else if (def.kind === "union") for (const v of def.variants) out.add(v);
  else if (def.kind === "alias") namesIn(def.target, out);
}

/** Types no other type refers to: the candidates for the root type. */
export function rootCandidates(schema: Schema, yamlText: string): string[] {
  const refs = references(schema, yamlText);
  const referenced = new Set<string>();
  for (const set of refs.values()) for (const n of set) referenced.add(n);
  return [...schema.types.keys()].filter((n) => !referenced.has(n));
}
