/**
 * Node driver of the benchmark suite (benchmark/suite.ts).
 *
 *   npm run bench [filters...] [-- --interpreter] [-- --quick] [-- --json FILE]
 *
 * filters: case-insensitive substrings of a schema's file name or root type name.
 * Markdown goes to stdout, the progress line and diagnostics to stderr.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { deflateRawSync } from "node:zlib";
import {
  buildSections,
  filterSchemas,
  orderSchemaFiles,
  runSuite,
  shapeProblem,
  toBenchJson,
  toMarkdown,
  type Mode,
  type SchemaSource,
  type StatesFile,
} from "./suite.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const schemasDir = join(root, "schemas");

function usage(): string {
  return [
    "usage: npm run bench -- [filters...] [--interpreter] [--quick] [--median] [--views] [--json FILE]",
    "  filters        case-insensitive substrings of the schema file or root type name (any may match)",
    "  --interpreter  tickpack createCodec() + runtime-parsed .proto instead of generated code",
    "  --quick        short, rough run",
    "  --json FILE    also write the results as JSON",
    "  --median       ops/s from the median sample instead of the mean (steadier on a busy machine)",
    "  --views        tickpack decodes with { views: true }: bytes values as views into the input, not copies",
  ].join("\n");
}

interface Args {
  filters: string[];
  mode: Mode;
  quick: boolean;
  json: string | undefined;
  median: boolean;
  views: boolean;
}

function parseArgs(argv: string[]): Args {
  const env = process.env;
  // `npm run bench --quick` (without `--`) hands the flag to npm, which exports it as npm_config_*.
  const args: Args = {
    filters: [],
    mode: env.npm_config_interpreter === "true" ? "interpreter" : "codegen",
    quick: env.npm_config_quick === "true",
    json: undefined,
    median: env.npm_config_median === "true",
    views: env.npm_config_views === "true",
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--interpreter") args.mode = "interpreter";
    else if (a === "--codegen") args.mode = "codegen";
    else if (a === "--quick") args.quick = true;
    else if (a === "--median") args.median = true;
    else if (a === "--views") args.views = true;
    else if (a === "--json") {
      const f = argv[++i];
      if (!f) throw new Error("--json needs a file name");
      args.json = f;
    } else if (a.startsWith("--json=")) args.json = a.slice("--json=".length);
    else if (a === "-h" || a === "--help") {
      console.log(usage());
      process.exit(0);
    } else if (a.startsWith("-")) throw new Error(`unknown option ${a}\n${usage()}`);
    else args.filters.push(...a.split(","));
  }
  return args;
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }

  const files = orderSchemaFiles(
    readdirSync(schemasDir)
      .filter((f) => f.endsWith(".yml"))
      .map((f) => f.slice(0, -".yml".length)),
  );
  // A schema's states file is read when the schema may be selected; one that is missing or does
  // not parse is reported by name (and fails the run only when that schema is selected).
  let broken = 0;
  const available: { file: string; type: string; states: StatesFile | undefined; problem: string | undefined }[] = files.map((file) => {
    const path = join(schemasDir, `${file}.states.json`);
    if (!existsSync(path)) return { file, type: "", states: undefined, problem: `schemas/${file}.yml has no ${file}.states.json` };
    try {
      const states = JSON.parse(readFileSync(path, "utf8")) as StatesFile;
      const problem = shapeProblem(states);
      if (problem) return { file, type: "", states: undefined, problem: `schemas/${file}.states.json: ${problem}` };
      return { file, type: states.type, states, problem: undefined };
    } catch (e) {
      return { file, type: "", states: undefined, problem: `schemas/${file}.states.json: ${(e as Error).message}` };
    }
  });
  const selected = filterSchemas(available, args.filters).filter((s) => {
    if (s.problem === undefined) return true;
    // Files named by a filter are errors; others met in a run of everything are skipped with a warning.
    if (args.filters.length > 0) {
      console.error(`error: ${s.problem}`);
      broken++;
    } else console.error(`warning: ${s.problem}; skipped`);
    return false;
  });
  if (selected.length === 0) {
    if (broken > 0) return 1;
    console.error(`No schema matches ${args.filters.map((f) => JSON.stringify(f)).join(", ")}. Available:`);
    for (const s of available) console.error(`  ${s.type || "?"} (schemas/${s.file}.yml)`);
    return 1;
  }

  const sources: SchemaSource[] = [];
  for (const s of selected) {
    // Only the YAML and the states are required: a schema without a .proto is measured without
    // Protobuf, one without static protobuf code through protobufjs reflection, and one without
    // a generated module through createCodec (see runSuite).
    const at = (ext: string) => join(schemasDir, `${s.file}${ext}`);
    let pbStatic: unknown;
    let generated: Record<string, unknown> | undefined;
    try {
      if (existsSync(at(".pb.js"))) pbStatic = await import(pathToFileURL(at(".pb.js")).href);
    } catch (e) {
      // As if it were missing: Protobuf through reflection on the .proto.
      console.error(`warning: schemas/${s.file}.pb.js could not be loaded (${(e as Error).message}); Protobuf measured through reflection on the .proto`);
    }
    if (existsSync(at(".ts")))
      try {
        generated = (await import(pathToFileURL(at(".ts")).href)) as Record<string, unknown>;
      } catch (e) {
        if (args.mode === "codegen") {
          console.error(`error: schemas/${s.file}.ts could not be loaded (${(e as Error).message}); ${s.file} not measured (regenerate it: npx tickpack generate schemas/${s.file}.yml -o schemas/${s.file}.ts)`);
          broken++;
          continue;
        }
        console.error(`note: schemas/${s.file}.ts could not be loaded (${(e as Error).message}); no codegen/interpreter cross-check`);
      }
    sources.push({
      file: s.file,
      yaml: readFileSync(at(".yml"), "utf8"),
      states: s.states!,
      proto: existsSync(at(".proto")) ? readFileSync(at(".proto"), "utf8") : undefined,
      pbStatic,
      generated,
    });
  }

  const tty = process.stderr.isTTY;
  let lastLen = 0;
  let lastPrint = 0;
  const t0 = performance.now();
  const report = await runSuite(sources, {
    mode: args.mode,
    quick: args.quick,
    runtime: process.version,
    sampleMs: args.quick ? 0.05 : 0.1,
    stat: args.median ? "median" : "mean",
    views: args.views,
    deflateRaw: (b) => deflateRawSync(b, { level: 9 }),
    onProgress(done, total, label) {
      const now = performance.now();
      if (!tty && done !== 0 && done !== total && now - lastPrint < 2000) return;
      lastPrint = now;
      const secs = ((now - t0) / 1000).toFixed(0);
      const line = `[${String(done).padStart(String(total).length)}/${total}] ${secs}s ${label}`;
      const padded = line.padEnd(lastLen);
      lastLen = line.length;
      process.stderr.write(tty ? `\r${padded}` : `${line}\n`);
    },
  });
  if (tty) process.stderr.write(`\r${" ".repeat(lastLen)}\r`);

  const mode = args.mode === "codegen" ? "codegen" : "interpreter";
  console.log(`# tickpack benchmarks (${mode})\n`);
  console.log(
    `Node ${process.version}, ${process.platform}/${process.arch}; tinybench time ${report.settings.time} ms + warm-up ${report.settings.warmupTime} ms per task, ops/s from the ${report.settings.stat} sample` +
      `${args.quick ? " (--quick: rough figures)" : ""}${args.views ? "; tickpack decodes with { views: true } (bytes values are views into the input)" : ""}.\n`,
  );
  console.log(toMarkdown(buildSections(report)));

  for (const w of report.warnings) console.error(`warning: ${w}`);
  for (const f of report.failures) console.error(`FAIL: ${f}`);
  if (args.json) {
    writeFileSync(args.json, `${JSON.stringify(toBenchJson(report), null, 2)}\n`);
    console.error(`wrote ${args.json}`);
  }
  console.error(`wall time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return report.failures.length > 0 || broken > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exitCode = 1;
  },
);
