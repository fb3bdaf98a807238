/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). A ninth "unseen" set, written by a helper session from the README, in shapes
 * unseen/ to unseen8/ lack: a top-200 leaderboard (a sorted array of records that RE-ORDERS every
 * tick: neighbours swap, one climbs 30 places, one leaves from the middle and one enters there,
 * and the first field, rank, is the position rather than the identity), a multiplayer drawing
 * canvas (points appended to 2–3 of ~60 long inner arrays each tick, strokes appended, erased from
 * the middle and undone, a map of 8 cursors), a particle system in struct-of-arrays form (eight
 * parallel arrays of ~3 000 numbers and enums in which every value moves every tick, dead particles
 * spliced out of the middle of all eight at once, spawns at the end, a burst of 400), a chess game
 * (Piece?[][]: an array of arrays of an optional enum, a move history that grows by a record a
 * tick, a status union switching between Ongoing, Check and Checkmate), a 48-channel audio mixer
 * (records of 16 fields with nested records, <string, float> and <string, double> maps and plugin
 * chains, every meter moving every tick, a transport position crossing 2^32 samples) and an
 * auction-house feed (a <uint, Listing> map of ~800 listings keyed by ids straddling 2^32, bids
 * appended, listings removed from the middle and added at the end).
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 8 consecutive ticks of a live
 * system, where each tick changes some fields of the previous one and some ticks insert, remove
 * or move entries in arrays and maps. They are not in the repository: run this first.
 *
 *   node benchmark/unseen9/states.mjs
 *   cp benchmark/unseen9/*.yml benchmark/unseen9/*.states.json schemas/
 *   npm run bench leaderboard canvas particles chess mixer auction   # then remove the copies
 */
import { chance, clamp, clone, dbl, f32, pick, q, reseed, ri, rnd, ticks, writeStates } from "../states-common.mjs";

// One state per line (compact JSON, -0 kept).
const out = (name, type, states) => writeStates(import.meta.url, name, type, states);

const T0 = 1_732_550_400_000;
// n distinct values drawn by f
const distinct = (n, f) => { const seen = new Set(); while (seen.size < n) seen.add(f()); return [...seen]; };

// ---------------------------------------------------------------- leaderboard (a sorted array that re-orders every tick)
{
  reseed(9001);
  const pre = ["Shadow", "Nova", "Viper", "Lumen", "Rook", "Zed", "Kai", "Frost", "Ember", "Onyx", "Pixel", "Rogue", "Sable", "Talon", "Vex", "Wraith", "Hex", "Jinx", "Mako", "Quill"];
  const suf = ["", "_", "X", "TV", "GG", "Main", "Prime", "Jr", "FPS", "One"];
  const odd = ["Ñandú", "李雷", "Сова", "さくら", "ÆØÅ_gamer", "Ödön", "Đạt", "민준"];
  const countries = ["US", "CA", "MX", "BR", "AR", "GB", "FR", "DE", "ES", "IT", "NL", "SE", "NO", "FI", "DK", "PL", "UA", "RU", "TR", "IL", "SA", "EG", "ZA", "IN", "CN", "JP", "KR", "TW", "VN", "TH", "PH", "ID", "AU", "NZ"];
  const common = ["US", "US", "KR", "KR", "CN", "DE", "BR", "SE", "FR", "JP", "PL", "UA", "GB", "CA"];
  const names = distinct(240, () => (chance(0.04) ? pick(odd) + ri(1, 99) : (chance(0.2) ? "xX" : "") + pick(pre) + pick(suf) + (chance(0.6) ? ri(0, 9_999) : "")));
  const ids = distinct(240, () => ri(10_000_000, 99_999_999));
  // the pool: the top 200 and 40 players just below them; scores fall off from ~4 800 to ~2 900
  let pool = names.map((name, i) => ({ id: ids[i], name, score: Math.round(4_800 - 1_900 * Math.pow(i / 240, 0.7)) + ri(-8, 8), country: chance(0.7) ? pick(common) : pick(countries), streak: ri(-4, 9) || 1 }));
  const order = () => pool.sort((a, b) => b.score - a.score || a.id - b.id);
  order();
  let prevRank = new Map(pool.map((p, i) => [p.id, i + 1 + ri(-2, 2)]));
  const standing = (p, rank) => ({ rank, id: p.id, name: p.name, score: p.score, delta: clamp((prevRank.get(p.id) ?? rank) - rank, -1_000, 1_000), country: p.country, streak: p.streak });
  const me = { id: 31_337_001, name: "you_there", score: 2_104, country: "NL", streak: 2, rank: 48_213 };
  const build = (s) => {
    order();
    s.entries = pool.slice(0, 200).map((p, i) => standing(p, i + 1));
    s.cutoffScore = pool[199].score;
    s.featured = [pool[0].id, pool[1].id, pool[2].id, ...pool.filter((p) => p.name.endsWith("TV")).slice(0, 2).map((p) => p.id)];
    prevRank = new Map(pool.map((p, i) => [p.id, i + 1]));
  };
  const s = { season: "S14 Ranked — Split 2", region: "GLOBAL", seq: 880_412, updatedAt: T0, totalPlayers: 1_284_551, cutoffScore: 0, entries: [], me: { ...me, delta: 0 }, featured: [] };
  build(s);
  const matches = (s, k) => { // k players finish a match: neighbours swap
    s.seq += 1; s.updatedAt += 1_000; s.totalPlayers += ri(3, 40);
    for (let i = 0; i < k; i++) {
      const p = pool[ri(0, pool.length - 1)], win = chance(0.55);
      p.score = Math.max(0, p.score + (win ? ri(8, 25) : -ri(8, 20)));
      p.streak = clamp(win ? (p.streak > 0 ? p.streak + 1 : 1) : p.streak < 0 ? p.streak - 1 : -1, -99, 99);
    }
    const oldRank = me.rank; me.rank += ri(-40, 60); me.score += ri(-12, 12);
    s.me = { rank: me.rank, id: me.id, name: me.name, score: me.score, delta: oldRank - me.rank, country: me.country, streak: me.streak };
  };
  const climb = (places) => { const r = ri(60, 180); pool[r].score = pool[r - places].score + ri(1, 4); pool[r].streak = Math.max(pool[r].streak, 0) + 1; };
  const ban = () => { pool.splice(ri(20, 180), 1); };
  const newcomer = () => { // a player from far below enters the middle
    const r = ri(80, 150);
    const p = { id: ri(100_000_000, 199_999_999), name: pick(pre) + pick(["Rising", "Smurf", "Alt", "New"]) + ri(1, 999), score: pool[r].score + ri(1, 3), country: pick(countries), streak: ri(5, 14) };
    prevRank.set(p.id, ri(230, 900)); pool.push(p);
  };
  const script = [
    (s) => { matches(s, 12); climb(30); build(s); },
    (s) => { matches(s, 10); ban(); newcomer(); build(s); },
    (s) => { matches(s, 14); climb(31); build(s); },
    (s) => { matches(s, 9); ban(); newcomer(); climb(29); build(s); },
    (s) => { matches(s, 12); order(); pool[1].score = pool[0].score + ri(5, 20); build(s); }, // a new #1: the top two swap
    (s) => { matches(s, 11); ban(); newcomer(); climb(30); build(s); delete s.me; }, // the viewer went offline
    (s) => { matches(s, 13); ban(); ban(); newcomer(); newcomer(); build(s); },
  ];
  out("leaderboard", "Leaderboard", ticks(8, s, script));
}

// ---------------------------------------------------------------- canvas (points appended to a few long inner arrays)
{
  reseed(9002);
  const users = { "u:ada": "Ada L.", "u:grace": "Grace H.", "u:linus": "Linus T.", "u:margaret": "Margaret H.", "u:ken": "Ken T.", "u:barbara": "Barbara L.", "u:tim": "Tim B.-L.", "u:hedy": "Hedy L." };
  const uids = Object.keys(users);
  const colors = [0x1e1e1e, 0xe03131, 0x2f9e44, 0x1971c2, 0xf08c00, 0x9c36b5, 0xffffff];
  const seq = Object.fromEntries(uids.map((u) => [u, ri(5, 40)]));
  // a pen walking along a smooth curve
  const pen = (x, y) => ({ x, y, th: rnd() * 2 * Math.PI, p: 0.3 + rnd() * 0.4, ph: rnd() * 6 });
  const stepPen = (w) => {
    w.th += (rnd() - 0.5) * 0.5; const v = 3 + rnd() * 9;
    w.x = clamp(w.x + Math.cos(w.th) * v, 0, 8_192); w.y = clamp(w.y + Math.sin(w.th) * v, 0, 8_192);
    if (w.x === 0 || w.x === 8_192 || w.y === 0 || w.y === 8_192) w.th += Math.PI;
    w.ph += 0.3; w.p = clamp(0.55 + 0.3 * Math.sin(w.ph) + (rnd() - 0.5) * 0.1, 0.02, 1);
    return { x: q(w.x, 0.1, 0, 8_192), y: q(w.y, 0.1, 0, 8_192), pressure: q(w.p, 0.01, 0, 1), dt: ri(7, 17) };
  };
  const pens = {}; // author -> the pen of the stroke being drawn
  const newStroke = (author, n, finished) => {
    const w = pen(ri(200, 3_600), ri(200, 2_000));
    if (!finished) pens[author] = w;
    const tool = chance(0.7) ? "PEN" : pick(["BRUSH", "MARKER", "HIGHLIGHTER", "PENCIL"]);
    return {
      id: `${author.slice(2)}:${++seq[author]}`, author, layer: chance(0.8) ? 1 : 2, tool, color: pick(colors), size: q(tool === "HIGHLIGHTER" ? 24 : 1 + rnd() * 8, 0.5, 0.5, 128),
      opacity: tool === "HIGHLIGHTER" ? 0.4 : 1, closed: false, finished, points: Array.from({ length: n }, () => stepPen(w)),
    };
  };
  const strokes = Array.from({ length: 57 }, () => newStroke(pick(uids), Math.round(8 + 240 * Math.pow(rnd(), 2.5)), true));
  for (const u of ["u:ada", "u:grace", "u:ken"]) strokes.push(newStroke(u, ri(20, 90), false));
  const cursor = (u) => ({ name: users[u], color: colors[uids.indexOf(u) % colors.length], x: q(ri(0, 40_000) / 10, 0.1), y: q(ri(0, 20_000) / 10, 0.1), tool: u === "u:linus" ? "ERASER" : u === "u:tim" ? "LASER" : "PEN", drawing: false, idleMs: ri(0, 30_000) });
  const cursors = Object.fromEntries(uids.map((u) => [u, cursor(u)]));
  cursors["u:barbara"].selection = [strokes[3].id, strokes[4].id];
  const s = {
    boardId: "brd_7Hq2xP-retro-2025-w11", revision: 18_204, width: 4_096, height: 2_304, background: 0xfaf9f6, strokes, cursors,
    layers: [{ id: 0, name: "Background", visible: true, locked: true }, { id: 1, name: "Sketch", visible: true, locked: false }, { id: 2, name: "Notes", visible: true, locked: false }],
  };
  const sync = (s) => { // cursors follow the pens; the others drift or idle
    for (const u of uids) {
      const c = s.cursors[u], st = pens[u] && s.strokes.find((k) => k.author === u && !k.finished);
      if (st) { const p = st.points[st.points.length - 1]; c.x = p.x; c.y = p.y; c.drawing = true; c.idleMs = 0; }
      else if (chance(0.4)) { c.x = q(c.x + ri(-30, 30), 0.1, 0, 8_192); c.y = q(c.y + ri(-30, 30), 0.1, 0, 8_192); c.drawing = false; c.idleMs = 0; }
      else { c.drawing = false; c.idleMs += 50; }
    }
  };
  const draw = (s) => { // every pen adds 3–6 points to its stroke
    s.revision += 1;
    for (const [u, w] of Object.entries(pens)) { const st = s.strokes.find((k) => k.author === u && !k.finished); for (let i = ri(3, 6); i > 0; i--) st.points.push(stepPen(w)); }
    sync(s);
  };
  const finish = (s, u, closed = false) => { const st = s.strokes.find((k) => k.author === u && !k.finished); st.finished = true; st.closed = closed; delete pens[u]; s.revision += 1; };
  const start = (s, u, n = 2) => { s.strokes.push(newStroke(u, n, false)); s.revision += 1; };
  const erase = (s, i) => { s.strokes.splice(i, 1); s.revision += 1; s.cursors["u:linus"].x = q(s.cursors["u:linus"].x + 12.3, 0.1, 0, 8_192); };
  const script = [
    (s) => { draw(s); },
    (s) => { finish(s, "u:grace"); start(s, "u:grace"); draw(s); }, // a new stroke after the two still being drawn
    (s) => { draw(s); erase(s, 21); }, // the eraser takes one from the middle
    (s) => { finish(s, "u:ada", true); start(s, "u:ada"); start(s, "u:hedy", 3); draw(s); s.cursors["u:barbara"].selection = [s.strokes[3].id, s.strokes[4].id, s.strokes[40].id]; },
    (s) => { finish(s, "u:hedy"); draw(s); s.layers[2].visible = false; },
    (s) => { s.strokes.pop(); s.revision += 1; draw(s); erase(s, 9); erase(s, 44); delete s.cursors["u:barbara"].selection; }, // hedy undoes her stroke; two erased
    (s) => { finish(s, "u:ken"); start(s, "u:linus", 4); draw(s); s.cursors["u:linus"].tool = "PEN"; s.layers[2].visible = true; },
  ];
  out("canvas", "Canvas", ticks(8, s, script));
}

// ---------------------------------------------------------------- particles (struct of arrays, everything moves)
{
  reseed(9003);
  const KINDS = ["SPARK", "EMBER", "SMOKE", "DEBRIS", "GLOW", "DUST"];
  const G = -9.81, DT = 1 / 30;
  const grav = { SPARK: 1, EMBER: 0.3, SMOKE: -0.15, DEBRIS: 1.2, GLOW: 0.05, DUST: 0.1 };
  const drag = { SPARK: 0.2, EMBER: 0.6, SMOKE: 1.5, DEBRIS: 0.1, GLOW: 0.8, DUST: 1.1 };
  const decay = { SPARK: 2, EMBER: 1, SMOKE: 1, DEBRIS: 1, GLOW: 3, DUST: 1 };
  const emitter = { x: -120.5, y: 35, z: 64.25, rate: 540, active: true, gravity: f32(G), drag: f32(0.35), wind: [2.4, 0, -1.1] };
  const P = { posX: [], posY: [], posZ: [], velX: [], velY: [], velZ: [], life: [], kind: [] };
  const spawn = (e) => {
    const kind = chance(0.45) ? "SPARK" : pick(KINDS), a = rnd() * 2 * Math.PI, sp = 5 + rnd() * 25;
    P.posX.push(q(e.x + (rnd() - 0.5) * 2, 0.01)); P.posY.push(q(e.y + rnd(), 0.01)); P.posZ.push(q(e.z + (rnd() - 0.5) * 2, 0.01));
    P.velX.push(q(Math.cos(a) * sp * 0.5, 0.01, -200, 200)); P.velY.push(q(20 + rnd() * 50, 0.01, -200, 200)); P.velZ.push(q(Math.sin(a) * sp * 0.5, 0.01, -200, 200));
    P.life.push(ri(kind === "SPARK" ? 60 : 120, 255)); P.kind.push(kind);
  };
  let died = 0;
  const step = (e) => { // integrate every particle one tick; remove the dead (from anywhere), keeping the order
    const keep = [];
    for (let i = 0; i < P.life.length; i++) {
      const k = P.kind[i], d = 1 - drag[k] * DT, turb = () => (rnd() - 0.5) * 0.3;
      let vx = P.velX[i] * d + e.wind[0] * DT + turb(), vy = P.velY[i] * d + G * grav[k] * DT + e.wind[1] * DT + turb(), vz = P.velZ[i] * d + e.wind[2] * DT + turb();
      let y = P.posY[i] + vy * DT;
      if (y < 0) { y = 0; vy = -vy * 0.4; }
      P.velX[i] = q(vx, 0.01, -200, 200); P.velY[i] = q(vy, 0.01, -200, 200); P.velZ[i] = q(vz, 0.01, -200, 200);
      P.posX[i] = q(P.posX[i] + P.velX[i] * DT, 0.01, -2_000, 2_000); P.posY[i] = q(y, 0.01, -2_000, 2_000); P.posZ[i] = q(P.posZ[i] + P.velZ[i] * DT, 0.01, -2_000, 2_000);
      P.life[i] = Math.max(0, P.life[i] - decay[k]);
      if (P.life[i] > 0) keep.push(i); else died += 1;
    }
    if (keep.length < P.life.length) for (const key of Object.keys(P)) P[key] = keep.map((i) => P[key][i]);
  };
  // a system that has been running for a while: spawn at a steady rate and simulate
  for (let t = 0; t < 240; t++) { for (let i = 0; i < 26; i++) spawn(emitter); step(emitter); }
  while (P.life.length > 3_000) for (const key of Object.keys(P)) P[key].shift();
  let spawned = 1_769_472, frame = 98_304;
  died = spawned - P.life.length;
  const put = (s, simMs) => { for (const key of Object.keys(P)) s[key] = P[key].slice(); s.stats = { alive: P.life.length, spawned, died, simMs: q(simMs, 0.01, 0, 1_000) }; };
  const s = { emitterId: "fx/forge/sparks#3", frame, time: frame / 30, emitter: clone(emitter) };
  put(s, 1.87);
  const tick = (s, n, simMs) => {
    s.frame += 1; s.time = s.frame / 30;
    const e = s.emitter; e.x = q(e.x + 0.5, 0.01, -2_000, 2_000); e.wind[0] = q(e.wind[0] + (rnd() - 0.5) * 0.2, 0.01, -50, 50);
    step(e);
    for (let i = 0; i < n; i++) spawn(e);
    spawned += n; put(s, simMs);
  };
  const script = [
    (s) => tick(s, ri(14, 22), 1.92),
    (s) => tick(s, ri(14, 22), 1.88),
    (s) => { s.emitter.rate = 10_000; tick(s, 400, 3.41); }, // a hammer strike: a burst
    (s) => { s.emitter.rate = 540; tick(s, ri(14, 22), 2.31); },
    (s) => { s.emitter.active = false; s.emitter.rate = 0; tick(s, 0, 1.75); }, // the emitter pauses: no spawns
    (s) => tick(s, 0, 1.7),
    (s) => { s.emitter.active = true; s.emitter.rate = 540; s.emitter.drag = f32(0.4); tick(s, ri(14, 22), 1.83); },
  ];
  out("particles", "ParticleSystem", ticks(8, s, script));
}

// ---------------------------------------------------------------- chess (Piece?[][], a growing move list, a status union)
{
  reseed(9004);
  // Morphy vs Duke Karl / Count Isouard, Paris 1858: [from, to, SAN]; castling moves the rook too
  const game = [
    ["e2", "e4", "e4"], ["e7", "e5", "e5"], ["g1", "f3", "Nf3"], ["d7", "d6", "d6"], ["d2", "d4", "d4"], ["c8", "g4", "Bg4"], ["d4", "e5", "dxe5"], ["g4", "f3", "Bxf3"],
    ["d1", "f3", "Qxf3"], ["d6", "e5", "dxe5"], ["f1", "c4", "Bc4"], ["g8", "f6", "Nf6"], ["f3", "b3", "Qb3"], ["d8", "e7", "Qe7"], ["b1", "c3", "Nc3"], ["c7", "c6", "c6"],
    ["c1", "g5", "Bg5"], ["b7", "b5", "b5"], ["c3", "b5", "Nxb5"], ["c6", "b5", "cxb5"], ["c4", "b5", "Bxb5+"], ["b8", "d7", "Nbd7"], ["e1", "c1", "O-O-O"], ["a8", "d8", "Rd8"],
    ["d1", "d7", "Rxd7"], ["d8", "d7", "Rxd7"], ["h1", "d1", "Rd1"], ["e7", "e6", "Qe6"], ["b5", "d7", "Bxd7+"], ["f6", "d7", "Nxd7"], ["b3", "b8", "Qb8+"], ["d7", "b8", "Nxb8"],
    ["d1", "d8", "Rd8#"],
  ];
  const sq = (n) => [8 - +n[1], n.charCodeAt(0) - 97]; // board[0] is rank 8, as FEN writes it
  const back = ["R", "N", "B", "Q", "K", "B", "N", "R"];
  const board = [back.map((p) => "B" + p), Array(8).fill("BP"), ...Array.from({ length: 4 }, () => Array(8).fill(null)), Array(8).fill("WP"), back.map((p) => "W" + p)];
  const evals = [0.3, 0.3, 0.4, 0.6, 0.5, 0.5, 0.7, 0.6, 0.8, 0.7, 0.9, 1.1, 1.9, 1.8, 1.9, 1.9, 2.1, 2.5, 2.8, 2.9, 3.1, 3.3, 3.9, 4.2, 4.4, 4.5, 5.6, 6.9, 9.8, 10.1, 99.99, 99.99];
  const s = {
    gameId: "lichess-style/Opera1858x", white: { name: "Paul Morphy", rating: 2_690, title: "GM", country: "US" }, black: { name: "Duke Karl / Count Isouard", rating: 1_800, country: "DE" },
    board, toMove: "WHITE", castling: { whiteKing: true, whiteQueen: true, blackKing: true, blackQueen: true }, halfmoveClock: 0, fullmove: 1, moves: [],
    clock: { whiteMs: 600_000, blackMs: 600_000, incrementMs: 5_000, running: "WHITE" }, captured: { byWhite: [], byBlack: [] }, status: { Ongoing: {} }, evaluation: 0.2, spectators: 1_204, lastMove: [],
  };
  const play = (s, ply) => {
    const [from, to, san] = game[ply], [fr, ff] = sq(from), [tr, tf] = sq(to), piece = s.board[fr][ff], capture = s.board[tr][tf] ?? undefined, white = piece[0] === "W";
    s.board[tr][tf] = piece; s.board[fr][ff] = null;
    if (san.startsWith("O-O")) { const r = white ? 7 : 0, [a, b] = san === "O-O-O" ? [0, 3] : [7, 5]; s.board[r][b] = s.board[r][a]; s.board[r][a] = null; }
    if (piece[1] === "K") { s.castling[white ? "whiteKing" : "blackKing"] = false; s.castling[white ? "whiteQueen" : "blackQueen"] = false; }
    for (const [corner, right] of [["a1", "whiteQueen"], ["h1", "whiteKing"], ["a8", "blackQueen"], ["h8", "blackKing"]]) if (from === corner || to === corner) s.castling[right] = false;
    if (piece[1] === "P" && Math.abs(tr - fr) === 2) s.enPassant = String.fromCharCode(97 + ff) + (white ? "3" : "6"); else delete s.enPassant;
    s.halfmoveClock = piece[1] === "P" || capture ? 0 : s.halfmoveClock + 1;
    if (!white) s.fullmove += 1;
    if (capture) s.captured[white ? "byWhite" : "byBlack"].push(capture);
    const thinkMs = ply < 6 ? ri(800, 3_000) : ri(2_000, 45_000), side = white ? "whiteMs" : "blackMs";
    s.clock[side] = s.clock[side] - thinkMs + s.clock.incrementMs;
    s.moves.push({ ply: ply + 1, from, to, piece, ...(capture ? { capture } : {}), san, clockMs: s.clock[side], thinkMs });
    s.toMove = white ? "BLACK" : "WHITE"; s.lastMove = [from, to]; s.spectators += ri(5, 400);
    const king = () => { for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) if (s.board[r][f] === (white ? "BK" : "WK")) return String.fromCharCode(97 + f) + (8 - r); };
    if (san.endsWith("#")) { s.status = { Checkmate: { winner: white ? "WHITE" : "BLACK", by: [to] } }; delete s.evaluation; delete s.clock.running; }
    else { s.status = san.endsWith("+") ? { Check: { king: king(), by: [to] } } : { Ongoing: {} }; s.evaluation = evals[ply]; s.clock.running = s.toMove; }
  };
  for (let ply = 0; ply < 26; ply++) play(s, ply); // up to 13...Rxd7
  s.board = s.board.map((row) => row.slice()); // fresh arrays
  out("chess", "Match", ticks(8, s, Array.from({ length: 7 }, (_, i) => (s) => play(s, 26 + i))));
}

// ---------------------------------------------------------------- mixer (wide nested records, every meter moves)
{
  reseed(9005);
  const names = [
    "Kick In", "Kick Out", "Snare Top", "Snare Bot", "Hi-Hat", "Tom 1", "Tom 2", "Floor Tom", "OH L", "OH R", "Room L", "Room R", "Bass DI", "Bass Amp", "Gtr 1 SM57", "Gtr 1 R121",
    "Gtr 2", "Acoustic", "Keys L", "Keys R", "Piano L", "Piano R", "Organ L", "Organ R", "Synth L", "Synth R", "Lead Vox", "BV 1", "BV 2", "BV 3", "BV 4", "Sax",
    "Trumpet", "Trombone", "Strings L", "Strings R", "Perc", "Shaker", "Tambourine", "Congas", "Click", "Talkback", "Playback L", "Playback R", "Audience L", "Audience R", "Spare 1", "Spare 2",
  ];
  const silent = new Set(["Click", "Talkback", "Spare 1", "Spare 2"]);
  const stereo = (n) => / [LR]$/.test(n);
  const level = names.map((n) => (silent.has(n) ? -96 : n.startsWith("Kick") || n.startsWith("Snare") ? -8 + rnd() * 4 : n === "Lead Vox" ? -10 : -22 + rnd() * 10));
  const plugins = {
    eq: () => ({ name: "Pro-Q 3", vendor: "FabFilter", latency: 0, params: { band1Freq: 82.4, band1Gain: -2.5, band2Freq: 3_150.7, band2Gain: 1.75, output: 0, linearPhase: 0 } }),
    comp: () => ({ name: "Pro-C 2", vendor: "FabFilter", latency: 0, params: { threshold: q(-24 + rnd() * 12, 0.5), ratio: pick([2, 3, 4, 8]), attack: 0.0125, release: 0.08, knee: 6, makeup: q(rnd() * 6, 0.1), mix: 1 } }),
    la: () => ({ name: "LA-2A", vendor: "Universal Audio", latency: 64, params: { peakReduction: 37 / 100, gain: 0.46274509803921566, mode: 0 } }),
    fet: () => ({ name: "1176 Rev A", vendor: "Universal Audio", latency: 64, params: { input: 24, output: 18, attack: 3, release: 7, ratio: 4, mix: 0.7 } }),
    sat: () => ({ name: "Decapitator", vendor: "Soundtoys", latency: 0, params: { drive: 3.7, style: 2, punish: 0, low: 0.5, high: 0.41568627450980394, mix: 0.45 } }),
    gate: () => ({ name: "Gate", vendor: "Stock", latency: 0, params: { threshold: -42, range: -80, attack: 0.0001, hold: 0.05, release: 0.12, sidechainHpf: 120 } }),
    verb: () => ({ name: "ValhallaVintageVerb", vendor: "Valhalla DSP", latency: 0, params: { mix: 1, predelay: 0.024, decay: 2.3, size: 0.6, highCut: 7_500, lowCut: 180, mode: 3 } }),
    delay: () => ({ name: "EchoBoy", vendor: "Soundtoys", latency: 0, params: { time: 60 / 122 / 4, feedback: 0.32, mix: 1, saturation: 0.2, style: 5 } }),
    limit: () => ({ name: "Pro-L 2", vendor: "FabFilter", latency: 1_024, params: { gain: 3.2, ceiling: -1, lookahead: 0.005, release: 0.1, style: 2 } }),
  };
  const chain = (keys) => keys.map((k, slot) => ({ slot, ...plugins[k](), bypass: false })).map(({ slot, name, vendor, bypass, latency, params }) => ({ slot, name, vendor, bypass, latency, params }));
  const band = (freq, gain, qv) => ({ freq, gain: q(gain, 0.1, -24, 24), q: f32(qv), on: gain !== 0 });
  const meter = (l, mono) => { if (l <= -90) return { left: -96, right: -96, clip: false }; const L = q(l + (rnd() - 0.7) * 6 + (chance(0.08) ? 6 : 0), 0.1, -96, 12), R = mono ? L : q(l + (rnd() - 0.7) * 6, 0.1, -96, 12); return { left: L, right: R, clip: L >= 0 || R >= 0 }; };
  const channels = names.map((name, i) => {
    const ch = {
      id: i + 1, name, color: [0xe03131, 0xf08c00, 0x2f9e44, 0x1971c2, 0x9c36b5][Math.floor(i / 10)], gain: q(silent.has(name) ? -96 : -6 + rnd() * 8, 0.1, -96, 12),
      pan: stereo(name) ? (name.endsWith("L") ? -100 : 100) : ri(-30, 30), mute: name === "Talkback" || name.startsWith("Spare"), solo: false, armed: name.startsWith("Audience") || name === "Lead Vox", phaseInvert: name === "Snare Bot" || name === "Kick Out",
      automation: name === "Lead Vox" ? "TOUCH" : chance(0.2) ? "READ" : "OFF", ...(name.startsWith("Spare") ? {} : { input: `Stagebox A:${i + 1}` }), output: name === "Click" ? "Mon 1" : i < 12 ? "Drum Bus" : i >= 26 && i < 31 ? "Vocal Bus" : "Master",
      peak: meter(level[i], !stereo(name)),
      eq: { enabled: !silent.has(name), lowShelf: band(80, rnd() * 6 - 3, 0.7), lowMid: band(ri(200, 500), -rnd() * 4, 1.4), highMid: band(ri(2_000, 5_000), rnd() * 4, 2), highShelf: band(10_000, chance(0.5) ? 0 : 2, 0.7), ...(chance(0.6) ? { highPass: pick([40, 60, 80, 100, 120]) } : {}) },
      sends: silent.has(name) ? {} : { "Reverb Plate": f32(0.2 + rnd() * 0.4), "Delay 1/4": f32(chance(0.3) ? 0.3 : 0), ...(chance(0.5) ? { "Mon 1": f32(rnd()), "Mon 2": f32(rnd()) } : {}) },
      inserts: silent.has(name) ? [] : name === "Lead Vox" ? chain(["eq", "la", "fet", "sat"]) : name.startsWith("Bass") ? chain(["eq", "comp"]) : name.startsWith("Kick") || name.startsWith("Snare") || name.startsWith("Tom") ? chain(["gate", "eq", "comp"]) : chance(0.5) ? chain(["eq", "comp"]) : chance(0.5) ? chain(["eq"]) : [],
    };
    return ch;
  });
  const bus = (name, l, inserts, loud) => ({ name, gain: 0, mute: false, peak: meter(l, false), ...(loud ? { lufsShort: q(l - 8, 0.1, -70, 0), truePeak: q(l + 1, 0.1, -96, 12) } : {}), inserts });
  const busLevel = [-9, -11, -20, -24], masterLevel = -4;
  const s = {
    session: "Arena Tour 2025 — Night 14 (FOH)", sampleRate: 96_000,
    transport: { playing: true, recording: true, looping: false, position: 4_294_955_000, loopStart: 0, loopEnd: 0, bpm: 122, timeSignature: { numerator: 4, denominator: 4 }, bar: 0, beat: 1 },
    channels, buses: [bus("Drum Bus", busLevel[0], chain(["comp", "sat"]), false), bus("Vocal Bus", busLevel[1], chain(["comp"]), false), bus("Reverb Plate", busLevel[2], chain(["verb"]), false), bus("Delay 1/4", busLevel[3], chain(["delay"]), false)],
    master: bus("Master", masterLevel, chain(["eq", "comp", "limit"]), true), cpuLoad: 38.4, xruns: 2,
  };
  const beats = (t) => { const spb = (s.sampleRate * 60) / t.bpm, b = Math.floor(t.position / spb); t.bar = Math.floor(b / t.timeSignature.numerator) + 1; t.beat = (b % t.timeSignature.numerator) + 1; };
  beats(s.transport);
  let fall = 0;
  const meters = (s) => { // every meter moves around its level; silent and muted ones sit at -96
    for (const [i, c] of s.channels.entries()) c.peak = c.mute && !c.armed ? { left: -96, right: -96, clip: false } : meter(level[i] - fall, !stereo(c.name));
    for (const [i, b] of s.buses.entries()) b.peak = meter(busLevel[i] - fall, false);
    s.master.peak = meter(masterLevel - fall, false); s.master.lufsShort = q(masterLevel - 8 - fall + (rnd() - 0.5), 0.1, -70, 0); s.master.truePeak = q(Math.max(s.master.peak.left, s.master.peak.right) + 0.3, 0.1, -96, 12);
    s.cpuLoad = q(clamp(s.cpuLoad + (rnd() - 0.5) * 4, 0, 100), 0.1, 0, 100);
  };
  const tick = (s) => { if (s.transport.playing) { s.transport.position += 3_200; beats(s.transport); } meters(s); };
  const vox = (s) => s.channels.find((c) => c.name === "Lead Vox");
  const script = [
    (s) => { tick(s); vox(s).gain = q(vox(s).gain + 0.8, 0.1, -96, 12); },
    (s) => { tick(s); vox(s).inserts[2].params.input = 26.5; s.channels[2].sends["Reverb Plate 2"] = f32(0.125); s.channels[13].gain = q(s.channels[13].gain - 1.3, 0.1, -96, 12); }, // a plugin knob, a new send (a key at the end)
    (s) => { tick(s); const b = s.channels[12]; b.inserts.splice(1, 0, { slot: 1, ...plugins.sat(), bypass: false }); b.inserts.forEach((p, i) => { p.slot = i; }); s.channels[41].mute = false; s.channels[41].peak = meter(-18, true); level[41] = -18; }, // a plugin inserted mid-chain; talkback opens
    (s) => { tick(s); s.transport.bpm = 122.3718; s.channels[0].solo = true; s.channels[14].gain = q(s.channels[14].gain + 2.1, 0.1, -96, 12); s.channels[15].gain = q(s.channels[15].gain + 2.1, 0.1, -96, 12); s.xruns += 1; }, // position passes 2^32
    (s) => { tick(s); s.channels[0].solo = false; s.channels[0].eq.lowMid.gain = -4.5; s.channels[0].eq.lowMid.q = f32(2.2); s.channels[3].inserts[0].bypass = true; s.master.inserts[1].params.threshold = -14.25; s.channels[41].mute = true; level[41] = -96; },
    (s) => { s.transport.playing = false; s.transport.recording = false; fall = 30; tick(s); }, // the song ends: meters fall
    (s) => { fall = 80; tick(s); s.channels[26].automation = "READ"; },
  ];
  out("mixer", "Mixer", ticks(8, s, script));
}

// ---------------------------------------------------------------- auction (a <uint, Listing> map: bids appended, keys removed and added)
{
  reseed(9006);
  const syl = ["dra", "gon", "smi", "th", "ka", "zor", "lu", "mi", "ne", "ri", "val", "thor", "an", "el", "qu", "ix"];
  const handle = () => { let n = ""; for (let i = ri(2, 4); i > 0; i--) n += pick(syl); return (chance(0.3) ? n[0].toUpperCase() + n.slice(1) : n) + (chance(0.5) ? "_" + ri(1, 999) : ""); };
  const sellers = distinct(150, handle), bidders = distinct(300, handle);
  const cats = {
    WEAPON: ["Ashbringer", "Thunderfury", "Sulfuras", "Gorehowl", "Quel'Delar", "Frostmourne Replica"], ARMOR: ["Helm of Valor", "Dreadnaught Breastplate", "Boots of the Wanderer"],
    JEWELRY: ["Band of Eternal Sorrow", "Amulet of the Moon", "Ring of Crimson Dawn"], CONSUMABLE: ["Flask of Titans", "Greater Healing Potion ×20", "Elixir of Giants"],
    MATERIAL: ["Arcanite Bar", "Essence of Fire", "Runecloth ×200", "Dark Iron Ore"], RECIPE: ["Pattern: Robe of the Archmage", "Plans: Lionheart Helm"], MOUNT: ["Reins of the Swift Frostsaber", "Deathcharger's Reins"],
    PET: ["Mini Diablo", "Baby Blizzard Bear"], COSMETIC: ["Tabard of Flame", "Goblin Party Hat"], CURRENCY: ["10 000 Gold Token"], MISC: ["Mysterious Egg", "Map of the Forgotten Isle"],
  };
  const COND = ["NEW", "LIKE_NEW", "GOOD", "FAIR", "POOR", "DAMAGED"];
  const item = () => {
    const category = pick(Object.keys(cats)), title = pick(cats[category]);
    const attributes = category === "WEAPON" || category === "ARMOR" ? { level: String(ri(40, 60)), rarity: pick(["rare", "epic", "legendary"]), bind: pick(["BoE", "BoA"]), ...(chance(0.4) ? { enchant: pick(["Crusader", "Fiery Weapon", "+15 Agility"]) } : {}) } : chance(0.5) ? { stack: String(ri(1, 200)) } : {};
    return { sku: `${category.slice(0, 3)}-${String(ri(1, 99_999)).padStart(5, "0")}`, title: title + (chance(0.3) ? ` +${ri(1, 10)}` : ""), category, condition: chance(0.6) ? "NEW" : pick(COND), quantity: category === "MATERIAL" || category === "CONSUMABLE" ? ri(1, 200) : 1, attributes };
  };
  let now = T0 + 41_000_000, nextId = 4_294_600_000;
  const increment = (p) => Math.max(25, Math.round(p * 0.05 / 25) * 25);
  const listing = (fresh) => {
    const start = pick([100, 250, 500, 990, 1_500, 4_999, 12_500, 50_000, 250_000, 1_000_000, 4_500_000]) + (chance(0.3) ? ri(0, 99) : 0);
    const createdAt = fresh ? now - ri(0, 4_000) : now - ri(60_000, 6 * 86_400_000);
    const ending = !fresh && chance(0.04); // ends within the 8 ticks
    const endsAt = ending ? now + ri(2_000, 38_000) : Math.max(createdAt + pick([12, 24, 48, 168]) * 3_600_000, now + ri(400_000, 86_400_000));
    const bids = [];
    let price = start, t = createdAt;
    if (!fresh) for (let i = Math.floor(Math.pow(rnd(), 2) * 14); i > 0; i--) { price += increment(price); t = Math.min(now - 1_000, t + ri(10_000, 3_600_000)); bids.push({ bidder: pick(bidders), amount: price, time: t, auto: chance(0.3) }); }
    return {
      seller: pick(sellers), item: item(), startPrice: start, currentPrice: bids.length ? price : start, ...(chance(0.2) ? { reservePrice: start * 3 } : {}), ...(chance(0.6) ? { buyout: start * ri(2, 5) } : {}),
      bids, createdAt, endsAt, status: endsAt - now < 300_000 ? "ENDING_SOON" : "ACTIVE", watchers: Math.floor(Math.pow(rnd(), 3) * 400) + bids.length, featured: chance(0.05),
    };
  };
  const listings = {};
  const add = (L, fresh) => { nextId += ri(300, 1_200); L[String(nextId)] = listing(fresh); };
  for (let i = 0; i < 800; i++) add(listings, false);
  const stats = (s) => {
    const all = Object.values(s.listings), live = all.filter((l) => l.status === "ACTIVE" || l.status === "ENDING_SOON");
    s.stats.active = live.length; s.stats.endingSoon = all.filter((l) => l.status === "ENDING_SOON").length;
    s.stats.avgPriceCents = live.reduce((a, l) => a + l.currentPrice, 0) / live.length;
  };
  const s = { market: "Trading Post — EU-Silvermoon", seq: 5_502_118, serverTime: now, listings, stats: { active: 0, endingSoon: 0, bidsLastMinute: 37, volume24hCents: 48_211_907_350, avgPriceCents: 0 } };
  stats(s);
  const tick = (s, bidsN, newN, cuts) => {
    now += 5_000; s.serverTime = now; s.seq += ri(20, 60);
    for (const [id, l] of Object.entries(s.listings)) if (l.status === "SOLD" || l.status === "EXPIRED" || l.status === "CANCELLED") delete s.listings[id]; // closed last tick: removed
    const live = () => Object.values(s.listings).filter((l) => l.status === "ACTIVE" || l.status === "ENDING_SOON");
    const hot = live().filter((l) => l.status === "ENDING_SOON" || l.bids.length > 3);
    for (let i = 0; i < bidsN; i++) {
      const l = chance(0.6) && hot.length ? pick(hot) : pick(live()), amount = l.currentPrice + increment(l.currentPrice);
      if (l.status === "SOLD") continue; // bought out earlier this tick
      l.bids.push({ bidder: pick(bidders), amount, time: now - ri(0, 4_999), auto: chance(0.3) }); l.currentPrice = amount; l.watchers += chance(0.5) ? 1 : 0;
      if (l.buyout !== undefined && amount >= l.buyout) { l.currentPrice = l.buyout; l.status = "SOLD"; }
      s.stats.bidsLastMinute = clamp(s.stats.bidsLastMinute + ri(-3, 4), 0, 500);
    }
    for (const l of live()) {
      if (l.endsAt <= now) { l.status = l.bids.length && (l.reservePrice === undefined || l.currentPrice >= l.reservePrice) ? "SOLD" : "EXPIRED"; if (l.status === "SOLD") s.stats.volume24hCents += l.currentPrice; }
      else if (l.endsAt - now < 300_000) l.status = "ENDING_SOON";
    }
    for (let i = 0; i < cuts; i++) { const l = pick(live().filter((x) => x.bids.length === 0)); l.startPrice = l.currentPrice = Math.max(1, Math.round(l.startPrice * 0.9)); if (l.buyout !== undefined) l.buyout = Math.round(l.buyout * 0.9); }
    for (let i = 0; i < 25; i++) { const l = pick(Object.values(s.listings)); l.watchers = Math.max(0, l.watchers + ri(-2, 3)); }
    for (let i = 0; i < newN; i++) add(s.listings, true);
    stats(s);
  };
  const script = [
    (s) => tick(s, 8, 4, 2),
    (s) => tick(s, 11, 6, 1),
    (s) => { tick(s, 6, 3, 3); const l = Object.values(s.listings).find((x) => x.bids.length === 0 && x.status === "ACTIVE"); l.status = "CANCELLED"; },
    (s) => { tick(s, 14, 5, 2); const l = Object.values(s.listings).find((x) => x.buyout !== undefined && x.status === "ACTIVE" && x.bids.length > 2); l.bids.push({ bidder: pick(bidders), amount: l.buyout, time: now, auto: false }); l.currentPrice = l.buyout; l.status = "SOLD"; }, // a buyout
    (s) => tick(s, 9, 7, 1),
    (s) => { tick(s, 7, 2, 2); for (const l of Object.values(s.listings).slice(100, 104)) l.featured = !l.featured; },
    (s) => tick(s, 12, 4, 2),
  ];
  out("auction", "AuctionFeed", ticks(8, s, script));
}
