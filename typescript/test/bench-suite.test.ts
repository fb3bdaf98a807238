/**
 * The benchmark suite on a schema that has only its YAML and states, as a user's own schema
 * dropped into schemas/ would: measured without Protobuf (cells "—", not FAIL) and, in codegen
 * mode, through createCodec's compiled codec; no failures, and a warning saying each.
 */
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildSections, runSuite, toMarkdown, type SchemaSource } from "../../benchmark/suite.js";

const source: SchemaSource = {
  file: "my-world",
  yaml: "World:\n  tick: uint\n  names: string[]\n  pos: \"<string, float(precision=0.5)>\"\n",
  states: {
    type: "World",
    states: [
      { tick: 1, names: ["a", "b"], pos: { a: 1.5 } },
      { tick: 2, names: ["a", "b"], pos: { a: 2 } },
    ],
  },
  proto: undefined,
  pbStatic: undefined,
  generated: undefined,
};

describe("benchmark suite", () => {
  it("measures a schema with no .proto and no generated module, without failing", async () => {
    const report = await runSuite([source], {
      mode: "codegen",
      quick: true,
      runtime: "test",
      sampleMs: 1,
      time: 5,
      warmupTime: 1,
      deflateRaw: (b) => deflateRawSync(b),
    });
    expect(report.failures).toEqual([]);
    expect(report.warnings.join("\n")).toContain("no schemas/my-world.proto; measured without Protobuf");
    expect(report.warnings.join("\n")).toContain("no schemas/my-world.ts");
    const cell = (format: string, op: string) => report.results.find((r) => r.state === 1 && r.format === format && r.op === op)!.opsPerSec;
    for (const f of ["JSON", "MessagePack", "tickpack"]) expect(cell(f, "encode")).toBeGreaterThan(0);
    expect(cell("Protobuf", "encode")).toBeNaN();
    expect(report.diffs[0]!.bytes).toBeGreaterThan(0);
    const md = toMarkdown(buildSections(report));
    expect(md).toContain("| Protobuf    | —");
    expect(md).not.toContain("FAIL");
  }, 60_000);
});
