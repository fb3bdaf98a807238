/**
 * The `tickpack` command (typescript/cli/main.ts), run as a child process through tsx, and the
 * tracing decoder behind `tickpack inspect` (typescript/cli/inspect.ts), in process.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInspection, inspectDiff, inspectSnapshot, rows, type Inspection, type TraceNode } from "../cli/inspect.js";
import { JsonError, locate, locateSteps, parseJson, pathSteps, problemPlace, writeJson } from "../cli/json.js";
import { rootCandidates } from "../cli/schema-info.js";
import { decodeUtf8, Utf8Error } from "../cli/text.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { DecodeError, ValidationError } from "../runtime/errors.js";
import type { Schema } from "../schema/ir.js";
import { parseSchema } from "../schema/parse.js";
import { VERSION } from "../version.js";
import { chainArb } from "./arbitrary.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLI = "typescript/cli/main.ts";

interface Sample {
  name: string;
  yaml: string;
  schema: Schema;
  type: string;
  states: unknown[];
  codec: Codec<unknown>;
}

const samples: Sample[] = readdirSync(join(ROOT, "schemas"))
  .filter((f) => f.endsWith(".yml"))
  .sort()
  .map((f) => {
    const name = f.slice(0, -4);
    const yaml = readFileSync(join(ROOT, "schemas", f), "utf8");
    const { type, states } = JSON.parse(readFileSync(join(ROOT, "schemas", `${name}.states.json`), "utf8")) as { type: string; states: unknown[] };
    const schema = parseSchema(yaml);
    return { name, yaml, schema, type, states, codec: createCodec(schema, type) };
  });
const sample = (name: string) => samples.find((s) => s.name === name)!;

interface Result {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs the CLI from the repository root; `input` goes to stdin. Most runs use one esbuild
 * bundle of typescript/cli/main.ts (node starts it in a tenth of the time tsx needs); runs
 * with `tsx: true` load the sources through tsx, as `npx tsx typescript/cli/main.ts` does.
 * `stdout`: a file descriptor the CLI writes to instead of a pipe (stdout is then empty).
 */
function run(args: string[], input?: string | Uint8Array, tsx = false, stdout?: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsx ? ["--import", "tsx", CLI, ...args] : [bundle, ...args], {
      cwd: ROOT,
      env: { ...process.env, CI: "true", NO_COLOR: "1", TICKPACK_DEBUG: "" },
      stdio: ["pipe", stdout ?? "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on("data", (b: Buffer) => out.push(b));
    child.stderr!.on("data", (b: Buffer) => err.push(b));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") }));
    child.stdin!.end(input ?? "");
  });
}

/** Runs many CLI invocations, a few at a time. */
async function runAll(calls: { args: string[]; input?: string | Uint8Array; tsx?: boolean }[], parallel = 4): Promise<Result[]> {
  const results: Result[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const i = next++;
      results[i] = await run(calls[i]!.args, calls[i]!.input, calls[i]!.tsx);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, calls.length) }, worker));
  return results;
}

function ok(r: Result): Result {
  if (r.code !== 0) throw new Error(`CLI exited with ${r.code}: ${r.stderr}`);
  expect(r.stderr).toBe("");
  return r;
}

/** One error line, exit code `code`, no stack trace. */
function failsWith(r: Result, code: number, pattern: RegExp): void {
  expect(r.code, r.stderr).toBe(code);
  expect(r.stdout.length).toBe(0);
  expect(r.stderr).toMatch(/^tickpack: [^\n]+\n$/);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).toMatch(pattern);
}

/** The canonical JSON form of a state: what decode prints. */
function canonical(s: Sample, json: unknown): unknown {
  return JSON.parse(JSON.stringify(s.codec.toJson(s.codec.fromJson(json))));
}

let dir = "";
const tmp = (name: string) => join(dir, name);
/** Inside the repository (.tmp/ is ignored by git) so that `yaml` resolves from node_modules. */
let bundleDir = "";
let bundle = "";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tickpack-cli-"));
  mkdirSync(join(ROOT, ".tmp"), { recursive: true });
  bundleDir = mkdtempSync(join(ROOT, ".tmp", "cli-test-"));
  bundle = join(bundleDir, "main.mjs");
  buildSync({ entryPoints: [join(ROOT, CLI)], bundle: true, platform: "node", format: "esm", packages: "external", outfile: bundle, logLevel: "silent" });
  for (const s of samples) s.states.forEach((state, i) => writeFileSync(tmp(`${s.name}.${i}.json`), JSON.stringify(state, null, 2)));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});

// ---- inspect, in process ----

function sumLeaves(n: TraceNode): number {
  if (n.kind !== "group") return n.byteBits + n.bitBits;
  let total = 0;
  for (const c of n.children) total += sumLeaves(c);
  return total;
}

/** Every group's bits are its rows' bits; the rows add up to the message. */
function checkTotals(ins: Inspection, bytes: Uint8Array): void {
  expect(ins.totalBits).toBe(bytes.length * 8);
  expect(sumLeaves(ins.root)).toBe(bytes.length * 8);
  expect(ins.root.byteBits).toBe(ins.byteSectionBytes * 8);
  expect(ins.paddingBits).toBeGreaterThanOrEqual(0);
  expect(ins.paddingBits).toBeLessThan(8);
  for (const { node } of rows(ins)) {
    if (node.kind !== "group") continue;
    const inner = node.children.reduce((a, c) => [a[0]! + c.byteBits, a[1]! + c.bitBits], [0, 0]);
    expect([node.byteBits, node.bitBits]).toEqual(inner);
  }
  const text = formatInspection(ins);
  expect(text).toContain(`total: ${bytes.length} byte${bytes.length === 1 ? "" : "s"} = ${bytes.length * 8} bits`);
}

function checkSnapshot(s: Sample, value: unknown): void {
  const bytes = s.codec.encode(value);
  const ins = inspectSnapshot(s.schema, s.type, bytes);
  expect(s.codec.equals(ins.value, s.codec.decode(bytes))).toBe(true);
  expect(s.codec.toJson(ins.value)).toEqual(s.codec.toJson(s.codec.decode(bytes)));
  checkTotals(ins, bytes);
}

function checkDiff(s: Sample, prev: unknown, next: unknown): void {
  const bytes = s.codec.encodeDiff(prev, next);
  const ins = inspectDiff(s.schema, s.type, prev, bytes);
  const decoded = s.codec.decodeDiff(prev, bytes);
  expect(s.codec.equals(ins.value, decoded)).toBe(true);
  expect(s.codec.equals(ins.value, next)).toBe(true);
  expect(s.codec.toJson(ins.value)).toEqual(s.codec.toJson(decoded));
  checkTotals(ins, bytes);
}

describe("inspect: the tracing decoder", () => {
  for (const s of samples) {
    it(`${s.name}: snapshots and diffs of every sample state`, () => {
      const values = [s.codec.default(), ...s.states.map((j) => s.codec.fromJson(j))];
      for (const v of values) checkSnapshot(s, v);
      for (const a of values) for (const b of values) checkDiff(s, a, b);
    });

    it(`${s.name}: random values and realistic successors`, () => {
      fc.assert(
        fc.property(chainArb(s.schema, s.type, 3), (chain) => {
          for (const v of chain) checkSnapshot(s, v);
          checkDiff(s, chain[0], chain[1]);
          checkDiff(s, chain[1], chain[2]);
          checkDiff(s, chain[2], chain[0]);
        }),
        { numRuns: s.name === "edge" ? 8 : 20, seed: 4242 }, // edge values are slow to generate
      );
    });
  }

  it("shows a string or bytes edit, and a whole value after a long one", () => {
    const schema = parseSchema("T:\n  text: string\n  blob: bytes\n");
    const C = createCodec<{ text: string; blob: Uint8Array }>(schema, "T");
    const a = { text: "Hello, world! How are you?", blob: new Uint8Array(20) };
    const b = { text: "Hello, brave new world! How are you?", blob: new Uint8Array(20).fill(1) };
    const lines = formatInspection(inspectDiff(schema, "T", a, C.encodeDiff(a, b))).split("\n");
    expect(lines.find((l) => l.startsWith("T.text "))).toMatch(/^T\.text +"Hello, world! How are you\?" → "Hello, brave new world! How are you\?" \(edit\) +\d+ +\d+\+\d+$/);
    expect(lines.find((l) => l.startsWith("T.blob "))).toMatch(/ \(whole\) /);
  });

  it("formats a message of 200 000 rows (no spread of the rows into one call)", () => {
    const schema = parseSchema("R:\n  xs: uint(max=255)[]\n");
    const codec = createCodec<{ xs: number[] }>(schema, "R");
    const xs = Array.from({ length: 200_000 }, (_, i) => i % 256);
    const text = formatInspection(inspectSnapshot(schema, "R", codec.encode({ xs })));
    // (matched on lines, not the text: a failure would print all 200 000 rows)
    const lines = text.split("\n");
    expect(lines[0]).toBe("PATH           VALUE                BITS    BYTE+BIT");
    expect(lines).toContain("R.xs[199999]   63                      8         0+8");
    expect(lines).toContain("total: 200003 bytes = 1600024 bits (byte section 24 bits, bit section 1600000 bits incl. 0 padding)");
  });

  it("names paths, values and bits of each leaf", () => {
    const s = sample("game-state");
    const value = s.codec.fromJson(s.states[0]);
    const ins = inspectSnapshot(s.schema, s.type, s.codec.encode(value));
    const byPath = new Map(rows(ins).map(({ node }) => [node.note ? `${node.path} <${node.note}>` : node.path, node]));
    const x = byPath.get('GameState.players["p1"].position.x')!;
    expect(x.kind).toBe("leaf");
    expect(x.value).toBe("51.9");
    expect([x.byteBits, x.bitBits]).toEqual([0, 21]); // precision 0.01 over ±10000: 2000001 steps
    expect(byPath.get("GameState.tick")).toMatchObject({ value: "2412", byteBits: 16, bitBits: 0 });
    expect(byPath.get('GameState.players["p1"] <key>')).toMatchObject({ value: '"p1"', byteBits: 24 });
    expect(byPath.get("GameState.players <size>")).toMatchObject({ value: "2", byteBits: 8 });
    expect(byPath.get("GameState.players")!.kind).toBe("group");
    const text = formatInspection(ins);
    expect(text).toMatch(/^PATH\s+VALUE\s+BITS\s+BYTE\+BIT$/m);
    expect(text).toMatch(/^GameState\.players\["p1"\]\.position\.x\s+51\.9\s+21\s+0\+21$/m);
  });

  it("shows what changed in a diff, with the unchanged-flags overhead", () => {
    const s = sample("game-state");
    const a = s.codec.fromJson(s.states[0]);
    const b = s.codec.clone(a) as { tick: number; players: Map<string, { position: { x: number } }> };
    b.tick += 1;
    b.players.get("p1")!.position.x = 52;
    const bytes = s.codec.encodeDiff(a, b);
    const ins = inspectDiff(s.schema, s.type, a, bytes);
    const leaves = rows(ins).filter(({ node }) => node.kind === "leaf");
    expect(leaves.map(({ node }) => [node.path, node.value])).toEqual([
      ["GameState.tick", "2412 → 2413 (delta)"],
      ['GameState.players["p1"].position.x', "51.9 → 52 (delta)"],
    ]);
    expect(ins.unchangedFlagBits).toBeGreaterThan(0);
    expect(formatInspection(ins)).toMatch(/^change flags: \d+ bits \(\d+ for unchanged parts, \d+ for changed ones\)$/m);
  });

  it("shows an array's shift or splice, its pairs and its new elements", () => {
    const schema = parseSchema('L:\n  log: "string[]"\n');
    const codec = createCodec(schema, "L");
    for (const [a, b, shift, added, byteBits] of [
      [["a", "b", "c"], ["b", "c", "d"], "1 dropped from the front", ["L.log[2]"], 8],
      [["a", "b"], ["x", "y", "a", "b", "z"], "2 new at the front", ["L.log[0]", "L.log[1]", "L.log[4]"], 8],
      [["a", "b"], ["a", "c"], "none", [], 0],
      // Splices: the zigzag 0, the position, the shift (a byte each).
      [["a", "b", "c", "d", "e"], ["a", "b", "d", "e"], "1 dropped at [2]", [], 24],
      [["a", "b", "c"], ["a", "x", "y", "b", "c", "z"], "2 new at [1]", ["L.log[1]", "L.log[2]", "L.log[5]"], 24],
    ] as const) {
      const prev = codec.fromJson({ log: a });
      const bytes = codec.encodeDiff(prev, codec.fromJson({ log: b }));
      const ins = inspectDiff(schema, "L", prev, bytes);
      expect(codec.toJson(ins.value)).toEqual({ log: b });
      checkTotals(ins, bytes);
      const all = rows(ins).map(({ node }) => node);
      expect(all.find((n) => n.note === "shift")).toMatchObject({ kind: "meta", value: shift, bitBits: 1, byteBits });
      expect(all.filter((n) => n.kind === "leaf" && n.value.startsWith("(added)")).map((n) => n.path)).toEqual(added);
    }
  });

  it("refuses what the codec refuses, with the same message", () => {
    const outcome = (f: () => unknown) => {
      try {
        return { value: f() };
      } catch (e) {
        expect(e).toBeInstanceOf(DecodeError);
        return { error: (e as Error).message };
      }
    };
    const same = (s: Sample, a: { value?: unknown; error?: string }, b: { value?: unknown; error?: string }) => {
      expect(a.error).toBe(b.error);
      if (a.error === undefined) expect(s.codec.equals(a.value, b.value)).toBe(true);
    };
    for (const s of samples) {
      const values = s.states.map((j) => s.codec.fromJson(j));
      const messages: [unknown, Uint8Array][] = values.flatMap((v, i) => [
        [undefined, s.codec.encode(v)] as [unknown, Uint8Array],
        [v, s.codec.encodeDiff(v, values[(i + 1) % values.length])] as [unknown, Uint8Array],
      ]);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: messages.length - 1 }),
          fc.oneof(
            fc.record({ cut: fc.nat(), keep: fc.boolean() }),
            fc.record({ at: fc.nat(), xor: fc.integer({ min: 1, max: 255 }) }),
            fc.record({ extra: fc.uint8Array({ minLength: 1, maxLength: 3 }) }),
          ),
          (which, change) => {
            const [base, original] = messages[which]!;
            let bytes = original.slice();
            if ("cut" in change) {
              const n = change.cut % (bytes.length + 1);
              bytes = change.keep ? bytes.subarray(0, n) : bytes.subarray(n);
            } else if ("at" in change) {
              if (bytes.length > 0) bytes[change.at % bytes.length]! ^= change.xor;
            } else bytes = Uint8Array.of(...bytes, ...change.extra);
            if (base === undefined) same(s, outcome(() => inspectSnapshot(s.schema, s.type, bytes).value), outcome(() => s.codec.decode(bytes)));
            else same(s, outcome(() => inspectDiff(s.schema, s.type, base, bytes).value), outcome(() => s.codec.decodeDiff(base, bytes)));
          },
        ),
        { numRuns: 300, seed: 7 },
      );
    }
  });
});

describe("CLI helpers", () => {
  it("locates JSON syntax errors", () => {
    expect(locate('{"a": 1}')).toBeUndefined();
    expect(locate('{"a": }')).toEqual({ offset: 6, message: "unexpected character '}'", kind: "syntax" });
    expect(locate("[1, 2")).toEqual({ offset: 5, message: "unexpected end of input", kind: "syntax" });
    expect(locate('{"a": 1 "b": 2}')).toEqual({ offset: 8, message: "expected ',' or '}', found '\"'", kind: "syntax" });
    expect(() => parseJson('{\n  "a": 1,\n  "b" 2\n}')).toThrow(expect.objectContaining({ line: 3, column: 7, kind: "syntax" }));
    expect(parseJson('\uFEFF{"a": [1, "x", null, true]}')).toEqual({ a: [1, "x", null, true] });
    // Any depth is scanned (fromJson has its own limit).
    expect(locate("[".repeat(100_000) + "]".repeat(100_000))).toBeUndefined();
  });

  it("refuses numbers beyond a double and reads those below one as zero", () => {
    const refused = (text: string, line: number, column: number, token: string) => {
      expect(() => parseJson(text)).toThrow(JsonError);
      expect(() => parseJson(text)).toThrow(
        expect.objectContaining({ line, column, kind: "value", message: `number out of range for a double: ${token} (infinity is the string "Infinity")` }),
      );
    };
    refused('{"f": 1e999}', 1, 7, "1e999");
    refused('[0,\n -1e999]', 2, 2, "-1e999");
    refused("1.7976931348623159e308", 1, 1, "1.7976931348623159e308"); // rounds to Infinity
    refused("1" + "0".repeat(400), 1, 1, "1" + "0".repeat(39) + "…");
    expect(parseJson("[1.7976931348623157e308, -1.7976931348623158e308]")).toEqual([Number.MAX_VALUE, -Number.MAX_VALUE]);
    // Too small for a double: the nearest double, 0, as 0.1 reads as the double nearest to it.
    expect(Object.is(parseJson("1e-400"), 0)).toBe(true);
    expect(Object.is(parseJson("-1e-400"), -0)).toBe(true);
    expect(parseJson("[5e-324, 2e-324]")).toEqual([5e-324, 0]);
    expect(parseJson('{"f": "Infinity"}')).toEqual({ f: "Infinity" });
  });

  it("refuses a key repeated in one object", () => {
    expect(locate('{"a":1,"a":2}')).toEqual({ offset: 7, message: 'duplicate key "a" (first at 1:2)', kind: "value" });
    expect(() => parseJson('{\n  "a": 1,\n  "b": {"a": 2, "\\u0061": 3}\n}')).toThrow(
      expect.objectContaining({ line: 3, column: 17, kind: "value", message: 'duplicate key "a" (first at 3:9)' }),
    );
    expect(() => parseJson('[{}, {"__proto__": 1, "__proto__": 2}]')).toThrow(expect.objectContaining({ column: 23, message: 'duplicate key "__proto__" (first at 1:7)' }));
    expect(() => parseJson('{"": 1, "": 2}')).toThrow(expect.objectContaining({ message: 'duplicate key "" (first at 1:2)' }));
    // The same key in different objects, or as a value, is no repeat.
    expect(parseJson('{"a": {"a": 1}, "b": [{"a": 1}, {"a": "a"}]}')).toEqual({ a: { a: 1 }, b: [{ a: 1 }, { a: "a" }] });
    // A syntax error anywhere is the one reported, else the first refusal in the text.
    expect(locate('{"a": 1, "a": 1e999}')?.message).toMatch(/^duplicate key/);
    expect(locate('{"a": 1e999, "a": 1}')?.message).toMatch(/^number out of range/);
    expect(locate('{"a": 1, "a": 1e999, "a" 2}')).toEqual({ offset: 25, message: "expected ':' after a property name", kind: "syntax" });
  });

  it("places fromJson's problem at the bad value or key in the text, whatever the keys hold", () => {
    // One thing wrong in an otherwise valid value — a value, a map key out of range, an unknown
    // field, a missing field — in compact or indented JSON: the place found is where that
    // value or key is written (for a missing field, the object it is missing from).
    const S = parseSchema('R:\n  a: uint(max=100)\n  list: V[]\n  m: "<int(min=0, max=10), V>"\n  sm: "<string, uint(max=5)>"\nV:\n  x: int(min=-5, max=5)\n  tags: string[]\n');
    const R = createCodec(S, "R");
    const key = fc.string({ unit: fc.constantFrom("a", ":", " ", '"', "\\", "]", "[", ".", "é", "\uD83D\uDE00"), maxLength: 6 });
    const v = fc.record({ x: fc.integer({ min: -5, max: 5 }), tags: fc.array(key, { maxLength: 2 }) });
    const value = fc.record({
      a: fc.nat(100),
      list: fc.array(v, { minLength: 1, maxLength: 3 }),
      m: fc.dictionary(fc.integer({ min: 0, max: 10 }).map(String), v, { minKeys: 1, maxKeys: 3 }),
      sm: fc.dictionary(key, fc.nat(5), { minKeys: 1, maxKeys: 3 }),
    });
    const offsetOf = (t: string, at: { line: number; column: number }) => t.split("\n").slice(0, at.line - 1).reduce((n, l) => n + l.length + 1, 0) + at.column - 1;
    fc.assert(
      fc.property(value, fc.nat(5), fc.nat(), key, fc.boolean(), (j, what, pick, k, pretty) => {
        const json = JSON.parse(JSON.stringify(j)) as { a: unknown; list: { x: unknown }[]; m: Record<string, unknown>; sm: Record<string, unknown>; [k: string]: unknown };
        const mKeys = Object.keys(json.m), smKeys = Object.keys(json.sm);
        let expected: string; // what the text must hold at the place found
        if (what === 0) (json.a = -1), (expected = "-1");
        else if (what === 1) (json.list[pick % json.list.length]!.x = "no"), (expected = '"no"');
        else if (what === 2) (json.sm[smKeys[pick % smKeys.length]!] = 6), (expected = "6");
        else if (what === 3) (json.m["11"] = json.m[mKeys[0]!]), (expected = '"11"');
        else if (what === 4) (json["z" + k] = 1), (expected = JSON.stringify("z" + k));
        else delete (json.list[pick % json.list.length] as { x?: unknown }).x, (expected = "{");
        const text = pretty ? writeJson(json) : JSON.stringify(json);
        let e: unknown;
        try {
          R.fromJson(JSON.parse(text));
        } catch (x) {
          e = x;
        }
        expect(e).toBeInstanceOf(ValidationError);
        const at = problemPlace(text, e as ValidationError);
        expect(at, (e as Error).message).toBeDefined();
        expect(text.startsWith(expected, offsetOf(text, at!)), `${(e as Error).message} at ${at!.line}:${at!.column}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("finds in the JSON text the value a ValidationError path names", () => {
    expect(pathSteps('Game.players["p\\"1"].pos[12].x')).toEqual(["players", 'p"1', "pos", 12, "x"]);
    expect(pathSteps("Scene.shapes[\"5\"].Circle.r")).toEqual(["shapes", "5", "Circle", "r"]);
    expect(pathSteps("Game")).toEqual([]);
    for (const bad of ["game.x", "Game.", "Game[01]", "Game[\"a\"", "Game x", 'Game["a\\"]']) expect(pathSteps(bad)).toBeUndefined();
    // The nearest value there is: the object a missing field is missing from, the array an
    // index is past the end of; a number's text as written.
    const text = '\uFEFF{\n  "a": [1, {"b": "x,]}"}, 9007199254740993],\n  "c\\u0041": {}\n}';
    expect(locateSteps(text, ["a", 1, "b"])).toEqual({ line: 2, column: 18 });
    expect(locateSteps(text, ["a", 2])).toEqual({ line: 2, column: 27, number: "9007199254740993" });
    expect(locateSteps(text, ["a", 3])).toEqual({ line: 2, column: 8 });
    expect(locateSteps(text, ["cA", "missing"])).toEqual({ line: 3, column: 14 });
    expect(locateSteps(text, [])).toEqual({ line: 1, column: 1 });
    // Any path into any JSON value, compact or indented: the value found is the one named.
    const offsetOf = (t: string, at: { line: number; column: number }) => t.split("\n").slice(0, at.line - 1).reduce((n, l) => n + l.length + 1, 0) + at.column - 1;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.array(fc.nat(), { maxLength: 6 }), (v, picks) => {
        const steps: (string | number)[] = [];
        let sub: unknown = v;
        for (const k of picks) {
          if (Array.isArray(sub) && sub.length > 0) steps.push(k % sub.length);
          else if (typeof sub === "object" && sub !== null && Object.keys(sub).length > 0) steps.push(Object.keys(sub)[k % Object.keys(sub).length]!);
          else break;
          sub = (sub as Record<string | number, unknown>)[steps[steps.length - 1]!];
        }
        const path = "Root" + steps.map((s) => (typeof s === "number" ? `[${s}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s) && s.length % 2 ? `.${s}` : `[${JSON.stringify(s)}]`)).join("");
        expect(pathSteps(path)).toEqual(steps);
        const compact = JSON.stringify(v);
        expect(compact.startsWith(JSON.stringify(sub), offsetOf(compact, locateSteps(compact, steps)))).toBe(true);
        const pretty = writeJson(v);
        expect(pretty.startsWith(writeJson(sub).split("\n")[0]!, offsetOf(pretty, locateSteps(pretty, steps)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("the scanner takes exactly what JSON.parse takes, and JSON.parse's value", () => {
    const parses = (t: string) => {
      try {
        JSON.parse(t);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), (t) => {
        expect(locate(t)).toBeUndefined();
        expect(parseJson(t)).toEqual(JSON.parse(t));
      }),
      { numRuns: 300, seed: 11 },
    );
    // Damaged JSON: a syntax error exactly when JSON.parse refuses the text.
    const pieces = ["{", "}", "[", "]", ",", ":", '"', "\\", "\\u00e9", "-", "0", "1", ".", "e", "+", " ", "\n", "\t", "\u0001", "true", "nul", "x"];
    fc.assert(
      fc.property(fc.json({ maxDepth: 3 }), fc.nat(), fc.nat({ max: 3 }), fc.constantFrom(...pieces), (t, at, cut, piece) => {
        const k = at % (t.length + 1);
        const damaged = t.slice(0, k) + piece + t.slice(Math.min(t.length, k + cut));
        const found = locate(damaged);
        expect(found?.kind === "syntax").toBe(!parses(damaged));
        if (found === undefined) expect(parseJson(damaged)).toEqual(JSON.parse(damaged));
      }),
      { numRuns: 2000, seed: 12 },
    );
  });

  it("finds the root type (aliases used by name count as references)", () => {
    for (const s of samples) expect(rootCandidates(s.schema, s.yaml)).toEqual([s.type]);
    expect(rootCandidates(parseSchema("A:\n  x: B\nB:\n  y: uint\nC:\n  z: uint\n"), "A:\n  x: B\nB:\n  y: uint\nC:\n  z: uint\n")).toEqual(["A", "C"]);
  });
});

// ---- the command, as a child process ----

describe("tickpack CLI", () => {
  it("generate, check, encode/decode, diff/patch, inspect on the samples", async () => {
    const calls: { args: string[]; input?: string | Uint8Array; check: (r: Result) => void | Promise<void> }[] = [];

    for (const s of samples) {
      // generate: the committed module, byte for byte (but for its header's regenerate command,
      // which names the output file given with -o)
      calls.push({
        args: ["generate", `schemas/${s.name}.yml`],
        check: (r) => {
          const committed = readFileSync(join(ROOT, "schemas", `${s.name}.ts`), "utf8");
          expect(committed).toContain(`tickpack generate schemas/${s.name}.yml -o schemas/${s.name}.ts\``);
          expect(ok(r).stdout.toString("utf8")).toBe(committed.replace(` -o schemas/${s.name}.ts\``, "`"));
        },
      });
      // encode → decode round trip of the last state, through files
      const last = s.states.length - 1;
      calls.push({
        args: ["encode", `schemas/${s.name}.yml`, tmp(`${s.name}.${last}.json`), "-o", tmp(`${s.name}.bin`)],
        check: async (r) => {
          ok(r);
          const bytes = new Uint8Array(readFileSync(tmp(`${s.name}.bin`)));
          expect(bytes).toEqual(s.codec.encode(s.codec.fromJson(s.states[last])));
          const d = ok(await run(["decode", `schemas/${s.name}.yml`, tmp(`${s.name}.bin`)]));
          expect(JSON.parse(d.stdout.toString("utf8"))).toEqual(canonical(s, s.states[last]));
          if (s.name === "game-state" || s.name === "user") {
            const ins = ok(await run(["inspect", `schemas/${s.name}.yml`, tmp(`${s.name}.bin`), "--type", s.type]));
            expect(ins.stdout.toString("utf8")).toContain(`total: ${bytes.length} bytes = ${bytes.length * 8} bits`);
          }
        },
      });
    }

    // check: every type's fingerprint is the codec's
    for (const name of ["user", "game-state"]) {
      const s = sample(name);
      calls.push({
        args: ["check", `schemas/${name}.yml`],
        check: (r) => {
          const text = ok(r).stdout.toString("utf8");
          expect(text).toContain(`schemas/${name}.yml: ok, ${s.schema.types.size} types, root type ${s.type}`);
          const found = new Map([...text.matchAll(/^(\w+) {2}(object|enum|union|alias) {2}fingerprint ([0-9a-f]{16})$/gm)].map((m) => [m[1], m[3]]));
          expect([...found.keys()]).toEqual([...s.schema.types.keys()]);
          for (const [type, fp] of found) expect(fp).toBe(createCodec(s.schema, type!).fingerprint);
        },
      });
    }

    // stdin → stdout both ways, and diff → patch → the new state
    const gs = sample("game-state");
    calls.push({
      args: ["encode", "schemas/game-state.yml"],
      input: JSON.stringify(gs.states[2]),
      check: async (r) => {
        const bytes = ok(r).stdout;
        expect(new Uint8Array(bytes)).toEqual(gs.codec.encode(gs.codec.fromJson(gs.states[2])));
        const d = ok(await run(["decode", "schemas/game-state.yml", "-"], bytes));
        expect(JSON.parse(d.stdout.toString("utf8"))).toEqual(canonical(gs, gs.states[2]));
      },
    });
    for (const [name, i, j] of [
      ["game-state", 0, 1],
      ["user", 1, 0],
    ] as const) {
      const s = sample(name);
      calls.push({
        args: ["diff", `schemas/${name}.yml`, tmp(`${name}.${i}.json`), tmp(`${name}.${j}.json`), "-o", tmp(`${name}.${i}-${j}.diff`)],
        check: async (r) => {
          ok(r);
          const diff = new Uint8Array(readFileSync(tmp(`${name}.${i}-${j}.diff`)));
          expect(diff).toEqual(s.codec.encodeDiff(s.codec.fromJson(s.states[i]), s.codec.fromJson(s.states[j])));
          const [p, ins] = await Promise.all([
            run(["patch", `schemas/${name}.yml`, tmp(`${name}.${i}.json`), tmp(`${name}.${i}-${j}.diff`), "-o", tmp(`${name}.${i}-${j}.json`)]),
            run(["inspect", `schemas/${name}.yml`, tmp(`${name}.${i}-${j}.diff`), "--base", tmp(`${name}.${i}.json`)]),
          ]);
          ok(p);
          expect(JSON.parse(readFileSync(tmp(`${name}.${i}-${j}.json`), "utf8"))).toEqual(canonical(s, s.states[j]));
          const text = ok(ins).stdout.toString("utf8");
          expect(text).toMatch(/^change flags: /m);
          expect(text).toContain(`total: ${diff.length} bytes = ${diff.length * 8} bits`);
        },
      });
    }

    calls.push({
      args: ["generate", "schemas/test.yml", "--runtime-import", "../runtime/index.js", "-o", tmp("new/dir/test.gen.ts")],
      check: (r) => {
        ok(r);
        // -o makes the directories it needs; the header names the files relative to the
        // working directory, and how to regenerate the module with the same options.
        const code = readFileSync(tmp("new/dir/test.gen.ts"), "utf8");
        expect(code).toContain('import * as rt from "../runtime/index.js";');
        const out = relative(process.cwd(), tmp("new/dir/test.gen.ts")).split(sep).join("/");
        expect(code.split("\n").slice(0, 2)).toEqual([
          "// Generated by tickpack " + VERSION + " from schemas/test.yml. Do not edit:",
          "// regenerate with `tickpack generate schemas/test.yml -o " + out + " --runtime-import ../runtime/index.js`.",
        ]);
      },
    });
    calls.push({
      args: ["--version"],
      check: (r) => expect(ok(r).stdout.toString("utf8")).toBe(`${VERSION}\n`),
    });
    calls.push({
      args: ["--help"],
      check: (r) => {
        const text = ok(r).stdout.toString("utf8");
        for (const c of ["generate", "check", "encode", "decode", "diff", "patch", "inspect"]) expect(text).toMatch(new RegExp(`^  ${c} `, "m"));
      },
    });
    calls.push({
      args: ["inspect", "--help"],
      check: (r) => expect(ok(r).stdout.toString("utf8")).toMatch(/^Usage: tickpack inspect .*--base/m),
    });

    const results = await runAll(calls);
    for (let i = 0; i < calls.length; i++) await calls[i]!.check(results[i]!);
  });

  it("runs from source through tsx", async () => {
    const s = sample("primitives");
    const [version, encoded, bad] = await Promise.all([
      run(["--version"], undefined, true),
      run(["encode", "schemas/primitives.yml"], JSON.stringify(s.states[0]), true),
      run(["check", "schemas/nope.yml"], undefined, true),
    ]);
    expect(ok(version).stdout.toString("utf8")).toBe(`${VERSION}\n`);
    expect(new Uint8Array(ok(encoded).stdout)).toEqual(s.codec.encode(s.codec.fromJson(s.states[0])));
    const decoded = ok(await run(["decode", "schemas/primitives.yml"], encoded.stdout, true));
    expect(JSON.parse(decoded.stdout.toString("utf8"))).toEqual(canonical(s, s.states[0]));
    failsWith(bad, 1, /^tickpack: cannot read schemas\/nope\.yml: no such file\n$/);
  });

  it("reports user errors in one line, without a stack trace", async () => {
    writeFileSync(tmp("bad.yml"), "# a comment\nThing:\n  x: uint\n  y: Nope\n");
    writeFileSync(tmp("two-roots.yml"), "A:\n  x: uint\nB:\n  y: string\n");
    writeFileSync(tmp("no-root.yml"), 'X:\n  y: "Y?"\nY:\n  x: "X?"\n');
    writeFileSync(tmp("no-types.yml"), "{}\n");
    writeFileSync(tmp("bad.json"), '{\n  "tick": 1,\n  "phase": \n}\n');
    const gs = sample("game-state");
    const state = JSON.parse(JSON.stringify(gs.states[0])) as { players: Record<string, { health: number }> };
    state.players.p1!.health = 5000;
    writeFileSync(tmp("invalid.json"), JSON.stringify(state));
    writeFileSync(tmp("big.yml"), "U:\n  n: uint(max=100)\n  m: uint[]\n");
    writeFileSync(tmp("big.json"), '{\n  "n": 9007199254740993,\n  "m": []\n}\n');
    writeFileSync(tmp("deep.json"), '{\n  "n": 1,\n  "m": [0, 1,\n        -2]\n}\n');
    writeFileSync(tmp("half.json"), '{\n  "n": 9007199254740991.5,\n  "m": []\n}\n');
    const bytes = gs.codec.encode(gs.codec.fromJson(gs.states[1]));
    writeFileSync(tmp("truncated.bin"), bytes.subarray(0, bytes.length - 3));

    const cases: [string[], number, RegExp][] = [
      [["check", tmp("bad.yml")], 1, /^tickpack: .*bad\.yml:4:6: unknown type Nope\n$/],
      [["encode", tmp("bad.yml"), tmp("game-state.0.json")], 1, /bad\.yml:4:6: /],
      [["check", tmp("missing.yml")], 1, /^tickpack: cannot read .*missing\.yml: no such file\n$/],
      [["encode", "schemas/game-state.yml", tmp("bad.json")], 1, /^tickpack: .*bad\.json:4:1: invalid JSON: unexpected character '}'\n$/],
      [["encode", "schemas/game-state.yml", tmp("invalid.json")], 1, /^tickpack: .*invalid\.json:1:\d+: GameState\.players\["p1"\]\.health: .*5000/],
      [["encode", tmp("big.yml"), tmp("big.json")], 1, /^tickpack: .*big\.json:2:8: U\.n: expected uint\(max=100\), got 9007199254740992 .*\(the file writes 9007199254740993, read as the nearest double\)\n$/],
      [["encode", tmp("big.yml"), tmp("half.json")], 1, /^tickpack: .*half\.json:2:8: U\.n: expected uint\(max=100\), got 9007199254740992 .*\(the file writes 9007199254740991\.5, read as the nearest double\)\n$/],
      [["encode", tmp("big.yml"), tmp("deep.json")], 1, /^tickpack: .*deep\.json:4:9: U\.m\[2\]: expected uint, got -2/],
      [["check", tmp("big.yml"), tmp("deep.json")], 1, /^tickpack: .*deep\.json:4:9: U\.m\[2\]: expected uint, got -2/],
      [["check", "schemas/user.yml", "schemas/user.states.json"], 1, /user\.states\.json:\d+:\d+: User\.\w+: .*\(this looks like a states file/],
      [["encode", "schemas/user.yml", "schemas/user.states.json"], 1, /user\.states\.json:\d+:\d+: User\.\w+: .*\(this looks like a states file, \{ type, states: \[\.\.\.\] \}; .* jq '\.states\[0\]'\)\n$/],
      [["decode", "schemas/game-state.yml", tmp("truncated.bin")], 1, /^tickpack: .*truncated\.bin: cannot decode GameState: .*\(at byte \d+\)\n$/],
      [["inspect", "schemas/game-state.yml", tmp("truncated.bin")], 1, /cannot decode GameState: .*\(at byte \d+\)/],
      [["patch", "schemas/game-state.yml", tmp("game-state.0.json"), tmp("truncated.bin")], 1, /cannot decode diff of GameState: .*\(a diff reads only against the value it was made from: is .*game-state\.0\.json that value\?\)\n$/],
      [["inspect", "schemas/game-state.yml", tmp("truncated.bin"), "--base", tmp("game-state.0.json")], 1, /cannot decode diff of GameState: .*\(a diff reads only against the value it was made from: is .*game-state\.0\.json that value\?\)\n$/],
      [["encode", "schemas/game-state.yml", tmp("game-state.0.json"), "--type", "Nope"], 1, /no type "Nope" \(types: GameState, /],
      [["encode", tmp("two-roots.yml"), tmp("game-state.0.json")], 2, /cannot tell the root type; pick one with --type \(candidates: A, B\)/],
      [["encode", tmp("no-root.yml"), tmp("game-state.0.json")], 2, /cannot tell the root type; pick one with --type \(every type is referred to by another; types: X, Y\)\n$/],
      [["encode", tmp("no-types.yml"), tmp("game-state.0.json")], 1, /^tickpack: .*no-types\.yml: the schema defines no types\n$/],
      [["frobnicate"], 2, /^tickpack: unknown command "frobnicate"/],
      [["encode", "--frob", "schemas/game-state.yml"], 2, /^tickpack: encode: unknown option --frob/],
      [["diff", "schemas/game-state.yml", tmp("game-state.0.json")], 2, /^tickpack: diff: missing arguments; usage: tickpack diff/],
      [["decode", "schemas/game-state.yml", "--type"], 2, /^tickpack: decode: /],
      [["encode", "schemas/game-state.yml", tmp("game-state.0.json"), "--type", "Nope", "--type", "GameState"], 2, /^tickpack: encode: --type given twice\n$/],
      [["decode", "schemas/game-state.yml", tmp("truncated.bin"), "--compact", "--compact"], 2, /^tickpack: decode: --compact given twice\n$/],
      // Two inputs from stdin: refused before either is read (stdin here is empty).
      [["diff", "schemas/game-state.yml", "-", "-"], 2, /^tickpack: diff: only one input can come from stdin\n$/],
      [["encode", "-", "-"], 2, /^tickpack: encode: only one input can come from stdin\n$/],
      [["inspect", "schemas/game-state.yml", "--base", "-"], 2, /^tickpack: inspect: only one input can come from stdin\n$/],
      [["inspect", "schemas/game-state.yml", "-", "--base", "-"], 2, /^tickpack: inspect: only one input can come from stdin\n$/],
      [["check", "-", tmp("game-state.0.json"), "-"], 2, /^tickpack: check: only one input can come from stdin\n$/],
      [["generate", "schemas/user.yml", "--runtime-import", ""], 2, /^tickpack: generate: --runtime-import needs a non-empty value\n$/],
      [["encode", "schemas/game-state.yml", tmp("game-state.0.json"), "-o", ""], 2, /^tickpack: encode: -o needs a non-empty value\n$/],
    ];
    const results = await runAll([...cases.map(([args]) => ({ args })), { args: ["check", tmp("two-roots.yml")] }, { args: ["check", tmp("no-root.yml")] }, { args: ["check", tmp("no-types.yml")] }]);
    cases.forEach(([, code, pattern], i) => failsWith(results[i]!, code, pattern));
    // check says the same as encode when no type or several could be the root.
    expect(ok(results[cases.length]!).stdout.toString("utf8")).toMatch(/two-roots\.yml: ok, 2 types, root type not unique \(candidates: A, B\)\n/);
    expect(ok(results[cases.length + 1]!).stdout.toString("utf8")).toMatch(/no-root\.yml: ok, 2 types, no root type \(every type is referred to by another; pick one with --type\)\n/);
    expect(ok(results[cases.length + 2]!).stdout.toString("utf8")).toMatch(/no-types\.yml: ok, 0 types, no types\n/);
  });

  it("refuses an -o that is one of its inputs, and leaves that input as it was", async () => {
    const schema = tmp("own.yml");
    const value = tmp("own.json");
    const yaml = "R:\n  x: int\n";
    writeFileSync(schema, yaml);
    writeFileSync(value, '{"x": 1}\n');
    const diff = tmp("own.diff");
    writeFileSync(diff, new Uint8Array([0]));
    const cases: [string[], RegExp][] = [
      [["generate", schema, "-o", schema], /^tickpack: generate: -o .*own\.yml is also an input: writing it would lose that input; write to another file\n$/],
      [["encode", schema, value, "-o", value], /^tickpack: encode: -o .*own\.json is also an input/],
      [["decode", schema, diff, "--output", schema.replace(/own\.yml$/, "./own.yml")], /^tickpack: decode: -o .*own\.yml \(that is .*own\.yml\) is also an input/],
      [["patch", schema, value, diff, "-o", diff], /^tickpack: patch: -o .*own\.diff is also an input/],
    ];
    const results = await runAll(cases.map(([args]) => ({ args })));
    cases.forEach(([, pattern], i) => failsWith(results[i]!, 2, pattern));
    expect(readFileSync(schema, "utf8")).toBe(yaml);
    expect(readFileSync(value, "utf8")).toBe('{"x": 1}\n');
    expect([...readFileSync(diff)]).toEqual([0]);
  });

  it("refuses JSON with a number beyond a double or a repeated key, in every command that reads JSON", async () => {
    const s = sample("primitives");
    const text = JSON.stringify(s.states[0], null, 2);
    expect(text.split("\n")[6]).toBe('  "precise": 3.141592653589793,');
    expect(text.split("\n")[8]).toBe('  "level": 7,');
    writeFileSync(tmp("huge.json"), text.replace('"precise": 3.141592653589793', '"precise": 1e999'));
    writeFileSync(tmp("twice.json"), text.replace('"level": 7,', '"level": 7,\n  "count": -42,'));
    writeFileSync(tmp("tiny.json"), text.replace('"precise": 3.141592653589793', '"precise": -1e-400'));
    const good = tmp("primitives.0.json");
    const bin = tmp("primitives.refusals.bin");
    writeFileSync(bin, s.codec.encode(s.codec.fromJson(s.states[0])));
    const huge = /^tickpack: .*huge\.json:7:14: number out of range for a double: 1e999 \(infinity is the string "Infinity"\)\n$/;
    const twice = /^tickpack: .*twice\.json:10:3: duplicate key "count" \(first at 4:3\)\n$/;
    const cases: [string[], string | undefined, RegExp][] = [
      [["encode", "schemas/primitives.yml", tmp("huge.json")], undefined, huge],
      [["encode", "schemas/primitives.yml", tmp("twice.json")], undefined, twice],
      [["encode", "schemas/primitives.yml", "-o", bin + ".x"], text.replace('"flag": true', '"flag": true, "flag": false'), /^tickpack: <stdin>:3:17: duplicate key "flag" \(first at 3:3\)\n$/],
      [["diff", "schemas/primitives.yml", good, tmp("huge.json")], undefined, huge],
      [["diff", "schemas/primitives.yml", tmp("twice.json"), good], undefined, twice],
      [["patch", "schemas/primitives.yml", tmp("huge.json"), bin], undefined, huge],
      [["inspect", "schemas/primitives.yml", bin, "--base", tmp("twice.json")], undefined, twice],
    ];
    const results = await runAll([...cases.map(([args, input]) => ({ args, input })), { args: ["encode", "schemas/primitives.yml", tmp("tiny.json")] }]);
    cases.forEach(([, , pattern], i) => failsWith(results[i]!, 1, pattern));
    // A number too small for a double reads as zero (here -0), as JSON.parse reads it.
    const tiny = new Uint8Array(ok(results[cases.length]!).stdout);
    expect(tiny).toEqual(s.codec.encode({ ...(s.codec.fromJson(s.states[0]) as object), precise: -0 }));
    expect(Object.is((s.codec.decode(tiny) as { precise: number }).precise, -0)).toBe(true);
  });
});

// ---- output and input text ----

/** Control characters a terminal acts on; a line break is allowed only as the end of a line. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

describe("CLI text: JSON writer, UTF-8 input, escapes", () => {
  it("writeJson writes what JSON.stringify(v, null, 2) writes, but -0 and C1 escapes, and reads back as v", () => {
    const hasNegativeZero = (v: unknown): boolean => Object.is(v, -0) || (typeof v === "object" && v !== null && Object.values(v).some(hasNegativeZero));
    const escaped = (text: string) => text.replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4, stringUnit: "binary" }), (v) => {
        const text = writeJson(v);
        expect(parseJson(text)).toEqual(v); // -0 included: toEqual tells -0 from 0
        expect(JSON.parse(text)).toEqual(v);
        if (!hasNegativeZero(v)) expect(text).toBe(escaped(JSON.stringify(v, null, 2)));
      }),
      { numRuns: 500, seed: 13 },
    );
    expect(writeJson({ a: -0, b: [0, -0], c: { d: -0 }, e: "\u009b\u0085\u007f\u2028\u2029\u0001" })).toBe(
      '{\n  "a": -0,\n  "b": [\n    0,\n    -0\n  ],\n  "c": {\n    "d": -0\n  },\n  "e": "\\u009b\\u0085\\u007f\\u2028\\u2029\\u0001"\n}',
    );
    expect(Object.is(parseJson(writeJson(-0)), -0)).toBe(true);
    // Any depth, deeper than JSON.stringify goes (recursive types nest values deeply).
    const n = 5000;
    let deep: unknown = [];
    for (let i = 0; i < n; i++) deep = [deep];
    const levels = Array.from({ length: n }, (_, i) => "  ".repeat(i));
    expect(writeJson(deep)).toBe([...levels.map((pad) => `${pad}[`), `${"  ".repeat(n)}[]`, ...levels.reverse().map((pad) => `${pad}]`)].join("\n"));
  });

  it("decode and patch print -0, so decode → encode gives the same bytes", async () => {
    writeFileSync(tmp("negzero.yml"), 'Z:\n  f: float\n  d: double\n  fs: float[]\n  m: "<string, double>"\n  o: double?\n');
    const codec = createCodec(parseSchema(readFileSync(tmp("negzero.yml"), "utf8")), "Z");
    const value = { f: -0, d: -0, fs: [0, -0, 1.5], m: { a: -0, b: 0 }, o: -0 };
    const zeros = { f: 0, d: 0, fs: [0, 0, 1.5], m: { a: 0, b: 0 }, o: 0 };
    const bytes = codec.encode(codec.fromJson(value));
    expect(bytes).not.toEqual(codec.encode(codec.fromJson(zeros)));
    writeFileSync(tmp("negzero.bin"), bytes);
    writeFileSync(tmp("zeros.json"), JSON.stringify(zeros));
    writeFileSync(tmp("negzero.diff"), codec.encodeDiff(codec.fromJson(zeros), codec.fromJson(value)));
    const [decoded, patched] = await runAll([
      { args: ["decode", tmp("negzero.yml"), tmp("negzero.bin")] },
      { args: ["patch", tmp("negzero.yml"), tmp("zeros.json"), tmp("negzero.diff")] },
    ]);
    for (const r of [decoded!, patched!]) {
      const text = ok(r).stdout.toString("utf8");
      expect(text).toMatch(/^ {2}"f": -0,$/m);
      expect(text).toMatch(/^ {2}"d": -0,$/m);
      expect(text).toMatch(/^ {4}"a": -0,$/m);
      expect(text).toMatch(/^ {2}"o": -0$/m);
      expect(parseJson(text)).toEqual(value);
      expect(new Uint8Array(ok(await run(["encode", tmp("negzero.yml")], r.stdout)).stdout)).toEqual(bytes);
    }
  });

  it("decodeUtf8: the text, or the first byte that is not UTF-8 with its line and column", () => {
    const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));
    const at = (b: Uint8Array) => {
      try {
        decodeUtf8(b);
      } catch (e) {
        expect(e).toBeInstanceOf(Utf8Error);
        const u = e as Utf8Error;
        return [u.line, u.column, u.offset];
      }
      return undefined;
    };
    expect(decodeUtf8(bytes("\uFEFFé😀\uFFFD"))).toBe("\uFEFFé😀\uFFFD"); // the BOM is kept: the readers skip it
    expect(at(bytes('{"a":"', [0xff], '"}'))).toEqual([1, 7, 6]);
    expect(at(bytes("\uFEFF", '{"a":"', [0xff], '"}'))).toEqual([1, 7, 9]); // a BOM is no column, as in JSON errors
    expect(at(bytes('{\n  "é😀', [0xe2, 0x82], '"\n}'))).toEqual([2, 7, 11]); // columns count UTF-16 units, as JSON errors do
    expect(at(bytes("a\r\nb", [0xed, 0xa0, 0x80]))).toEqual([2, 2, 4]); // an encoded surrogate
    expect(at(bytes("x", [0xc0, 0x80]))).toEqual([1, 2, 1]); // an overlong encoding
    expect(at(bytes("ok", [0xf0, 0x9f, 0x98]))).toEqual([1, 3, 2]); // cut short at the end
    // The offset is the end of the longest prefix that is UTF-8.
    const byte = fc.oneof(fc.integer({ min: 0x20, max: 0x7f }), fc.integer({ min: 0x80, max: 0xbf }), fc.constantFrom(0x0a, 0xc0, 0xc2, 0xdf, 0xe0, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff));
    const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    const valid = (b: Uint8Array) => {
      try {
        strict.decode(b);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 12 }), (list) => {
        const b = Uint8Array.from(list);
        const found = at(b);
        let k = b.length;
        while (!valid(b.subarray(0, k))) k--;
        const before = Buffer.from(b.subarray(0, k)).toString("utf8");
        const lines = before.replace(/^\uFEFF/, "").split("\n");
        expect(found).toEqual(k === b.length ? undefined : [lines.length, lines[lines.length - 1]!.length + 1, k]);
      }),
      { numRuns: 2000, seed: 14 },
    );
  });

  it("refuses input files that are not UTF-8: file:line:column: invalid UTF-8", async () => {
    const latin1 = (text: string) => Buffer.from(text, "latin1");
    writeFileSync(tmp("str.yml"), "A: { a: string }\n");
    writeFileSync(tmp("ff.json"), latin1('{"a":"\xff"}'));
    writeFileSync(tmp("latin1.yml"), latin1("E: [caf\xe9, cafe]\n"));
    writeFileSync(tmp("overlong.yml"), Buffer.concat([latin1("A:\n  x: uint\n# "), Buffer.from([0xc0, 0x80]), latin1("\n")]));
    writeFileSync(tmp("cut.json"), Buffer.concat([Buffer.from('{\n  "a": "é😀', "utf8"), Buffer.from([0xe2, 0x82]), Buffer.from('"\n}')]));
    writeFileSync(tmp("surrogate.json"), Buffer.concat([Buffer.from('\uFEFF{"a": "'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]));
    writeFileSync(tmp("fffd.json"), Buffer.from('\uFEFF{"a": "\uFFFD"}', "utf8"));
    writeFileSync(tmp("str.bin"), createCodec(parseSchema("A: { a: string }\n"), "A").encode({ a: "x" }));
    const cases: [string[], string | Uint8Array | undefined, RegExp][] = [
      [["encode", tmp("str.yml"), tmp("ff.json")], undefined, /^tickpack: .*ff\.json:1:7: invalid UTF-8\n$/],
      [["check", tmp("latin1.yml")], undefined, /^tickpack: .*latin1\.yml:1:8: invalid UTF-8\n$/],
      [["encode", tmp("overlong.yml"), tmp("ff.json")], undefined, /^tickpack: .*overlong\.yml:3:3: invalid UTF-8\n$/],
      [["diff", tmp("str.yml"), tmp("fffd.json"), tmp("cut.json")], undefined, /^tickpack: .*cut\.json:2:12: invalid UTF-8\n$/],
      [["inspect", tmp("str.yml"), tmp("str.bin"), "--base", tmp("surrogate.json")], undefined, /^tickpack: .*surrogate\.json:1:8: invalid UTF-8\n$/],
      [["encode", tmp("str.yml")], Uint8Array.of(0x7b, 0x0a, 0x80, 0x7d), /^tickpack: <stdin>:2:1: invalid UTF-8\n$/],
    ];
    const results = await runAll([...cases.map(([args, input]) => ({ args, input })), { args: ["encode", tmp("str.yml"), tmp("fffd.json")] }]);
    cases.forEach(([, , pattern], i) => failsWith(results[i]!, 1, pattern));
    // U+FFFD written as such (EF BF BD) is text like any other; a BOM is still skipped.
    expect(new Uint8Array(ok(results[cases.length]!).stdout)).toEqual(createCodec(parseSchema("A: { a: string }\n"), "A").encode({ a: "\uFFFD" }));
  });

  it.skipIf(!existsSync("/dev/full"))("a failed write to stdout is one line, exit code 1", async () => {
    const gs = sample("game-state");
    writeFileSync(tmp("full.bin"), gs.codec.encode(gs.codec.fromJson(gs.states[0])));
    const fd = openSync("/dev/full", "w");
    try {
      const results = await Promise.all([
        run(["decode", "schemas/game-state.yml", tmp("full.bin")], undefined, false, fd),
        run(["encode", "schemas/game-state.yml", tmp("game-state.0.json")], undefined, false, fd),
        run(["check", "schemas/game-state.yml"], undefined, false, fd),
        run(["--version"], undefined, false, fd),
      ]);
      for (const r of results) failsWith(r, 1, /^tickpack: cannot write to standard output: ENOSPC\b/);
    } finally {
      closeSync(fd);
    }
  });

  it("a closed pipe on stdout is no error (`tickpack decode … | head`)", async () => {
    writeFileSync(tmp("long.yml"), "T:\n  k: T[]\n");
    let value: unknown = { k: [] };
    for (let i = 0; i < 400; i++) value = { k: [value, { k: [] }] };
    writeFileSync(tmp("long.bin"), createCodec(parseSchema("T:\n  k: T[]\n"), "T").encode(value));
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [bundle, "decode", tmp("long.yml"), tmp("long.bin")], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
      const err: Buffer[] = [];
      child.stdout.once("data", () => child.stdout.destroy());
      child.stderr.on("data", (b: Buffer) => err.push(b));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stderr: Buffer.concat(err).toString("utf8") }));
    });
    expect(result).toEqual({ code: 0, stderr: "" });
  });

  it("check validates values given after the schema, each as encode reads it", async () => {
    const gs = sample("game-state");
    writeFileSync(tmp("check.0.json"), JSON.stringify(gs.states[0]));
    writeFileSync(tmp("check.1.json"), JSON.stringify(gs.states[1]));
    const ok = await run(["check", "schemas/game-state.yml", tmp("check.0.json"), tmp("check.1.json")]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(ok.stdout.toString("utf8")).toMatch(/^.*check\.0\.json: ok, a valid GameState\n.*check\.1\.json: ok, a valid GameState\n$/);
    // From stdin, as another type of the schema.
    const vec = await run(["check", "schemas/game-state.yml", "-", "--type", "Vec2"], '{ "x": 1.5, "y": -2 }');
    expect(vec.stdout.toString("utf8")).toBe("<stdin>: ok, a valid Vec2\n");
    const bad = await run(["check", "schemas/game-state.yml", "-", "--type", "Vec2"], '{ "x": 1.5,\n  "y": 1e9 }');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^tickpack: <stdin>:2:8: Vec2\.y: expected float\(precision=0\.01, min=-10000, max=10000\), got 1000000000 \(out of range\)\n$/);
  });

  it("decode and patch --compact write the JSON on one line, -0 kept", async () => {
    writeFileSync(tmp("z.yml"), "Z:\n  d: double\n  xs: int[]\n  m: <string, float>\n");
    writeFileSync(tmp("z0.json"), '{ "d": 1, "xs": [], "m": {} }');
    writeFileSync(tmp("z1.json"), '{ "d": -0, "xs": [1, -2], "m": { "a b": 0.5, "c": "NaN" } }');
    const want = '{"d":-0,"xs":[1,-2],"m":{"a b":0.5,"c":"NaN"}}\n';
    const enc = await run(["encode", tmp("z.yml"), tmp("z1.json")]);
    expect((await run(["decode", tmp("z.yml"), "--compact"], enc.stdout)).stdout.toString("utf8")).toBe(want);
    const d = await run(["diff", tmp("z.yml"), tmp("z0.json"), tmp("z1.json")]);
    expect((await run(["patch", tmp("z.yml"), tmp("z0.json"), "-", "--compact"], d.stdout)).stdout.toString("utf8")).toBe(want);
    // Without it: two spaces a level, as before.
    expect((await run(["decode", tmp("z.yml")], enc.stdout)).stdout.toString("utf8")).toBe('{\n  "d": -0,\n  "xs": [\n    1,\n    -2\n  ],\n  "m": {\n    "a b": 0.5,\n    "c": "NaN"\n  }\n}\n');
  });

  it("check escapes control characters of schema names; decode and inspect escape C1 controls too", async () => {
    writeFileSync(tmp("controls.yml"), 'R:\n  e: E\n  s: string\n  m: "<string, uint>"\nE: ["a\\e[31mRED", "b\\nc", "\\u009b", "d\\u2028", "\\x7f", plain]\n');
    const schema = parseSchema(readFileSync(tmp("controls.yml"), "utf8"));
    const codec = createCodec(schema, "R");
    const value = { e: "\u009b", s: "x\u0085\u009b\u007f\u2028\u2029\u0001\u001b[2J", m: { "k\u009b\u2028": 1 } };
    const bytes = codec.encode(codec.fromJson(value));
    writeFileSync(tmp("controls.bin"), bytes);
    const [check, checkE, decoded, inspected] = await runAll([
      { args: ["check", tmp("controls.yml")] },
      { args: ["check", tmp("controls.yml"), "--type", "E"] },
      { args: ["decode", tmp("controls.yml"), tmp("controls.bin")] },
      { args: ["inspect", tmp("controls.yml"), tmp("controls.bin")] },
    ]);
    const options = '  "a\\u001b[31mRED" | "b\\nc" | "\\u009b" | "d\\u2028" | "\\u007f" | plain    3 bits\n';
    for (const r of [check!, checkE!]) {
      const text = ok(r).stdout.toString("utf8");
      expect(text).not.toMatch(RAW_CONTROL);
      expect(text).toContain(`E  enum  fingerprint ${createCodec(schema, "E").fingerprint}\n${options}`);
    }
    const json = ok(decoded!).stdout.toString("utf8");
    expect(json).not.toMatch(RAW_CONTROL);
    expect(json).toContain('"s": "x\\u0085\\u009b\\u007f\\u2028\\u2029\\u0001\\u001b[2J"');
    expect(JSON.parse(json)).toEqual(value);
    expect(parseJson(json)).toEqual(value);
    expect(new Uint8Array(ok(await run(["encode", tmp("controls.yml")], json)).stdout)).toEqual(bytes);
    const table = ok(inspected!).stdout.toString("utf8");
    expect(table).not.toMatch(RAW_CONTROL);
    expect(table).toMatch(/^R\.s {2,}"x\\u0085\\u009b\\u007f\\u2028\\u2029\\u0001\\u001b\[2J" {2,}\d+ /m);
    expect(table).toMatch(/^R\.m\["k\\u009b\\u2028"\] <key> {2,}"k\\u009b\\u2028" /m);
  });

  it("every --help lists its options with their descriptions in one column", async () => {
    const names = ["generate", "check", "encode", "decode", "diff", "patch", "inspect"];
    const results = await runAll([{ args: ["--help"] }, ...names.map((n) => ({ args: [n, "--help"] }))]);
    for (const r of results) {
      const lines = ok(r).stdout.toString("utf8").split("\n");
      const options = lines.filter((l) => l.startsWith("  -"));
      expect(options.length).toBeGreaterThanOrEqual(2);
      const columns = options.map((l) => /^ {2}-\S*(?: \S+)*? {2,}(?=\S)/.exec(l)?.[0].length);
      expect(columns[0], lines.join("\n")).toBeDefined();
      expect(new Set(columns).size, lines.join("\n")).toBe(1);
      // The options are one block, -h, --help last.
      const first = lines.indexOf(options[0]!);
      expect(lines.slice(first, first + options.length)).toEqual(options);
      expect(options[options.length - 1]).toMatch(/^ {2}-h, --help +show this help$/);
    }
  });
});
