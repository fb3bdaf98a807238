/**
 * Rewrites the computed fields of vectors.json (hex, diffHex, fingerprint, decoded) from the
 * current implementation. Only for an intentional change of the wire format, run by hand:
 *
 *   npx tsx typescript/test/golden/regenerate.ts
 *
 * then review the diff of vectors.json, and update docs/FORMAT.md (its worked examples are
 * among the vectors). golden.test.ts never calls this.
 */
import { createCodec } from "../../interpreter/create.js";
import { parseSchema } from "../../schema/parse.js";
import { isDiffCase, loadVectors, saveVectors, toHex, VECTORS_PATH, type GoldenCase } from "./vectors.js";

const cases: GoldenCase[] = loadVectors();
const names = new Set<string>();
const changes: string[] = [];
const warnings: string[] = [];

function set(c: GoldenCase, key: string, value: unknown): void {
  const rec = c as unknown as Record<string, unknown>;
  if (value === undefined) {
    if (key in rec) {
      delete rec[key];
      changes.push(`${c.name}: ${key} removed`);
    }
    return;
  }
  const before = JSON.stringify(rec[key]);
  const after = JSON.stringify(value);
  if (before !== after) changes.push(`${c.name}: ${key} ${before ?? "(none)"} -> ${after}`);
  rec[key] = value;
}

for (const c of cases) {
  if (names.has(c.name)) throw new Error(`duplicate case name ${c.name}`);
  names.add(c.name);
  const codec = createCodec<unknown>(parseSchema(c.schema), c.type, { mode: "compile" });
  set(c, "fingerprint", codec.fingerprint);
  if (isDiffCase(c)) {
    const prev = codec.fromJson(c.prev);
    const next = codec.fromJson(c.next);
    const diff = codec.encodeDiff(prev, next);
    set(c, "diffHex", toHex(diff));
    const got = codec.decodeDiff(prev, diff);
    if (!codec.equals(got, next) || JSON.stringify(codec.toJson(got)) !== JSON.stringify(codec.toJson(next)))
      warnings.push(`${c.name}: decodeDiff does not give next exactly (use lossless values in diff cases)`);
  } else {
    const value = codec.fromJson(c.value);
    const bytes = codec.encode(value);
    set(c, "hex", toHex(bytes));
    const decoded = codec.toJson(codec.decode(bytes));
    const same = JSON.stringify(decoded) === JSON.stringify(codec.toJson(value));
    set(c, "decoded", same ? undefined : decoded);
  }
}

saveVectors(cases);
console.log(`${cases.length} cases written to ${VECTORS_PATH}`);
for (const line of changes) console.log("  " + line);
for (const line of warnings) console.warn("warning: " + line);
