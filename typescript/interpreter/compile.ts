/**
 * The interpreter's fast path: the emitter's JavaScript, compiled at run time with
 * `new Function`. Where that is forbidden (a Content-Security-Policy without 'unsafe-eval'),
 * `canCompile()` is false and createCodec falls back to the schema walker.
 */
import { emit } from "../emit/emit.js";
import * as runtime from "../runtime/index.js";
import type { TypeFunctions } from "../runtime/codec.js";
import type { Schema } from "../schema/ir.js";

let compileAllowed: boolean | undefined;

/** Whether `new Function` works here. */
export function canCompile(): boolean {
  if (compileAllowed === undefined) {
    try {
      compileAllowed = new Function("return 1")() === 1;
    } catch {
      compileAllowed = false;
    }
  }
  return compileAllowed;
}

/** The JavaScript source the interpreter compiles for `roots` (also handy for debugging). */
export function compiledSource(schema: Schema, roots: string[]): string {
  const out = emit(schema, { ts: false, roots });
  const table = out.roots.map((r) => `  ${JSON.stringify(r.name)}: ${r.functions},`).join("\n");
  return `"use strict";\n${out.code}\nreturn {\n${table}\n};\n`;
}

/** Compiles the specialized functions of `roots`. */
export function compileTypes(schema: Schema, roots: string[]): Record<string, TypeFunctions<unknown>> {
  const factory = new Function("rt", compiledSource(schema, roots)) as (rt: typeof runtime) => Record<string, TypeFunctions<unknown>>;
  // A plain copy: faster property loads than a module namespace, and no getters in the hot path.
  return factory({ ...runtime });
}
