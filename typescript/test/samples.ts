/** The sample schemas of schemas/, with their states, and a codec per back end. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import type { Schema } from "../schema/ir.js";
import { parseSchema } from "../schema/parse.js";

export const SCHEMAS_DIR = fileURLToPath(new URL("../../schemas/", import.meta.url));

export interface Sample {
  /** File stem, e.g. "game-state". */
  name: string;
  yaml: string;
  schema: Schema;
  /** Root type name. */
  type: string;
  /** States in JSON form. */
  json: unknown[];
}

export function loadSamples(): Sample[] {
  return readdirSync(SCHEMAS_DIR)
    .filter((f) => f.endsWith(".yml"))
    .sort()
    .map((f) => {
      const name = f.slice(0, -4);
      const yaml = readFileSync(SCHEMAS_DIR + f, "utf8");
      const { type, states } = JSON.parse(readFileSync(`${SCHEMAS_DIR}${name}.states.json`, "utf8")) as { type: string; states: unknown[] };
      return { name, yaml, schema: parseSchema(yaml), type, json: states };
    });
}

export type Backend = "compile" | "walk" | "generated";
export const BACKENDS: Backend[] = ["compile", "walk", "generated"];

/** The codec of a sample's root type in one back end (generated: the committed schemas/NAME.ts). */
export async function codecFor(sample: Sample, backend: Backend, type = sample.type): Promise<Codec<unknown>> {
  if (backend === "generated") {
    const mod = (await import(`${SCHEMAS_DIR}${sample.name}.ts`)) as Record<string, Codec<unknown>>;
    return mod[type]!;
  }
  return createCodec(sample.schema, type, { mode: backend });
}

export function hex(b: Uint8Array): string {
  return Buffer.from(b).toString("hex");
}

/** What f throws (undefined if it returns). */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}
