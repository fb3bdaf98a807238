/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). A sixth "unseen" set, written by a helper session from the README alone, in
 * shapes unseen/ to unseen5/ lack or barely use: a voxel chunk column (flat arrays of 16 384 small
 * bounded ints and a 16 384-element boolean bitset, a handful of cells changing per tick, one
 * explosion), a poker table (a 52-option unicode card enum, arrays of enums, seats as an array of
 * optionals, many small optional fields), a sparse spreadsheet (a map of maps whose values are a
 * seven-variant union, with a row insertion that renumbers every key below it), a rigid-body
 * simulation of 500 bodies in an array with quantized quaternions (inserted, spliced out and
 * swap-removed in the middle), a derivatives market feed (uints and ints at the ±2^53 edge,
 * doubles with -0, NaN, infinities, subnormals, sliding windows of candles and trades) and a social
 * timeline (long multilingual text, arrays of optionals, deeply nested optional records, recursion
 * through optionals).
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 6–8 consecutive ticks of a live
 * system, where each tick changes some fields of the previous one and some ticks insert or remove
 * entries in arrays and maps. They are not in the repository (about 5 MB): run this first.
 *
 *   node benchmark/unseen6/states.mjs
 *   cp benchmark/unseen6/*.yml benchmark/unseen6/*.states.json schemas/
 *   npm run bench voxel poker sheet bodies candles feed   # then remove the copies
 */
import { chance, pick, reseed, ri, rnd, writeStates } from "../states-common.mjs";

// One state per line (compact JSON: the long flat arrays would take 10× the space pretty-printed, -0 kept).
const out = (name, type, states) => writeStates(import.meta.url, name, type, states);

// round to a multiple of the precision p (a power of ten here), clamped, as the decimal number
const q = (v, p, min = -Infinity, max = Infinity) => {
  const d = Math.max(0, -Math.floor(Math.log10(p) + 1e-9));
  return +(Math.round(Math.min(max, Math.max(min, v)) / p) * p).toFixed(d);
};
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
// structuredClone keeps -0 (a JSON round trip would not)
const clone = (v) => structuredClone(v);
const b64 = (n) => Buffer.from(Array.from({ length: n }, () => ri(0, 255))).toString("base64");
const T0 = 1_732_550_400_000;

// ---------------------------------------------------------------- voxel (flat arrays of small ints, a big bitset)
{
  reseed(6001);
  const W = 16, H = 64, Y0 = 32; // local y 0..63 is world y 32..95
  const idx = (x, ly, z) => (ly * W + z) * W + x;
  const AIR = 0, STONE = 1, GRASS = 2, DIRT = 3, WATER = 9, SAND = 12, GRAVEL = 13, IRON = 15, COAL = 16, LOG = 17, LEAVES = 18,
    GLASS = 20, TORCH = 50, SPAWNER = 52, CHEST = 54, FURNACE = 61, SIGN = 63, PLANKS = 5, COBBLE = 4, MODDED = 4095;
  const seeThrough = new Set([AIR, WATER, LEAVES, GLASS, TORCH, SIGN, SPAWNER]);
  const blocks = new Array(W * W * H).fill(AIR);
  const surface = [];
  for (let z = 0; z < W; z++) for (let x = 0; x < W; x++) {
    const h = clamp(Math.round(64 + 4 * Math.sin(x / 3.1) + 3 * Math.cos(z / 2.7) + ri(-1, 1)), 52, 80);
    surface[z * W + x] = h;
    for (let ly = 0; ly < H; ly++) {
      const wy = Y0 + ly;
      let b = AIR;
      if (wy < h - 3) b = chance(0.03) ? COAL : chance(0.012) ? IRON : chance(0.02) ? GRAVEL : STONE;
      else if (wy < h) b = DIRT;
      else if (wy === h) b = h < 62 ? SAND : GRASS;
      else if (wy <= 62) b = WATER;
      blocks[idx(x, ly, z)] = b;
    }
  }
  for (const [tx, tz] of [[4, 11], [12, 3]]) { // two trees
    const top = surface[tz * W + tx] - Y0;
    for (let k = 1; k <= 5; k++) blocks[idx(tx, top + k, tz)] = LOG;
    for (let dy = 4; dy <= 6; dy++) for (let dz = -2; dz <= 2; dz++) for (let dx = -2; dx <= 2; dx++) {
      const x = tx + dx, z = tz + dz, ly = top + dy;
      if (x < 0 || x >= W || z < 0 || z >= W || ly >= H) continue;
      if (Math.abs(dx) + Math.abs(dz) + (dy - 4) <= 3 && blocks[idx(x, ly, z)] === AIR) blocks[idx(x, ly, z)] = LEAVES;
    }
  }
  for (let x = 0; x < W; x++) { // a cave tunnel
    const cy = 14 + Math.round(2 * Math.sin(x / 2));
    for (let dy = -1; dy <= 1; dy++) for (let dz = -1; dz <= 1; dz++) blocks[idx(x, cy + dy, 7 + dz)] = AIR;
  }
  for (let ly = 0; ly < H; ly++) blocks[idx(15, ly, 15)] = AIR; // a shaft dug to the void in one corner
  blocks[idx(0, 0, 0)] = CHEST; // buried treasure: block entity key 0
  const furnaceAt = idx(6, 14, 7), spawnerAt = idx(11, 15, 7), signAt = idx(9, surface[3 * W + 9] - Y0 + 1, 3);
  blocks[furnaceAt] = FURNACE; blocks[spawnerAt] = SPAWNER; blocks[signAt] = SIGN;
  const chestAt = idx(2, 14, 7); blocks[chestAt] = CHEST;

  const derive = (s) => { // light, opacity, heightmap from the blocks
    s.opaque = s.blocks.map((b) => !seeThrough.has(b));
    s.skyLight = new Array(W * W * H).fill(0);
    s.heightmap = [];
    for (let z = 0; z < W; z++) for (let x = 0; x < W; x++) {
      let l = 15, top = -64;
      for (let ly = H - 1; ly >= 0; ly--) {
        const i = idx(x, ly, z), b = s.blocks[i];
        if (b !== AIR && top === -64) top = Y0 + ly;
        if (!seeThrough.has(b)) l = 0;
        else if (b === WATER || b === LEAVES) l = Math.max(0, l - 2);
        s.skyLight[i] = seeThrough.has(b) ? l : 0;
      }
      s.heightmap.push(top);
    }
    s.heightmap[0] = 320; // a player-built pillar up to the build limit above this section
  };
  const item = (id, count, extra = {}) => ({ item: id, count, ...extra });
  const slots = Array(27).fill(null);
  slots[0] = item(264, 3); slots[4] = item(266, 64); slots[13] = item(276, 1, { damage: 0, name: "Épée de Zoë ⚔️", enchantments: { sharpness: 5, unbreaking: 3, mending: 1 } });
  slots[26] = item(261, 1, { damage: 2031, enchantments: { power: 255 } });
  const chest2 = Array(27).fill(null); chest2[1] = item(COBBLE, 37); chest2[2] = item(4095, 1, { name: "" });
  let s = {
    cx: -1875000, cz: 1234, tick: 7_200_000, biome: "plains", blocks: blocks.slice(), skyLight: [], opaque: [], heightmap: [],
    blockEntities: {
      "0": { Chest: { slots, customName: "Buried treasure 🏴‍☠️", locked: true } },
      [chestAt]: { Chest: { slots: chest2, locked: false } },
      [furnaceAt]: { Furnace: { input: item(15, 12), fuel: item(263, 40), burnTicks: 1600, cookProgress: 0.35, xp: 0.7 } },
      [spawnerAt]: { Spawner: { mob: "zombie", delay: 200, range: 4 } },
      [signAt]: { Sign: { front: ["", "Welcome to", "Ådalen 🏔️", "pop. 3"], back: [], color: "black", glowing: false, waxed: false } },
    },
    entities: [
      { id: 90001, kind: "player", x: 7.5, y: 66, z: 8.25, yaw: 128, pitch: -12, health: 20, onGround: true, customName: "Steve_ø" },
      { id: 90412, kind: "cow", x: 3.15625, y: 65, z: 12.5, yaw: 0, pitch: 0, health: 10, onGround: true },
      { id: 90413, kind: "cow", x: 16, y: 64, z: 0, yaw: 255, pitch: 90, health: 9.5, onGround: true },
      { id: 90520, kind: "creeper", x: 8.03125, y: 47, z: 6, yaw: 64, pitch: -90, health: 20, onGround: true },
      { id: 90601, kind: "item", x: 1.5, y: 65.125, z: 14.96875, yaw: 0, pitch: 0, health: 5, onGround: false, item: item(264, 1) },
      { id: 90602, kind: "arrow", x: 0, y: 70.5, z: 9.40625, yaw: 200, pitch: 45, health: 0, onGround: false },
    ],
    inhabitedTicks: 0, populated: true,
  };
  derive(s);
  const set = (s, x, ly, z, b) => { s.blocks[idx(x, ly, z)] = b; };
  const top = (x, z) => surface[z * W + x] - Y0;
  const walk = (s) => {
    for (const e of s.entities) {
      if (e.kind === "item" || e.kind === "arrow") continue;
      if (chance(0.6)) { e.x = clamp(Math.round((e.x + (rnd() - 0.5)) * 32) / 32, 0, 16); e.z = clamp(Math.round((e.z + (rnd() - 0.5)) * 32) / 32, 0, 16); e.yaw = ri(0, 255); }
    }
  };
  const script = [
    (s) => { set(s, 7, top(7, 8), 8, AIR); set(s, 7, top(7, 8) - 1, 8, AIR); s.blockEntities[furnaceAt].Furnace.cookProgress = 0.48; s.blockEntities[furnaceAt].Furnace.burnTicks -= 20; },
    (s) => { set(s, 7, top(7, 8) - 1, 8, TORCH); set(s, 8, top(8, 8) + 1, 8, GLASS); s.blockEntities[chestAt].Chest.slots[5] = item(DIRT, 2); const w = s.blocks.indexOf(WATER); if (w >= 0) s.blocks[w + 1] = s.blocks[w + 1] === AIR ? WATER : s.blocks[w + 1]; },
    (s) => { // creeper explodes
      const cx = 11, cy = 16, cz = 4;
      for (let ly = cy - 5; ly <= cy + 5; ly++) for (let z = 0; z < W; z++) for (let x = 0; x < W; x++) {
        if ((x - cx) ** 2 + (ly - cy) ** 2 + (z - cz) ** 2 <= 4.5 ** 2 && s.blocks[idx(x, ly, z)] !== WATER && ly >= 0 && ly < H) s.blocks[idx(x, ly, z)] = AIR;
      }
      delete s.blockEntities[spawnerAt];
      s.entities = s.entities.filter((e) => e.kind !== "creeper");
      s.entities.push({ id: 90700, kind: "item", x: 8.5, y: 47.25, z: 6.5, yaw: 0, pitch: 0, health: 5, onGround: false, item: item(COBBLE, 12) },
        { id: 90701, kind: "item", x: 9.0625, y: 48, z: 5.5, yaw: 0, pitch: 0, health: 5, onGround: false, item: item(GRAVEL, 3) },
        { id: 90702, kind: "item", x: 7, y: 46.5, z: 7.875, yaw: 0, pitch: 0, health: 5, onGround: false, item: item(SPAWNER, 1, { name: "Spawner (broken)" }) });
      s.entities[0].health = 6.5;
    },
    (s) => { // water flows into the crater, items picked up
      let n = 0;
      for (let i = 0; i < s.blocks.length && n < 20; i++) if (s.blocks[i] === AIR && i > idx(0, 10, 0) && i < idx(0, 13, 0) && ((i % W) > 4)) { s.blocks[i] = WATER; n++; }
      s.entities = s.entities.filter((e) => e.id !== 90700 && e.id !== 90701);
      s.entities[0].x = 8.5; s.entities[0].y = 48; s.entities[0].onGround = false;
    },
    (s) => { const sg = s.blockEntities[signAt].Sign; sg.front[3] = "pop. 4 — 👋 Alex"; sg.glowing = true; sg.color = "light_blue"; sg.back = ["privé"]; },
    (s) => { const f = s.blockEntities[furnaceAt].Furnace; delete f.input; f.output = item(265, 12); f.cookProgress = 1; f.burnTicks = 0; f.xp = 8.4; s.entities.unshift({ id: 90800, kind: "skeleton", x: 11, y: 47, z: 7, yaw: 90, pitch: 0, health: 20, onGround: true }); },
    (s) => { for (let k = 0; k < 6; k++) set(s, 3 + k, top(3 + k, 13) + 1, 13, k === 5 ? MODDED : PLANKS); s.blockEntities[chestAt].Chest.customName = ""; s.blockEntities[chestAt].Chest.slots[1] = null; s.biome = "the_void"; },
  ];
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); s.tick += 20; s.inhabitedTicks += 20; walk(s); script[t - 1](s); derive(s); }
    states.push(clone(s));
  }
  out("voxel", "Chunk", states);
}

// ---------------------------------------------------------------- poker (enums, arrays of enums, arrays of optionals)
{
  reseed(6002);
  const seat = (o) => ({ stack: 0, bet: 0, status: "ACTIVE", timeBank: 30, disconnected: false, flags: [], ...o });
  let s = {
    tableId: "nl-200-eu-0042", name: "Table Ménilmontant ♠ 200/400?", game: "HOLDEM", limit: "NO_LIMIT", handNo: 1_884_302, street: "PREFLOP",
    board: [],
    seats: [
      seat({ playerId: 1001, name: "Ørjan", country: "NO", avatar: 12, stack: 15_300, bet: 100, lastAction: "POST_SB", flags: ["AUTO_POST"] }),
      null,
      seat({ playerId: 2033, name: "李雷", country: "CN", avatar: 0, stack: 8_575, bet: 200, lastAction: "POST_BB", flags: [] }),
      seat({ playerId: 4242, name: "José 🃏", stack: 14_975, holeCards: ["A♠", "K♠"], flags: ["AUTO_MUCK", "RUN_IT_TWICE"], timeBank: 120 }),
      seat({ playerId: 5555, name: "Priya", status: "RESERVED", timeBank: 0, note: "" }),
      null,
      seat({ playerId: 7777, name: "Mateus 🇧🇷", country: "BR", avatar: 511, stack: 3_575, flags: ["VIP"] }),
      seat({ playerId: 8080, name: "Ayşe", country: "TR", stack: 22_000, status: "SITTING_OUT", disconnected: true, flags: ["AWAY_NEXT_HAND"] }),
      seat({ playerId: 9001, name: "O'Neil", country: "IE", stack: 4_975, flags: ["NEW_PLAYER"], lastAction: "POST_ANTE" }),
    ],
    button: 8, toAct: 3, actionDeadline: T0 + 15_000, smallBlind: 100, bigBlind: 200, ante: 25, minRaise: 200,
    pots: [{ amount: 125, eligible: [0, 2, 3, 6, 8] }],
    recent: [
      { seat: 0, kind: "POST_ANTE", amount: 25, street: "PREFLOP" }, { seat: 2, kind: "POST_ANTE", amount: 25, street: "PREFLOP" },
      { seat: 3, kind: "POST_ANTE", amount: 25, street: "PREFLOP" }, { seat: 6, kind: "POST_ANTE", amount: 25, street: "PREFLOP" },
      { seat: 8, kind: "POST_ANTE", amount: 25, street: "PREFLOP" }, { seat: 0, kind: "POST_SB", amount: 100, street: "PREFLOP" },
      { seat: 2, kind: "POST_BB", amount: 200, street: "PREFLOP" },
    ],
    paused: false,
  };
  const act = (s, i, kind, amount) => {
    const st = s.seats[i];
    if (amount !== undefined) { const add = amount - st.bet; st.stack -= add; st.bet = amount; }
    st.lastAction = kind;
    if (kind === "FOLD") st.status = "FOLDED";
    if (st.stack === 0 && kind !== "FOLD") st.status = "ALL_IN";
    s.recent.push(amount !== undefined ? { seat: i, kind, amount, street: s.street } : { seat: i, kind, street: s.street });
    if (s.recent.length > 12) s.recent.splice(0, s.recent.length - 12);
  };
  const collect = (s) => { for (const st of s.seats) if (st) { s.pots[0].amount += st.bet; st.bet = 0; } };
  const script = [
    (s) => { act(s, 3, "RAISE", 600); s.minRaise = 400; s.toAct = 6; s.actionDeadline += 9_000; },
    (s) => { act(s, 6, "CALL", 600); act(s, 8, "FOLD"); s.toAct = 0; s.actionDeadline += 7_500; s.seats[8].flags = []; },
    (s) => { act(s, 0, "FOLD"); act(s, 2, "CALL", 600); collect(s); s.pots[0].eligible = [2, 3, 6]; s.street = "FLOP"; s.board = ["10♠", "7♥", "2♠"]; s.toAct = 2; s.minRaise = 200; s.actionDeadline += 6_000; },
    (s) => { act(s, 2, "CHECK"); act(s, 3, "BET", 1_200); act(s, 6, "ALL_IN", 2_975); s.toAct = 2; s.actionDeadline += 20_000; s.seats[6].timeBank = 17; },
    (s) => { // seat 2 raises, hero calls: a side pot above the all-in
      act(s, 2, "RAISE", 6_000); act(s, 3, "CALL", 6_000);
      const allIn = s.seats[6].bet;
      let main = s.pots[0].amount, side = 0;
      for (const i of [2, 3, 6]) { const b = s.seats[i].bet; main += Math.min(b, allIn); side += b - Math.min(b, allIn); s.seats[i].bet = 0; }
      s.pots = [{ amount: main, eligible: [2, 3, 6] }, { amount: side, eligible: [2, 3] }];
      s.street = "TURN"; s.board.push("K♥"); s.toAct = 2; s.actionDeadline += 12_000;
    },
    (s) => { act(s, 2, "CHECK"); act(s, 3, "CHECK"); s.street = "RIVER"; s.board.push("9♠"); s.toAct = 2; s.actionDeadline += 11_000; s.seats[7].disconnected = false; },
    (s) => { // showdown
      act(s, 2, "CHECK"); act(s, 3, "CHECK"); s.street = "SHOWDOWN"; delete s.toAct; delete s.actionDeadline;
      s.seats[2].holeCards = ["K♦", "K♣"]; s.seats[6].holeCards = ["10♥", "10♦"]; act(s, 2, "SHOW"); act(s, 6, "SHOW"); act(s, 3, "SHOW");
      s.seats[3].showdown = { category: "FLUSH", ranks: ["A", "K", "10", "9", "2"], best: ["A♠", "K♠", "10♠", "9♠", "2♠"] };
      s.seats[2].showdown = { category: "THREE_OF_A_KIND", ranks: ["K", "K", "K", "10", "9"], best: ["K♦", "K♣", "K♥", "10♠", "9♠"] };
      s.seats[6].showdown = { category: "THREE_OF_A_KIND", ranks: ["10", "10", "10", "K", "9"], best: ["10♥", "10♦", "10♠", "K♥", "9♠"] };
      s.pots[0].winners = [3]; s.pots[0].rake = 300; s.pots[1].winners = [3]; s.pots[1].rake = 0;
      s.seats[3].won = s.pots[0].amount - 300 + s.pots[1].amount; s.seats[2].won = 0;
    },
    (s) => { // hand over: chips pushed, a player leaves, one sits down in an empty seat
      s.street = "HAND_OVER"; s.seats[3].stack += s.seats[3].won; s.seats[6].status = "SITTING_OUT"; s.seats[6].flags = ["VIP", "AWAY_NEXT_HAND"];
      s.seats[7] = null; s.seats[1] = { playerId: 12_345, name: "Nguyễn Thị Minh Khai", country: "VN", stack: 40_000, bet: 0, status: "WAITING_BB", timeBank: 30, disconnected: false, flags: ["NEW_PLAYER", "AUTO_POST"] };
      s.rabbitHunt = []; s.message = "Main pot won by José 🃏 with a flush, A-high — «bien joué» 🎉"; s.paused = true;
    },
  ];
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); script[t - 1](s); }
    states.push(clone(s));
  }
  out("poker", "Table", states);
}

// ---------------------------------------------------------------- sheet (map of maps of a union)
{
  reseed(6003);
  const N = 300;
  const regions = ["Île-de-France", "Bayern", "東京都", "São Paulo", "Ontario", "New South Wales", "Κρήτη", "Москва", "القاهرة"];
  const products = ["Widget ⚙️", "Gadget", "Gizmo", "Doohickey", "Thingamajig", "Sprocket (v2)"];
  const rows = new Map(); // row key → Map(col → cell): the in-script model, written as objects
  const num = (v, formula, style) => ({ Num: { v, ...(formula ? { formula } : {}), ...(style !== undefined ? { style } : {}) } });
  const text = (str, style) => ({ Text: { s: str, ...(style !== undefined ? { style } : {}) } });
  const rowFormulas = (r, row) => {
    const R = r + 1, D = row.get(3)?.Num?.v ?? 0, E = row.get(4)?.Num?.v ?? 0, H = row.get(7)?.Num?.v ?? 0;
    const F = Math.round(D * E * 100) / 100;
    row.set(5, num(F, `=D${R}*E${R}`, 4));
    row.set(8, F === 0 ? { Err: { code: "#DIV/0!", formula: `=(F${R}-H${R})/F${R}`, style: 5, detail: "Division by zero" } } : num((F - H) / F, `=(F${R}-H${R})/F${R}`, 5));
  };
  rows.set(0, new Map(["Date", "Région", "Product", "Units", "Price", "Total", "Paid", "Cost", "Margin", "Notes"].map((h, c) => [c, text(h, 1)])));
  for (let r = 1; r <= N; r++) {
    const row = new Map();
    row.set(0, { Date: { serial: 45_292 + Math.floor(r / 3) + (r % 3) * 0.25, style: 2 } });
    row.set(1, text(pick(regions)));
    row.set(2, text(pick(products)));
    row.set(3, num(ri(0, 500)));
    row.set(4, num(q(2 + rnd() * 300, 0.01), undefined, 3));
    row.set(6, chance(0.8) ? { Bool: { b: chance(0.7) } } : { Blank: { style: 6 } });
    row.set(7, num(q(rnd() * 20_000, 0.01), undefined, 3));
    if (chance(0.1)) row.set(9, chance(0.5) ? text(pick(["à rappeler", "VIP — 优先处理", "Lieferung verspätet 🚚", "ok"])) : {
      Rich: { runs: [{ text: "Urgent", bold: true, italic: false, color: 0xff0000 }, { text: " — call back 📞 ", bold: false, italic: true }, { text: "ticket #" + ri(1000, 9999), bold: false, italic: false, link: "https://support.example.com/t/" + ri(1000, 9999) }] },
    });
    if (chance(0.05)) row.set(10, { Blank: {} });
    rowFormulas(r, row);
    rows.set(r, row);
  }
  // a raw import column far right, with a double's edge values
  const raw = [-0, 5e-324, 1.7976931348623157e308, "NaN", "Infinity", "-Infinity", 2 ** 53, 0.1 + 0.2, -1e-7, 0];
  raw.forEach((v, i) => rows.get(1 + i * 7).set(16_383, num(v)));
  const writeTotals = (T, lastData) => {
    let F = 0, H = 0;
    for (const [r, row] of rows) if (r > 0 && r <= lastData) { F += row.get(5)?.Num?.v ?? 0; H += row.get(7)?.Num?.v ?? 0; }
    F = Math.round(F * 100) / 100; H = Math.round(H * 100) / 100;
    rows.set(T, new Map([[0, text("Total", 1)], [5, num(F, `=SUM(F2:F${lastData + 1})`, 7)], [7, num(H, `=SUM(H2:H${lastData + 1})`, 7)],
      [8, num((F - H) / F, `=(F${T + 1}-H${T + 1})/F${T + 1}`, 5)], [99, { Blank: { style: 7 } }]]));
  };
  let lastData = N, T = N + 2;
  writeTotals(T, lastData);
  rows.set(1_048_575, new Map([[0, text("end marker — do not delete ⛔")], [16_383, { Bool: { b: false, formula: "=FALSE()" } }]]));
  const styles = {
    0: { bold: false, italic: false, align: "GENERAL", wrap: false, border: [] },
    1: { bold: true, italic: false, align: "CENTER", wrap: true, border: ["BOTTOM"], fill: 0xd9e1f2, font: "Noto Sans CJK JP", size: 11 },
    2: { numFmt: "yyyy-mm-dd", bold: false, italic: false, align: "LEFT", wrap: false, border: [] },
    3: { numFmt: "#,##0.00 €", bold: false, italic: false, align: "RIGHT", wrap: false, border: [] },
    4: { numFmt: "#,##0.00 €", bold: true, italic: false, align: "RIGHT", wrap: false, border: [] },
    5: { numFmt: "0.0%", bold: false, italic: true, align: "RIGHT", wrap: false, border: [] },
    6: { bold: false, italic: false, align: "GENERAL", wrap: false, border: ["TOP", "BOTTOM", "LEFT", "RIGHT", "DIAGONAL_UP", "DIAGONAL_DOWN"], fill: 0 },
    7: { numFmt: "#,##0.00 €", bold: true, italic: false, align: "RIGHT", wrap: false, border: ["TOP"], fill: 0xffffff, size: 409 },
  };
  const rng = (r0, c0, r1, c1) => ({ r0, c0, r1, c1 });
  const toObj = (m) => Object.fromEntries([...m].map(([k, v]) => [k, v instanceof Map ? toObj(v) : v]));
  let meta = {
    id: "sh_7f3a9", title: "Ventes 2024 — 販売 📈", revision: 5012, rowCount: 1_048_576, colCount: 16_384, frozenRows: 1, frozenCols: 0,
    colWidths: { 0: 10.5, 1: 18, 2: 16.25, 3: 7, 9: 40, 16_383: 0 }, rowHeights: { 0: 30, [T]: 22.5 },
    styles,
    named: { Totals: rng(T, 5, T, 8), Sales_2024: rng(1, 0, N, 9), "Über_Region": rng(1, 1, N, 1) },
    merges: [rng(T, 0, T, 4)],
    rules: {
      "F2:F301": { high: { range: rng(1, 5, N, 5), op: "GT", a: 50_000, style: 4, stop: false }, top: { range: rng(1, 5, N, 5), op: "TOP_N", a: 10, style: 1, stop: true } },
      "I2:I301": { neg: { range: rng(1, 8, N, 8), op: "LT", a: 0, style: 6, stop: false }, between: { range: rng(1, 8, N, 8), op: "BETWEEN", a: -0.05, b: 0.05, text: "≈ 0", style: 5, stop: false } },
    },
    selections: {
      u_ana: { user: "Ana Gonçalves", color: 0x1f77b4, active: rng(17, 3, 17, 3), extra: [], editing: false },
      u_kenji: { user: "健二", color: 0xff7f0e, active: rng(40, 4, 40, 4), extra: [rng(1, 9, N, 9), rng(0, 0, 0, 16_383)], editing: false },
    },
    hidden: false,
  };
  const snap = () => { const { styles, colWidths, rowHeights, named, merges, rules, selections, hidden, tabColor, ...head } = meta; return clone({ ...head, cells: toObj(rows), colWidths, rowHeights, styles, named, merges, rules, selections, hidden, ...(tabColor !== undefined ? { tabColor } : {}) }); };
  const recalcTotals = () => writeTotals(T, lastData);
  const script = [
    () => { rows.get(17).set(3, num(499)); rowFormulas(17, rows.get(17)); recalcTotals(); meta.selections.u_ana.active = rng(17, 4, 17, 4); },
    () => { rows.get(40).set(4, num(0, undefined, 3)); rows.get(40).set(3, num(0)); rowFormulas(40, rows.get(40)); rows.get(40).set(9, { Rich: { runs: [{ text: "Gratuit", bold: true, italic: false }, { text: " (échantillon)", bold: false, italic: true, color: 0x808080 }] } }); recalcTotals(); meta.selections.u_kenji.active = rng(40, 9, 40, 9); meta.selections.u_kenji.editing = true; },
    () => { // insert a row at key 5: every row key below moves by one, their formulas too
      const moved = new Map();
      for (const [r, row] of rows) moved.set(r >= 5 && r < 1_000_000 ? r + 1 : r, row);
      rows.clear();
      const row = new Map([[0, { Date: { serial: 45_293.5, style: 2 } }], [1, text("Île-de-France")], [2, text("")], [3, num(1)], [4, num(9.99, undefined, 3)], [7, num(0, undefined, 3)]]);
      rows.clear(); for (const k of [...moved.keys(), 5].sort((a, b) => a - b)) rows.set(k, k === 5 ? row : moved.get(k));
      lastData++; T++;
      for (const [r, rw] of rows) if (r >= 1 && r <= lastData) rowFormulas(r, rw);
      recalcTotals();
      meta.rowHeights = { 0: 30, [T]: 22.5 }; meta.named.Totals = rng(T, 5, T, 8); meta.named.Sales_2024.r1++; meta.named["Über_Region"].r1++; meta.merges[0] = rng(T, 0, T, 4);
      meta.rules = { "F2:F302": meta.rules["F2:F301"], "I2:I302": meta.rules["I2:I301"] };
      for (const g of Object.values(meta.rules)) for (const r of Object.values(g)) r.range.r1++;
      meta.selections.u_ana.active = rng(5, 2, 5, 2); meta.selections.u_kenji.editing = false;
    },
    () => {
      let n = 0;
      for (const [r, row] of rows) if (row.has(9) && r > 0 && n++ < 3) row.delete(9);
      rows.delete(33); // a row cleared
      recalcTotals();
      meta.colWidths[9] = 55.75; meta.named["région_東京"] = rng(1, 1, lastData, 1);
    },
    () => {
      meta.selections["u_zoë"] = { user: "Zoë 🦊", color: 0x2ca02c, active: rng(1_048_575, 0, 1_048_575, 0), extra: [], editing: true };
      meta.rules["F2:F302"].zero = { range: rng(1, 5, lastData, 5), op: "EQ", a: 0, style: 6, stop: false };
      meta.rules["J2:J302"] = { dup: { range: rng(1, 9, lastData, 9), op: "DUPLICATE", style: 5, stop: false }, blank: { range: rng(1, 9, lastData, 9), op: "BLANK", text: "", style: 0, stop: true } };
      meta.tabColor = 0xffd700;
    },
    () => { // a paste of 15 rows below the totals
      for (let k = 0; k < 15; k++) {
        const r = T + 2 + k, row = new Map();
        row.set(1, text(pick(regions))); row.set(2, text(pick(products))); row.set(3, num(ri(1, 50))); row.set(4, num(q(5 + rnd() * 50, 0.01), undefined, 3)); row.set(7, num(q(rnd() * 900, 0.01), undefined, 3));
        rowFormulas(r, row); rows.set(r, row);
      }
      const sorted = [...rows].sort((a, b) => a[0] - b[0]); rows.clear(); for (const [k, v] of sorted) rows.set(k, v);
      rows.get(2).set(6, text("oui (voir note)")); meta.frozenRows = 1; meta.frozenCols = 2;
    },
    () => {
      const r = 41; rows.get(r).set(4, num(12.5, undefined, 3)); rows.get(r).set(3, num(4)); rowFormulas(r, rows.get(r)); recalcTotals();
      for (const [, row] of rows) { const c = row.get(16_383); if (c?.Num && Object.is(c.Num.v, -0)) c.Num.v = 0; }
      delete meta.selections.u_kenji; meta.revision += 3;
    },
  ];
  const states = [snap()];
  for (let t = 0; t < 7; t++) { meta.revision++; script[t](); states.push(snap()); }
  out("sheet", "Sheet", states);
}

// ---------------------------------------------------------------- bodies (500 bodies in an array, quaternions)
{
  reseed(6004);
  const f32 = Math.fround;
  const shapes = ["SPHERE", "BOX", "BOX", "BOX", "CAPSULE", "CYLINDER", "CONE", "CONVEX_HULL", "COMPOUND", "TRIMESH"];
  const qn = (x, y, z, w) => { const n = Math.hypot(x, y, z, w); return [x / n, y / n, z / n, w / n]; };
  const quat = ([x, y, z, w]) => ({ x: q(x, 0.0001, -1, 1), y: q(y, 0.0001, -1, 1), z: q(z, 0.0001, -1, 1), w: q(w, 0.0001, -1, 1) });
  let nextId = 1;
  const body = () => {
    const shape = pick(shapes), kinematic = shape === "TRIMESH";
    const r = qn(rnd() - 0.5, rnd() - 0.5, rnd() - 0.5, rnd() - 0.5);
    const b = {
      id: nextId++, shape,
      pos: { x: q((rnd() - 0.5) * 400, 0.001), y: q(rnd() * 60, 0.001), z: q((rnd() - 0.5) * 400, 0.001) },
      rot: quat(r), _r: r,
      lin: { x: f32((rnd() - 0.5) * 8), y: f32((rnd() - 0.5) * 4), z: f32((rnd() - 0.5) * 8) },
      ang: { x: f32((rnd() - 0.5) * 3), y: f32((rnd() - 0.5) * 3), z: f32((rnd() - 0.5) * 3) },
      mass: kinematic ? "Infinity" : f32(0.5 + rnd() * 200), friction: q(rnd() * 1.2, 0.01), restitution: q(rnd() * 0.8, 0.01),
      asleep: !kinematic && chance(0.35), kinematic,
      layers: Array.from({ length: 16 }, (_, i) => i === 0 || chance(0.15)),
    };
    if (chance(0.2)) b.owner = ri(0, 15);
    if (b.asleep) { b.lin = { x: 0, y: 0, z: 0 }; b.ang = { x: 0, y: 0, z: 0 }; }
    return b;
  };
  const bodies = Array.from({ length: 500 }, body);
  // edge bodies: identity rotation with negative zeros, a 180° turn (x = 1, w = 0), w = -1, the kill plane, a NaN blow-up
  Object.assign(bodies[0], { shape: "BOX", kinematic: true, mass: "Infinity", asleep: false, _r: [-0, 0, -0, 1], pos: { x: 0, y: -0, z: 0 }, lin: { x: 0, y: 0, z: 0 }, ang: { x: 0, y: 0, z: 0 } });
  bodies[0].rot = { x: -0, y: 0, z: -0, w: 1 };
  bodies[1]._r = [1, 0, 0, 0]; bodies[1].rot = { x: 1, y: 0, z: 0, w: 0 };
  bodies[2]._r = [0, 0, 0, -1]; bodies[2].rot = { x: 0, y: 0, z: 0, w: -1 };
  bodies[3].pos = { x: 4000, y: -4000, z: -4000 }; bodies[3].asleep = true;
  const mul = (a, b) => [a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1], a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0], a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3], a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2]];
  const dt = 1 / 60;
  let s = { step: 3_600_000, dt: q(dt, 0.0001), gravity: { x: 0, y: -9.81, z: 0 }, bodies, contacts: [], awake: 0, solverIterations: 8, warmStart: true };
  const contacts = (s) => {
    const cs = [];
    for (let k = 0; k < 120; k++) {
      const a = pick(s.bodies), b = pick(s.bodies);
      const n = qn(rnd() - 0.5, rnd() * 2, rnd() - 0.5, 0);
      cs.push({ a: a.id, b: b.id, point: { x: q(a.pos.x, 0.001, -4000, 4000), y: q(a.pos.y, 0.001, -4000, 4000), z: q(a.pos.z, 0.001, -4000, 4000) },
        normal: { x: q(n[0], 0.0001, -1, 1), y: q(n[1], 0.0001, -1, 1), z: q(n[2], 0.0001, -1, 1) }, depth: q(rnd() * 0.02, 0.0001), impulse: f32(rnd() * 40), newThisStep: chance(0.2) });
    }
    cs[0].depth = 1; cs[1].impulse = 0; cs[2].normal = { x: 0, y: 1, z: -0 };
    return cs;
  };
  const stepAll = (s) => {
    for (const b of s.bodies) {
      if (b.asleep || b.kinematic) continue;
      if (typeof b.ang.x !== "number" || typeof b.lin.x !== "number") continue;
      b.lin.y = f32(b.lin.y - 9.81 * dt);
      for (const k of ["x", "y", "z"]) b.pos[k] = q(b.pos[k] + b.lin[k] * dt, 0.001, -4000, 4000);
      if (b.pos.y < 0) { b.pos.y = 0; b.lin.y = f32(-b.lin.y * b.restitution); }
      const w = [b.ang.x * dt / 2, b.ang.y * dt / 2, b.ang.z * dt / 2, 1];
      b._r = qn(...mul(w, b._r)); b.rot = quat(b._r);
      if (chance(0.02)) { b.asleep = true; b.lin = { x: 0, y: 0, z: 0 }; b.ang = { x: 0, y: 0, z: 0 }; }
    }
    s.contacts = contacts(s);
    s.awake = s.bodies.filter((b) => !b.asleep).length;
  };
  const script = [
    (s) => { s.bodies[10].ang = { x: "NaN", y: "NaN", z: f32(1.5) }; s.bodies[10].lin.x = "-Infinity"; }, // the solver blew up one body
    (s) => { s.bodies.splice(10, 1); s.bodies.splice(250, 0, body(), body(), body()); }, // removed; a spawner splices three in
    (s) => { s.bodies.splice(100, 2); s.warmStart = false; },
    (s) => { const last = s.bodies.pop(); s.bodies[30] = last; s.solverIterations = 64; }, // swap-remove
    (s) => { s.bodies.unshift(body()); s.bodies[0].pos = { x: -0, y: 0, z: 0 }; s.gravity = { x: 0, y: -1.62, z: 0 }; }, // low gravity zone
    (s) => { for (const b of s.bodies.slice(200, 260)) { b.asleep = false; b.lin.y = f32(5); } s.warmStart = true; s.contacts = []; }, // a shockwave wakes a cluster
    (s) => { s.bodies.splice(400, 0, body()); s.bodies.splice(s.bodies.length - 5, 5); },
  ];
  const strip = (s) => ({ ...s, bodies: s.bodies.map(({ _r, ...b }) => b) });
  s.contacts = contacts(s); s.awake = s.bodies.filter((b) => !b.asleep).length;
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); s.step++; stepAll(s); script[t - 1](s); if (t === 6) s.contacts = []; else if (t === 7) s.contacts = contacts(s); }
    states.push(clone(strip(s)));
  }
  out("bodies", "Simulation", states);
}

// ---------------------------------------------------------------- candles (ints at ±2^53, doubles with -0/NaN/∞, windows)
{
  reseed(6005);
  const MAX = Number.MAX_SAFE_INTEGER; // 2^53 − 1
  const tick = 0.01;
  let timeUs = T0 * 1000 + 37_123_456;
  let priceT = -1_512; // a calendar spread, in ticks of 0.01, negative
  const px = (t) => +(t * tick).toFixed(2);
  const candles = [];
  let open0 = timeUs - (timeUs % 60_000_000) - 299 * 60_000_000;
  let p = priceT;
  for (let i = 0; i < 300; i++) {
    const o = p, moves = Array.from({ length: 12 }, () => (p += ri(-9, 9)));
    const h = Math.max(o, ...moves), l = Math.min(o, ...moves);
    const vol = q(rnd() * 900, 0.001);
    candles.push({ openUs: open0 + i * 60_000_000, open: px(o), high: px(h), low: px(l), close: px(p), volume: vol, quoteVolume: vol * px(p), count: ri(0, 400), takerBuyVolume: q(vol * rnd(), 0.001), closed: i < 299 });
  }
  candles[17] = { ...candles[17], volume: 0, quoteVolume: -0, count: 0, takerBuyVolume: 0, high: candles[17].open, low: candles[17].open, close: candles[17].open }; // an empty minute
  priceT = p;
  let tradeId = MAX - 2_000;
  const trade = () => ({ id: ++tradeId, priceTicks: (priceT += ri(-3, 3)), qty: q(rnd() * 12, 0.001), side: pick(["BUY", "SELL"]), timeUs: (timeUs += ri(100, 90_000)), liquidation: chance(0.03), ...(chance(0.3) ? { maker: "mm-" + ri(1, 9) } : {}) });
  const trades = Array.from({ length: 120 }, trade);
  const positions = {};
  for (let i = 0; i < 40; i++) {
    const size = ri(-5_000, 5_000);
    positions[`acct-${String(1000 + i * 37)}`] = { size, entryTicks: priceT + ri(-200, 200), realizedPnl: ri(-10_000_000, 10_000_000), unrealizedPnl: (rnd() - 0.5) * 1e6, leverage: ri(1, 125), margin: rnd() * 1e5, ...(size !== 0 ? { liquidationPrice: px(priceT) + (size > 0 ? -1 : 1) * rnd() * 30, side: size > 0 ? "BUY" : "SELL" } : {}) };
  }
  positions["whale 🐋"] = { size: -MAX, entryTicks: -MAX, realizedPnl: -MAX, unrealizedPnl: -1.7976931348623157e308, leverage: 125, margin: 5e-324, liquidationPrice: "Infinity", side: "SELL" };
  positions["house"] = { size: MAX, entryTicks: MAX, realizedPnl: MAX, unrealizedPnl: 0, leverage: 1, margin: 0 };
  positions[""] = { size: 0, entryTicks: 0, realizedPnl: 0, unrealizedPnl: -0, leverage: 1, margin: -0 };
  let s = {
    venue: "Δ-Exchange", symbol: "CLF25-CLG25-SPREAD-PERP", seq: MAX - 1_000, timeUs, lastTradeId: tradeId, markPrice: px(priceT), indexPrice: px(priceT) + 0.004,
    fundingRate: -0.000125, nextFundingUs: timeUs - (timeUs % 28_800_000_000) + 28_800_000_000, openInterest: 18_234.5, spreadTicks: -2,
    candles, trades, positions,
    stats: { high24h: -12.03, low24h: -17.9, volume24h: 1.234567e6, change24h: -0.0412, minTick: 0.01, maxNotional: 1.7976931348623157e308, maxQty: MAX, minQty: 0 },
    halted: false,
  };
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      const n = ri(3, 12);
      for (let k = 0; k < n; k++) s.trades.push(trade());
      s.trades.splice(0, s.trades.length - 120);
      s.timeUs = timeUs; s.lastTradeId = tradeId; s.seq += ri(5, 80);
      const last = s.candles[s.candles.length - 1];
      if (t === 4) { // the minute rolls: close the candle, append a new one, drop the oldest
        last.closed = true;
        s.candles.push({ openUs: last.openUs + 60_000_000, open: px(priceT), high: px(priceT), low: px(priceT), close: px(priceT), volume: 0, quoteVolume: 0, count: 0, takerBuyVolume: 0, closed: false });
        s.candles.shift();
      }
      const c = s.candles[s.candles.length - 1];
      for (const tr of s.trades.slice(-n)) {
        const v = px(tr.priceTicks);
        c.close = v; c.high = Math.max(c.high, v); c.low = Math.min(c.low, v); c.volume = q(c.volume + tr.qty, 0.001); c.quoteVolume += tr.qty * v; c.count++;
        if (tr.side === "BUY") c.takerBuyVolume = q(c.takerBuyVolume + tr.qty, 0.001);
      }
      s.markPrice = px(priceT); s.indexPrice = t === 3 ? "NaN" : px(priceT) + (rnd() - 0.5) * 0.01; // stale index on tick 3
      s.spreadTicks = ri(-3, -1);
      s.openInterest = q(s.openInterest + (rnd() - 0.5) * 40, 0.5);
      for (const [k, pos] of Object.entries(s.positions)) if (k.startsWith("acct-")) pos.unrealizedPnl = (s.markPrice - pos.entryTicks * tick) * pos.size;
      if (t === 2) delete s.positions["acct-1074"];
      if (t === 5) s.positions["acct-9999"] = { size: 1, entryTicks: priceT, realizedPnl: -1, unrealizedPnl: 0, leverage: 50, margin: 0.2, liquidationPrice: px(priceT) - 0.2, side: "BUY" };
      if (t === 6) { s.fundingRate = 0; s.halted = true; }
      if (t === 7) { s.fundingRate = -0; s.halted = false; s.seq = MAX; s.stats.change24h = -0.0398; s.nextFundingUs += 28_800_000_000; }
    }
    states.push(clone(s));
  }
  out("candles", "Feed", states);
}

// ---------------------------------------------------------------- feed (long unicode text, T?[], nested optionals)
{
  reseed(6006);
  const frags = [
    "Just shipped the new sync engine — deltas only, finally.", "Zoë's naïve café résumé, s'il vous plaît.", "今日はとても良い天気ですね。散歩に行きましょう！",
    "你好，世界。这是一个很长的句子，用来测试字符串的编码。", "안녕하세요, 반갑습니다. 오늘도 좋은 하루 되세요.", "مرحبا بالعالم، هذه رسالة طويلة لاختبار النص من اليمين إلى اليسار.",
    "שלום עולם! זה טקסט בעברית.", "नमस्ते दुनिया, यह एक परीक्षण संदेश है।", "สวัสดีชาวโลก ภาษาไทยไม่มีช่องว่างระหว่างคำ", "Ελληνικά: γειά σου κόσμε.",
    "Привет, мир! Как дела?", "👩‍👩‍👧‍👦 family day 🏳️‍🌈 🇯🇵🇧🇷🇺🇦 👍🏾👋🏻", "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇ text, e\u0301 vs é", "𝕋𝕚𝕔𝕜𝕡𝕒𝕔𝕜 in 𝔐𝔞𝔱𝔥 letters 🧮",
    "a line\twith a tab,\nthen a new paragraph\n\nand a blank line", "RTL mark\u200f here, ZWJ\u200d there, NBSP\u00a0and a line separator\u2028done", "#hashtag @mention https://example.com/path?q=1&x=ü",
    "Ünïcödé everywhere — “quotes”, ‘apostrophes’, «guillemets», „Anführungszeichen“…", "🙂", "",
  ];
  const para = (n) => Array.from({ length: n }, () => pick(frags)).join(" ");
  const handles = ["ana", "kenji_dev", "zoë", "mateus.br", "priya", "o_neil", "李雷", "sarah🦊", "a", "x".repeat(30)];
  const authors = handles.map((h, i) => ({
    id: 10_000 + i * 7919, handle: h, display: pick(["Ana Gonçalves", "健二 山田", "Zoë O'Brien", "Mateus", "Priya Natarajan", "Seán Ó Néill", "李雷", "Sarah 🦊", "A", "X Æ A-12"]),
    ...(i % 3 === 0 ? { verified: { kind: pick(["PERSON", "NOTABLE"]), ...(i % 2 ? { since: T0 - i * 86_400_000 } : {}), ...(i === 3 ? { org: { name: "Tickpack e.V.", badge: b64(24), url: "https://tickpack.example" } } : {}) } } : {}),
    ...(i % 2 === 0 ? { profile: { bio: para(ri(1, 3)), ...(i % 4 === 0 ? { pinned: { postId: "p" + (1_000_000 + i), ...(i === 4 ? { note: "📌 lisez-moi d'abord" } : {}) } } : {}), ...(i === 6 ? { location: "深圳 / Shenzhen", pronouns: "" } : {}) } } : {}),
  }));
  authors[9].verified = { kind: "ORGANIZATION", org: { name: "", badge: "" } }; // empty string, empty bytes
  let idSeq = 1_700_000;
  let now = T0;
  const media = () => {
    const kind = pick(["IMAGE", "IMAGE", "GIF", "VIDEO", "AUDIO"]);
    const m = { kind, url: `https://cdn.example.com/m/${b64(9).replace(/[+/=]/g, "_")}.${kind === "VIDEO" ? "mp4" : "jpg"}` };
    if (chance(0.6)) m.alt = para(1);
    if (kind !== "AUDIO") { m.width = pick([1080, 1920, 4096, 16_384, 1]); m.height = pick([1080, 720, 0, 16_384]); m.blurhash = "LEHV6nWB2yk8pyo0adR*.7kCMdnj"; }
    if (kind === "VIDEO" || kind === "AUDIO") m.durationMs = ri(0, 600_000);
    if (chance(0.3)) m.focal = { x: q(rnd() * 2 - 1, 0.01), y: pick([-1, 1, 0, -0, 0.33]) };
    return m;
  };
  const post = (depth = 0) => {
    const long = chance(0.08);
    const p = {
      id: "p" + idSeq++, author: pick(authors), createdAt: (now -= ri(10_000, 900_000)),
      text: long ? para(ri(40, 60)) : para(ri(1, 6)), counts: { likes: ri(0, 5000), reposts: ri(0, 300), replies: ri(0, 120), quotes: ri(0, 10) },
      media: [], labels: [], translations: {}, mentions: [],
    };
    if (chance(0.5)) p.lang = pick(["fr", "ja", "zh-Hans", "ar", "he", "hi", "en", "und"]);
    if (chance(0.08)) p.contentWarning = pick(["", "spoilers: Frieren ep. 28", "⚠️ flashing lights"]);
    if (chance(0.4)) p.media = Array.from({ length: ri(1, 4) }, () => (chance(0.15) ? null : media()));
    if (depth < 2 && chance(0.2)) p.quote = post(depth + 1);
    if (chance(0.2)) p.replyTo = { postId: "p" + ri(1_000_000, 1_600_000), ...(chance(0.5) ? { authorHandle: pick(handles) } : {}), ...(chance(0.5) ? { root: { postId: "p" + ri(900_000, 999_999), root: { postId: "p1" } } } : {}) };
    if (chance(0.12)) { const n = ri(2, 4); p.poll = { options: Array.from({ length: n }, () => para(1).slice(0, 40)), tallies: Array(n).fill(null), multiple: chance(0.3), ...(chance(0.7) ? { closesAt: now + 86_400_000 } : {}) }; }
    if (chance(0.7)) p.counts.views = ri(0, 2_000_000);
    if (chance(0.3)) p.viewer = { liked: chance(0.5), reposted: chance(0.1) };
    if (chance(0.1)) p.labels = [pick(["SENSITIVE", "SPOILER", "AI_GENERATED", "PAID_PARTNERSHIP", "MISLEADING"])];
    if (chance(0.15)) p.translations = { en: para(2), ...(chance(0.3) ? { "pt-BR": para(1) } : {}) };
    if (chance(0.2)) p.mentions = Array.from({ length: ri(1, 5) }, () => pick(authors).id);
    if (chance(0.05)) p.editedAt = p.createdAt + ri(1000, 60_000);
    return p;
  };
  const posts = Array.from({ length: 40 }, () => post());
  posts[5].text = ""; posts[5].media = [media(), null, media()]; // media-only post with a removed middle attachment
  posts[7].text = para(80); // one long essay past 2 000 characters
  posts[9].poll = { options: ["Oui ✅", "Non ❌", "Ça dépend 🤷", ""], tallies: [null, null, null, null], multiple: false, closesAt: T0 + 3_600_000 };
  posts[11].viewer = { liked: true, reposted: false, bookmark: { folder: "à lire", note: { text: "relire la partie sur les deltas", reminder: { at: T0 + 86_400_000, snooze: { times: 0 } } } }, mute: { reason: "" } };
  posts[13].counts = { likes: 0, reposts: 0, replies: 0, quotes: 0, views: Number.MAX_SAFE_INTEGER };
  const marked = posts[11].id, at = (s, id) => s.posts.find((p) => p.id === id);
  let s = { viewerId: 10_000, cursor: "eyJ0cyI6MTczMjU1MDQwMDAwMH0=", posts, unread: 0, pinnedDrafts: ["brouillon: la suite…", null, ""], muted: [] };
  const bump = (s, k) => { for (let i = 0; i < k; i++) { const p = pick(s.posts); p.counts.likes += ri(1, 30); if (p.counts.views !== undefined && p.counts.views < 9e15) p.counts.views += ri(10, 900); } };
  const script = [
    (s) => { bump(s, 10); s.unread = 1; },
    (s) => { now = T0 + 60_000; s.posts.unshift(post(), post()); s.posts.splice(40); s.newer = "eyJ0cyI6MTczMjU1MDQ2MDAwMH0="; s.unread = 3; bump(s, 6); },
    (s) => { // a vote (tallies appear), an edit in the middle of a long text
      const p = s.posts.find((p) => p.poll && p.poll.options[0] === "Oui ✅");
      p.poll.myVotes = [2]; p.poll.tallies = [412, 97, 1_203, 0]; p.poll.voters = 1_712;
      const e = s.posts[10]; let mid = e.text.length >> 1; if (/[\udc00-\udfff]/.test(e.text[mid] ?? "")) mid++; e.text = e.text.slice(0, mid) + " [édité : correction 🛠️] " + e.text.slice(mid); e.editedAt = now + 5_000; e.labels = [...e.labels, "EDITED"];
    },
    (s) => { // a media item taken down; a bookmark three levels deep
      const p = s.posts.find((p) => p.media.some((m) => m)); p.media[p.media.findIndex((m) => m)] = null;
      const b = s.posts[20]; b.viewer = { ...(b.viewer ?? { liked: false, reposted: false }), bookmark: { folder: "読む" } };
      s.pinnedDrafts[1] = "nouvelle idée 💡"; bump(s, 4);
    },
    (s) => { // the bookmark gets a note, a reminder and a snooze; the unread count hits its bound
      s.posts[20].viewer.bookmark.note = { text: "Ver o fio todo — 🧵 " + para(2), reminder: { at: now + 3_600_000, snooze: { until: now + 7_200_000, times: 10 } } };
      delete at(s, marked).viewer.bookmark.note.reminder.snooze; s.unread = 999;
      s.posts[7].text += " " + para(3);
    },
    (s) => { // a quote post of a visible post is prepended, the oldest dropped; someone is muted
      now += 120_000; const p = post(); p.quote = clone(s.posts[3]); p.text = "this 👇 " + para(1); s.posts.unshift(p); s.posts.pop();
      s.muted.push("o_neil", "sarah🦊"); s.unread = 0; delete s.newer; s.pinnedDrafts = [];
    },
    (s) => { // an author renames and gets verified: every post of theirs changes
      const a = s.posts[1].author.handle;
      for (const p of s.posts) for (let x = p; x; x = x.quote) if (x.author.handle === a) { x.author = { ...x.author, display: "🎉 " + x.author.display, verified: { kind: "GOVERNMENT", since: now } }; }
      delete at(s, marked).viewer.mute; at(s, marked).viewer.bookmark.note.reminder.at += 60_000; bump(s, 8);
    },
  ];
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); script[t - 1](s); }
    states.push(clone(s));
  }
  out("feed", "Timeline", states);
}
