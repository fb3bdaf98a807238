/**
 * The states of the five schemas here, written next to this file (deterministic: a fixed-seed
 * generator). Schemas outside schemas/, in shapes the samples lack, for checking the codec on
 * data it was not tuned on: a live-ops dashboard (60-point double and float windows that slide
 * every tick, string-keyed counters and gauges), a collaborative document (long text with
 * non-ASCII characters, a union of block kinds, cursors and comments in maps), a sensor frame
 * (256 random integers that all change every tick, 40 positions of which most move a little)
 * a game world (200 entities in a map keyed by id, one spawned or despawned most ticks,
 * millisecond timestamps above 2^32, optional bytes, a recursive scene tree, a union of events)
 * and an exchange's market-data feed (order books in a string-keyed map, a sliding window of
 * trades, a 16×16 grid as an array of arrays, an optional double[][] there every other tick, a
 * map with negative int keys, a map of maps, a 40-option enum).
 *
 *   node benchmark/unseen/states.mjs
 *   cp benchmark/unseen/*.yml benchmark/unseen/*.states.json schemas/
 *   npm run bench dashboard document frame world exchange    # then remove the copies from schemas/
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
// world
{
  const kinds = ["PLAYER", "NPC", "PROJECTILE", "PICKUP"];
  const ents = new Map();
  const mk = (id) => ({ kind: kinds[id % 4], pos: { x: Math.round(rnd() * 100000) / 100, y: Math.round(rnd() * 100000) / 100 }, ...(id % 4 !== 3 ? { vel: { x: ri(-500, 500) / 100, y: ri(-500, 500) / 100 } } : {}), hp: ri(1, 1000), flags: [id % 2 === 0, id % 3 === 0, false], ...(id % 4 === 2 ? { owner: ri(1, 50) } : {}), tags: id % 4 === 0 ? ["team-red", "vip"] : id % 4 === 1 ? ["hostile"] : [], ...(id % 16 === 0 ? { blob: Buffer.from(Array.from({ length: 24 }, () => ri(0, 255))).toString("base64") } : {}) });
  let next = 1; for (; next <= 200; next++) ents.set(next, mk(next));
  const node = (d, n) => ({ name: "node-" + d + "-" + n, transform: [1, 0, 0, 1, n * 10, d * 10], children: d < 3 ? Array.from({ length: 3 }, (_, i) => node(d + 1, i)) : [] });
  const scene = node(0, 0);
  const states = [];
  for (let t = 0; t < 6; t++) {
    const events = [];
    for (const [id, e] of ents) if (e.vel) e.pos = { x: Math.round((e.pos.x + e.vel.x) * 100) / 100, y: Math.round((e.pos.y + e.vel.y) * 100) / 100 };
    for (const [id, e] of ents) if (rnd() < 0.1) e.hp = Math.max(0, e.hp - ri(1, 30));
    if (t % 2 === 1) { const id = next++; ents.set(id, mk(id)); events.push({ Spawn: { id, at: 1732400000000 + t * 50 } }); }
    if (t === 3) { ents.delete(7); events.push({ Despawn: { id: 7 } }); }
    if (t % 3 === 0) events.push({ Chat: { from: 4, text: "gg — nice shot 👍", sentAt: 1732400000000 + t * 50 - 3 } });
    scene.children[1].transform = [1, 0, 0, 1, 10 + t, 0];
    const entities = {}; for (const [id, e] of ents) entities[id] = JSON.parse(JSON.stringify(e));
    states.push({ tick: 5000 + t, time: 1732400000000 + t * 50, entities, scene: JSON.parse(JSON.stringify(scene)), events });
  }
  out("world.states.json", JSON.stringify({ type: "World", states }, null, 1));
}
// exchange
{
  const syms = Array.from({ length: 20 }, (_, i) => ["BTC", "ETH", "SOL", "ADA", "DOT"][i % 5] + "-" + ["USD", "EUR", "JPY", "GBP"][i >> 2 & 3]);
  const books = {}; for (const s of syms) { const mid = ri(100, 60000); books[s] = { bids: Array.from({ length: 10 }, (_, i) => ({ price: mid - i - 1 + ri(0, 99) / 100, size: ri(1, 50000), orders: ri(1, 40) })), asks: Array.from({ length: 10 }, (_, i) => ({ price: mid + i + 1 + ri(0, 99) / 100, size: ri(1, 50000), orders: ri(1, 40) })), ...(rnd() < 0.8 ? { last: mid + ri(0, 9999) / 10000 } : {}), halted: false }; }
  let heat = Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => ri(-100, 100)));
  const depthByTick = {}; for (let k = -20; k < 20; k++) depthByTick[k] = ri(0, 1e5);
  const volumes = {}; for (const s of syms.slice(0, 8)) { volumes[s] = {}; for (const h of ["1m", "5m", "15m", "1h", "4h", "1d"]) volumes[s][h] = ri(0, 1e9); }
  let trades = []; let tid = 880000000;
  const states = [];
  for (let t = 0; t < 6; t++) {
    for (const s of syms) for (const side of ["bids", "asks"]) for (const l of books[s][side]) if (rnd() < 0.3) { l.size = Math.max(1, l.size + ri(-500, 500)); l.orders = Math.max(1, Math.min(65535, l.orders + ri(-2, 2))); }
    if (t === 2) books[syms[3]].halted = true;
    heat = heat.map(row => row.map(v => rnd() < 0.2 ? Math.max(-100, Math.min(100, v + ri(-5, 5))) : v));
    for (const k of Object.keys(depthByTick)) if (rnd() < 0.25) depthByTick[k] += ri(0, 100);
    for (const s of Object.keys(volumes)) volumes[s]["1m"] += ri(0, 1000);
    trades = [...trades, ...Array.from({ length: ri(3, 8) }, () => ({ id: tid++, price: ri(100, 60000) + rnd(), size: Math.fround(rnd() * 10), side: rnd() < 0.5 ? "BUY" : "SELL", ...(rnd() < 0.3 ? { taker: "acct-" + ri(1000, 9999) } : {}) }))].slice(-30);
    const curves = t % 2 ? undefined : Array.from({ length: 4 }, (_, i) => Array.from({ length: 12 }, (_, j) => 0.01 * i + 0.001 * j + rnd() * 1e-4));
    states.push({ seq: 123456789 + t, ts: 1732400000000 + t * 100, books: JSON.parse(JSON.stringify(books)), trades: JSON.parse(JSON.stringify(trades)), heat: heat.map(r => [...r]), ...(curves ? { curves } : {}), depthByTick: { ...depthByTick }, volumes: JSON.parse(JSON.stringify(volumes)), venue: "V" + String(17 + t).padStart(2, "0") });
  }
  out("exchange.states.json", JSON.stringify({ type: "Exchange", states }, null, 1));
}
