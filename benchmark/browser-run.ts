/**
 * npm run bench:chromium -- [filters...] [--interpreter] [--quick] [--median] [--views] [--json FILE]
 *
 * The browser benchmark without a person at the browser: builds the page, serves it on a free
 * localhost port, runs it to the end in headless Chromium (see chromium.ts) and prints the same
 * Markdown tables as `npm run bench` (stdout; progress on stderr). `--json FILE` writes
 * window.benchResults, the shape of `npm run bench -- --json`, with `node` holding the browser.
 * Exit code 1 when the page fails or reports a correctness failure.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildPage, startServer } from "./build.js";
import { launchChromium } from "./chromium.js";
import { buildSections, toMarkdown, type SuiteReport } from "./suite.js";

const TIMEOUT_MS = 60 * 60 * 1000;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      interpreter: { type: "boolean", default: false },
      quick: { type: "boolean", default: false },
      median: { type: "boolean", default: false },
      views: { type: "boolean", default: false },
      json: { type: "string" },
    },
  });
  const query = new URLSearchParams();
  if (values.interpreter) query.set("mode", "interpreter");
  if (values.quick) query.set("quick", "1");
  if (values.median) query.set("stat", "median");
  if (values.views) query.set("views", "1");
  const filters = positionals.flatMap((p) => p.split(",")).filter((p) => p !== "");
  if (filters.length > 0) query.set("filter", filters.join(","));

  await buildPage();
  const { server, url } = await startServer(0);
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const target = `${url}index.html${query.size > 0 ? `?${query}` : ""}`;
    process.stderr.write(`${await browser.context.browser()?.version() ?? "chromium"}: ${target}\n`);
    await page.goto(target, { waitUntil: "load" });
    let last = "";
    const progress = setInterval(() => {
      page.textContent("#progress-label").then((t) => {
        if (t && t !== last) process.stderr.write(`\r${(last = t).slice(0, 100).padEnd(100)}`);
      }, () => {});
    }, 2000);
    try {
      await page.waitForFunction(() => document.body.dataset.done !== undefined, undefined, { timeout: TIMEOUT_MS, polling: 1000 });
    } finally {
      clearInterval(progress);
      process.stderr.write("\n");
    }
    const done = await page.evaluate(() => document.body.dataset.done);
    const report = (await page.evaluate(() => window.benchReport)) as SuiteReport | undefined;
    if (done !== "1" || !report) {
      // The page shows what stopped it in its progress label.
      const label = await page.textContent("#progress-label").catch(() => null);
      process.stderr.write(`the page did not finish cleanly (data-done=${JSON.stringify(done)})\n${[label ?? "", ...errors].filter((x) => x).join("\n")}\n`);
      return 1;
    }
    process.stdout.write(toMarkdown(buildSections(report)));
    if (values.json) writeFileSync(values.json, JSON.stringify(await page.evaluate(() => window.benchResults), null, 2) + "\n");
    for (const w of report.warnings) process.stderr.write(`warning: ${w}\n`);
    for (const f of report.failures) process.stderr.write(`FAIL: ${f}\n`);
    return report.failures.length > 0 || errors.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server.close();
    server.closeAllConnections();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
