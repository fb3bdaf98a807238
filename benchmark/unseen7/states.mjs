/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). A seventh "unseen" set, written by a helper session from the README alone, in
 * shapes unseen/ to unseen6/ lack or barely use: a 60 Hz player-input packet (eight small fields,
 * a constant-cost-dominated message whose sequence number wraps), a wide flight-data record (ONE
 * flat record of 129 fields of every scalar kind, most moving every frame), an MMO area-of-interest
 * update (1 000 entities in an array that ALL change every tick, despawns in the middle, spawns
 * at the end and one in the middle, and 150 id-less projectiles that all move), a sparse MMO
 * character (dozens of mostly-absent optionals, uint- and negative-int-keyed maps, maps of arrays,
 * arrays of maps, bytes values), an online-learning monitor (1 024 plain doubles, 256-dimension
 * embedding rows in a map, quantized activations, uint[][] and quantized float[][], where a step
 * touches a few values; the last step's loss is NaN) and a server-driven UI tree (a 29-variant
 * union recursing through arrays and optionals, a 229-option icon enum, CJK/Thai/emoji text, bytes,
 * a variant switch, a row spliced into a list, a locale switch that changes every label).
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 6–8 consecutive ticks of a live
 * system, where each tick changes some fields of the previous one and some ticks insert or remove
 * entries in arrays and maps. They are not in the repository (about 3 MB): run this first.
 *
 *   node benchmark/unseen7/states.mjs
 *   cp benchmark/unseen7/*.yml benchmark/unseen7/*.states.json schemas/
 *   npm run bench input flight crowd character training ui   # then remove the copies
 */
import { b64, bytes, chance, clamp, clone, dbl, f32, pick, q, reseed, ri, rnd, ticks, writeStates } from "../states-common.mjs";

// One state per line (compact JSON, -0 kept).
const out = (name, type, states) => writeStates(import.meta.url, name, type, states);

const T0 = 1_732_550_400_000;

// ---------------------------------------------------------------- input (tiny 60 Hz packet)
{
  reseed(7001);
  let s = { seq: 65_533, ackTick: 1_204_337, moveX: 0, moveY: 127, yaw: f32(271.40625), pitch: f32(-3.1640625), buttons: 0 };
  const FIRE = 1, AIM = 2, JUMP = 4, CROUCH = 8, RELOAD = 16, USE = 32, SPRINT = 256;
  const aim = (s, dy, dp) => { s.yaw = f32((s.yaw + dy + 360) % 360); s.pitch = f32(clamp(s.pitch + dp, -89, 89)); };
  const step = (s) => { s.seq = (s.seq + 1) & 0xffff; s.ackTick += 1; };
  const script = [
    (s) => { step(s); aim(s, 0.52734375, -0.0703125); s.buttons = SPRINT; },
    (s) => { step(s); aim(s, 1.0546875, 0.0); s.moveX = 38; s.moveY = 119; },
    (s) => { step(s); s.ackTick += 1; aim(s, 0.263671875, 0.140625); s.buttons = SPRINT | AIM; s.moveX = 90; }, // seq wraps here
    (s) => { step(s); s.ackTick -= 1; aim(s, -0.087890625, 0.2109375); s.buttons = AIM | FIRE; s.moveX = 0; s.moveY = -127; },
    (s) => { step(s); aim(s, dbl(2), dbl(0.5)); s.buttons = AIM | FIRE | CROUCH; s.weaponSlot = 3; },
    (s) => { step(s); s.buttons = RELOAD | USE | JUMP; s.moveY = 0; s.moveX = -127; delete s.weaponSlot; },
    (s) => { step(s); aim(s, dbl(0.3), 0); s.buttons = 0xffff; s.moveX = -1; s.moveY = 1; },
  ];
  out("input", "Input", ticks(8, s, script));
}

// ---------------------------------------------------------------- flight (one flat record of 129 fields)
{
  reseed(7002);
  const n = (v, amp) => v + (rnd() - 0.5) * 2 * amp; // noise
  let s = {
    frame: 48_211, utcMs: T0 + 13_530_000, callsign: "AFR1234", tail: "F-GZNT", squawk: 0o3472, phase: "APPROACH",
    lat: 49.0452916402185, lon: 2.7041630937722, altBaroFt: 2_900, altGpsM: 842.3, vsFpm: -720,
    iasKt: 168.25, tasKt: 174.5, gsKt: 161.75, mach: 0.261, headingMag: 265.42, headingTrue: 266.91, trackTrue: 267.03,
    pitchDeg: 1.84, rollDeg: -0.62, aoaDeg: 4.35, sideslipDeg: -0.15,
    accelLon: f32(-0.0123), accelLat: f32(0.0041), accelVert: f32(0.9987), rollRate: f32(-0.21), pitchRate: f32(0.05), yawRate: f32(0.12),
    windDir: 240, windKt: 14, satC: 8.75, tatC: 11.5, qnhHpa: 1013, baroStd: false,
    elevatorDeg: -1.2, aileronLDeg: 0.4, aileronRDeg: -0.4, rudderDeg: 0.3, stabTrimDeg: 3.12,
    columnPos: f32(0.0137), wheelPos: f32(-0.0214), pedalPos: f32(0.003),
    speedbrakePct: 0, speedbrakeArmed: false, flapLever: "F15", flapsDeg: 15, slatsExtended: true,
    gearLever: "UP", gearNoseDown: false, gearLeftDown: false, gearRightDown: false, wowNose: false, wowMain: false,
    brakePressL: 0, brakePressR: 0, autobrake: "LOW",
    n1Eng1: 52.3, n1Eng2: 52.1, n2Eng1: 78.4, n2Eng2: 78.2, egtEng1: 512, egtEng2: 507, fuelFlowEng1: 1_180, fuelFlowEng2: 1_172,
    oilPressEng1: 48, oilPressEng2: 47, oilTempEng1: 88, oilTempEng2: 91, oilQtyEng1: 17.5, oilQtyEng2: 18, vibEng1: 0.4, vibEng2: 0.6,
    throttle1: 41.5, throttle2: 41.5, reverser1: "STOWED", reverser2: "STOWED", running1: true, running2: true,
    fuelLeftKg: 2_710, fuelCenterKg: 0, fuelRightKg: 2_694, fuelUsedKg: f32(9_812.5), fuelTempC: 4.5, crossfeed: false,
    ap1: true, ap2: false, autothrust: true, flightDirector: true,
    latMode: "LOC_STAR", latArmed: "LOC", vertMode: "ALT", vertArmed: "GS", athrMode: "SPEED",
    selAltFt: 5_000, selSpeedKt: 170, selHeading: 265, costIndex: 30,
    xtkNm: 0.21, distToWptNm: 9.8, nextWpt: "CI26L", etaWptS: 216, ilsFreqMhz: 110.55, dmeNm: 11.2,
    hydGreenPsi: 3_010, hydBluePsi: 2_990, hydYellowPsi: 3_005, cabinAltFt: 1_450, cabinVsFpm: -300, diffPressPsi: 0.9, packsOn: 2,
    acBus1V: 115, acBus2V: 116, dcBusV: 28.1, masterWarning: false, masterCaution: false, stallWarning: false, overspeed: false,
    tcas: "TRAFFIC", grossWeightKg: 61_420, cgPctMac: 27.4, frameCrc: 0,
  };
  const crc = () => ri(0, 0xffffffff);
  s.frameCrc = crc();
  const move = (s, t) => { // the continuous parameters: nearly every one moves every frame
    s.frame += 1; s.utcMs += 1_000 + ri(-3, 3);
    const gsMs = s.gsKt * 0.514444, hdg = (s.trackTrue * Math.PI) / 180;
    s.lat += (gsMs * Math.cos(hdg)) / 111_320 + dbl(1e-7); s.lon += (gsMs * Math.sin(hdg)) / (111_320 * Math.cos((s.lat * Math.PI) / 180)) + dbl(1e-7);
    s.vsFpm = clamp(Math.round(n(s.vsFpm, 40)), -12_000, 12_000);
    s.altBaroFt = Math.round(s.altBaroFt + s.vsFpm / 60); s.altGpsM = q(s.altBaroFt * 0.3048 + 16 + n(0, 0.8), 0.1);
    if (s.altBaroFt - 390 < 2_500) s.altRadioFt = q(s.altBaroFt - 390 + n(0, 6), 0.5, -20, 2_500);
    s.iasKt = q(n(s.iasKt - 1.2, 0.6), 0.25, 0, 500); s.tasKt = q(s.iasKt * 1.04 + n(0, 0.3), 0.25); s.gsKt = q(s.tasKt - 12 + n(0, 1), 0.25);
    s.mach = q(s.tasKt / 661.5, 0.001);
    for (const k of ["headingMag", "headingTrue", "trackTrue"]) s[k] = q(n(s[k], 0.08), 0.01, 0, 360);
    s.pitchDeg = q(n(s.pitchDeg, 0.15), 0.01, -90, 90); s.rollDeg = q(n(s.rollDeg * 0.7, 0.6), 0.01, -180, 180);
    s.aoaDeg = q(n(s.aoaDeg, 0.2), 0.05, -20, 40); s.sideslipDeg = q(n(s.sideslipDeg, 0.1), 0.05, -30, 30);
    for (const k of ["accelLon", "accelLat", "rollRate", "pitchRate", "yawRate", "columnPos", "wheelPos", "pedalPos"]) s[k] = f32(n(s[k] * 0.5, 0.05));
    s.accelVert = f32(n(1, 0.04));
    if (chance(0.4)) s.windDir = (s.windDir + ri(-3, 3) + 360) % 360;
    s.windKt = clamp(s.windKt + ri(-1, 1), 0, 250); s.satC = q(s.satC + 0.25, 0.25); s.tatC = q(s.satC + 2.75 + n(0, 0.2), 0.25);
    for (const k of ["elevatorDeg", "aileronLDeg", "rudderDeg"]) s[k] = q(n(s[k] * 0.6, 0.5), 0.1, -30, 30);
    s.aileronRDeg = q(-s.aileronLDeg + n(0, 0.1), 0.1, -30, 30); s.stabTrimDeg = q(n(s.stabTrimDeg, 0.02), 0.01, -5, 15);
    for (const e of [1, 2]) {
      s[`n1Eng${e}`] = q(n(s[`n1Eng${e}`], 0.8), 0.1, 0, 120); s[`n2Eng${e}`] = q(s[`n1Eng${e}`] * 0.55 + 49.6 + n(0, 0.2), 0.1, 0, 120);
      s[`egtEng${e}`] = Math.round(n(s[`egtEng${e}`], 4)); s[`fuelFlowEng${e}`] = Math.round(n(s[`fuelFlowEng${e}`], 15));
      s[`oilTempEng${e}`] += ri(-1, 1); if (chance(0.3)) s[`oilPressEng${e}`] += ri(-1, 1);
      s[`vibEng${e}`] = q(n(s[`vibEng${e}`], 0.1), 0.1, 0, 5); s[`throttle${e}`] = q(n(s[`throttle${e}`], 0.6), 0.1, -20, 100);
    }
    const burn = (s.fuelFlowEng1 + s.fuelFlowEng2) / 3_600;
    s.fuelUsedKg = f32(s.fuelUsedKg + burn); s.fuelLeftKg -= Math.round(burn / 2); s.fuelRightKg -= Math.round(burn / 2);
    s.xtkNm = q(s.xtkNm * 0.6 + n(0, 0.01), 0.01); s.distToWptNm = q(s.distToWptNm - s.gsKt / 3_600, 0.1, 0, 9_999);
    s.etaWptS = Math.max(0, Math.round((s.distToWptNm / s.gsKt) * 3_600)); s.dmeNm = q(s.distToWptNm + 1.4, 0.1, 0, 400);
    for (const k of ["hydGreenPsi", "hydBluePsi", "hydYellowPsi"]) s[k] = clamp(s[k] + ri(-8, 8), 0, 3_500);
    s.cabinAltFt = clamp(s.cabinAltFt + Math.round(s.cabinVsFpm / 60), -1_000, 15_000); s.cabinVsFpm = clamp(s.cabinVsFpm + ri(-20, 20), -2_000, 2_000);
    s.diffPressPsi = q(n(s.diffPressPsi - 0.02, 0.02), 0.1, -1, 10); s.acBus1V = 115 + ri(0, 1); s.acBus2V = 115 + ri(0, 2); s.dcBusV = q(n(28, 0.1), 0.1);
    s.grossWeightKg -= Math.round(burn); s.cgPctMac = q(s.cgPctMac + (chance(0.3) ? 0.1 : 0), 0.1);
    if (s.locDevDots !== undefined) s.locDevDots = q(s.locDevDots * 0.5 + n(0, 0.02), 0.01, -2.5, 2.5);
    if (s.gsDevDots !== undefined) s.gsDevDots = q(s.gsDevDots * 0.6 + n(0, 0.03), 0.01, -2.5, 2.5);
    s.frameCrc = crc();
  };
  const script = [
    (s) => { move(s); s.latMode = "LOC"; delete s.latArmed; s.locDevDots = 0.42; s.gsDevDots = -1.8; delete s.tcas; },
    (s) => { move(s); s.gearLever = "DOWN"; s.masterCaution = true; s.flapLever = "F25"; s.flapsDeg = 17.5; s.vsFpm = -150; },
    (s) => { move(s); s.vertMode = "GS_STAR"; delete s.vertArmed; s.gearNoseDown = true; s.gearLeftDown = true; s.flapsDeg = 21.3; s.selAltFt = 3_000; s.vsFpm = -640; },
    (s) => { move(s); s.vertMode = "GS"; s.gearRightDown = true; s.masterCaution = false; s.flapsDeg = 25; s.speedbrakeArmed = true; s.selSpeedKt = 142; s.autobrake = "MED"; },
    (s) => { move(s); s.flapLever = "F30"; s.flapsDeg = 26.8; s.gpws = "GLIDESLOPE"; s.gsDevDots = 1.31; s.phase = "FINAL"; s.vertArmed = "FLARE"; },
    (s) => { move(s); delete s.gpws; s.flapsDeg = 30; s.ap1 = false; s.masterWarning = true; delete s.selHeading; s.latArmed = "ROLL_OUT"; },
    (s) => { move(s); s.masterWarning = false; s.apuN = 12.4; s.apuEgt = -8; s.packsOn = 1; s.squawk = 0o7000; delete s.ilsFreqMhz; delete s.dmeNm; },
  ];
  out("flight", "FlightData", ticks(8, s, script));
}

// ---------------------------------------------------------------- crowd (every entity of a 1 000-entry array changes every tick)
{
  reseed(7003);
  const kinds = ["PLAYER", "PLAYER", "PLAYER", "NPC", "MOB", "MOB", "MOB", "ELITE", "PET", "MOUNT", "CRITTER"];
  const guilds = ["Ωmega", "月光", "NoLife", "Les Gueux", "ⓇⒶⒾⒹ", "전설", "", "Ünholy 💀"];
  let nextId = 2_000_000;
  const spawn = (id) => {
    const kind = pick(kinds), moving = kind !== "NPC" && kind !== "CRITTER" && chance(0.7);
    const e = {
      id, kind, model: ri(1, 4_000), x: q(rnd() * 1_000 - 500, 0.0625), y: q(20 + rnd() * 40, 0.125), z: q(rnd() * 1_000 - 500, 0.0625),
      yaw: ri(0, 255), speed: moving ? q(pick([3.5, 7, 7, 9.8, 14]), 0.1) : 0, anim: moving ? pick(["WALK", "RUN", "RUN", "SPRINT"]) : pick(["IDLE", "IDLE", "SIT", "EMOTE", "CAST"]),
      hpPct: chance(0.8) ? 100 : ri(1, 99), level: kind === "CRITTER" ? 1 : ri(10, 80), mounted: kind === "PLAYER" && chance(0.2), inCombat: chance(0.15),
    };
    if (e.inCombat || chance(0.1)) e.target = ri(1_000_000, 2_000_000);
    if (kind === "PLAYER" && chance(0.6)) e.guildTag = pick(guilds);
    return e;
  };
  const ids = new Set();
  while (ids.size < 1_000) ids.add(ri(1_000_000, 1_999_999));
  const entities = [...ids].sort((a, b) => a - b).map(spawn);
  entities[0].kind = "BOSS"; entities[0].hpPct = 63; entities[0].level = 80; entities[0].inCombat = true; entities[0].target = entities[1].id;
  const shoot = () => {
    const owner = pick(entities), dir = rnd() * 2 * Math.PI, v = 20 + rnd() * 40;
    return {
      pos: { x: q(owner.x, 0.01), y: q(owner.y + 1.5, 0.01), z: q(owner.z, 0.01) },
      vel: { x: q(v * Math.cos(dir), 0.01), y: q(dbl(4), 0.01), z: q(v * Math.sin(dir), 0.01) },
      owner: owner.id, spell: ri(1, 4_095), ttlTicks: ri(5, 60),
    };
  };
  let s = { tick: 88_104_221, zone: 1_519, cellX: -37, cellZ: 212, serverTimeMs: T0 + 40_000, entities, projectiles: Array.from({ length: 150 }, shoot), left: [], weather: "RAIN", dayTime: 0.732 };
  const anims = ["WALK", "RUN", "SPRINT", "JUMP", "FALL", "ATTACK", "DODGE"];
  const tickAll = (s) => {
    s.tick += 6; s.serverTimeMs += 100; s.dayTime = q(s.dayTime + 0.001, 0.001, 0, 1); s.left = [];
    for (const e of s.entities) {
      if (e.speed > 0) {
        const a = (e.yaw / 256) * 2 * Math.PI, d = e.speed * 0.1;
        e.x = q(e.x + d * Math.cos(a), 0.0625, -512, 512); e.z = q(e.z + d * Math.sin(a), 0.0625, -512, 512);
        if (chance(0.3)) e.y = q(e.y + pick([-0.125, 0.125, 0.25]), 0.125, -256, 768);
        e.yaw = (e.yaw + ri(-6, 6) + 256) % 256;
        if (chance(0.1)) e.anim = pick(anims);
        if (chance(0.05)) e.speed = q(pick([3.5, 7, 9.8, 14, 21.5]), 0.1);
      } else { // standing entities turn or animate
        if (chance(0.6)) e.yaw = (e.yaw + ri(1, 3)) % 256; else e.anim = e.anim === "IDLE" ? pick(["EMOTE", "CAST", "SIT"]) : "IDLE";
      }
      if (e.inCombat) { e.hpPct = clamp(e.hpPct - ri(0, 6), 0, 100); if (e.hpPct === 0) { e.anim = "DEAD"; e.speed = 0; e.inCombat = false; delete e.target; } }
      else if (e.hpPct < 100 && e.anim !== "DEAD") e.hpPct = Math.min(100, e.hpPct + 2);
      if (chance(0.01)) { e.inCombat = !e.inCombat; if (e.inCombat) e.target = pick(s.entities).id; else delete e.target; }
    }
    s.projectiles = s.projectiles.filter((p) => p.ttlTicks > 1 && !chance(0.04)); // hits and expiries, from the middle
    for (const p of s.projectiles) {
      p.ttlTicks -= 1;
      for (const k of ["x", "y", "z"]) p.pos[k] = q(p.pos[k] + p.vel[k] * 0.1, 0.01, -1_024, 1_024);
      p.vel.y = q(p.vel.y - 0.98, 0.01);
    }
    for (let k = ri(5, 12); k > 0; k--) s.projectiles.push(shoot());
  };
  const despawn = (s, n) => { for (let k = 0; k < n; k++) { const i = ri(1, s.entities.length - 2); s.left.push(s.entities[i].id); s.entities.splice(i, 1); } };
  const spawnAtEnd = (s, n) => { for (let k = 0; k < n; k++) s.entities.push(spawn(nextId++)); };
  let returning;
  const script = [
    (s) => { tickAll(s); despawn(s, 3); },
    (s) => { tickAll(s); spawnAtEnd(s, 4); },
    (s) => { tickAll(s); returning = s.entities.splice(400, 1)[0]; s.left.push(returning.id); despawn(s, 1); },
    (s) => { // a player back in the middle, where its id sorts
      tickAll(s); returning.x = q(returning.x + 3, 0.0625, -512, 512); returning.anim = "RUN";
      s.entities.splice(s.entities.findIndex((e) => e.id > returning.id), 0, returning); spawnAtEnd(s, 2); s.weather = "STORM";
    },
    (s) => { tickAll(s); despawn(s, 5); spawnAtEnd(s, 5); s.entities[0].hpPct = 0; s.entities[0].anim = "DEAD"; s.entities[0].inCombat = false; delete s.entities[0].target; },
    (s) => { tickAll(s); despawn(s, 2); },
    (s) => { tickAll(s); spawnAtEnd(s, 1); s.projectiles.splice(0, 40); }, // an area effect wipes a run of old projectiles
  ];
  out("crowd", "AreaUpdate", ticks(8, s, script));
}

// ---------------------------------------------------------------- character (sparse optionals, int-keyed maps, maps of arrays, arrays of maps)
{
  reseed(7004);
  const item = (itemId, props = {}) => ({ itemId, ...props });
  const bags = {};
  const occupied = [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 40, 41, 42, 43, 44, 45, 46, 47, 48, 52, 53, 60, 61, 62, 63, 70, 71, 72, 80, 81, 90, 91, 100, 101, 102, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119];
  for (const slot of occupied) {
    const it = item(ri(1_000, 220_000));
    if (chance(0.45)) it.count = ri(2, 200);
    if (chance(0.15)) it.durability = ri(0, 200);
    if (chance(0.1)) it.bound = pick(["PICKUP", "EQUIP", "ACCOUNT", "QUEST"]);
    if (chance(0.05)) it.suffix = ri(-1_000, 1_000);
    if (chance(0.04)) it.creator = pick(["Ærendil", "铁匠王", "xX_Crafter_Xx"]);
    if (chance(0.03)) it.expiresAt = T0 + ri(1, 30) * 86_400_000;
    if (chance(0.03)) it.charges = ri(-5, 20);
    bags[slot] = it;
  }
  bags[5] = item(6_948, { bound: "PICKUP" }); // hearthstone
  bags[119] = item(190_001, { locked: true, stats: {} }); // an empty map in an optional
  const gear = (id, extra) => item(id, { durability: ri(60, 200), bound: "PICKUP", ...extra });
  const equipped = {
    head: gear(212_001, { enchant: 6_625, gems: [192_991] }), neck: gear(212_044, { gems: [192_991, 192_945, 0] }), shoulder: gear(212_003, { transmog: 30_141 }),
    chest: gear(212_006, { enchant: 6_625, transmog: 30_133, stats: { haste: 612, mastery: 418, "versatilité": 0 } }), waist: gear(212_007, {}), legs: gear(212_008, { enchant: 6_830 }),
    feet: gear(212_009, {}), wrist: gear(212_010, { creator: "Ærendil" }), hands: gear(212_011, {}), finger1: gear(212_012, { enchant: 6_556, gems: [] }), finger2: gear(212_013, { enchant: 6_556 }),
    trinket1: gear(212_014, { charges: 1 }), trinket2: gear(212_015, {}), back: gear(212_016, {}), mainHand: gear(212_017, { enchant: 6_643, suffix: -412, stats: { crit: 910 } }), offHand: gear(212_018, {}),
  };
  const reputation = {};
  for (let k = 0; k < 40; k++) reputation[ri(1, 2_600)] = ri(-42_000, 42_000);
  const friends = {};
  for (const [name, f] of [["Ærendil-Silvermoon", { online: true, zone: "Valdrakken" }], ["李雷-Tichondrius", { note: "raid lead 🗡️", lastSeen: T0 - 86_400_000 }], ["Zoë", {}], ["Jürgen-Antonidas", { online: false, lastSeen: T0 - 3_600_000 }],
    ["Müll", { note: "" }], ["ナナ-Illidan", { online: true, zone: "オリボス" }], ["O'Brien", {}], ["Seán", { note: "alt of Zoë" }], ["김민준", { online: true, zone: "Dornogal" }], ["x".repeat(24), {}]]) friends[name] = f;
  let s = {
    id: 3_377_104_112, name: "Ælfwynn", realm: "Kazzak", level: 79, xp: 1_845_220, class: "EVOKER", race: "DRACTHYR", gender: "FEMALE",
    guild: { id: 55_012, name: "Les Gueux d'Azeroth", rank: 3, motd: "Raid mercredi 21h — soyez à l'heure 🐉" },
    position: { map: 2_552, x: -1_742.66, y: 3_811.04, z: 412.5, facing: 2.184 },
    health: 412_880, power: 250_000,
    stats: { strength: 812, agility: 901, stamina: 61_244, intellect: 70_118, crit: 4_120, haste: 9_880, mastery: 6_210, versatility: 2_144, leech: 0, avoidance: -15 },
    buffs: { 1_459: { caster: 3_377_104_112 }, 21_562: { expiresAt: T0 + 3_600_000 }, 364_342: { stacks: 3, expiresAt: T0 + 12_000, value: 1_500 }, 444_000: { hidden: true } },
    cooldowns: { 357_208: T0 + 18_000, 359_073: T0 + 9_500, 374_348: T0 + 85_000, 363_916: T0 + 4_200 },
    bags, equipped,
    currencies: { 1_792: 1_750, 2_032: 0, 2_245: 2_000, 2_706: 15, 2_815: 12_440, 3_008: 90 },
    quests: { 78_000: [4, 10], 78_010: [0], 78_322: [1, 1, 0], 79_110: [] },
    completedQuests: [70_001, 70_002, 70_004, 70_010, 71_200, 72_000, 72_001, 77_001, 77_999],
    talents: [{ 1: 1, 4: 2, 7: 1 }, { 10: 1, 12: 1 }, { 21: 3, 24: 1 }, {}, { 40: 1 }],
    actionBars: [
      { 0: { SpellAction: { spell: 357_208 } }, 1: { SpellAction: { spell: 356_995, rank: 3 } }, 2: { SpellAction: { spell: 359_073 } }, 5: { SpellAction: { spell: 361_469 } }, 11: { ItemAction: { item: 211_880 } } },
      { 0: { MacroAction: { name: "/focus", icon: 134_400, body: "/focus [@mouseover,exists]\n/cast [@focus] Quell" } }, 3: { EmoteAction: { emote: "wave" } } },
      {},
    ],
    explored: { "-2": b64(128), "-1": b64(128), "0": b64(128), "1": b64(64) },
    reputation,
    mutedByChannel: { "Trade - City": ["GoldSeller123", "ЗолотоДешево"], LookingForGroup: [] },
    friends,
    settings: { uiScale: 0.85, autoLoot: true, language: "frFR", masterVolume: 40, keybinds: { "SHIFT-1": "ACTIONBUTTON7", "CTRL-F": "FOCUS" }, tutorialsSeen: [1, 2, 3, 5, 8, 13] },
    mailUnread: 2,
  };
  const exploreMore = (s, floor, k) => { const b = Buffer.from(s.explored[floor], "base64"); for (let i = 0; i < k; i++) b[ri(0, b.length - 1)] |= 1 << ri(0, 7); s.explored[floor] = b.toString("base64"); };
  const walk = (s) => { s.position.x = q(s.position.x + dbl(15), 0.01); s.position.y = q(s.position.y + dbl(15), 0.01); s.position.facing = q(rnd() * 6.28, 0.001); };
  const script = [
    (s) => { walk(s); s.xp += 1_250; s.buffs[390_386] = { stacks: 1, expiresAt: T0 + 40_000 }; s.cooldowns[390_386] = T0 + 60_000; s.quests[78_000][0] = 5; exploreMore(s, "0", 3); },
    (s) => { walk(s); s.bags[7] = item(191_383, { count: 3 }); s.bags[22].count = (s.bags[22].count ?? 1) + 1; s.currencies[2_815] += 312; s.buffs[1_459].stacks = 2; s.buffs[364_342].stacks = 2; },
    (s) => { walk(s); delete s.buffs[364_342]; delete s.cooldowns[363_916]; s.settings.showHelm = false; s.settings.keybinds["ALT-Q"] = "MACRO 1"; s.settings.cameraDistance = 39.5; s.mutedByChannel["Trade - City"].push("ＧＯＬＤ４ＵＵ"); },
    (s) => { walk(s); s.talents[2] = { 21: 3, 23: 2 }; s.talents[3] = { 30: 1 }; s.actionBars[0][5] = { MacroAction: { name: "Rescue 🛟", body: "/cast [@mouseover,help] Rescue" } }; s.actionBars[2][0] = { SpellAction: { spell: 370_553 } }; s.health = 201_004; },
    (s) => { walk(s); s.position.map = 2_601; s.position.instance = 9_441_002; s.position.phase = 12; s.explored["-3"] = b64(128); exploreMore(s, "-2", 40); s.friends["ナナ-Illidan"].online = false; delete s.friends["ナナ-Illidan"].zone; s.pvp = { honor: 15_220, rating: { "2v2": 1_812, "3v3": 0 }, flagged: true, flaggedUntil: T0 + 300_000 }; },
    (s) => { // level up: a quest completes, stats move, the guild promotes
      walk(s); s.level = 80; s.xp = 0; s.restedXp = 120_000; delete s.quests[78_000]; s.completedQuests.push(78_000); s.quests[80_001] = [0, 0, 0, 0];
      for (const k of Object.keys(s.stats)) s.stats[k] = Math.round(s.stats[k] * 1.03); s.health = 425_000; s.guild.rank = 2; s.guild.rankName = "Officier"; delete s.mailUnread;
      s.title = "the Timeless"; delete s.bags[0]; s.bags[200] = item(224_444, { count: 1, bound: "ACCOUNT", expiresAt: T0 + 604_800_000 });
    },
  ];
  out("character", "Character", ticks(7, s, script));
}

// ---------------------------------------------------------------- training (long double arrays, a few values changing)
{
  reseed(7005);
  const layers = ["embed", "attn.0", "ffn.0", "attn.1", "ffn.1", "head"];
  const gauss = () => { let u = 0, v = 0; while (u === 0) u = rnd(); v = rnd(); return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v); };
  const hist = (layer) => {
    const lo = -0.2 - rnd() * 0.1, hi = -lo, edges = Array.from({ length: 65 }, (_, i) => lo + ((hi - lo) * i) / 64);
    const counts = edges.slice(1).map((e, i) => { const c = (edges[i] + e) / 2; return Math.round(40_000 * Math.exp(-((c / (hi * 0.35)) ** 2))); });
    return { layer, edges, counts, min: lo + rnd() * 0.001, max: hi - rnd() * 0.001, mean: dbl(1e-3), std: hi * 0.35 + dbl(1e-4) };
  };
  const itemKeys = Array.from({ length: 16 }, (_, i) => `item:${pick(["sku", "video", "song", "歌曲", "🎬"])}-${100_000 + i * 7_919}`);
  const embeddings = {};
  for (const k of itemKeys) embeddings[k] = Array.from({ length: 256 }, () => gauss() * 0.05);
  let s = {
    run: "recsys-online/2024-11-25T18:00Z#7f3a", step: 1_204_400, epoch: 37, wallTime: 1_732_557_600.123456,
    learningRate: 3e-4 * 0.5 * (1 + Math.cos(Math.PI * 0.37)), loss: 0.41235 + dbl(0.001),
    lossWindow: Array.from({ length: 128 }, (_, i) => 0.45 - i * 0.0003 + dbl(0.01)),
    metrics: { auc: 0.8123 + dbl(0.001), "recall@20": 0.3311 + dbl(0.001), "ndcg@20": 0.2417 + dbl(0.001), logloss: 0.41235, calibration: 1.0213, "throughput/s": 182_331.5, "gpu.mem.GiB": 61.25, "grad.clip.frac": 0 },
    gradNorms: Array.from({ length: 48 }, () => f32(Math.abs(gauss()) * 0.3)),
    centroid: Array.from({ length: 1_024 }, () => gauss() * 0.02),
    embeddings,
    activations: Array.from({ length: 1_024 }, () => q(gauss() * 1.5, 0.0625, -8, 8)),
    histograms: layers.map(hist),
    confusion: Array.from({ length: 12 }, (_, i) => Array.from({ length: 12 }, (_, j) => (i === j ? ri(800, 1_500) : chance(0.5) ? ri(0, 60) : 0))),
    attention: Array.from({ length: 16 }, () => { const w = Array.from({ length: 16 }, () => rnd() ** 3); const t = w.reduce((a, b) => a + b); return w.map((x) => q(x / t, 0.0001)); }),
    diverged: false,
  };
  let nextItem = 200_000;
  const step = (s, t) => {
    s.step += 1; s.wallTime += 0.2 + rnd() * 0.01; s.learningRate *= 0.99999; s.loss = s.loss - 0.0002 + dbl(0.004);
    s.lossWindow.shift(); s.lossWindow.push(s.loss);
    for (const k of Object.keys(s.metrics)) if (k !== "grad.clip.frac" || t === 3) s.metrics[k] += dbl(Math.abs(s.metrics[k]) * 1e-3 + 1e-4);
    s.gradNorms = s.gradNorms.map((g) => f32(Math.abs(g + dbl(0.02))));
    for (let k = ri(3, 7); k > 0; k--) s.centroid[ri(0, 1_023)] += gauss() * 1e-4; // a few dimensions
    const keys = Object.keys(s.embeddings);
    for (let r = 0; r < 3; r++) { const row = s.embeddings[pick(keys)]; for (let k = ri(4, 16); k > 0; k--) row[ri(0, 255)] += gauss() * 1e-3; }
    for (let k = ri(6, 14); k > 0; k--) { const i = ri(0, 1_023); s.activations[i] = q(s.activations[i] + pick([-0.125, -0.0625, 0.0625, 0.1875]), 0.0625, -8, 8); }
    for (const h of s.histograms) { for (let k = ri(1, 4); k > 0; k--) { const i = ri(1, 62); const m = Math.min(h.counts[i], ri(1, 30)); h.counts[i] -= m; h.counts[i + pick([-1, 1])] += m; } h.mean += dbl(1e-5); h.std += dbl(1e-5); }
    for (let k = ri(3, 8); k > 0; k--) s.confusion[ri(0, 11)][ri(0, 11)] += ri(1, 4);
    for (let k = ri(10, 25); k > 0; k--) { const r = s.attention[ri(0, 15)]; r[ri(0, 15)] = q(rnd() * 0.2, 0.0001); }
  };
  const script = [
    (s, t) => { step(s, t); },
    (s, t) => { step(s, t); const k = Object.keys(s.embeddings)[5]; s.embeddings[k] = s.embeddings[k].map(() => gauss() * 0.05); }, // a row re-initialized: all 256 change
    (s, t) => { step(s, t); const k = Object.keys(s.embeddings)[2]; delete s.embeddings[k]; s.embeddings[`item:sku-${nextItem++}`] = Array.from({ length: 256 }, () => gauss() * 0.05); }, // evict one, admit one
    (s, t) => { step(s, t); s.epoch += 1; s.confusion = s.confusion.map((r) => r.map(() => 0)); s.confusion[3][3] = 12; }, // epoch boundary: the confusion matrix resets
    (s, t) => { step(s, t); s.checkpoint = { path: `gs://ckpt/recsys-online/step-${s.step}/model.safetensors`, sha256: b64(32), step: s.step, sizeBytes: 13_958_643_712 }; s.histograms = s.histograms.map((h) => hist(h.layer)); }, // rebinned
    (s, t) => { step(s, t); s.attention = s.attention.map((r) => r.map((x) => q(x * 0.9 + 0.1 / 16, 0.0001))); s.metrics["grad.clip.frac"] = 0.125; }, // every attention weight moves
    (s, t) => { step(s, t); s.loss = NaN; s.lossWindow[s.lossWindow.length - 1] = "NaN"; s.diverged = true; s.gradNorms[47] = f32(Infinity); s.metrics.logloss = NaN; },
  ];
  const nanToJson = (v) => JSON.parse(JSON.stringify(v, (k, x) => (typeof x === "number" && !Number.isFinite(x) ? String(x) : x)));
  out("training", "TrainingStep", ticks(8, s, script).map(nanToJson));
}

// ---------------------------------------------------------------- ui (a 29-variant union tree, a 229-option icon enum, CJK text, bytes)
{
  reseed(7006);
  const L = {
    ja: {
      title: "注文の追跡", eta: (m) => (m > 0 ? `あと${m}分で到着 🛵💨` : "お届けしました ✅"), courier: "李 明（リー・ミン）さん", rating: "評価", tabs: ["注文内容", "領収書", "ヘルプ"],
      note: "配達員さんへのメモ", noteHint: "例：ドアの前に置いてください", leave: "置き配を希望", contactless: "非接触配達", tip: "チップ", send: "送信する", more: "おすすめ",
      items: ["サーモン寿司 🍣 ×2", "唐揚げ弁当", "抹茶ラテ（氷少なめ）", "餃子 6個", "枝豆", "味噌汁 🍲", "たこ焼き 🐙", "ほうじ茶"], gift: "おまけ：デザート 🍮", toast: "配達員が近くにいます 📍", soldOut: "売り切れ",
    },
    zh: {
      title: "订单跟踪", eta: (m) => (m > 0 ? `预计 ${m} 分钟后送达 🛵💨` : "已送达 ✅"), courier: "李明师傅", rating: "评分", tabs: ["订单详情", "收据", "帮助"],
      note: "给骑手的备注", noteHint: "例如：放在门口", leave: "放在门口", contactless: "无接触配送", tip: "小费", send: "发送", more: "推荐",
      items: ["三文鱼寿司 🍣 ×2", "炸鸡便当", "抹茶拿铁（少冰）", "饺子 6个", "毛豆", "味噌汤 🍲", "章鱼烧 🐙", "焙茶"], gift: "赠品：甜点 🍮", toast: "骑手就在附近 📍", soldOut: "已售罄",
    },
  };
  const prices = [1_980, 1_250, 680, 540, 380, 300, 720, 350];
  const thumbs = prices.map(() => b64(ri(20, 32))); // blurhash-like placeholders
  const avatar = b64(180), mapPh = b64(28), poster = b64(64), qr = b64(53), logo = b64(420), stamp = b64(96);
  const st = { locale: "ja", version: 1, eta: 12, progress: 0.42, badge: 2, mapLoaded: false, typed: "", leave: false, contactless: undefined, tip: 10, lines: [0, 1, 2, 3, 4, 5, 6], gift: false,
    soldOut: -1, toast: false, tab: 0, dark: false, sending: false, etaSeries: [18.5, 17.25, 16, 15.1, 14, 12.9] };
  const T = (text, style = "BODY_MEDIUM", extra = {}) => ({ Text: { text, style, ...extra } });
  const IB = (icon, action, extra = {}) => ({ IconButton: { icon, action, ...extra } });
  const yen = (n) => `¥${n.toLocaleString("en-US")}`;
  const build = () => {
    const l = L[st.locale];
    const rows = st.lines.map((i) => ({
      id: `line-${i}`, title: l.items[i], subtitle: st.soldOut === i ? l.soldOut : yen(prices[i]),
      leading: { Image: { placeholder: thumbs[i], width: 48, height: 48, fit: "COVER", alt: l.items[i] } },
      trailing: st.soldOut === i ? [{ Chip: { label: l.soldOut, icon: "block", selected: false } }] : [T(yen(prices[i]), "LABEL_LARGE"), { Icon: { name: "chevron_right", size: 16 } }],
      action: `open:line-${i}`,
    }));
    if (st.gift) rows.splice(3, 0, { id: "gift", title: l.gift, subtitle: "¥0", trailing: [{ Icon: { name: "🔥" } }] });
    const total = st.lines.filter((i) => i !== st.soldOut).reduce((a, i) => a + prices[i], 0);
    const help = {
      Column: {
        gap: 8, children: [
          { TextField: { key: "note", value: st.typed, placeholder: l.noteHint, secure: false, keyboard: "MULTILINE", maxLength: 200, leading: "edit", ...(st.typed.length > 30 ? { error: "30+" } : {}) } },
          { Checkbox: { key: "leave", ...(st.leave !== undefined ? { checked: st.leave } : {}), label: l.leave, enabled: true } },
          { Switch: { key: "contactless", on: st.contactless === true, label: l.contactless } },
          { Slider: { key: "tip", value: st.tip, steps: 20, label: `${l.tip}: ${st.tip}%` } },
          { Button: { key: "send", label: { text: l.send, style: "LABEL_LARGE" }, icon: "send", variant: "FILLED", action: "submit:note", enabled: st.typed.length > 0, ...(st.sending ? { loading: true } : {}) } },
        ],
      },
    };
    const root = {
      Column: {
        gap: 12, align: "STRETCH", children: [
          { Row: { align: "CENTER", wrap: false, children: [IB("arrow_back", "back"), T(l.title, "TITLE_LARGE", { maxLines: 1 }), { Spacer: {} }, { Badge: { ...(st.badge ? { count: st.badge } : {}), dot: st.badge === 0, child: IB("chat_bubble", "open:chat", { tooltip: "chat" }) } }] } },
          {
            Card: {
              key: "courier", elevation: 2, onTap: "open:courier", child: {
                Column: {
                  gap: 8, children: [
                    T(l.eta(st.eta), "HEADLINE_SMALL", { color: 0xff1e88e5 }),
                    { Progress: { ...(st.progress !== undefined ? { value: st.progress } : {}), label: `${Math.round((st.progress ?? 0) * 100)}%` } },
                    { Row: { gap: 8, align: "CENTER", wrap: false, children: [
                      { Avatar: { initials: "李", image: avatar, online: true, size: 40 } },
                      { Column: { children: [T(l.courier, "TITLE_SMALL"), { RichText: { spans: [{ text: `${l.rating} `, bold: false, italic: false }, { text: "★ 4.9", bold: true, italic: false, color: 0xffffb300 }, { text: " (1,204)", bold: false, italic: true }] } }] } },
                      IB("call", "call:courier"), IB("chat", "open:chat", { selected: st.badge > 0 }),
                    ] } },
                  ],
                },
              },
            },
          },
          st.mapLoaded ? { Image: { src: `https://tiles.example.com/15/29102/12903.png?v=${st.version}`, placeholder: mapPh, width: 360, height: 200, fit: "COVER", alt: "map" } } : { Spinner: { size: 32 } },
          {
            Tabs: {
              selected: st.tab, tabs: [
                { label: l.tabs[0], icon: "receipt", badge: rows.length, content: { ListView: { key: "lines", items: rows, separators: true, loadingMore: false } } },
                { label: l.tabs[1], icon: "payment", content: { Column: { children: [{ Markdown: { source: `**${l.tabs[1]}**\n\n| | |\n|---|---:|\n${rows.map((r) => `| ${r.title} | ${r.subtitle} |`).join("\n")}\n| **合計** | **${yen(total)}** |` } }, { QrCode: { data: qr, ecc: "M" } }] } } },
                { label: l.tabs[2], icon: "help_outline", content: help },
              ],
            },
          },
          { Chart: { kind: "LINE", labels: st.etaSeries.map((_, i) => `-${(st.etaSeries.length - 1 - i) * 30}s`), series: { eta: st.etaSeries } } },
          { Divider: {} },
          { Stack: { children: [{ Video: { src: "https://cdn.example.com/promo/matcha.m3u8", poster, positionMs: 0, playing: false, muted: true } }, { Chip: { label: "PR", selected: false } }] } },
          { Grid: { columns: 4, children: ["local_cafe", "restaurant", "ünïcode_test", "3d_rotation", "360", "翻訳", "local_bar", "shopping_bag"].map((icon, i) => ({ Chip: { label: `${l.more} ${i + 1}`, icon, selected: i === 0 } })) } },
        ],
      },
    };
    return {
      route: "/orders/ORD-20241126-8841", version: st.version, locale: st.locale === "ja" ? "ja-JP" : "zh-Hans-CN", title: l.title,
      theme: st.dark ? { dark: true, primary: 0xff90caf9, surface: 0xff121212, onSurface: 0xffe0e0e0, cornerRadius: 12, fontScale: 1.15 } : { dark: false, primary: 0xff1e88e5, surface: 0xffffffff, onSurface: 0xff1c1b1f, accent: 0xffff7043, cornerRadius: 12, fontScale: 1.15 },
      root,
      overlays: st.toast ? [{ Toast: { message: l.toast, icon: "near_me", level: "INFO", action: "open:map", expiresAt: T0 + 5_000 } }] : [],
      actions: {
        back: { kind: "NAVIGATE", target: "/orders" }, "open:chat": { kind: "NAVIGATE", target: "/chat/courier/77104" }, "call:courier": { kind: "CALL", target: "tel:+81-3-0000-0000", confirm: "📞?" },
        "open:courier": { kind: "NAVIGATE", target: "/courier/77104" }, "submit:note": { kind: "SUBMIT", target: "/api/orders/ORD-20241126-8841/note", payload: JSON.stringify({ note: st.typed, tip: st.tip }) },
        "open:map": { kind: "NAVIGATE", target: "/map" }, ...Object.fromEntries(st.lines.map((i) => [`open:line-${i}`, { kind: "NAVIGATE", target: `/item/${i}` }])),
      },
      assets: { logo, stamp, empty: "" },
      ...(st.eta > 0 ? { pollMs: 5_000 } : {}),
    };
  };
  const states = [];
  const script = [
    () => {},
    () => { st.eta = 11; st.progress = 0.47; st.etaSeries.push(11.8); },
    () => { st.mapLoaded = true; st.badge = 3; st.progress = 0.5; }, // Spinner → Image
    () => { st.toast = true; st.typed = "ドアの前に"; st.gift = true; st.tab = 2; st.etaSeries.push(10.4); st.eta = 10; }, // a row spliced into the list
    () => { st.typed = "ドアの前に置いてください 🙏 インターホン不要"; st.tip = 15; st.leave = true; st.progress = 0.61; st.badge = 0; },
    () => { st.toast = false; st.locale = "zh"; st.version = 2; st.typed = "请放在门口 🙏"; st.eta = 6; st.progress = 0.78; st.etaSeries.shift(); st.etaSeries.push(6.2); }, // every label changes
    () => { st.soldOut = 4; st.sending = true; st.dark = true; st.contactless = true; st.leave = undefined; st.lines.splice(6, 1); },
    () => { st.eta = 0; st.progress = undefined; st.sending = false; st.typed = ""; st.gift = false; st.badge = 1; st.version = 3; },
  ];
  for (const f of script) { f(); states.push(build()); }
  out("ui", "Screen", states);
}
