/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). A fourth "unseen" set, written by a helper session from the README alone, in
 * shapes unseen/, unseen2/ and unseen3/ lack or barely use: a 5v5 matchmaking lobby (small
 * records of many booleans and bounded ints, optional nested objects, a phase union switching
 * variants), a crypto order book (bounded-int price ladders that shift by one level per tick, a
 * trade window, an int-keyed histogram), a collaborative code editor (600 short lines, one edited
 * per tick, cursors in maps, a recursive outline), a physics snapshot (2000 bodies in a uint-keyed
 * map, nearly all moving every tick), a feature-flag tree (deep optionals, maps of maps, a
 * recursive condition union, unicode text and enum options, rarely changing) and a sensor frame
 * (arrays of doubles and floats, an array of arrays of ints, a union of readings, NaN).
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 6–8 consecutive ticks of a live
 * system, where each tick changes a few fields of the previous one. They are not in the
 * repository: run this first.
 *
 *   node benchmark/unseen4/states.mjs
 *   cp benchmark/unseen4/*.yml benchmark/unseen4/*.states.json schemas/
 *   npm run bench lobby orderbook editor physics flags sensors   # then remove the copies
 */
import { writeFileSync } from "node:fs";
import { chance, pick, reseed, ri, rnd } from "../states-common.mjs";

const out = (name, type, states) => {
  writeFileSync(new URL(name + ".states.json", import.meta.url), JSON.stringify({ type, states }, null, 1) + "\n");
  const sizes = states.map((s) => JSON.stringify(s).length);
  console.log(`${name.padEnd(10)} ${type.padEnd(14)} ${states.length} states, compact JSON bytes: ${sizes.join(" ")}`);
};

const q = (v, p, min = -Infinity, max = Infinity) => {
  const d = Math.max(0, -Math.floor(Math.log10(p) + 1e-9));
  return +(Math.round(Math.min(max, Math.max(min, v)) / p) * p).toFixed(d);
};
const clone = (v) => JSON.parse(JSON.stringify(v));
const bytes = (n) => Buffer.from(Array.from({ length: n }, () => ri(0, 255)));
const b64 = (n) => bytes(n).toString("base64");
const T0 = 1_732_550_400_000;

// ---------------------------------------------------------------- lobby (small records, many booleans, phase union)
{
  reseed(8001);
  const names = ["xX_Shadow_Xx", "Zoë", "müller.exe", "ナルト2005", "dragón", "小明", "Björn", "NoScopeNate", "ÅsaK", "🐸frogman", "Léa-Rose", "k1m_jiwoo", "Ольга"];
  const heroes = ["VANGUARD", "SPECTRE", "MEDIC", "ENGINEER", "SNIPER", "BRAWLER", "SCOUT", "WARDEN", "ORACLE", "TRAPPER", "JUGGERNAUT", "PHANTOM"];
  const ranks = ["UNRANKED", "BRONZE", "SILVER", "GOLD", "PLATINUM", "DIAMOND", "MASTER", "GRANDMASTER"];
  let nextId = 7_340_000_112;
  const mkPlayer = (team, slot, name) => {
    const rank = pick(ranks);
    return {
      id: nextId += ri(1, 90_000), name, team, slot, level: ri(1, 500), rank,
      ...(rank !== "UNRANKED" && rank !== "GRANDMASTER" ? { division: ri(1, 5) } : {}),
      ready: false, host: false, muted: chance(0.1), speaking: false, connected: true, loading: false,
      premium: chance(0.3), streamer: chance(0.08), pingMs: ri(12, 140), packetLoss: chance(0.8) ? 0 : ri(1, 4),
      ...(chance(0.6) ? { loadout: { primary: ri(0, 63), secondary: ri(0, 63), perks: Array.from({ length: ri(1, 3) }, () => ri(0, 31)),
        attachments: [Array.from({ length: ri(0, 4) }, () => ri(0, 15)), Array.from({ length: ri(0, 2) }, () => ri(0, 15))], ...(chance(0.5) ? { skin: ri(0, 4095) } : {}) } } : {}),
      platform: pick(["PC", "PC", "PLAYSTATION", "XBOX", "SWITCH"]),
    };
  };
  const players = [];
  for (let i = 0; i < 7; i++) players.push(mkPlayer(i % 2, i >> 1, names[i]));
  players[0].host = true; players[0].ready = true;
  players[2].party = { id: 99812, leader: true, size: 2 }; players[4].party = { id: 99812, leader: false, size: 2 };
  let s = {
    lobbyId: 4_503_599_627_370_001, version: 1, region: "EU_WEST", mode: "RANKED", map: "Kyoto Rooftops — 京都", host: players[0].id,
    phase: { Waiting: { minPlayers: 10, openSlots: 3 } }, players, spectators: [], teamNames: { 0: "Les Bleus", 1: "赤い龍" },
    settings: { friendlyFire: false, bots: false, password: true, allowSpectators: true, roundTimeSec: 120, rounds: 13, maxPingMs: 150 }, chatMuted: false,
  };
  const script = [
    (s) => { s.players.push(mkPlayer(1, 3, names[7])); s.players[1].ready = true; s.players[3].speaking = true; s.phase.Waiting.openSlots = 2; },
    (s) => { s.players[3].speaking = false; s.players[5].ready = true; s.players[6].pingMs = 210; s.players[6].packetLoss = 7;
      s.players[5].party = { id: 100417, leader: true, size: 2 }; s.players[7].party = { id: 100417, leader: false, size: 2 }; },
    (s) => { s.players.push(mkPlayer(0, 4, names[8]), mkPlayer(1, 4, names[9])); s.phase.Waiting.openSlots = 0;
      s.players.splice(6, 1); s.players.push(mkPlayer(0, 3, names[10])); s.spectators.push({ id: 880001, name: "caster_Ana ☕", coach: false, delaySec: 90 });
      for (const p of s.players) if (p.id % 3 === 0) p.hero = pick(heroes); },
    (s) => { for (const p of s.players) { p.ready = true; p.hero ??= pick(heroes); } s.phase = { Countdown: { secondsLeft: 10, cancellable: true } };
      s.spectators.push({ id: 880002, name: "Coach Dmitri", coach: true, delaySec: 0 }); },
    (s) => { s.phase.Countdown.secondsLeft = 5; s.phase.Countdown.cancellable = false; s.players[2].muted = true; s.chatMuted = true; },
    (s) => { for (const p of s.players) { p.loading = true; p.ready = false; } s.phase = { Loading: { progress: s.players.map(() => ri(0, 40)) } }; delete s.players[3].loadout; },
    (s) => { for (const p of s.players) p.loading = false; s.phase = { InMatch: { round: 1, scoreA: 0, scoreB: 0, overtime: false } }; s.players[8].connected = false; s.settings.allowSpectators = false; },
  ];
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); s.version++; script[t - 1](s); for (const p of s.players) if (chance(0.3)) p.pingMs = Math.max(5, Math.min(999, p.pingMs + ri(-8, 8))); }
    states.push(clone(s));
  }
  out("lobby", "Lobby", states);
}

// ---------------------------------------------------------------- orderbook (bounded-int ladders shifting by one)
{
  reseed(8002);
  const instruments = { "BTC-USDT": [6_431_250, 1], "ETH-USDT": [342_815, 1], "SOL-USDT": [23_741, 1], "DOGE-USDT": [39_112, 1] };
  let tradeId = 2_881_004_512_330;
  let ts = T0;
  const lvl = (price) => ({ price, qty: ri(1, 5_000_000), orders: ri(1, 40), mine: chance(0.03) });
  const mkTrade = (mid) => ({ id: ++tradeId, ts: ts - ri(0, 900), price: mid + ri(-3, 3), qty: ri(1, 200_000), side: pick(["BUY", "SELL"]), liquidation: chance(0.02) });
  const mkBook = (sym, mid) => {
    const bids = Array.from({ length: 40 }, (_, i) => lvl(mid - 1 - i - (i > 20 ? ri(0, 1) * i : 0))).sort((a, b) => b.price - a.price);
    const asks = Array.from({ length: 40 }, (_, i) => lvl(mid + 1 + i)).sort((a, b) => a.price - b.price);
    const histogram = {};
    for (let o = -10; o <= 10; o++) if (o !== 0) histogram[o] = ri(1000, 90_000_000);
    const trades = Array.from({ length: 50 }, () => mkTrade(mid)).sort((a, b) => a.ts - b.ts);
    return { symbol: sym, tickSize: sym.startsWith("DOGE") ? 0.00001 : 0.01, lotSize: 0.0001, bids, asks, trades, histogram, last: trades[49], netFlow: ri(-5e9, 5e9) };
  };
  const books = {}; const status = {};
  for (const [sym, [mid]] of Object.entries(instruments)) { books[sym] = mkBook(sym, mid); status[sym] = "CONTINUOUS"; }
  let s = { venue: "binance-spot", seq: 77_100_203_448, ts, books, status };
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      ts += 100; s.ts = ts; s.seq += ri(20, 80);
      for (const [sym, b] of Object.entries(s.books)) {
        if (s.status[sym] !== "CONTINUOUS") { if (b.auction) { b.auction.endsInMs = Math.max(0, b.auction.endsInMs - 100); b.auction.volume += ri(0, 5000); } continue; }
        // a better bid enters at the front, the worst one drops off the end
        b.bids.unshift(lvl(b.bids[0].price + 1)); b.bids.pop();
        // the best ask is taken, a new level is appended at the far end
        if (chance(0.8)) { b.asks.shift(); b.asks.push(lvl(b.asks[b.asks.length - 1].price + ri(1, 3))); }
        for (let k = ri(1, 4); k > 0; k--) { const L = pick(chance(0.5) ? b.bids : b.asks); L.qty = ri(1, 5_000_000); L.orders = ri(1, 40); }
        const n = ri(0, 3);
        for (let k = 0; k < n; k++) { const tr = mkTrade(b.asks[0].price); tr.ts = ts; b.trades.push(tr); b.netFlow += (tr.side === "BUY" ? 1 : -1) * tr.qty; }
        b.trades.splice(0, n);
        if (n) b.last = b.trades[b.trades.length - 1];
        for (const o of Object.keys(b.histogram)) if (chance(0.2)) b.histogram[o] = ri(1000, 90_000_000);
      }
      if (t === 3) { s.status["SOL-USDT"] = "AUCTION"; s.books["SOL-USDT"].auction = { indicativePrice: 23_800, volume: 1_250_000, endsInMs: 300_000 }; }
      if (t === 4) { s.books["PEPE-USDT"] = mkBook("PEPE-USDT", 1_204); s.status["PEPE-USDT"] = "PRE_OPEN"; delete s.books["PEPE-USDT"].last; s.books["PEPE-USDT"].trades = []; }
      if (t === 6) { s.status["SOL-USDT"] = "CONTINUOUS"; delete s.books["SOL-USDT"].auction; delete s.books["DOGE-USDT"]; delete s.status["DOGE-USDT"]; delete s.books["ETH-USDT"].histogram["-10"]; s.books["ETH-USDT"].histogram["-11"] = 123; }
    }
    states.push(clone(s));
  }
  out("orderbook", "MarketData", states);
}

// ---------------------------------------------------------------- editor (array of many short strings, cursors in maps)
{
  reseed(8003);
  const idents = ["state", "tick", "player", "buffer", "offset", "value", "entry", "result", "diff", "node", "schema", "codec", "writer", "reader"];
  const types = ["number", "string", "Uint8Array", "Player", "Map<string, Entry>", "boolean", "Schema"];
  const comments = ["// TODO: 境界チェックを追加する", "// NB: this runs every tick — keep it allocation-free", "// 注意：不要修改这个顺序", "// 🚧 work in progress", "// FIXME(zoë): off-by-one when the window wraps",
    "// см. RFC 9000 §17.2", "/** Renvoie la valeur décodée, ou « undefined ». */", "// ✅ covered by codec.test.ts"];
  const gen = () => {
    const r = rnd(); const a = pick(idents), b = pick(idents), ty = pick(types);
    if (r < 0.12) return pick(comments);
    if (r < 0.22) return "";
    if (r < 0.4) return `    const ${a}${ri(0, 9)}: ${ty} = ${b}.${pick(idents)}(${pick(idents)}, ${ri(0, 255)});`;
    if (r < 0.55) return `    if (${a}.length > ${ri(1, 64)}) return ${b};`;
    if (r < 0.65) return `  }`;
    if (r < 0.75) return `    ${a}.${b} += ${pick(idents)}[${ri(0, 31)}] ?? 0;`;
    if (r < 0.85) return `    for (const ${a} of ${b}s) ${pick(idents)}.push(${a});`;
    if (r < 0.92) return `  ${pick(["export function", "function", "async function"])} ${a}${b[0].toUpperCase()}${b.slice(1)}(${b}: ${ty}): ${pick(types)} {`;
    return `    throw new Error(\`bad ${a}: \${${b}}\`);`;
  };
  const lines = ['import { encode, decode } from "./codec.js";', 'import type { Schema } from "./schema.js";', ""];
  while (lines.length < 600) lines.push(gen());
  const sym = (name, kind, line, len, children = []) => ({ name, kind, line, endLine: line + len, children });
  const outline = [
    sym("Codec", "CLASS", 10, 180, [sym("constructor", "METHOD", 14, 20), sym("encode", "METHOD", 40, 60, [sym("writeHeader", "FUNCTION", 44, 10)]), sym("decode", "METHOD", 110, 70), sym("size", "PROPERTY", 12, 0)]),
    sym("Options", "INTERFACE", 200, 12, [sym("strict", "PROPERTY", 201, 0), sym("maxDepth", "PROPERTY", 202, 0)]),
    sym("MAX_DEPTH", "CONSTANT", 215, 0),
    sym("Ring", "CLASS", 220, 300, Array.from({ length: 12 }, (_, i) => sym(`m${i}_${pick(idents)}`, "METHOD", 225 + i * 24, 20, i % 4 === 0 ? [sym("inner", "FUNCTION", 230 + i * 24, 5)] : []))),
    sym("Entry", "TYPE", 540, 8),
  ];
  const users = {
    "u_ada": { name: "Ada Lovelace", color: "PURPLE", readOnly: false },
    "u_kenji": { name: "松本 健二", color: "TEAL", readOnly: false, idleSec: 4 },
    "u_zoe": { name: "Zoë Ñúñez 🦊", color: "ORANGE", readOnly: false },
    "u_bot": { name: "review-bot", color: "YELLOW", readOnly: true, idleSec: 600 },
  };
  const cursors = { u_ada: { at: { line: 120, col: 8 }, typing: true }, u_kenji: { at: { line: 301, col: 0 }, anchor: { line: 290, col: 4 }, typing: false }, u_zoe: { at: { line: 57, col: 31 }, typing: false } };
  const folds = { 10: 190, 220: 520, 540: 548 };
  const diagnostics = [
    { severity: "ERROR", from: { line: 133, col: 10 }, to: { line: 133, col: 18 }, message: "Type 'string' is not assignable to type 'number'.", code: "TS2322", source: "ts" },
    { severity: "WARNING", from: { line: 402, col: 4 }, to: { line: 402, col: 30 }, message: "'buffer7' is declared but its value is never read.", code: "TS6133", source: "ts" },
    { severity: "INFO", from: { line: 57, col: 0 }, to: { line: 57, col: 40 }, message: "Orthographe : « tableu » → « tableau »", source: "cspell" },
  ];
  let s = { docId: "doc_8f3a21", path: "src/runtime/ring-buffer.ts", language: "typescript", revision: 18_204, lines, cursors, users, folds, diagnostics, outline, dirty: false, hash: b64(32) };
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      s.revision += ri(1, 3); s.dirty = true; s.hash = b64(32);
      const c = s.cursors.u_ada;
      s.lines[c.at.line] = s.lines[c.at.line] + pick(["x", " ", "; ", "(", "値", "é"]);
      c.at.col = s.lines[c.at.line].length;
      if (s.users.u_kenji.idleSec !== undefined) s.users.u_kenji.idleSec += 1;
      if (t === 2) { s.lines.splice(305, 0, "    // 🔥 hot path: ここは毎フレーム呼ばれる"); s.cursors.u_kenji = { at: { line: 305, col: 28 }, typing: true }; delete s.users.u_kenji.idleSec; s.folds[220] = 521; s.outline[3].endLine++; }
      if (t === 3) { s.diagnostics.splice(1, 1); s.lines[402] = ""; s.cursors.u_zoe.anchor = { line: 57, col: 10 }; }
      if (t === 4) { s.users.u_mo = { name: "Mohammed Al-Fārisī", color: "GREEN", readOnly: false }; s.cursors.u_mo = { at: { line: 1, col: 0 }, typing: false }; s.outline[3].children.push({ name: "drain", kind: "METHOD", line: 515, endLine: 519, children: [] }); }
      if (t === 5) { s.lines.splice(410, 2); s.diagnostics.push({ severity: "HINT", from: { line: 120, col: 0 }, to: { line: 120, col: 4 }, message: "Convert to optional chain expression", source: "eslint" }); delete s.folds[540]; }
      if (t === 6) { delete s.cursors.u_zoe; s.users.u_zoe.idleSec = 0; s.dirty = false; s.diagnostics[0].severity = "WARNING"; }
      if (t === 7) { s.language = "javascript"; s.path = "src/runtime/ring-buffer.js"; }
    }
    states.push(clone(s));
  }
  out("editor", "EditorSession", states);
}

// ---------------------------------------------------------------- physics (2000 bodies, most moving every tick)
{
  reseed(8004);
  const dt = 1 / 60, g = -9.81;
  const bodies = {};
  let nextId = 1000;
  const mkBody = () => {
    const sleeping = chance(0.1);
    return { x: q(rnd() * 400 - 200, 0.001), y: q(rnd() * 50, 0.001), z: q(rnd() * 400 - 200, 0.001),
      vx: sleeping ? 0 : q(rnd() * 20 - 10, 0.01), vy: sleeping ? 0 : q(rnd() * 10 - 5, 0.01), vz: sleeping ? 0 : q(rnd() * 20 - 10, 0.01),
      yaw: q(rnd() * 6.28 - 3.14, 0.001), shape: ri(0, 5), sleeping };
  };
  for (let i = 0; i < 2000; i++) { bodies[nextId] = mkBody(); nextId += ri(1, 3); }
  const shapes = {
    0: { Sphere: { radius: 0.5 } }, 1: { Sphere: { radius: 1.25 } }, 2: { Box: { hx: 0.5, hy: 0.5, hz: 0.5 } }, 3: { Box: { hx: 2, hy: 0.25, hz: 1 } },
    4: { Capsule: { radius: 0.4, height: 1.8 } },
    5: { Hull: { points: [[0, 0, 0], [1.5, 0, 0], [0, 1.5, 0], [0, 0, 1.5], [0.75, 0.75, 0.75], [-0.2, 0.4, 1.1]] } },
  };
  const step = (b) => {
    if (b.sleeping) return;
    let vy = b.vy + g * dt;
    let y = b.y + vy * dt;
    if (y < 0) { y = -y * 0.5; vy = -vy * 0.6; }
    b.x = q(b.x + b.vx * dt, 0.001, -2000, 2000); b.y = q(y, 0.001, -2000, 2000); b.z = q(b.z + b.vz * dt, 0.001, -2000, 2000);
    b.vx = q(b.vx * 0.995, 0.01, -200, 200); b.vy = q(vy, 0.01, -200, 200); b.vz = q(b.vz * 0.995, 0.01, -200, 200);
    if (chance(0.3)) { let yaw = b.yaw + 0.02; if (yaw > 3.14) yaw -= 6.28; b.yaw = q(yaw, 0.001); }
  };
  const ids = () => Object.keys(bodies);
  const mkContacts = (s) => { const k = ids(); return Array.from({ length: ri(20, 40) }, () => ({ a: +pick(k), b: +pick(k), impulse: q(rnd() * 500, 0.1) })); };
  let s = { step: 360_000, time: 6000.0, gravity: g, bodies, shapes, contacts: [], removed: [] };
  s.contacts = mkContacts(s);
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      s = clone(s);
      s.step++; s.time = s.step * dt;
      for (const b of Object.values(s.bodies)) step(b);
      const k = Object.keys(s.bodies);
      for (let j = 0; j < 5; j++) { const b = s.bodies[pick(k)]; if (!b.sleeping && Math.abs(b.vx) < 3) { b.sleeping = true; b.vx = b.vy = b.vz = 0; } }
      s.removed = [];
      if (t % 2 === 0) for (let j = ri(1, 4); j > 0; j--) { const id = pick(Object.keys(s.bodies)); delete s.bodies[id]; s.removed.push(+id); }
      if (t === 3 || t === 5) for (let j = ri(3, 8); j > 0; j--) { s.bodies[nextId] = mkBody(); nextId += ri(1, 3); }
      if (t === 4) s.shapes[6] = { Capsule: { radius: 0.3, height: 1.2 } };
      s.contacts = s.contacts.filter(() => chance(0.7)).concat(Array.from({ length: ri(2, 10) }, () => ({ a: +pick(k), b: +pick(k), impulse: q(rnd() * 500, 0.1) })));
      s.contacts = s.contacts.filter((c) => s.bodies[c.a] && s.bodies[c.b]);
    }
    states.push(clone(s));
  }
  out("physics", "PhysicsWorld", states);
}

// ---------------------------------------------------------------- flags (deep optionals, maps of maps, recursive union, unicode)
{
  reseed(8005);
  const locales = ["en", "fr-FR", "ja-JP", "zh-Hans", "pt-BR", "ar"];
  const texts = (en, fr, ja, zh) => ({ en, "fr-FR": fr, "ja-JP": ja, ...(zh ? { "zh-Hans": zh } : {}) });
  const match = (attribute, op, ...values) => ({ Match: { attribute, op, values } });
  const alice = { name: "Amélie Poulain", email: "amelie@example.fr", team: { name: "Growth 📈", lead: { name: "Håkon Ødegård", team: { name: "Platform" } } } };
  const mkFlag = (kind, en, fr, ja, zh, def, extra = {}) => ({ enabled: true, kind, description: texts(en, fr, ja, zh), default: def, rules: [], overrides: {}, ...extra });
  const env = (stage) => ({
    stage, killSwitch: false,
    flags: {
      "new-checkout": mkFlag("RELEASE", "New one-page checkout", "Nouveau paiement en une page", "新しいワンページ決済", "新的单页结账", { BoolValue: { value: false } }, {
        rollout: { percent: 10, seed: 3_141_592_653, sticky: true, schedule: { startAt: T0, steps: { 0: 10, 24: 25, 72: 50, 168: 100 } } },
        rules: [{ id: "staff", when: { AnyOf: { of: [match("email", "REGEX", ".*@example\\.(com|fr)$"), match("userId", "IN", "u1", "u2", "u3")] } }, serve: { BoolValue: { value: true } } },
          { id: "old-ios", when: { AllOf: { of: [match("platform", "EQ", "ios"), { Not: { of: match("appVersion", "SEMVER_GTE", "5.2.0") } }] } }, serve: { BoolValue: { value: false } } }],
        overrides: { ios: { "5.1.0": { BoolValue: { value: false } }, "5.2.0": { BoolValue: { value: true } } }, android: { "5.2.1": { BoolValue: { value: true } } } },
        tags: ["checkout", "q4", "💳"], expiresAt: T0 + 90 * 86_400_000,
        meta: { owner: alice, ticket: "PAY-1287", links: { design: "https://figma.example/f/abc", "説明書": "https://wiki.example/ja/checkout" }, archived: false } }),
      "max-upload-mb": mkFlag("CONFIG", "Maximum upload size (MB)", "Taille maximale de téléversement (Mo)", "最大アップロードサイズ（MB）", null, { IntValue: { value: 25 } }, {
        overrides: { web: { "*": { IntValue: { value: 100 } } } } }),
      "price-multiplier": mkFlag("EXPERIMENT", "Regional price multiplier", "Multiplicateur de prix régional", "地域別価格係数", "地区价格系数", { NumberValue: { value: 1.0 } }, {
        rollout: { percent: 50, seed: 271_828, sticky: true },
        rules: [{ id: "br", when: match("country", "IN", "BR", "AR", "CL"), serve: { NumberValue: { value: 0.85 } } }, { id: "jp", when: match("country", "EQ", "JP"), serve: { NumberValue: { value: 1.1 } } }] }),
      "welcome-banner": mkFlag("CONFIG", "Welcome banner text", "Texte de la bannière d'accueil", "ウェルカムバナーの文言", "欢迎横幅文字", { TextValue: { value: "Bienvenue ! 🎉 ようこそ！" } }),
      "home-modules": mkFlag("CONFIG", "Home screen modules, in order", "Modules de l'accueil, dans l'ordre", "ホーム画面のモジュール（順序どおり）", null, { ListValue: { items: ["hero", "deals", "recently-viewed", "recommendations"] } }, {
        overrides: { android: { "4.9.0": { ListValue: { items: ["hero", "deals"] } } } } }),
      "ops-read-only": mkFlag("OPS", "Put the API in read-only mode", "Passer l'API en lecture seule", "APIを読み取り専用にする", "将API设为只读", { BoolValue: { value: false } }, { meta: { archived: false } }),
      "beta-ai-search": mkFlag("PERMISSION", "AI search (beta) ✨", "Recherche IA (bêta) ✨", "AI検索（ベータ）✨", "AI 搜索（测试版）✨", { BoolValue: { value: false } }, {
        rules: [{ id: "beta-seg", when: match("segment", "IN", "beta-testers"), serve: { BoolValue: { value: true } } }] }),
    },
    segments: {
      "beta-testers": { name: texts("Beta testers", "Bêta-testeurs", "ベータテスター"), rules: [match("optIn", "EQ", "true")], size: 12_408 },
      "vip": { name: texts("VIP customers 👑", "Clients VIP 👑", "VIP顧客 👑", "贵宾客户 👑"), rules: [{ AllOf: { of: [match("ltv", "PERCENT", "99"), { Not: { of: { AnyOf: { of: [match("fraudFlag", "EQ", "true"), match("chargebacks", "NEQ", "0")] } } } }] } }] },
    },
  });
  let s = { app: "shopping-app", revision: 4_211, publishedAt: T0, publishedBy: alice, environments: { développement: env("développement"), staging: env("recette"), production: env("production"), "本番-jp": env("本番") },
    locales, signature: b64(64) };
  const states = [];
  const script = [
    (s) => { s.environments.production.flags["new-checkout"].rollout.percent = 25; },
    (s) => { s.environments["本番-jp"].flags["welcome-banner"].description["ja-JP"] = "ウェルカムバナーのテキスト"; },
    (s) => { s.environments["développement"].flags["dark-mode-v2"] = { enabled: false, kind: "RELEASE", description: { en: "Dark mode v2 🌙", "fr-FR": "Mode sombre v2 🌙" }, default: { BoolValue: { value: false } }, rules: [], overrides: {} }; },
    (s) => { delete s.environments.production.flags["new-checkout"].overrides.ios["5.1.0"]; s.environments.staging.flags["max-upload-mb"].default = { TextValue: { value: "unlimited" } }; },
    (s) => { s.environments.production.flags["beta-ai-search"].rules.push({ id: "staff-ai", when: { Not: { of: { Not: { of: match("employee", "EQ", "false") } } } }, serve: { BoolValue: { value: true } } }); },
    (s) => { delete s.environments.staging.flags["price-multiplier"].rollout; s.publishedBy = { name: "李 静", email: "li.jing@example.cn" }; },
    (s) => { s.environments.production.killSwitch = true; s.environments.production.flags["ops-read-only"].default.BoolValue.value = true; delete s.environments["本番-jp"].segments.vip; },
  ];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); s.revision++; s.publishedAt += ri(60_000, 3_600_000); s.signature = b64(64); script[t - 1](s); }
    states.push(clone(s));
  }
  out("flags", "FlagConfig", states);
}

// ---------------------------------------------------------------- sensors (small frame: doubles, floats, int grid, union readings)
{
  reseed(8006);
  const thermal = Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => 1900 + r * 40 + c * 25 + ri(0, 30)));
  let s = { node: "fab2-line4-n07", seq: 8_812_004, t: 1_732_550_400.125, thermal,
    accel: [0.0123456789, -0.0098765432, 9.80665012], gyro: [0.0012, -0.0031, 0.0004],
    spectrumDb: Array.from({ length: 8 }, (_, i) => q(-30 - i * 7 + rnd() * 4, 0.5, -120, 0)),
    readings: [{ Temperature: { c: 23.41 } }, { Humidity: { pct: 41.2 } }, { Gas: { kind: "CO2", ppm: 612 } }],
    primary: { Temperature: { c: 23.41 } }, battery: 3.87, faults: [] };
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      s.seq++; s.t = +(s.t + 0.1).toFixed(3);
      for (const row of s.thermal) for (let c = 0; c < row.length; c++) row[c] = Math.max(0, Math.min(4095, row[c] + ri(-6, 6)));
      s.accel = s.accel.map((v, i) => (typeof v === "number" ? v : i === 2 ? 9.80665 : 0) + (rnd() - 0.5) * 0.02);
      s.gyro = s.gyro.map((v) => Math.fround(v + (rnd() - 0.5) * 0.004));
      s.spectrumDb = s.spectrumDb.map((v) => q(v + ri(-2, 2) * 0.5, 0.5, -120, 0));
      const temp = s.readings[0].Temperature; temp.c = q(temp.c + rnd() * 0.1 - 0.05, 0.01);
      s.readings[2].Gas.ppm += ri(-5, 8);
      s.primary = { Temperature: { c: temp.c } };
      if (t === 2) { s.readings.push({ Motion: { detected: true, zone: 3 } }); s.primary = { Motion: { detected: true, zone: 3 } }; }
      if (t === 3) { s.readings[3] = { Motion: { detected: false } }; s.accel[1] = "NaN"; s.faults = ["IMU_DRIFT"]; }
      if (t === 4) { s.readings.splice(1, 1, { Pressure: { hpa: 1013.2504 } }); s.primary = { Gas: { kind: "CO2", ppm: s.readings[2].Gas.ppm } }; s.raw = b64(24); }
      if (t === 5) { s.thermal.push([0, 0, 4095, 4095]); s.faults = ["IMU_DRIFT", "THERMAL_SATURATED"]; delete s.raw; }
      if (t === 6) { s.thermal.pop(); s.faults = []; delete s.battery; s.spectrumDb = s.spectrumDb.slice(0, 6); }
      if (t === 7) { s.battery = 3.79; s.gyro = []; s.readings.pop(); }
    }
    states.push(clone(s));
  }
  out("sensors", "SensorFrame", states);
}
