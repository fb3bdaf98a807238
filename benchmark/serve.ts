/**
 * npm run bench:browser [-- --port N]
 *
 * Builds the browser page (benchmark/dist/) and serves benchmark/ on localhost until stopped.
 * Port: --port N (0 = any free port); default 8080, or any free port if 8080 is taken.
 */
import { buildPage, startServerAuto } from "./build.js";

function parsePort(argv: string[]): number | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = a === "--port" ? argv[++i] : a.startsWith("--port=") ? a.slice("--port=".length) : undefined;
    if (v !== undefined) {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`bad --port ${JSON.stringify(v)}`);
      return n;
    }
    if (a === "-h" || a === "--help") {
      console.log("usage: npm run bench:browser -- [--port N]");
      process.exit(0);
    }
  }
  const env = process.env.npm_config_port;
  return env && /^\d+$/.test(env) ? Number(env) : undefined;
}

const port = parsePort(process.argv.slice(2));
const built = await buildPage();
console.log(`built ${built.outfile} (${(built.bytes / 1024).toFixed(0)} KB) in ${built.ms.toFixed(0)} ms`);
const { url } = await startServerAuto(port);
console.log(`serving benchmark/ at ${url}`);
console.log(`  ${url}index.html                         full run (codegen)`);
console.log(`  ${url}index.html?mode=interpreter        full run (interpreter)`);
console.log(`  ${url}index.html?quick=1&filter=gamestate quick run of one schema`);
console.log("Ctrl-C to stop.");
