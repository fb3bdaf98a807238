/**
 * The benchmark suite on schemas that have only their YAML and states, as a user's own schema
 * dropped into schemas/ would. Protobuf runs a mirror generated from the schema, or, where the
 * schema's names cannot be proto names, is left out ("—", not FAIL). In codegen mode tickpack
 * runs createCodec's compiled codec. No failures, and a warning saying each.
 */
import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import protobuf from "protobufjs";
import { describe, expect, it } from "vitest";
import { protoMirror } from "../../benchmark/proto-mirror.js";
import { buildSections, filterSchemas, runSuite, shapeProblem, toMarkdown, type SchemaSource } from "../../benchmark/suite.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { parseSchema } from "../schema/parse.js";

const only = (file: string, yaml: string, type: string, states: unknown[]): SchemaSource => ({
  file,
  yaml,
  states: { type, states },
  proto: undefined,
  pbStatic: undefined,
  generated: undefined,
});

const world = only("my-world", 'World:\n  tick: uint\n  names: "string[][]"\n  pos: "<string, float(precision=0.5)>"\n  s: S?\nS: [A, B]\nA: { x: int }\nB: {}\n', "World", [
  { tick: 1, names: [["a"], ["b", "c"]], pos: { a: 1.5 }, s: { A: { x: -3 } } },
  { tick: 2, names: [["a"], ["b", "c"]], pos: { a: 2 } },
]);
/** The suite at its shortest timings, in codegen mode. */
const quickRun = (sources: SchemaSource[]) =>
  runSuite(sources, { mode: "codegen", quick: true, runtime: "test", sampleMs: 1, time: 5, warmupTime: 1, deflateRaw: (b) => deflateRawSync(b) });

/** The suite in rounds at tiny timings, with every progress line ("done/total label") it reported, and whether done ever passed total. */
const roundsRun = async (sources: SchemaSource[], extra: { scalingSizes?: number[] } = {}) => {
  const labels: string[] = [];
  let over = false;
  const report = await runSuite(sources, {
    mode: "codegen",
    quick: false,
    runtime: "test",
    sampleMs: 0.05,
    time: 2,
    warmupTime: 1,
    deflateRaw: (b) => deflateRawSync(b),
    ...extra,
    onProgress: (done, total, label) => {
      if (done > total) over = true;
      labels.push(`${done}/${total} ${label}`);
    },
  });
  return { report, labels, over };
};

const dollar = only("dollar", "D:\n  $x: int\n", "D", [{ $x: 1 }]);
/** Numbers that come back as their types round them (float32, a quantized step): equal, not a failure. */
const rounded = only("rounded", 'R:\n  f: float\n  q: float(precision=0.01)\n  fs: "float[]"\n', "R", [
  { f: 0.5, q: 1.25, fs: [0.1] },
  { f: 0.1, q: 1.234, fs: [0.2, 0.3] },
]);

describe("benchmark suite", () => {
  it("measures schemas with no .proto and no generated module, without failing", async () => {
    const report = await quickRun([world, dollar, rounded]);
    expect(report.failures).toEqual([]);
    expect(report.diffs.find((d) => d.schema === "R")!.bytes).toBeGreaterThan(0);
    const warnings = report.warnings.join("\n");
    expect(warnings).toContain("World: no schemas/my-world.proto; Protobuf runs a mirror generated from the schema");
    expect(warnings).toContain("no schemas/my-world.ts");
    expect(warnings).toContain("D: no schemas/dollar.proto and no generated mirror (field name D.$x is not a proto identifier); measured without Protobuf");
    const cell = (schema: string, format: string) => report.results.find((r) => r.schema === schema && r.state === 1 && r.format === format && r.op === "encode")!.opsPerSec;
    for (const f of ["JSON", "MessagePack", "Protobuf", "tickpack"]) expect(cell("World", f)).toBeGreaterThan(0);
    expect(cell("D", "Protobuf")).toBeNaN();
    expect(report.diffs[0]!.bytes).toBeGreaterThan(0);
    // Each diff carries the full encode and decode timed beside it, for its ratios.
    for (const d of report.diffs) for (const k of ["encodeDiffOpsPerSec", "encodeOpsPerSec", "decodeDiffOpsPerSec", "decodeOpsPerSec"] as const) expect(d[k], `${d.schema} ${d.from}→${d.to} ${k}`).toBeGreaterThan(0);
    const md = toMarkdown(buildSections(report));
    expect(md).toContain("| encodeDiff ops/s | encode ops/s | decodeDiff ops/s | decode ops/s |");
    expect(md).toMatch(/### D\n\n[^#]*\| Protobuf +\| — /);
    expect(md).not.toContain("FAIL");
    // No generated modules: the walker is weighed against the compiled codec, which runs their code.
    expect(md).toMatch(/\| World +\| state 2 +\| encode +\| — +\| [\d.]+[KM]? +\| [\d.]+[KM]? \(\d+\.\d\dx\) *\|/);
    expect(md).toMatch(/Slowest relative to the generated code \(or the compiled codec\): compiled —, walker \d+\.\d\dx\./);
  }, 60_000);

  it("keeps schemas that share a root type name apart, measures an absent root, and reports a broken schema by file", async () => {
    const a = only("one", "Root:\n  n: uint\n", "Root", [{ n: 1 }, { n: 2 }]);
    const b = only("two", "Root:\n  s: string\n  t: string\n", "Root", [{ s: "x", t: "y" }, { s: "z", t: "y" }, { s: "w", t: "y" }]);
    // `undefined` is a value here (the absent root of an optional alias), not a failed fromJson.
    const opt = only("optroot", "MaybeUser: U?\nU:\n  name: string\n", "MaybeUser", [null, { name: "a" }, null]);
    // protobufjs cannot parse an enum value `reserved` and drops `option` and `__proto__`: the mirror sends such an enum as a string.
    const seats = only("seats", "Venue:\n  seats: Seat[]\nSeat: [free, reserved, option, __proto__]\n", "Venue", [{ seats: ["free", "reserved"] }, { seats: ["option", "__proto__"] }]);
    // Only schemas/game-state.yml is scaled; another root named GameState is measured like any schema.
    const game = only("mygame", "GameState:\n  players: Player[]\nPlayer:\n  x: int\n", "GameState", [{ players: [{ x: 1 }] }]);
    const broken = only("broken", "A: [\n", "A", [{}]);
    const noStates = { ...only("nostates", "A: int\n", "A", []), states: { type: "A" } as unknown as SchemaSource["states"] };
    const empty = only("empty", "A: int\n", "A", []);
    const report = await quickRun([a, broken, b, opt, seats, game, noStates, empty]);
    expect(report.failures).toHaveLength(3);
    expect(report.failures[0]).toMatch(/^schemas\/broken\.yml: SchemaError: YAML syntax error: .*\(at 2:1\); not measured$/);
    expect(report.failures[1]).toBe('schemas/nostates.yml: schemas/nostates.states.json: no "states" array; not measured');
    expect(report.failures[2]).toBe('schemas/empty.yml: schemas/empty.states.json: the "states" array is empty (one state at least); not measured');
    expect(report.warnings).toContain('Venue: in the Protobuf mirror, enum Seat goes as a string (option "reserved" is not an enum value name protobufjs takes)');
    expect(report.schemas.map((x) => x.name)).toEqual(["Root (one.yml)", "Root (two.yml)", "MaybeUser", "Venue", "GameState"]);
    const sizes = (schema: string) => report.sizes.filter((x) => x.schema === schema && x.format === "tickpack").map((x) => x.bytes);
    expect(sizes("Root (one.yml)")).toHaveLength(2);
    expect(sizes("Root (two.yml)")).toHaveLength(3);
    expect(sizes("MaybeUser")).toEqual([1, sizes("MaybeUser")[1], 1]);
    expect(report.diffs.filter((x) => x.schema === "MaybeUser")).toHaveLength(2);
    expect(report.scaling).toEqual([]);
    expect(report.scalingPeers).toEqual([]);
    const md = toMarkdown(buildSections(report));
    expect(md).toContain("### Root (two.yml)");
    expect(md).not.toContain("FAIL");
    // The seats' enum went as a string, so Protobuf kept every seat: state 2 is not a 3-byte message of defaults.
    expect(report.sizes.find((x) => x.schema === "Venue" && x.state === 2 && x.format === "Protobuf")!.bytes).toBeGreaterThan(12);
  }, 60_000);

  it("warns of a peer that cannot round-trip a state, and times the rest", async () => {
    // msgpackr decodes a key "__proto__" as "__proto_": MessagePack's cells read FAIL, the run does not fail.
    const proto = only("proto-key", 'P:\n  m: "<string, int>"\n', "P", [{ m: { __proto__: 1, a: 2 } }]);
    (proto.states.states[0] as { m: Record<string, number> }).m = JSON.parse('{"__proto__": 1, "a": 2}');
    const report = await quickRun([proto]);
    expect(report.failures).toEqual([]);
    expect(report.warnings.join("\n")).toMatch(/^P state 1 MessagePack: round trip: .*__proto__/m);
    const cell = (format: string) => report.results.find((r) => r.schema === "P" && r.state === 1 && r.format === format && r.op === "encode");
    expect(cell("MessagePack")!.opsPerSec).toBeNaN();
    for (const f of ["JSON", "Protobuf", "tickpack"]) expect(cell(f)!.opsPerSec, f).toBeGreaterThan(0);
    expect(toMarkdown(buildSections(report))).toContain("FAIL");
  }, 60_000);

  it("with views, times tickpack's decode and decodeDiff with { views: true }, and only then", async () => {
    const yaml = "B:\n  tick: uint\n  blob: bytes\n";
    const states = [
      { tick: 1, blob: "AAECAwQFBgcICQ==" },
      { tick: 2, blob: "CQgHBgUEAwIBAA==" },
    ];
    for (const views of [true, false]) {
      // A generated module stand-in that records the options of every decode and decodeDiff.
      const inner = createCodec(parseSchema(yaml), "B");
      const seen: unknown[] = [];
      const spy: Codec<unknown> = {
        ...inner,
        decode: (b, o) => (seen.push(o), inner.decode(b, o)),
        decodeDiff: (p, d, o) => (seen.push(o), inner.decodeDiff(p, d, o)),
      };
      const src = { ...only("blob", yaml, "B", states), generated: { B: spy } };
      const report = await runSuite([src], { mode: "codegen", quick: true, runtime: "test", sampleMs: 1, time: 5, warmupTime: 1, views, deflateRaw: (b) => deflateRawSync(b) });
      expect(report.failures).toEqual([]);
      expect(seen.some((o) => (o as { views?: boolean } | undefined)?.views === true)).toBe(views);
      expect(report.settings.views).toBe(views);
    }
  }, 60_000);

  it("times the formats on a state in rounds, and counts every measurement once", async () => {
    const { report, labels, over } = await roundsRun([world]);
    expect(report.failures).toEqual([]);
    expect(over).toBe(false);
    // Each format's encode and decode of state 1, in five rounds of all four formats.
    const state1 = labels.filter((l) => l.includes("World state 1 ·")).map((l) => l.replace(/^\d+\/\d+ World state 1 · /, ""));
    expect(state1.slice(0, 8)).toEqual(["JSON encode (round 1/5)", "JSON decode (round 1/5)", "MessagePack encode (round 1/5)", "MessagePack decode (round 1/5)", "Protobuf encode (round 1/5)", "Protobuf decode (round 1/5)", "tickpack encode (round 1/5)", "tickpack decode (round 1/5)"]);
    expect(state1).toHaveLength(40);
    expect(labels.at(-1)).toMatch(/^(\d+)\/\1 done$/);
    for (const r of report.results) expect(r.opsPerSec, `${r.schema} ${r.state} ${r.format} ${r.op}`).toBeGreaterThan(0);
  }, 60_000);

  it("scales the sample game state, and times the peers on the same generated states", async () => {
    const dir = new URL("../../schemas/", import.meta.url);
    const read = (f: string) => readFileSync(new URL(f, dir), "utf8");
    const game: SchemaSource = { ...only("game-state", read("game-state.yml"), "GameState", JSON.parse(read("game-state.states.json")).states), proto: read("game-state.proto") };
    const report = await runSuite([game], {
      mode: "interpreter",
      quick: true,
      runtime: "test",
      sampleMs: 1,
      time: 5,
      warmupTime: 1,
      deflateRaw: (b) => deflateRawSync(b),
      scalingSizes: [100, 300],
    });
    expect(report.failures).toEqual([]);
    expect(report.scaling.map((x) => `${x.entities} ${x.op}`)).toEqual(["100 encode", "100 decode", "100 encodeDiff", "300 encode", "300 decode", "300 encodeDiff"]);
    const peers = report.scalingPeers!;
    for (const n of [100, 300]) for (const f of ["MessagePack", "Protobuf", "JSON"]) for (const op of ["encode", "decode"]) {
      const row = peers.find((x) => x.entities === n && x.format === f && x.op === op);
      expect(row?.nsPerEntity, `${n} ${f} ${op}`).toBeGreaterThan(0);
    }
    expect(peers).toHaveLength(12);
    const md = toMarkdown(buildSections(report));
    expect(md).toMatch(/\| Entities \| MessagePack encode \| MessagePack decode \| Protobuf encode \| Protobuf decode \| JSON encode \| JSON decode \|/);
    expect(md).toMatch(/\n\| 300 +\| \d+ +\| \d+ +\| \d+ +\| \d+ +\| \d+ +\| \d+ +\|/);
    expect(md).not.toContain("FAIL");
  }, 60_000);

  it("times the scaling sizes in turn, in rounds, and counts every measurement once", async () => {
    const dir = new URL("../../schemas/", import.meta.url);
    const read = (f: string) => readFileSync(new URL(f, dir), "utf8");
    const game: SchemaSource = { ...only("game-state", read("game-state.yml"), "GameState", JSON.parse(read("game-state.states.json")).states), proto: read("game-state.proto") };
    const { report, labels, over } = await roundsRun([game], { scalingSizes: [10, 20] });
    expect(report.failures).toEqual([]);
    expect(over).toBe(false);
    const scaling = labels.filter((l) => l.includes(" · ") && l.includes("Scaling")).map((l) => l.replace(/^\d+\/\d+ Scaling /, ""));
    // Per round, each size's three ops and the three peers' two, the sizes in turn.
    expect(scaling).toHaveLength(5 * 2 * 9);
    expect(scaling.slice(0, 4)).toEqual(["10 entities · tickpack encode (round 1/5)", "10 entities · tickpack decode (round 1/5)", "10 entities · tickpack encodeDiff (1 %) (round 1/5)", "10 entities · MessagePack encode (round 1/5)"]);
    expect(scaling[9]).toBe("20 entities · tickpack encode (round 1/5)");
    expect(scaling[18]).toBe("10 entities · tickpack encode (round 2/5)");
    expect(labels.at(-1)).toMatch(/^(\d+)\/\1 done$/);
    expect(report.scaling.map((x) => `${x.entities} ${x.op}`)).toEqual(["10 encode", "10 decode", "10 encodeDiff", "20 encode", "20 decode", "20 encodeDiff"]);
    for (const r of [...report.scaling, ...report.scalingPeers!]) expect(r.nsPerEntity).toBeGreaterThan(0);
    expect(report.scalingPeers).toHaveLength(12);
  }, 60_000);

  it("selects schemas by substring of file or root type, or exactly by a file name", () => {
    const list = [
      { file: "user", type: "User" },
      { file: "superuser", type: "Admin" },
      { file: "chat", type: "ChatUser" },
    ];
    const files = (...filters: string[]) => filterSchemas(list, filters).map((x) => x.file);
    expect(files("user")).toEqual(["user", "superuser", "chat"]);
    expect(files("schemas/user.yml")).toEqual(["user"]);
    expect(files("user.states.json", "CHAT")).toEqual(["user", "chat"]);
    expect(files()).toEqual(["user", "superuser", "chat"]);
    expect(shapeProblem(null)).toMatch(/expected/);
    expect(shapeProblem({ type: "A" })).toBe('no "states" array');
    expect(shapeProblem({ states: [] })).toBe('no "type" naming the root type');
    expect(shapeProblem({ type: "A", states: [] })).toBe('the "states" array is empty (one state at least)');
    expect(shapeProblem({ type: "A", states: [null] })).toBeUndefined();
  });

  it("the generated mirrors of the sample schemas give the hand-written .proto files' bytes", () => {
    for (const f of ["game-state", "primitives", "test", "user", "edge"]) {
      const dir = new URL("../../schemas/", import.meta.url);
      const states = JSON.parse(readFileSync(new URL(`${f}.states.json`, dir), "utf8")) as { type: string; states: unknown[] };
      const mirror = protoMirror(parseSchema(readFileSync(new URL(`${f}.yml`, dir), "utf8")), states.type);
      const M = protobuf.parse(mirror.proto, { keepCase: true }).root.lookupType(mirror.root);
      const handText = readFileSync(new URL(`${f}.proto`, dir), "utf8");
      const H = protobuf.parse(handText, { keepCase: true }).root.lookupType(`${/package\s+([\w.]+);/.exec(handText)![1]}.${states.type}`);
      for (const s of states.states) {
        const mine = M.encode(M.fromObject(mirror.toProto(s) as Record<string, unknown>)).finish();
        const hand = H.encode(H.fromObject(s as Record<string, unknown>)).finish();
        expect(Buffer.from(mine).toString("hex"), `${f}`).toBe(Buffer.from(hand).toString("hex"));
      }
    }
  });
});
