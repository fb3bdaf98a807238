import type { TypeFunctions } from "../runtime/codec.js";
import type { Schema } from "../schema/ir.js";
export function walkTypes(_schema: Schema, _name: string): TypeFunctions<unknown> {
  throw new Error("walker: todo");
}
