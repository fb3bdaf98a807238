/**
 * The benchmark suite, shared by the Node driver (benchmark/bench.ts) and the browser page
 * (benchmark/browser.ts). It takes everything it needs as inputs (schema texts, states, proto
 * texts, the static protobuf modules and the generated tickpack modules) and uses no Node API.
 *
 * For every selected schema and state it times encode and decode with JSON, MessagePack,
 * Protobuf and tickpack, measures sizes, then tickpack diffs between consecutive states, then
 * (if the GameState schema is selected) how tickpack scales with the number of entities.
 */
import { Bench } from "tinybench";
import { pack, unpack } from "msgpackr";
import protobuf from "protobufjs";
import { protoMirror, type ProtoMirror } from "./proto-mirror.js";
import { parseSchema, createCodec, type Codec, type Schema, type TypeNode } from "tickpack";

// ---------------------------------------------------------------------------------------------
// Inputs, options, results
// ---------------------------------------------------------------------------------------------

export type Mode = "codegen" | "interpreter";
export const FORMATS = ["JSON", "MessagePack", "Protobuf", "tickpack"] as const;
export type Format = (typeof FORMATS)[number];
export type Op = "encode" | "decode";

export interface StatesFile {
  type: string;
  states: unknown[];
}

/** Everything about one sample schema (schemas/NAME.*). */
export interface SchemaSource {
  /** File stem: "game-state". */
  file: string;
  /** schemas/NAME.yml */
  yaml: string;
  /** schemas/NAME.states.json */
  states: StatesFile;
  /**
   * schemas/NAME.proto (parsed at run time in interpreter mode, and in codegen mode when there is
   * no static code). Without it the schema is measured without Protobuf.
   */
  proto: string | undefined;
  /** Module namespace of schemas/NAME.pb.js (protobufjs static code), if there is one. */
  pbStatic: unknown;
  /**
   * Module namespace of schemas/NAME.ts (generated tickpack codecs), if there is one. Without it,
   * codegen mode measures createCodec's compiled codec, which runs the same emitted code.
   */
  generated: Record<string, unknown> | undefined;
}

export interface SuiteOptions {
  mode: Mode;
  /** Short, rough run. */
  quick: boolean;
  /** Runtime label stored in the report's `node` field ("v20.20.2", "Chrome 131.0.0.0"). */
  runtime: string;
  /** Target duration of one tinybench sample (ms); the operation is repeated to fill it. */
  sampleMs: number;
  /** Raw DEFLATE (node:zlib deflateRawSync, or CompressionStream("deflate-raw")). */
  deflateRaw(bytes: Uint8Array): Uint8Array | Promise<Uint8Array>;
  onProgress?(done: number, total: number, label: string): void;
  /** Called between measurements (the browser yields to let the page repaint). */
  pause?(): Promise<void>;
  /** Overrides of the time budgets (ms). */
  time?: number;
  warmupTime?: number;
  /** Entity counts for the scaling section. */
  scalingSizes?: number[];
  /**
   * "mean" (default): ops/s = 1e9 / mean ns per op, so GC pauses and preemption are paid for.
   * "median": from the median sample, steadier on a busy machine.
   */
  stat?: "mean" | "median";
  /** tickpack decodes with `{ views: true }` (bytes values as views into the input, not copies). */
  views?: boolean;
}

export interface ResultRow {
  schema: string;
  state: number;
  format: Format;
  op: Op;
  opsPerSec: number;
  bytes?: number;
}

export interface DiffRow {
  schema: string;
  from: number;
  to: number;
  tick: boolean;
  bytes: number;
  encodeDiffOpsPerSec: number;
  decodeDiffOpsPerSec: number;
  /**
   * tickpack's full `encode` of the new state and `decode` of its bytes, timed in the same rounds
   * as the diff (each round: encodeDiff, encode, decodeDiff, decode), so that the diff's ratio to
   * them is taken side by side: timed minutes apart, a change in the machine's speed in between
   * moved the ratio by up to 2×.
   */
  encodeOpsPerSec: number;
  decodeOpsPerSec: number;
}

export type ScalingOp = "encode" | "decode" | "encodeDiff";

/** tickpack's three ways to run a schema: generated code, createCodec compiled, the eval-free walker. */
export type Backend = "generated" | "compiled" | "walker";
export const BACKENDS: Backend[] = ["generated", "compiled", "walker"];
/**
 * Rounds per cell where figures are compared side by side (the formats on a state, the back ends
 * on an op), each a fifth of a usual measurement, the cell being the median; 1 with --quick.
 */
const ROUNDS = 5;

/** The median of some numbers (NaN if any is NaN: a failed round fails the cell). */
function median(xs: number[]): number {
  if (xs.some((x) => Number.isNaN(x))) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** One schema's last state (encode, decode) and last diff (encodeDiff, decodeDiff) in each back end. */
export interface BackendRow {
  schema: string;
  /** "state 4" or "diff 5→6". */
  what: string;
  op: Op | "encodeDiff" | "decodeDiff";
  backend: Backend;
  opsPerSec: number;
}

export interface ScalingRow {
  entities: number;
  op: ScalingOp;
  nsPerEntity: number;
}

/** A peer's encode or decode of the same generated game state, for comparison with ScalingRow. */
export interface ScalingPeerRow {
  entities: number;
  format: Exclude<Format, "tickpack">;
  op: Op;
  nsPerEntity: number;
}

/** The `--json` file / `window.benchResults` shape. */
export interface BenchJson {
  node: string;
  date: string;
  mode: Mode;
  results: ResultRow[];
  diffs: DiffRow[];
  scaling: ScalingRow[];
  /** The peers on the same generated states (absent in files written before 2026-11-23). */
  scalingPeers?: ScalingPeerRow[];
  backends: BackendRow[];
}

export type SizeFormat = Format | "JSON + deflate";

/** BenchJson plus what the tables need beside it. */
export interface SuiteReport extends BenchJson {
  /** `absent`: formats this schema has no peer for (no schemas/NAME.proto): "—", not FAIL. */
  schemas: { name: string; file: string; states: number; absent: Format[] }[];
  /** Bytes of every state in every format (also JSON + deflate); -1 when the format failed. */
  sizes: { schema: string; state: number; format: SizeFormat; bytes: number }[];
  scalingInfo: { entities: number; changed: number; fullBytes: number; diffBytes: number }[];
  /** Correctness failures: those cells are not timed. */
  failures: string[];
  /** Non-fatal findings (e.g. codegen and interpreter bytes differ). */
  warnings: string[];
  settings: { time: number; warmupTime: number; sampleMs: number; quick: boolean; stat: "mean" | "median"; views: boolean };
  wallMs: number;
}

export function toBenchJson(r: SuiteReport): BenchJson {
  return { node: r.node, date: r.date, mode: r.mode, results: r.results, diffs: r.diffs, scaling: r.scaling, scalingPeers: r.scalingPeers, backends: r.backends };
}

// ---------------------------------------------------------------------------------------------
// Schema discovery helpers
// ---------------------------------------------------------------------------------------------

const FIRST = ["game-state", "primitives", "test", "user"];

/** game-state, primitives, test, user first, then the others alphabetically. */
export function orderSchemaFiles(files: string[]): string[] {
  const rank = (f: string) => {
    const i = FIRST.indexOf(f);
    return i < 0 ? FIRST.length : i;
  };
  return [...files].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** What is wrong with the shape of a states file's JSON (undefined: nothing). */
export function shapeProblem(states: unknown): string | undefined {
  if (typeof states !== "object" || states === null || Array.isArray(states)) return 'expected { "type": "Root", "states": [ … ] }';
  const s = states as Partial<StatesFile>;
  if (typeof s.type !== "string") return 'no "type" naming the root type';
  if (!Array.isArray(s.states)) return 'no "states" array';
  if (s.states.length === 0) return 'the "states" array is empty (one state at least)';
  return undefined;
}

/**
 * Case-insensitive substring match on the file stem or the root type name; any filter may
 * match. A filter written as a file (`schemas/chat.yml`, `chat.states.json`) names exactly the
 * schema of that file. No filters: everything.
 */
export function filterSchemas<T extends { file: string; type: string }>(list: T[], filters: string[]): T[] {
  const fs = filters
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f.length > 0)
    .map((f) => {
      const file = f.replace(/^.*[\\/]/, "").replace(/\.(yml|yaml|states\.json|proto|pb\.js|ts)$/, "");
      return { text: file, exact: file !== f };
    });
  if (fs.length === 0) return list;
  return list.filter((s) => fs.some((f) => (f.exact ? s.file.toLowerCase() === f.text : s.file.toLowerCase().includes(f.text) || s.type.toLowerCase().includes(f.text))));
}

// ---------------------------------------------------------------------------------------------
// Measurement
// ---------------------------------------------------------------------------------------------

const SINK: { v: unknown } = { v: undefined };

/** A state whose fromJson failed (`undefined` is a value: the absent root of a `T?` alias). */
const NO_VALUE: unique symbol = Symbol("no value");

interface Harness {
  setN(n: number): void;
  run(): void;
}

/**
 * A loop calling `expr` N times, compiled separately for every measurement so that its call
 * sites only ever see one codec (a shared closure would turn them megamorphic and tax the
 * formats measured last).
 */
function harness(expr: string, vars: Record<string, unknown>): Harness {
  const names = Object.keys(vars);
  const factory = new Function(
    ...names,
    "SINK",
    `"use strict";\nlet N = 1;\nreturn {\n  setN(n) { N = n; },\n  run() { let s; for (let i = 0; i < N; i++) s = ${expr}; SINK.v = s; },\n};`,
  ) as (...args: unknown[]) => Harness;
  return factory(...names.map((n) => vars[n]), SINK);
}

interface Timing {
  stat: "mean" | "median";
  time: number;
  warmupTime: number;
  sampleMs: number;
  iterations: number;
  warmupIterations: number;
}

/**
 * Operations per second of `expr`, measured with tinybench. The expression is repeated N times
 * per tinybench sample (N calibrated so that a sample lasts about `sampleMs`), which keeps
 * timer resolution and overhead out of the figure; ops/s = N · 1000 / mean sample latency (ms).
 */
async function measure(label: string, expr: string, vars: Record<string, unknown>, t: Timing): Promise<number> {
  const h = harness(expr, vars);
  // Calibration (also a first warm-up): double N until one run takes a couple of ms.
  const calMs = Math.max(2, t.sampleMs * 4);
  let n = 1;
  let elapsed = 0;
  for (;;) {
    h.setN(n);
    const t0 = performance.now();
    h.run();
    elapsed = performance.now() - t0;
    if (elapsed >= calMs || n >= 1 << 26) break;
    n *= elapsed > 0 ? Math.min(16, Math.max(2, Math.ceil(calMs / elapsed))) : 16;
  }
  const perOp = Math.max(elapsed / n, 1e-6);
  let batch = Math.max(1, Math.round(t.sampleMs / perOp));
  // A calibration slowed down (a GC, code not yet optimized) gives a batch that the timer
  // cannot see: a browser's coarse clock then read most samples as 0 ms (Chromium, once, for a
  // 0.24 µs encode). Such a task is run again with 16 times the batch, up to three times.
  for (let attempt = 0; ; attempt++) {
    h.setN(batch);
    const bench = new Bench({
      time: t.time,
      warmupTime: t.warmupTime,
      iterations: t.iterations,
      warmupIterations: t.warmupIterations,
      throws: true,
    });
    bench.add(label, () => h.run());
    await bench.run();
    const task = bench.tasks[0]!;
    const r = task.result;
    if (r.state !== "completed") {
      const err = r.state === "errored" ? r.error : new Error(`task ended in state ${r.state}`);
      throw new Error(`${label}: ${err.message}`);
    }
    const ms = t.stat === "median" ? r.latency.p50 : r.latency.mean;
    if (ms > 0) return (batch * 1000) / ms;
    if (attempt === 3 || batch >= 1 << 26) throw new Error(`${label}: no usable samples (${t.stat} latency ${ms} ms)`);
    batch *= 16;
  }
}

// ---------------------------------------------------------------------------------------------
// Correctness helpers
// ---------------------------------------------------------------------------------------------

/** A peer's encoding of a state (`msg`: the Protobuf message), and what its round trip changed. */
function peerEncode(format: Exclude<Format, "tickpack">, state: unknown, msg: unknown, pb: PbType | undefined): { bytes: Uint8Array; problem: string | null } {
  switch (format) {
    case "JSON": {
      const bytes = te.encode(JSON.stringify(state));
      return { bytes, problem: jsonDiff(JSON.parse(td.decode(bytes)), state) };
    }
    case "MessagePack": {
      const bytes = pack(state) as Uint8Array;
      return { bytes, problem: jsonDiff(unpack(bytes), state) };
    }
    case "Protobuf": {
      if (msg === undefined || pb === undefined) throw new Error("no message (fromObject failed)");
      const bytes = pb.encode(msg).finish();
      const again = pb.encode(pb.decode(bytes)).finish();
      return { bytes, problem: bytesEqual(bytes, again) ? null : `decode + re-encode gives ${again.length} bytes != ${bytes.length}` };
    }
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);
}

/**
 * Deep equality of JSON-like values ("path: reason" of the first difference, or null). With
 * `numbers` false, any two numbers are taken as equal: for tickpack's round trips, whose numbers
 * `equals` has already compared as their types round them (a float as float32, a quantized one
 * to its step), so that only the shape is checked here.
 */
export function jsonDiff(a: unknown, b: unknown, path = "$", numbers = true): string | null {
  if (a === b) return null;
  if (typeof a === "number" && typeof b === "number") return !numbers || (Number.isNaN(a) && Number.isNaN(b)) ? null : `${path}: ${a} != ${b}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: length ${a.length} != ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDiff(a[i], b[i], `${path}[${i}]`, numbers);
      if (d) return d;
    }
    return null;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length || ka.some((k) => !Object.prototype.hasOwnProperty.call(b, k))) return `${path}: keys ${JSON.stringify(ka)} != ${JSON.stringify(kb)}`;
    for (const k of ka) {
      const d = jsonDiff(a[k], b[k], /^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`, numbers);
      if (d) return d;
    }
    return null;
  }
  const show = (v: unknown) => {
    try {
      return JSON.stringify(v)?.slice(0, 60) ?? String(v);
    } catch {
      return String(v);
    }
  };
  return `${path}: ${show(a)} != ${show(b)}`;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function errMsg(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/**
 * True if the set of map keys, some array's length, or some union's variant differs between
 * two JSON-form values of `node` (a "structural" change); optional fields appearing or
 * disappearing and plain value changes are "tick" changes.
 */
export function isStructuralChange(schema: Schema, node: TypeNode, a: unknown, b: unknown, depth = 0): boolean {
  if (depth > 200) return false;
  switch (node.kind) {
    case "optional":
      return a != null && b != null && isStructuralChange(schema, node.of, a, b, depth + 1);
    case "array": {
      if (!Array.isArray(a) || !Array.isArray(b)) return false;
      if (a.length !== b.length) return true;
      return a.some((x, i) => isStructuralChange(schema, node.of, x, b[i], depth + 1));
    }
    case "map": {
      if (!isPlainObject(a) || !isPlainObject(b)) return jsonShapeDiffers(a, b);
      const ka = Object.keys(a);
      if (ka.length !== Object.keys(b).length || ka.some((k) => !Object.prototype.hasOwnProperty.call(b, k))) return true;
      return ka.some((k) => isStructuralChange(schema, node.value, a[k], b[k], depth + 1));
    }
    case "ref": {
      const def = schema.types.get(node.name);
      if (!def) return jsonShapeDiffers(a, b);
      if (def.kind === "object") {
        if (!isPlainObject(a) || !isPlainObject(b)) return false;
        return def.fields.some((f) => isStructuralChange(schema, f.type, a[f.name], b[f.name], depth + 1));
      }
      if (def.kind === "union") {
        if (!isPlainObject(a) || !isPlainObject(b)) return false;
        const va = Object.keys(a)[0];
        const vb = Object.keys(b)[0];
        if (va !== vb) return true;
        return va !== undefined && isStructuralChange(schema, { kind: "ref", name: va }, a[va], b[va], depth + 1);
      }
      if (def.kind === "alias") return isStructuralChange(schema, def.target, a, b, depth + 1);
      return false;
    }
    default:
      return false;
  }
}

/** Schema-free fallback: object key sets or array lengths differ anywhere. */
function jsonShapeDiffers(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length !== b.length || a.some((x, i) => jsonShapeDiffers(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length || ka.some((k) => !(k in b))) return true;
    return ka.some((k) => jsonShapeDiffers(a[k], b[k]));
  }
  return false;
}

function rootNodeOf(schema: Schema, type: string): TypeNode {
  const def = schema.types.get(type);
  if (!def) throw new Error(`no type ${type} in the schema`);
  if (def.kind === "enum") return def.node;
  if (def.kind === "alias" && !def.recursive) return def.target;
  return { kind: "ref", name: type };
}

// ---------------------------------------------------------------------------------------------
// Protobuf plumbing
// ---------------------------------------------------------------------------------------------

interface PbType {
  fromObject(o: unknown): unknown;
  encode(m: unknown): { finish(): Uint8Array };
  decode(b: Uint8Array): unknown;
}

function protoPackage(proto: string): string {
  const m = /^\s*package\s+([\w.]+)\s*;/m.exec(proto);
  return m ? m[1]! : "";
}

function staticPbType(mod: unknown, path: string): PbType {
  let node: unknown = (mod as { default?: unknown }).default ?? mod;
  for (const part of path.split(".")) {
    node = node == null ? undefined : (node as Record<string, unknown>)[part];
  }
  if (!node || typeof (node as PbType).encode !== "function") throw new Error(`protobuf static type ${path} not found in the .pb.js module`);
  return node as PbType;
}

function runtimePbType(proto: string, path: string): PbType {
  const root = protobuf.parse(proto, { keepCase: true }).root;
  root.resolveAll();
  return root.lookupType(path) as unknown as PbType;
}

// ---------------------------------------------------------------------------------------------
// Scaling: generated game states with N entities
// ---------------------------------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENTITY_WEIGHTS: Record<string, number> = { players: 0.1, enemies: 0.4, projectiles: 0.3, loot: 0.2 };
const round2 = (x: number) => Math.round(x * 100) / 100;
const clampPos = (x: number) => Math.max(-10000, Math.min(10000, round2(x)));

function cloneJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/**
 * A game state with `n` entities, built from the sample states: the top-level maps whose values
 * are objects (players, enemies, projectiles, loot) are refilled with `n` entities split
 * 10/40/30/20 %, each a clone of a sample entity of that map under a new key, scattered over
 * the map; references to entity keys (targetId, ownerId) are rewired to generated keys.
 */
export function generateGameState(samples: unknown[], n: number, seed = 1): Record<string, unknown> {
  const rnd = mulberry32(seed * 7919 + n);
  const template = cloneJson(samples[samples.length - 1]) as Record<string, unknown>;
  // Example entities of each object-valued map, from all sample states.
  const examples = new Map<string, unknown[]>();
  const keyOwner = new Map<string, string>();
  for (const s of samples as Record<string, unknown>[]) {
    for (const [field, value] of Object.entries(s)) {
      if (!isPlainObject(value)) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, v]) => isPlainObject(v))) continue;
      if (!examples.has(field)) examples.set(field, []);
      for (const [k, v] of entries) {
        examples.get(field)!.push(v);
        keyOwner.set(k, field);
      }
    }
  }
  const fields = [...examples.keys()];
  if (fields.length === 0) throw new Error("generateGameState: no entity maps in the sample states");
  const weights = fields.map((f) => ENTITY_WEIGHTS[f] ?? 1 / fields.length);
  const wsum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((n * w) / wsum));
  for (let i = 0, left = n - counts.reduce((a, b) => a + b, 0); left > 0; i = (i + 1) % counts.length, left--) counts[i]!++;
  const prefix = (f: string) => (f === "players" ? "p" : f === "enemies" ? "e" : f === "projectiles" ? "pr" : f === "loot" ? "l" : `${f}_`);
  const keys = new Map<string, string[]>();
  fields.forEach((f, i) => keys.set(f, Array.from({ length: counts[i]! }, (_, j) => `${prefix(f)}${j + 1}`)));
  const rewire = (v: unknown): unknown => {
    if (typeof v === "string" && keyOwner.has(v)) {
      const pool = keys.get(keyOwner.get(v)!)!;
      return pool.length > 0 ? pool[Math.floor(rnd() * pool.length)] : v;
    }
    if (Array.isArray(v)) return v.map(rewire);
    if (isPlainObject(v)) {
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) o[k] = rewire(x);
      return o;
    }
    return v;
  };
  fields.forEach((f) => {
    const ex = examples.get(f)!;
    const map: Record<string, unknown> = {};
    keys.get(f)!.forEach((key, j) => {
      const e = rewire(cloneJson(ex[j % ex.length])) as Record<string, unknown>;
      const pos = e.position;
      if (isPlainObject(pos) && typeof pos.x === "number" && typeof pos.y === "number") {
        pos.x = clampPos((rnd() * 2 - 1) * 2000);
        pos.y = clampPos((rnd() * 2 - 1) * 2000);
      }
      if (f === "players" && typeof e.name === "string") e.name = `${e.name}#${j + 1}`;
      map[key] = e;
    });
    template[f] = map;
  });
  return template;
}

/** The next tick: tick + 1, uptimeMs + 50, and 1 % of the entities (at least one) move a little. */
export function nextTick(state: Record<string, unknown>, fraction = 0.01, seed = 2): { next: Record<string, unknown>; changed: number } {
  const next = cloneJson(state);
  const rnd = mulberry32(seed);
  if (typeof next.tick === "number") next.tick += 1;
  if (typeof next.uptimeMs === "number") next.uptimeMs += 50;
  const movable: Record<string, number>[] = [];
  for (const value of Object.values(next)) {
    if (!isPlainObject(value)) continue;
    for (const e of Object.values(value)) {
      if (isPlainObject(e) && isPlainObject(e.position)) movable.push(e.position as Record<string, number>);
    }
  }
  const changed = Math.max(1, Math.round(movable.length * fraction));
  const step = movable.length / changed;
  for (let i = 0; i < changed; i++) {
    const p = movable[Math.floor(i * step)]!;
    p.x = clampPos(p.x! + 0.25 + rnd());
    p.y = clampPos(p.y! - 0.25 - rnd());
  }
  return { next, changed };
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

interface Prepared {
  src: SchemaSource;
  /** The root type. */
  type: string;
  /** The root type's name, or "Type (file.yml)" where two schemas share it: the key of results. */
  name: string;
  schema: Schema;
  codec: Codec<unknown>;
  /** The codec of the other mode, for the bytes cross-check (undefined if unavailable). */
  other: Codec<unknown> | undefined;
  backends: Record<Backend, Codec<unknown> | undefined>;
  pb: PbType | undefined;
  /** A JSON state as the Protobuf message that `pb` encodes (through the mirror if there is one). */
  toPb: (state: unknown) => unknown;
  json: unknown[];
  values: unknown[];
  pbMsgs: unknown[];
}

const te = new TextEncoder();
const td = new TextDecoder();

export function timingFor(opts: Pick<SuiteOptions, "quick" | "time" | "warmupTime" | "sampleMs" | "stat">): Timing {
  return {
    stat: opts.stat ?? "mean",
    time: opts.time ?? (opts.quick ? 60 : 1000),
    warmupTime: opts.warmupTime ?? (opts.quick ? 60 : 200),
    sampleMs: opts.sampleMs,
    iterations: opts.quick ? 8 : 32,
    warmupIterations: opts.quick ? 2 : 8,
  };
}

export const DEFAULT_SCALING_SIZES = [10, 100, 1000, 10000];
const SCALING_PEERS = ["MessagePack", "Protobuf", "JSON"] as const;

export async function runSuite(sources: SchemaSource[], opts: SuiteOptions): Promise<SuiteReport> {
  const started = performance.now();
  const t = timingFor(opts);
  // tickpack's decode and decodeDiff, with DecodeOptions O under --views (written without it
  // otherwise, so that the default measures exactly the one-argument call users make).
  const O = { views: true };
  const DEC = opts.views === true ? "C.decode(B, O)" : "C.decode(B)";
  const DECD = opts.views === true ? "C.decodeDiff(P, D, O)" : "C.decodeDiff(P, D)";
  const report: SuiteReport = {
    node: opts.runtime,
    date: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
    mode: opts.mode,
    results: [],
    diffs: [],
    scaling: [],
    scalingPeers: [],
    backends: [],
    schemas: [],
    sizes: [],
    scalingInfo: [],
    failures: [],
    warnings: [],
    settings: { time: t.time, warmupTime: t.warmupTime, sampleMs: t.sampleMs, quick: opts.quick, stat: t.stat, views: opts.views === true },
    wallMs: 0,
  };
  const scalingSizes = opts.scalingSizes ?? DEFAULT_SCALING_SIZES;
  // Scaling runs on the sample game state (schemas/game-state.yml), whose entity maps it fills.
  const gameSrc = sources.find((s) => s.file === "game-state");

  // Total number of measurements, for the progress line.
  let total = 0;
  for (const s of sources) {
    const n = Array.isArray(s.states?.states) ? s.states.states.length : 0;
    total += n * FORMATS.length * 2 + Math.max(0, n - 1) * 4 + BACKENDS.length * 4;
  }
  // Per size: tickpack's encode, decode and encodeDiff, and each peer's encode and decode.
  const perSize = 3 + 2 * SCALING_PEERS.length;
  if (gameSrc) total += scalingSizes.length * perSize;
  let done = 0;
  const step = async (label: string) => {
    opts.onProgress?.(done, total, label);
    if (opts.pause) await opts.pause();
  };
  const timed = async (label: string, expr: string, vars: Record<string, unknown>, timing: Timing = t): Promise<number> => {
    await step(label);
    try {
      return await measure(label, expr, vars, timing);
    } catch (e) {
      report.failures.push(`${label}: measurement failed: ${errMsg(e)}`);
      return NaN;
    } finally {
      done++;
    }
  };

  /**
   * Encode and decode operations per second of one format: `state` is the JSON state (JSON,
   * MessagePack), `msg` the Protobuf message, `value` tickpack's value, `bytes` the encoding.
   */
  const timeFormat = async (
    where: string,
    format: Format,
    x: { state: unknown; msg: unknown; value: unknown; codec: Codec<unknown>; pb: PbType | undefined; bytes: Uint8Array },
    timing: Timing = t,
    suffix = "",
  ): Promise<[number, number]> => {
    const B = x.bytes.slice();
    switch (format) {
      case "JSON":
        return [
          await timed(`${where} · JSON encode${suffix}`, "TE.encode(JSON.stringify(V))", { TE: te, V: x.state }, timing),
          await timed(`${where} · JSON decode${suffix}`, "JSON.parse(TD.decode(B))", { TD: td, B }, timing),
        ];
      case "MessagePack":
        return [
          await timed(`${where} · MessagePack encode${suffix}`, "PACK(V)", { PACK: pack, V: x.state }, timing),
          await timed(`${where} · MessagePack decode${suffix}`, "UNPACK(B)", { UNPACK: unpack, B }, timing),
        ];
      case "Protobuf":
        return [
          await timed(`${where} · Protobuf encode${suffix}`, "T.encode(M).finish()", { T: x.pb, M: x.msg }, timing),
          await timed(`${where} · Protobuf decode${suffix}`, "T.decode(B)", { T: x.pb, B }, timing),
        ];
      case "tickpack":
        return [
          await timed(`${where} · tickpack encode${suffix}`, "C.encode(V)", { C: x.codec, V: x.value }, timing),
          await timed(`${where} · tickpack decode${suffix}`, DEC, { C: x.codec, B, O }, timing),
        ];
    }
  };

  const rounds = opts.quick ? 1 : ROUNDS;
  const roundTiming: Timing = { ...t, time: t.time / rounds, warmupTime: t.warmupTime / rounds, iterations: Math.ceil(t.iterations / rounds) };

  const preparedList: Prepared[] = [];
  // Results are keyed by the root type's name, or by "Type (file.yml)" where two selected
  // schemas share a root type name.
  const typeCount = new Map<string, number>();
  for (const src of sources) typeCount.set(src.states?.type, (typeCount.get(src.states?.type) ?? 0) + 1);
  for (const src of sources) {
    const type = src.states?.type;
    const name = typeCount.get(type)! > 1 ? `${type} (${src.file}.yml)` : type;
    try {
      preparedList.push(prepare(src, type, name));
    } catch (e) {
      report.failures.push(`schemas/${src.file}.yml: ${errMsg(e).replace(/^Error: /, "")}; not measured`);
    }
  }

  function prepare(src: SchemaSource, type: string, name: string): Prepared {
    const shape = shapeProblem(src.states);
    if (shape !== undefined) throw new Error(`schemas/${src.file}.states.json: ${shape}`);
    const schema = parseSchema(src.yaml);
    if (!schema.types.has(type)) throw new Error(`the states' root type ${type} is not in the schema`);
    // Without a hand-written .proto, a mirror generated from the schema (benchmark/proto-mirror.ts).
    let mirror: ProtoMirror | undefined;
    let noMirror = "";
    if (src.proto === undefined)
      try {
        mirror = protoMirror(schema, type);
      } catch (e) {
        noMirror = e instanceof Error ? e.message : String(e);
      }
    let pb: PbType | undefined;
    if (mirror)
      try {
        pb = runtimePbType(mirror.proto, mirror.root);
      } catch (e) {
        noMirror = `protobufjs cannot load it: ${errMsg(e)}`;
        mirror = undefined;
      }
    const absent: Format[] = src.proto === undefined && mirror === undefined ? ["Protobuf"] : [];
    const interp = createCodec(schema, type);
    if (src.generated !== undefined && !(type in src.generated)) throw new Error(`the generated module (schemas/${src.file}.ts) has no export ${type}`);
    const gen = src.generated?.[type] as Codec<unknown> | undefined;
    if (gen !== undefined && typeof gen.encode !== "function") throw new Error(`generated module export ${type} is not a codec`);
    let codec: Codec<unknown>;
    let other: Codec<unknown> | undefined;
    if (opts.mode === "codegen" && gen) {
      codec = gen;
      other = interp;
    } else {
      if (opts.mode === "codegen")
        report.warnings.push(`${name}: no schemas/${src.file}.ts (tickpack generate); measured createCodec's compiled codec, the same emitted code`);
      codec = interp;
      other = gen;
    }
    if (mirror) {
      report.warnings.push(`${name}: no schemas/${src.file}.proto; Protobuf runs a mirror generated from the schema (benchmark/proto-mirror.ts), through reflection`);
      for (const note of mirror.notes) report.warnings.push(`${name}: in the Protobuf mirror, ${note}`);
    }
    else if (src.proto === undefined) report.warnings.push(`${name}: no schemas/${src.file}.proto and no generated mirror (${noMirror}); measured without Protobuf`);
    else {
      const path = `${protoPackage(src.proto)}.${type}`.replace(/^\./, "");
      if (opts.mode === "codegen" && src.pbStatic === undefined)
        report.warnings.push(
          `${name}: no schemas/${src.file}.pb.js (npx pbjs -t static-module -w es6 --keep-case -o schemas/${src.file}.pb.js schemas/${src.file}.proto); Protobuf measured through reflection on the .proto`,
        );
      try {
        pb = opts.mode === "codegen" && src.pbStatic !== undefined ? staticPbType(src.pbStatic, path) : runtimePbType(src.proto, path);
      } catch (e) {
        report.failures.push(`${name}: schemas/${src.file}.proto: ${errMsg(e)}; measured without Protobuf`);
      }
    }
    const json = src.states.states;
    const pbType = pb;
    const toPb = (state: unknown): unknown => pbType!.fromObject(mirror ? mirror.toProto(state) : state);
    const values: unknown[] = [];
    const pbMsgs: unknown[] = [];
    json.forEach((state, i) => {
      try {
        values.push(codec.fromJson(state));
      } catch (e) {
        values.push(NO_VALUE);
        report.failures.push(`${name} state ${i + 1} tickpack fromJson: ${errMsg(e)}`);
      }
      if (!pb) pbMsgs.push(undefined);
      else
        try {
          pbMsgs.push(toPb(state));
        } catch (e) {
          pbMsgs.push(undefined);
          report.warnings.push(`${name} state ${i + 1} Protobuf fromObject: ${errMsg(e)}`);
        }
    });
    const backends: Record<Backend, Codec<unknown> | undefined> = { generated: gen, compiled: interp, walker: createCodec(schema, type, { mode: "walk" }) };
    report.schemas.push({ name, file: src.file, states: json.length, absent });
    return { src, type, name, schema, codec, other, backends, pb, toPb, json, values, pbMsgs };
  }

  for (const p of preparedList) {
    const { name, codec, other, pb } = p;
    for (let i = 0; i < p.json.length; i++) {
      const state = p.json[i];
      const value = p.values[i];
      const msg = p.pbMsgs[i];
      const sn = i + 1;
      const where = `${name} state ${sn}`;
      // Encode once per format and check the round trip before timing anything.
      const encoded: Partial<Record<Format, Uint8Array>> = {};
      // A peer that cannot take a state (msgpackr renames a key "__proto__", say) is a warning
      // and FAIL in its cells; only tickpack's own failures fail the run.
      const check = (format: Format, fn: () => { bytes: Uint8Array; problem: string | null }) => {
        const list = format === "tickpack" ? report.failures : report.warnings;
        try {
          const { bytes, problem } = fn();
          if (problem) list.push(`${where} ${format}: round trip: ${problem}`);
          else encoded[format] = bytes;
        } catch (e) {
          list.push(`${where} ${format}: ${errMsg(e)}`);
        }
      };
      check("JSON", () => peerEncode("JSON", state, msg, pb));
      check("MessagePack", () => peerEncode("MessagePack", state, msg, pb));
      if (pb) check("Protobuf", () => peerEncode("Protobuf", state, msg, pb));
      check("tickpack", () => {
        if (value === NO_VALUE) throw new Error("no value (fromJson failed)");
        const bytes = codec.encode(value);
        const back = codec.decode(bytes);
        let problem: string | null = null;
        if (!codec.equals(back, value)) problem = "decode(encode(x)) is not equal to x";
        else problem = jsonDiff(codec.toJson(back), codec.toJson(value), "$", false);
        if (!problem && !bytesEqual(codec.encode(back), bytes)) problem = "re-encoding the decoded value gives other bytes";
        return { bytes, problem };
      });
      if (other && value !== NO_VALUE && encoded.tickpack) {
        try {
          const ob = other.encode(value);
          if (!bytesEqual(ob, encoded.tickpack)) {
            report.warnings.push(`${where}: codegen and interpreter encodings differ (${opts.mode === "codegen" ? `${encoded.tickpack.length} vs ${ob.length}` : `${ob.length} vs ${encoded.tickpack.length}`} bytes)`);
          }
        } catch (e) {
          report.warnings.push(`${where}: the ${opts.mode === "codegen" ? "interpreter" : "generated"} codec failed to encode: ${errMsg(e)}`);
        }
      }

      for (const format of FORMATS) report.sizes.push({ schema: name, state: sn, format, bytes: encoded[format]?.length ?? -1 });
      if (encoded.JSON) {
        const z = await opts.deflateRaw(encoded.JSON);
        report.sizes.push({ schema: name, state: sn, format: "JSON + deflate", bytes: z.length });
      }

      // The formats in turn, in rounds (median of the rounds), so that a change in the machine's
      // speed halfway through falls on all of them alike.
      const timedFormats = FORMATS.filter((f) => encoded[f] !== undefined);
      done += 2 * (FORMATS.length - timedFormats.length);
      const samples = new Map<Format, [number[], number[]]>(timedFormats.map((f) => [f, [[], []]]));
      for (let round = 0; round < rounds; round++)
        for (const format of timedFormats) {
          const suffix = rounds > 1 ? ` (round ${round + 1}/${rounds})` : "";
          const [e, d] = await timeFormat(where, format, { state, msg, value, codec, pb, bytes: encoded[format]! }, roundTiming, suffix);
          samples.get(format)![0].push(e);
          samples.get(format)![1].push(d);
          if (round < rounds - 1) done -= 2;
        }
      for (const format of FORMATS) {
        const xs = samples.get(format);
        report.results.push({ schema: name, state: sn, format, op: "encode", opsPerSec: xs ? median(xs[0]) : NaN, bytes: encoded[format]?.length ?? -1 });
        report.results.push({ schema: name, state: sn, format, op: "decode", opsPerSec: xs ? median(xs[1]) : NaN });
      }
    }

    // Diffs between consecutive states.
    const root = rootNodeOf(p.schema, p.type);
    for (let i = 1; i < p.json.length; i++) {
      const where = `${name} diff ${i}→${i + 1}`;
      const prev = p.values[i - 1];
      const next = p.values[i];
      const tick = !isStructuralChange(p.schema, root, p.json[i - 1], p.json[i]);
      let diff: Uint8Array | undefined;
      try {
        if (prev === NO_VALUE || next === NO_VALUE) throw new Error("missing value (fromJson failed)");
        const prevBefore = JSON.stringify(codec.toJson(prev));
        diff = codec.encodeDiff(prev, next);
        const back = codec.decodeDiff(prev, diff);
        let problem: string | null = null;
        if (!codec.equals(back, next)) problem = "decodeDiff(prev, encodeDiff(prev, next)) is not equal to next";
        else problem = jsonDiff(codec.toJson(back), codec.toJson(next), "$", false);
        if (!problem && JSON.stringify(codec.toJson(prev)) !== prevBefore) problem = "encodeDiff/decodeDiff mutated prev";
        if (problem) {
          report.failures.push(`${where}: ${problem}`);
          diff = undefined;
        }
      } catch (e) {
        report.failures.push(`${where}: ${errMsg(e)}`);
        diff = undefined;
      }
      if (diff && other) {
        try {
          const od = other.encodeDiff(prev, next);
          if (!bytesEqual(od, diff)) report.warnings.push(`${where}: codegen and interpreter diffs differ (${diff.length} vs ${od.length} bytes)`);
        } catch (e) {
          report.warnings.push(`${where}: the other codec failed to encode the diff: ${errMsg(e)}`);
        }
      }
      let encOps = NaN;
      let decOps = NaN;
      let fullEncOps = NaN;
      let fullDecOps = NaN;
      if (diff) {
        // In rounds, as the formats are (median of the rounds): one timing alone took half the
        // usual figure now and then, when the machine slowed down while it ran. The full encode
        // and decode of the new state are timed in the same rounds, next to the diff.
        const es: number[] = [];
        const fe: number[] = [];
        const ds: number[] = [];
        const fd: number[] = [];
        const full = codec.encode(next).slice();
        for (let round = 0; round < rounds; round++) {
          const suffix = rounds > 1 ? ` (round ${round + 1}/${rounds})` : "";
          es.push(await timed(`${where} · tickpack encodeDiff${suffix}`, "C.encodeDiff(P, V)", { C: codec, P: prev, V: next }, roundTiming));
          fe.push(await timed(`${where} · tickpack encode${suffix}`, "C.encode(V)", { C: codec, V: next }, roundTiming));
          ds.push(await timed(`${where} · tickpack decodeDiff${suffix}`, DECD, { C: codec, P: prev, D: diff.slice(), O }, roundTiming));
          fd.push(await timed(`${where} · tickpack decode${suffix}`, DEC, { C: codec, B: full, O }, roundTiming));
          if (round < rounds - 1) done -= 4;
        }
        encOps = median(es);
        decOps = median(ds);
        fullEncOps = median(fe);
        fullDecOps = median(fd);
      } else {
        done += 4;
      }
      report.diffs.push({ schema: name, from: i, to: i + 1, tick, bytes: diff?.length ?? -1, encodeDiffOpsPerSec: encOps, decodeDiffOpsPerSec: decOps, encodeOpsPerSec: fullEncOps, decodeOpsPerSec: fullDecOps });
    }

    // The back ends side by side: each op timed in the three in turn, in rounds of a fifth of the
    // usual time (median of the rounds), so that a change in the machine's speed halfway through
    // falls on all three alike. The last state, and the last diff.
    const last = p.json.length - 1;
    const value = p.values[last];
    const prev = last > 0 ? p.values[last - 1] : NO_VALUE;
    const bytes = value === NO_VALUE ? undefined : codec.encode(value);
    const diff = prev === NO_VALUE || value === NO_VALUE ? undefined : codec.encodeDiff(prev, value);
    const ops = [
      { op: "encode", what: `state ${last + 1}`, expr: "C.encode(V)", ok: bytes !== undefined },
      { op: "decode", what: `state ${last + 1}`, expr: DEC, ok: bytes !== undefined },
      { op: "encodeDiff", what: `diff ${last}→${last + 1}`, expr: "C.encodeDiff(P, V)", ok: diff !== undefined },
      { op: "decodeDiff", what: `diff ${last}→${last + 1}`, expr: DECD, ok: diff !== undefined },
    ] as const;
    for (const o of ops) {
      if (!o.ok) {
        done += BACKENDS.length;
        continue;
      }
      const samples = new Map<Backend, number[]>();
      for (const b of BACKENDS) {
        const c = p.backends[b];
        const where = `${name} ${o.what} · ${b} ${o.op}`;
        if (c === undefined) continue;
        try {
          // Same bytes from every back end, or no figure.
          if (o.op === "encode" && !bytesEqual(c.encode(value), bytes!)) throw new Error("encodes to other bytes");
          if (o.op === "encodeDiff" && !bytesEqual(c.encodeDiff(prev, value), diff!)) throw new Error("encodes the diff to other bytes");
          samples.set(b, []);
        } catch (e) {
          report.failures.push(`${where}: ${errMsg(e)}`);
        }
      }
      for (let round = 0; round < rounds; round++) {
        for (const [b, xs] of samples) {
          const vars = { C: p.backends[b], V: value, B: bytes!.slice(), P: prev, D: diff?.slice(), O };
          xs.push(await timed(`${name} ${o.what} · ${b} ${o.op} (round ${round + 1}/${rounds})`, o.expr, vars, roundTiming));
          done--;
        }
      }
      for (const b of BACKENDS) {
        const xs = samples.get(b);
        if (p.backends[b] !== undefined) report.backends.push({ schema: name, what: o.what, op: o.op, backend: b, opsPerSec: xs ? median(xs) : NaN });
        done++;
      }
    }
  }

  // Scaling with the number of entities. Every size is prepared first, then timed in rounds
  // (median of the rounds), the sizes in turn in each, as the formats are: the cells are ratios
  // of one size to another, and a change in the machine's speed between two sizes timed one
  // after the other (it halves for seconds at a time on a shared host) read as a 2× worse scaling.
  const gameP = preparedList.find((x) => x.src === gameSrc);
  if (gameP) {
    const p = gameP;
    const codec = p.codec;
    interface ScalingCase {
      n: number;
      where: string;
      state: unknown;
      prev: unknown;
      next: unknown;
      bytes: Uint8Array;
      stateJson: unknown;
      peers: { format: (typeof SCALING_PEERS)[number]; msg: unknown; bytes: Uint8Array }[];
      /** Per op (encode, decode, encodeDiff, then each peer's encode and decode): a rate a round. */
      rates: number[][];
    }
    const cases: ScalingCase[] = [];
    for (const n of scalingSizes) {
      const where = `Scaling ${n} entities`;
      let c: ScalingCase | undefined;
      let changed = 0;
      let diff: Uint8Array | undefined;
      try {
        let json: Record<string, unknown>;
        let nt: ReturnType<typeof nextTick>;
        try {
          json = generateGameState(p.json, n);
          nt = nextTick(json);
        } catch (e) {
          // A game-state.yml of the user's own, not shaped like the sample: nothing to scale.
          report.warnings.push(`Scaling skipped: cannot generate entities from schemas/game-state.yml's states (${errMsg(e)})`);
          done += perSize * (scalingSizes.length - scalingSizes.indexOf(n));
          break;
        }
        changed = nt.changed;
        const state = codec.fromJson(json);
        const prev = codec.fromJson(json);
        const next = codec.fromJson(nt.next);
        const bytes = codec.encode(state).slice();
        const back = codec.decode(bytes);
        if (!codec.equals(back, state)) throw new Error("decode(encode(x)) is not equal to x");
        diff = codec.encodeDiff(prev, next);
        if (!codec.equals(codec.decodeDiff(prev, diff), next)) throw new Error("decodeDiff(prev, encodeDiff(prev, next)) is not equal to next");
        c = { n, where, state, prev, next, bytes, stateJson: json, peers: [], rates: [] };
      } catch (e) {
        report.failures.push(`${where}: ${errMsg(e)}`);
      }
      if (!c || !diff) {
        done += perSize;
        continue;
      }
      report.scalingInfo.push({ entities: n, changed, fullBytes: c.bytes.length, diffBytes: diff.length });
      // The peers on the same state, for comparison (their ns/entity grow with the state too).
      for (const format of SCALING_PEERS) {
        if (format === "Protobuf" && !p.pb) {
          done += 2;
          continue;
        }
        let bytes: Uint8Array | undefined;
        let msg: unknown;
        try {
          if (format === "Protobuf") msg = p.toPb(c.stateJson);
          const e = peerEncode(format, c.stateJson, msg, p.pb);
          if (e.problem) report.warnings.push(`${where} ${format}: round trip: ${e.problem}`);
          else bytes = e.bytes;
        } catch (e) {
          report.warnings.push(`${where} ${format}: ${errMsg(e)}`);
        }
        if (!bytes) {
          done += 2;
          continue;
        }
        c.peers.push({ format, msg, bytes });
      }
      c.rates = Array.from({ length: 3 + 2 * c.peers.length }, () => []);
      cases.push(c);
    }
    for (let round = 0; round < rounds; round++) {
      const suffix = rounds > 1 ? ` (round ${round + 1}/${rounds})` : "";
      for (const c of cases) {
        const r = c.rates;
        r[0]!.push(await timed(`${c.where} · tickpack encode${suffix}`, "C.encode(V)", { C: codec, V: c.state }, roundTiming));
        r[1]!.push(await timed(`${c.where} · tickpack decode${suffix}`, DEC, { C: codec, B: c.bytes, O }, roundTiming));
        r[2]!.push(await timed(`${c.where} · tickpack encodeDiff (1 %)${suffix}`, "C.encodeDiff(P, V)", { C: codec, P: c.prev, V: c.next }, roundTiming));
        for (let i = 0; i < c.peers.length; i++) {
          const q = c.peers[i]!;
          const [e, d] = await timeFormat(c.where, q.format, { state: c.stateJson, msg: q.msg, value: undefined, codec, pb: p.pb, bytes: q.bytes }, roundTiming, suffix);
          r[3 + 2 * i]!.push(e);
          r[4 + 2 * i]!.push(d);
        }
        if (round < rounds - 1) done -= r.length;
      }
    }
    for (const c of cases) {
      const ns = (xs: number[]) => 1e9 / median(xs) / c.n;
      report.scaling.push({ entities: c.n, op: "encode", nsPerEntity: ns(c.rates[0]!) });
      report.scaling.push({ entities: c.n, op: "decode", nsPerEntity: ns(c.rates[1]!) });
      report.scaling.push({ entities: c.n, op: "encodeDiff", nsPerEntity: ns(c.rates[2]!) });
      c.peers.forEach((q, i) => {
        report.scalingPeers!.push({ entities: c.n, format: q.format, op: "encode", nsPerEntity: ns(c.rates[3 + 2 * i]!) });
        report.scalingPeers!.push({ entities: c.n, format: q.format, op: "decode", nsPerEntity: ns(c.rates[4 + 2 * i]!) });
      });
    }
  }

  opts.onProgress?.(total, total, "done");
  report.wallMs = performance.now() - started;
  return report;
}

// ---------------------------------------------------------------------------------------------
// Tables (rendered as Markdown by the Node driver and as HTML by the page)
// ---------------------------------------------------------------------------------------------

export interface Table {
  header: string[];
  rows: string[][];
}

export interface Block {
  heading?: string;
  text?: string;
  table?: Table;
  /** What the page may chart for this block. */
  chart?: { kind: "ops" | "bytes"; schema: string; op?: Op };
}

export interface Section {
  title: string;
  intro?: string;
  blocks: Block[];
}

export function fmtOps(n: number): string {
  if (!Number.isFinite(n)) return "—";
  if (n >= 1e9) return `${(n / 1e9).toFixed(1)}G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}K`;
  return n >= 100 ? n.toFixed(0) : n.toFixed(1);
}

function fmtNs(n: number): string {
  if (!Number.isFinite(n)) return "—";
  return n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

export function buildSections(r: SuiteReport): Section[] {
  const sections: Section[] = [];
  const failCell = "FAIL";
  /** The cell of a format with no figure: "—" where the schema has no peer for it, else FAIL. */
  const missing = (s: SuiteReport["schemas"][number], f: SizeFormat) => (s.absent.includes(f as Format) ? "—" : failCell);
  const states = (s: { states: number }) => Array.from({ length: s.states }, (_, i) => i + 1);

  for (const op of ["encode", "decode"] as const) {
    const sec: Section = {
      title: `${op === "encode" ? "Encoding" : "Decoding"} Speed Comparison (ops/s)`,
      intro: "Higher is better. The multiplier shows how much slower each format is compared to the fastest.",
      blocks: [],
    };
    for (const s of r.schemas) {
      const cols = states(s);
      const ops = (f: Format, st: number) => r.results.find((x) => x.schema === s.name && x.state === st && x.format === f && x.op === op)?.opsPerSec ?? NaN;
      const best = cols.map((st) => Math.max(...FORMATS.map((f) => ops(f, st)).filter((x) => Number.isFinite(x))));
      sec.blocks.push({
        heading: s.name,
        table: {
          header: ["Format", ...cols.map((st) => `State${st}`)],
          rows: FORMATS.map((f) => [
            f,
            ...cols.map((st, ci) => {
              const v = ops(f, st);
              return Number.isFinite(v) ? `${fmtOps(v)} (${(best[ci]! / v).toFixed(1)}x)` : missing(s, f);
            }),
          ]),
        },
        chart: { kind: "ops", schema: s.name, op },
      });
    }
    sections.push(sec);
  }

  const sizeSec: Section = {
    title: "Size Comparison (bytes)",
    intro:
      "Lower is better. Encoded size of each state; the multiplier is the size relative to the smallest format. " +
      "`JSON + deflate` is the JSON bytes compressed with raw DEFLATE (not timed). The last row is tickpack's size as a share of Protobuf's.",
    blocks: [],
  };
  const sizeRows: SizeFormat[] = ["JSON", "JSON + deflate", "MessagePack", "Protobuf", "tickpack"];
  for (const s of r.schemas) {
    const cols = states(s);
    const size = (f: SizeFormat, st: number) => r.sizes.find((x) => x.schema === s.name && x.state === st && x.format === f)?.bytes ?? -1;
    const smallest = cols.map((st) => Math.min(...sizeRows.map((f) => size(f, st)).filter((b) => b > 0)));
    const rows = sizeRows.map((f) => [
      f,
      ...cols.map((st, ci) => {
        const b = size(f, st);
        return b < 0 ? missing(s, f) : b === 0 ? "0" : `${b} (${(b / smallest[ci]!).toFixed(1)}x)`;
      }),
    ]);
    rows.push([
      "tickpack / Protobuf",
      ...cols.map((st) => {
        const a = size("tickpack", st);
        const b = size("Protobuf", st);
        return a >= 0 && b > 0 ? `${Math.round((a / b) * 100)}%` : "—";
      }),
    ]);
    sizeSec.blocks.push({ heading: s.name, table: { header: ["Format", ...cols.map((st) => `State${st}`)], rows }, chart: { kind: "bytes", schema: s.name } });
  }
  sections.push(sizeSec);

  const diffSec: Section = {
    title: "Diffs",
    intro:
      "tickpack `encodeDiff(prev, next)` between consecutive sample states, beside what re-sending the new state in full costs in each format. " +
      "`tick`: same map keys, array lengths and union variants (values changed); `structural`: some map gained/lost keys, an array changed length or a union switched variant. " +
      "Sizes in bytes; speeds in ops/s. `encode` and `decode` are tickpack's full encode of the new state and decode of its bytes, timed in the same rounds as the diff (so the diff's ratio to them is side by side; the state tables above timed them minutes earlier).",
    blocks: [],
  };
  for (const s of r.schemas) {
    const rows = r.diffs.filter((d) => d.schema === s.name);
    if (rows.length === 0) {
      diffSec.blocks.push({ heading: s.name, text: "Single sample state: no diffs." });
      continue;
    }
    const full = (f: Format, st: number) => r.results.find((x) => x.schema === s.name && x.state === st && x.format === f && x.op === "encode");
    diffSec.blocks.push({
      heading: s.name,
      table: {
        header: ["States", "Kind", "tickpack diff", "tickpack full", "Protobuf full", "MessagePack full", "JSON full", "encodeDiff ops/s", "encode ops/s", "decodeDiff ops/s", "decode ops/s"],
        rows: rows.map((d) => {
          const b = (f: Format) => {
            const x = full(f, d.to)?.bytes ?? -1;
            return x < 0 ? missing(s, f) : String(x);
          };
          return [
            `${d.from}→${d.to}`,
            d.tick ? "tick" : "structural",
            d.bytes < 0 ? failCell : String(d.bytes),
            b("tickpack"),
            b("Protobuf"),
            b("MessagePack"),
            b("JSON"),
            fmtOps(d.encodeDiffOpsPerSec),
            fmtOps(d.encodeOpsPerSec),
            fmtOps(d.decodeDiffOpsPerSec),
            fmtOps(d.decodeOpsPerSec),
          ];
        }),
      },
    });
  }
  sections.push(diffSec);

  if (r.scaling.length > 0 || r.scalingInfo.length > 0) {
    const ns = (n: number, op: ScalingOp) => r.scaling.find((x) => x.entities === n && x.op === op)?.nsPerEntity ?? NaN;
    const sizes = [...new Set(r.scalingInfo.map((x) => x.entities))];
    const sec: Section = {
      title: "Scaling",
      intro:
        "Generated GameState with N entities (players/enemies/projectiles/loot split 10/40/30/20 %, cloned from the sample entities). " +
        "Nanoseconds per entity (lower is better) for tickpack encode, decode, and encodeDiff when 1 % of the entities move a little (and tick/uptimeMs advance); " +
        "the sizes timed in turn, in rounds (median of the rounds).",
      blocks: [],
    };
    sec.blocks.push({
      table: {
        header: ["Entities", "Full bytes", "1 % diff bytes", "encode ns/entity", "decode ns/entity", "encodeDiff ns/entity"],
        rows: sizes.map((n) => {
          const info = r.scalingInfo.find((x) => x.entities === n)!;
          return [groupThousands(n), String(info.fullBytes), `${info.diffBytes} (${info.changed} moved)`, fmtNs(ns(n, "encode")), fmtNs(ns(n, "decode")), fmtNs(ns(n, "encodeDiff"))];
        }),
      },
    });
    const lo = 100;
    const hi = 10000;
    if (sizes.includes(lo) && sizes.includes(hi)) {
      const ratio = (op: ScalingOp) => {
        const v = ns(hi, op) / ns(lo, op);
        return Number.isFinite(v) ? `${v.toFixed(2)}x` : "—";
      };
      sec.blocks.push({
        text: `ns/entity at ${groupThousands(hi)} vs ${lo} entities: encode ${ratio("encode")}, decode ${ratio("decode")}, encodeDiff ${ratio("encodeDiff")} (1.00x = perfectly linear).`,
      });
    }
    const peers = r.scalingPeers ?? [];
    const formats = SCALING_PEERS.filter((f) => peers.some((x) => x.format === f));
    if (formats.length > 0) {
      const pns = (n: number, f: Format, op: Op) => peers.find((x) => x.entities === n && x.format === f && x.op === op)?.nsPerEntity ?? NaN;
      sec.blocks.push({
        text: "The peers on the same states, for comparison (ns per entity, lower is better):",
      });
      sec.blocks.push({
        table: {
          header: ["Entities", ...formats.flatMap((f) => [`${f} encode`, `${f} decode`])],
          rows: sizes.map((n) => [groupThousands(n), ...formats.flatMap((f) => [fmtNs(pns(n, f, "encode")), fmtNs(pns(n, f, "decode"))])]),
        },
      });
      if (sizes.includes(lo) && sizes.includes(hi)) {
        const ratio = (f: Format, op: Op) => {
          const v = pns(hi, f, op) / pns(lo, f, op);
          return Number.isFinite(v) ? `${v.toFixed(2)}x` : "—";
        };
        sec.blocks.push({
          text: `Their ns/entity at ${groupThousands(hi)} vs ${lo} entities: ${formats.map((f) => `${f} encode ${ratio(f, "encode")}, decode ${ratio(f, "decode")}`).join("; ")}.`,
        });
      }
    }
    sections.push(sec);
  }

  if (r.backends.length > 0) {
    const sec: Section = {
      title: "Back ends",
      intro:
        "tickpack's generated code, `createCodec` (the same code compiled at run time) and the eval-free walker (`createCodec(…, { mode: \"walk\" })`, " +
        "for where `new Function` is forbidden), on each schema's last state and last diff, the three timed in turn, in rounds (median of the rounds). " +
        "ops/s, and in brackets the speed relative to the generated code, or for a schema without a generated module to `createCodec`'s compiled codec (higher is better).",
      blocks: [],
    };
    const find = (schema: string, op: string, b: Backend) => r.backends.find((x) => x.schema === schema && x.op === op && x.backend === b);
    const rows: string[][] = [];
    const lows: Partial<Record<Backend, number>> = {};
    for (const s of r.schemas) {
      for (const op of ["encode", "decode", "encodeDiff", "decodeDiff"]) {
        const row = BACKENDS.map((b) => find(s.name, op, b));
        if (row.every((x) => x === undefined)) continue;
        // Relative to the generated code, or where a schema has none (no NAME.ts), to createCodec's
        // compiled codec, which runs the same emitted code.
        const gen = row[0]?.opsPerSec ?? NaN;
        const baseAt = Number.isFinite(gen) ? 0 : 1;
        const base = row[baseAt]?.opsPerSec ?? NaN;
        rows.push([
          s.name,
          row.find((x) => x)!.what,
          op,
          ...row.map((x, i) => {
            const v = x?.opsPerSec ?? NaN;
            if (!Number.isFinite(v)) return x === undefined || i === 0 ? "—" : failCell;
            if (i <= baseAt || !Number.isFinite(base)) return fmtOps(v);
            const rel = v / base;
            const b = BACKENDS[i]!;
            lows[b] = Math.min(lows[b] ?? Infinity, rel);
            return `${fmtOps(v)} (${rel.toFixed(2)}x)`;
          }),
        ]);
      }
    }
    sec.blocks.push({ table: { header: ["Schema", "Measured", "Op", ...BACKENDS], rows } });
    const low = (b: Backend) => (lows[b] === undefined ? "—" : `${lows[b]!.toFixed(2)}x`);
    sec.blocks.push({ text: `Slowest relative to the generated code (or the compiled codec): compiled ${low("compiled")}, walker ${low("walker")}.` });
    sections.push(sec);
  }
  return sections;
}

export function tableToMarkdown(t: Table): string {
  const all = [t.header, ...t.rows];
  const widths = t.header.map((_, c) => Math.max(3, ...all.map((row) => (row[c] ?? "").length)));
  const line = (row: string[]) => `| ${row.map((cell, c) => cell.padEnd(widths[c]!)).join(" | ")} |`;
  return [line(t.header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...t.rows.map(line)].join("\n");
}

export function toMarkdown(sections: Section[]): string {
  const out: string[] = [];
  for (const s of sections) {
    out.push(`## ${s.title}`, "");
    if (s.intro) out.push(s.intro, "");
    for (const b of s.blocks) {
      if (b.heading) out.push(`### ${b.heading}`, "");
      if (b.table) out.push(tableToMarkdown(b.table), "");
      if (b.text) out.push(b.text, "");
    }
  }
  return out.join("\n");
}
