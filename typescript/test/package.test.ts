/**
 * The package as users get it: `npm pack` (prepack builds dist/ with tsc), installed from the
 * tarball into a fresh ESM project, then used the ways the README promises: the library from
 * plain Node, the `tickpack` bin through npx, and a generated module type-checked by tsc
 * under the strictest settings (./strictest.ts) and run against createCodec.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRICTEST } from "./strictest.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string };
const TIMEOUT = 300_000;
const WIN = process.platform === "win32";

/** npm, npx and node children: no TTY, no prompts, no update checks, CI mode. */
const ENV: NodeJS.ProcessEnv = {
  ...process.env,
  CI: "true",
  NO_COLOR: "1",
  NO_UPDATE_NOTIFIER: "1",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
  npm_config_yes: "false",
  npm_config_loglevel: "warn",
};
// Set when vitest itself runs under `npm test`; they describe that run, not ours.
for (const key of Object.keys(ENV)) if (key.startsWith("npm_lifecycle_") || key.startsWith("npm_package_") || key === "npm_command") delete ENV[key];

function exec(cmd: string, args: string[], cwd: string, input?: string): SpawnSyncReturns<string> {
  const r = spawnSync(cmd, args, { cwd, env: ENV, encoding: "utf8", stdio: "pipe", input: input ?? "", shell: WIN, timeout: TIMEOUT, maxBuffer: 64 << 20 });
  if (r.error) throw new Error(`${cmd} ${args.join(" ")}: ${r.error.message}`);
  return r;
}

function must(cmd: string, args: string[], cwd: string): string {
  const r = exec(cmd, args, cwd);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${r.status}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
  return r.stdout;
}

const SCHEMA = `# A small game: objects, an enum, a union, an optional, a map, an array.
Game:
  tick: uint
  phase: Phase
  players: "<string, Player>"
  events: Event[]

Phase: [LOBBY, PLAYING, ENDED]

Player:
  name: string
  x: "float(precision=0.01, min=-100, max=100)"
  hp: uint(max=100)
  target: string?

Event: [Hit, Chat]

Hit:
  target: string
  damage: uint(max=255)

Chat:
  text: string
`;

let work = "";
let project = "";

describe("the npm package", { timeout: TIMEOUT }, () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "tickpack-package-"));
    // prepack → npm run build → tsc -p tsconfig.build.json
    must("npm", ["pack", "--pack-destination", work], ROOT);
    const tarballs = readdirSync(work).filter((f) => f.endsWith(".tgz"));
    expect(tarballs).toEqual([`${PKG.name}-${PKG.version}.tgz`]);
    project = join(work, "consumer");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "tickpack-consumer", version: "1.0.0", private: true, type: "module" }, null, 2));
    must("npm", ["install", join(work, tarballs[0]!), "--no-audit", "--no-fund", "--no-package-lock", "--prefer-offline"], project);
    writeFileSync(join(project, "schema.yml"), SCHEMA);
  }, TIMEOUT);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("ships the build, the bin, the runtime entry point, the docs and the licence, and no sources or tests", () => {
    const installed = join(project, "node_modules", "tickpack");
    for (const f of ["package.json", "README.md", "LICENSE", "docs/FORMAT.md", "dist/index.js", "dist/index.d.ts", "dist/runtime/index.js", "dist/runtime/index.d.ts", "dist/cli/main.js"]) {
      expect(existsSync(join(installed, f)), f).toBe(true);
    }
    expect(existsSync(join(installed, "typescript"))).toBe(false);
    expect(existsSync(join(installed, "dist", "test"))).toBe(false);
    expect(readFileSync(join(installed, "dist", "cli", "main.js"), "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    // tsc does not set the executable bit; npm does when it links the bin on install.
    if (!WIN) expect(statSync(join(installed, "dist", "cli", "main.js")).mode & 0o111).not.toBe(0);
    expect(existsSync(join(project, "node_modules", ".bin", WIN ? "tickpack.cmd" : "tickpack"))).toBe(true);
  });

  it("works from plain Node ESM", () => {
    writeFileSync(
      join(project, "plain.mjs"),
      `import { parseSchema, createCodec, generate, fingerprint, SchemaError, ValidationError, DecodeError, VERSION } from "tickpack";
import { Reader, Writer, makeCodec } from "tickpack/runtime";
const schema = parseSchema(${JSON.stringify(SCHEMA)});
const G = createCodec(schema, "Game");
const state = {
  tick: 7,
  phase: "PLAYING",
  players: new Map([["p1", { name: "Ann", x: 1.25, hp: 90, target: "p2" }], ["p2", { name: "Bo", x: -3, hp: 100 }]]),
  events: [{ _type: "Hit", target: "p2", damage: 12 }, { _type: "Chat", text: "gg" }],
};
const bytes = G.encode(state);
const back = G.decode(bytes);
const next = G.clone(state);
next.tick = 8;
next.players.get("p2").hp = 95;
const diff = G.encodeDiff(state, next);
const W = createCodec(schema, "Game", { mode: "walk" });
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
let schemaError = "";
try { parseSchema("A:\\n  x: Nope\\n"); } catch (e) { schemaError = e instanceof SchemaError ? "SchemaError " + e.line + ":" + e.column : String(e); }
let decodeError = "";
try { G.decode(bytes.subarray(0, 3)); } catch (e) { decodeError = e instanceof DecodeError ? "DecodeError" : String(e); }
let validationError = "";
try { G.encode({ ...state, tick: -1 }); } catch (e) { validationError = e instanceof ValidationError ? e.path : String(e); }
console.log(JSON.stringify({
  version: VERSION,
  size: bytes.length,
  roundTrip: G.equals(state, back),
  json: G.toJson(back),
  patched: G.equals(G.decodeDiff(state, diff), next),
  diffSmaller: diff.length < G.encode(next).length,
  walker: same(W.encode(state), bytes) && same(W.encodeDiff(state, next), diff) && G.equals(W.decode(bytes), state) && G.equals(W.decodeDiff(state, diff), next),
  fingerprint: G.fingerprint === fingerprint(schema, "Game"),
  generated: generate(schema).includes("export const Game"),
  runtime: [Reader, Writer, makeCodec].every((f) => typeof f === "function"),
  schemaError, decodeError, validationError,
}));
`,
    );
    const out = JSON.parse(must("node", ["plain.mjs"], project)) as Record<string, unknown>;
    expect(out).toEqual({
      version: PKG.version,
      size: expect.any(Number),
      roundTrip: true,
      json: {
        tick: 7,
        phase: "PLAYING",
        players: { p1: { name: "Ann", x: 1.25, hp: 90, target: "p2" }, p2: { name: "Bo", x: -3, hp: 100 } },
        events: [{ Hit: { target: "p2", damage: 12 } }, { Chat: { text: "gg" } }],
      },
      patched: true,
      diffSmaller: true,
      walker: true,
      fingerprint: true,
      generated: true,
      runtime: true,
      schemaError: "SchemaError 2:6",
      decodeError: "DecodeError",
      validationError: "Game.tick",
    });
  });

  it("runs the tickpack bin through npx", () => {
    expect(must("npx", ["--no", "--", "tickpack", "--version"], project).trim()).toBe(PKG.version);
    expect(must("npx", ["--no", "--", "tickpack", "--help"], project)).toContain("Usage: tickpack <command>");
    must("npx", ["--no", "--", "tickpack", "generate", "schema.yml", "-o", "gen.ts"], project);
    const gen = readFileSync(join(project, "gen.ts"), "utf8");
    expect(gen).toContain('import * as rt from "tickpack/runtime";');
    expect(gen).toContain(`// Generated by tickpack ${PKG.version} from schema.yml.`);
    const check = must("npx", ["--no", "--", "tickpack", "check", "schema.yml"], project);
    expect(check).toContain("schema.yml: ok, 6 types, root type Game");
    // a user error: one line, exit code 1
    const bad = exec("npx", ["--no", "--", "tickpack", "decode", "schema.yml", "missing.bin"], project);
    expect(bad.status).toBe(1);
    // npm's own warnings about the machine's npm configuration (e.g. a `nodedir` in ~/.npmrc) are not ours.
    const ours = bad.stderr.split("\n").filter((l) => !l.startsWith("npm warn ")).join("\n");
    expect(ours).toBe("tickpack: cannot read missing.bin: no such file\n");
  });

  it("type-checks the generated module under the strictest settings and runs it", () => {
    if (!existsSync(join(project, "gen.ts"))) must("npx", ["--no", "--", "tickpack", "generate", "schema.yml", "-o", "gen.ts"], project);
    writeFileSync(
      join(project, "use.ts"),
      `import { createCodec, parseSchema, type Codec } from "tickpack";
import { Game, type Event, type Phase, type Player } from "./gen.js";

const SCHEMA = ${JSON.stringify(SCHEMA)};

const players = new Map<string, Player>([
  ["p1", { name: "Ann", x: 1.25, hp: 90, target: "p2" }],
  ["p2", { name: "Bo", x: -3, hp: 100 }],
]);
const events: Event[] = [
  { _type: "Hit", target: "p2", damage: 12 },
  { _type: "Chat", text: "gg" },
];
const phase: Phase = "PLAYING";
const state: Game = { tick: 7, phase, players, events };
// @ts-expect-error: not a Phase
const wrong: Game = { ...state, phase: "PAUSED" };
void wrong;

const generated: Codec<Game> = Game;
const dynamic = createCodec<Game>(parseSchema(SCHEMA), "Game");
const same = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

const next = generated.clone(state);
next.tick = 8;
const p2 = next.players.get("p2");
if (p2) p2.hp = 95;
next.events.push({ _type: "Chat", text: "rematch?" });

const decoded: Game = generated.decode(dynamic.encode(state));
const first = decoded.events[0];
const damage: number | undefined = first?._type === "Hit" ? first.damage : undefined;

console.log(JSON.stringify({
  snapshot: same(generated.encode(state), dynamic.encode(state)),
  diff: same(generated.encodeDiff(state, next), dynamic.encodeDiff(state, next)),
  patched: generated.equals(generated.decodeDiff(state, dynamic.encodeDiff(state, next)), next),
  fingerprint: generated.fingerprint === dynamic.fingerprint,
  damage,
  target: decoded.players.get("p1")?.target ?? null,
}));
`,
    );
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify(
        {
          compilerOptions: {
            ...STRICTEST,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            lib: ["es2022", "dom"],
            types: [],
            skipLibCheck: false,
            rootDir: ".",
            outDir: "out",
          },
          files: ["use.ts", "gen.ts"],
        },
        null,
        2,
      ),
    );
    const tsc = exec(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], project);
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    const out = JSON.parse(must("node", [join("out", "use.js")], project)) as Record<string, unknown>;
    expect(out).toEqual({ snapshot: true, diff: true, patched: true, fingerprint: true, damage: 12, target: "p2" });
  });

  it.runIf((process.features as { require_module?: boolean }).require_module)("can be required from CommonJS where Node loads ES modules with require", () => {
    writeFileSync(
      join(project, "cjs.cjs"),
      `const { createCodec, parseSchema } = require("tickpack");
const { Writer } = require("tickpack/runtime");
const C = createCodec(parseSchema("A:\\n  x: int\\n"), "A");
console.log(C.decode(C.encode({ x: -5 })).x, typeof Writer);
`,
    );
    expect(must("node", ["cjs.cjs"], project).trim()).toBe("-5 function");
  });

  it("bundles a generated module for the browser from the installed package: the runtime only, no Node built-ins", async () => {
    if (!existsSync(join(project, "gen.ts"))) must("npx", ["--no", "--", "tickpack", "generate", "schema.yml", "-o", "gen.ts"], project);
    const esbuild = await import("esbuild");
    // No alias: "tickpack/runtime" resolves through the installed package's exports, as in a user's bundler.
    const r = await esbuild.build({ entryPoints: [join(project, "gen.ts")], absWorkingDir: project, bundle: true, format: "esm", platform: "browser", write: false, metafile: true, logLevel: "silent" });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs.some((f) => f.startsWith("node_modules/tickpack/dist/runtime/"))).toBe(true);
    expect(inputs.filter((f) => !f.startsWith("node_modules/tickpack/dist/runtime/") && f !== "gen.ts")).toEqual([]);
    writeFileSync(join(project, "bundle.mjs"), r.outputFiles[0]!.text);
    const out = must("node", ["-e", 'import("./bundle.mjs").then((m) => { const b = m.Game.encode(m.Game.default()); console.log(b.length, m.Game.equals(m.Game.decode(b), m.Game.default())); })'], project);
    expect(out.trim()).toMatch(/^\d+ true$/);
  });

  it("runs the README's quick start as written, type-checked under strict settings", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const start = readme.indexOf("## Quick start");
    const block = (lang: string) => {
      const at = readme.indexOf("```" + lang + "\n", start) + lang.length + 4;
      return readme.slice(at, readme.indexOf("```", at));
    };
    const dir = join(project, "readme");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "game.yml"), block("yaml"));
    writeFileSync(join(dir, "quickstart.ts"), block("ts"));
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", lib: ["es2022"], types: ["node"], typeRoots: [join(ROOT, "node_modules", "@types")], skipLibCheck: true, outDir: "out" },
        files: ["quickstart.ts"],
      }),
    );
    const tsc = exec(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], dir);
    expect(tsc.stdout + tsc.stderr).toBe("");
    // "snapshot bytes, diff bytes, true": the receiver's next state equals the sender's.
    expect(must("node", [join("out", "quickstart.js")], dir).trim()).toMatch(/^\d+ \d+ true$/);
  });
});
