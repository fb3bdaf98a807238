/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). A third "unseen" set, written by a helper session from the README alone, in
 * shapes unseen/ and unseen2/ lack: an event feed whose 300-element array is a union of six
 * object types (sliding window, CJK/emoji chat), a region's presence service with large maps
 * (1500 uint-keyed accounts, 600 string-keyed sessions, a 1500-entry string index, a 1000-entry
 * int-keyed ladder), a screen-share session heavy in bytes (40 tiles of 100 B–4 KB, a 1 KB
 * cursor image, audio packets), a ~600-node recursive scene graph with bone chains 20+ deep, a
 * wide 50-field vehicle record (mostly optional, enum arrays) and a weather nowcast of quantized
 * float grids and a map of maps of arrays.
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 6–8 consecutive ticks of a live
 * system, where each tick changes a few fields of the previous one. They are not in the
 * repository (6 MB): run this first.
 *
 *   node benchmark/unseen3/states.mjs
 *   cp benchmark/unseen3/*.yml benchmark/unseen3/*.states.json schemas/
 *   npm run bench eventlog ledger screenshare scene vehicle weather   # then remove the copies
 */
import { writeFileSync } from "node:fs";
import { chance, pick, reseed, ri, rnd } from "../states-common.mjs";

const out = (name, type, states) => {
  writeFileSync(new URL(name + ".states.json", import.meta.url), JSON.stringify({ type, states }, null, 1) + "\n");
  const sizes = states.map((s) => JSON.stringify(s).length);
  console.log(`${name.padEnd(12)} ${type.padEnd(12)} ${states.length} states, compact JSON bytes: ${sizes.join(" ")}`);
};

const q = (v, p, min = -Infinity, max = Infinity) => {
  const d = Math.max(0, -Math.floor(Math.log10(p) + 1e-9));
  return +(Math.round(Math.min(max, Math.max(min, v)) / p) * p).toFixed(d);
};
const clone = (v) => JSON.parse(JSON.stringify(v));
const bytes = (n) => Buffer.from(Array.from({ length: n }, () => ri(0, 255)));
const b64 = (n) => bytes(n).toString("base64");
const T0 = 1_732_550_400_000;

// ---------------------------------------------------------------- eventlog
{
  reseed(7001);
  const chat = ["gg", "ㅋㅋㅋㅋㅋ", "nice one 👍", "加油！", "ワロタ www", "mid ss", "买活了吗？", "push bot 🏰", "ult ready 🔥", "小心肉山",
    "그 궁 미쳤다", "dont dive", "gank top now", "草", "buy wards pls 🙏", "敌方打野在下路", "ok", "🤣🤣🤣", "tp bot", "ナイス！"];
  let at = 1_800_000;
  const mk = () => {
    at += ri(50, 3000);
    const r = rnd();
    if (r < 0.12) return { Kill: { at, killer: ri(0, 9), victim: ri(0, 9), assists: Array.from({ length: ri(0, 3) }, () => ri(0, 9)), x: q(rnd() * 16000, 0.1, 0, 16000), y: q(rnd() * 16000, 0.1, 0, 16000), gold: ri(100, 1200), firstBlood: false } };
    if (r < 0.3) return { ItemPurchase: { at, player: ri(0, 9), itemId: ri(1, 4095), cost: ri(50, 6000), undone: false } };
    if (r < 0.35) return { ObjectiveTaken: { at, team: pick(["RADIANT", "DIRE"]), objective: pick(["TOWER", "TOWER", "BARRACKS", "ROSHAN", "OUTPOST"]), ...(chance(0.7) ? { lane: pick(["TOP", "MID", "BOT"]) } : {}), stolen: chance(0.1) } };
    if (r < 0.5) return { ChatLine: { at, player: ri(0, 9), channel: pick(["ALL", "TEAM", "TEAM", "PARTY"]), text: pick(chat) + (chance(0.3) ? " " + pick(chat) : "") } };
    if (r < 0.8) return { AbilityCast: { at, player: ri(0, 9), slot: pick(["Q", "W", "E", "R", "D", "F"]), level: ri(1, 25), ...(chance(0.6) ? { target: ri(0, 9) } : {}), cooldownMs: ri(2000, 120000) } };
    return { PlayerStatus: { at, player: ri(0, 9), hp: ri(0, 4000), mana: ri(0, 2500), buffs: ["HASTE", "SHIELD", "STUN", "SILENCE", "ROOT", "REGEN", "INVISIBLE", "DAMAGE_AMP", "SLOW", "BKB"].filter(() => chance(0.12)), dead: chance(0.1) } };
  };
  let s = { matchId: "TI2025-GF-G3", seq: 90210, clockMs: 0, events: Array.from({ length: 300 }, mk) };
  s.clockMs = at;
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      const n = ri(1, 4);
      s.events.splice(0, n);
      for (let k = 0; k < n; k++) s.events.push(mk());
      s.seq += n; s.clockMs = at;
      if (t === 3) { const i = s.events.findIndex((e) => e.ItemPurchase); s.events[i].ItemPurchase.undone = true; }
      if (t === 2) s.pinned = { ObjectiveTaken: { at, team: "DIRE", objective: "ROSHAN", stolen: true } };
      if (t === 6) delete s.pinned;
    }
    states.push(clone(s));
  }
  out("eventlog", "EventFeed", states);
}

// ---------------------------------------------------------------- ledger (large maps)
{
  reseed(7002);
  const syl = ["ka", "ri", "zen", "tor", "mi", "lo", "vex", "sha", "dra", "qu", "nyx", "el"];
  const cjk = ["龙", "猫", "桜", "星", "影", "風", "闇", "光", "하늘", "별"];
  const handle = (i) => (i % 7 === 0 ? pick(cjk) + pick(cjk) + i : pick(syl) + pick(syl) + pick(syl) + "_" + i) + (i % 13 === 0 ? "✨" : "");
  const accounts = {}; const handles = {};
  const ids = [];
  for (let i = 0; i < 1500; i++) {
    const id = 10_000_000 + i * 37 + ri(0, 30);
    ids.push(id);
    const h = handle(i);
    accounts[id] = { handle: h, elo: ri(600, 3200), wins: ri(0, 3000), losses: ri(0, 3000), status: pick(["OFFLINE", "OFFLINE", "ONLINE", "IN_QUEUE", "IN_MATCH", "IN_MATCH", "AWAY"]), ...(chance(0.2) ? { party: ri(1, 5000) } : {}) };
    handles[h] = id;
  }
  const sessions = {};
  const tok = () => Array.from({ length: 20 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[ri(0, 35)]).join("");
  const ip = () => `${ri(1, 223)}.${ri(0, 255)}.${ri(0, 255)}.${ri(1, 254)}`;
  const mkSess = () => ({ account: pick(ids), startedAt: T0 - ri(0, 7_200_000), ip: ip(), pingMs: ri(8, 180), platform: pick(["PC", "PC", "PS5", "XBOX", "SWITCH", "MOBILE"]) });
  for (let i = 0; i < 600; i++) sessions[tok()] = mkSess();
  const ladder = {};
  const sorted = [...ids].sort((a, b) => accounts[b].elo - accounts[a].elo);
  for (let r = 1; r <= 1000; r++) ladder[r] = sorted[r - 1];
  const queueDepth = { "ranked-solo": 412, "ranked-duo": 133, "casual": 1290, "arena-2v2": 55, "custom": 7, "練習": 3 };
  let s = { region: "ap-northeast-1", tick: 500000, accounts, sessions, handles, ladder, queueDepth };
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      s = clone(s);
      s.tick += 1;
      for (let k = 0; k < ri(4, 9); k++) {
        const a = s.accounts[pick(ids)];
        if (chance(0.5)) { const w = chance(0.5); a.elo = Math.max(0, Math.min(4000, a.elo + (w ? 1 : -1) * ri(8, 25))); if (w) a.wins++; else a.losses++; }
        else a.status = pick(["OFFLINE", "ONLINE", "IN_QUEUE", "IN_MATCH", "AWAY"]);
      }
      const keys = Object.keys(s.sessions);
      for (let k = ri(1, 3); k > 0; k--) delete s.sessions[pick(keys)];
      for (let k = ri(1, 3); k > 0; k--) s.sessions[tok()] = mkSess();
      for (let k = 0; k < 5; k++) s.sessions[pick(Object.keys(s.sessions))].pingMs = ri(8, 180);
      const r = ri(1, 999); [s.ladder[r], s.ladder[r + 1]] = [s.ladder[r + 1], s.ladder[r]];
      for (const k of Object.keys(s.queueDepth)) if (chance(0.5)) s.queueDepth[k] = Math.max(0, s.queueDepth[k] + ri(-20, 20));
      if (t === 4) { const id = 10_000_000 + 1500 * 37 + 1; s.accounts[id] = { handle: "新人_" + id, elo: 1000, wins: 0, losses: 0, status: "ONLINE" }; s.handles["新人_" + id] = id; }
    }
    states.push(clone(s));
  }
  out("ledger", "Region", states);
}

// ---------------------------------------------------------------- screenshare (bytes heavy)
{
  reseed(7003);
  const codecs = ["ZLIB", "ZLIB", "JPEG", "WEBP", "AV1", "RAW"];
  const mkTile = (x, y) => ({ x, y, codec: pick(codecs), data: b64(Math.round(100 * Math.pow(40, rnd()))), crc: ri(0, 4294967295) });
  const tiles = [];
  for (let i = 0; i < 40; i++) tiles.push(mkTile((i % 8) * 256, Math.floor(i / 8) * 256));
  let s = { sessionId: "ss_4f1e9a77", frame: 1200, width: 2560, height: 1440, cursor: { x: 1200, y: 700, visible: true }, cursorImage: b64(1024),
    tiles, audio: [b64(160), b64(180), b64(320)], signature: b64(64) };
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      s = clone(s);
      s.frame++;
      s.cursor.x = Math.min(8192, s.cursor.x + ri(-30, 30)); s.cursor.y = Math.min(8192, s.cursor.y + ri(-30, 30));
      for (let k = ri(2, 4); k > 0; k--) { const i = ri(0, s.tiles.length - 1); s.tiles[i] = mkTile(s.tiles[i].x, s.tiles[i].y); }
      s.audio = [...s.audio.slice(1), b64(ri(160, 320))];
      s.signature = b64(64);
      if (t === 2) s.clipboard = Buffer.from("ssh deploy@10.0.3.17 — パスワードは別チャネルで 🔐\n".repeat(8)).toString("base64");
      if (t === 5) delete s.clipboard;
      if (t === 3) s.cursorImage = b64(1024);
      if (t === 4) s.tiles.push(mkTile(2048, 1280));
      if (t === 6) s.tiles.splice(10, 1);
    }
    states.push(clone(s));
  }
  out("screenshare", "ScreenShare", states);
}

// ---------------------------------------------------------------- scene (deep recursive tree)
{
  reseed(7004);
  let nid = 1;
  const quat = () => { let x = rnd() - 0.5, y = rnd() - 0.5, z = rnd() - 0.5, w = rnd(); const n = Math.hypot(x, y, z, w); return [x / n, y / n, z / n, w / n].map((v) => q(v, 0.0001, -1, 1)); };
  const tr = (px, py, pz, s = 1) => { const [qx, qy, qz, qw] = quat(); return { px: q(px, 0.001), py: q(py, 0.001), pz: q(pz, 0.001), qx, qy, qz, qw, s: q(s, 0.01, 0, 100) }; };
  const node = (name, kind, t, children = [], material) => ({ id: nid++, name, kind, t, visible: true, ...(material ? { material } : {}), children });
  const mats = ["oak_varnished", "steel_brushed", "fabric_grey", "glass_clear", "concrete_raw", "白い漆喰"];
  const furniture = ["desk", "chair", "lamp", "shelf", "plant", "sofa", "table", "monitor"];
  const floors = [];
  for (let f = 0; f < 4; f++) {
    const rooms = [];
    for (let r = 0; r < 8; r++) {
      const items = [];
      for (let k = 0; k < ri(4, 7); k++) {
        const nm = pick(furniture);
        items.push(node(`${nm}_${f}${r}${k}`, "GROUP", tr(rnd() * 8, 0, rnd() * 8), [node(nm + "_mesh", "MESH", tr(0, 0.4, 0), [], pick(mats)), node(nm + "_col", "MESH", tr(0, 0.4, 0)), ...(nm === "lamp" ? [node("bulb", "LIGHT", tr(0, 1.2, 0, 0.2))] : [])]));
      }
      rooms.push(node(`room_${f}_${r}`, "GROUP", tr((r % 4) * 10, f * 3.5, Math.floor(r / 4) * 10), [node("walls", "MESH", tr(0, 0, 0), [], "concrete_raw"), ...items]));
    }
    floors.push(node(`floor_${f}`, "GROUP", tr(0, f * 3.5, 0), rooms));
  }
  const chain = (prefix, n, len) => n === 0 ? [] : [node(`${prefix}${n}`, "BONE", tr(0, len, 0), chain(prefix, n - 1, len * 0.9))];
  const rig = (name) => {
    const finger = (side, f) => chain(`${side}_finger${f}_`, 4, 0.03);
    const arm = (side) => node(`${side}_shoulder`, "BONE", tr(0.2, 0, 0), [node(`${side}_upperarm`, "BONE", tr(0.3, 0, 0), [node(`${side}_forearm`, "BONE", tr(0.28, 0, 0), [node(`${side}_hand`, "BONE", tr(0.1, 0, 0), [0, 1, 2, 3, 4].flatMap((f) => finger(side, f)))])])]);
    const leg = (side) => node(`${side}_thigh`, "BONE", tr(0.1, -0.1, 0), [node(`${side}_shin`, "BONE", tr(0, -0.45, 0), [node(`${side}_foot`, "BONE", tr(0, -0.42, 0), chain(`${side}_toe`, 2, 0.05))])]);
    const spine = (n) => n === 0 ? [node("neck", "BONE", tr(0, 0.1, 0), [node("head", "BONE", tr(0, 0.12, 0), [node("jaw", "BONE", tr(0, -0.05, 0.05)), node("eye_L", "BONE", tr(-0.03, 0.05, 0.08)), node("eye_R", "BONE", tr(0.03, 0.05, 0.08))])]), arm("L"), arm("R")]
      : [node(`spine${n}`, "BONE", tr(0, 0.12, 0), spine(n - 1))];
    return node(name, "GROUP", tr(rnd() * 30, 0, rnd() * 20), [node(name + "_body", "MESH", tr(0, 0, 0), [], "skin_pbr"), node("hips", "BONE", tr(0, 0.95, 0), [...spine(12), leg("L"), leg("R")])]);
  };
  const chars = node("characters", "GROUP", tr(0, 0, 0), [rig("avatar_alice"), rig("avatar_李")]);
  const root = node("world", "GROUP", tr(0, 0, 0), [node("sun", "LIGHT", tr(0, 100, 0)), node("building", "GROUP", tr(0, 0, 0), floors), chars, node("spawn", "MARKER", tr(5, 0, 5))]);
  let s = { name: "Office HQ — level design v12", frame: 0, root, camera: { t: tr(20, 15, -30), fov: 60, near: 0.1, far: 5000 }, selection: [] };
  const all = (n, acc = []) => { acc.push(n); n.children.forEach((c) => all(c, acc)); return acc; };
  console.log("scene nodes:", all(root).length);
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      s = clone(s);
      s.frame++;
      const nodes = all(s.root);
      const bones = nodes.filter((n) => n.kind === "BONE" && n.name.includes("arm") || n.name.startsWith("spine"));
      for (let k = 0; k < 6; k++) { const b = pick(bones); const [qx, qy, qz, qw] = quat(); Object.assign(b.t, { qx, qy, qz, qw }); }
      const props = nodes.filter((n) => n.kind === "GROUP" && n.name.includes("_"));
      for (let k = 0; k < 2; k++) { const p = pick(props); p.t.px = q(p.t.px + rnd() * 0.2 - 0.1, 0.001); p.t.pz = q(p.t.pz + rnd() * 0.2 - 0.1, 0.001); }
      s.camera.t.px = q(s.camera.t.px + 0.05, 0.001);
      if (t === 2) s.selection = [props[5].id, props[9].id];
      if (t === 3) { props[5].children.push(node("sticky_note", "MESH", tr(0.1, 0.8, 0), [], "紙")); }
      if (t === 4) props[9].visible = false;
      if (t === 5) { const room = s.root.children[1].children[2].children[3]; room.children.splice(2, 1); s.selection = []; }
    }
    states.push(clone(s));
  }
  out("scene", "Scene", states);
}

// ---------------------------------------------------------------- vehicle (wide, mostly optional)
{
  reseed(7005);
  let s = { vin: "5YJ3E1EA7PF123456", ts: T0, odometerKm: 48213.7, socPct: 62.4, rangeKm: 301, gear: "P", chargeState: "DISCONNECTED", chargeLimitPct: 80,
    chargePortOpen: false, hvacOn: false, seatHeaters: [0, 0, 0, 0, 0], locked: true, sentry: true, doorsOpen: [], windowsOpen: [],
    tirePressureBar: [2.9, 2.9, 2.85, 2.9], warnings: ["WASHER_FLUID_LOW"], features: ["AUTOPILOT", "PREMIUM_AUDIO", "SENTRY_CAM", "DOG_MODE", "CAMP_MODE"],
    softwareVersion: "2024.38.6 a1b2c3d", outsideTempC: 8.5, batteryHealthPct: 93.2, twelveVoltV: 12.61, lastSeenAt: T0, online: true };
  const states = [];
  const script = [
    (s) => { s.locked = false; delete s.sentry; s.doorsOpen = ["FRONT_LEFT"]; s.driver = "Mika Häkkinen"; s.driverProfile = 2; },
    (s) => { s.doorsOpen = []; s.hvacOn = true; s.hvacTargetC = 21; s.cabinTempC = 9; s.seatHeaters = [3, 0, 0, 0, 0]; s.mediaTitle = "夜に駆ける"; s.mediaArtist = "YOASOBI"; s.volume = 5; },
    (s) => { s.gear = "D"; s.speedKph = 12.3; s.powerKw = 18.4; s.lat = 60.16952; s.lon = 24.93545; s.headingDeg = 92; s.navDestination = "Helsinki-Vantaa Airport, T2 🛫"; s.navEtaMin = 24; s.navDistanceKm = 19.6; s.warnings = []; },
    (s) => { s.speedKph = 47.8; s.powerKw = 31.2; s.lat = 60.17011; s.lon = 24.93802; s.odometerKm = q(s.odometerKm + 0.3, 0.1); s.socPct = 62.3; s.cabinTempC = 12.5; },
    (s) => { s.speedKph = 52.1; s.powerKw = -12.7; s.lat = 60.17102; s.lon = 24.94233; s.headingDeg = 88; s.navEtaMin = 23; s.navDistanceKm = 18.9; s.odometerKm = q(s.odometerKm + 0.4, 0.1); s.warnings = ["TIRE_LOW_RL"]; s.tirePressureBar = [2.9, 2.9, 2.45, 2.9]; },
    (s) => { s.speedKph = 80.4; s.powerKw = 44; s.lat = 60.17355; s.lon = 24.95127; s.odometerKm = q(s.odometerKm + 0.6, 0.1); s.socPct = 62.1; s.rangeKm = 299; s.cabinTempC = 16; s.seatHeaters = [2, 0, 0, 0, 0]; delete s.mediaArtist; s.mediaTitle = "Podcast: Lex Fridman #421"; },
    (s) => { s.speedKph = 78.9; s.powerKw = 40.5; s.lat = 60.17601; s.lon = 24.96011; s.navEtaMin = 21; s.navDistanceKm = 17.1; s.odometerKm = q(s.odometerKm + 0.6, 0.1); s.windowsOpen = ["FRONT_RIGHT", "REAR_RIGHT"]; s.updateAvailable = "2024.44.2"; },
  ];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); s.ts += 1000; s.lastSeenAt = s.ts; script[t - 1](s); }
    states.push(clone(s));
  }
  out("vehicle", "Vehicle", states);
}

// ---------------------------------------------------------------- weather (quantized float grids, map of maps of arrays)
{
  reseed(7006);
  const temps = Array.from({ length: 1024 }, (_, i) => q(4 + 6 * Math.sin(i / 97) + rnd() * 2 - (i >> 5) * 0.15, 0.1, -60, 60));
  const humidity = Array.from({ length: 16 }, (_, r) => Array.from({ length: 16 }, (_, c) => q(55 + r + c + rnd() * 10, 0.5, 0, 100)));
  const wind = Array.from({ length: 256 }, () => ({ speed: q(rnd() * 14, 0.1, 0, 100), dirDeg: ri(180, 300), ...(chance(0.3) ? { gust: q(10 + rnd() * 12, 0.1, 0, 150) } : {}) }));
  const stations = {};
  const names = ["EFHK-Vantaa", "EFHF-Malmi", "Kumpula", "Kaisaniemi", "Harmaja", "Espoo-Tapiola", "Porvoo-Kilpilahti", "Hyvinkää", "Lohja", "Kirkkonummi-Makiluoto", "Järvenpää", "Sipoo"];
  for (const n of names) {
    const ch = {};
    for (const c of [1, 2, 3, 7, 12]) if (c < 7 || chance(0.5)) ch[c] = Array.from({ length: 12 }, () => q(c === 7 ? 1000 + rnd() * 30 : rnd() * 40, 0.01, -1000, 10000));
    stations[n] = ch;
  }
  let s = { region: "Uusimaa", issuedAt: T0, temps, humidity, wind, stations, alerts: ["FROST"], radarAgeSec: 120 };
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      s = clone(s);
      s.issuedAt += 60_000;
      for (let k = 0; k < ri(20, 50); k++) { const i = ri(0, 1023); s.temps[i] = q(s.temps[i] + rnd() * 0.6 - 0.3, 0.1, -60, 60); }
      for (let k = 0; k < ri(3, 8); k++) { const r = ri(0, 15), c = ri(0, 15); s.humidity[r][c] = q(s.humidity[r][c] + (chance(0.5) ? 0.5 : -0.5), 0.5, 0, 100); }
      for (let k = 0; k < ri(5, 15); k++) { const w = s.wind[ri(0, 255)]; w.speed = q(w.speed + rnd() - 0.5, 0.1, 0, 100); if (chance(0.3)) w.dirDeg = (w.dirDeg + ri(-5, 5) + 360) % 360; }
      for (const n of names) if (chance(0.6)) for (const c of Object.keys(s.stations[n])) { const a = s.stations[n][c]; a.shift(); a.push(q(a[a.length - 1] + rnd() - 0.5, 0.01, -1000, 10000)); }
      s.radarAgeSec = t === 4 ? undefined : ri(30, 300);
      if (s.radarAgeSec === undefined) delete s.radarAgeSec;
      if (t === 3) s.alerts = ["FROST", "WIND"];
      if (t === 6) s.alerts = ["WIND"];
    }
    states.push(clone(s));
  }
  out("weather", "Nowcast", states);
}
