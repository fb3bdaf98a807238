/**
 * The states of the six schemas here, written next to this file (deterministic: seeded PRNG, no
 * dependencies). A fifth "unseen" set, written by a helper session from the README alone, in
 * shapes unseen/ to unseen4/ lack or barely use: a tiny presence heartbeat (five fields, where
 * the fixed cost of a call dominates), a protocol envelope whose root holds a twelve-variant
 * union (an empty variant among them) that switches variant nearly every message, a recursive
 * JSON-like CRDT document (a node union of text/number/boolean/null/list/object, ~300 nodes,
 * edited in the middle), a metrics dashboard of 20 sliding windows of 240 float32 samples and
 * uint timestamps (with NaN gaps), a fleet map of 150 vehicles with micro-degree polylines and
 * unicode driver names, and an e-commerce catalog page of 80 products heavy in optional
 * multilingual strings, bytes hashes and string-to-string maps, with a cart.
 *
 * Each NAME.states.json holds { "type": Root, "states": [...] }: 6–8 consecutive ticks of a live
 * system, where each tick changes some fields of the previous one and some ticks insert or remove
 * entries in arrays and maps. They are not in the repository (6 MB): run this first.
 *
 *   node benchmark/unseen5/states.mjs
 *   cp benchmark/unseen5/*.yml benchmark/unseen5/*.states.json schemas/
 *   npm run bench heartbeat envelope doctree timeseries geo shop   # then remove the copies
 */
import { writeFileSync } from "node:fs";
import { chance, pick, reseed, ri, rnd } from "../states-common.mjs";

const out = (name, type, states) => {
  writeFileSync(new URL(name + ".states.json", import.meta.url), JSON.stringify({ type, states }, null, 1) + "\n");
  const sizes = states.map((s) => JSON.stringify(s).length);
  console.log(`${name.padEnd(11)} ${type.padEnd(12)} ${states.length} states, compact JSON bytes: ${sizes.join(" ")}`);
};

// round to a multiple of the precision p (a power of ten here), clamped, as the decimal number
const q = (v, p, min = -Infinity, max = Infinity) => {
  const d = Math.max(0, -Math.floor(Math.log10(p) + 1e-9));
  return +(Math.round(Math.min(max, Math.max(min, v)) / p) * p).toFixed(d);
};
const clone = (v) => JSON.parse(JSON.stringify(v));
const b64 = (n) => Buffer.from(Array.from({ length: n }, () => ri(0, 255))).toString("base64");
const T0 = 1_732_550_400_000;

// ---------------------------------------------------------------- heartbeat (tiny message)
{
  reseed(9001);
  let s = { seq: 1_048_576, node: "edge-fra-07", online: true, skewMs: -12, rttMs: 23.417305000126362 };
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      s.seq++;
      if (chance(0.6)) s.skewMs = Math.max(-2000, Math.min(2000, s.skewMs + ri(-3, 3)));
      if (s.rttMs !== undefined) s.rttMs = 18 + rnd() * 12; // a raw measured double
      if (t === 3) delete s.rttMs; // the ping timed out
      if (t === 4) { s.online = false; }
      if (t === 5) { s.online = true; s.rttMs = 41.09999999962747; s.skewMs = 1873; } // back, clock jumped
      if (t === 6) s.skewMs = -4;
    }
    states.push(clone(s));
  }
  out("heartbeat", "Heartbeat", states);
}

// ---------------------------------------------------------------- envelope (root union field switching variants)
{
  reseed(9002);
  let seq = 7_301_455;
  let ts = T0 / 1000 + 0.25;
  const room = "#général-🇫🇷";
  const msgs = [
    { Join: { room, user: 40_777, name: "Søren Ærø", role: "MEMBER" } },
    { Chat: { room, from: 40_213, text: "on se retrouve à 18h ? 🍻 @Søren", mentions: [40_777] } },
    { Reaction: { room, target: 7_301_456, user: 40_777, emoji: "👍🏽", removed: false } },
    { Ack: { upTo: 7_301_457, missing: [7_301_449, 7_301_452] } },
    { Move: { unit: 812, x: -1204.37, y: 388.05, facing: 271, running: true } },
    { Move: { unit: 812, x: -1201.92, y: 388.05, facing: 268, running: true } },
    { Error: { code: "RATE_LIMITED", message: "Too many messages — slow down (30/min)", retryAfterMs: 1500, ref: 7_301_460 } },
    { Ping: {} },
  ];
  const states = msgs.map((msg) => {
    seq += 1; ts += 0.001 + rnd() * 0.9;
    return { seq, ts, msg };
  });
  out("envelope", "Envelope", states);
}

// ---------------------------------------------------------------- doctree (recursive JSON-like CRDT document)
{
  reseed(9003);
  const T = (value) => ({ Text: { value } });
  const N = (value) => ({ Number: { value } });
  const B = (value) => ({ Bool: { value } });
  const NUL = () => ({ Null: {} });
  const L = (items) => ({ List: { items } });
  const O = (fields) => ({ Object: { fields } });
  const words = ["latency", "budget", "rollout", "schema", "経路", "réseau", "sync", "Übersicht", "客户", "cache", "tick", "delta", "replica", "💡", "naïve", "résumé", "offline", "merge"];
  const sentence = () => {
    const w = Array.from({ length: ri(4, 14) }, () => pick(words)).join(" ");
    return w[0].toUpperCase() + w.slice(1) + pick([".", ".", "!", " ?", "…"]);
  };
  const kinds = ["paragraph", "bullet", "todo", "quote", "code", "heading"];
  const block = () => {
    const kind = pick(kinds);
    const f = { kind: T(kind), text: T(sentence()) };
    if (kind === "todo") f.checked = B(chance(0.4));
    if (kind === "code") f.lang = T(pick(["ts", "rust", "yaml"]));
    if (chance(0.15)) f.marks = T(pick(["bold", "italic", "code", "link"]));
    return O(f);
  };
  const comment = (by) => O({ by: T(by), body: T(sentence()), resolved: B(chance(0.3)), at: N(T0 + ri(0, 86_400_000)) });
  const section = (i) => {
    const f = { heading: T(`${i + 1}. ${sentence().slice(0, 40)}`), level: N(ri(1, 3)), collapsed: B(chance(0.2)), blocks: L(Array.from({ length: ri(3, 8) }, block)) };
    if (chance(0.4)) f.comments = O({ [`c_${ri(1000, 9999)}`]: comment("Ana"), [`c_${ri(1000, 9999)}`]: comment("健太") });
    return O(f);
  };
  const root = O({
    title: T("Design doc — delta sync v2 (ドラフト)"),
    version: N(2.1),
    published: B(false),
    authors: L([
      O({ name: T("Ana Beatriz Gonçalves"), email: T("ana@example.pt"), id: N(1001) }),
      O({ name: T("山田 健太"), email: NUL(), id: N(1002) }),
      O({ name: T("Zoë O'Brien"), email: T("zoe@example.ie"), id: N(1003) }),
    ]),
    tags: L(["sync", "protocol", "rfc", "q3-2025", "🚀"].map(T)),
    sections: L(Array.from({ length: 9 }, (_, i) => section(i))),
    settings: O({ theme: T("solarized-dark"), fontSize: N(14.5), spellcheck: B(true), locale: T("fr-FR"), margins: L([N(72), N(72), N(54), N(54)]), ratio: N(0.6180339887498949) }),
    metadata: O({ createdAt: N(T0), wordCount: N(0), reviewedAt: NUL(), archived: B(false), checksum: T("sha256:9f2c…e1"), temperature: N(-0) }),
  });
  const count = (n) => { const [k, v] = Object.entries(n)[0]; return 1 + (k === "List" ? v.items.reduce((a, c) => a + count(c), 0) : k === "Object" ? Object.values(v.fields).reduce((a, c) => a + count(c), 0) : 0); };
  const depth = (n) => { const [k, v] = Object.entries(n)[0]; return 1 + (k === "List" ? Math.max(0, ...v.items.map(depth)) : k === "Object" ? Math.max(0, ...Object.values(v.fields).map(depth)) : 0); };
  let s = { id: "doc_01JD3K8R7W", rev: 912, actor: "a3f9c1", clock: { a3f9c1: 455, b77e02: 301, c0ffee: 156 }, root };
  const F = (n) => n.Object.fields; // object fields
  const I = (n) => n.List.items; // list items
  const sec = (s, i) => I(F(s.root).sections)[i];
  const script = [
    (s) => { const b = I(F(sec(s, 2)).blocks)[1]; F(b).text.Text.value += " ✍️ (edited)"; },
    (s) => { const bl = I(F(sec(s, 4)).blocks); bl.splice(bl.length >> 1, 0, O({ kind: T("todo"), text: T("Vérifier le cas « liste vide » avant la fusion"), checked: B(false) })); s.clock.b77e02 += 3; },
    (s) => { delete F(F(s.root).settings).spellcheck; F(F(s.root).metadata).wordCount.Number.value = 1834; },
    (s) => { F(F(s.root).metadata).reviewedAt = N(T0 + 3_600_000); F(sec(s, 1)).comments = O({ c_5150: comment("Zoë") }); },
    (s) => { const tags = I(F(s.root).tags); tags.splice(2, 0, T("実験的")); F(s.root).published.Bool.value = true; F(s.root).version.Number.value = 2.2; },
    (s) => { I(F(s.root).sections).splice(5, 1); s.clock.c0ffee += 7; },
    (s) => { const b = I(F(sec(s, 0)).blocks)[0]; F(b).text = T("Résumé : on envoie seulement ce qui a changé — 差分のみ送信。"); delete F(F(s.root).metadata).checksum; },
  ];
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) { s = clone(s); s.rev++; s.clock[s.actor]++; script[t - 1](s); }
    states.push(clone(s));
  }
  console.log(`  doctree: ${count(states[0].root)} nodes, depth ${depth(states[0].root)}`);
  out("doctree", "Document", states);
}

// ---------------------------------------------------------------- timeseries (sliding float32 windows)
{
  reseed(9004);
  const W = 240, STEP = 15;
  let now = T0 / 1000;
  const f32 = Math.fround;
  const kinds = [
    ["cpu_usage", "PERCENT", 35, 8, 0, 100], ["memory_used", "BYTES", 6.2e9, 5e7, 0, 1.6e10], ["http_requests", "REQUESTS_PER_SEC", 1800, 120, 0, 1e6],
    ["latency_p50", "MILLISECONDS", 12, 1.5, 0, 1e5], ["latency_p99", "MILLISECONDS", 180, 25, 0, 1e5], ["net_rx", "BYTES_PER_SEC", 4.5e7, 3e6, 0, 1e10],
    ["net_tx", "BYTES_PER_SEC", 2.2e7, 2e6, 0, 1e10], ["gc_pause", "SECONDS", 0.012, 0.004, 0, 10], ["errors", "COUNT", 3, 2, 0, 1e6], ["cpu_temp", "CELSIUS", 61, 1.2, -20, 120],
  ];
  const instances = ["api-1", "api-2", "api-3", "worker-eu-1", "worker-ap-1", "db-primary"];
  const walk = (v, sd, lo, hi) => f32(Math.max(lo, Math.min(hi, v + (rnd() - 0.5) * 2 * sd)));
  const mkSeries = (k, inst) => {
    const [name, unit, base, sd, lo, hi] = k;
    let v = base;
    const samples = [];
    for (let i = 0; i < W; i++) { v = walk(v, sd, lo, hi); samples.push(v); }
    const timestamps = Array.from({ length: W }, (_, i) => now - (W - 1 - i) * STEP);
    return { name: `${name}{instance="${inst}"}`, unit, labels: { job: inst.startsWith("db") ? "postgres" : "api", instance: inst, env: "prod", region: pick(["eu-west-3", "ap-northeast-1"]) },
      samples, timestamps, stacked: unit === "BYTES_PER_SEC", _k: k };
  };
  const series = [];
  for (let i = 0; i < 20; i++) series.push(mkSeries(kinds[i % kinds.length], instances[i % instances.length]));
  series[8].samples[100] = "NaN"; series[8].samples[101] = "NaN"; // missed scrapes
  series[3].labels["説明"] = "中央値レイテンシ"; series[5].labels.note = "débit entrant ⬇️";
  const gauges = {
    "cpu (cluster)": { value: 38.25, unit: "PERCENT", warn: 70, crit: 90 },
    "error budget left": { value: 0.9312, unit: "PERCENT" },
    "p99 latency": { value: 182.4, unit: "MILLISECONDS", warn: 250, crit: 500 },
    "disk free /var": { value: 1.2884901888e11, unit: "BYTES", crit: 1e10 },
  };
  let s = { id: "dash-prod-api", title: "Production API — overview 🚦", now, stepSec: STEP, series, gauges };
  const strip = (s) => ({ ...s, series: s.series.map(({ _k, ...r }) => r) });
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s); // keeps each series' generator parameters in _k, stripped from the states
      now += STEP; s.now = now;
      for (const x of s.series) {
        const [, , , sd, lo, hi] = x._k;
        const last = x.samples[x.samples.length - 1];
        x.samples.shift(); x.timestamps.shift();
        x.samples.push(x.name.startsWith("errors") && t === 4 ? "NaN" : walk(typeof last === "number" ? last : x._k[2], sd, lo, hi));
        x.timestamps.push(now);
      }
      const g = s.gauges;
      g["cpu (cluster)"].value = q(g["cpu (cluster)"].value + rnd() * 4 - 2, 0.01);
      g["p99 latency"].value = q(g["p99 latency"].value + rnd() * 20 - 10, 0.1);
      if (t === 2) g["error budget left"].value = 0.9301;
      if (t === 3) s.series.splice(5, 0, mkSeries(["queue_depth", "COUNT", 40, 6, 0, 1e6], "worker-eu-1"));
      if (t === 5) s.series.splice(12, 1);
      if (t === 6) { g["queue lag"] = { value: 4.75, unit: "SECONDS", warn: 30 }; delete g["disk free /var"].crit; }
      if (t === 7) s.series[0].stacked = true;
    }
    states.push(strip(clone(s)));
  }
  out("timeseries", "Dashboard", states);
}

// ---------------------------------------------------------------- geo (fleet map, micro-degree polylines, unicode names)
{
  reseed(9005);
  const hubs = [["paris", 48.856613, 2.352222], ["lisboa", 38.722252, -9.139337], ["saopaulo", -23.55052, -46.633308], ["tokyo", 35.676192, 139.650311]];
  const names = ["Amélie Dubois", "João Conceição", "Björn Åkesson", "佐藤 美咲", "María José Peña", "Łukasz Wójcik", "Chloé 🚲", "Nguyễn Văn An", "Θεόδωρος Παπαδόπουλος", "Ólafur Þórsson",
    "김민준", "Zeynep Çağlar", "Дмитрий Иванов", "Siobhán Ní Bhriain", "高橋 翔太 🛵", "François-Xavier Lefèvre", "Ana Luíza Araújo", "Ngozi Ọkọnkwọ", "José 🇧🇷 Silva", "Renée Müller"];
  const kinds = ["BIKE", "SCOOTER", "CAR", "VAN", "VAN", "TRUCK"];
  const deg = (v) => q(v, 0.000001, -180, 180);
  const head = (a, b) => { let h = Math.atan2(b.lon - a.lon, b.lat - a.lat) * 180 / Math.PI; if (h < 0) h += 360; return q(h, 0.1, 0, 359.9); };
  let driverId = 55_000;
  const mkVehicle = (hub) => {
    const [, lat0, lon0] = hub;
    const kind = pick(kinds);
    const n = ri(20, 60);
    let lat = lat0 + (rnd() - 0.5) * 0.15, lon = lon0 + (rnd() - 0.5) * 0.2;
    const track = [];
    for (let i = 0; i < n; i++) { lat += (rnd() - 0.5) * 0.0008; lon += (rnd() - 0.5) * 0.0011; track.push({ lat: deg(lat), lon: deg(lon) }); }
    const v = { kind, status: pick(["IDLE", "EN_ROUTE", "EN_ROUTE", "DELIVERING", "RETURNING"]), heading: head(track[n - 2], track[n - 1]),
      speedKmh: q(rnd() * (kind === "BIKE" ? 25 : 70), 0.1, 0, 250), track };
    if (chance(0.85)) {
      v.driver = { id: driverId += ri(1, 40), name: pick(names) };
      if (chance(0.6)) v.driver.phone = `+${pick(["33 6", "351 91", "55 11 9", "81 90"])} ${ri(1000, 9999)} ${ri(1000, 9999)}`;
      if (chance(0.7)) v.driver.rating = q(3.5 + rnd() * 1.5, 0.01, 0, 5);
    }
    if (kind !== "TRUCK" && chance(0.7)) v.battery = ri(5, 100);
    v.odometerKm = q(rnd() * 180_000, 0.1, 0, 2_000_000);
    return v;
  };
  const vehicles = {};
  const nextNo = { paris: 1, lisboa: 1, saopaulo: 1, tokyo: 1 };
  const add = (vehicles, hub) => { vehicles[`${hub[0]}-${String(nextNo[hub[0]]).padStart(4, "0")}`] = mkVehicle(hub); nextNo[hub[0]] += ri(1, 3); };
  for (let i = 0; i < 150; i++) add(vehicles, hubs[i < 60 ? 0 : i < 90 ? 1 : i < 120 ? 2 : 3]);
  const depots = { "Paris — Bercy": { lat: 48.837929, lon: 2.382586 }, "Lisboa — Alcântara": { lat: 38.70518, lon: -9.176524 }, "São Paulo — Mooca": { lat: -23.55944, lon: -46.599681 }, "東京 — 品川": { lat: 35.628471, lon: 139.73876 } };
  let s = { region: "global-pilot", updatedAt: T0, vehicles, depots };
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      s.updatedAt += 5000 + ri(0, 40);
      for (const v of Object.values(s.vehicles)) {
        if (v.status === "OFFLINE" || !chance(0.2)) continue;
        const a = v.track[v.track.length - 1];
        const b = { lat: deg(a.lat + (rnd() - 0.5) * 0.0008), lon: deg(a.lon + (rnd() - 0.5) * 0.0011) };
        v.track.push(b);
        if (v.track.length > 60) v.track.shift();
        v.heading = head(a, b);
        v.speedKmh = q(rnd() * (v.kind === "BIKE" ? 25 : 70), 0.1, 0, 250);
        v.odometerKm = q(v.odometerKm + rnd() * 0.09, 0.1, 0, 2_000_000);
        if (v.battery !== undefined && chance(0.3)) v.battery = Math.max(0, v.battery - 1);
        if (chance(0.1)) v.status = pick(["EN_ROUTE", "DELIVERING", "RETURNING"]);
      }
      const ids = Object.keys(s.vehicles);
      if (t === 2) { const tr = s.vehicles[ids[17]].track; const m = tr.length >> 1; tr.splice(m, 0, { lat: deg((tr[m - 1].lat + tr[m].lat) / 2 + 0.000013), lon: deg((tr[m - 1].lon + tr[m].lon) / 2 - 0.000021) }); }
      if (t === 3) { add(s.vehicles, hubs[3]); add(s.vehicles, hubs[0]); }
      if (t === 4) { const v = s.vehicles[ids[40]]; delete v.driver; v.status = "IDLE"; s.vehicles[ids[41]].driver = { id: 99_001, name: "Nuno Gonçalves 👋", rating: 5 }; }
      if (t === 5) { delete s.vehicles[ids[3]]; delete s.vehicles[ids[100]]; }
      if (t === 6) { s.vehicles[ids[70]].status = "OFFLINE"; s.vehicles[ids[70]].speedKmh = 0; s.vehicles[ids[90]].status = "CHARGING"; }
      if (t === 7) s.depots["Porto — Campanhã"] = { lat: 41.148744, lon: -8.585806 };
    }
    states.push(clone(s));
  }
  out("geo", "Fleet", states);
}

// ---------------------------------------------------------------- shop (catalog page: optional unicode strings, bytes, string maps)
{
  reseed(9006);
  const sentences = [
    "Made from 100% recycled polyester, this jacket keeps you dry in light rain and wind.",
    "Coupe ajustée, coutures étanches et capuche réglable : idéale pour la randonnée comme pour la ville.",
    "Wasserabweisendes Obermaterial, atmungsaktive Membran und zwei Reißverschlusstaschen.",
    "軽量で持ち運びやすく、付属のポーチにコンパクトに収納できます。",
    "采用环保材料制成，防风防水，适合四季户外活动。",
    "Machine washable at 30 °C; do not tumble dry. ♻️",
    "Disponible en cinq coloris — bleu nuit, sauge, écru, brique et noir.",
    "Garantía de dos años y devolución gratuita durante 30 días.",
    "Ergonomic fit with articulated elbows for full freedom of movement 🏔️.",
    "Convient aux peaux sensibles ; certifié OEKO-TEX® Standard 100.",
    "Tamanho normal — recomendamos escolher o seu número habitual.",
    "Ships in recyclable packaging, plastic-free 📦.",
  ];
  const desc = () => {
    const target = ri(100, 600);
    let d = "";
    while (d.length < target) d += (d ? " " : "") + pick(sentences);
    if (d.length > 600) d = d.slice(0, 599) + "…";
    return d;
  };
  const nouns = [["Veste imperméable", "jacket"], ["Rain jacket", "jacket"], ["Sac à dos 28 L", "bag"], ["Trail runner", "shoes"], ["マグカップ 350ml", "home"], ["Merino beanie", "hat"], ["Gourde isotherme", "home"], ["Wanderhose", "pants"], ["羽绒服", "jacket"], ["Chaussettes (lot de 3)", "socks"]];
  const brands = ["Patagonia", "Arc'teryx", "Décathlon", "Fjällräven", "無印良品", "Vaude", "Salomon", "Picture Organic"];
  const colors = ["bleu nuit", "sauge", "écru", "brique", "noir", "黒", "olive", "rose poudré"];
  const tagsPool = ["new", "eco", "sale", "outdoor", "unisex", "waterproof", "bestseller", "vegan", "cadeau 🎁", "限定"];
  let pid = 3_200_100;
  const mkProduct = () => {
    const [title, cat] = pick(nouns);
    const currency = chance(0.85) ? "EUR" : pick(["USD", "GBP", "JPY", "CHF"]);
    const price = currency === "JPY" ? ri(800, 40_000) : ri(599, 49_999);
    const p = { id: pid += ri(1, 50), sku: `${cat.toUpperCase().slice(0, 3)}-${ri(10000, 99999)}-${pick(["XS", "S", "M", "L", "XL", "U"])}`, title: `${title} — ${pick(colors)}` };
    if (chance(0.5)) p.subtitle = pick(["Léger et compressible", "Bestseller of the season", "Édition limitée ✨", "Nachhaltig produziert", "日本限定モデル"]);
    if (chance(0.85)) p.description = desc();
    if (chance(0.8)) p.brand = pick(brands);
    if (chance(0.25)) p.badge = pick(["Nouveau", "−30 %", "Bestseller ⭐", "Dernières pièces"]);
    p.price = price;
    const discounted = chance(0.25);
    if (discounted) p.listPrice = Math.round(price * (1 + ri(10, 50) / 100));
    p.currency = currency;
    p.stock = chance(0.1) ? 0 : ri(1, 400);
    p.tags = Array.from(new Set(Array.from({ length: ri(0, 5) }, () => pick(tagsPool))));
    p.thumbHash = b64(32);
    p.attributes = { color: pick(colors), ...(cat === "home" ? { capacité: pick(["350 ml", "500 ml", "1 L"]) } : { size: pick(["XS", "S", "M", "L", "XL"]) }), material: pick(["100 % coton bio", "polyester recyclé", "mérinos", "ステンレス"]) };
    if (chance(0.3)) p.attributes["entretien"] = "lavage à 30 °C";
    if (chance(0.2)) p.attributes["原産国"] = pick(["日本", "ポルトガル", "ベトナム"]);
    if (discounted) {
      p.discount = { percent: Math.round((1 - p.price / p.listPrice) * 100) };
      if (chance(0.5)) p.discount.label = pick(["Soldes d'hiver", "Black Friday 🖤", "Member price"]);
      if (chance(0.3)) p.discount.code = "HIVER25";
      if (chance(0.6)) p.discount.endsAt = T0 + ri(1, 14) * 86_400_000;
      if (chance(0.4)) p.discount.condition = { ...(chance(0.5) ? { minQty: ri(2, 3) } : {}), ...(chance(0.5) ? { memberTier: pick(["SILVER", "GOLD"]) } : {}), firstOrder: chance(0.3) };
    }
    if (chance(0.7)) { p.rating = q(3 + rnd() * 2, 0.1, 0, 5); p.reviews = ri(0, 4_000); }
    return p;
  };
  const products = Array.from({ length: 80 }, mkProduct);
  const productFields = ["id", "sku", "title", "subtitle", "description", "brand", "badge", "price", "listPrice", "currency", "stock", "tags", "thumbHash", "attributes", "discount", "rating", "reviews"];
  const order = (o, fields) => Object.fromEntries(fields.filter((f) => o[f] !== undefined).map((f) => [f, o[f]]));
  const facets = { "brand:Patagonia": 41, "brand:Fjällräven": 17, "color:bleu nuit": 63, "color:黒": 12, "size:M": 120, "price:<50€": 88, "eco": 57, "en stock": 203 };
  const line = (p, qty) => ({ productId: p.id, sku: p.sku, qty, unitPrice: p.price, giftWrap: false });
  const recompute = (c) => { c.subtotal = c.lines.reduce((a, l) => a + l.qty * l.unitPrice, 0); };
  const eur = products.filter((p) => p.currency === "EUR" && p.stock > 0);
  const cart = { id: "cart_7f3a2c91e0", lines: [line(eur[0], 1), line(eur[5], 2), { ...line(eur[9], 1), giftWrap: true, note: "Pour Camille 🎂 — ne pas ouvrir !" }], subtotal: 0, currency: "EUR", updatedAt: T0 };
  recompute(cart);
  let s = { page: 3, query: "veste imperméable femme", locale: "fr-FR", products, facets, cart };
  const states = [];
  for (let t = 0; t < 8; t++) {
    if (t > 0) {
      s = clone(s);
      for (let k = ri(3, 5); k > 0; k--) { const p = pick(s.products); p.stock = Math.max(0, p.stock - ri(1, 3)); }
      for (let k = ri(1, 2); k > 0; k--) { const p = pick(s.products); p.price = Math.max(0, p.price + ri(-500, 500)); }
      const c = s.cart;
      if (t === 1) c.lines.push(line(eur[12], 1));
      if (t === 2) c.lines[1].qty = 3;
      if (t === 3) { c.lines.splice(1, 1); s.facets["en stock"] -= 1; }
      if (t === 4) { c.coupon = "BIENVENUE10"; const p = s.products[7]; p.discount = { percent: 10, label: "Code BIENVENUE10", condition: { firstOrder: true } }; }
      if (t === 5) { const p = s.products[22]; p.stock = 0; p.badge = "Épuisé"; delete p.discount; delete s.facets["color:黒"]; }
      if (t === 6) { c.lines.splice(1, 0, line(eur[15], 2)); c.lines[0].note = "Emballage cadeau svp 🎁"; c.lines[0].giftWrap = true; }
      if (t === 7) { c.lines.shift(); s.products[30].attributes["coupe"] = "ajustée"; s.products[31].tags.push("nouveau"); }
      recompute(c); c.updatedAt += ri(2_000, 60_000);
      // fields added in a tick go where the schema has them (decode writes fields in schema order)
      s.cart = order(c, ["id", "lines", "subtotal", "currency", "coupon", "updatedAt"]);
      s.products = s.products.map((p) => order(p, productFields));
    }
    states.push(clone(s));
  }
  out("shop", "CatalogPage", states);
}
