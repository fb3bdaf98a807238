/**
 * The seeded random numbers the unseen sets' states.mjs scripts draw from (unseen2/ to unseen7/):
 * mulberry32, restarted with a fixed seed before each schema's states, so that each file comes
 * out the same on every run whatever the others do.
 */

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
