/**
 * Regenerates schemas/NAME.ts from every schemas/NAME.yml (`npm run gen:samples`), exactly as
 * `tickpack generate schemas/NAME.yml -o schemas/NAME.ts` run from the repository root would.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generate } from "../codegen/generate.js";
import { SchemaError } from "../runtime/errors.js";
import { parseSchema } from "../schema/parse.js";

const dir = fileURLToPath(new URL("../../schemas/", import.meta.url));
let failed = false;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".yml")).sort()) {
  const name = file.slice(0, -4);
  const rel = `schemas/${file}`;
  let code: string;
  try {
    code = generate(parseSchema(readFileSync(dir + file, "utf8")), { schemaFile: rel, outputFile: `schemas/${name}.ts` });
  } catch (e) {
    if (!(e instanceof SchemaError)) throw e;
    process.stderr.write(`gen-samples: ${rel}:${e.line}:${e.column}: ${e.message.replace(/ \(at \d+:\d+\)$/, "")}\n`);
    failed = true;
    continue;
  }
  const out = `${dir}${name}.ts`;
  let old: string | undefined;
  try {
    old = readFileSync(out, "utf8");
  } catch {
    old = undefined;
  }
  if (old === code) {
    process.stdout.write(`schemas/${name}.ts: unchanged\n`);
  } else {
    writeFileSync(out, code);
    process.stdout.write(`schemas/${name}.ts: ${old === undefined ? "created" : "updated"}\n`);
  }
}
if (failed) process.exitCode = 1;
