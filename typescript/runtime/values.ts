/**
 * Value-level helpers shared by emitted code and the schema walker: the predicates the encoders
 * use to accept a value, the checks the validators use to explain a refusal (both from the same
 * predicates), quantization, equality of floats and bytes, and the JSON conversions.
 */
import { MAX_PROBLEMS } from "./errors.js";

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** Whether this is Node, whose calls into native code (encodeInto, TextDecoder, Buffer.compare) cost little. */
export const inNode = typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === "string";
/**
 * Node's Buffer.compare: memcmp over the arrays' own memory and length (not their getters). About
 * 45 ns a call whatever the length up to 256 bytes, 62 for 1 KiB, 80 for 4 KiB, where the loops
 * below take 125, 190 and 400. The loops win up to about 48 bytes (32: 31 ns; 64: 56 against
 * 44): the call is taken past 64. Nothing of the kind in browsers.
 */
const nativeCompare = inNode && (globalThis as { Buffer?: { compare?: (a: Uint8Array, b: Uint8Array) => number } }).Buffer?.compare;
/** The largest finite float32. */
export const F32_MAX = 3.4028234663852886e38;

// ---- predicates (hot paths) ----

/** An integer number within [min, max] (both safe integers). */
export function isIntIn(x: unknown, min: number, max: number): boolean {
  return typeof x === "number" && x >= min && x <= max && Math.floor(x) === x;
}

/** A number that float32 can carry: NaN, ±Infinity, or a finite value that does not overflow. */
export function isFloat32(x: unknown): boolean {
  return typeof x === "number" && (Math.abs(x) <= F32_MAX || x !== x || Math.abs(x) === Infinity || Math.abs(Math.fround(x)) !== Infinity);
}

/**
 * The quantized integer of a float: round(x·scale) when scale ≠ 0, else round(x / precision);
 * NaN for anything that is not a finite number (so that every range check fails).
 */
export function quantize(x: unknown, precision: number, scale: number): number {
  if (typeof x !== "number") return NaN;
  return scale !== 0 ? Math.round(x * scale) : Math.round(x / precision);
}

/**
 * A decoder's constructor of plain objects (emit.ts, mk_T): its prototype becomes
 * Object.prototype, so that what it builds is what an object literal would build.
 */
export function plainConstructor<F extends { prototype: unknown }>(f: F): F {
  f.prototype = Object.prototype;
  return f;
}

/** float32 equality as bytes see it. */
export function eqFloat32(a: number, b: number): boolean {
  // The same non-zero number in float32's range (not ±0: equal as numbers, not as float32s).
  if (a === b && typeof a === "number" && a !== 0 && Math.abs(a) <= F32_MAX) return true;
  // Both valid too: 3.5e38 rounds to Infinity, and encodeDiff takes what eq finds equal as valid.
  return typeof a === "number" && typeof b === "number" && Object.is(Math.fround(a), Math.fround(b)) && isFloat32(a) && isFloat32(b);
}

/**
 * A copy of a bytes value. Not `b.slice()`: on a Node Buffer that is a view sharing memory.
 * A view of a detached buffer reads as empty, and copies as empty (slice would throw).
 */
export function copyBytes(b: Uint8Array): Uint8Array {
  return b.length === 0 ? new Uint8Array(0) : (Uint8Array.prototype.slice.call(b) as Uint8Array);
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array)) return false;
  const n = a.length;
  if (n !== b.length) return false;
  if (n > 64 && nativeCompare) return nativeCompare(a, b) === 0;
  let i = 0;
  // From 256 bytes (arrays V8 keeps off its heap: their `buffer` is there to read), as words
  // through views when both start aligned: 64-bit ones (BigInt64Array, whose loads and !== V8
  // compiles to plain 64-bit ones: 2 KiB in ~0.3 µs, not BigUint64Array, whose values it boxes)
  // or 32-bit ones (~0.6 µs), where a byte loop takes ~3 µs. Otherwise 8 bytes a test.
  const aligned = n >= 256 ? (a.byteOffset | b.byteOffset) & 7 : 1;
  if (aligned === 0) {
    const q = n >> 3;
    const x = new BigInt64Array(a.buffer, a.byteOffset, q);
    const y = new BigInt64Array(b.buffer, b.byteOffset, q);
    let k = 0;
    for (const q4 = q & ~3; k < q4; k += 4) {
      if (x[k] !== y[k] || x[k + 1] !== y[k + 1] || x[k + 2] !== y[k + 2] || x[k + 3] !== y[k + 3]) return false;
    }
    for (; k < q; k++) if (x[k] !== y[k]) return false;
    i = q << 3;
  } else if ((aligned & 3) === 0) {
    const q = n >> 2;
    const x = new Int32Array(a.buffer, a.byteOffset, q);
    const y = new Int32Array(b.buffer, b.byteOffset, q);
    let k = 0;
    for (const q4 = q & ~3; k < q4; k += 4) {
      if (x[k] !== y[k] || x[k + 1] !== y[k + 1] || x[k + 2] !== y[k + 2] || x[k + 3] !== y[k + 3]) return false;
    }
    for (; k < q; k++) if (x[k] !== y[k]) return false;
    i = q << 2;
  } else {
    for (const n8 = n & ~7; i < n8; i += 8) {
      const d =
        (a[i]! ^ b[i]!) | (a[i + 1]! ^ b[i + 1]!) | (a[i + 2]! ^ b[i + 2]!) | (a[i + 3]! ^ b[i + 3]!) |
        (a[i + 4]! ^ b[i + 4]!) | (a[i + 5]! ^ b[i + 5]!) | (a[i + 6]! ^ b[i + 6]!) | (a[i + 7]! ^ b[i + 7]!);
      if (d !== 0) return false;
    }
  }
  for (; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

const mapSize = Object.getOwnPropertyDescriptor(Map.prototype, "size")!.get!;
/** %TypedArray%.prototype, whose own getters a subclass of Uint8Array cannot override (here and in wire.ts). */
export const typedArrayProto = Object.getPrototypeOf(Uint8Array.prototype) as object;
const typedArrayTag = Object.getOwnPropertyDescriptor(typedArrayProto, Symbol.toStringTag)!.get!;

/** The members of a Map that the codecs call, everywhere (entries and the iterator are not). */
const MAP_MEMBERS = ["size", "get", "has", "keys", "values"];

/**
 * What the encoders test of a map value: a Map whose members they call are Map.prototype's. A
 * plain Map, or an instance of a subclass that overrides none of them: one whose `get` answers
 * 0 for a missing key, or whose `size` differs from its entries, would have a diff or a
 * snapshot say something other than what the map holds, so it is refused. (Properties set on
 * the instance itself are not looked for.)
 */
export function isHonestMap(x: unknown): x is Map<unknown, unknown> {
  // `constructor`, not getPrototypeOf: a load V8 folds to a map check, where getPrototypeOf
  // of a value of unknown shape is a call (+140 instructions a map on GameState, cachegrind).
  return x instanceof Map && (x.constructor === Map || overriddenMapMember(x) === undefined);
}

/** The first Map member that a prototype between x (a Map) and Map.prototype defines. */
function overriddenMapMember(x: Map<unknown, unknown>): string | undefined {
  for (let p = Object.getPrototypeOf(x); p !== null && p !== Map.prototype; p = Object.getPrototypeOf(p)) {
    for (const k of MAP_MEMBERS) if (Object.prototype.hasOwnProperty.call(p, k)) return k;
  }
  return undefined;
}

/**
 * A real Map as isHonestMap (what the encoders test) with the internal slot its methods need,
 * which a Proxy of a Map or an object made from Map.prototype lacks (their methods throw).
 */
export function isMap(x: unknown): x is Map<unknown, unknown> {
  if (!isHonestMap(x)) return false;
  try {
    mapSize.call(x);
    return true;
  } catch {
    return false;
  }
}

/** A real Uint8Array (a Node Buffer is one): `instanceof` and the typed array's own slot. */
export function isBytes(x: unknown): x is Uint8Array {
  return x instanceof Uint8Array && typedArrayTag.call(x) === "Uint8Array";
}

/** A non-null object (the shape of object and union values). */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null;
}

/** Whether s is Unicode text: no UTF-16 surrogate without its pair. */
export function isWellFormed(s: string): boolean {
  if (typeof s.isWellFormed === "function") return s.isWellFormed();
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

// ---- validation messages ----

/** A short description of a value for messages: `-3`, `"abc"`, `undefined`, `array`, `Map`. */
export function describe(x: unknown): string {
  if (x === undefined) return "undefined";
  if (x === null) return "null";
  if (typeof x === "string") return JSON.stringify(x.length > 40 ? x.slice(0, 40) + "…" : x);
  if (typeof x === "number") return Object.is(x, -0) ? "-0" : String(x);
  if (typeof x === "bigint") return `${x}n`;
  if (typeof x === "boolean") return String(x);
  if (Array.isArray(x)) return "array";
  if (x instanceof Map) {
    if (isMap(x)) return "Map";
    const k = overriddenMapMember(x);
    return k === undefined ? "an object posing as a Map (a Proxy?)" : `a Map subclass that overrides ${k}`;
  }
  if (x instanceof Uint8Array) return isBytes(x) ? "Uint8Array" : "an object posing as a Uint8Array (a Proxy?)";
  if (typeof x === "function") return "function";
  return "object";
}

/** How a map key appears in a path: `["p1"]` or `[5]`. */
export function keyPath(k: unknown): string {
  return "[" + (typeof k === "string" ? JSON.stringify(k) : describe(k)) + "]";
}

/** A field that plain objects inherit (e.g. `constructor`), read as an own property only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- its callers know the field's type
export function own(o: object, k: string): any {
  return Object.prototype.hasOwnProperty.call(o, k) ? (o as Record<string, unknown>)[k] : undefined;
}

/** Pushes "path: missing required what" or "path: expected what, got x". */
export function pushExpected(errs: string[], path: string, what: string, x: unknown): void {
  expected(errs, path, what, x);
}

function expected(errs: string[], path: string, what: string, x: unknown): void {
  errs.push(x === undefined ? `${path}: missing required ${what}` : `${path}: expected ${what}, got ${describe(x)}`);
}

export function checkBool(x: unknown, path: string, errs: string[]): void {
  if (typeof x !== "boolean") expected(errs, path, "boolean", x);
}

export function checkInt(x: unknown, min: number, max: number, label: string, path: string, errs: string[]): void {
  if (isIntIn(x, min, max)) return;
  if (typeof x === "number" && Math.floor(x) === x && Math.abs(x) <= MAX_SAFE) {
    errs.push(`${path}: expected ${label}, got ${describe(x)} (${x < min ? `below the minimum ${min}` : `above the maximum ${max}`})`);
  } else if (typeof x === "number" && Math.floor(x) === x && Math.abs(x) !== Infinity) {
    errs.push(`${path}: expected ${label}, got ${describe(x)} (beyond the safe integers, ±(2^53 − 1))`);
  } else expected(errs, path, label, x);
}

export function checkQuant(x: unknown, precision: number, scale: number, qmin: number, qmax: number, label: string, path: string, errs: string[]): void {
  const q = quantize(x, precision, scale);
  if (q >= qmin && q <= qmax) return;
  if (typeof x === "number" && Number.isFinite(x)) errs.push(`${path}: expected ${label}, got ${describe(x)} (out of range)`);
  else if (typeof x === "number") errs.push(`${path}: expected ${label}, got ${describe(x)} (a quantized float is a finite number)`);
  else expected(errs, path, label, x);
}

export function checkFloat32(x: unknown, path: string, errs: string[]): void {
  if (isFloat32(x)) return;
  if (typeof x === "number") errs.push(`${path}: expected float, got ${describe(x)} (beyond float32's range, ±${F32_MAX})`);
  else expected(errs, path, "float", x);
}

export function checkFloat64(x: unknown, path: string, errs: string[]): void {
  if (typeof x !== "number") expected(errs, path, "double", x);
}

export function checkString(x: unknown, path: string, errs: string[]): void {
  if (typeof x !== "string") expected(errs, path, "string", x);
  else if (!isWellFormed(x)) errs.push(`${path}: string has a lone surrogate (not representable in UTF-8)`);
}

export function checkBytes(x: unknown, path: string, errs: string[]): void {
  if (!isBytes(x)) expected(errs, path, "bytes (Uint8Array)", x);
}

export function checkEnum(x: unknown, options: readonly string[], name: string, path: string, errs: string[]): void {
  if (typeof x !== "string" || !options.includes(x)) {
    // Options that are not plain words quoted (" " and "" would not show).
    const show = (o: string) => (/^[A-Za-z_$][\w$]*$/.test(o) ? o : JSON.stringify(o));
    const list = options.length <= 8 ? options.map(show).join(", ") : `${options.slice(0, 8).map(show).join(", ")}, …`;
    expected(errs, path, `${name} (${list})`, x);
  }
}

// ---- JSON form ----

/**
 * For JSON input that does not have the expected shape (`what`): its problem pushed ("missing
 * required …" or "expected …, got …"), and no value, for the caller to return while the rest of
 * the input is read, so that fromJson reports every problem it finds, as validate does.
 */
export function jsonProblem<T>(errs: string[], path: string, what: string, x: unknown): T {
  errs.push(x === undefined ? `${path}: missing required ${what}` : `${path}: expected ${what}, got ${describe(x)}`);
  return undefined as T;
}

/**
 * jsonProblem for a union's JSON that is not an object of one key naming a variant; one written
 * in the in-memory form (`_type` among its keys) is told how JSON names the variant.
 */
export function unionJsonProblem<T>(errs: string[], path: string, what: string, j: unknown): T {
  if (!isJsonObject(j) || !Object.prototype.hasOwnProperty.call(j, "_type")) return jsonProblem(errs, path, what, j);
  const t = (j as { _type: unknown })._type;
  const name = typeof t === "string" ? JSON.stringify(t) : '"Variant"';
  errs.push(`${path}: expected ${what}, got an object with "_type", the in-memory form (JSON names the variant as the key: { ${name}: { …its fields } })`);
  return undefined as T;
}

/**
 * Pushes a problem for each key of JSON object `j` that is not a field of its type `T` (it
 * would be dropped): `o`, the object built from `j`, has every field of T as an own property
 * (and `_type`, which is never a field, in a union's variant).
 */
export function checkJsonFields(j: object, o: object, path: string, T: string, errs: string[]): void {
  for (const k of Object.keys(j)) {
    if (errs.length >= MAX_PROBLEMS) return;
    if (k === "_type" || !Object.prototype.hasOwnProperty.call(o, k)) errs.push(`${path}: unknown field ${JSON.stringify(k)} (not a field of ${T})`);
  }
}

/**
 * A JSON object: not an array, and not a Map, Date, typed array or other built-in whose
 * contents are not own properties (a Map given as a map's JSON form would read as empty).
 */
export function isJsonObject(x: unknown): boolean {
  return typeof x === "object" && x !== null && !Array.isArray(x) && Object.prototype.toString.call(x) === "[object Object]";
}

/** Sets an own property, even `__proto__`. */
export function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/**
 * A JSON object key of an int-keyed map → the integer (canonical decimal only); otherwise its
 * problem pushed and undefined (the entry is left out while the rest is read).
 */
export function intKey(k: string, path: string, errs: string[]): number | undefined {
  const n = Number(k);
  if (Number.isSafeInteger(n) && String(n) === k) return n;
  const big = /^-?[1-9][0-9]*$/.test(k) && !Number.isSafeInteger(n);
  errs.push(`${path}${keyPath(k)}: map key ${JSON.stringify(k)} ${big ? "is beyond the safe integers, ±(2^53 − 1)" : "is not an integer"}`);
  return undefined;
}

/** float32/double in JSON: numbers, or "NaN" / "Infinity" / "-Infinity". */
export function floatFromJson(x: unknown): unknown {
  if (x === "NaN") return NaN;
  if (x === "Infinity") return Infinity;
  if (x === "-Infinity") return -Infinity;
  return x;
}

export function floatToJson(x: number): number | string {
  return Number.isFinite(x) ? x : String(x);
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
let B64_INDEX: Int16Array | undefined;

/** Standard base64 with padding. */
export function toBase64(b: Uint8Array): string {
  let s = "";
  let i = 0;
  for (; i + 2 < b.length; i += 3) {
    const n = (b[i]! << 16) | (b[i + 1]! << 8) | b[i + 2]!;
    s += B64[n >> 18]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
  }
  if (i < b.length) {
    const n = (b[i]! << 16) | ((b[i + 1] ?? 0) << 8);
    s += B64[n >> 18]! + B64[(n >> 12) & 63]! + (i + 1 < b.length ? B64[(n >> 6) & 63]! : "=") + "=";
  }
  return s;
}

/**
 * Decodes standard base64 (padding optional); bad input pushes its problem, naming `path`, to
 * `errs` and gives an empty array.
 */
export function fromBase64(x: unknown, path: string, errs: string[]): Uint8Array {
  if (typeof x !== "string") {
    jsonProblem(errs, path, "base64 string", x);
    return new Uint8Array(0);
  }
  if (!B64_INDEX) {
    B64_INDEX = new Int16Array(128).fill(-1);
    for (let i = 0; i < 64; i++) B64_INDEX[B64.charCodeAt(i)] = i;
  }
  let s = x;
  if (s.length % 4 === 0 && s.endsWith("==")) s = s.slice(0, -2);
  else if (s.length % 4 === 0 && s.endsWith("=")) s = s.slice(0, -1);
  if (s.length % 4 === 1) return badBase64(errs, path, "invalid base64");
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c]! : -1;
    if (v < 0) return badBase64(errs, path, "invalid base64");
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  if ((acc & ((1 << bits) - 1)) !== 0) return badBase64(errs, path, "invalid base64 (non-zero padding bits)");
  return out;
}

/** fromBase64's refusal: the problem pushed, and an empty array. */
function badBase64(errs: string[], path: string, why: string): Uint8Array {
  errs.push(`${path}: ${why}`);
  return new Uint8Array(0);
}
