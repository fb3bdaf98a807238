/** `createCodec`: a codec built from a parsed schema at run time. */
import { makeCodec, type Codec, type TypeFunctions } from "../runtime/codec.js";
import { checkType, type Schema } from "../schema/ir.js";
import { canCompile, compileTypes } from "./compile.js";
import { walkTypes } from "./walk.js";

export interface CreateCodecOptions {
  /**
   * "compile" (default where allowed): specialized JavaScript via `new Function`.
   * "walk": the eval-free schema walker (same bytes, slower); chosen automatically
   * where `new Function` is forbidden.
   */
  mode?: "compile" | "walk";
}

const cache = new WeakMap<Schema, Map<string, Codec<unknown>>>();

export function createCodec<T = unknown>(schema: Schema, typeName: string, options?: CreateCodecOptions | null): Codec<T> {
  checkType("createCodec", schema, typeName);
  const asked = options?.mode;
  if (asked !== undefined && asked !== "compile" && asked !== "walk") {
    throw new TypeError(`createCodec: mode must be "compile" or "walk", got ${typeof asked === "string" ? JSON.stringify(asked) : String(asked)}`);
  }
  const mode = asked ?? (canCompile() ? "compile" : "walk");
  const key = `${mode}:${typeName}`;
  let perSchema = cache.get(schema);
  if (!perSchema) cache.set(schema, (perSchema = new Map()));
  const known = perSchema.get(key);
  if (known) return known as Codec<T>;
  const fns: TypeFunctions<unknown> = mode === "walk" ? walkTypes(schema, typeName) : compileTypes(schema, [typeName])[typeName]!;
  const codec = makeCodec(fns);
  perSchema.set(key, codec);
  return codec as Codec<T>;
}
