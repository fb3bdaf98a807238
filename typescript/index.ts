/**
 * tickpack: schema-driven, bit-packed binary codec with delta compression.
 *
 *   const schema = parseSchema(yamlText);
 *   const Game = createCodec<GameState>(schema, "GameState");
 *   const bytes = Game.encode(state);
 */
export { parseSchema } from "./schema/parse.js";
export { fingerprint, wireShape } from "./schema/fingerprint.js";
export type { Schema, TypeNode, Def } from "./schema/ir.js";
export { createCodec, type CreateCodecOptions } from "./interpreter/create.js";
export { generate, type GenerateOptions } from "./codegen/generate.js";
export { SchemaError, ValidationError, DecodeError } from "./runtime/errors.js";
export type { Codec, DecodeOptions } from "./runtime/codec.js";
export { VERSION } from "./version.js";
