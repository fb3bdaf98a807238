/**
 * The states of the three schemas here, written next to this file (deterministic: a fixed-seed
 * generator). Schemas outside schemas/, in shapes the samples lack, for checking the codec on
 * data it was not tuned on: a live-ops dashboard (60-point double and float windows that slide
 * every tick, string-keyed counters and gauges), a collaborative document (long text with
 * non-ASCII characters, a union of block kinds, cursors and comments in maps) and a sensor frame
 * (256 random integers that all change every tick, 40 positions of which most move a little).
 *
 *   node benchmark/unseen/states.mjs
 *   cp benchmark/unseen/*.yml benchmark/unseen/*.states.json schemas/
 *   npm run bench dashboard document frame      # then remove the copies from schemas/
 */
import { writeFileSync } from "node:fs";
const out = (name, text) => writeFileSync(new URL(name, import.meta.url), text);
let seed = 7; const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
// dashboard
{
  const states = []; let cpu = Array.from({ length: 60 }, () => rnd() * 100), mem = Array.from({ length: 60 }, () => Math.fround(rnd() * 16));
  const counters = {}; for (let i = 0; i < 20; i++) counters["http_requests_" + i] = ri(0, 1e6);
  const gauges = {}; for (let i = 0; i < 12; i++) gauges["queue.depth." + i] = rnd() * 1000;
  let alerts = [{ id: 1, severity: "WARN", message: "disk usage above 80% on /var", since: 1700000000000, acked: false }];
  for (let t = 0; t < 6; t++) {
    cpu = [...cpu.slice(1), rnd() * 100]; mem = [...mem.slice(1), Math.fround(rnd() * 16)];
    for (const k of Object.keys(counters)) if (rnd() < 0.6) counters[k] += ri(1, 500);
    for (const k of Object.keys(gauges)) if (rnd() < 0.3) gauges[k] = rnd() * 1000;
    if (t === 3) alerts = [...alerts, { id: 2, severity: "CRITICAL", message: "replica lag 12s — failover pending", since: 1700000003000, acked: false }];
    states.push({ updatedAt: 1700000000000 + t * 1000, host: "db-eu-west-1a.prod", cpu: [...cpu], mem: [...mem], counters: { ...counters }, gauges: { ...gauges }, alerts: alerts.map(a => ({ ...a })), status: t === 3 ? "DEGRADED" : "OK", ...(t % 2 ? { region: "eu-west-1" } : {}) });
  }
  out("dashboard.states.json", JSON.stringify({ type: "Dashboard", states }, null, 1));
}
// document
{
  const words = ["the", "quick", "brown", "fox", "日本語", "テキスト", "naïve", "café", "🚀", "emoji", "collab", "editor", "über", "straße"];
  const sent = (n) => Array.from({ length: n }, () => words[ri(0, words.length - 1)]).join(" ");
  let blocks = [{ Heading: { level: 1, text: "Design doc: " + sent(4) } }];
  for (let i = 0; i < 14; i++) blocks.push(i % 5 === 4 ? { CodeBlock: { language: "ts", code: "function f(x: number) {\n  return x * " + i + ";\n}\n" } } : { Paragraph: { text: sent(ri(10, 40)), marks: i % 2 ? [{ start: 0, end: 5, kind: "BOLD" }, { start: 8, end: 20, kind: "LINK" }] : [] } });
  const cursors = { alice: { block: 2, offset: 10, color: "#ff0066", selecting: false }, bob: { block: 5, offset: 0, color: "#00aaff", selecting: true }, "李雷": { block: 9, offset: 3, color: "#22cc44", selecting: false } };
  const comments = { "17": { author: "alice", text: "Should we " + sent(6) + "?", resolved: false, at: 1700000000123.25 } };
  const states = [];
  for (let t = 0; t < 6; t++) {
    blocks = blocks.map((b, i) => i === 3 + t && b.Paragraph ? { Paragraph: { ...b.Paragraph, text: b.Paragraph.text + " " + sent(2) } } : b);
    cursors.alice = { ...cursors.alice, offset: cursors.alice.offset + 2 };
    if (t === 2) comments["42"] = { author: "bob", text: sent(8), resolved: false, at: 1700000100000.5 };
    if (t === 4) comments["17"] = { ...comments["17"], resolved: true };
    states.push({ id: "doc_8f3a2c", title: "Roadmap 2027 — ünïcödé", version: 100 + t, blocks: JSON.parse(JSON.stringify(blocks)), cursors: JSON.parse(JSON.stringify(cursors)), comments: JSON.parse(JSON.stringify(comments)) });
  }
  out("document.states.json", JSON.stringify({ type: "Document", states }, null, 1));
}
// frame
{
  const states = []; let pos = Array.from({ length: 40 }, () => ({ x: ri(-100000, 100000), y: ri(-100000, 100000), z: ri(-1000, 1000) }));
  const ids = Array.from({ length: 40 }, (_, i) => 1000 + i * 7);
  for (let t = 0; t < 6; t++) {
    pos = pos.map(p => rnd() < 0.7 ? { x: Math.max(-100000, Math.min(100000, p.x + ri(-50, 50))), y: p.y + ri(-50, 50), z: p.z } : p);
    states.push({ seq: 90000 + t, samples: Array.from({ length: 256 }, () => ri(-2000, 2000)), positions: pos, ids, quality: Math.round(rnd() * 1000) / 1000 });
  }
  out("frame.states.json", JSON.stringify({ type: "Frame", states }, null, 1));
}
