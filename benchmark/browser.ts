/**
 * The browser page: runs benchmark/suite.ts in the page and renders the tables and bar charts.
 *
 *   index.html?mode=interpreter&filter=gamestate,user&quick=1
 *
 * When finished: document.body.dataset.done = "1" (or "error") and window.benchResults holds the
 * same JSON as `npm run bench -- --json FILE` (window.benchReport: everything the tables use).
 */
import { schemas as allSchemas } from "virtual:schemas";
import {
  buildSections,
  filterSchemas,
  fmtOps,
  FORMATS,
  runSuite,
  toBenchJson,
  type BenchJson,
  type Block,
  type Format,
  type Mode,
  type SchemaSource,
  type SizeFormat,
  type SuiteReport,
} from "./suite.js";

declare global {
  interface Window {
    benchResults?: BenchJson;
    benchReport?: SuiteReport;
  }
}

const COLORS: Record<SizeFormat, string> = {
  JSON: "#9aa3b5",
  "JSON + deflate": "#c9b27a",
  MessagePack: "#e0904f",
  Protobuf: "#5b8fd9",
  tickpack: "#2ba36b",
};

const $ = (id: string) => document.getElementById(id)!;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function runtimeLabel(): string {
  const ua = navigator.userAgent;
  const m = /(HeadlessChrome|Chrome|Firefox|Version)\/([\d.]+)/.exec(ua);
  const name = m ? (m[1] === "Version" ? "Safari" : m[1]!) : "browser";
  return m ? `${name} ${m[2]}` : ua;
}

async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// ---------------------------------------------------------------------------------------------
// Charts (plain SVG)
// ---------------------------------------------------------------------------------------------

interface Series {
  name: SizeFormat;
  values: number[];
}

const SVG = "http://www.w3.org/2000/svg";
function svgEl(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

function barChart(title: string, groups: string[], series: Series[], fmt: (n: number) => string): HTMLElement {
  const wrap = el("div", { class: "chart-wrap" });
  const caption = el("div", { class: "chart-title" }, title);
  const legend = el("div", { class: "legend" });
  for (const s of series) {
    const item = el("span");
    const sw = el("i");
    sw.style.background = COLORS[s.name];
    item.append(sw, s.name);
    legend.append(item);
  }
  const barW = 14;
  const gap = 18;
  const left = 56;
  const top = 10;
  const h = 150;
  const groupW = series.length * barW + gap;
  const width = Math.max(260, left + groups.length * groupW + 12);
  const height = top + h + 22;
  const svg = svgEl("svg", { class: "chart", width, height, viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": title }) as SVGSVGElement;
  const all = series.flatMap((s) => s.values).filter((v) => Number.isFinite(v) && v > 0);
  const max = niceMax(Math.max(0, ...all));
  for (let i = 0; i <= 4; i++) {
    const y = top + h - (h * i) / 4;
    svg.append(svgEl("line", { x1: left - 4, x2: width - 8, y1: y, y2: y, stroke: "#e6e9ef" }));
    svg.append(svgEl("text", { x: left - 6, y: y + 4, "text-anchor": "end" }, fmt((max * i) / 4)));
  }
  groups.forEach((g, gi) => {
    const x0 = left + gi * groupW + gap / 2;
    series.forEach((s, si) => {
      const v = s.values[gi] ?? NaN;
      const bh = Number.isFinite(v) && v > 0 ? Math.max(1, (v / max) * h) : 0;
      const rect = svgEl("rect", { x: x0 + si * barW, y: top + h - bh, width: barW - 2, height: bh, fill: COLORS[s.name], rx: 1 });
      rect.append(svgEl("title", {}, `${s.name} · ${g}: ${Number.isFinite(v) ? fmt(v) : "failed"}`));
      svg.append(rect);
    });
    svg.append(svgEl("text", { x: x0 + (series.length * barW) / 2, y: top + h + 14, "text-anchor": "middle" }, g));
  });
  wrap.append(caption, legend, svg);
  return wrap;
}

function chartFor(block: Block, r: SuiteReport): HTMLElement | null {
  const c = block.chart;
  if (!c) return null;
  const schema = r.schemas.find((s) => s.name === c.schema);
  if (!schema) return null;
  const groups = Array.from({ length: schema.states }, (_, i) => `State${i + 1}`);
  if (c.kind === "ops") {
    const series: Series[] = FORMATS.map((f: Format) => ({
      name: f,
      values: groups.map((_, i) => r.results.find((x) => x.schema === c.schema && x.state === i + 1 && x.format === f && x.op === c.op)?.opsPerSec ?? NaN),
    }));
    return barChart(`${c.schema} ${c.op} (ops/s, higher is better)`, groups, series, fmtOps);
  }
  const fmts: SizeFormat[] = ["JSON", "JSON + deflate", "MessagePack", "Protobuf", "tickpack"];
  const series: Series[] = fmts.map((f) => ({
    name: f,
    values: groups.map((_, i) => r.sizes.find((x) => x.schema === c.schema && x.state === i + 1 && x.format === f)?.bytes ?? NaN),
  }));
  return barChart(`${c.schema} size (bytes, lower is better)`, groups, series, (n) => (n >= 10000 ? `${(n / 1000).toFixed(0)}K` : n.toFixed(0)));
}

function diffChart(r: SuiteReport, schema: string): HTMLElement | null {
  const diffs = r.diffs.filter((d) => d.schema === schema);
  if (diffs.length === 0) return null;
  const full = (f: Format, st: number) => r.results.find((x) => x.schema === schema && x.state === st && x.format === f && x.op === "encode")?.bytes ?? NaN;
  const groups = diffs.map((d) => `${d.from}→${d.to}`);
  const chart = barChart(
    `${schema}: diff vs full re-send (bytes)`,
    groups,
    [
      { name: "tickpack", values: diffs.map((d) => d.bytes) },
      { name: "Protobuf", values: diffs.map((d) => full("Protobuf", d.to)) },
      { name: "MessagePack", values: diffs.map((d) => full("MessagePack", d.to)) },
      { name: "JSON", values: diffs.map((d) => full("JSON", d.to)) },
    ],
    (n) => n.toFixed(0),
  );
  chart.querySelector(".legend span")!.lastChild!.textContent = "tickpack diff";
  return chart;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

function renderTable(t: NonNullable<Block["table"]>, section: string, heading: string | undefined): HTMLTableElement {
  const table = el("table", { "data-section": section, "data-schema": heading ?? "" });
  const thead = el("thead");
  const hr = el("tr");
  for (const h of t.header) hr.append(el("th", {}, h));
  thead.append(hr);
  const tbody = el("tbody");
  for (const row of t.rows) {
    const tr = el("tr");
    row.forEach((cell, i) => {
      const td = el("td", {}, cell);
      if (i > 0 && / \(1\.0x\)$/.test(cell)) td.className = "best";
      if (cell === "FAIL") td.className = "fail";
      tr.append(td);
    });
    tbody.append(tr);
  }
  table.append(thead, tbody);
  return table;
}

function render(r: SuiteReport): void {
  const main = $("results");
  main.textContent = "";
  if (r.failures.length > 0) {
    const box = el("div", { class: "problems" });
    box.append(el("strong", {}, "Correctness failures (not timed):"));
    const ul = el("ul");
    for (const f of r.failures) ul.append(el("li", {}, f));
    box.append(ul);
    main.append(box);
  }
  if (r.warnings.length > 0) {
    const box = el("div", { class: "warnings" });
    box.append(el("strong", {}, "Warnings:"));
    const ul = el("ul");
    for (const w of r.warnings) ul.append(el("li", {}, w));
    box.append(ul);
    main.append(box);
  }
  for (const s of buildSections(r)) {
    const sec = el("section", { "data-title": s.title });
    sec.append(el("h2", {}, s.title));
    if (s.intro) sec.append(el("p", { class: "intro" }, s.intro.replace(/`/g, "")));
    for (const b of s.blocks) {
      if (b.heading) sec.append(el("h3", {}, b.heading));
      const row = el("div", { class: "block" });
      if (b.table) row.append(renderTable(b.table, s.title, b.heading));
      const chart = chartFor(b, r) ?? (s.title === "Diffs" && b.heading ? diffChart(r, b.heading) : null);
      if (chart) row.append(chart);
      if (row.childNodes.length > 0) sec.append(row);
      if (b.text) sec.append(el("p", {}, b.text));
    }
    main.append(sec);
  }
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const mode: Mode = params.get("mode") === "interpreter" ? "interpreter" : "codegen";
  const quick = ["1", "true", "yes"].includes((params.get("quick") ?? "").toLowerCase());
  const stat = params.get("stat") === "median" ? "median" : "mean";
  const views = ["1", "true", "yes"].includes((params.get("views") ?? "").toLowerCase());
  const filters = (params.get("filter") ?? "").split(",").filter((f) => f.trim() !== "");
  const list = (allSchemas as SchemaSource[]).map((s) => ({ ...s, type: s.states.type }));
  const selected = filterSchemas(list, filters);
  const label = $("progress-label");
  const progress = $("progress") as HTMLProgressElement;
  $("meta").textContent =
    `${runtimeLabel()} · mode ${mode}${quick ? " · quick" : ""}${views ? " · decode with { views: true }" : ""} · ${selected.map((s) => s.type).join(", ") || "no schema"}` +
    ` · timer ${crossOriginIsolated ? "isolated (fine)" : "coarse"}`;
  if (selected.length === 0) {
    label.textContent = `No schema matches ${JSON.stringify(filters)}. Available: ${list.map((s) => s.type).join(", ")}`;
    label.classList.add("error");
    document.body.dataset.done = "error";
    return;
  }
  let lastPaint = 0;
  const report = await runSuite(selected, {
    mode,
    quick,
    stat,
    views,
    runtime: runtimeLabel(),
    // performance.now() is coarse in the browser (5 µs isolated, 100 µs otherwise): longer samples.
    sampleMs: crossOriginIsolated ? (quick ? 0.25 : 0.5) : 2,
    deflateRaw,
    onProgress(done, total, what) {
      progress.max = total;
      progress.value = done;
      label.textContent = `${done}/${total} · ${what}`;
    },
    async pause() {
      const now = performance.now();
      if (now - lastPaint < 100) return;
      lastPaint = now;
      await new Promise((r) => setTimeout(r, 0));
    },
  });
  render(report);
  window.benchReport = report;
  window.benchResults = toBenchJson(report);
  label.textContent =
    `done in ${(report.wallMs / 1000).toFixed(1)} s` +
    (report.failures.length ? ` · ${report.failures.length} failure(s)` : "") +
    (report.warnings.length ? ` · ${report.warnings.length} warning(s)` : "");
  document.body.dataset.done = "1";
}

main().catch((e: unknown) => {
  const label = $("progress-label");
  label.textContent = `error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  label.classList.add("error");
  document.body.dataset.done = "error";
  console.error(e);
});
