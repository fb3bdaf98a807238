/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). An eighth "unseen" set, written by a helper session from the README alone, in
 * shapes unseen/ to unseen7/ lack: a 2D tile-map region (arrays of arrays of arrays of bounded
 * uints with empty inner arrays, a 4-deep int tensor, boolean[][], an array of arrays of records,
 * and bytes blobs of 48 KB and 80 KB — one past the 64 KiB slab — that change by a few bytes or
 * not at all), a remote JavaScript debugger session (fields, map keys, enum options and type names
 * that are JavaScript's awkward ones — constructor, toString, valueOf, hasOwnProperty, then,
 * length, prototype, "__proto__" keys, types named Object, Map, Set, Number, String, Uint8Array —
 * and a 19-variant union replaced in every tick's console), a multilingual live-caption and chat
 * room (CJK with furigana, Arabic with bidi marks, Hindi, ZWJ emoji, flags, combining marks, NUL,
 * BOM, U+FFFF, U+2028, a transcript past 20 000 characters, string lengths on both sides of the
 * README's cache limits, names and tags repeated hundreds of times), a Kubernetes-style cluster
 * (a map of maps of a 5-variant union, records ten levels deep with optionals at most levels,
 * uint- and negative-int-keyed maps, maps of unions), a database replication monitor (integers at
 * the edges of the safe range, a uint range of its top 740 991 values, negative-only ranges,
 * uints of every varint length, quantized floats of precision 1e-9, 2^-20 and 1e6, doubles and
 * float32s at their edges, a drift that swings from −(2^53 − 1) to 2^53 − 1) and an arena seat map
 * (12 000 seat records in an array, a 12 000 price array, a 12 000-bit bitmap and a 102 400-cell
 * heatmap, a few values changing per tick, one record spliced in and one out, every price moved
 * once, the whole heatmap once).
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 6–8 consecutive ticks of a live
 * system, where each tick changes some fields of the previous one and some ticks insert or remove
 * entries in arrays and maps. They are not in the repository (about 15 MB): run this first.
 *
 *   node benchmark/unseen8/states.mjs
 *   cp benchmark/unseen8/*.yml benchmark/unseen8/*.states.json schemas/
 *   npm run bench tilemap devtools captions cluster replica seatmap   # then remove the copies
 */
import { b64, bytes, chance, clamp, clone, dbl, f32, pick, q, reseed, ri, rnd, ticks, writeStates } from "../states-common.mjs";

// One state per line (compact JSON, -0 kept).
const out = (name, type, states) => writeStates(import.meta.url, name, type, states);

// base64 text with k random bytes changed
const poke = (text, k) => { const b = Buffer.from(text, "base64"); for (let i = 0; i < k; i++) b[ri(0, b.length - 1)] = ri(0, 255); return b.toString("base64"); };
// an object built with CreateDataProperty, so that a "__proto__" key is an own property
const obj = (entries) => Object.fromEntries(entries);
const T0 = 1_732_550_400_000;
const MAX = Number.MAX_SAFE_INTEGER; // 2^53 − 1

// ---------------------------------------------------------------- tilemap (arrays of arrays of arrays, big bytes)
{
  reseed(8001);
  const N = 64;
  const grid = (f) => Array.from({ length: N }, (_, y) => Array.from({ length: N }, (_, x) => f(x, y)));
  const sparse = (p, f) => Array.from({ length: N }, (_, y) => (chance(p) ? Array.from({ length: N }, (_, x) => f(x, y)) : []));
  const ground = grid(() => (chance(0.85) ? ri(1, 12) : ri(13, 40)));
  const detail = sparse(0.35, () => (chance(0.7) ? 0 : ri(200, 260)));
  const walls = grid((x, y) => (x === 0 || y === 0 || x === N - 1 || y === N - 1 || (y === 20 && x > 10 && x < 50) || (x === 30 && y > 20 && y < 44) ? ri(600, 620) : 0));
  const overhead = sparse(0.15, (x) => (x % 7 < 3 ? ri(900, 960) : 0));
  const weather = Array.from({ length: N }, () => []); // a layer with no tiles: 64 empty rows
  const layer = (name, kind, opacity, parallax) => ({ name, kind, visible: true, opacity, ...(parallax !== undefined ? { parallax } : {}) });
  const anim = () => Array.from({ length: 8 }, () => Array.from({ length: ri(0, 6) }, () => ri(0, 255)));
  const rowProps = () => (chance(0.8) ? [] : Array.from({ length: ri(1, 4) }, () => ri(0, 63)).sort((a, b) => a - b).map((col) => ({ col, kind: ri(0, 1_023), ...(chance(0.4) ? { state: ri(0, 15) } : {}) })));
  const s = {
    regionX: -1_204, regionY: 32_767, tick: 5_000_001,
    tileset: { name: "overworld_summer.tsx", atlas: b64(48_000), tileW: 16, tileH: 16, animated: { 17: [17, 18, 19, 20], 230: [230, 231], 231: [231, 230], 4_095: [4_095, 0, 4_095], 0: [] } },
    layers: [layer("ground", "GROUND", 1), layer("detail", "DETAIL", 1), layer("walls", "WALLS", 1), layer("roofs", "OVERHEAD", 0.85, 1.125), layer("rain", "WEATHER", 0.4, -0.5)],
    tiles: [ground, detail, walls, overhead, weather],
    light: Array.from({ length: 4 }, () => Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => [ri(-8, 7), ri(-8, 7), ri(-8, 7)]))),
    heights: Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => q(dbl(20), 0.25, -64, 64))),
    collision: walls.map((r) => r.map((t) => t !== 0)),
    animFrames: Array.from({ length: 5 }, anim),
    props: Array.from({ length: N }, rowProps),
    minimap: b64(80_000),
    fog: Array.from({ length: 16 }, (_, i) => (i === 5 ? "" : b64(512))),
    chunkHashes: obj([-4, -3, -2, -1, 0, 1, 2, 3, 4].map((k) => [String(k), b64(32)])),
  };
  s.animFrames[4] = []; // the weather layer has no animations
  const step = (s) => { s.tick += 1; for (const l of s.animFrames) for (const r of l) for (let i = 0; i < r.length; i++) r[i] = (r[i] + 1) % 256; };
  const dig = (s, k) => { for (let i = 0; i < k; i++) { const y = ri(21, 43), x = 30; s.tiles[3 - (s.layers.length === 5 ? 1 : 0)][y][x] = 0; s.collision[y][x] = false; } };
  let decal;
  const script = [
    (s) => { step(s); s.tiles[2][20][31] = 0; s.collision[20][31] = false; s.minimap = poke(s.minimap, 3); s.fog[3] = poke(s.fog[3], 2); }, // a door opens
    (s) => { step(s); s.tiles[4] = s.tiles[4].map(() => Array.from({ length: N }, () => (chance(0.3) ? ri(3_000, 3_007) : 0))); s.animFrames[4] = [[0, 1, 2, 3]]; }, // rain: 64 empty rows fill; minimap unchanged
    (s) => { // a decal layer inserted between detail and walls; props appear in empty rows
      step(s); decal = Array.from({ length: N }, (_, y) => (y > 30 && y < 36 ? Array.from({ length: N }, () => (chance(0.2) ? ri(1_500, 1_510) : 0)) : []));
      s.layers.splice(2, 0, layer("blood", "DECAL", 0.6)); s.tiles.splice(2, 0, decal); s.animFrames.splice(2, 0, [[], [7], []]);
      for (const y of [5, 6, 7]) s.props[y] = [{ col: 12, kind: 77 }, { col: 13, kind: 78, state: 1 }]; s.minimap = poke(s.minimap, 12);
    },
    (s) => { step(s); dig(s, 4); s.light[1][3][4] = [7, 7, -8]; s.light[2][15] = s.light[2][15].map(() => [0, 0, 0]); s.heights[8][8] = 63.75; s.tileset.atlas = poke(s.tileset.atlas, 1); s.chunkHashes["-5"] = b64(32); s.minimap = poke(s.minimap, 2); }, // hot reload: one atlas byte
    (s) => { step(s); s.tiles[5] = s.tiles[5].map(() => []); s.animFrames[5] = []; s.layers.splice(2, 1); s.tiles.splice(2, 1); s.animFrames.splice(2, 1); s.fog[5] = b64(512); s.minimap = poke(s.minimap, 5); }, // rain stops, decal layer removed
    (s) => { step(s); s.tiles[0][10] = s.tiles[0][10].map(() => 13); s.regionX += 1; delete s.chunkHashes["0"]; s.minimap = poke(s.minimap, 4); s.layers[3].visible = false; }, // a ground row repaved
    (s) => { step(s); for (const y of [5, 6]) s.props[y] = []; s.props[63] = [{ col: 63, kind: 1_023, state: 15 }]; s.tileset.animated[4_095] = []; s.minimap = poke(s.minimap, 1); },
  ];
  out("tilemap", "MapRegion", ticks(8, s, script));
}

// ---------------------------------------------------------------- devtools (awkward JavaScript names, a 19-variant union replaced every tick)
{
  reseed(8002);
  const V = {
    undef: () => ({ Undefined: {} }),
    nul: () => ({ Null: {} }),
    bool: (v) => ({ Boolean: { valueOf: v } }),
    num: (v, str) => ({ Number: { valueOf: v, ...(str !== undefined ? { toString: str } : {}) } }),
    big: (digits, negative = false) => ({ BigInt: { toString: digits, negative } }),
    str: (v) => ({ String: { valueOf: v, length: v.length } }),
    sym: (d) => ({ Symbol: { ...(d !== undefined ? { description: d } : {}), toString: `Symbol(${d ?? ""})` } }),
    fn: (name, length, src, extra = {}) => ({ Function: { name, length, toString: src, constructor: "Function", isAsync: false, ...extra } }),
    arr: (items, length = items.length) => ({ Array: { length, items, overflow: length > items.length } }),
    obj: (ctor, props, extra = {}) => ({ Object: { constructor: ctor, properties: obj(props), isPrototypeOf: [], ...extra } }),
    map: (entries) => ({ Map: { size: entries.length, entries: entries.map(([key, value]) => ({ key, value })) } }),
    set: (values) => ({ Set: { size: values.length, values } }),
    date: (ms) => ({ Date: { valueOf: ms, ...(Number.isFinite(ms) ? { toISOString: new Date(ms).toISOString() } : {}) } }),
    re: (source, flags, lastIndex = 0) => ({ RegExp: { source, flags, lastIndex } }),
    err: (name, message, cause) => ({ Error: { name, message, stack: `${name}: ${message}\n    at handler (app.js:${ri(1, 900)}:${ri(1, 80)})\n    at async Promise.all (index 0)`, ...(cause ? { cause } : {}) } }),
    prom: (state, then) => ({ Promise: { state, ...(then ? { then } : {}) } }),
    proxy: (target) => ({ Proxy: { target, handler: { constructor: "Object", properties: obj([["get", desc(V.fn("get", 3, "get(t, k, r) { return Reflect.get(t, k, r); }"))]]), isPrototypeOf: [] } } }),
    u8: (n) => ({ Uint8Array: { length: n, buffer: b64(n), byteOffset: 0 } }),
    weak: () => ({ WeakMap: { constructor: "WeakMap" } }),
  };
  // a property descriptor: a data property, or an accessor (get/set)
  function desc(value, more = {}) { return { ...(value ? { value } : {}), writable: true, enumerable: true, configurable: true, hasOwnProperty: true, propertyIsEnumerable: true, __defineGetter__: false, $: 0, _: false, ...more }; }
  const proto = () => V.obj("Object", [["__proto__", desc(V.nul(), { enumerable: false, hasOwnProperty: false, $: 3, __lookupSetter__: "set __proto__" })], ["constructor", desc(V.fn("Object", 1, "function Object() { [native code] }"), { enumerable: false })],
    ["hasOwnProperty", desc(V.fn("hasOwnProperty", 1, "function hasOwnProperty() { [native code] }"), { enumerable: false })], ["toString", desc(V.fn("toString", 0, "function toString() { [native code] }"), { enumerable: false, toLocaleString: "toString" })],
    ["valueOf", desc(undefined, { get: { name: "valueOf", length: 0, toString: "() => 42", constructor: "Function", isAsync: false }, writable: false, __defineGetter__: true, $: 1 })]], { __proto__Name: "null" });
  const values = [
    () => V.undef(), () => V.nul(), () => V.bool(chance(0.5)), () => V.num(q(dbl(1e6), 0.001)), () => V.num(pick([NaN, Infinity, -Infinity, -0, 5e-324, Number.MAX_VALUE, 0.1 + 0.2]), "special"),
    () => V.big(String(ri(1, 9)) + "0".repeat(ri(15, 40)) + String(ri(0, 99_999)), chance(0.3)), () => V.str(pick(["", "then", "__proto__", "constructor", "hello, world", "ünïcödé ✓", "x".repeat(ri(0, 300))])),
    () => V.sym(pick([undefined, "Symbol.iterator", "Symbol.toPrimitive", "", "react.element"])), () => V.fn(pick(["then", "constructor", "valueOf", "<anonymous>", "bound toString"]), ri(0, 4), "async function then(resolve, reject) { await tick(); resolve(this); }", { isAsync: chance(0.5) }),
    () => V.arr([V.num(1), V.num(2), V.str("three")], ri(3, 10_000)), () => V.obj(pick(["Object", "Vue", "FiberNode", "constructor"]), [["length", desc(V.num(ri(0, 99)))], ["then", desc(V.undef())], ["prototype", desc(V.nul())]], { $$typeof: "Symbol(react.element)" }),
    () => V.map([[V.str("__proto__"), V.num(1)], [V.num(NaN), V.bool(true)], [V.obj("Object", []), V.undef()]]), () => V.set([V.num(-0), V.str(""), V.nul()]), () => V.date(pick([T0 + ri(0, 1e9), NaN, -8.64e15, 8.64e15])),
    () => V.re(pick(["^\\p{L}+$", "(?<year>\\d{4})-(?<month>\\d{2})", "[\\u{1F600}-\\u{1F64F}]", ""]), pick(["gu", "v", "dgimsuy", ""]), ri(0, 5)), () => V.err(pick(["TypeError", "RangeError", "AggregateError"]), pick(["Cannot read properties of undefined (reading 'then')", "Maximum call stack size exceeded", "o.constructor is not a function"]), chance(0.4) ? V.err("Error", "cause") : undefined),
    () => V.prom(pick(["pending", "fulfilled", "rejected"]), chance(0.5) ? V.num(42) : undefined), () => V.proxy(V.obj("Object", [["then", desc(V.fn("then", 2, "then() {}"))]])), () => V.u8(ri(0, 64)), () => V.weak(),
  ];
  const anyValue = () => pick(values)();
  const levels = ["log", "info", "warn", "error", "debug", "trace", "constructor", "__proto__", "toString", "valueOf", "then"];
  const frame = (fn, line) => ({ functionName: fn, url: pick(["https://app.example.com/static/js/main.3f2a9c.js", "webpack-internal:///./src/store.ts", "node:internal/process/task_queues"]), line, column: ri(0, 200) });
  const consoleTick = () => Array.from({ length: ri(3, 12) }, () => ({ level: pick(levels), at: T0 + rnd() * 1e6, args: Array.from({ length: ri(1, 4) }, anyValue), ...(chance(0.3) ? { then: frame(pick(["then", "constructor", "<anonymous>"]), ri(1, 5_000)) } : {}) }));
  const s = {
    sessionId: "inspector://tab-41/9b2e", seq: 1, paused: false, console: consoleTick(),
    watch: obj([["__proto__", proto()], ["constructor", V.fn("Object", 1, "function Object() { [native code] }")], ["obj.then", V.undef()], ["toString", V.str("[object Object]")], ["arr.length", V.num(3)], ["hasOwnProperty", V.bool(false)], ["prototype", V.nul()], ["valueOf", V.num(0)]]),
    scopes: [
      { type: "local", name: "handleClick", variables: obj([["this", V.obj("HTMLButtonElement", [["constructor", desc(V.fn("HTMLButtonElement", 0, "class HTMLButtonElement {}"))]])], ["event", V.obj("PointerEvent", [])], ["length", V.num(2)], ["then", V.undef()]]) },
      { type: "closure", variables: obj([["state", V.map([[V.str("count"), V.num(0)]])], ["__proto__", V.nul()]]) },
      { type: "module", name: "store.ts", variables: obj([["constructor", V.weak()], ["cache", V.set([])]]) },
      { type: "global", variables: obj([["globalThis", V.obj("Window", [])], ["undefined", V.undef()], ["NaN", V.num(NaN)], ["Infinity", V.num(Infinity)]]) },
    ],
    heap: { usedBytes: 48_221_904, totalBytes: 67_108_864, objectCounts: obj([["Object", 120_044], ["Array", 33_912], ["constructor", 1], ["__proto__", 0], ["(closure)", 18_220], ["system / Context", 4_410]]) },
  };
  const step = (s) => { s.seq += 1; s.console = consoleTick(); s.heap.usedBytes += ri(-200_000, 400_000); s.heap.objectCounts.Object += ri(-50, 200); };
  const script = [
    (s) => { step(s); s.watch["arr.length"] = V.num(4); s.watch["obj.then"] = V.fn("then", 2, "then(onFulfilled, onRejected) { [native code] }"); }, // undefined → a function (variant switch)
    (s) => { step(s); s.paused = true; s.callStack = [{ ...frame("handleClick", 120), this: V.obj("HTMLButtonElement", []) }, frame("constructor", 7), frame("then", 1), frame("__proto__", 0)]; s.scopes[0].variables.length = V.num(3); },
    (s) => { step(s); s.scopes[0].variables.i = V.num(0); s.scopes[0].variables["toString"] = V.str("shadowed"); delete s.scopes[0].variables.then; s.watch.toString = V.err("TypeError", "Cannot convert object to primitive value"); },
    (s) => { step(s); s.callStack.shift(); s.scopes[0].variables.i = V.num(1); s.watch["prototype"] = V.obj("Object", [["constructor", desc(V.fn("Foo", 0, "class Foo {}"))]]); s.scopes.splice(1, 1); },
    (s) => { step(s); s.paused = false; delete s.callStack; s.watch["__proto__"] = V.nul(); s.watch.valueOf = V.big("9007199254740993", false); s.watch["then"] = V.prom("pending"); }, // a key added at the end
    (s) => { step(s); s.watch.valueOf = V.big("9007199254740993", true); delete s.watch.constructor; s.heap.objectCounts["__proto__"] = 1; s.console = []; }, // an empty console frame
    (s) => { step(s); s.watch.hasOwnProperty = V.proxy(V.arr([V.u8(16)], 1)); s.scopes.push({ type: "with", variables: obj([["__proto__", V.str("__proto__")]]) }); },
  ];
  const nanToJson = (v) => JSON.parse(JSON.stringify(v, (k, x) => (typeof x === "number" && !Number.isFinite(x) ? String(x) : Object.is(x, -0) ? "\u0000neg0" : x)), (k, x) => (x === "\u0000neg0" ? -0 : x));
  out("devtools", "DebugSession", ticks(8, s, script).map(nanToJson)); // NaN and ±Infinity as the JSON form's strings, -0 kept
}

// ---------------------------------------------------------------- captions (heavy non-ASCII, long strings, repeated names)
{
  reseed(8003);
  const users = [
    "ak", "Ω", "nightowl", "nightowl9", "nightowl99", "李小龍", "さくら🌸", "محمد_الفاتح", "Nguyễn_Văn_Anh", "🦊🦊🦊", "ZWJ👩‍👩‍👧‍👦fam", "Z̷̛̺a̶͚͝l̸̰̈́g̵͓̈o̸̟͝", "x".repeat(25), "ab\u200dcd", "rtl\u200fمرحبا\u200e",
    "Ünïcødé_Fän", "ᄀᄀᄀ한글", "देवनागरी", "🇯🇵🇸🇦🇮🇳", "keycap#️⃣1️⃣", "BOM\ufeffname", "ｆｕｌｌｗｉｄｔｈ", "mod_ℳ", "Ελληνικά", "Кириллица", "e\u0301e\u0301", "👨🏿‍🚀", "a", "0123456789", "Ⓜ️ⓘⓧ",
  ];
  const badges = ["subscriber/24", "moderator", "vip", "broadcaster", "premium", "bits/10000", "founder", "🏆 champion"];
  const tags = ["#GGWP", "#決勝", "#نهائي", "#फाइनल", "#Worlds2024", "#🔥", "#clip"];
  const lines = [
    "GG 🔥🔥🔥", "これはやばい！！", "太强了吧", "يا سلام على هذا اللعب 👏", "क्या खेल है! 🙌", "W", "pog", "Z̷̛̺a̶͚͝l̸̰̈́g̵͓̈o̸̟͝ ̵t̴͖͒e̷x̷̨̛t̶", "Tiếng Việt có dấu: ỗ ự ẫ ặ", "👩‍💻👨🏽‍🍳🧑🏿‍🤝‍🧑🏻 🏳️‍🌈 🏴‍☠️",
    "first time chatter here 👋", "line\u2028separator", "NUL\u0000inside", "noncharacter \uffff end", "🇰🇷🇨🇳🇺🇸🇧🇷🇫🇷🇩🇪", "😀".repeat(32), "ä".repeat(64), "漢".repeat(43), "a".repeat(128), "a".repeat(129), "é".repeat(64) + "!",
  ];
  const caption = (lang, start) => {
    const t = {
      ja: ["さあ、決勝戦の第三ゲームが始まりました！", "ここで大技を決めた！観客が沸いています。", "勝負の行方はまだ分かりません。"],
      zh: ["第三局比赛现在开始！", "这一波团战打得太漂亮了！", "比赛的胜负还很难说。"],
      ar: ["\u202bبدأت المباراة الثالثة من النهائي!\u202c", "يا لها من حركة رائعة! الجمهور متحمس جداً.", "لا يزال من الصعب التنبؤ بالنتيجة."],
      hi: ["फाइनल का तीसरा गेम शुरू हो गया है!", "क्या शानदार चाल है! दर्शक झूम उठे।", "नतीजा अभी भी तय नहीं है।"],
    }[lang];
    const text = pick(t);
    return {
      startMs: start, endMs: start + ri(800, 4_000), lang, text, ...(chance(0.7) ? { speaker: pick(["解説・山田", "Caster Kim 김", "المعلق أحمد", "कमेंटेटर राज"]) } : {}),
      ruby: lang === "ja" ? [{ base: "決勝戦", reading: "けっしょうせん" }, { base: "観客", reading: "かんきゃく" }, { base: "勝負", reading: "しょうぶ" }].slice(0, ri(0, 3)) : [],
    };
  };
  let nextId = 9_000_000, clock = 3_600_000;
  const chatLine = () => {
    const replyTo = chance(0.15) ? nextId - ri(1, 100) : undefined;
    return {
      id: nextId++, user: pick(users), badges: Array.from({ length: ri(0, 3) }, () => pick(badges)), text: pick(lines) + (chance(0.3) ? " " + pick(lines) : ""),
      tags: chance(0.4) ? [pick(tags)] : [], ...(replyTo !== undefined ? { replyTo } : {}), emotes: chance(0.2) ? { 0: "Kappa", 5: "🐸", 12: "ＰｏｇＣｈａｍｐ" } : {},
    };
  };
  const viewer = (name) => ({ display: name, color: ri(0, 0xffffff), role: pick(["VIEWER", "VIEWER", "VIEWER", "SUBSCRIBER", "VIP", "MODERATOR", "管理员", "مشرف", "🛡️"]), langs: [pick(["ja", "zh", "ar", "hi", "en", "ko"])], ...(chance(0.2) ? { bio: pick(lines) } : {}) });
  const viewers = obj(users.map((u) => [u, viewer(u)]));
  for (let i = 0; i < 250; i++) viewers[`viewer_${ri(1_000, 99_999)}`] = viewer(`視聴者${i}`);
  const transcriptChunk = () => Array.from({ length: ri(30, 50) }, () => pick(["決勝戦", "团战", "المباراة", "खेल", "GG", "👏", "ẫ", "e\u0301", "。", "، ", " "])).join("");
  let transcript = "";
  while (transcript.length < 17_000) transcript += transcriptChunk();
  const s = {
    streamId: "live/worlds-2024-final/ja-zh-ar-hi", title: "【決勝】Worlds 2024 Grand Final 🏆 第3局 | النهائي | फाइनल", seq: 1,
    captions: ["ja", "zh", "ar", "hi", "ja", "zh", "ar", "hi", "ja", "zh", "ar", "hi"].map((l, i) => caption(l, clock + i * 500)),
    transcript,
    translations: { ja: "ここで大技！", zh: "大招来了！", ar: "حركة كبيرة!", hi: "बड़ा दांव!", en: "Big play!", "zh-Hant": "大招來了！" },
    chat: Array.from({ length: 150 }, chatLine), viewers,
    pinned: "📌 " + "ルール：".repeat(10) + "x".repeat(2_047 - 2 - 40), // 2 047 UTF-16 units
    glossary: { "决胜局": ["deciding game", "決勝局", "المباراة الحاسمة"], "团战": ["teamfight", "集団戦"], "GG": [] },
  };
  const step = (s, k) => {
    s.seq += 1; clock += 500;
    s.captions.splice(0, 2); s.captions.push(caption(pick(["ja", "zh", "ar", "hi"]), clock), caption("ja", clock + 250));
    s.transcript += transcriptChunk() + transcriptChunk();
    s.chat.splice(0, k); for (let i = 0; i < k; i++) s.chat.push(chatLine());
    for (const l of Object.keys(s.translations)) s.translations[l] = s.translations[l].slice(0, 40) + pick(["！", "!", "؟", "।", "🔥"]);
  };
  const script = [
    (s) => { step(s, 4); },
    (s) => { step(s, 15); for (let i = 0; i < 8; i++) s.viewers[`viewer_new_${i}`] = viewer(pick(users)); s.pinned += "!"; }, // a burst; the pinned text reaches 2 048
    (s) => { step(s, 6); for (const k of Object.keys(s.viewers).slice(40, 60)) delete s.viewers[k]; s.raid = { from: "ZWJ👩‍👩‍👧‍👦fam", viewers: 12_408, message: "RAID ".repeat(50) + "🎉" }; },
    (s) => { step(s, 9); delete s.raid; s.glossary["团战"].push("معركة جماعية"); s.title = s.title.replace("第3局", "第4局"); },
    (s) => { step(s, 0); delete s.pinned; s.translations.ko = "큰 플레이!"; }, // no chat this tick
    (s) => { step(s, 30); s.pinned = "🏆 " + "優勝おめでとう！".repeat(300); s.viewers["nightowl"].role = "MODERATOR"; },
    (s) => { step(s, 3); s.chat[140].text = "[deleted]"; s.chat[10].text = "\u0000"; },
  ];
  out("captions", "LiveRoom", ticks(8, s, script));
}

// ---------------------------------------------------------------- cluster (records ten deep, maps of maps of unions, int-keyed maps)
{
  reseed(8004);
  const uid = () => Array.from({ length: 4 }, () => ri(0, 0xffff).toString(16).padStart(4, "0")).join("-");
  const meta = (app, extra = {}) => ({ uid: uid(), generation: ri(1, 40), labels: { app, "app.kubernetes.io/part-of": "shop", tier: pick(["web", "api", "data"]) }, ...extra });
  const probe = (port) => ({ handler: { HttpGet: { path: "/healthz", port, scheme: "HTTP", headers: [{ name: "X-Probe", value: "kubelet" }, { name: "Host", value: "localhost" }] } }, initialDelaySeconds: 10, periodSeconds: 10 });
  const container = (name, image, port) => ({
    name, image, ports: { [port]: { name: "http", protocol: "TCP" }, 9_090: { name: "metrics", protocol: "TCP" } },
    env: { LOG_LEVEL: { Literal: { value: "info" } }, DB_PASSWORD: { SecretKey: { secret: `${name}-db`, key: "password" } }, FEATURE_FLAGS: { ConfigMapKey: { configMap: "flags", key: name } }, POD_IP: { FieldRef: { fieldPath: "status.podIP" } } },
    resources: { limits: { cpu: { milli: 1_000 }, memory: { milli: 536_870_912_000 } }, requests: { cpu: { milli: 250 }, memory: { milli: 268_435_456_000 } } },
    livenessProbe: probe(port), readinessProbe: { handler: { TcpSocket: { port } }, periodSeconds: 5 },
    securityContext: { runAsUser: 10_001, runAsNonRoot: true, readOnlyRootFilesystem: true, capabilities: { drop: ["ALL"] }, seccomp: { type: "RuntimeDefault" } },
  });
  const podSpec = (app, port) => ({
    containers: [container(app, `registry.example.com/shop/${app}:1.${ri(0, 30)}.${ri(0, 9)}`, port), container("envoy", "envoyproxy/envoy:v1.31.2", 15_001)],
    volumes: {
      config: { ConfigMapVolume: { name: `${app}-config`, items: [{ key: "app.yaml", path: "app.yaml" }], defaultMode: 0o644 } },
      tmp: { EmptyDir: { medium: "Memory", sizeLimit: { milli: 67_108_864_000 } } },
      certs: { Projected: { sources: [{ SecretVolume: { secretName: `${app}-tls` } }, { DownwardApi: { items: [{ path: "labels", fieldRef: { fieldPath: "metadata.labels" } }, { path: "empty" }] } }, { ConfigMapVolume: { name: "ca-bundle" } }] } },
    },
    tolerations: [{ key: "node.kubernetes.io/not-ready", operator: "Exists", effect: "NoExecute", tolerationSeconds: 300 }, { operator: "Exists" }],
    serviceAccount: app, terminationGracePeriodSeconds: 30,
  });
  const status = (n) => ({ replicas: n, ready: n, updated: n, available: n, conditions: [{ type: "Available", status: "True", lastTransition: T0 / 1_000 }, { type: "Progressing", status: "True", reason: "NewReplicaSetAvailable", lastTransition: T0 / 1_000 }], observedGeneration: ri(1, 40) });
  const deployment = (app, port, n) => ({ Deployment: { meta: meta(app, { annotations: { "deployment.kubernetes.io/revision": String(ri(1, 90)) } }), spec: { replicas: n, selector: { app }, strategy: { rolling: { maxSurge: { value: 25, percent: true }, maxUnavailable: { value: 0, percent: false } }, recreate: false }, template: { labels: { app }, spec: podSpec(app, port) }, revisionHistoryLimit: 10 }, status: status(n) } });
  const ns = (apps) => obj(apps.map(([a, p, n]) => [a, deployment(a, p, n)]));
  const node = (i) => ({
    ready: true, unschedulable: false, kubelet: "v1.31.2", cpuLoad: obj(Array.from({ length: 16 }, (_, c) => [String(c), q(rnd(), 0.01)])), allocatable: { cpu: { milli: 15_890 }, memory: { milli: 63_000_000_000_000 }, pods: { milli: 110_000 }, "nvidia.com/gpu": { milli: i % 3 === 0 ? 1_000 : 0 } },
    taints: i % 3 === 0 ? [{ key: "gpu", value: "true", effect: "NoSchedule" }] : [], addresses: { InternalIP: `10.0.${i}.12`, Hostname: `ip-10-0-${i}-12.eu-west-1.compute.internal` }, pods: ri(10, 80),
  });
  const s = {
    name: "prod-eu-west-1", resourceVersion: 884_120_331,
    namespaces: {
      shop: ns([["frontend", 8_080, 6], ["cart", 8_081, 3], ["checkout", 8_082, 3], ["catalog", 8_083, 4]]),
      data: obj([
        ["postgres", { StatefulSet: { meta: meta("postgres"), serviceName: "postgres", replicas: 3, template: { labels: { app: "postgres" }, spec: podSpec("postgres", 5_432) }, volumeClaims: { data: { milli: 500_000_000_000_000 } }, status: status(3) } }],
        ["node-exporter", { DaemonSet: { meta: meta("node-exporter"), template: { labels: { app: "node-exporter" }, spec: { ...podSpec("node-exporter", 9_100), nodeSelector: { "kubernetes.io/os": "linux" } } } } }],
        ["backup", { CronJob: { meta: meta("backup"), schedule: "0 3 * * *", suspend: false, jobTemplate: { meta: meta("backup"), completions: 1, template: { labels: {}, spec: podSpec("backup", 8_000) }, succeeded: 0, failed: 0 }, lastScheduleTime: T0 / 1_000 - 3_600 } }],
        ["migrate-42", { Job: { meta: meta("migrate", { ownerReferences: [{ kind: "CronJob", name: "backup", uid: uid(), controller: true }] }), parallelism: 1, template: { labels: {}, spec: podSpec("migrate", 8_000) }, succeeded: 1, failed: 2 } }],
      ]),
      "kube-system": ns([["coredns", 53, 2]]),
    },
    nodes: obj(Array.from({ length: 6 }, (_, i) => [`ip-10-0-${i}-12`, node(i)])),
    quotas: { shop: { "requests.cpu": { milli: 40_000 }, "limits.memory": { milli: 128_000_000_000_000 } }, data: { "requests.storage": { milli: 2_000_000_000_000_000 } } },
    events: { "-3600": { reason: "Scheduled", object: "pod/frontend-7d9", message: "Successfully assigned shop/frontend-7d9 to ip-10-0-1-12", count: 1, warning: false }, "-600": { reason: "BackOff", object: "pod/cart-5c4", message: "Back-off restarting failed container", count: 14, warning: true }, 0: { reason: "Pulled", object: "pod/catalog-0", message: "Container image already present on machine", count: 1, warning: false } },
  };
  const tpl = (s, ns, name) => { const w = s.namespaces[ns][name]; return (w.Deployment ?? w.StatefulSet ?? w.DaemonSet ?? w.Job).template ?? w.Deployment.spec.template; };
  const fe = (s) => s.namespaces.shop.frontend.Deployment;
  const step = (s) => { s.resourceVersion += ri(1, 40); for (const n of Object.values(s.nodes)) for (const c of Object.keys(n.cpuLoad)) if (chance(0.3)) n.cpuLoad[c] = q(rnd(), 0.01); };
  const script = [
    (s) => { step(s); const d = fe(s); d.meta.generation += 1; d.spec.template.spec.containers[0].image = "registry.example.com/shop/frontend:2.0.0"; d.status.updated = 1; d.status.ready = 5; d.status.conditions[1].reason = "ReplicaSetUpdated"; }, // a rolling update starts
    (s) => { step(s); const d = fe(s); d.status.updated = 4; d.status.ready = 6; d.spec.template.spec.containers[0].env.OTEL_ENDPOINT = { Literal: { value: "http://otel-collector.observability:4317" } }; s.events["-5"] = { reason: "ScalingReplicaSet", object: "deployment/frontend", message: "Scaled up replica set frontend-6f8 to 4", count: 1, warning: false }; },
    (s) => { step(s); const c = s.namespaces.shop.cart.Deployment.spec.template.spec.containers[0]; c.livenessProbe.handler = { Exec: { command: ["/bin/grpc_health_probe", "-addr=:8081"] } }; c.readinessProbe.handler = { Grpc: { port: 8_081, service: "cart.v1" } }; c.ports[8_082] = { protocol: "UDP" }; },
    (s) => { // node affinity appears deep in a template: a 7-level subtree
      step(s); tpl(s, "data", "postgres").spec.affinity = { nodeAffinity: { required: { terms: [{ matchExpressions: [{ key: "topology.kubernetes.io/zone", operator: "In", values: ["eu-west-1a", "eu-west-1b"] }, { key: "node.kubernetes.io/instance-type", operator: "NotIn", values: ["t3.small"] }, { key: "gpu", operator: "DoesNotExist" }] }] }, preferred: [{ weight: 50, preference: { matchExpressions: [{ key: "disk", operator: "In", values: ["nvme"] }], matchFields: [] } }] }, podAntiAffinity: { topologyKey: "kubernetes.io/hostname", labelSelector: { app: "postgres" } } };
      s.namespaces.data.postgres.StatefulSet.meta.generation += 1;
    },
    (s) => { step(s); s.namespaces["team-ümlaut"] = ns([["canary", 8_080, 1]]); delete s.namespaces["kube-system"]; s.quotas["team-ümlaut"] = {}; delete s.events["-3600"]; s.nodes["ip-10-0-2-12"].unschedulable = true; s.nodes["ip-10-0-2-12"].taints.push({ key: "node.kubernetes.io/unschedulable", effect: "NoSchedule" }); },
    (s) => { step(s); delete s.nodes["ip-10-0-4-12"].cpuLoad["15"]; s.namespaces.data.backup.CronJob.jobTemplate.succeeded = 1; s.namespaces.data.backup.CronJob.suspend = true; s.namespaces.shop.checkout = { StatefulSet: { ...s.namespaces.shop.checkout.Deployment, serviceName: "checkout", replicas: 3, template: s.namespaces.shop.checkout.Deployment.spec.template, volumeClaims: {} } }; delete s.namespaces.shop.checkout.StatefulSet.spec; }, // a workload changes kind
    (s) => { step(s); const d = fe(s); d.status = status(6); d.spec.template.spec.containers[0].securityContext.capabilities = { add: ["NET_BIND_SERVICE"], drop: ["ALL"] }; d.meta.deletionTimestamp = T0 / 1_000 + 60; s.events = { "-9007199254740991": { reason: "Ancient", object: "cluster", message: "", count: 0, warning: false }, ...s.events }; }, // an int key added before kept ones
  ];
  out("cluster", "Cluster", ticks(8, s, script));
}

// ---------------------------------------------------------------- replica (integers and floats at their edges)
{
  reseed(8005);
  const every = [0, 1, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 34_359_738_367, 34_359_738_368, 4_398_046_511_103, 4_398_046_511_104, 562_949_953_421_311, 562_949_953_421_312, MAX - 1, MAX];
  const zig = [0, -1, 1, -64, 63, -65, 64, -8_192, 8_191, -1_048_576, 1_048_575, -134_217_728, 134_217_727, -(2 ** 34), 2 ** 34 - 1, -(2 ** 48), 2 ** 48, -MAX, MAX, -MAX + 1];
  const member = (id, state) => ({ id, lsn: MAX - 1_000 + id, lagNs: ri(-5_000, 5_000), applied: MAX - ri(0, 100), state, ...(state !== "DOWN" ? { clockOffset: q(dbl(0.001), 1e-9, -1, 1) } : {}) });
  const s = {
    groupId: "raft-7/range-0x7ffffffffffff", leaderLsn: MAX - 10_000, commitIndex: 9_007_199_254_000_000, hlc: MAX - 1_000_000, driftNs: -MAX, floorNs: -MAX, term: 4_294_967_296, backlog: 0,
    members: [member(0, "LEADER"), member(1, "FOLLOWER"), member(2, "FOLLOWER"), member(3, "LEARNER"), member(255, "DOWN")],
    lagHistogram: obj([-MAX, -(2 ** 40), -1, 0, 1, 2 ** 31, 2 ** 32, MAX].map((k) => [String(k), ri(0, 1_000)])),
    varints: every, zigzags: zig,
    offsets: [-1, -2, -127, -128, -1_000_000_000_000_000, -999_999_999_999_999, -65_536],
    ratios: [0, 1e-9, -1e-9, 999.999999999, -1_000, 1_000, 0.1, 0.2, 0.3, 123.456789012, -0.000000005],
    coarse: [0, 1e6, -1e6, 1e15, -1e15, 123_000_000, 999_999_000_000_000],
    binFrac: 2 ** -20,
    doubles: [0, -0, 5e-324, -5e-324, 2.2250738585072014e-308, 2.225073858507201e-308, Number.MAX_VALUE, -Number.MAX_VALUE, Number.EPSILON, "NaN", "Infinity", "-Infinity", 0.1, 1 / 3, 2 ** 53 + 2, -(2 ** 1023)],
    floats: [0, -0, f32(1.401298464324817e-45), f32(1.1754942106924411e-38), f32(3.4028234663852886e38), -f32(3.4028234663852886e38), f32(0.1), "NaN", "Infinity", "-Infinity", f32(16_777_217), f32(1 / 3)],
    pending: obj([[0, 0], [1, -MAX], [MAX, -1], [2 ** 32, -(2 ** 32)]].map(([k, v]) => [String(k), v])),
  };
  const step = (s) => { s.leaderLsn = Math.min(MAX, s.leaderLsn + ri(1, 40)); s.hlc = Math.min(MAX, s.hlc + ri(1, 1_000)); s.backlog = Math.min(MAX, s.backlog + ri(0, 4_096)); for (const m of s.members) if (m.state !== "DOWN") { m.lsn = Math.min(MAX, m.lsn + ri(0, 40)); m.lagNs = ri(-5_000, 5_000); } };
  const script = [
    (s) => { step(s); s.commitIndex += 1; s.binFrac += 2 ** -20; s.ratios[1] += 1e-9; s.ratios[1] = q(s.ratios[1], 1e-9); },
    (s) => { step(s); s.driftNs = MAX; s.floorNs = -MAX + 991; s.members[2].lagNs = -MAX; s.members[2].state = "CANDIDATE"; s.term += 100; }, // drift swings from one extreme to the other
    (s) => { step(s); s.driftNs = -MAX; s.floorNs = -MAX + 990; s.members[2].lagNs = MAX; s.commitIndex = MAX; s.members[1].applied = 9_007_199_254_000_000; s.varints.push(s.varints.shift()); s.zigzags.reverse(); },
    (s) => { step(s); s.hlc = MAX; s.leaderLsn = MAX; s.backlog = MAX; s.members[2].state = "FOLLOWER"; s.members[2].lagNs = 0; s.doubles[0] = -0; s.doubles[1] = 0; s.floats[7] = 0; s.binFrac = -(2 ** 29) + 2 ** -20; /* q = −(2^49 − 1), the edge of an unbounded quantized float */ s.lagHistogram[String(-MAX)] += 1; },
    (s) => { step(s); s.hlc = -MAX; s.leaderLsn = 0; s.members.splice(4, 1, member(254, "FOLLOWER")); s.offsets = s.offsets.map((o) => Math.max(-1_000_000_000_000_000, o - 1)); s.coarse = s.coarse.map((c) => -c + 0); s.pending[String(MAX)] = -MAX; s.pending["1"] = 0; }, // a member replaced
    (s) => { step(s); s.ratios = s.ratios.map((r) => q(-r, 1e-9) + 0); s.doubles.push(-0, "NaN"); s.floats.splice(2, 3); delete s.lagHistogram["0"]; s.lagHistogram["-2"] = 7; s.term = 4_294_967_396; },
  ];
  out("replica", "ReplicaGroup", ticks(7, s, script));
}

// ---------------------------------------------------------------- seatmap (long arrays: 12 000 records, 102 400 numbers)
{
  reseed(8006);
  const seats = [], priceCents = [];
  const sections = [];
  let id = 1;
  for (let sec = 0; sec < 40; sec++) {
    const base = [4_500, 6_900, 8_900, 12_500, 19_900][sec % 5];
    for (let row = 0; row < 15; row++) for (let n = 1; n <= 20; n++) {
      seats.push({ id: id++, section: sec, row, number: n, state: chance(0.35) ? "SOLD" : chance(0.05) ? "KILLED" : "AVAILABLE", tier: sec % 5, accessible: row === 14 && n <= 2 });
      priceCents.push(base + row * 100);
    }
    sections.push({ id: sec, name: `${["Floor", "Lower", "Club", "Upper", "Suite"][sec % 5]} ${100 + sec}`, available: 0, minPrice: base, maxPrice: base + 1_400 });
  }
  const recount = (s) => { for (const x of s.sections) x.available = 0; for (const t of s.seats) if (t.state === "AVAILABLE") s.sections[t.section].available += 1; };
  const heat = Array.from({ length: 320 * 320 }, () => (chance(0.6) ? 0 : ri(1, 40)));
  const s = { eventId: "EVT-2025-03-14-ARENA", version: 1, seats, priceCents, sold: seats.map((t) => t.state === "SOLD"), heat, holds: {}, sections };
  recount(s);
  const churn = (s, k) => {
    s.version += 1;
    for (let i = 0; i < k; i++) {
      const j = ri(0, s.seats.length - 1), t = s.seats[j];
      if (t.state === "AVAILABLE") { t.state = "HELD"; s.holds[t.id] = { session: `sess_${ri(1e6, 9e6)}`, until: T0 / 1_000 + 600, reason: "CART" }; }
      else if (t.state === "HELD") { t.state = chance(0.6) ? "SOLD" : "AVAILABLE"; delete s.holds[t.id]; }
      s.sold[j] = t.state === "SOLD";
    }
    for (let i = ri(5, 30); i > 0; i--) { const c = ri(0, heat.length - 1); s.heat[c] = clamp(s.heat[c] + ri(-5, 5), 0, 255); }
    recount(s);
  };
  const script = [
    (s) => { churn(s, 40); },
    (s) => { churn(s, 60); s.holds[77] = { session: "promoter", until: T0 / 1_000 + 86_400, reason: "PROMOTER" }; },
    (s) => { // a wheelchair space (two seats) becomes three: a record spliced into the middle
      churn(s, 30); const j = s.seats.findIndex((t) => t.section === 20 && t.row === 14 && t.number === 2);
      s.seats.splice(j + 1, 0, { id: id++, section: 20, row: 14, number: 3, state: "COMPANION", tier: 0, accessible: true }); s.priceCents.splice(j + 1, 0, 0); s.sold.splice(j + 1, 0, false);
    },
    (s) => { churn(s, 30); s.priceCents = s.priceCents.map((p) => Math.round(p * 1.04)); for (const x of s.sections) { x.minPrice = Math.round(x.minPrice * 1.04); x.maxPrice = Math.round(x.maxPrice * 1.04); } }, // dynamic pricing: every price moves
    (s) => { churn(s, 30); s.heat = s.heat.map((h) => clamp(h + ri(10, 60), 0, 255)); }, // a goal: the whole heatmap jumps
    (s) => { churn(s, 30); const j = ri(3_000, 9_000); s.seats.splice(j, 1); s.priceCents.splice(j, 1); s.sold.splice(j, 1); delete s.holds[77]; }, // a seat taken out of the plan
    (s) => { churn(s, 5); },
  ];
  out("seatmap", "SeatMap", ticks(8, s, script));
}
