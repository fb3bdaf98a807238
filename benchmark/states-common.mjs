/**
 * The seeded random numbers the unseen sets' states.mjs scripts draw from (unseen2/ to unseen9/),
 * the writer of unseen6/'s to unseen9/'s files and the tick script runner of unseen7/ to unseen9/:
 * mulberry32, restarted with a fixed seed before each schema's states, so that each file comes
 * out the same on every run whatever the others do.
 */
import { writeFileSync } from "node:fs";

const mulberry32 = (seed) => () => {
  seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
let next = mulberry32(1);

/** Restarts the sequence at `seed`. */
export const reseed = (seed) => {
  next = mulberry32(seed);
};
/** A float in [0, 1). */
export const rnd = () => next();
/** An integer in [a, b]. */
export const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
/** An element of arr. */
export const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
/** True with probability p. */
export const chance = (p) => rnd() < p;

export const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
// round to a multiple of the precision p (a decimal like 0.01 or a binary fraction like 0.0625),
// clamped, written with no more decimals than p has
export const q = (v, p, min = -Infinity, max = Infinity) => {
  const d = (String(p).split(".")[1] ?? "").length;
  return +(Math.round(clamp(v, min, max) / p) * p).toFixed(d) + 0;
};
export const f32 = (v) => Math.fround(v);
// a full-precision double (53 random bits), scaled
export const dbl = (scale = 1) => (rnd() + rnd() / 2 ** 32 - 0.5) * 2 * scale;
// a deep copy that keeps own "__proto__" keys (structuredClone and JSON both do)
export const clone = (v) => structuredClone(v);
/** n states: s, then each script step (script[t - 1](state, t)) applied to a copy of the previous state. */
export const ticks = (n, s, script) => {
  const states = [clone(s)];
  for (let t = 1; t < n; t++) { s = clone(s); script[t - 1](s, t); states.push(clone(s)); }
  return states;
};
export const bytes = (n) => Buffer.from(Array.from({ length: n }, () => ri(0, 255)));
export const b64 = (n) => bytes(n).toString("base64");

// ---- one state per line (unseen6/, unseen7/) ----

const NEG0 = "\u0000neg0";
/** Compact JSON with negative zero written as -0 (JSON.stringify writes 0); NaN and infinities are already the JSON form's strings. */
export const json = (v) => JSON.stringify(v, (k, x) => (Object.is(x, -0) ? NEG0 : x)).replaceAll(JSON.stringify(NEG0), "-0");
/** Writes `name`.states.json next to `at` (a script's import.meta.url): { "type", "states" }, a state per line. */
export const writeStates = (at, name, type, states) => {
  const text = `{"type":${JSON.stringify(type)},"states":[\n${states.map(json).join(",\n")}\n]}\n`;
  writeFileSync(new URL(name + ".states.json", at), text);
  const sizes = states.map((s) => Buffer.byteLength(json(s)));
  console.log(`${name.padEnd(10)} ${type.padEnd(13)} ${states.length} states, compact JSON bytes: ${sizes.join(" ")}`);
};
