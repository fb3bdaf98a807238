/**
 * npm run size
 *
 * Minified + gzip size of what a browser client ships for the game-state schema: the generated
 * codec (schemas/game-state.ts, export GameState) and the runtime (tickpack/runtime), bundled
 * with esbuild (ESM, browser, minified, tree-shaken). The schema parser must not be in it.
 * Exit code 1 if the gzip size is over the budget or the bundle pulls in the parser.
 */
import { gzipSync } from "node:zlib";
import { join, relative } from "node:path";
import * as esbuild from "esbuild";
import { rootDir, tickpackAlias } from "./build.js";

// The generated module is most of it (ten specialized functions a type, 57 KB of the 87 KB
// minified at 0709254): the budget guards against growth, with room for a few per cent. Set
// at 24 KB for 21.2 KB (bc31bec); the diffs' gathered change bits and the decoders' inline bit
// reads, taken for their speed, brought it to 27.2 KB (daae154) and 28.9 KB (038eb5e), over
// the budget unnoticed (npm run size is not among the test commands): 31 KB for 29.1 KB. At
// 31 719 bytes, Node's Buffer.compare for bytes values (values.ts bytesEqual: ScreenShare's
// encodeDiff in half the time) took 33 more: 32 KB. At 32 407, packed arrays' diffs written in
// one pass (wire.ts writeNumberArrayDiff: arrays whose every element moved in 0.7-0.86 of the
// time) took about 530 more: 33 KB.
const BUDGET = 33 * 1024;

const result = await esbuild.build({
  stdin: {
    contents: `export { GameState } from "./schemas/game-state.ts";\n`,
    resolveDir: rootDir,
    sourcefile: "size-entry.ts",
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  treeShaking: true,
  write: false,
  metafile: true,
  alias: tickpackAlias,
  tsconfig: join(rootDir, "tsconfig.json"),
  logLevel: "silent",
});

const code = result.outputFiles[0]!.contents;
const gz = gzipSync(code, { level: 9 }).length;
const output = Object.values(result.metafile.outputs)[0]!;
const inputs = Object.entries(output.inputs)
  .map(([file, info]) => ({ file: relative(rootDir, join(rootDir, file)), bytes: info.bytesInOutput }))
  .filter((x) => x.bytes > 0)
  .sort((a, b) => b.bytes - a.bytes);

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
console.log("GameState codec (schemas/game-state.ts) + tickpack/runtime, esbuild --bundle --minify, ESM, browser");
console.log(`  minified: ${code.length} bytes (${kb(code.length)})`);
console.log(`  gzip -9:  ${gz} bytes (${kb(gz)})  budget ${kb(BUDGET)}: ${gz <= BUDGET ? "OK" : "OVER"}`);
console.log("  minified bytes by input:");
for (const x of inputs) console.log(`    ${String(x.bytes).padStart(7)}  ${x.file}`);

const parser = inputs.filter((x) => /typescript\/(schema|interpreter|codegen|emit)\/|node_modules\/yaml\//.test(x.file));
if (parser.length > 0) console.log(`  ERROR: the bundle contains parser/interpreter code: ${parser.map((x) => x.file).join(", ")}`);
process.exitCode = gz <= BUDGET && parser.length === 0 ? 0 : 1;
