import type { Schema } from "../schema/ir.js";
export interface GenerateOptions { schemaFile?: string }
export function generate(_schema: Schema, _o: GenerateOptions = {}): string {
  throw new Error("todo");
}
