/**
 * Builds the browser benchmark page (benchmark/browser.ts → benchmark/dist/browser.js) and
 * serves benchmark/ over HTTP. Used by serve.ts (npm run bench:browser) and browser-test.ts.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { builtinModules } from "node:module";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { orderSchemaFiles, shapeProblem } from "./suite.js";

export const benchDir = dirname(fileURLToPath(import.meta.url));
export const rootDir = resolve(benchDir, "..");
const schemasDir = join(rootDir, "schemas");
export const distDir = join(benchDir, "dist");

/** tsconfig `paths`, for esbuild. */
export const tickpackAlias = {
  tickpack: join(rootDir, "typescript/index.ts"),
  "tickpack/runtime": join(rootDir, "typescript/runtime/index.ts"),
};

/** The schemas/*.yml stems, in benchmark order. */
export function schemaFiles(): string[] {
  return orderSchemaFiles(
    readdirSync(schemasDir)
      .filter((f) => f.endsWith(".yml"))
      .map((f) => f.slice(0, -".yml".length)),
  );
}

/**
 * `virtual:schemas`: every sample schema's YAML, states, .proto (as text), static protobuf
 * module and generated tickpack module, as an array of SchemaSource.
 */
function schemasPlugin(): esbuild.Plugin {
  return {
    name: "tickpack-schemas",
    setup(build) {
      build.onResolve({ filter: /^virtual:schemas$/ }, () => ({ path: "virtual:schemas", namespace: "tickpack-schemas" }));
      build.onLoad({ filter: /.*/, namespace: "tickpack-schemas" }, () => {
        // A schema without its states cannot be measured: left out of the page, with a warning.
        const files = schemaFiles().filter((file) => {
          const states = join(schemasDir, `${file}.states.json`);
          let problem = `schemas/${file}.yml has no ${file}.states.json`;
          if (existsSync(states))
            try {
              const shape = shapeProblem(JSON.parse(readFileSync(states, "utf8")));
              if (shape === undefined) return true;
              problem = `schemas/${file}.states.json: ${shape}`;
            } catch (e) {
              problem = `schemas/${file}.states.json: ${(e as Error).message}`;
            }
          console.error(`warning: ${problem}; left out of the page`);
          return false;
        });
        const lines: string[] = [];
        const entries: string[] = [];
        files.forEach((file, i) => {
          const p = (ext: string) => JSON.stringify(join(schemasDir, `${file}${ext}`));
          // The rest is optional, as in the Node driver (benchmark/bench.ts).
          const has = (ext: string) => existsSync(join(schemasDir, `${file}${ext}`));
          lines.push(`import yaml${i} from ${p(".yml")};`);
          lines.push(`import states${i} from ${p(".states.json")};`);
          if (has(".proto")) lines.push(`import proto${i} from ${p(".proto")};`);
          if (has(".pb.js")) lines.push(`import * as pb${i} from ${p(".pb.js")};`);
          if (has(".ts")) lines.push(`import * as gen${i} from ${p(".ts")};`);
          const or = (ext: string, name: string) => (has(ext) ? `${name}${i}` : "undefined");
          entries.push(
            `{ file: ${JSON.stringify(file)}, yaml: yaml${i}, states: states${i}, proto: ${or(".proto", "proto")}, pbStatic: ${or(".pb.js", "pb")}, generated: ${or(".ts", "gen")} }`,
          );
        });
        lines.push(`export const schemas = [\n  ${entries.join(",\n  ")}\n];`);
        return { contents: lines.join("\n"), loader: "js", resolveDir: rootDir, watchFiles: files.map((f) => join(schemasDir, `${f}.yml`)) };
      });
    },
  };
}

export interface BuildResult {
  outfile: string;
  bytes: number;
  ms: number;
}

/** Bundles the page; throws if the bundle would pull in a Node built-in. */
export async function buildPage(options: { minify?: boolean } = {}): Promise<BuildResult> {
  const t0 = performance.now();
  const outfile = join(distDir, "browser.js");
  // The page, and the eval-free check that csp.html runs (see csp-check.ts).
  const result = await esbuild.build({
    entryPoints: [join(benchDir, "browser.ts"), join(benchDir, "csp-check.ts")],
    outdir: distDir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: options.minify ?? false,
    sourcemap: "linked",
    alias: tickpackAlias,
    loader: { ".yml": "text", ".proto": "text" },
    plugins: [schemasPlugin()],
    metafile: true,
    logLevel: "silent",
    tsconfig: join(rootDir, "tsconfig.json"),
  });
  const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  const nodeImports: string[] = [];
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    for (const imp of input.imports) if (builtins.has(imp.path) || imp.path.startsWith("node:")) nodeImports.push(`${file} → ${imp.path}`);
  }
  for (const out of Object.values(result.metafile.outputs)) {
    for (const imp of out.imports) if (builtins.has(imp.path) || imp.path.startsWith("node:")) nodeImports.push(`bundle → ${imp.path}`);
  }
  if (nodeImports.length > 0) throw new Error(`the browser bundle imports Node built-ins:\n  ${nodeImports.join("\n  ")}`);
  return { outfile, bytes: statSync(outfile).size, ms: performance.now() - t0 };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".md": "text/markdown; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
};

/**
 * Serves benchmark/ (read-only). The page is cross-origin isolated (COOP/COEP), which gives it
 * a finer performance.now() in Chromium.
 */
export function startServer(port: number, host = "127.0.0.1"): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const headers = {
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Embedder-Policy": "require-corp",
      "Cache-Control": "no-store",
    };
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, headers).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400, headers).end();
      return;
    }
    if (path.endsWith("/")) path += "index.html";
    const file = resolve(benchDir, `.${path}`);
    const rel = relative(benchDir, file);
    if (rel.startsWith("..") || rel.split(sep).includes("node_modules") || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { ...headers, "Content-Type": "text/plain" }).end(`not found: ${path}\n`);
      return;
    }
    res.writeHead(200, { ...headers, "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const addr = server.address();
      const actual = typeof addr === "object" && addr ? addr.port : port;
      resolvePromise({ server, url: `http://localhost:${actual}/` });
    });
  });
}

/** `port` if given (0 = any free port), else 8080 if free, else any free port. */
export async function startServerAuto(port: number | undefined): Promise<{ server: Server; url: string }> {
  if (port !== undefined) return startServer(port);
  try {
    return await startServer(8080);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EADDRINUSE") throw e;
    return startServer(0);
  }
}
