/**
 * A type's wire shape as canonical text, and its fingerprint: the 64-bit FNV-1a hash of that
 * text. Field names and order, types and bounds, enum options and union variants are in the
 * shape; names of object types and aliases are not (renaming a type does not change a byte).
 */
import { checkType, defOf, rootNode, type Schema, type TypeNode } from "./ir.js";

export function wireShape(schema: Schema, name: string): string {
  checkType("wireShape", schema, name);
  return shapeOf(schema, name);
}

function shapeOf(schema: Schema, name: string): string {
  const seen = new Map<string, number>();
  const walk = (node: TypeNode): string => {
    switch (node.kind) {
      case "bool":
        return "bool";
      case "int":
        return `int(${node.min},${node.max})`;
      case "quant":
        return `quant(${node.precision},${node.scale},${node.qmin},${node.qmax})`;
      case "float32":
        return "float32";
      case "float64":
        return "float64";
      case "string":
        return "string";
      case "bytes":
        return "bytes";
      case "enum":
        return `enum${JSON.stringify(node.options)}`;
      case "optional":
        return `optional(${walk(node.of)})`;
      case "array":
        return `array(${walk(node.of)})`;
      case "map":
        return `map(${walk(node.key)},${walk(node.value)})`;
      case "ref": {
        const back = seen.get(node.name);
        if (back !== undefined) return `#${back}`;
        seen.set(node.name, seen.size);
        const def = defOf(schema, node.name);
        if (def.kind === "object") return `object{${def.fields.map((f) => `${JSON.stringify(f.name)}:${walk(f.type)}`).join(",")}}`;
        if (def.kind === "union") return `union{${def.variants.map((v) => `${JSON.stringify(v)}:${walk({ kind: "ref", name: v })}`).join(",")}}`;
        return walk(def.target);
      }
    }
  };
  return walk(rootNode(schema, name));
}

/** FNV-1a, 64 bits, over the UTF-8 of the wire shape; 16 hex digits. */
export function fingerprint(schema: Schema, name: string): string {
  checkType("fingerprint", schema, name);
  const bytes = new TextEncoder().encode(`tickpack/2 ${shapeOf(schema, name)}`);
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
  return h.toString(16).padStart(16, "0");
}
