/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). Written by a helper session from the README alone, as a new user would, to
 * check the codec on data it was not tuned on: a team chat (a window of messages with threaded
 * replies, a union body, presence maps), a race's telemetry (20 cars, float32 vectors, a map of
 * maps), an IoT fleet (a union array of readings, NaN, optional fields), a strategy game (180
 * units in a uint-keyed map, paths, a bytes bitmap), a live basketball score (tiny states) and
 * a kanban board (recursive subtasks, cards moving between columns).
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 6–8 consecutive ticks of a live
 * system, where each tick changes a few fields of the previous one.
 *
 *   node benchmark/unseen2/states.mjs
 *   cp benchmark/unseen2/*.yml benchmark/unseen2/*.states.json schemas/
 *   npm run bench chat racing iot rts scoreboard kanban    # then remove the copies from schemas/
 */
import { writeFileSync } from "node:fs";
import { chance, pick, reseed, ri, rnd } from "../states-common.mjs";

const out = (name, type, states) => {
  writeFileSync(new URL(name + ".states.json", import.meta.url), JSON.stringify({ type, states }, null, 1) + "\n");
  const sizes = states.map((s) => JSON.stringify(s).length);
  console.log(`${name.padEnd(11)} ${type.padEnd(10)} ${states.length} states, compact JSON bytes: ${sizes.join(" ")}`);
};

const q = (v, p, min = -Infinity, max = Infinity) => {
  const d = Math.max(0, -Math.floor(Math.log10(p) + 1e-9)); // decimals of the precision
  return +(Math.round(Math.min(max, Math.max(min, v)) / p) * p).toFixed(d);
};
const f32 = Math.fround;
const clone = (v) => JSON.parse(JSON.stringify(v));
const b64 = (n) => Buffer.from(Array.from({ length: n }, () => ri(0, 255))).toString("base64");
const T0 = 1_732_550_400_000; // 2024-11-25T16:00:00Z in ms (> 2^32)

// ---------------------------------------------------------------- chat
{
  reseed(101);
  const words = ["deploy", "fixed", "the", "build", "is", "green", "again", "can", "someone", "review", "PR", "#4821",
    "lunch?", "👍", "🎉", "ça", "marche", "naïve", "schöner", "コード", "レビュー", "мы", "готовы", "ok", "merging", "now",
    "rollback", "staging", "looks", "good", "to", "me", "flaky", "test", "again…"];
  const sent = (n) => Array.from({ length: n }, () => pick(words)).join(" ");
  const names = ["alice", "bob", "carol", "dmitri", "eiko", "fatima", "gus", "hana", "ivan", "józef", "kai", "lena"];
  const members = {};
  names.forEach((n, i) => {
    members[n] = {
      displayName: n[0].toUpperCase() + n.slice(1) + (i % 3 === 0 ? " (she/her)" : ""),
      presence: pick(["ONLINE", "ONLINE", "AWAY", "DO_NOT_DISTURB", "OFFLINE"]),
      role: i === 0 ? "OWNER" : i < 3 ? "ADMIN" : i === 11 ? "GUEST" : "MEMBER",
      lastSeenAt: T0 - ri(0, 3_600_000),
      ...(chance(0.5) ? { statusText: pick(["on call 🚨", "in meetings", "heads down", "vacation until Mon"]) } : {}),
      ...(chance(0.6) ? { avatarHash: b64(16) } : {}),
      muted: i === 11,
    };
  });
  let seq = 5000;
  let time = T0;
  const mkMsg = (author, depth = 0) => {
    seq++; time += ri(500, 4000);
    const r = rnd();
    const body = r < 0.8 ? { Text: { text: sent(ri(3, 18)), mentions: chance(0.25) ? [pick(names)] : [] } }
      : r < 0.93 ? { Attachment: { fileName: pick(["screenshot.png", "trace.json", "report-Q3.pdf", "løgfile.txt"]), mimeType: pick(["image/png", "application/json", "application/pdf", "text/plain"]), sizeBytes: ri(800, 9_000_000), ...(chance(0.5) ? { thumbnail: b64(ri(24, 60)) } : {}), ...(chance(0.5) ? { caption: sent(4) } : {}) } }
      : { SystemNotice: { kind: pick(["JOINED", "LEFT", "PINNED"]), subject: pick(names) } };
    const m = { seq, author, sentAt: time, body, reactions: {}, replies: [], deleted: false };
    if (depth === 0 && chance(0.3)) for (let k = ri(1, 3); k > 0; k--) m.replies.push(mkMsg(pick(names), 1));
    if (chance(0.3)) m.reactions[pick(["👍", "🎉", "👀", ":shipit:"])] = [pick(names), pick(names)].filter((v, i, a) => a.indexOf(v) === i);
    return m;
  };
  let room = {
    roomId: "C04-platform-eng", topic: "Platform eng — deploys, incidents, ☕", serverTime: time, lastSeq: seq,
    members, typing: [], messages: Array.from({ length: 16 }, () => mkMsg(pick(names))), pinned: [], unread: { ivan: 3, kai: 12, lena: 0 },
  };
  room.pinned = [room.messages[2].seq];
  room.lastSeq = seq;
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      room = clone(room);
      time += ri(800, 2500);
      room.serverTime = time;
      // new message most ticks, window of 16..18
      if (t !== 3) room.messages.push(mkMsg(pick(names)));
      if (room.messages.length > 18) room.messages.shift();
      // a reply to a recent message
      if (t % 2 === 0) room.messages[room.messages.length - 3].replies.push(mkMsg(pick(names), 1));
      // reactions
      const m = room.messages[room.messages.length - 2];
      (m.reactions["👍"] ??= []).includes("gus") || m.reactions["👍"].push("gus");
      // an edit and a delete
      if (t === 2) { const e = room.messages[room.messages.length - 1]; if (e.body.Text) e.body.Text.text += " (edited: typo)"; e.editedAt = time; }
      if (t === 5) { const d = room.messages[room.messages.length - 4]; d.deleted = true; d.body = { Text: { text: "", mentions: [] } }; d.reactions = {}; }
      // presence
      const who = pick(names);
      room.members[who].presence = pick(["ONLINE", "AWAY", "OFFLINE"]);
      room.members[who].lastSeenAt = time;
      if (t === 4) delete room.members["lena"].statusText;
      if (t === 6) room.members["zoë"] = { displayName: "Zoë", presence: "ONLINE", role: "GUEST", lastSeenAt: time, muted: false };
      room.typing = names.filter(() => chance(0.15));
      for (const k of Object.keys(room.unread)) room.unread[k] += ri(0, 1);
      if (t === 3) room.unread["józef"] = 1;
      if (t === 4) { room.pinned.push(room.messages[10].seq); room.slowModeSec = 30; }
      if (t === 6) delete room.topic;
      room.lastSeq = seq;
    }
    states.push(clone(room));
  }
  out("chat", "ChatRoom", states);
}

// ---------------------------------------------------------------- racing
{
  reseed(202);
  const teams = ["Scuderia Rossa", "Silver Arrows", "Bulls Racing", "Papaya GP", "Alpine Blue", "Green Lane", "Haas-ish", "Kick", "Williams Classic", "Aston Verde"];
  const drivers = ["Verhoek", "Lemaire", "Norrís", "Piastri-Jones", "Hamlin", "Russo", "Sainz Jr", "Alonzo", "Gasly-Ocon", "Okada", "Tsunoda-Lee",
    "Magnusen", "Hülkenberg", "Bottas-Zhou", "Albón", "Sargent", "Strollo", "Ricciardi", "Lawson-Bearman", "Colapinto"];
  const TRACK_R = 900;
  const cars = drivers.map((d, i) => {
    const s = i * 0.02; // angle on an oval
    return {
      number: [1, 16, 4, 81, 44, 63, 55, 14, 10, 22, 23, 20, 27, 77, 24, 2, 18, 3, 30, 43][i], driver: d, team: teams[Math.floor(i / 2)], position: i + 1,
      _a: -s, _v: 78 + rnd() * 3, // internal (m/s), removed before output
      tyres: Array.from({ length: 4 }, () => ({ wear: q(0.1 + rnd() * 0.1, 0.001), tempC: q(95 + rnd() * 10, 0.5), pressurePsi: q(22.5 + rnd(), 0.05) })),
      compound: pick(["SOFT", "MEDIUM", "HARD"]), fuelKg: q(60 + rnd() * 5, 0.01), gear: 7, rpm: 11000, drs: false, state: "ON_TRACK",
      sectors: [f32(28.1 + rnd()), f32(33.9 + rnd())], pitStops: i === 7 ? 1 : 0, lastLapSec: 92.3 + rnd() * 1.5,
    };
  });
  let race = { sessionId: "2024-R22-LAS-VEGAS-RACE", raceTimeSec: 1711.25, lap: 19, totalLaps: 50, flag: "GREEN", weather: "DRY", trackTempC: 21.4,
    penalties: [{ carNumber: 55, seconds: 5, reason: "track limits turn 12", served: false }],
    fastestLap: { carNumber: 44, lap: 17, timeSec: 94.876 }, timingLoops: { "S1": {}, "SPEED_TRAP": {} } };
  const states = [];
  for (let t = 0; t < 8; t++) {
    race = clone(race);
    if (t > 0) race.raceTimeSec = +(race.raceTimeSec + 0.1).toFixed(3);
    if (t === 4) race.flag = "YELLOW";
    if (t === 6) race.flag = "GREEN";
    if (t === 3) race.trackTempC = 21.3;
    for (const c of cars) {
      if (c.state === "RETIRED") continue;
      c._v = Math.max(20, Math.min(95, c._v + (rnd() - 0.5) * 2));
      c._a += (c._v * 0.1) / TRACK_R;
      c.throttle = q(0.6 + rnd() * 0.4, 0.01); c.brake = chance(0.15) ? q(rnd(), 0.01) : 0; c.steer = q((rnd() - 0.5) * 0.4, 0.01, -1, 1);
      c.rpm = Math.min(15000, Math.round(9000 + c._v * 60 + ri(-200, 200)));
      c.gear = Math.min(8, Math.max(1, Math.round(c._v / 12)));
      c.fuelKg = q(c.fuelKg - 0.0032, 0.01);
      if (t % 3 === 0) c.tyres = c.tyres.map((y) => ({ ...y, wear: q(y.wear + 0.001, 0.001), tempC: q(y.tempC + pick([-0.5, 0, 0.5]), 0.5, 0, 150) }));
      c.drs = c.position > 1 && t >= 2 && t <= 5 && c.number % 3 === 0;
    }
    if (t === 5) { const r = cars[17]; r.state = "RETIRED"; r._v = 0; r.gear = 0; r.rpm = 0; }
    if (t === 2) cars[12].state = "IN_PIT_LANE";
    if (t === 5) { cars[12].state = "IN_PIT_BOX"; cars[12].pitStops++; }
    if (t === 7) { cars[12].state = "OUT_LAP"; cars[12].compound = "HARD"; cars[12].tyres = cars[12].tyres.map(() => ({ wear: 0, tempC: 60, pressurePsi: 21.5 })); }
    if (t === 3) { // car 5 overtakes car 4
      [cars[3].position, cars[4].position] = [cars[4].position, cars[3].position];
    }
    if (t === 6) { cars[0].sectors.push(f32(31.217)); }
    if (t === 4) race.safetyCar = { x: f32(TRACK_R * Math.cos(1.2)), y: f32(TRACK_R * Math.sin(1.2)), z: f32(4.5) };
    if (t === 5) race.safetyCar = { x: f32(TRACK_R * Math.cos(1.21)), y: f32(TRACK_R * Math.sin(1.21)), z: f32(4.5) };
    if (t === 6) delete race.safetyCar;
    if (t === 5) race.penalties[0].served = true;
    if (t === 7) race.penalties.push({ carNumber: 18, seconds: 10, reason: "unsafe release", served: false });
    if (t === 7) race.fastestLap = { carNumber: 1, lap: 19, timeSec: 94.512 };
    race.timingLoops.S1[String(cars[t].number)] = race.raceTimeSec - 0.013 * t;
    if (t % 2) race.timingLoops.SPEED_TRAP[String(cars[t + 1].number)] = 327.4 + t;
    const leaderA = cars[0]._a;
    race.cars = cars.map((c) => {
      const { _a, _v, ...rest } = c;
      const hd = Math.atan2(Math.cos(_a), -Math.sin(_a));
      return {
        number: c.number, driver: c.driver, team: c.team, position: c.position,
        pos: { x: f32(TRACK_R * Math.cos(_a)), y: f32(TRACK_R * Math.sin(_a)), z: f32(2.1 + Math.sin(_a * 3)) },
        vel: { x: f32(-_v * Math.sin(_a)), y: f32(_v * Math.cos(_a)), z: f32(0) },
        heading: q(hd, 0.001, -3.142, 3.142), speedKph: q(_v * 3.6, 0.1, 0, 400),
        rpm: rest.rpm, gear: rest.gear, throttle: rest.throttle ?? 0, brake: rest.brake ?? 0, steer: rest.steer ?? 0,
        drs: rest.drs, state: rest.state, tyres: rest.tyres, compound: rest.compound, fuelKg: rest.fuelKg,
        ...(c.position > 1 && c.state !== "RETIRED" ? { gapToLeader: +(((leaderA - _a) * TRACK_R) / 80).toFixed(3) } : {}),
        ...(c.lastLapSec !== undefined ? { lastLapSec: +c.lastLapSec.toFixed(3) } : {}),
        sectors: rest.sectors, pitStops: rest.pitStops,
      };
    });
    states.push(clone(race));
  }
  out("racing", "Race", states);
}

// ---------------------------------------------------------------- iot
{
  reseed(303);
  const kinds = ["THERMOSTAT", "SMART_PLUG", "MOTION_SENSOR", "WATER_METER", "AIR_QUALITY", "DOOR_LOCK"];
  const fws = ["2.4.1", "2.4.1", "2.4.1", "2.3.9", "2.5.0-rc1"];
  const shaOf = {}; for (const f of fws) shaOf[f] ??= b64(20);
  const readingFor = (kind) => {
    switch (kind) {
      case "THERMOSTAT": return [{ Temperature: { celsius: +(19 + rnd() * 4).toFixed(2) } }, { Humidity: { percent: q(35 + rnd() * 20, 0.1) } }];
      case "SMART_PLUG": return [{ Power: { watts: f32(rnd() * 1800), kwhTotal: +(100 + rnd() * 900).toFixed(3) } }];
      case "MOTION_SENSOR": return [{ Motion: { detected: chance(0.2), ...(chance(0.7) ? { lastTriggerAt: T0 - ri(0, 600_000) } : {}) } }, { Temperature: { celsius: +(18 + rnd() * 5).toFixed(2) } }];
      case "WATER_METER": return [{ Flow: { litersPerMin: q(rnd() * 12, 0.01), totalLiters: ri(10_000, 900_000) } }];
      case "AIR_QUALITY": return [{ AirQuality: { co2ppm: ri(400, 1400), pm25: q(rnd() * 40, 0.1), voc: ri(-20, 300) } }, { Humidity: { percent: q(30 + rnd() * 30, 0.1) } }, { Temperature: { celsius: +(20 + rnd() * 3).toFixed(2) } }];
      default: return [];
    }
  };
  const devices = {};
  for (let i = 0; i < 56; i++) {
    const kind = kinds[i % kinds.length];
    const battery = kind === "SMART_PLUG" || kind === "THERMOSTAT" ? undefined : ri(15, 100);
    const fw = pick(fws);
    devices[`dev-${kind.toLowerCase().slice(0, 4)}-${(0x1a00 + i * 37).toString(16)}`] = {
      kind, site: ri(1, 12), online: chance(0.92), lastSeenAt: T0 - ri(0, 120_000), uptimeSec: ri(3600, 40 * 86400),
      ...(battery !== undefined ? { battery } : {}), ...(kind !== "SMART_PLUG" ? { rssiDbm: ri(-95, -40) } : {}),
      firmware: fw, firmwareSha: shaOf[fw], readings: readingFor(kind),
      labels: i % 4 === 0 ? { room: pick(["lobby", "kitchen", "server-room", "2F-east"]), owner: "facilities" } : {},
      ...(kind === "SMART_PLUG" || kind === "DOOR_LOCK" ? { relayOn: chance(0.5) } : {}),
      errorCodes: chance(0.1) ? [-ri(1, 40)] : [],
    };
  }
  // one faulty thermostat reports NaN
  const ids = Object.keys(devices);
  devices[ids[6]].readings[0] = { Temperature: { celsius: "NaN" } };
  devices[ids[6]].errorCodes = [-17, 3];
  let fleet = { gatewayId: "gw-eu-ams-07", reportedAt: T0, firmwareLatest: "2.4.1", devices,
    sitesOnline: {}, incidents: [{ id: 9001, device: ids[6], severity: "MEDIUM", openedAt: T0 - 3_600_000, note: "thermistor reads NaN" }] };
  const recount = () => { fleet.sitesOnline = {}; for (const d of Object.values(fleet.devices)) if (d.online) fleet.sitesOnline[d.site] = (fleet.sitesOnline[d.site] ?? 0) + 1; };
  recount();
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      fleet = clone(fleet);
      fleet.reportedAt += 5000;
      // about a fifth of the devices report in each tick
      for (const id of ids) {
        const d = fleet.devices[id];
        if (!d || !d.online || !chance(0.2)) continue;
        d.lastSeenAt = fleet.reportedAt - ri(0, 4000);
        d.uptimeSec += 5;
        if (d.kind !== "THERMOSTAT" || id !== ids[6]) d.readings = readingFor(d.kind);
        if (d.battery !== undefined && chance(0.2)) d.battery = Math.max(0, d.battery - 1);
        if (d.rssiDbm !== undefined) d.rssiDbm = Math.max(-130, Math.min(0, d.rssiDbm + ri(-2, 2)));
      }
      if (t === 2) { fleet.devices[ids[20]].online = false; delete fleet.devices[ids[20]].rssiDbm;
        fleet.incidents.push({ id: 9002, device: ids[20], severity: "HIGH", openedAt: fleet.reportedAt, note: "device offline > 60 s" }); }
      if (t === 3) fleet.devices[ids[1]].relayOn = !fleet.devices[ids[1]].relayOn;
      if (t === 4) { fleet.devices["dev-door-new-01"] = { kind: "DOOR_LOCK", site: 7, online: true, lastSeenAt: fleet.reportedAt, uptimeSec: 2, battery: 100, rssiDbm: -61,
        firmware: "2.4.1", firmwareSha: shaOf["2.4.1"], readings: [], labels: { room: "loading-dock" }, relayOn: false, errorCodes: [] }; }
      if (t === 5) { fleet.devices[ids[20]].online = true; fleet.devices[ids[20]].rssiDbm = -88; fleet.incidents[1].closedAt = fleet.reportedAt; }
      if (t === 6) { delete fleet.devices[ids[33]]; fleet.incidents.shift(); fleet.devices[ids[6]].readings[0] = { Temperature: { celsius: 20.5 } }; fleet.devices[ids[6]].errorCodes = []; }
      if (t === 6) fleet.firmwareLatest = "2.5.0";
      recount();
    }
    states.push(clone(fleet));
  }
  out("iot", "Fleet", states);
}

// ---------------------------------------------------------------- rts
{
  reseed(404);
  const unitKinds = ["WORKER", "WORKER", "WORKER", "FOOTMAN", "FOOTMAN", "ARCHER", "ARCHER", "KNIGHT", "CATAPULT", "GRYPHON", "MAGE"];
  const maxHp = { WORKER: 220, FOOTMAN: 420, ARCHER: 310, KNIGHT: 800, CATAPULT: 520, GRYPHON: 1200, MAGE: 290 };
  const bases = [[400, 400], [3600, 400], [400, 3600], [3600, 3600]];
  const P = (x, y) => ({ x: q(x, 0.1, 0, 4096), y: q(y, 0.1, 0, 4096) });
  const players = {};
  ["Arthas", "Thrall", "Sylvanas", "Tyrande"].forEach((n, i) => {
    players[i] = { name: n, race: ["HUMAN", "ORC", "UNDEAD", "ELF"][i], color: [0xff0303, 0x0042ff, 0x1ce6b9, 0x540081][i],
      gold: ri(200, 3000), wood: ri(100, 1500), supplyUsed: 0, supplyCap: 90, explored: b64(48), alliances: i < 2 ? [0, 1] : [2, 3], defeated: false };
  });
  const units = {};
  let nextId = 1000;
  const spawn = (kind, owner, near) => {
    const u = { kind, owner, p: P(near[0] + (rnd() - 0.5) * 500, near[1] + (rnd() - 0.5) * 500), hp: maxHp[kind] - (chance(0.3) ? ri(0, 150) : 0), facing: ri(0, 359), vet: chance(0.1) ? ri(1, 3) : 0, sel: false };
    if (chance(0.35)) {
      const ok = kind === "WORKER" ? "GATHER" : pick(["MOVE", "ATTACK", "ATTACK_MOVE", "PATROL"]);
      u.order = { kind: ok, ...(ok === "ATTACK" || ok === "GATHER" ? { target: ri(1000, 1200) } : {}), path: Array.from({ length: ri(1, 4) }, () => P(u.p.x + (rnd() - 0.5) * 800, u.p.y + (rnd() - 0.5) * 800)) };
    }
    units[nextId++] = u;
    players[owner].supplyUsed = Math.min(200, players[owner].supplyUsed + 1);
  };
  for (let i = 0; i < 184; i++) { const o = i % 4; spawn(pick(unitKinds), o, bases[o]); }
  for (const id of [1000, 1001, 1005, 1009, 1013]) units[id].sel = true;
  const buildings = {};
  let bid = 1;
  bases.forEach(([x, y], o) => {
    for (const [k, n] of [["TOWN_HALL", 1], ["BARRACKS", 2], ["FARM", 3], ["TOWER", 1], ["LUMBER_MILL", 1]]) for (let j = 0; j < n; j++) {
      buildings[bid++] = { kind: k, owner: o, p: P(x + ri(-300, 300), y + ri(-300, 300)), hp: k === "TOWN_HALL" ? 4000 : ri(700, 1500), progress: 1,
        queue: k === "BARRACKS" && chance(0.6) ? [pick(["FOOTMAN", "ARCHER", "KNIGHT"])] : k === "TOWN_HALL" ? ["WORKER"] : [],
        ...(k === "BARRACKS" && chance(0.5) ? { rally: P(x + 200, y + 200) } : {}) };
    }
  });
  buildings[bid] = { kind: "BLACKSMITH", owner: 1, p: P(3400, 620), hp: 180, progress: 0.12, queue: [] };
  const unitIds = () => Object.keys(units).map(Number);
  const mkShots = () => Array.from({ length: ri(4, 9) }, () => { const [a, b] = [pick(unitIds()), pick(unitIds())]; return { from: a, to: b, p: P(units[a].p.x, units[a].p.y), eta: ri(1, 30) }; });
  let projectiles = mkShots();
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      for (const [id, u] of Object.entries(units)) {
        if (u.order && u.order.path.length) { // step toward first waypoint
          const w = u.order.path[0]; const dx = w.x - u.p.x, dy = w.y - u.p.y, d = Math.hypot(dx, dy);
          if (d < 6) u.order.path.shift(); else { u.p = P(u.p.x + (dx / d) * 5.2, u.p.y + (dy / d) * 5.2); u.facing = (Math.round((Math.atan2(dy, dx) * 180) / Math.PI) + 360) % 360; }
          if (!u.order.path.length && u.order.kind === "MOVE") delete u.order;
        }
        if (chance(0.04)) u.hp = Math.max(0, u.hp - ri(5, 60));
        if (u.hp === 0) { delete units[id]; players[u.owner].supplyUsed--; }
      }
      if (t === 2 || t === 5) { // combat: a few units die
        for (let k = 0; k < 3; k++) { const id = pick(unitIds()); players[units[id].owner].supplyUsed--; delete units[id]; }
      }
      if (t === 3 || t === 6) { // barracks finish training
        for (const b of Object.values(buildings)) if (b.queue.length && b.kind === "BARRACKS" && chance(0.5)) { const k = b.queue.shift(); spawn(k, b.owner, [b.p.x, b.p.y]); }
      }
      if (t === 4) { buildings[1].queue.push("WORKER", "WORKER"); for (const id of [1000, 1001]) if (units[id]) units[id].sel = false; }
      buildings[bid].progress = q(buildings[bid].progress + 0.03, 0.01, 0, 1); buildings[bid].hp += 60;
      for (const p of Object.values(players)) { p.gold += ri(0, 20); p.wood += ri(0, 12); }
      if (t === 5) players[2].explored = b64(48);
      projectiles = projectiles.filter((s) => s.eta > 1 && units[s.from] && units[s.to]).map((s) => ({ ...s, eta: s.eta - 1, p: P(s.p.x + 3, s.p.y - 2) }));
      if (chance(0.7)) projectiles.push(...mkShots().slice(0, 2));
    }
    states.push(clone({ tick: 36000 + t, mapName: "Lordaeron Crossing (4)", mapSize: 4096, players, units, buildings, projectiles, ...(t === 6 ? {} : {}) }));
  }
  out("rts", "Match", states);
}

// ---------------------------------------------------------------- scoreboard (small)
{
  reseed(505);
  let s = { gameId: 2024112503, period: 3, clock: 184.6, running: true,
    home: { abbr: "BOS", points: 71, fouls: 12, timeouts: 3, byPeriod: { 1: 24, 2: 29, 3: 18 } },
    away: { abbr: "DEN", points: 68, fouls: 14, timeouts: 4, byPeriod: { 1: 31, 2: 20, 3: 17 } },
    possession: "HOME", lastPlay: "Tatum 3pt jumper (assist: White)", margin: 3 };
  const states = [];
  const plays = [["HOME", 2, "Brown driving layup"], ["AWAY", 0, "Jokić defensive rebound"], ["AWAY", 3, "Murray 26' 3pt"], [null, 0, "Timeout: Boston"], ["HOME", 1, "Holiday free throw 1 of 2"], ["HOME", 0, "Holiday free throw 2 of 2 missed"], ["AWAY", 2, "Gordon alley-oop dunk"]];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      const [side, pts, text] = plays[t - 1];
      s.clock = q(s.clock - ri(3, 14) - 0.3, 0.1, 0, 720);
      if (side) { const x = side === "HOME" ? s.home : s.away; x.points += pts; x.byPeriod[s.period] += pts; s.possession = pts ? (side === "HOME" ? "AWAY" : "HOME") : side; }
      if (text.startsWith("Timeout")) { s.home.timeouts--; s.running = false; } else s.running = true;
      if (text.includes("free throw 1")) s.away.fouls++;
      s.lastPlay = text;
      if (t === 7) delete s.lastPlay;
      s.margin = s.home.points - s.away.points;
    }
    states.push(clone(s));
  }
  // last tick: a new period starts
  s = clone(s); s.period = 4; s.clock = 720; s.running = false; s.possession = "JUMP_BALL"; s.home.byPeriod[4] = 0; s.away.byPeriod[4] = 0;
  states[7] = s;
  out("scoreboard", "LiveScore", states);
}

// ---------------------------------------------------------------- kanban
{
  reseed(606);
  const verbs = ["Migrate", "Fix", "Add", "Refactor", "Document", "Investigate", "Remove", "Speed up", "Localize", "Audit"];
  const objs = ["billing webhook retries", "SSO login for Okta", "CSV export of invoices", "dark mode toggle", "search indexing lag", "the onboarding checklist",
    "feature flags cleanup", "rate limiter", "Postgres 16 upgrade", "flaky e2e tests", "mobile push tokens", "i18n for ja-JP / de-DE", "PDF rendering of reports"];
  const people = ["ana", "ben", "chloé", "deniz", "erik", "farah", "goro"];
  const labelNames = ["bug", "feature", "tech-debt", "security", "ux", "backend", "frontend"];
  let cid = 300;
  const mkCard = (depth = 0) => {
    const id = cid++;
    return {
      id, title: `${pick(verbs)} ${pick(objs)}`,
      ...(chance(0.5) ? { description: `Context: customers report that ${pick(objs)} ${pick(["is slow", "fails intermittently", "is confusing", "breaks on Safari"])}. See ticket #${ri(1000, 9999)}.` } : {}),
      labels: labelNames.filter(() => chance(0.2)), assignees: people.filter(() => chance(0.15)), priority: pick(["NONE", "LOW", "MEDIUM", "MEDIUM", "HIGH", "URGENT"]),
      ...(chance(0.6) ? { estimate: q(ri(1, 26) / 2, 0.5, 0, 100) } : {}), ...(chance(0.4) ? { dueAt: T0 + ri(1, 30) * 86_400_000 } : {}),
      checklist: chance(0.4) ? Array.from({ length: ri(2, 5) }, (_, k) => ({ text: pick(["write tests", "update docs", "QA on staging", "get design sign-off", "feature-flag it"]) + (k ? "" : " ✅"), done: chance(0.4) })) : [],
      subtasks: depth < 2 && chance(0.2) ? Array.from({ length: ri(1, 3) }, () => mkCard(depth + 1)) : [],
      commentCount: ri(0, 14), ...(chance(0.15) ? { blockedBy: [ri(300, 330)] } : {}),
    };
  };
  const columns = [["Backlog", undefined, 7], ["Ready", 8, 5], ["In progress", 4, 4], ["Review", 3, 3], ["Done", undefined, 5]].map(([title, wip, n], i) => ({
    id: 10 + i, title, ...(wip !== undefined ? { wipLimit: wip } : {}), collapsed: i === 4, cards: Array.from({ length: n }, () => mkCard()),
  }));
  const members = {};
  people.forEach((p, i) => { members[p] = { name: p[0].toUpperCase() + p.slice(1) + " " + pick(["Silva", "Okafor", "Müller", "Yıldız", "Lindqvist", "Tanaka"]), email: `${p.normalize("NFD").replace(/[\u0300-\u036f]/g, "")}@example.dev`, online: i < 4 }; });
  const labels = {};
  labelNames.forEach((l, i) => { labels[l] = { color: ["#d73a4a", "#a2eeef", "#fbca04", "#b60205", "#c5def5", "#0e8a16", "#1d76db"][i], ...(i % 2 ? { description: `cards about ${l}` } : {}) }; });
  let at = T0 + 0.5;
  const activity = [];
  const log = (actor, action, cardId, detail) => { at += ri(2000, 60000) + 0.25; activity.push({ at, actor, action, cardId, ...(detail ? { detail } : {}) }); if (activity.length > 12) activity.shift(); };
  for (let k = 0; k < 10; k++) log(pick(people), pick(["CREATED", "EDITED", "COMMENTED", "ASSIGNED"]), ri(300, 320), chance(0.4) ? "via Slack" : undefined);
  let board = { id: "brd_7Hq2Lx", name: "Payments squad — Sprint 48", revision: 1290, columns, members, labels, activity, archivedCardIds: [201, 207, 233] };
  const states = [];
  for (let t = 0; t < 7; t++) {
    if (t > 0) {
      board = clone(board);
      board.revision += ri(1, 3);
      const col = (i) => board.columns[i];
      const who = pick(people);
      switch (t) {
        case 1: { const c = col(1).cards.shift(); c.assignees = [who]; col(2).cards.push(c); log(who, "MOVED", c.id, "Ready → In progress"); board.members[who].viewingCard = c.id; break; }
        case 2: { const c = col(2).cards[0]; if (c.checklist.length) c.checklist[0].done = true; else c.checklist.push({ text: "write tests", done: false }); log(who, "EDITED", c.id); break; }
        case 3: { const c = col(3).cards.shift(); col(4).cards.unshift(c); log(who, "COMPLETED", c.id); board.filter = { assignee: who, priorities: ["HIGH", "URGENT"] }; break; }
        case 4: { const c = mkCard(); col(0).cards.push(c); log(who, "CREATED", c.id, "from template 'bug report'"); board.filter.text = "okta"; break; }
        case 5: { const c = col(2).cards[1]; c.commentCount++; c.title += " (blocked on vendor)"; c.blockedBy = [...(c.blockedBy ?? []), col(0).cards[0].id]; log(who, "COMMENTED", c.id, "waiting on Okta support"); break; }
        case 6: { const c = col(4).cards.pop(); board.archivedCardIds.push(c.id); log(who, "ARCHIVED", c.id); delete board.filter; board.members.goro.online = true; break; }
      }
      for (const m of Object.values(board.members)) if (m.viewingCard !== undefined && chance(0.3)) delete m.viewingCard;
      board.activity = clone(activity);
    }
    states.push(clone(board));
  }
  out("kanban", "Board", states);
}
