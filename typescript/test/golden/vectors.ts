/**
 * The golden vectors (vectors.json beside this file): shared by golden.test.ts, which checks the
 * implementation against them, and regenerate.ts, which rewrites their hex fields (only ever run
 * by hand, for an intentional change of the wire format).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A snapshot: `encode(fromJson(value))` is `hex`; decoding `hex` gives `decoded` (JSON form) when present, else `value`. */
export interface SnapshotCase {
  name: string;
  /** YAML schema text. */
  schema: string;
  /** The root type. */
  type: string;
  /** The value in JSON form. */
  value: unknown;
  /** Only for lossy values (float32 rounding, quantization): the JSON form of what `hex` decodes to. */
  decoded?: unknown;
  hex: string;
  /** The root type's fingerprint (docs/FORMAT.md §7). */
  fingerprint: string;
}

/** A diff: `encodeDiff(fromJson(prev), fromJson(next))` is `diffHex`; `decodeDiff(prev, diffHex)` is `next`. */
export interface DiffCase {
  name: string;
  schema: string;
  type: string;
  prev: unknown;
  next: unknown;
  diffHex: string;
  fingerprint: string;
}

export type GoldenCase = SnapshotCase | DiffCase;

export function isDiffCase(c: GoldenCase): c is DiffCase {
  return "diffHex" in c;
}

export const VECTORS_PATH = fileURLToPath(new URL("./vectors.json", import.meta.url));

export function loadVectors(): GoldenCase[] {
  return JSON.parse(readFileSync(VECTORS_PATH, "utf8")) as GoldenCase[];
}

export function toHex(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += b.toString(16).padStart(2, "0");
  return s;
}

export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) throw new Error(`bad hex ${JSON.stringify(hex)}`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const KEY_ORDER = ["name", "schema", "type", "value", "decoded", "prev", "next", "hex", "diffHex", "fingerprint"];

/** One case per block, one key per line, values as compact JSON (readable, and diffs stay small). */
export function formatVectors(cases: GoldenCase[]): string {
  const blocks = cases.map((c) => {
    const rec = c as unknown as Record<string, unknown>;
    const keys = [...KEY_ORDER.filter((k) => k in rec), ...Object.keys(rec).filter((k) => !KEY_ORDER.includes(k))];
    return "  {\n" + keys.map((k) => `    ${JSON.stringify(k)}: ${JSON.stringify(rec[k])}`).join(",\n") + "\n  }";
  });
  return "[\n" + blocks.join(",\n") + "\n]\n";
}

export function saveVectors(cases: GoldenCase[]): void {
  writeFileSync(VECTORS_PATH, formatVectors(cases));
}
