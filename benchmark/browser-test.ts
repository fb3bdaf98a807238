/**
 * npm run test:browser
 *
 * Builds the benchmark page, serves it on a free localhost port and drives it with headless
 * Chromium (/usr/bin/chromium, fresh profile): opens ?quick=1&filter=primitives in codegen and
 * in interpreter mode, waits for the run to finish, and checks that every format has numbers in
 * every table, both in window.benchResults and in the rendered DOM. Screenshots:
 * benchmark/screenshot.png (codegen) and benchmark/screenshot-interpreter.png. Then opens
 * csp.html, where a Content-Security-Policy forbids `new Function`, and checks that createCodec
 * fell back to the walker and wrote the generated modules' bytes (csp-check.ts).
 * Exit code 0 when everything is there, 1 otherwise (with what is missing).
 */
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { benchDir, buildPage, startServer } from "./build.js";
import { launchChromium } from "./chromium.js";
import type { CspResult } from "./csp-check.js";
import type { BenchJson } from "./suite.js";

const FORMATS = ["JSON", "MessagePack", "Protobuf", "tickpack"] as const;
const BACKENDS = ["generated", "compiled", "walker"] as const;
const TIMEOUT_MS = 180_000;
const FILTER = "primitives";

interface DomTable {
  section: string;
  schema: string;
  header: string[];
  rows: string[][];
}

const hasNumber = (cell: string | undefined) => cell !== undefined && /\d/.test(cell) && !/FAIL|—/.test(cell);

function checkJson(r: BenchJson | undefined, mode: string, problems: string[]): void {
  if (!r) {
    problems.push("window.benchResults is missing");
    return;
  }
  if (r.mode !== mode) problems.push(`benchResults.mode is ${JSON.stringify(r.mode)}, expected ${mode}`);
  for (const k of ["node", "date", "mode", "results", "diffs", "scaling", "backends"]) if (!(k in r)) problems.push(`benchResults has no "${k}"`);
  const schemas = [...new Set(r.results.map((x) => x.schema))];
  if (schemas.length === 0) problems.push("benchResults.results is empty");
  for (const schema of schemas) {
    const states = [...new Set(r.results.filter((x) => x.schema === schema).map((x) => x.state))];
    for (const state of states) {
      for (const format of FORMATS) {
        for (const op of ["encode", "decode"] as const) {
          const row = r.results.find((x) => x.schema === schema && x.state === state && x.format === format && x.op === op);
          if (!row) problems.push(`results: no ${schema} state ${state} ${format} ${op}`);
          else {
            if (!(Number.isFinite(row.opsPerSec) && row.opsPerSec > 0)) problems.push(`results: ${schema} state ${state} ${format} ${op} opsPerSec = ${row.opsPerSec}`);
            if (op === "encode" && !(typeof row.bytes === "number" && row.bytes > 0)) problems.push(`results: ${schema} state ${state} ${format} encode bytes = ${row.bytes}`);
          }
        }
      }
    }
    for (const d of r.diffs.filter((x) => x.schema === schema)) {
      if (!(d.bytes > 0 && d.encodeDiffOpsPerSec > 0 && d.decodeDiffOpsPerSec > 0 && d.encodeOpsPerSec > 0 && d.decodeOpsPerSec > 0)) problems.push(`diffs: ${schema} ${d.from}→${d.to} incomplete: ${JSON.stringify(d)}`);
      if (typeof d.tick !== "boolean") problems.push(`diffs: ${schema} ${d.from}→${d.to} has no tick flag`);
    }
  }
  for (const s of r.scaling) if (!(s.nsPerEntity > 0)) problems.push(`scaling: ${s.entities} ${s.op} nsPerEntity = ${s.nsPerEntity}`);
  if (r.scaling.length > 0 && !(r.scalingPeers && r.scalingPeers.length > 0)) problems.push("scaling has no peers (scalingPeers)");
  for (const s of r.scalingPeers ?? []) if (!(s.nsPerEntity > 0)) problems.push(`scalingPeers: ${s.entities} ${s.format} ${s.op} nsPerEntity = ${s.nsPerEntity}`);
  // Every back end (generated, compiled, the eval-free walker) timed on every schema's last state.
  for (const schema of schemas) {
    for (const backend of BACKENDS) {
      for (const op of ["encode", "decode"]) {
        const row = (r.backends ?? []).find((x) => x.schema === schema && x.backend === backend && x.op === op);
        if (!row || !(row.opsPerSec > 0)) problems.push(`backends: ${schema} ${backend} ${op} = ${JSON.stringify(row)}`);
      }
    }
  }
}

function checkDom(tables: DomTable[], problems: string[]): void {
  const sections = ["Encoding Speed Comparison (ops/s)", "Decoding Speed Comparison (ops/s)", "Size Comparison (bytes)", "Diffs", "Back ends"];
  for (const section of sections) {
    const ts = tables.filter((t) => t.section === section);
    if (ts.length === 0) {
      if (section !== "Diffs") problems.push(`DOM: no table in "${section}"`);
      continue;
    }
    for (const t of ts) {
      const where = `DOM "${section}" / ${t.schema}`;
      if (section === "Back ends") {
        // One row per schema and op: the generated code's ops/s, then the other back ends'.
        for (const row of t.rows) row.slice(3).forEach((cell, i) => hasNumber(cell) || problems.push(`${where} ${row[0]} ${row[2]}: "${t.header[i + 3]}" = ${JSON.stringify(cell)}`));
        if (t.rows.length === 0) problems.push(`${where}: no rows`);
        continue;
      }
      if (section === "Diffs") {
        // One row per state pair; the columns hold tickpack's diff and every format's full size.
        for (const f of FORMATS) if (!t.header.some((h) => h.startsWith(`${f} full`))) problems.push(`${where}: no "${f} full" column`);
        for (const row of t.rows) row.slice(2).forEach((cell, i) => hasNumber(cell) || problems.push(`${where} row ${row[0]}: "${t.header[i + 2]}" = ${JSON.stringify(cell)}`));
        if (t.rows.length === 0) problems.push(`${where}: no rows`);
        continue;
      }
      for (const f of FORMATS) {
        const row = t.rows.find((r) => r[0] === f);
        if (!row) {
          problems.push(`${where}: no ${f} row`);
          continue;
        }
        if (row.length !== t.header.length) problems.push(`${where}: ${f} row has ${row.length} cells, header ${t.header.length}`);
        row.slice(1).forEach((cell, i) => hasNumber(cell) || problems.push(`${where}: ${f} ${t.header[i + 1]} = ${JSON.stringify(cell)}`));
      }
    }
  }
}

async function runPage(context: BrowserContext, base: string, mode: "codegen" | "interpreter", shot: string): Promise<string[]> {
  const problems: string[] = [];
  const page: Page = await context.newPage();
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  const url = `${base}index.html?quick=1&filter=${FILTER}${mode === "interpreter" ? "&mode=interpreter" : ""}`;
  console.log(`[${mode}] ${url}`);
  const t0 = performance.now();
  await page.goto(url, { waitUntil: "load" });
  try {
    await page.waitForFunction(() => document.body.dataset.done !== undefined, undefined, { timeout: TIMEOUT_MS, polling: 250 });
  } catch {
    problems.push(`timed out after ${TIMEOUT_MS / 1000} s; progress: ${await page.textContent("#progress-label").catch(() => "?")}`);
  }
  const done = await page.evaluate(() => document.body.dataset.done);
  console.log(`[${mode}] finished (${done ?? "not done"}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (done !== "1") problems.push(`page did not finish cleanly (data-done=${JSON.stringify(done)}): ${await page.textContent("#progress-label").catch(() => "?")}`);
  const isolated = await page.evaluate(() => crossOriginIsolated);
  if (!isolated) console.log(`[${mode}] note: page is not cross-origin isolated (coarse timer)`);
  const results = await page.evaluate(() => window.benchResults);
  checkJson(results, mode, problems);
  const failures = await page.evaluate(() => window.benchReport?.failures ?? []);
  for (const f of failures) problems.push(`suite failure: ${f}`);
  const warnings = await page.evaluate(() => window.benchReport?.warnings ?? []);
  for (const w of warnings) console.log(`[${mode}] warning: ${w}`);
  const tables = await page.evaluate(() =>
    Array.from(document.querySelectorAll("table[data-section]")).map((t) => ({
      section: t.getAttribute("data-section") ?? "",
      schema: t.getAttribute("data-schema") ?? "",
      header: Array.from(t.querySelectorAll("thead th")).map((c) => c.textContent ?? ""),
      rows: Array.from(t.querySelectorAll("tbody tr")).map((tr) => Array.from(tr.querySelectorAll("td")).map((c) => c.textContent ?? "")),
    })),
  );
  checkDom(tables, problems);
  const charts = await page.locator("svg.chart").count();
  if (charts === 0) problems.push("DOM: no charts");
  await page.screenshot({ path: shot, fullPage: true });
  console.log(`[${mode}] ${tables.length} tables, ${charts} charts; screenshot ${shot}`);
  await page.close();
  return problems;
}

/**
 * csp.html: the sample schemas through createCodec under a Content-Security-Policy without
 * 'unsafe-eval' (see csp-check.ts): the walker, chosen by itself, must write the generated
 * modules' bytes.
 */
async function runCsp(context: BrowserContext, base: string): Promise<string[]> {
  const problems: string[] = [];
  const page: Page = await context.newPage();
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${base}csp.html`, { waitUntil: "load" });
  try {
    await page.waitForFunction(() => document.body.dataset.done !== undefined, undefined, { timeout: TIMEOUT_MS, polling: 250 });
  } catch {
    problems.push(`timed out after ${TIMEOUT_MS / 1000} s`);
  }
  const r = (await page.evaluate(() => (window as unknown as { cspResult?: CspResult }).cspResult)) ?? undefined;
  await page.close();
  if (!r) return [...problems, "window.cspResult is missing"];
  if (!r.evalBlocked) problems.push("the page's policy did not block new Function, so the check proves nothing");
  if (r.checked === 0) problems.push("no state was checked");
  problems.push(...r.problems);
  console.log(`[csp] new Function blocked: ${r.evalBlocked}; ${r.checked} snapshots and diffs through createCodec's walker, ${r.problems.length} problem(s)`);
  return problems;
}

async function main(): Promise<number> {
  const built = await buildPage();
  console.log(`built ${built.outfile} (${(built.bytes / 1024).toFixed(0)} KB)`);
  const { server, url } = await startServer(0);
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  const problems: string[] = [];
  try {
    browser = await launchChromium();
    const context = browser.context;
    for (const [mode, shot] of [
      ["codegen", join(benchDir, "screenshot.png")],
      ["interpreter", join(benchDir, "screenshot-interpreter.png")],
    ] as const) {
      for (const p of await runPage(context, url, mode, shot)) problems.push(`[${mode}] ${p}`);
    }
    for (const p of await runCsp(context, url)) problems.push(`[csp] ${p}`);
  } catch (e) {
    problems.push(`browser run failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  } finally {
    await browser?.close();
    await new Promise<void>((r) => server.close(() => r()));
    server.closeAllConnections();
  }
  if (problems.length > 0) {
    console.error(`FAIL: ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  ${p}`);
    return 1;
  }
  console.log("OK: every format has numbers in every table (codegen and interpreter); under a CSP without 'unsafe-eval', createCodec walked and wrote the generated code's bytes");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
