/**
 * The only module that touches bytes.
 *
 * A tickpack message has two sections in one buffer (docs/FORMAT.md §2):
 *   [ byte section, written front to back ][ bit section, written back to front ]
 * Byte-aligned data (varints, strings, floats) goes to the byte section; single bits and
 * fixed-width small integers go to the bit section, least significant bit first, whose
 * bytes are stored in reverse order from the end of the message. No length or header
 * separates them: a reader consumes bytes from the front and bits from the back, and the
 * message is well formed only if both cursors meet exactly.
 */
import { DecodeError, INVALID } from "./errors.js";
import { F32_MAX, inNode, isFloat32, isIntIn, quantize, typedArrayProto } from "./values.js";

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const TWO32 = 4294967296;

let textDecoder: TextDecoder | undefined;
const fromCharCode = String.fromCharCode;

/** Scratch for floats: an 8-byte buffer seen as bytes, float64, float32 and int32. */
const F64 = new Float64Array(1);
const F32 = new Float32Array(F64.buffer, 0, 1);
const I32 = new Int32Array(F64.buffer);
/** The indexes in I32 of a float64's low and high 32 bits (the platform's byte order). */
const LO = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;
const HI = 1 - LO;
/**
 * POW2[e] = 2^(e − 1075) for the biased exponents e = 1 … 2046 of normal doubles (built from bits),
 * and POW2[2048 + e] = −2^(e − 1075): indexed by a double's top 12 bits, sign and exponent.
 */
const POW2 = new Float64Array(4096);
for (let e = 1; e < 2047; e++) {
  const k = e - 1075;
  I32[LO] = k < -1022 && k + 1074 < 32 ? 1 << (k + 1074) : 0;
  I32[HI] = k >= -1022 ? (k + 1023) << 20 : k + 1074 >= 32 ? 1 << (k + 1074 - 32) : 0;
  POW2[e] = F64[0]!;
  POW2[2048 + e] = -F64[0]!;
}


/**
 * Array lengths from which decoders read doubles and floats with Reader.readFloat64Array /
 * readFloat32Array rather than value by value (creating the DataView costs about as much as
 * the store-forwarding stalls of 16 readFloat64 calls; readFloat32 has no stall).
 */
export const BULK_FLOAT64 = 16;
export const BULK_FLOAT32 = 32;

/**
 * Array lengths from which encoders and decoders write and read varint integers with
 * Writer.writeIntArrayFrom / Reader.readIntArray rather than value by value. Shorter arrays
 * keep the loop, whose calls V8 inlines: a call to either that is ever taken competes for the
 * caller's inlining budget (the emitted calls on Edge 2's empty array cost its encode and decode
 * about 10 % more instructions, through what V8 no longer inlined).
 */
export const BULK_INT = 16;

/**
 * How far an encoder looks for an array's shift in a diff (FORMAT.md §5), for an array of
 * `length` elements: max(8, ⌊length / 8⌋) elements dropped from the front of the old array (of
 * its length), or new at the front of the new one (of its length). A feed of 120 trades takes
 * up to 15 new ones a tick as a shift, one of 500 entries up to 62. (With a reach of 8 alone, a
 * window of 500 small records that took 9 cost every element after them: 8 457 bytes, now 164.)
 * Both back ends call it (emitted `shn` helpers through `rt`).
 */
export function shiftReach(length: number): number {
  const r = length >> 3;
  return r > 8 ? r : 8;
}

/** The most splices an encoder writes in one array's diff (FORMAT.md §5, Shifts). */
export const MAX_SPLICES = 16;

/**
 * How many more times an encoder looks for one splice after a position where it keeps none: each
 * time at the start of the next run of SPLICE_RUN pairs or more that do not match (FORMAT.md §5,
 * Shifts, rule 4). Two neighbours that swapped places in a 200-entry ranking no longer keep a
 * removal after them from being found: 682 bytes for the swap and the removal before, 56 now.
 */
export const SPLICE_RETRIES = 4;

/**
 * The shortest run of pairs that do not match where an encoder looks for a splice again
 * (SPLICE_RETRIES): a shorter run costs no more as changes in place than a splice could save
 * there, and looking at every run of one or two (scattered changes) cost Exchange's diffs 27 %.
 * Only keyed arrays and arrays of strings look again (ir.arrayRetries).
 */
export const SPLICE_RUN = 8;

/**
 * A changed string or bytes value whose previous value has EDIT_FROM code units (bytes) or more
 * carries a flag, and is sent as an edit of it (a kept prefix and suffix around a new middle)
 * when that keeps EDIT_KEPT of them or more (FORMAT.md §5, Edits).
 */
export const EDIT_FROM = 16;
export const EDIT_KEPT = 8;

/**
 * How many leading bytes `a` and `b` share, up to `m`. From 64 bytes, where both arrays sit
 * alike to 8-byte boundaries, 8 bytes a test through BigInt64Array views (see bytesEqual,
 * values.ts): a blob of 80 KB with a byte changed here and there was 0.3× its encode a diff.
 */
function bytesPrefix(a: Uint8Array, b: Uint8Array, m: number): number {
  let i = 0;
  // The arrays' own buffer and offset (a subclass's getters could point elsewhere).
  const oa = m >= 64 ? (typedArrayByteOffset.call(a) as number) : 0;
  const ob = m >= 64 ? (typedArrayByteOffset.call(b) as number) : 1;
  if (((oa ^ ob) & 7) === 0) {
    const lead = (8 - (oa & 7)) & 7;
    for (; i < lead; i++) if (a[i] !== b[i]) return i;
    const q = (m - i) >> 3;
    const x = new BigInt64Array(typedArrayBuffer.call(a) as ArrayBuffer, oa + i, q);
    const y = new BigInt64Array(typedArrayBuffer.call(b) as ArrayBuffer, ob + i, q);
    let k = 0;
    while (k < q && x[k] === y[k]) k++;
    i += k << 3;
  }
  while (i < m && a[i] === b[i]) i++;
  return i;
}

/** How many trailing bytes `a` (of `la`) and `b` (of `lb`) share, up to `most`; as bytesPrefix. */
function bytesSuffix(a: Uint8Array, b: Uint8Array, la: number, lb: number, most: number): number {
  let s = 0;
  const ea = most >= 64 ? (typedArrayByteOffset.call(a) as number) + la : 0;
  const eb = most >= 64 ? (typedArrayByteOffset.call(b) as number) + lb : 1;
  if (((ea ^ eb) & 7) === 0) {
    const tail = ea & 7;
    for (; s < tail; s++) if (a[la - 1 - s] !== b[lb - 1 - s]) return s;
    const q = (most - s) >> 3;
    const x = new BigInt64Array(typedArrayBuffer.call(a) as ArrayBuffer, ea - s - 8 * q, q);
    const y = new BigInt64Array(typedArrayBuffer.call(b) as ArrayBuffer, eb - s - 8 * q, q);
    let k = q - 1;
    while (k >= 0 && x[k] === y[k]) k--;
    s += (q - 1 - k) << 3;
  }
  while (s < most && a[la - 1 - s] === b[lb - 1 - s]) s++;
  return s;
}

/** Whether keeping the first `p` code units of `a` would keep half a surrogate pair (its high surrogate last). */
function splitsPrefix(a: string, p: number): boolean {
  return p > 0 && (String.prototype.charCodeAt.call(a, p - 1) & 0xfc00) === 0xd800;
}

/** Whether keeping the last `s` code units of `a` would keep half a surrogate pair (its low surrogate first). */
function splitsSuffix(a: string, s: number): boolean {
  return s > 0 && (String.prototype.charCodeAt.call(a, ("" + a).length - s) & 0xfc00) === 0xdc00;
}

/** Whether the change of a string (or with `bytes`, a bytes value) from `a` carries the edit flag: `a` one of EDIT_FROM units or more. */
export function editable(a: unknown, bytes: boolean): boolean {
  // ("" + a).length for a string: see Writer.writeString.
  return bytes ? a instanceof Uint8Array && a.length >= EDIT_FROM : typeof a === "string" && ("" + a).length >= EDIT_FROM;
}

/**
 * Varints of an integer array for which Writer.writeIntArrayFrom and writeIntArrayWhole make
 * room at once (5 bytes each), so that a long array of small values does not make room for
 * five times its size.
 */
const VARINT_RUN = 4096;

/** The widest elements (in bits) that Reader.readPackedArray and readEnumArray read. */
export const PACKED_ARRAY_BITS = 24;

let textEncoder: TextEncoder | undefined;

/**
 * Output messages are views into slabs, as Node's Buffer pool does: a fresh Uint8Array above 64
 * bytes costs a backing-store allocation (about a microsecond in V8), a view into a slab does
 * not. The byte section is written straight into the writer's current slab, which has at least
 * SLAB_ROOM bytes left at every reset, so that finishing a message only appends its bit section.
 * A message that outgrows its slab moves to a new, larger one (room for twice what it needs, more
 * if the last message that grew was longer: few moves for messages of a steady size), and
 * later messages go on in that slab's free part, as msgpackr does: no message is copied out at
 * the end (copying a 28 KB message out was a third of its encode). Each message still gets
 * bytes no other message shares. The top BIT_ROOM bytes of a slab are never handed out: the bit
 * section is written there (from the top down), so that finish moves it next to the byte section
 * with one copyWithin.
 */
const SLAB = 65536;
const SLAB_ROOM = 4096;
const BIT_ROOM = 4096;
/** The longest last message that sizes the next slab (Writer.reset); longer ones grow as before. */
const LAST_HINT = 1 << 20;
/**
 * A new slab has room for this many messages as long as the last, up to SLAB_MOST bytes (and for
 * two in any case). Each new slab costs the allocation of fresh, zeroed memory, a fixed part of
 * it per slab: a 20 KB editor state in 64 KiB slabs (two messages each) encoded in about 25.2
 * µs, in 256 KiB slabs (twelve) in 23.9 (the best of eight rounds, six processes each). The cost
 * is memory held: a message kept alive keeps its whole slab, up to SLAB_MOST bytes for
 * messages of up to 512 KB. Not past SLAB_MOST: a map region of 156 KB encoded in about 62 µs
 * in slabs of 2 MiB (thirteen), 55–57 in slabs of 1 MiB (six) as in slabs of 512 KiB (three).
 */
const SLAB_MESSAGES = 8;
const SLAB_MOST = 1 << 20;

/** Every empty `bytes` value decodes to this one array: frozen, so nobody can change it. */
const EMPTY_BYTES: Uint8Array = Object.freeze(new Uint8Array(0));

/**
 * Decoded `bytes` values are copies, never views into the input (which the caller may reuse),
 * and plain Uint8Arrays whatever the input's class. Up to 64 bytes a copy is a small on-heap
 * array; from 65 bytes to POOLED_BYTES it is a view into a shared 8 KiB decode slab, as Node's
 * Buffer pool hands them out (a fresh backing store costs 0.3–1 µs, 3–5× the copy). A larger
 * value starts the message's arena: a copy, made in one go, of the input from that value on, as
 * long as the rest of the message but at most ARENA bytes (or the value's length). That value
 * and every later one (of more than 64 bytes) that lies inside it are views into it, so that a
 * message of many tiles, frames or packets costs one allocation and one copy, not one each.
 * Views never overlap (values never share input bytes); a kept view keeps its slab (8 KiB) or
 * its arena (at most 64 KiB, or its own length) alive.
 */
const DECODE_SLAB = 8192;
const POOLED_BYTES = 2048;
const ARENA = 65536;
const ON_HEAP_BYTES = 64;
let decodeSlab = new ArrayBuffer(0);
let decodeSlabUsed = 0;
// %TypedArray%.prototype's own getters, which a subclass of Uint8Array cannot override.
const typedArrayBuffer = Object.getOwnPropertyDescriptor(typedArrayProto, "buffer")!.get!;
const typedArrayByteOffset = Object.getOwnPropertyDescriptor(typedArrayProto, "byteOffset")!.get!;
const typedArrayLength = Object.getOwnPropertyDescriptor(typedArrayProto, "length")!.get!;
// %TypedArray%.prototype.slice, called on plain Uint8Arrays (whose species is Uint8Array): the
// cheapest copy into a new ArrayBuffer in Node 20 (47 KB: ~3.8 µs, against ~5.5 for Uint8Array's
// copy constructor and ~4.0 for a new array and a set, measured apart).
const typedArraySlice = Uint8Array.prototype.slice;

/**
 * Packed arrays for decoders to fill with numbers, booleans or enum options (the Reader's array
 * readers, and emitted code by ir.ts decodedArrayKind): new Array(n) is holey, and the
 * Writer's loops over arrays (writeGroups, writeBools …), shared by every codec, then meet holey
 * arrays (decoded ones, re-encoded by a relay or by the benchmark's round-trip check) beside the
 * packed ones users build with push, literals or JSON.parse. V8 compiles their loads for both kinds
 * and tests every element for a hole: a 12-bit grouped loop ran 31 instructions an element on
 * packed arrays alone, 54 on holey ones alone, 47 on either once it had met both (cachegrind). In
 * the benchmark, a voxel chunk's encode ÷ Protobuf read 1.14 and 1.06 (medians of 8 states, two
 * runs) with holey decoded arrays, 1.60 and 1.54 with these; its decode ÷ MessagePack 2.17 and 1.95
 * against 2.24 and 1.85. In the full unseen6 run, encode 0.85 → 1.60, decode 1.97 → 2.03.
 *
 * Copies of kept templates: of each length below SIZED (slice() with no bounds, which V8 compiles
 * to a copy, ~as cheap as new Array(n)), else of a template grown to the longest array met, up to
 * PACKED_MAX elements (slice(0, n), a copy: the chunk's decode 1.56 → 1.86 M instructions, which
 * its time did not show); longer arrays are new ones filled (holey: a template of millions of
 * elements would be kept for good). Each elements kind has templates of its own (zeros of small
 * integers, zeros of float64s, undefineds), so that storing the values decoded changes no array's
 * kind. Arrays of objects, strings and the rest stay new Array(n) in emitted code: their loads and
 * stores are each schema's own, and a round trip first left GameState's encode as fast as before.
 */
const SIZED = 64;
/** The longest array readPackedArray reads value by value (readPackedFew; from 5 or 6 values of 12 bits, the long version is faster). */
const PACKED_FEW = 4;
const PACKED_MAX = 1 << 16;
/** Elements kinds of packedArray: small integers, float64s, anything (booleans, enum options, objects). */
export const SMI_ELEMENTS = 0;
export const DOUBLE_ELEMENTS = 1;
export const OBJECT_ELEMENTS = 2;
/** The elements kind packedArray takes for each of ir.ts decodedArrayKind's names. */
export const ELEMENTS_OF = { smi: SMI_ELEMENTS, double: DOUBLE_ELEMENTS, object: OBJECT_ELEMENTS } as const;
const sized: unknown[][][] = [[], [], []];
for (let n = 0; n < SIZED; n++) {
  const a: number[] = [];
  const b: number[] = n === 0 ? [] : [0.5];
  const c: unknown[] = [];
  for (let i = 0; i < n; i++) a.push(0);
  for (let i = 1; i < n; i++) b.push(0);
  if (n > 0) b[0] = 0;
  for (let i = 0; i < n; i++) c.push(undefined);
  sized[SMI_ELEMENTS]!.push(a);
  sized[DOUBLE_ELEMENTS]!.push(b);
  sized[OBJECT_ELEMENTS]!.push(c);
}
const long: unknown[][] = [sized[0]![SIZED - 1]!, sized[1]![SIZED - 1]!, sized[2]![SIZED - 1]!];

/**
 * A new packed array of `n` elements for a decoder to fill with T values, of elements kind
 * `kind` (SMI_ELEMENTS, DOUBLE_ELEMENTS or OBJECT_ELEMENTS): stores of T values then change no
 * array's kind. That matters beyond the one array: a store that has met arrays of two kinds
 * turns every later array of the narrower kind it meets into the wider one (a copy, for small
 * integers into float64s), whatever the value stored.
 */
export function packedArray<T>(n: number, kind: number): T[] {
  if (n < SIZED) return sized[kind]![n]!.slice() as T[];
  return longPackedArray(n, kind) as T[];
}

function longPackedArray(n: number, kind: number): unknown[] {
  if (n > PACKED_MAX) return new Array<unknown>(n).fill(kind === OBJECT_ELEMENTS ? undefined : 0);
  const z = long[kind]!;
  if (n <= z.length) return z.slice(0, n);
  let m = z.length;
  while (m < n) m *= 2;
  const t = z.slice();
  const fill = t[0];
  for (let i = t.length; i < m; i++) t.push(fill);
  long[kind] = t;
  return t.slice(0, n);
}

/**
 * The decoder's cache of strings of 13 to CACHED_BYTES bytes (see Reader.longString; shorter
 * ones are in shortMeta): shared by every Reader, 2^DECODE_SLOT_BITS slots of the bytes as
 * little-endian 32-bit words (CACHED_BYTES / 4 a slot), the byte length (−1: empty) and the
 * string. 4096 slots (512 KiB of words): at 1024, 600 lines of code took each other's slots
 * 57 % of the time, at 4096 5 % (EditorSession decode 80 → 35 µs).
 */
const DECODE_SLOT_BITS = 12;
const DECODE_SLOTS = 1 << DECODE_SLOT_BITS;
const CACHED_BYTES = 128;
const longWords = new Int32Array(DECODE_SLOTS * (CACHED_BYTES / 4));
const longLen = new Int32Array(DECODE_SLOTS).fill(-1);
const longStr: string[] = new Array<string>(DECODE_SLOTS).fill("");
/**
 * Whether the long-strings cache's slot holds the n bytes at p of the input `dv` (lw: their last
 * word, the one ending at their last byte): its length, then its words, compared.
 */
function slotHolds(dv: DataView, slot: number, p: number, n: number, lw: number): boolean {
  if (longLen[slot] !== n) return false;
  const last = p + n - 4;
  let i = p;
  let k = slot * (CACHED_BYTES / 4);
  while (i < last && dv.getInt32(i, true) === longWords[k]) {
    i += 4;
    k++;
  }
  return i >= last && lw === longWords[k];
}

/** Bytes left in a message from which Reader.longString reads words through a DataView. */
const LONG_VIEW_FROM = 256;
/** Reader.recentLong's places (a power of 2). */
const LONG_RECENT = 4096;

/**
 * The decoder's cache of strings of up to 12 bytes (keys and ids, the most frequent strings):
 * shared by every Reader (bytes map to the same string whoever reads them), 2^SHORT_SLOT_BITS
 * slots of four int32s in shortMeta (the length with the slot's credit above it, then the
 * three hash words that hold the bytes: one cache line a lookup) and the string in shortStr.
 * A slot's credit is 15 on a hit, one less on each miss, and a string that misses takes the
 * slot only at 0: the keys of a state with thousands of entities, more than the slots, would
 * otherwise take slots from each other on every message, each new string kept just long enough
 * to be copied by the next scavenge.
 */
const SHORT_SLOT_BITS = 14;
const shortMeta = new Int32Array(4 << SHORT_SLOT_BITS);
const shortStr: string[] = new Array<string>(1 << SHORT_SLOT_BITS).fill("");

/** Slots of the encoder's repeat cache (a power of two). */
const STRING_SLOTS = 4096;

/**
 * The encoder's cache of strings written before, across messages, shared by every Writer (a
 * string's UTF-8 and hash are the same whoever writes it): a state's keys, names and lines of
 * text come back every tick, and copying their bytes four at a time costs a fraction of
 * reading and hashing them one code unit at a time (~2 ns each in Node 20: V8 dispatches on
 * the string's representation at every charCodeAt; TextEncoder.encodeInto, which writes those
 * of 64 or more, costs ~100 ns a call). Strings of 9 to KNOWN_LONGEST − 1 code units, each in a
 * slot: its hash (the one the repeat cache uses), its UTF-8's length, and where that UTF-8 is,
 * as little-endian 32-bit words, in an arena of KNOWN_ARENA words that slots take in turn.
 * Up to 2047 code units (was 255): product descriptions of 100–600 characters went through
 * encodeInto and, when not ASCII, a scan for U+FFFD every message (unseen5's CatalogPage
 * encode 112 → 69 µs; a fixed 600-character non-ASCII string 1.6 → 0.5 µs, ASCII 190 → 150 ns).
 *
 * Found through a Map from the string to its slot (or the answer found at the same place of
 * the last message: Writer.recentStr), not by a hash of sampled code units: V8
 * keeps a string's hash in the string itself, computed once, so a lookup reads no code unit
 * of a string seen before (8 ns a line of code against 26 for sampling five code units), and
 * strings never take each other's slots. Sampled keys failed on text made from templates: of
 * 394 distinct lines of code, 214 shared a five-unit key with another, and half of all lines
 * missed the cache. Strings never change, so a slot never goes stale.
 *
 * Slots are handed out in order until all KNOWN_SLOTS or the arena are taken. Every
 * KNOWN_WINDOW lookups, a full cache that answered fewer than a quarter of them is emptied, and
 * left empty (strings neither looked up nor put in) for the next 1, 2, 4 … 64 windows, as long
 * as each refill answers as little: strings that never come back (a log of new messages) would otherwise pay
 * a lookup and a Map.set each, ~290 ns a string of 20 against ~150 without the cache. One
 * that still answers keeps its strings (a state with more distinct strings than slots keeps
 * the first ones rather than trading them every message).
 */
const KNOWN_SLOTS = 4096;
const KNOWN_LONGEST = 2048;
const KNOWN_ARENA = 65536;
const KNOWN_WINDOW = 16384;
/** Writer.knownLookup's answers kept by position in the message (a power of 2). */
const KNOWN_RECENT = 4096;
const knownSlot = new Map<string, number>();
const knownHash = new Int32Array(KNOWN_SLOTS);
const knownLen = new Int32Array(KNOWN_SLOTS);
const knownAt = new Int32Array(KNOWN_SLOTS);
const knownWords = new Int32Array(KNOWN_ARENA + 3);
/**
 * The UTF-8 of KNOWN_COPY_FROM bytes or more goes in and out of the arena by TypedArray.set
 * (one memmove), shorter ones a word at a time (~1 ns a word, under the ~30 ns a set costs);
 * out of it (writeKnown) four words a pass, which may read up to 3 words past the arena's end
 * (hence its 3 more): a loop a word at a time ends on a mispredicted branch at every string,
 * and lines of 20–60 bytes went 10.0 → 7.2 µs a 600 measured apart (EditorSession's encode
 * 0.88–0.95 of its time).
 */
const KNOWN_COPY_FROM = 128;
/** Slots and arena words taken, whether a string found no room, and this window's lookups and hits. */
let knownUsed = 0;
let knownArenaUsed = 0;
let knownFull = false;
let knownLookups = 0;
let knownHits = 0;
/** How many times the cache was emptied (Writer.knownLookup's answers from before are void). */
let knownEpoch = 0;
/** Windows left with the cache emptied and unused, and the length of the next such pause. */
let knownPause = 0;
let knownBackoff = 0;

/** The float a quantized integer stands for: q × precision, as q / scale when 1 / precision is an integer. */
export function dequantize(q: number, precision: number, scale: number): number {
  return scale !== 0 ? q / scale : q * precision;
}

/**
 * The least and greatest int32 in the integer range [min, max] (1 and 0 when it has none): an
 * int32 value v is in [min, max] exactly when int32Floor ≤ v ≤ int32Ceil, compared in int32.
 */
function int32Floor(min: number, max: number): number {
  return min > 0x7fffffff || max < -0x80000000 ? 1 : min < -0x80000000 ? -0x80000000 : min | 0;
}
function int32Ceil(min: number, max: number): number {
  return min > 0x7fffffff || max < -0x80000000 ? 0 : max > 0x7fffffff ? 0x7fffffff : max | 0;
}

/** A DataView of exactly b's bytes. */
function viewOf(b: Uint8Array): DataView {
  return new DataView(b.buffer, b.byteOffset, b.length);
}

/**
 * Varint of z (0 ≤ z < 2^32) at buf[p..] (room for 5 bytes ensured; `view` is a DataView over
 * buf's buffer with buf at its offset 0); returns the position after it. Written without a loop,
 * which mispredicts the sizes of mixed values and costs more a byte.
 */
function putVarint(buf: Uint8Array, view: DataView, p: number, z: number): number {
  if (z < 0x80) {
    buf[p] = z;
    return p + 1;
  }
  if (z < 0x200000) {
    buf[p] = (z & 0x7f) | 0x80;
    if (z < 0x4000) {
      buf[p + 1] = z >>> 7;
      return p + 2;
    }
    buf[p + 1] = ((z >>> 7) & 0x7f) | 0x80;
    buf[p + 2] = z >>> 14;
    return p + 3;
  }
  // Four or five bytes: the first four as one store of their 7-bit groups (Unix times in
  // seconds: 7.1 → 5.9 ns an element of a uint[]'s encode measured apart, against a store a byte).
  const low = (z & 0x7f) | ((z << 1) & 0x7f00) | ((z << 2) & 0x7f0000) | ((z << 3) & 0x7f000000);
  if (z < 0x10000000) {
    view.setUint32(p, low | 0x808080, true);
    return p + 4;
  }
  view.setUint32(p, low | 0x80808080, true);
  buf[p + 4] = z >>> 28;
  return p + 5;
}

/**
 * Number of bytes of the LEB128 varint of `v` (0 ≤ v ≤ 2^53 − 1). Also called on values not
 * validated yet (the elements of an array sized for a diff's choice): it must end on any
 * number, so Infinity, which no division brings down, counts as 11 bytes.
 */
export function varintSize(v: number): number {
  // Below 2^31: ceil(bits / 7) without a branch per byte, as floor((38 − clz32) · 37 / 256)
  // (exact for 1 to 32 bits). Random values of mixed sizes mispredict a chain of tests.
  if (v <= 0x7fffffff) return ((38 - Math.clz32(v | 1)) * 37) >> 8;
  if (v === Infinity) return 11;
  let n = 4;
  v = Math.floor(v / 0x10000000);
  while (v > 0) {
    n++;
    v = Math.floor(v / 128);
  }
  return n;
}

/** Zigzag of a safe integer as a number (exact only while |v| < 2^52; used for sizing). */
function zigzagSize(v: number): number {
  if (v >= -0x40000000 && v < 0x40000000) return ((38 - Math.clz32(((v << 1) ^ (v >> 31)) | 1)) * 37) >> 8;
  return v >= 0 ? varintSize(v * 2) : varintSize(-v * 2 - 1);
}

/** The end of a window of KNOWN_WINDOW lookups: a full cache that answered too few is emptied. */
function knownWindowEnd(): void {
  if (knownPause > 0) knownPause--;
  else if (knownHits >= KNOWN_WINDOW / 4) knownBackoff = 0;
  else if (knownFull) {
    knownSlot.clear();
    knownEpoch++;
    knownUsed = 0;
    knownArenaUsed = 0;
    knownFull = false;
    knownBackoff = knownBackoff === 0 ? 1 : Math.min(knownBackoff * 2, 64);
    knownPause = knownBackoff;
  }
  knownLookups = 0;
  knownHits = 0;
}

export class Writer {
  /**
   * Strings of this many code units or more are written with TextEncoder.encodeInto, shorter
   * ones by the JS loop (writeUtf8), which takes every string under 64 whatever this says and
   * none of 2 048 or more. The call costs little in Node and a lot in
   * browsers: for ChatRoom's strings of 64–103 units (86 on average, mixed scripts), encodeInto
   * took 114 ns a string in Node 20 against 230 for the loop, and 808 ns in Chromium 156 against
   * 352; for Document's, 142 units on average, 213 against 375 in Node and 971 against 604 in
   * Chromium (the best of five rounds each): there the two cross near 400 units. So 64 in
   * Node and 256 elsewhere (other engines were not measured; 256 bounds what the loop can cost
   * where the call is cheap). The bytes are the same either way: a runtime where the call is
   * cheap or dear may set it.
   */
  static encodeIntoFrom = inNode ? 64 : 256;

  /**
   * Where the byte section is written: the current slab's message area, all of it but its top
   * BIT_ROOM bytes (empty until the first reset; length 0 too once transferred).
   */
  buf: Uint8Array = new Uint8Array(0);
  /** Write position in buf (the message starts at `slabStart`). */
  pos = 0;
  private slabBuffer: ArrayBuffer = this.buf.buffer as ArrayBuffer;
  private view: DataView = new DataView(this.slabBuffer);
  /** The whole slab, bit room included (for finish's copyWithin). */
  private slabAll: Uint8Array = this.buf;
  /** The whole slab as 32-bit words (for writeLongString's scan; a slab is 64 KiB × 2^k). */
  private slabWords: Int32Array = new Int32Array(0);
  /** Whether `bits` is the current slab's bit room (false once a bit section outgrew it). */
  private bitsInSlab = false;
  /** Where in the slab the message began, and the end of the slab's last message. */
  private slabStart = 0;
  private slabUsed = 0;
  /** The length of the last message that outgrew its slab (0: none yet), and whether this one did. */
  private grownTotal = 0;
  /** The last message's length, and its bit section's. */
  private lastTotal = 0;
  private lastBits = 0;
  private grew = false;
  /**
   * Bit section bytes, filled from the end down: the section is bits[bitStart ..]. The slab's
   * bit room, or once a section outgrew that, a growable array of the writer's own.
   */
  bits: Uint8Array;
  /** A view of `bits` (the same bytes), for the packed loops' 32-bit stores. */
  private bitsView: DataView;
  bitStart: number;
  /** Pending bits not yet forming a byte (fewer than 8). */
  acc = 0;
  accBits = 0;
  /**
   * Repeats within a message are found through a direct-mapped cache of STRING_SLOTS slots
   * (slot = hash of the string), not a Map: constant memory, no rehashing, linear at any size.
   * A slot holds the string, its index in this message's table, the message's generation and
   * the string's 32-bit hash, compared before the string: in a large message most slots hold
   * another string, and comparing with it would read that string's memory (a cache miss: the
   * check was 14 % of a 10 000-entity encode's profile, 6 % at 100 entities; the hash made that
   * encode 7–9 % faster). A repeat whose slot was taken by another string is simply written
   * again (docs/FORMAT.md §3.6).
   */
  private slotStr: (string | undefined)[] = new Array(STRING_SLOTS).fill(undefined);
  private slotIdx = new Int32Array(STRING_SLOTS);
  private slotGen = new Int32Array(STRING_SLOTS);
  private slotHash = new Int32Array(STRING_SLOTS);
  private gen = 1;
  stringCount = 0;
  /**
   * The known-strings slot found by the n-th lookup of the last messages, at n mod KNOWN_RECENT,
   * with the string and the cache's epoch: a string met at the same place as in the last
   * message (the same line of a text that did not move) is found by one comparison, mostly of
   * the same string object, where Map.get costs a few ns more: a 600-line text's encode went
   * 18.1 → 16.2 µs, EditorSession's 22.1 → 18.7. A string met elsewhere is looked up in the Map.
   * The epoch voids what was found before the cache was emptied, whose slots others may take.
   */
  private recentStr: (string | undefined)[] = new Array(KNOWN_RECENT).fill(undefined);
  private recentSlot = new Int32Array(KNOWN_RECENT);
  private recentEpoch = new Int32Array(KNOWN_RECENT);
  private lookups = 0;
  /**
   * For strings of up to 8 code units, by place as recentStr (the n-th such string of a
   * message, n mod KNOWN_RECENT): the ASCII string met there last, its hash, and this message's
   * count. The same string there again skips the hash of its code units: a repeat in the
   * message is found by the hash alone, a new one is copied. A config of 1 400 strings, 176
   * distinct, mostly keys of up to 8 units (FlagConfig): its encode took 0.87–0.94 of its time;
   * World 0.82–0.85, Board 0.84–0.95; GameState, User, ChatRoom, Lobby, Screen 0.95–1.05 (in
   * one process, alternating, both orders).
   */
  private recentShort: (string | undefined)[] = new Array(KNOWN_RECENT).fill(undefined);
  private recentShortHash = new Int32Array(KNOWN_RECENT);
  private shortPlaces = 0;
  /** Nesting depth of recursive types (checked against docs/FORMAT.md's limit by emitted code). */
  depth = 0;
  /**
   * Set by emitted code when it finds an array's shift (emit.ts `shn` helpers) among equal
   * elements: how many of the pairs it makes from its position on are equal, or −1 when the
   * search stopped counting them early; read right after.
   */
  shiftEqual = 0;
  /**
   * Set likewise for an array that carries splices: how many leading pairs match (FORMAT.md §5,
   * Shifts), the position p of its shift.
   */
  shiftAt = 0;

  constructor() {
    this.bits = new Uint8Array(256);
    this.bitsView = viewOf(this.bits);
    this.bitStart = 256;
  }

  /** Starts a new message. */
  reset(): void {
    let start = (this.slabUsed + 7) & ~7;
    // A slab whose ArrayBuffer was transferred (postMessage) is detached, of length 0: a new one.
    // So is one whose rest would not hold a message as long as the last (up to LAST_HINT):
    // sized for two of those at least, it spares the message a start in a slab too small and a
    // move to a larger one (grow); for SLAB_MESSAGES of them up to SLAB_MOST bytes. A bit
    // section that outgrew the bit room last time keeps its own array, already grown.
    const last = Math.min(this.lastTotal, LAST_HINT);
    if (start + Math.max(SLAB_ROOM, last) > this.buf.length) {
      let size = SLAB;
      const want = Math.max(2 * last, Math.min(SLAB_MESSAGES * last, SLAB_MOST - BIT_ROOM));
      while (size - BIT_ROOM < want) size *= 2;
      const room = this.newSlab(size);
      if (this.bitsInSlab || this.lastBits <= BIT_ROOM) {
        this.bits = room;
        this.bitsView = viewOf(room);
        this.bitsInSlab = true;
      }
      start = 0;
    }
    this.slabStart = start;
    this.slabUsed = start;
    this.pos = start;
    this.grew = false;
    this.depth = 0;
    this.bitStart = this.bits.length;
    this.acc = 0;
    this.accBits = 0;
    this.stringCount = 0;
    this.lookups = 0;
    this.shortPlaces = 0;
    if (++this.gen > 0x3fffffff) {
      this.gen = 1;
      this.slotGen.fill(0);
    }
  }

  /** Ends the message: the bit section goes after the byte section. Returns the message. */
  finish(): Uint8Array {
    if (this.accBits > 0) this.pushBitByte(this.acc);
    const bits = this.bits;
    const bitStart = this.bitStart;
    const bitLen = bits.length - bitStart;
    if (this.pos + bitLen > this.buf.length) this.grow(bitLen);
    const buf = this.buf;
    const pos = this.pos;
    // A loop costs 1.2-2 ns a byte; copyWithin a flat ~25 ns, set() on a subarray (which
    // allocates a view) ~100 ns.
    if (bitLen >= 24 && this.bitsInSlab) {
      const all = this.slabAll;
      all.copyWithin(pos, all.length - BIT_ROOM + bitStart, all.length);
    } else if (bitLen < 64) {
      for (let i = 0; i < bitLen; i++) buf[pos + i] = bits[bitStart + i]!;
    } else {
      buf.set(bits.subarray(bitStart), pos);
    }
    const start = this.slabStart;
    const total = pos + bitLen - start;
    this.slabUsed = start + total;
    this.lastTotal = total;
    this.lastBits = bitLen;
    if (this.grew) this.grownTotal = total;
    return new Uint8Array(this.slabBuffer, start, total);
  }

  /** Makes room for `n` more bytes in the byte section. */
  ensure(n: number): void {
    if (this.pos + n > this.buf.length) this.grow(n);
  }

  /**
   * Room for n more bytes: the message moves to a new slab with room for twice what it needs (or
   * for the last message that grew, up to four times), its bit section, if in the old slab's
   * bit room, into the new one's. The old slab stays with the messages already in it.
   */
  private grow(n: number): void {
    const used = this.pos - this.slabStart;
    // The last grown message's length as a hint, but no more than twice this one's need, so that
    // a small message after a huge one does not get (and keep) a huge slab.
    const need = used + n;
    const want = 2 * Math.max(need, Math.min(this.grownTotal, 2 * need));
    let size = SLAB;
    while (size - BIT_ROOM < want) size *= 2;
    this.grew = true;
    const old = this.buf;
    const from = this.slabStart;
    const oldBits = this.bits;
    const bitsInSlab = this.bitsInSlab;
    const room = this.newSlab(size);
    this.buf.set(old.subarray(from, from + used));
    if (bitsInSlab) {
      room.set(oldBits.subarray(this.bitStart), this.bitStart);
      this.bits = room;
      this.bitsView = viewOf(room);
    }
    this.slabStart = 0;
    this.slabUsed = 0;
    this.pos = used;
  }

  /** Makes a new slab of `size` bytes the current one; returns its bit room (the top BIT_ROOM bytes). */
  private newSlab(size: number): Uint8Array {
    const buffer = new ArrayBuffer(size);
    this.slabBuffer = buffer;
    this.buf = new Uint8Array(buffer, 0, size - BIT_ROOM);
    this.slabAll = new Uint8Array(buffer);
    this.slabWords = new Int32Array(buffer);
    this.view = new DataView(buffer);
    return new Uint8Array(buffer, size - BIT_ROOM, BIT_ROOM);
  }

  private pushBitByte(b: number): void {
    if (this.bitStart === 0) this.growBits();
    this.bits[--this.bitStart] = b & 0xff;
  }

  /** Doubles the bit buffer, keeping the section at its end. */
  private growBits(): void {
    const len = this.bits.length;
    const next = new Uint8Array(len * 2);
    next.set(this.bits, len);
    this.bits = next;
    this.bitsView = viewOf(next);
    this.bitsInSlab = false;
    this.bitStart += len;
  }

  // ---- bit section ----

  /** One bit (0 or 1). */
  writeBit(b: number): void {
    const count = this.accBits;
    if (count < 7) {
      this.acc |= b << count;
      this.accBits = count + 1;
    } else this.writeLastBit(b);
  }

  /** writeBit of the bit that completes a byte. */
  private writeLastBit(b: number): void {
    this.pushBitByte(this.acc | (b << 7));
    this.acc = 0;
    this.accBits = 0;
  }

  /** The number of bits written so far in this message: a mark for rewindBits. */
  bitMark(): number {
    return (this.bits.length - this.bitStart) * 8 + this.accBits;
  }

  /**
   * Takes back the bits written since `mark`; nothing may have gone to the byte section
   * meanwhile (the schema walker's speculative changes: see walk.ts).
   */
  rewindBits(mark: number): void {
    const full = mark >>> 3;
    const k = mark & 7;
    const len = this.bits.length;
    // The byte that was pending at the mark may have been pushed since: its low k bits back.
    if (len - this.bitStart > full) this.acc = this.bits[len - 1 - full]! & ((1 << k) - 1);
    else this.acc &= (1 << k) - 1;
    this.bitStart = len - full;
    this.accBits = k;
  }

  /** The low `n` bits of `v` (0 ≤ n ≤ 32, 0 ≤ v < 2^n), least significant first. */
  writeBits(v: number, n: number): void {
    if (n > 24) this.writeBitsWide(v, n);
    else this.writeSmall(v, n);
  }

  /** writeBits for n ≤ 24 (what emitted code calls for fields it knows are that narrow). */
  writeSmall(v: number, n: number): void {
    let count = this.accBits + n;
    let acc = this.acc | (v << this.accBits);
    if (count >= 8) {
      if (this.bitStart < 4) this.growBits();
      let start = this.bitStart;
      const bits = this.bits;
      do {
        bits[--start] = acc;
        acc >>= 8;
        count -= 8;
      } while (count >= 8);
      this.bitStart = start;
    }
    this.acc = acc;
    this.accBits = count;
  }

  private writeBitsWide(v: number, n: number): void {
    this.writeSmall(v & 0xffff, 16);
    this.writeSmall(v >>> 16, n - 16);
  }

  // ---- byte section ----

  /** Unsigned LEB128 varint, 7 bits per byte, low groups first; 0 ≤ v ≤ 2^53 − 1. */
  writeVarint(v: number): void {
    const pos = this.pos;
    if (v < 0x80 && pos < this.buf.length) {
      this.buf[pos] = v;
      this.pos = pos + 1;
    } else this.writeVarintLong(v);
  }

  /** writeVarint past its one-byte case (apart, so that writeVarint stays small enough to inline). */
  private writeVarintLong(v: number): void {
    if (this.pos + 8 > this.buf.length) this.grow(8);
    const buf = this.buf;
    let pos = this.pos;
    if (v >= TWO32) {
      // The low 28 bits as four bytes, the rest (below 2^25) as below: int32 arithmetic only
      // (`v % 128` on a double is a floating-point remainder, many times slower).
      const hi = Math.floor(v / 0x10000000);
      const lo = v - hi * 0x10000000;
      buf[pos] = (lo & 0x7f) | 0x80;
      buf[pos + 1] = ((lo >>> 7) & 0x7f) | 0x80;
      buf[pos + 2] = ((lo >>> 14) & 0x7f) | 0x80;
      buf[pos + 3] = (lo >>> 21) | 0x80;
      pos += 4;
      v = hi;
    }
    this.pos = putVarint(buf, this.view, pos, v);
  }

  /** Zigzag varint of a safe integer: 0, −1, 1, −2 … ↦ 0, 1, 2, 3 …, then as writeVarint. */
  writeZigzag(v: number): void {
    if (v >= 0) {
      if (v < 0x40000000) this.writeVarint(v * 2);
      else this.writeZigzagWide(v, 0);
    } else if (v > -0x40000000) {
      this.writeVarint(-v * 2 - 1);
    } else {
      this.writeZigzagWide(-v - 1, 1);
    }
  }

  /** Zigzag of a magnitude beyond 2^30 without forming 2m + s (which may not be a safe integer). */
  private writeZigzagWide(m: number, sign: number): void {
    this.ensure(9);
    const q = Math.floor(m / 64);
    this.buf[this.pos++] = ((m - q * 64) * 2 + sign) | 0x80;
    this.writeVarint(q);
  }

  /** IEEE 754 binary32, little-endian, 4 bytes; NaN as 0x7FC00000. */
  writeFloat32(v: number): void {
    if (this.pos + 4 > this.buf.length) this.grow(4);
    if (v !== v) this.view.setUint32(this.pos, 0x7fc00000, true);
    else this.view.setFloat32(this.pos, v, true);
    this.pos += 4;
  }

  /** IEEE 754 binary64, little-endian, 8 bytes; NaN as 0x7FF8000000000000. */
  writeFloat64(v: number): void {
    if (this.pos + 8 > this.buf.length) this.grow(8);
    if (v !== v) {
      this.view.setUint32(this.pos, 0, true);
      this.view.setUint32(this.pos + 4, 0x7ff80000, true);
    } else this.view.setFloat64(this.pos, v, true);
    this.pos += 8;
  }

  /**
   * Elements 0 to n − 1 of `a`, each as writeFloat32 (INVALID at one that isFloat32 refuses):
   * one room check, the position in a local (value by value, the loop stored this.pos, and
   * tested the room, at every element).
   */
  writeFloat32Array(a: readonly unknown[], n: number): void {
    if (this.pos + n * 4 > this.buf.length) this.grow(n * 4);
    const view = this.view;
    let p = this.pos;
    let i = 0;
    let odd = false;
    // The loop takes numbers of at most F32_MAX in magnitude (not NaN), which need no other test
    // (2.5 → 1.8 ns an element against isFloat32 and then the NaN test); it breaks at any other
    // element, written (or thrown for) at the top of the outer loop, which stores the cursor
    // before the loop as well as after it: no throw or call inside (see "Long loops", in Reader).
    for (;;) {
      if (odd) {
        const v = a[i];
        if (!isFloat32(v)) throw INVALID;
        if (v !== v) view.setUint32(p, 0x7fc00000, true);
        else view.setFloat32(p, v as number, true);
        p += 4;
        i++;
        odd = false;
      }
      this.pos = p;
      if (i >= n) return;
      for (; i < n; i++) {
        const v = a[i];
        if (typeof v !== "number" || !(Math.abs(v) <= F32_MAX)) {
          odd = true;
          break;
        }
        view.setFloat32(p, v, true);
        p += 4;
      }
    }
  }

  /** Elements 0 to n − 1 of `a`, each as writeFloat64 (INVALID at one that is not a number); as writeFloat32Array. */
  writeFloat64Array(a: readonly unknown[], n: number): void {
    if (this.pos + n * 8 > this.buf.length) this.grow(n * 8);
    const view = this.view;
    let p = this.pos;
    let i = 0;
    let odd = false;
    // The loop takes finite numbers, which need no NaN test (as writeFloat32Array).
    for (;;) {
      if (odd) {
        const v = a[i];
        if (typeof v !== "number") throw INVALID;
        if (v !== v) {
          view.setUint32(p, 0, true);
          view.setUint32(p + 4, 0x7ff80000, true);
        } else view.setFloat64(p, v, true);
        p += 8;
        i++;
        odd = false;
      }
      this.pos = p;
      if (i >= n) return;
      for (; i < n; i++) {
        const v = a[i];
        if (typeof v !== "number" || v - v !== 0) {
          odd = true;
          break;
        }
        view.setFloat64(p, v, true);
        p += 8;
      }
    }
  }

  /** Varint length, then the raw bytes. */
  writeBytes(b: Uint8Array): void {
    const n = b.length;
    this.writeVarint(n);
    // A view of a detached buffer reads as empty everywhere in JS, but `set` would throw.
    if (n === 0) return;
    this.ensure(n);
    this.buf.set(b, this.pos);
    this.pos += n;
  }

  /**
   * A changed string (FORMAT.md §5, Edits): writeString(b); or after a string `a` of EDIT_FROM
   * code units or more, bit 1 and an edit — varints p and s (a's first p and last s code units
   * kept, at least EDIT_KEPT in all, no surrogate pair split), then writeString of b's middle —
   * or bit 0 and writeString(b).
   */
  writeStringChange(a: string, b: string): void {
    if (!editable(a, false)) {
      this.writeString(b);
      return;
    }
    const cc = String.prototype.charCodeAt;
    // Not a.length, b.length: see writeString.
    const la = ("" + a).length;
    const lb = ("" + b).length;
    const m = la < lb ? la : lb;
    let p = 0;
    while (p < m && cc.call(a, p) === cc.call(b, p)) p++;
    // Half of a pair whose other half differs is not kept.
    if (splitsPrefix(a, p)) p--;
    let s = 0;
    const most = m - p;
    while (s < most && cc.call(a, la - 1 - s) === cc.call(b, lb - 1 - s)) s++;
    if (splitsSuffix(a, s)) s--;
    // The middle past the known-strings cache: a new string each time, whose hash V8 computes
    // afresh for the lookup. LiveScore 6→7, whose play-by-play line changes by its middle every
    // tick: encodeDiff ~300 → ~240 ns. The bytes are the same: the cache only spares encoding.
    if (this.writeEdit(p, s)) this.writeString(b.slice(p, lb - s), false);
    else this.writeString(b);
  }

  /** writeStringChange for bytes: the same edit in bytes, its middle as writeBytes. */
  writeBytesChange(a: Uint8Array, b: Uint8Array): void {
    if (!editable(a, true)) {
      this.writeBytes(b);
      return;
    }
    const la = a.length;
    const lb = b.length;
    const p = bytesPrefix(a, b, la < lb ? la : lb);
    const s = bytesSuffix(a, b, la, lb, (la < lb ? la : lb) - p);
    this.writeBytes(this.writeEdit(p, s) ? b.subarray(p, lb - s) : b);
  }

  /** The edit flag, and for an edit that keeps p + s ≥ EDIT_KEPT units, p and s; whether it is one. */
  private writeEdit(p: number, s: number): boolean {
    if (p + s < EDIT_KEPT) {
      this.writeBit(0);
      return false;
    }
    this.writeBit(1);
    this.writeVarint(p);
    this.writeVarint(s);
    return true;
  }

  /**
   * A string through the per-message table: varint header h, then for a new string its UTF-8.
   * h = 0: the empty string; h = 2n (n ≥ 1): a new string of n UTF-8 bytes, appended to the
   * table; h = 2i + 1: the string at table index i. Throws INVALID on lone surrogates.
   *
   * Code units are read with `String.prototype.charCodeAt.call(s, i)`, here and in the UTF-8
   * helpers, never `s.charCodeAt(i)`: that property load keys its cache on the string's map,
   * and V8 has one per representation (internalized, thin, cons, sliced, one- or two-byte).
   * Past four it goes megamorphic and V8 stops inlining charCodeAt: a thin string (one used
   * once as a property name) encoded before the encoder was optimized made every later encode
   * of User state 2 about 2× slower. The constant target is inlined whatever the string.
   */
  writeString(s: string, cached = true): void {
    // `cached`: false for a string the known-strings cache is no use for (see writeStringChange).
    // ("" + s).length, not s.length: V8 reads the length of what it knows to be a string from
    // its header, and "" + s tells it so (and is s). s.length is a property load, cached on the
    // string's map, and V8 has one per representation: past four it goes megamorphic, ~70
    // instructions a read (UiTree's encode, with every state's strings met: 130 → 121 K).
    const len = ("" + s).length;
    if (len === 0) {
      this.ensure(1);
      this.buf[this.pos++] = 0;
      return;
    }
    // From 9 code units, the known-strings cache (up to 8, reading them all costs about what
    // looking the string up would). `known`: s may take a slot once its UTF-8 is written.
    let known = false;
    if (len > 8 && len < KNOWN_LONGEST && cached) {
      if (++knownLookups === KNOWN_WINDOW) knownWindowEnd();
      const j = this.lookups++ & (KNOWN_RECENT - 1);
      let k;
      if (this.recentStr[j] === s && this.recentEpoch[j] === knownEpoch) {
        k = this.recentSlot[j]!;
        knownHits++;
      } else k = this.knownLookup(s, j);
      if (k >= 0) {
        this.writeKnown(s, k);
        return;
      }
      known = k === -1;
    }
    if (len < 64) {
      // Up to 8 code units: a repeat in this message of the string met at the same place of the
      // last one is found by the hash kept there, without reading its code units.
      let j = -1;
      if (len <= 8) {
        j = this.shortPlaces++ & (KNOWN_RECENT - 1);
        if (this.recentShort[j] === s) {
          const h = this.recentShortHash[j]!;
          const slot = (h ^ (h >>> 15)) & (STRING_SLOTS - 1);
          if (this.slotGen[slot] === this.gen && this.slotHash[slot] === h && this.slotStr[slot] === s) {
            this.writeVarint(this.slotIdx[slot]! * 2 + 1);
            return;
          }
          // New in this message: its code units (ASCII, as all kept there are), not hashed again.
          // The check and the slot's update written out, as below (through repeated(), User's
          // encode took 1.09 of the time).
          this.slotStr[slot] = s;
          this.slotGen[slot] = this.gen;
          this.slotHash[slot] = h;
          this.slotIdx[slot] = this.stringCount++;
          if (this.pos + 1 + len > this.buf.length) this.grow(1 + len);
          const buf = this.buf;
          const p = this.pos + 1;
          buf[p - 1] = len * 2;
          for (let i = 0; i < len; i++) buf[p + i] = String.prototype.charCodeAt.call(s, i);
          this.pos = p + len;
          return;
        }
      }
      let h = Math.imul(0x811c9dc5 ^ len, 0x01000193);
      // One pass: hash the code units and write their UTF-8 after one byte reserved for the
      // header (room for the worst case, a two-byte header and three bytes per code unit, and
      // for know's last word); a repeat found afterwards overwrites the copy with its reference.
      if (this.pos + 5 + len * 3 > this.buf.length) this.grow(5 + len * 3);
      const buf = this.buf;
      const start = this.pos + 1;
      let i = 0;
      for (; i < len; i++) {
        const c = String.prototype.charCodeAt.call(s, i);
        if (c >= 0x80) break;
        h = Math.imul(h ^ c, 0x01000193);
        buf[start + i] = c;
      }
      if (i === len) {
        if (j >= 0) {
          this.recentShort[j] = s;
          this.recentShortHash[j] = h;
        }
        // repeated(s, h), written out: in an encoder whose body already holds many inlined
        // writes, V8 would otherwise leave this call out of line (+13 instructions a string on
        // User state 2, cachegrind).
        const slot = (h ^ (h >>> 15)) & (STRING_SLOTS - 1);
        if (this.slotGen[slot] === this.gen && this.slotHash[slot] === h && this.slotStr[slot] === s) {
          this.writeVarint(this.slotIdx[slot]! * 2 + 1);
          return;
        }
        this.slotStr[slot] = s;
        this.slotGen[slot] = this.gen;
        this.slotHash[slot] = h;
        this.slotIdx[slot] = this.stringCount++;
        if (known) this.know(s, h, start, len);
        buf[start - 1] = len * 2;
        this.pos = start + len;
        return;
      }
      this.writeShortRest(s, i, h, start, known);
      return;
    }
    // Long strings: the first 8 and the last 8 code units (hashing is per string, not per byte).
    let h = Math.imul(0x811c9dc5 ^ len, 0x01000193);
    for (let i = 0; i < 8; i++) h = Math.imul(h ^ String.prototype.charCodeAt.call(s, i), 0x01000193);
    for (let i = len - 8; i < len; i++) h = Math.imul(h ^ String.prototype.charCodeAt.call(s, i), 0x01000193);
    if (this.repeated(s, h)) return;
    const n = this.writeLongString(s);
    if (known) {
      // Room for know's last word, which may take up to 3 bytes past the string.
      this.ensure(3);
      this.know(s, h, this.pos - n, n);
    }
  }

  /**
   * A string's slot in the known-strings cache from its Map (≥ 0; kept as the answer of the
   * message's lookup j), or −1 if it has none (know may give it one), −2 while the cache is paused.
   */
  private knownLookup(s: string, j: number): number {
    if (knownPause > 0) return -2;
    const k = knownSlot.get(s);
    if (k === undefined) return -1;
    knownHits++;
    this.recentStr[j] = s;
    this.recentSlot[j] = k;
    this.recentEpoch[j] = knownEpoch;
    return k;
  }

  /** writeString of a string in the known-strings cache at k: its hash and bytes from there. */
  private writeKnown(s: string, k: number): void {
    const h = knownHash[k]!;
    if (this.repeated(s, h)) return;
    const n = knownLen[k]!;
    // Four words a pass: up to 15 bytes past the string, inside the room ensured and overwritten next.
    if (this.pos + n + 17 > this.buf.length) this.grow(n + 17);
    const buf = this.buf;
    let p = this.pos + 1;
    if (n < 64) buf[p - 1] = n * 2;
    else {
      // 64 bytes or more (at most 3 · 2047 < 2^13): a header of two bytes.
      buf[p - 1] = ((n * 2) & 0x7f) | 0x80;
      buf[p++] = n >>> 6;
    }
    if (n >= KNOWN_COPY_FROM) buf.set(new Uint8Array(knownWords.buffer, knownAt[k]! * 4, n), p);
    else {
      const view = this.view;
      const words = knownWords;
      for (let i = 0, q = knownAt[k]!; i < n; i += 16) {
        view.setInt32(p + i, words[q]!, true);
        view.setInt32(p + i + 4, words[q + 1]!, true);
        view.setInt32(p + i + 8, words[q + 2]!, true);
        view.setInt32(p + i + 12, words[q + 3]!, true);
        q += 4;
      }
    }
    this.pos = p + n;
  }

  /**
   * The rest of a short string from its first non-ASCII code unit i (the ASCII prefix is
   * already at start, hashed into h): hash and UTF-8 in one pass, then the table lookup and the
   * header. Apart from writeString so that its ASCII path stays small enough to be inlined.
   */
  private writeShortRest(s: string, i: number, h: number, start: number, known: boolean): void {
    const buf = this.buf;
    const p = this.writeUtf8(s, i, start + i, h);
    h = this.utf8Hash;
    if (this.repeated(s, h)) return;
    const hd = (p - start) * 2;
    if (hd < 0x80) {
      if (known) this.know(s, h, start, p - start);
      buf[start - 1] = hd;
      this.pos = p;
      return;
    }
    // 64 UTF-8 bytes or more: the header takes two bytes, and the bytes move up by one
    // (copyWithin: a flat ~25 ns where a loop costs 1.2-2 ns a byte).
    buf.copyWithin(start + 1, start, p);
    buf[start - 1] = (hd & 0x7f) | 0x80;
    buf[start] = hd >>> 7;
    this.pos = p + 1;
  }

  /** Puts s (hash h, its n bytes of UTF-8 just written at p) in the known-strings cache, if a slot and room are free. */
  private know(s: string, h: number, p: number, n: number): void {
    const at = knownArenaUsed;
    if (knownUsed === KNOWN_SLOTS || at + ((n + 3) >> 2) > KNOWN_ARENA) {
      knownFull = true;
      return;
    }
    const k = knownUsed++;
    knownArenaUsed = at + ((n + 3) >> 2);
    knownSlot.set(s, k);
    knownHash[k] = h;
    knownLen[k] = n;
    knownAt[k] = at;
    if (n >= KNOWN_COPY_FROM) {
      new Uint8Array(knownWords.buffer, at * 4, n).set(new Uint8Array(this.slabBuffer, p, n));
      return;
    }
    // Whole words: up to 3 bytes past the string, inside the room the caller ensured.
    const view = this.view;
    const words = knownWords;
    for (let i = 0, q = at; i < n; i += 4) words[q++] = view.getInt32(p + i, true);
  }

  /**
   * Writes the header 2i + 1 of s if it is already in this message's table (at i; h is its
   * hash), and returns true; otherwise puts it in its cache slot as the table's next string.
   */
  private repeated(s: string, h: number): boolean {
    const slot = (h ^ (h >>> 15)) & (STRING_SLOTS - 1);
    if (this.slotGen[slot] === this.gen && this.slotHash[slot] === h && this.slotStr[slot] === s) {
      this.writeVarint(this.slotIdx[slot]! * 2 + 1);
      return true;
    }
    this.slotStr[slot] = s;
    this.slotGen[slot] = this.gen;
    this.slotHash[slot] = h;
    this.slotIdx[slot] = this.stringCount++;
    return false;
  }

  /** A string of 64 code units or more (writeString's long ones): header and bytes; returns the number of bytes. */
  private writeLongString(s: string): number {
    const len = ("" + s).length; // not s.length: see writeString
    if (len < Writer.encodeIntoFrom && len < 2048) {
      // 64 to 6 141 bytes of UTF-8: a header of two bytes (2n < 2^14). Room for the worst case.
      this.ensure(2 + len * 3);
      const start = this.pos + 2;
      const p = this.writeUtf8(s, 0, start, 0);
      const hd = (p - start) * 2;
      this.buf[start - 2] = (hd & 0x7f) | 0x80;
      this.buf[start - 1] = hd >>> 7;
      this.pos = p;
      return p - start;
    }
    if (len >= 32 && typeof s.isWellFormed === "function") {
      const max = len * 3;
      const hmax = varintSize(max * 2);
      this.ensure(hmax + max);
      const start = this.pos + hmax;
      textEncoder ??= new TextEncoder();
      // The destination as a view made directly on the slab (buf starts at its byte 0):
      // subarray looks up the species constructor first, ~6 % of Document's encode.
      const n = textEncoder.encodeInto(s, new Uint8Array(this.slabBuffer, start, max)).written;
      // encodeInto writes U+FFFD for a lone surrogate: such strings are refused. A string whose
      // UTF-8 is as long as itself is ASCII and has none; one whose UTF-8 holds no U+FFFD has
      // none either. Only then isWellFormed, which reads every code unit (0.7 ns each in
      // Node 20, ~80 ns for a string of 116: twice what the scan of its bytes costs).
      if (n !== len && hasReplacementChar(this.slabAll, this.slabWords, start, n) && !s.isWellFormed()) throw INVALID;
      const h = varintSize(n * 2);
      if (h < hmax) this.buf.copyWithin(this.pos + h, start, start + n);
      this.writeVarint(n * 2);
      this.pos += n;
      return n;
    }
    const n = utf8Length(s);
    if (n < 0) throw INVALID;
    this.writeVarint(n * 2);
    this.ensure(n);
    this.pos = this.writeUtf8(s, 0, this.pos, 0);
    return n;
  }

  /** FNV-1a of the code units, carried on by writeUtf8 (read right after the call). */
  private utf8Hash = 0;

  /**
   * UTF-8 of s[i..] at p (room already ensured), returning the end; h, the hash of s[..i],
   * carried on over the rest into utf8Hash. Throws INVALID on a lone surrogate.
   */
  private writeUtf8(s: string, i: number, p: number, h: number): number {
    const buf = this.buf;
    const len = ("" + s).length; // not s.length: see writeString
    for (; i < len; i++) {
      let c = String.prototype.charCodeAt.call(s, i);
      h = Math.imul(h ^ c, 0x01000193);
      if (c < 0x80) buf[p++] = c;
      else if (c < 0x800) {
        buf[p++] = 0xc0 | (c >> 6);
        buf[p++] = 0x80 | (c & 63);
      } else if (c < 0xd800 || c > 0xdfff) {
        buf[p++] = 0xe0 | (c >> 12);
        buf[p++] = 0x80 | ((c >> 6) & 63);
        buf[p++] = 0x80 | (c & 63);
      } else {
        const d = i + 1 < len ? String.prototype.charCodeAt.call(s, i + 1) : 0;
        if (c > 0xdbff || d < 0xdc00 || d > 0xdfff) throw INVALID;
        h = Math.imul(h ^ d, 0x01000193);
        i++;
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        buf[p++] = 0xf0 | (c >> 18);
        buf[p++] = 0x80 | ((c >> 12) & 63);
        buf[p++] = 0x80 | ((c >> 6) & 63);
        buf[p++] = 0x80 | (c & 63);
      }
    }
    this.utf8Hash = h;
    return p;
  }

  // ---- numbers in diffs: the change where it is smaller (docs/FORMAT.md §5) ----

  /**
   * Exp-Golomb code of order 3 of x (0 ≤ x < 2^31) in the bit section: with y = x + 8 and
   * m = floor(log2 y), m − 3 one-bits, a zero bit, then the low m bits of y. 2m − 2 bits.
   */
  writeExpGolomb(x: number): void {
    const y = x + 8;
    const m = 31 - Math.clz32(y);
    const u = m - 3;
    if (m <= 13) {
      // At most 24 bits: prefix and suffix in one write, in int32 arithmetic.
      this.writeSmall(expGolombBits(y, m), 2 * m - 2);
      return;
    }
    this.writeBits((1 << u) - 1, u + 1);
    this.writeBits(y - 2 ** m, m);
  }

  /**
   * `lead` (see writePackedChange), flag bit 1, then the exp-Golomb code of z (y = z + 8,
   * m = floor(log2 y)): in one writeSmall when that is at most 24 bits.
   */
  private writeDelta(z: number, y: number, m: number, lead: number, leadBits: number): void {
    if (leadBits + 2 * m <= 25) this.writeSmall(lead | (1 << leadBits) | (expGolombBits(y, m) << (leadBits + 1)), leadBits + 2 * m - 1);
    else {
      this.writeRun(lead, leadBits);
      this.writeBit(1);
      this.writeExpGolomb(z);
    }
  }

  /**
   * A changed packed integer (offset `v − min` in `bits` bits): flag bit 1 and the exp-Golomb
   * code of zigzag(next − prev) if that is shorter than `bits`, else flag 0 and the packed value.
   * First the `leadBits` bits of `lead` (1s only in its low 24 bits, as writeRun): the change bit
   * of a field (FORMAT.md §5), after the bits an emitted diff gathered before it, or nothing.
   * Lead, flag and code or value go in one writeSmall when they make at most 24 bits. An emitted
   * diff that gathers its bits in locals makes the same choice in place (emit.ts, packedChange).
   */
  writePackedChange(prev: number, next: number, min: number, bits: number, lead: number, leadBits: number): void {
    const z = smallZigzag(next - prev);
    if (z >= 0) {
      const y = z + 8;
      const m = 31 - Math.clz32(y);
      if (2 * m - 2 < bits) {
        this.writeDelta(z, y, m, lead, leadBits);
        return;
      }
    }
    if (leadBits + bits <= 23) this.writeSmall(lead | ((next - min) << (leadBits + 1)), leadBits + 1 + bits);
    else {
      this.writeRun(lead, leadBits + 1);
      this.writeBits(next - min, bits);
    }
  }

  /**
   * A changed varint integer: flag bit 1 and the exp-Golomb code of zigzag(next − prev) if it
   * is shorter than the value's own varint, else flag 0 and the value (zigzag when `signed`).
   * `lead` and `leadBits` as in writePackedChange.
   */
  writeVarintChange(prev: number, next: number, signed: boolean, lead: number, leadBits: number): void {
    const z = smallZigzag(next - prev);
    if (z >= 0) {
      const y = z + 8;
      const m = 31 - Math.clz32(y);
      if (2 * m - 2 < 8 * (signed ? zigzagSize(next) : varintSize(next))) {
        this.writeDelta(z, y, m, lead, leadBits);
        return;
      }
    }
    this.writeRun(lead, leadBits + 1);
    if (signed) this.writeZigzag(next);
    else this.writeVarint(next);
  }

  /**
   * An array of integers written as varints (zigzag when `signed`), whose change has a flag
   * (packed ones: writeIntArrayDiff), m > 0 elements of a from `da` paired with b's from `db`
   * (the shift, FORMAT.md §5): its mode bit (arrays of numbers) and, when b is shorter sent
   * whole, its n elements as a snapshot writes them (INVALID at one outside [min, max]); returns
   * whether it did. The change bits of mode 0 are the caller's. An unchanged element costs 8 ×
   * its varint's bytes less its change bit more; a changed one saves its change bit and what
   * changeSaving counts; it stops once the rest (2 bits at most each) could not make up for the
   * loss. Varints are written as they are weighed (a varint's size read off the writing) and the
   * writing taken back when the changes win: weighing them apart had cost about what writing
   * them does.
   */
  writeIntArrayWhole(a: readonly unknown[], b: readonly unknown[], da: number, db: number, m: number, n: number, min: number, max: number, signed: boolean): boolean {
    // The pairs, as arrays of their own when shifted: indexing with an offset cost about 5 % of
    // a long array's diff.
    const pa = da === 0 ? a : a.slice(da, da + m);
    const pb = db === 0 ? b : b.slice(db, db + m);
    let s = 0;
    // What the elements left can still save at most (2 bits each): `s + rest <= 0` ends it.
    let rest = 2 * m - 2;
    // Varints: the values into the byte section (the start kept relative to the message, which
    // grow may move), the mode bit once decided; the position in a local. The zigzag as a shift
    // (see writeIntArrayFrom).
    const shift = signed ? 1 : 0;
    // An invalid element of b the same as in a (which is not validated) is refused only if the
    // array is sent whole: as changes, it is "unchanged", as everywhere else in a diff.
    let bad = false;
    // int32 bounds (see writeIntArrayFrom).
    const lo = int32Floor(min, max), hi = int32Ceil(min, max);
    const from = this.pos - this.slabStart;
    if (db > 0) this.writeIntArrayFrom(b, 0, db, min, max, -1, signed);
    let buf = this.buf;
    let view = this.view;
    let p = this.pos;
    // Room made a run at a time, as in writeIntArrayFrom: elements up to `end` have theirs.
    // The int32s of [lo, hi] in a loop without a call or a throw; any other value is dealt with
    // apart, below it (see "Long loops", in Reader).
    let end = 0;
    let i = 0;
    outer: for (;;) {
      if (i >= m) break;
      if (i === end) {
        end = m - i > VARINT_RUN ? i + VARINT_RUN : m;
        this.pos = p;
        this.ensure(5 * (end - i));
        buf = this.buf;
        view = this.view;
        p = this.pos;
      }
      for (; i < end; i++) {
        const x = pa[i] as number, y = pb[i] as number;
        if (!((y | 0) === y && y >= lo && y <= hi)) break;
        const q = p;
        p = putVarint(buf, view, p, ((y << shift) ^ (y >> 31)) >>> 0);
        s += wholeSaving(x === y, x, y, 8 * (p - q));
        if (s + rest <= 0) break outer;
        rest -= 2;
      }
      if (i === end) continue;
      const x = pa[i] as number, y = pb[i] as number;
      let size;
      if (isIntIn(y, min, max)) {
        this.pos = p;
        const q = p - this.slabStart;
        if (signed) this.writeZigzag(y);
        else this.writeVarint(y);
        size = this.pos - this.slabStart - q;
        this.ensure(5 * (end - i));
        buf = this.buf;
        view = this.view;
        p = this.pos;
      } else {
        if (x !== y) throw INVALID;
        bad = true;
        size = signed ? zigzagSize(x) : varintSize(x);
      }
      s += wholeSaving(x === y, x, y, 8 * size);
      if (s + rest <= 0) break;
      rest -= 2;
      i++;
    }
    if (s <= 0) {
      this.pos = this.slabStart + from;
      this.writeBit(0);
      return false;
    }
    if (bad) throw INVALID;
    this.pos = p;
    if (db + m < n) this.writeIntArrayFrom(b, db + m, n, min, max, -1, signed);
    this.writeBit(1);
    return true;
  }

  /**
   * writeIntArrayWhole for an array of quantized floats written as zigzag varints (q =
   * quantize(v) in [qmin, qmax]), weighed on the quantized integers: an element is unchanged
   * when the values are the same or quantize the same (FORMAT.md §5). Refuses (INVALID) an
   * element of b outside [qmin, qmax] that changed, or any when it sends b whole.
   */
  writeQuantArrayWhole(a: readonly unknown[], b: readonly unknown[], da: number, db: number, m: number, n: number, qmin: number, qmax: number, precision: number, scale: number): boolean {
    // The pairs, as arrays of their own when shifted (see writeIntArrayWhole).
    const pa = da === 0 ? a : a.slice(da, da + m);
    const pb = db === 0 ? b : b.slice(db, db + m);
    let s = 0;
    let rest = 2 * m - 2;
    // An invalid element of b unchanged from a is refused only if the array goes whole.
    let bad = false;
    // Zigzag varints into the byte section (the start kept relative to the message, which grow
    // may move), the mode bit once decided; the position in a local.
    const from = this.pos - this.slabStart;
    if (db > 0) this.writeQuantVarints(b, 0, db, qmin, qmax, precision, scale);
    let buf = this.buf;
    let view = this.view;
    let p = this.pos;
    for (let i = 0; i < m; i++) {
      const x = pa[i], y = pb[i];
      const qx = quantize(x, precision, scale), qy = quantize(y, precision, scale);
      const same = x === y || qx === qy;
      let size;
      if (!(qy >= qmin && qy <= qmax)) {
        if (!same) throw INVALID;
        bad = true;
        size = zigzagSize(qx);
      } else if (qy < 0x40000000 && qy > -0x40000000) {
        if (p + 5 > buf.length) {
          this.pos = p;
          this.grow(5);
          buf = this.buf;
          view = this.view;
          p = this.pos;
        }
        const q = p;
        p = putVarint(buf, view, p, (qy << 1) ^ (qy >> 31));
        size = p - q;
      } else {
        this.pos = p;
        const q = p - this.slabStart;
        this.writeZigzag(qy);
        buf = this.buf;
        view = this.view;
        p = this.pos;
        size = p - this.slabStart - q;
      }
      s += wholeSaving(same, qx, qy, 8 * size);
      if (s + rest <= 0) break;
      rest -= 2;
    }
    if (s <= 0) {
      this.pos = this.slabStart + from;
      this.writeBit(0);
      return false;
    }
    if (bad) throw INVALID;
    this.pos = p;
    this.writeQuantVarints(b, db + m, n, qmin, qmax, precision, scale);
    this.writeBit(1);
    return true;
  }

  /**
   * An array diff of integers in [min, max] whose change has a flag (FORMAT.md §5), m > 0
   * elements of a from `da` paired with b's from `db` (the shift): the mode bit, then b's n
   * elements (true) or the change bits and changes of the pairs (false; b's other elements are
   * then the caller's). Packed ones through writeNumberArrayDiff; varints weighed by
   * writeIntArrayWhole, then changed by writeIntChanges.
   */
  writeIntArrayDiff(a: readonly unknown[], b: readonly unknown[], da: number, db: number, m: number, n: number, min: number, max: number, bits: number, signed: boolean, equal = 0): boolean {
    if (bits <= 0) {
      if (this.writeIntArrayWhole(a, b, da, db, m, n, min, max, signed)) return true;
      this.writeIntChanges(a, b, da, db, m, min, max, signed, equal);
      return false;
    }
    if (!this.writeNumberArrayDiff(a, b, da, db, m, min, max, bits, 0, 0, equal)) return false;
    this.writePackedInts(b, 0, n, min, max, bits);
    return true;
  }

  /** writeIntArrayDiff for quantized floats (q = quantize(v) in [qmin, qmax]). */
  writeQuantArrayDiff(a: readonly unknown[], b: readonly unknown[], da: number, db: number, m: number, n: number, qmin: number, qmax: number, bits: number, precision: number, scale: number, equal = 0): boolean {
    if (bits <= 0) {
      if (this.writeQuantArrayWhole(a, b, da, db, m, n, qmin, qmax, precision, scale)) return true;
      this.writeQuantChanges(a, b, da, db, m, qmin, qmax, precision, scale, equal);
      return false;
    }
    if (!this.writeNumberArrayDiff(a, b, da, db, m, qmin, qmax, bits, precision, scale, equal)) return false;
    this.writeQuants(b, 0, n, precision, scale, qmin, qmax, bits);
    return true;
  }

  /**
   * The m pairs of a packed array diff of integers in [min, max] (precision 0) or quantized
   * floats (q = quantize(v) in [min, max]), `bits` > 0 each: the mode bit 0, then the change bits
   * and changes (FORMAT.md §5), written as they are weighed, with the bit cursor in locals. If
   * the array is shorter whole, what it wrote is taken back (rewindBits), the mode bit 1 written,
   * and it returns true for the caller to write the elements: whole, each element takes its
   * value's bits, so the array is shorter whole when the change bits and changes took more than
   * m × bits (wholeSaving's sum, read off the bit cursor). The loop writes changes of up
   * to 32 bits (a value of up to 30, or a delta code), of integers only when they are int32s;
   * any other change (and a value to refuse: INVALID) goes to a writePackedChange outside it
   * (see "Long loops", in Reader).
   * Before, the array was weighed first (stopping once the changes had won), then its changes
   * quantized and written again, through a call each: 3 000 quantized floats of 19 bits that all
   * moved, 44.5 µs, now 35.2 (their encode: 12.5); an array of 16 384 with 16 changes, 28.8 µs,
   * now 22.3 (in one process, alternating).
   */
  private writeNumberArrayDiff(a: readonly unknown[], b: readonly unknown[], da: number, db: number, m: number, min: number, max: number, bits: number, precision: number, scale: number, equal: number): boolean {
    const pa = da === 0 ? a : a.slice(da, da + m);
    const pb = db === 0 ? b : b.slice(db, db + m);
    const quant = precision !== 0;
    const mark = this.bitMark();
    this.writeBit(0);
    this.writeZeros(equal);
    let i = equal;
    // Pair i is a change the loop does not write.
    let slow = false;
    for (;;) {
      if (slow) {
        const x = pa[i], y = pb[i];
        const qx = quant ? quantize(x, precision, scale) : (x as number);
        const qy = quant ? quantize(y, precision, scale) : (y as number);
        if (quant ? !(qy >= min && qy <= max) : !isIntIn(qy, min, max)) throw INVALID;
        this.writePackedChange(qx, qy, min, bits, 1, 1);
        slow = false;
        i++;
      }
      if (i >= m) break;
      const end = m - i > VARINT_RUN ? i + VARINT_RUN : m;
      // Room for the run: at most bits + 2 bits a pair (its change bit, flag and value).
      this.bitRoom(Math.floor((this.accBits + (end - i) * (bits + 2)) / 8) + 2);
      const view = this.bitsView;
      // q: the next byte down; 32 bits out at a time, as writePackedInts.
      let q = this.bitStart - 1;
      let acc = this.acc;
      let count = this.accBits;
      for (; i < end; i++) {
        const x = pa[i], y = pb[i];
        // The same value: a change bit 0 (the pending bits above count are 0 already), for a
        // run of them counted (four pairs a pass while they last), out four bytes at a time.
        if (x === y) {
          let j = i + 1;
          if (j < end && pa[j] !== pb[j]) {
            // One alone (every other element changed, 3 000 quantized floats: 26.3-27.1 µs as a
            // run of one, 23.6-23.8 so).
            if (++count === 32) {
              view.setInt32(q - 3, acc);
              q -= 4;
              acc = 0;
              count = 0;
            }
            continue;
          }
          while (j + 3 < end && pa[j] === pb[j] && pa[j + 1] === pb[j + 1] && pa[j + 2] === pb[j + 2] && pa[j + 3] === pb[j + 3]) j += 4;
          while (j < end && pa[j] === pb[j]) j++;
          count += j - i;
          while (count >= 32) {
            view.setInt32(q - 3, acc);
            q -= 4;
            acc = 0;
            count -= 32;
          }
          i = j - 1;
          continue;
        }
        // Integers as they are (a prev that is no number makes its change a value).
        const qx = !quant ? (x as number) : typeof x === "number" ? (scale !== 0 ? Math.round(x * scale) : Math.round(x / precision)) : NaN;
        const qy = !quant ? (y as number) : typeof y === "number" ? (scale !== 0 ? Math.round(y * scale) : Math.round(y / precision)) : NaN;
        // A change bit 0 (an unchanged pair), or its change: change bit 1, then flag 1 and the
        // exp-Golomb code of zigzag(qy − qx) when that is shorter than bits (writePackedChange's
        // choice), else flag 0 and qy − min.
        let v = 0;
        let k = 1;
        if (qx !== qy) {
          if (!(qy >= min && qy <= max && (quant || (qy | 0) === qy))) {
            slow = true;
            break;
          }
          const d = qy - qx;
          v = 1 | ((qy - min) << 2);
          k = bits + 2;
          if (d > -0x40000000 && d < 0x40000000 && (d | 0) === d) {
            const y8 = ((d << 1) ^ (d >> 31)) + 8;
            const e = 31 - Math.clz32(y8);
            if (2 * e - 2 < bits) {
              v = 3 | (expGolombBits(y8, e) << 2);
              k = 2 * e;
            }
          }
          // Up to 32 bits (a value of up to 30).
          if (k > 32) {
            slow = true;
            break;
          }
        }
        // k bits of v (an int32: up to 32 bits), as writePackedInts writes a value.
        acc |= v << count;
        count += k;
        if (count >= 32) {
          view.setInt32(q - 3, acc);
          q -= 4;
          count -= 32;
          acc = (v >>> 1) >> (k - count - 1);
        }
      }
      this.endRun(acc, count, q + 1);
    }
    // What the array saves whole: the bits its changes took (the mode bit aside), less its
    // elements' (wholeSaving's sum, without a sum in the loop: 3 000 quantized floats that all
    // moved, 33.2 → 31.7 µs; 3 000 uint(max=4095), 17.2 → 16.0).
    if (!(this.bitMark() - mark - 1 - m * bits > 0)) return false;
    this.rewindBits(mark);
    this.writeBit(1);
    return true;
  }

  /**
   * The change bits and changes of m pairs of varint integers with a change flag (a's elements
   * from da, b's from db; FORMAT.md §5): 0 for an equal pair, else the change with its lead bit
   * 1, as writeVarintChange writes it; INVALID at a changed element outside [min, max]. The loop
   * writeIntArrayDiff runs when the changes win (emitted code writes it out; packed arrays:
   * writeNumberArrayDiff).
   */
  private writeIntChanges(a: readonly unknown[], b: readonly unknown[], da: number, db: number, m: number, min: number, max: number, signed: boolean, equal: number): void {
    // Change bits of 0 counted, and written a run at a time (as emitted loops do); the first
    // `equal` pairs are known equal (a diff's change test counted them) and not compared again.
    let zeros = equal;
    for (let i = equal; i < m; i++) {
      const x = a[i + da], y = b[i + db];
      if (x === y) {
        zeros++;
        continue;
      }
      if (!isIntIn(y, min, max)) throw INVALID;
      this.writeChangeAfter(zeros, x as number, y as number, signed);
      zeros = 0;
    }
    if (zeros > 0) this.writeZeros(zeros);
  }

  /**
   * `zeros` change bits of 0, then a change bit 1 and the change from x to y as
   * writeVarintChange writes it: up to 23 zeros go with the change bit as its lead.
   */
  private writeChangeAfter(zeros: number, x: number, y: number, signed: boolean): void {
    if (zeros > 23) {
      this.writeZeros(zeros);
      zeros = 0;
    }
    this.writeVarintChange(x, y, signed, 1 << zeros, zeros + 1);
  }

  /**
   * writeIntChanges for quantized floats written as zigzag varints (q = quantize(v), in [qmin,
   * qmax]): a pair is equal when its values are the same or quantize the same; a change goes
   * from qa to qb.
   */
  private writeQuantChanges(a: readonly unknown[], b: readonly unknown[], da: number, db: number, m: number, qmin: number, qmax: number, precision: number, scale: number, equal: number): void {
    let zeros = equal;
    for (let i = equal; i < m; i++) {
      const x = a[i + da], y = b[i + db];
      if (x === y) {
        zeros++;
        continue;
      }
      const qx = quantize(x, precision, scale), qy = quantize(y, precision, scale);
      if (qx === qy) {
        zeros++;
        continue;
      }
      if (!(qy >= qmin && qy <= qmax)) throw INVALID;
      this.writeChangeAfter(zeros, qx, qy, true);
      zeros = 0;
    }
    if (zeros > 0) this.writeZeros(zeros);
  }

  /**
   * Elements `from` to `to` − 1 of an array of quantized floats written as zigzag varints, as a
   * snapshot writes them (INVALID at one outside [qmin, qmax]).
   */
  private writeQuantVarints(b: readonly unknown[], from: number, to: number, qmin: number, qmax: number, precision: number, scale: number): void {
    for (let i = from; i < to; i++) {
      const qy = quantize(b[i], precision, scale);
      if (!(qy >= qmin && qy <= qmax)) throw INVALID;
      this.writeZigzag(qy);
    }
  }

  /**
   * n zero bits (change bits of n unchanged elements): the pending byte completed, whole zero
   * bytes set at once (it wrote 24 bits a call before), the rest left pending.
   */
  writeZeros(n: number): void {
    const total = this.accBits + n;
    if (total < 8) {
      // The pending bits above accBits are 0 already.
      this.accBits = total;
      return;
    }
    const bytes = total >>> 3;
    this.bitRoom(bytes);
    const out = this.bits;
    let start = this.bitStart;
    out[--start] = this.acc;
    const end = start - bytes + 1;
    if (bytes > 16) out.fill(0, end, start);
    else while (start > end) out[--start] = 0;
    this.bitStart = end;
    this.acc = 0;
    this.accBits = total & 7;
  }

  /** `n` bits from `v` (which has 1s only in its low 24 bits), least significant first: zeros past the 24th. */
  writeRun(v: number, n: number): void {
    if (n <= 24) this.writeSmall(v, n);
    else {
      this.writeSmall(v, 24);
      this.writeZeros(n - 24);
    }
  }

  /**
   * An array's shift in a diff (FORMAT.md §5): bit 0 for none; else bit 1, then the zigzag varint
   * of k ≠ 0 at the front (p = 0), or a first splice at p ≥ 1: the zigzag varint 0, the varint p,
   * the zigzag varint of k.
   */
  writeShift(k: number, p: number): void {
    if (k === 0) this.writeBit(0);
    else {
      this.writeBit(1);
      if (p > 0) {
        this.writeVarint(0);
        this.writeVarint(p);
      }
      this.writeZigzag(k);
    }
  }

  /** The next splice of an array diff (FORMAT.md §5): bit 0 for none, else bit 1, the varint of `gap` ≥ 1 and the zigzag varint of k ≠ 0. */
  writeSplice(k: number, gap: number): void {
    if (k === 0) this.writeBit(0);
    else {
      this.writeBit(1);
      this.writeVarint(gap);
      this.writeZigzag(k);
    }
  }

  /**
   * Elements `from` to n − 1 of an array of integers in [min, max] as a snapshot writes them
   * (INVALID at one outside): packed in `bits` > 0 from min, or varints, zigzag when `signed`.
   * Varints are written here with the position in a local (one by one through writeZigzag, each
   * of 2 bytes or more was a call), and room made for a run of them at once (a test of the room
   * per element, and one of the value's width apart from its range, cost Frame's encode 15 %,
   * 3.42 → 2.93 µs). Loop-invariant arguments are not hoisted by V8: the bounds
   * are compared as int32 locals, and the zigzag is a shift by 0 or 1 rather than a test of
   * `signed`, which V8 left as a generic ToBoolean in the loop.
   */
  writeIntArrayFrom(a: readonly unknown[], from: number, n: number, min: number, max: number, bits: number, signed: boolean): void {
    if (bits > 0) {
      this.writePackedInts(a, from, n, min, max, bits);
      return;
    }
    const lo = int32Floor(min, max), hi = int32Ceil(min, max);
    const shift = signed ? 1 : 0;
    // Room for a run of them (VARINT_RUN) at 5 bytes each at once: no test per element. An
    // int32 in [lo, hi] takes at most 5 bytes (its zigzag as uint32); any other valid value is
    // written apart, with room made again for what is left of the run.
    for (let i = from; i < n; ) {
      const end = n - i > VARINT_RUN ? i + VARINT_RUN : n;
      this.ensure(5 * (end - i));
      let buf = this.buf;
      let view = this.view;
      let p = this.pos;
      for (; i < end; i++) {
        const y = a[i] as number;
        if ((y | 0) === y && y >= lo && y <= hi) p = putVarint(buf, view, p, ((y << shift) ^ (y >> 31)) >>> 0);
        else {
          if (!isIntIn(y, min, max)) throw INVALID;
          this.pos = p;
          if (signed) this.writeZigzag(y);
          else this.writeVarint(y);
          this.ensure(5 * (end - i));
          buf = this.buf;
          view = this.view;
          p = this.pos;
        }
      }
      this.pos = p;
    }
  }

  /**
   * Elements `from` to n − 1 of `a`, integers in [min, max] packed in `bits` bits each from min
   * (INVALID at one outside): the bits of writeBits(y − min, bits) for each, in order. For an
   * int32 range, with the bit cursor in locals and room made for the whole array at once (a
   * writeSmall every 24 bits, as emitted loops did, cost 4.8 ns an element of 12 bits: a
   * 16 384-cell voxel chunk encoded at 0.4–0.9× Protobuf's speed). 32 bits out at a time, in
   * one store through a DataView, and one loop for every width: two bytes stored at a time,
   * and values over 16 bits split in two, took 2.7 ns a value of 13 bits and 3.3 of 17 (now
   * 2.0 and 2.2). The int32 test alone keeps the loop in int32 arithmetic: an isIntIn for the
   * other values, in the same loop, made it 1.7× slower though it never ran.
   */
  writePackedInts(a: readonly unknown[], from: number, n: number, min: number, max: number, bits: number): void {
    if (from >= n) return;
    if (min < -0x80000000 || max > 0x7fffffff) {
      for (let i = from; i < n; i++) {
        const y = a[i] as number;
        if (!isIntIn(y, min, max)) throw INVALID;
        this.writeBits(y - min, bits);
      }
      return;
    }
    // Two bytes of room more than the array needs: writeGroups stores a byte or two below its last.
    this.bitRoom(Math.floor((this.accBits + (n - from) * bits) / 8) + 2);
    let i = from;
    if ((bits === 2 || bits === 4 || bits === 6 || bits === 12) && n - from >= 8) i = this.writeGroups(a, from, n, min, max, bits);
    const view = this.bitsView;
    // q: the next byte down (bitStart − 1); 32 bits out at a time, the four bytes below q + 1.
    let q = this.bitStart - 1;
    let acc = this.acc;
    let count = this.accBits;
    let bad = false;
    // The cursor stored back (endRun) before the loop as well as after it, and a bad value
    // thrown for at the top: no throw inside the loop (see "Long loops", in Reader).
    for (;;) {
      if (bad) throw INVALID;
      this.endRun(acc, count, q + 1);
      if (i >= n) return;
      for (; i < n; i++) {
        const y = a[i] as number;
        if ((y | 0) !== y || y < min || y > max) {
          bad = true;
          break;
        }
        // y − min < 2^bits ≤ 2^32: its bits as an int32 (a truncating subtraction, no
        // overflow test).
        const d = (y - min) | 0;
        acc |= d << count;
        count += bits;
        if (count >= 32) {
          // Big-endian at q − 3: acc's low byte at q, its high one at q − 3.
          view.setInt32(q - 3, acc);
          q -= 4;
          count -= 32;
          // The count bits of d that did not fit, d >>> (bits − count), kept an int32 for bits = 32.
          acc = (d >>> 1) >> (bits - count - 1);
        }
      }
    }
  }

  /**
   * writePackedInts' elements from `from` on, in groups whose bits make whole bytes: pairs of
   * 4 bits (a byte) and 12 bits (three), fours of 2 bits (a byte) and 6 bits (three). A group
   * leaves the count of pending bits (under 8) where it was, so the loop has no test of it and
   * no branch but the values' checks: 12 bits an element 3.8 → 2.4 ns, 4 bits 3.0 → 1.9, 6 bits
   * 3.3 → 1.8 (against writePackedInts' loop, in one process, arrays of 16 384). Returns where
   * it stopped: the last whole group's end, or the first group holding a value to refuse,
   * which writePackedInts' loop then meets and throws for. Needs two bytes of room below the
   * groups' (fours store three bytes whatever their width).
   */
  private writeGroups(a: readonly unknown[], from: number, n: number, min: number, max: number, bits: number): number {
    const out = this.bits;
    let q = this.bitStart - 1;
    let acc = this.acc;
    const count = this.accBits;
    let i = from;
    if (bits === 12)
      for (; i + 1 < n; i += 2) {
        const y = a[i] as number;
        const z = a[i + 1] as number;
        if ((y | 0) !== y || y < min || y > max || (z | 0) !== z || z < min || z > max) break;
        // count < 8 and 24 bits: at most 31.
        acc |= ((y - min) | ((z - min) << 12)) << count;
        out[q] = acc;
        out[q - 1] = acc >>> 8;
        out[q - 2] = acc >>> 16;
        q -= 3;
        acc >>>= 24;
      }
    else if (bits === 4)
      for (; i + 1 < n; i += 2) {
        const y = a[i] as number;
        const z = a[i + 1] as number;
        if ((y | 0) !== y || y < min || y > max || (z | 0) !== z || z < min || z > max) break;
        acc |= ((y - min) | ((z - min) << 4)) << count;
        out[q--] = acc;
        acc >>>= 8;
      }
    else {
      // 2 or 6 bits: 1 or 3 bytes a group, the three stored either way.
      const bytes = (4 * bits) >> 3;
      const width = 4 * bits;
      for (; i + 3 < n; i += 4) {
        const y = a[i] as number;
        const z = a[i + 1] as number;
        const u = a[i + 2] as number;
        const v = a[i + 3] as number;
        if ((y | 0) !== y || y < min || y > max || (z | 0) !== z || z < min || z > max || (u | 0) !== u || u < min || u > max || (v | 0) !== v || v < min || v > max) break;
        acc |= ((y - min) | ((z - min) << bits) | ((u - min) << (2 * bits)) | ((v - min) << (3 * bits))) << count;
        out[q] = acc;
        out[q - 1] = acc >>> 8;
        out[q - 2] = acc >>> 16;
        q -= bytes;
        acc >>>= width;
      }
    }
    this.acc = acc;
    this.bitStart = q + 1;
    return i;
  }

  /**
   * Elements `from` to n − 1 of `a`, quantized floats (quantize) in [qmin, qmax], packed in
   * `bits` bits each from qmin (INVALID at one outside or not a number): as writePackedInts
   * (7.3 → 4.9 ns an element of 15 bits, value by value before; 32 bits out at a time, 4.1 →
   * 3.3 ns one of 19 bits). Widths over 32 bits go value by value.
   */
  writeQuants(a: readonly unknown[], from: number, n: number, precision: number, scale: number, qmin: number, qmax: number, bits: number): void {
    if (from >= n) return;
    if (bits > 32) {
      for (let i = from; i < n; i++) {
        const q = quantize(a[i], precision, scale);
        if (!(q >= qmin && q <= qmax)) throw INVALID;
        this.writeBits(q - qmin, bits);
      }
      return;
    }
    this.bitRoom(Math.floor((this.accBits + (n - from) * bits) / 8));
    const view = this.bitsView;
    // q: the next byte down (see writePackedInts).
    let q = this.bitStart - 1;
    let acc = this.acc;
    let count = this.accBits;
    let i = from;
    let bad = false;
    // As writePackedInts: endRun before the loop too, the throw at the top.
    for (;;) {
      if (bad) throw INVALID;
      this.endRun(acc, count, q + 1);
      if (i >= n) return;
      // quantize written out (its call here cost 5–6 %: 5.2 against 4.9 ns an element of 15
      // bits), a loop for each of its two cases: a choice between x × scale and x / precision
      // in the loop cost ~1.3 ns a value (19 bits: 5.5–5.9 against 4.2–4.3 ns; 16 bits:
      // 4.9–5.2 against 3.8–4.1).
      if (scale !== 0)
        for (; i < n; i++) {
          const x = a[i];
          const v = typeof x === "number" ? Math.round(x * scale) : NaN;
          if (!(v >= qmin && v <= qmax)) {
            bad = true;
            break;
          }
          // As writePackedInts' loop.
          const d = (v - qmin) | 0;
          acc |= d << count;
          count += bits;
          if (count >= 32) {
            view.setInt32(q - 3, acc);
            q -= 4;
            count -= 32;
            acc = (d >>> 1) >> (bits - count - 1);
          }
        }
      else
        for (; i < n; i++) {
          const x = a[i];
          const v = typeof x === "number" ? Math.round(x / precision) : NaN;
          if (!(v >= qmin && v <= qmax)) {
            bad = true;
            break;
          }
          const d = (v - qmin) | 0;
          acc |= d << count;
          count += bits;
          if (count >= 32) {
            view.setInt32(q - 3, acc);
            q -= 4;
            count -= 32;
            acc = (d >>> 1) >> (bits - count - 1);
          }
        }
    }
  }

  /** Elements 0 to n − 1 of `a`, booleans (INVALID at one that is not), a bit each: as writePackedInts. */
  writeBools(a: readonly unknown[], n: number): void {
    if (n <= 0) return;
    this.bitRoom(Math.floor((this.accBits + n) / 8));
    const out = this.bits;
    // q: the next byte down (see writePackedInts).
    let q = this.bitStart - 1;
    let acc = this.acc;
    let count = this.accBits;
    let i = 0;
    let bad = false;
    // Eight at a time, a byte each, the count of pending bits left where it was (as
    // writeGroups): trues and falses as masks, without a branch on a value (random booleans
    // 2.7–2.8 → 2.3–2.4 ns an element in two runs of three, even in the third; 3.4–4.4 →
    // 2.6–3.2 in a loop that has met holey arrays too).
    // A group with a value that is not a boolean is left to the loop below, which throws.
    for (; i + 7 < n; i += 8) {
      const y0 = a[i], y1 = a[i + 1], y2 = a[i + 2], y3 = a[i + 3], y4 = a[i + 4], y5 = a[i + 5], y6 = a[i + 6], y7 = a[i + 7];
      const t =
        (y0 === true ? 1 : 0) | (y1 === true ? 2 : 0) | (y2 === true ? 4 : 0) | (y3 === true ? 8 : 0) | (y4 === true ? 16 : 0) | (y5 === true ? 32 : 0) | (y6 === true ? 64 : 0) | (y7 === true ? 128 : 0);
      const f =
        (y0 === false ? 1 : 0) | (y1 === false ? 2 : 0) | (y2 === false ? 4 : 0) | (y3 === false ? 8 : 0) | (y4 === false ? 16 : 0) | (y5 === false ? 32 : 0) | (y6 === false ? 64 : 0) | (y7 === false ? 128 : 0);
      if ((t | f) !== 255) break;
      acc |= t << count;
      out[q--] = acc;
      acc >>>= 8;
    }
    // As writePackedInts: endRun before the loop too, the throw at the top.
    for (;;) {
      if (bad) throw INVALID;
      this.endRun(acc, count, q + 1);
      if (i >= n) return;
      for (; i < n; i++) {
        const y = a[i];
        if (y === true) acc |= 1 << count;
        else if (y !== false) {
          bad = true;
          break;
        }
        if (++count === 8) {
          out[q] = acc;
          q--;
          acc = 0;
          count = 0;
        }
      }
    }
  }

  /**
   * Ends a run of bits written with the bit cursor in locals (writePackedInts, writeQuants,
   * writeBools): its last whole bytes out (up to three), and the cursor back in the writer.
   */
  private endRun(acc: number, count: number, start: number): void {
    while (count >= 8) {
      this.bits[--start] = acc;
      acc >>>= 8;
      count -= 8;
    }
    this.acc = acc;
    this.accBits = count;
    this.bitStart = start;
  }

  /** Room for `n` more bytes in the bit section (below bitStart). */
  private bitRoom(n: number): void {
    while (this.bitStart < n) this.growBits();
  }
}

const UNITS: number[] = [];

/**
 * Strict UTF-8 → string for short inputs (TextDecoder's call costs more than the work here):
 * undefined on overlong forms, surrogates, code points above U+10FFFF, and truncated or stray
 * continuation bytes — exactly what TextDecoder with `fatal: true` refuses.
 */
export function utf8Short(b: Uint8Array, p: number, end: number): string | undefined {
  const units = UNITS;
  let n = 0;
  while (p < end) {
    const c = b[p++]!;
    if (c < 0x80) {
      units[n++] = c;
      continue;
    }
    if (c < 0xc2 || c > 0xf4) return undefined;
    if (c < 0xe0) {
      if (p >= end) return undefined;
      const c1 = b[p++]!;
      if ((c1 & 0xc0) !== 0x80) return undefined;
      units[n++] = ((c & 0x1f) << 6) | (c1 & 0x3f);
    } else if (c < 0xf0) {
      if (p + 1 >= end) return undefined;
      const c1 = b[p++]!;
      const c2 = b[p++]!;
      if ((c1 & 0xc0) !== 0x80 || (c2 & 0xc0) !== 0x80) return undefined;
      if (c === 0xe0 && c1 < 0xa0) return undefined; // overlong
      if (c === 0xed && c1 >= 0xa0) return undefined; // surrogates
      units[n++] = ((c & 0x0f) << 12) | ((c1 & 0x3f) << 6) | (c2 & 0x3f);
    } else {
      if (p + 2 >= end) return undefined;
      const c1 = b[p++]!;
      const c2 = b[p++]!;
      const c3 = b[p++]!;
      if ((c1 & 0xc0) !== 0x80 || (c2 & 0xc0) !== 0x80 || (c3 & 0xc0) !== 0x80) return undefined;
      if (c === 0xf0 && c1 < 0x90) return undefined; // overlong
      if (c === 0xf4 && c1 >= 0x90) return undefined; // above U+10FFFF
      const cp = (((c & 0x07) << 18) | ((c1 & 0x3f) << 12) | ((c2 & 0x3f) << 6) | (c3 & 0x3f)) - 0x10000;
      units[n++] = 0xd800 + (cp >> 10);
      units[n++] = 0xdc00 + (cp & 0x3ff);
    }
  }
  units.length = n;
  return fromCharCode.apply(null, units);
}

/** The 4 bytes at b[i..] as a little-endian int32 (whatever the machine's byte order). */
function le32(b: Uint8Array, i: number): number {
  return b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24);
}

/** An ASCII string of the n ≤ 12 bytes at b[p..], in one fromCharCode call (a flat string). */
function asciiString(b: Uint8Array, p: number, n: number): string {
  const f = fromCharCode;
  switch (n) {
    case 1:
      return f(b[p]!);
    case 2:
      return f(b[p]!, b[p + 1]!);
    case 3:
      return f(b[p]!, b[p + 1]!, b[p + 2]!);
    case 4:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!);
    case 5:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!);
    case 6:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!, b[p + 5]!);
    case 7:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!, b[p + 5]!, b[p + 6]!);
    case 8:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!, b[p + 5]!, b[p + 6]!, b[p + 7]!);
    case 9:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!, b[p + 5]!, b[p + 6]!, b[p + 7]!, b[p + 8]!);
    case 10:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!, b[p + 5]!, b[p + 6]!, b[p + 7]!, b[p + 8]!, b[p + 9]!);
    case 11:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!, b[p + 5]!, b[p + 6]!, b[p + 7]!, b[p + 8]!, b[p + 9]!, b[p + 10]!);
    default:
      return f(b[p]!, b[p + 1]!, b[p + 2]!, b[p + 3]!, b[p + 4]!, b[p + 5]!, b[p + 6]!, b[p + 7]!, b[p + 8]!, b[p + 9]!, b[p + 10]!, b[p + 11]!);
  }
}

/**
 * Whether the n > 0 bytes of UTF-8 at b[start..] hold U+FFFD (EF BF BD; EF is never a
 * continuation byte, so these three bytes are that character). `w` is b's memory as 32-bit
 * words: a word without a byte EF (the has-zero-byte test on it XOR EFEFEFEF, which has no
 * false negatives) is passed over in a few operations; the words at the ends may hold bytes
 * outside the range, which can only cause a closer look.
 */
function hasReplacementChar(b: Uint8Array, w: Int32Array, start: number, n: number): boolean {
  const end = start + n;
  const last = (end - 1) >> 2;
  for (let i = start >> 2; i <= last; i++) {
    const x = w[i]! ^ 0xefefefef;
    if (((x - 0x01010101) & ~x & 0x80808080) !== 0) {
      for (let k = Math.max(i << 2, start), e = Math.min((i << 2) + 4, end); k < e; k++) {
        if (b[k] === 0xef && b[k + 1] === 0xbf && b[k + 2] === 0xbd) return true;
      }
    }
  }
  return false;
}

/** UTF-8 length of a string, or −1 if it has a lone surrogate. */
function utf8Length(s: string): number {
  let n = 0;
  const len = ("" + s).length; // not s.length: see Writer.writeString
  for (let i = 0; i < len; i++) {
    const c = String.prototype.charCodeAt.call(s, i);
    if (c < 0x80) n++;
    else if (c < 0x800) n += 2;
    else if (c < 0xd800 || c > 0xdfff) n += 3;
    else {
      const d = i + 1 < len ? String.prototype.charCodeAt.call(s, i + 1) : 0;
      if (c > 0xdbff || d < 0xdc00 || d > 0xdfff) return -1;
      n += 4;
      i++;
    }
  }
  return n;
}

/** zigzag(d) for an integer |d| < 2^30, else −1 (such changes are written in full). */
function smallZigzag(d: number): number {
  return d > -0x40000000 && d < 0x40000000 && (d | 0) === d ? (d << 1) ^ (d >> 31) : -1;
}

/**
 * What sending a changed integer as its value saves against its change (a wide object's full
 * mode, FORMAT.md §5): the change's flag bit, less what its delta code would have saved. `bits`
 * is the packed width, or < 0 for a varint (zigzag when `signed`). The same choice as
 * Writer.writePackedChange / writeVarintChange.
 */
export function changeSaving(prev: number, next: number, bits: number, signed: boolean): number {
  // wholeSaving(false, …) less the change bit a field does not have, with the value's width
  // measured only for a change that has a delta code (most changes of a full mode have none).
  const d = next - prev;
  if (!((d | 0) === d && d > -0x40000000 && d < 0x40000000)) return 1;
  return 1 + codeGain(d, bits > 0 ? bits : 8 * (signed ? zigzagSize(next) : varintSize(next)));
}

/**
 * What an element of an array of integers (or quantized integers) with a change flag saves when
 * the array is sent whole, the element's value taking `width` bits (FORMAT.md §5): 1 − width
 * when unchanged (`same`), else its change bit and flag, less what the delta code from x to y
 * would have saved. x may be anything (prev is not validated): the change is then written in full.
 */
function wholeSaving(same: boolean, x: number, y: number, width: number): number {
  if (same) return 1 - width;
  const d = y - x;
  return (d | 0) === d && d > -0x40000000 && d < 0x40000000 ? 2 + codeGain(d, width) : 2;
}

/**
 * What a changed integer's delta code saves against its value of `width` bits, as ≤ 0 bits:
 * min(0, code bits − width) for a change |d| < 2^30 (changeSaving − 1, without its tests).
 */
function codeGain(d: number, width: number): number {
  const t = 2 * (30 - Math.clz32(((d << 1) ^ (d >> 31)) + 8)) - width;
  return t & (t >> 31);
}

/** The order-3 exp-Golomb code of y − 8 (y = x + 8, m = floor(log2 y) ≤ 13) as one value of 2m − 2 bits, first bit lowest. */
function expGolombBits(y: number, m: number): number {
  return ((1 << (m - 3)) - 1) | ((y - (1 << m)) << (m - 2));
}

// The Reader's errors that several methods throw, each message written once (built apart from
// the hot methods, which stay small enough to inline: see Reader.nextBitByte).
function aboveMax(v: number, max: number, at: number): DecodeError {
  return new DecodeError(`integer ${v} above its maximum ${max}`, at);
}
function tooLong(n: number, at: number): DecodeError {
  return new DecodeError(`length ${n} exceeds the remaining input`, at);
}
function tooLongString(n: number, at: number): DecodeError {
  return new DecodeError(`string length ${n} exceeds the remaining input`, at);
}
function truncated(what: string, at: number): DecodeError {
  return new DecodeError(`truncated ${what}`, at);
}
function overlong(at: number): DecodeError {
  return new DecodeError("overlong varint", at);
}

/** Where the varint getVarint5 read last ends. */
let varintEnd = 0;

/**
 * The varint at buf[p] if it takes at most five bytes, all before `end`, and its last byte is
 * not an overlong 0: its value (< 2^35), its end in varintEnd. Otherwise −1, for the caller's
 * byte loop, which reads longer ones and throws the errors. In int32 arithmetic: 28 bits from
 * the first four bytes, then the fifth times 2^28; a loop in floating point took ~3× as long
 * (uint[] of Unix times in seconds, decoded: 17.4 → 9.7 ns an element). Reader.readIntArray
 * reads the same way in its own loop (Chromium's V8 left this call out of line there): a change
 * here belongs there too.
 */
function getVarint5(buf: Uint8Array, p: number, end: number): number {
  if (p + 5 > end) return -1;
  const b0 = buf[p]!;
  if (b0 < 0x80) {
    varintEnd = p + 1;
    return b0;
  }
  const b1 = buf[p + 1]!;
  let v = (b0 & 0x7f) | ((b1 & 0x7f) << 7);
  if (b1 < 0x80) {
    varintEnd = p + 2;
    return b1 === 0 ? -1 : v;
  }
  const b2 = buf[p + 2]!;
  v |= (b2 & 0x7f) << 14;
  if (b2 < 0x80) {
    varintEnd = p + 3;
    return b2 === 0 ? -1 : v;
  }
  const b3 = buf[p + 3]!;
  v |= (b3 & 0x7f) << 21;
  if (b3 < 0x80) {
    varintEnd = p + 4;
    return b3 === 0 ? -1 : v;
  }
  const b4 = buf[p + 4]!;
  varintEnd = p + 5;
  return b4 < 0x80 && b4 !== 0 ? v + b4 * 0x10000000 : -1;
}

/** +0 directly; −0, subnormals, infinities and NaN through the scratch array (for readFloat64). */
function float64Special(lo: number, hi: number): number {
  if ((lo | hi) === 0) return 0;
  I32[LO] = lo;
  I32[HI] = hi;
  return F64[0]!;
}

export class Reader {
  /**
   * Strings of fewer UTF-8 bytes than this that the string cache does not hold are decoded in
   * JS rather than by TextDecoder, ASCII or not (non-ASCII ones of up to 64 bytes always are):
   * 0 in Node, whose TextDecoder takes ~80–130 ns for ASCII of any length up to 256 bytes;
   * 96 elsewhere, as a TextDecoder call costs 270–480 ns in Chromium, where the JS loop takes
   * ~100 ns for 13 bytes and about as long as the call at 96. The strings are the same either way.
   */
  static jsUtf8Below = inNode ? 0 : 96;

  buf: Uint8Array = new Uint8Array(0);
  pos = 0;
  /** The bit section cursor: the next bit byte is buf[end − 1]. */
  end = 0;
  /**
   * The bits taken from the bit section and not yet read, `accBits` of them (never more than 31,
   * so acc < 2^31): `>>` shifts them as `>>>` would, and keeps them an int32 for V8 (a `>>>`
   * result is a uint32, which turned acc into a double in loops that also `|=` into it: the
   * array loops' `>>>` cost uint(max=255)[] 4.8–5.3 against 3.5–3.9 ns a value).
   */
  acc = 0;
  accBits = 0;
  /** This message's string table: the first `stringCount` entries (the array is reused). */
  strings: string[] = [];
  stringCount = 0;
  /** Nesting depth of recursive types. */
  depth = 0;
  /** The position of the splice of the last readShift or readSplice (0 for a shift at the front). */
  shiftAt = 0;

  /** Whether `bytes` values are views into the input itself, not copies (DecodeOptions.views, given to reset). */
  views = false;
  /** A copy of part of this message's input, which its bytes values are views into (see bytesAfter). */
  private arena = new ArrayBuffer(0);
  /** The input's range that the arena holds a copy of (none while arenaEnd is 0: no value ends there). */
  private arenaFrom = 0;
  private arenaEnd = 0;
  /** The input's memory, read by the first inputView of a message (see there). */
  private srcBuffer: ArrayBuffer | undefined = undefined;
  private srcOffset = 0;
  /** The input as a DataView, made by the first longString of a message (see words). */
  private srcWords: DataView | undefined = undefined;
  /**
   * The long-strings cache's slot that answered each place in the last messages (the n-th
   * longString of a message, n mod LONG_RECENT), and this message's count: see longString.
   */
  private recentLong = new Int32Array(LONG_RECENT);
  private longLookups = 0;

  /** Starts reading a message; `views`: its bytes values as views into it (DecodeOptions.views). */
  reset(bytes: Uint8Array, views = false): void {
    this.views = views;
    this.arenaEnd = 0;
    this.srcBuffer = undefined;
    this.srcWords = undefined;
    this.buf = bytes;
    this.pos = 0;
    this.depth = 0;
    this.end = typedArrayLength.call(bytes) as number;
    this.acc = 0;
    this.accBits = 0;
    this.stringCount = 0;
    this.longLookups = 0;
  }

  /** A DecodeError at the current byte offset. */
  fail(message: string): DecodeError {
    return new DecodeError(message, this.pos);
  }

  /** Checks that both cursors met and the padding bits are zero. */
  finish(): void {
    if (this.pos !== this.end) throw new DecodeError(`${this.end - this.pos} unread bytes`, this.pos);
    if (this.acc !== 0) throw new DecodeError("non-zero padding bits", this.end);
  }

  /** Bits left between the two cursors (an upper bound on what any value can still use). */
  remainingBits(): number {
    return (this.end - this.pos) * 8 + this.accBits;
  }

  // ---- bit section ----

  /** One bit. */
  readBit(): number {
    let acc = this.acc;
    let count = this.accBits;
    if (count === 0) {
      acc = this.nextBitByte();
      count = 8;
    }
    this.acc = acc >> 1;
    this.accBits = count - 1;
    return acc & 1;
  }

  /**
   * The next byte of the bit section (from the end down). The hot read methods keep their slow
   * paths and error messages in calls like this one: V8 inlines a caller's calls only up to a
   * budget of bytecode, and small methods leave room for more of them. Emitted decoders that
   * keep the pending bits in locals for a while take their bytes with it too (emit.ts, LOCAL_BIT).
   */
  nextBitByte(): number {
    if (this.end <= this.pos) throw truncated("bit section", this.end);
    return this.buf[--this.end]!;
  }

  /**
   * Bits of 0, up to `limit`: how many came before a 1 bit (left unread) or the limit — what
   * readBit would give, one call for a run of change bits 0 (FORMAT.md §5) where it made one a
   * bit. Fails where readBit would: at a byte missing before the run ends.
   */
  readZeros(limit: number): number {
    let acc = this.acc;
    let count = this.accBits;
    let n = 0;
    let short = false;
    while (n < limit) {
      if (count === 0) {
        if (this.end <= this.pos) {
          short = true;
          break;
        }
        acc = this.buf[--this.end]!;
        count = 8;
      }
      // The pending bits' zeros before their lowest 1 (all of them when acc is 0), no more
      // than the limit leaves.
      const t = acc === 0 ? count : 31 - Math.clz32(acc & -acc);
      const take = t < limit - n ? t : limit - n;
      n += take;
      acc >>= take;
      count -= take;
      // A 1 next (or the limit reached, which ends the loop anyway).
      if (acc !== 0) break;
    }
    this.acc = acc;
    this.accBits = count;
    if (short) throw truncated("bit section", this.end);
    return n;
  }

  /** An `n`-bit unsigned value (0 ≤ n ≤ 32), least significant bit first. */
  readBits(n: number): number {
    if (n > 24) return this.readBitsWide(n);
    let acc = this.acc;
    let count = this.accBits;
    while (count < n) {
      acc |= this.nextBitByte() << count;
      count += 8;
    }
    // n ≤ 24: the mask and the value are small non-negative integers (n = 0 included).
    const v = acc & ((1 << n) - 1);
    this.acc = acc >> n;
    this.accBits = count - n;
    return v;
  }
  private readBitsWide(n: number): number {
    const lo = this.readBits(16);
    return lo + this.readBits(n - 16) * 65536;
  }

  /**
   * Takes bit-section bytes until at least `n` bits (n ≤ 24) are pending: the refill of the
   * inline reads of emitted decoders (emit.ts, bitsRead), which then take bits off `acc` as
   * readBits does. Fails where readBits would.
   */
  fill(n: number): void {
    let acc = this.acc;
    let count = this.accBits;
    while (count < n) {
      acc |= this.nextBitByte() << count;
      count += 8;
    }
    this.acc = acc;
    this.accBits = count;
  }

  /** The failure of a packed integer `v` read above its `max` (as readPacked's, at the bit cursor). */
  overMax(v: number, max: number): DecodeError {
    return aboveMax(v, max, this.end);
  }

  /** A packed integer: `bits` bits of offset from `min`, which must not pass `max`. */
  readPacked(bits: number, min: number, max: number): number {
    const v = this.readBits(bits) + min;
    if (v > max) throw aboveMax(v, max, this.end);
    return v;
  }

  // Arrays of bit-section values in one call each: the bit cursor stays in locals for the whole
  // array, where a readPacked / readBit per element stores it back after every value (1.5–2×
  // slower on long arrays). Each fails as the per-element reads would, at the same offsets.

  // Long loops. V8 (Node 20's, at least) compiles a loop that runs long in its first calls on
  // the stack (OSR), with what the code after the loop has met so far: nothing, when the loop
  // is still running. That code then leaves the optimized loop for the interpreter (a deopt) at
  // the end of every later call too, as the function is never optimized anew: a 16 384-cell
  // voxel chunk's decode went through 1 400 such deopts in 2 100 calls. So the stores after the
  // loops below are also made before them, at the top of an outer loop that runs twice. Nor do
  // these loops (or the Writer's packed ones) throw: a throw or a call inside a loop, even one
  // never taken, cost V8 ~45 instructions on each pass (a 12-bit unpacking loop: 64 without,
  // 110 with), so a failure breaks out and is thrown for at the top of the outer loop.

  /**
   * `n` packed integers (readPacked(bits, min, max), n times; 1 ≤ bits ≤ PACKED_ARRAY_BITS), or with
   * `precision` > 0 the quantized floats they stand for (dequantize).
   *
   * An array of up to 24 bits a value whose bytes are all there goes through readIntsWhole or
   * readQuantsWhole, which read it without a test of the end. Those stop at a value above its
   * maximum, and the array is read again here, byte by byte, to fail at that value's offset; so
   * does an array whose bytes are not all there, at the first missing.
   */
  readPackedArray(n: number, bits: number, min: number, max: number, precision: number, scale: number): number[] {
    // Integers of ±2^30 or less into an array of small integers, with min as one (a float min
    // from a schema model, the walker's, would make every value a float before it is optimized);
    // others as floats of scale 1, stored apart from the small ones: one store that met arrays
    // of both kinds would turn every later array of small integers into floats (see packedArray).
    let kind = SMI_ELEMENTS;
    if (precision !== 0) kind = DOUBLE_ELEMENTS;
    else if (min >= -0x40000000 && max < 0x40000000) min = min | 0;
    else {
      kind = DOUBLE_ELEMENTS;
      precision = 1;
      scale = 1;
    }
    const out = packedArray<number>(n, kind);
    if (n <= PACKED_FEW) return this.readPackedFew(out, n, bits, min, max, precision, scale);
    if (bits <= 24 && n * bits - this.accBits <= (this.end - this.pos) * 8) {
      if (precision === 0 ? this.readIntsWhole(out, n, bits, min, max) : this.readQuantsWhole(out, n, bits, min, max, precision, scale)) return out;
    }
    const buf = this.buf;
    const pos = this.pos;
    const mask = 0xffffffff >>> (32 - bits);
    let acc = this.acc;
    let count = this.accBits;
    let end = this.end;
    // A failure: 1 a byte missing, 2 a value (bad) above max, thrown for at the top of the
    // outer loop, which also stores the cursor before the loop as after it (see "Long loops").
    let fail = 0;
    let bad = 0;
    let i = 0;
    for (;;) {
      if (fail !== 0) throw fail === 1 ? truncated("bit section", end) : aboveMax(bad, max, end);
      this.acc = acc;
      this.accBits = count;
      this.end = end;
      if (i >= n) return out;
      for (; i < n; i++) {
        while (count < bits) {
          if (end <= pos) break;
          acc |= buf[--end]! << count;
          count += 8;
        }
        if (count < bits) {
          fail = 1;
          break;
        }
        const v = (acc & mask) + min;
        acc >>= bits;
        count -= bits;
        if (v > max) {
          fail = 2;
          bad = v;
          break;
        }
        // Integers and floats stored apart: a store that met both arrays of small integers and
        // of doubles would turn the former into the latter (see packedArray).
        if (precision === 0) out[i] = v;
        else out[i] = dequantize(v, precision, scale);
      }
    }
  }

  /**
   * readPackedArray's integers when all their bytes are there (1 ≤ bits ≤ 24): into `out`, and
   * true; false, with the cursor where it was, at a value above max. Values are read two bytes
   * at a time (and a third when that is not enough) without a test of the end, but for the
   * first and the last ones, read byte by byte so that no byte the array does not use is
   * taken. A voxel chunk's 16 384 values of 12 bits and as many of 4: 105 → 72 instructions a
   * value.
   */
  private readIntsWhole(out: number[], n: number, bits: number, min: number, max: number): boolean {
    const buf = this.buf;
    const mask = 0xffffffff >>> (32 - bits);
    const acc0 = this.acc;
    const count0 = this.accBits;
    const end0 = this.end;
    let acc = acc0;
    let count = count0;
    let end = end0;
    // Values the two-byte loops read: from the second to those that leave 16 bits at least.
    const fastEnd = n - Math.ceil(16 / bits);
    // The bytewise loop's end: the first value, then (on the next round) the rest.
    let stop = 1;
    let i = 0;
    let bad = false;
    // The cursor stored before the loops as well as after them, a failure dealt with at the
    // top (see "Long loops").
    for (;;) {
      if (bad) {
        this.acc = acc0;
        this.accBits = count0;
        this.end = end0;
        return false;
      }
      this.acc = acc;
      this.accBits = count;
      this.end = end;
      if (i >= n) return true;
      for (; i < stop; i++) {
        while (count < bits) {
          acc |= buf[--end]! << count;
          count += 8;
        }
        const v = (acc & mask) + min;
        acc >>= bits;
        count -= bits;
        if (v > max) {
          bad = true;
          break;
        }
        out[i] = v;
      }
      if (bad) continue;
      // Pairs of 12-bit and 4-bit integers, from three bytes and from one: the count of pending
      // bits (under 8 after the first value) stays put, as in Writer.writeGroups; no byte beyond
      // the pairs' is taken.
      if (bits === 12 || bits === 4) {
        const pairsEnd = i + ((n - i) & ~1);
        if (bits === 12)
          for (; i < pairsEnd; i += 2) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8) | (buf[end - 3]! << 16)) << count;
            end -= 3;
            const v = (acc & 0xfff) + min;
            const u = ((acc >>> 12) & 0xfff) + min;
            acc >>= 24;
            if (v > max || u > max) {
              bad = true;
              break;
            }
            out[i] = v;
            out[i + 1] = u;
          }
        else
          for (; i < pairsEnd; i += 2) {
            acc |= buf[--end]! << count;
            const v = (acc & 15) + min;
            const u = ((acc >>> 4) & 15) + min;
            acc >>= 8;
            if (v > max || u > max) {
              bad = true;
              break;
            }
            out[i] = v;
            out[i + 1] = u;
          }
      } else if (bits > 16) {
        // 17 to 24 bits: count < 15 before (what a value of 17 or more left of at most 31),
        // two bytes and, when that is not enough, a third: at most 31 after. The reads run at
        // most 13 bits past the value's, within the next value's. Four values a pass, then
        // one, as readQuantsWhole (3 000 values of 13 bits: 11.2 → 9.3 µs; 17 bits: 12.1 → 9.6).
        for (; i < fastEnd - 3; i += 4) {
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v0 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v1 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v2 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v3 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v0 > max || v1 > max || v2 > max || v3 > max) {
            bad = true;
            break;
          }
          out[i] = v0;
          out[i + 1] = v1;
          out[i + 2] = v2;
          out[i + 3] = v3;
        }
        if (bad) continue;
        for (; i < fastEnd; i++) {
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v > max) {
            bad = true;
            break;
          }
          out[i] = v;
        }
      } else {
        // count < bits ≤ 16 before, < 32 after: acc stays below 2^31.
        for (; i < fastEnd - 3; i += 4) {
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v0 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v1 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v2 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v3 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v0 > max || v1 > max || v2 > max || v3 > max) {
            bad = true;
            break;
          }
          out[i] = v0;
          out[i + 1] = v1;
          out[i + 2] = v2;
          out[i + 3] = v3;
        }
        if (bad) continue;
        for (; i < fastEnd; i++) {
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v > max) {
            bad = true;
            break;
          }
          out[i] = v;
        }
      }
      stop = n;
    }
  }

  /**
   * readIntsWhole for quantized floats (dequantize written out: no call in the loops), and for
   * integers of a wide range (precision and scale 1) into an array of doubles.
   */
  private readQuantsWhole(out: number[], n: number, bits: number, min: number, max: number, precision: number, scale: number): boolean {
    const buf = this.buf;
    const mask = 0xffffffff >>> (32 - bits);
    const acc0 = this.acc;
    const count0 = this.accBits;
    const end0 = this.end;
    let acc = acc0;
    let count = count0;
    let end = end0;
    const fastEnd = n - Math.ceil(16 / bits);
    // One division in the loops: by scale, or by 1 and a multiplication by precision after
    // them (dequantize's two cases, the same floats). Its choice in the loops cost ~1.5 ns a
    // value (19 bits: 5.5–5.8 against 4.0–4.5).
    const div = scale !== 0 ? scale : 1;
    let stop = 1;
    let i = 0;
    let bad = false;
    for (;;) {
      if (bad) {
        this.acc = acc0;
        this.accBits = count0;
        this.end = end0;
        return false;
      }
      this.acc = acc;
      this.accBits = count;
      this.end = end;
      if (i >= n) {
        if (scale === 0) for (let j = 0; j < n; j++) out[j] = out[j]! * precision;
        return true;
      }
      for (; i < stop; i++) {
        while (count < bits) {
          acc |= buf[--end]! << count;
          count += 8;
        }
        const v = (acc & mask) + min;
        acc >>= bits;
        count -= bits;
        if (v > max) {
          bad = true;
          break;
        }
        out[i] = v / div;
      }
      if (bad) continue;
      // Four values a pass, then one (the out-of-range test once for the four: a failure only
      // needs to be known, readPackedArray then reads the array again to find it): 3 000 values
      // of 19 bits 11.9 → 10.3 µs, ParticleSystem's decode 0.88 of the time. One function for
      // these and readIntsWhole's, a test of the kind at each store, was slower: 4–8 % on
      // quantized floats, 1–12 % on integers.
      if (bits > 16) {
        for (; i < fastEnd - 3; i += 4) {
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v0 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v1 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v2 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v3 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v0 > max || v1 > max || v2 > max || v3 > max) {
            bad = true;
            break;
          }
          out[i] = v0 / div;
          out[i + 1] = v1 / div;
          out[i + 2] = v2 / div;
          out[i + 3] = v3 / div;
        }
        if (bad) continue;
        for (; i < fastEnd; i++) {
          acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
          end -= 2;
          count += 16;
          if (count < bits) {
            acc |= buf[--end]! << count;
            count += 8;
          }
          const v = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v > max) {
            bad = true;
            break;
          }
          out[i] = v / div;
        }
      } else {
        for (; i < fastEnd - 3; i += 4) {
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v0 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v1 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v2 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v3 = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v0 > max || v1 > max || v2 > max || v3 > max) {
            bad = true;
            break;
          }
          out[i] = v0 / div;
          out[i + 1] = v1 / div;
          out[i + 2] = v2 / div;
          out[i + 3] = v3 / div;
        }
        if (bad) continue;
        for (; i < fastEnd; i++) {
          if (count < bits) {
            acc |= (buf[end - 1]! | (buf[end - 2]! << 8)) << count;
            end -= 2;
            count += 16;
          }
          const v = (acc & mask) + min;
          acc >>= bits;
          count -= bits;
          if (v > max) {
            bad = true;
            break;
          }
          out[i] = v / div;
        }
      }
      stop = n;
    }
  }

  /**
   * readPackedArray of n ≤ PACKED_FEW values: readPacked n times into `out`, the array of the
   * kind readPackedArray chose (its failures are theirs; integers of a wide range come with
   * precision and scale 1, as in its loops). The long loops' set-up (the cursor in locals, the
   * two-byte loop's bounds, its rounds) cost more than it saves on so few: 3 values of 4 bits,
   * 800 → 540 instructions a call (a map region's 1 024 arrays of 3 lights: its decode 1.99 M →
   * 1.59 M).
   */
  private readPackedFew(out: number[], n: number, bits: number, min: number, max: number, precision: number, scale: number): number[] {
    if (precision === 0) for (let i = 0; i < n; i++) out[i] = this.readPacked(bits, min, max);
    else for (let i = 0; i < n; i++) out[i] = dequantize(this.readPacked(bits, min, max), precision, scale);
    return out;
  }

  /** `n` booleans (readBit, n times). */
  readBoolArray(n: number): boolean[] {
    const out = packedArray<boolean>(n, OBJECT_ELEMENTS);
    const buf = this.buf;
    const pos = this.pos;
    let acc = this.acc;
    let count = this.accBits;
    let end = this.end;
    let i = 0;
    let short = false;
    // The cursor stored back before the loop as well as after it, and a missing byte thrown
    // for at the top (see "Long loops", above).
    for (;;) {
      if (short) throw truncated("bit section", end);
      this.acc = acc;
      this.accBits = count;
      this.end = end;
      if (i >= n) return out;
      // Eight at a time, from a byte each (the pending bits, under 8, stay so): no test of the
      // count per value. A byte only while one is there; what is left goes bit by bit below.
      for (; i + 7 < n && end > pos; i += 8) {
        const x = acc | (buf[--end]! << count);
        out[i] = (x & 1) !== 0;
        out[i + 1] = (x & 2) !== 0;
        out[i + 2] = (x & 4) !== 0;
        out[i + 3] = (x & 8) !== 0;
        out[i + 4] = (x & 16) !== 0;
        out[i + 5] = (x & 32) !== 0;
        out[i + 6] = (x & 64) !== 0;
        out[i + 7] = (x & 128) !== 0;
        acc = x >>> 8;
      }
      for (; i < n; i++) {
        if (count === 0) {
          if (end <= pos) {
            short = true;
            break;
          }
          acc = buf[--end]!;
          count = 8;
        }
        out[i] = (acc & 1) === 1;
        acc >>= 1;
        count--;
      }
    }
  }

  /** `n` enum options, each by its `bits`-bit index (1 ≤ bits ≤ PACKED_ARRAY_BITS) into `options`. */
  readEnumArray<T>(n: number, bits: number, options: readonly T[]): T[] {
    const out = packedArray<T>(n, OBJECT_ELEMENTS);
    if (n <= PACKED_FEW) {
      // A few, index by index, as readPackedFew (instructions a call, 1 and 4 indexes of 3 bits:
      // 399 → 307, 665 → 514).
      for (let i = 0; i < n; i++) {
        const k = this.readBits(bits);
        if (k >= options.length) throw new DecodeError("enum index out of range", this.pos);
        out[i] = options[k]!;
      }
      return out;
    }
    const buf = this.buf;
    const pos = this.pos;
    const mask = 0xffffffff >>> (32 - bits);
    const count0 = options.length;
    let acc = this.acc;
    let count = this.accBits;
    let end = this.end;
    let i = 0;
    // 1: a byte missing, 2: an index out of range.
    let fail = 0;
    // The cursor stored back before the loop as well as after it, and a failure thrown for at
    // the top (see "Long loops", above).
    for (;;) {
      if (fail !== 0) throw fail === 1 ? truncated("bit section", end) : new DecodeError("enum index out of range", pos);
      this.acc = acc;
      this.accBits = count;
      this.end = end;
      if (i >= n) return out;
      for (; i < n; i++) {
        while (count < bits) {
          if (end <= pos) break;
          acc |= buf[--end]! << count;
          count += 8;
        }
        if (count < bits) {
          fail = 1;
          break;
        }
        const k = acc & mask;
        acc >>= bits;
        count -= bits;
        if (k >= count0) {
          fail = 2;
          break;
        }
        out[i] = options[k]!;
      }
    }
  }

  // ---- byte section ----

  /** Unsigned LEB128 varint; at most 8 bytes, no overlong forms, at most 2^53 − 1. */
  readVarint(): number {
    const pos = this.pos;
    if (pos < this.end) {
      const b = this.buf[pos]!;
      if (b < 0x80) {
        this.pos = pos + 1;
        return b;
      }
    }
    return this.readVarintLong();
  }

  /** readVarint past its one-byte case (apart, so that readVarint stays small enough to inline). */
  private readVarintLong(): number {
    const buf = this.buf;
    let pos = this.pos;
    const u = getVarint5(buf, pos, this.end);
    if (u >= 0) {
      this.pos = varintEnd;
      return u;
    }
    // Varints of six bytes or more, those that may run past the end, and the errors.
    let v = 0;
    let scale = 1;
    for (let i = 0; ; i++) {
      if (pos >= this.end) throw truncated("varint", pos);
      const b = buf[pos++]!;
      v += (b & 0x7f) * scale;
      if (b < 0x80) {
        if (b === 0 && i > 0) throw overlong(pos - 1);
        break;
      }
      if (i === 7) throw new DecodeError("varint longer than 8 bytes", pos);
      scale *= 128;
    }
    if (v > MAX_SAFE) throw new DecodeError("varint above 2^53 - 1", this.pos);
    this.pos = pos;
    return v;
  }

  /** Zigzag varint → safe integer (the varint may reach 2^54, so it is decoded as sign + magnitude). */
  readZigzag(): number {
    const pos = this.pos;
    if (pos < this.end) {
      const b = this.buf[pos]!;
      if (b < 0x80) {
        this.pos = pos + 1;
        return (b >>> 1) ^ -(b & 1);
      }
    }
    return this.readZigzagLong();
  }

  /** readZigzag past its one-byte case. */
  private readZigzagLong(): number {
    const buf = this.buf;
    const end = this.end;
    let pos = this.pos;
    const u = getVarint5(buf, pos, end);
    if (u >= 0) {
      this.pos = varintEnd;
      if (u <= 0x7fffffff) return (u >>> 1) ^ -(u & 1);
      // u < 2^35 = 2m + sign (u & 1 takes its low 32 bits: the parity is kept).
      const sign = u & 1;
      const m = (u - sign) / 2;
      return sign ? -m - 1 : m;
    }
    if (pos >= end) throw truncated("varint", pos);
    let b = buf[pos++]!;
    const sign = b & 1;
    let m = (b & 0x7f) >>> 1;
    let scale = 64;
    for (let i = 1; ; i++) {
      if (pos >= end) throw truncated("varint", pos);
      b = buf[pos++]!;
      m += (b & 0x7f) * scale;
      if (b < 0x80) {
        if (b === 0) throw overlong(pos - 1);
        break;
      }
      if (i === 7) throw new DecodeError("varint longer than 8 bytes", pos);
      scale *= 128;
    }
    if (m > MAX_SAFE - sign) throw new DecodeError("integer beyond the safe range", this.pos);
    this.pos = pos;
    return sign ? -m - 1 : m;
  }

  /** A length or count (varint) that needs at least `minBits` bits per item in what remains. */
  readLength(minBits: number): number {
    const start = this.pos;
    const n = this.readVarint();
    // With minBits 0 the check passes (0 × n never exceeds what remains).
    if (n * minBits > this.remainingBits()) throw tooLong(n, start);
    return n;
  }

  /** A length of an array diffed against one of `prevLen` items: new items need `minBits` each. */
  readLengthAfter(prevLen: number, minBits: number): number {
    const start = this.pos;
    const n = this.readVarint();
    if (n > prevLen && (n - prevLen) * minBits > this.remainingBits()) throw tooLong(n, start);
    return n;
  }

  /**
   * An array's shift after shift bit 1 (FORMAT.md §5): the zigzag varint k ≠ 0, with k ≤ `prevLen`
   * (k of prev's elements dropped) or −k ≤ `n` (−k new elements first); for an array that carries
   * `splices`, a 0 is followed by its first splice (readSplice from pair 0). shiftAt is left at
   * the splice's position, 0 for a shift at the front.
   */
  readShift(n: number, prevLen: number, splices: boolean): number {
    const start = this.pos;
    const k = this.readZigzag();
    if (k === 0 && splices) return this.readSplice(0, 0, 0, prevLen, n);
    if (k === 0 || k > prevLen || -k > n) throw new DecodeError(k === 0 ? "array shift of 0" : `array shift ${k} outside -${n}..${prevLen}`, start);
    this.shiftAt = 0;
    return k;
  }

  /**
   * A splice of an array diff (FORMAT.md §5) met at pair `at`, whose a and b offsets are `da`
   * and `db`, of arrays of `la` and `n` elements: the varint of the gap ≥ 1 to the next splice's
   * position p (left in shiftAt), which the pairs must reach (p + da ≤ la, p + db ≤ n), and its
   * zigzag varint k ≠ 0, k of prev's elements dropped there (p + da + k ≤ la) or −k new ones
   * (p + db − k ≤ n).
   */
  readSplice(at: number, da: number, db: number, la: number, n: number): number {
    let start = this.pos;
    const p = at + this.readVarint();
    if (p === at || p + da > la || p + db > n) throw new DecodeError(`array splice at ${p} outside ${at + 1}..${Math.min(la - da, n - db)}`, start);
    start = this.pos;
    const k = this.readZigzag();
    if (k === 0 || k > la - da - p || -k > n - db - p) throw new DecodeError(k === 0 ? "array shift of 0" : `array shift ${k} outside -${n - db - p}..${la - da - p} at ${p}`, start);
    this.shiftAt = p;
    return k;
  }

  /** The next index of a diff's field list: above `prev`, in `bits` bits. */
  readFieldIndex(prev: number, bits: number): number {
    const k = this.readBits(bits);
    if (k <= prev) throw this.outOfOrder();
    return k;
  }

  /** The failure of readFieldIndex (for emitted decoders that read the index themselves). */
  outOfOrder(): DecodeError {
    return new DecodeError("field indexes out of order", this.end);
  }

  /** Checks a decoded integer against its bounds. */
  readIn(v: number, min: number, max: number): number {
    if (v < min || v > max) throw new DecodeError(`integer ${v} outside ${min}..${max}`, this.pos);
    return v;
  }

  /**
   * `n` varints (zigzag when `signed`), each as readVarint / readZigzag then readIn(v, min, max),
   * into an array allocated at its length. One- and two-byte values are read here with the
   * position in a local and the bounds as int32 (see Writer.writeIntArrayFrom); longer ones, and
   * every error, through readVarint / readZigzag and readIn (two bytes there are a call and
   * floating-point arithmetic).
   */
  readIntArray(n: number, min: number, max: number, signed: boolean): number[] {
    const out = packedArray<number>(n, SMI_ELEMENTS);
    const lo = int32Floor(min, max), hi = int32Ceil(min, max);
    // Zigzag as (v >>> s) ^ -(v & s): s = 1 signed, 0 not (then v ^ -0 = v).
    const s = signed ? 1 : 0;
    const buf = this.buf;
    const end = this.end;
    let p = this.pos;
    // First, without the tests of the end: element i starts at most 2i bytes on (while each
    // is of one or two bytes), so both of its bytes are before the end while i < (end − p − 1) / 2.
    // Anything else (a longer varint, a value out of range) is left to the loop after.
    let i = 0;
    for (const safe = (end - p - 1) / 2; i < safe && i < n; i++) {
      const b = buf[p]!;
      let v, q;
      if (b < 0x80) {
        v = (b >>> s) ^ -(b & s);
        q = p + 1;
      } else {
        const c = buf[p + 1]!;
        if (c === 0 || c >= 0x80) break;
        const u = (b & 0x7f) | (c << 7);
        v = (u >>> s) ^ -(u & s);
        q = p + 2;
      }
      if (v < lo || v > hi) break;
      out[i] = v;
      p = q;
    }
    for (; i < n; i++) {
      let v;
      const b = p < end ? buf[p]! : 0x80;
      if (b < 0x80) {
        v = (b >>> s) ^ -(b & s);
        p++;
      } else {
        const c = p + 1 < end ? buf[p + 1]! : 0x80;
        if (c > 0 && c < 0x80) {
          // Two bytes, the second 1..0x7f (0 would be overlong: left to readVarint).
          const u = (b & 0x7f) | (c << 7);
          v = (u >>> s) ^ -(u & s);
          p += 2;
        } else {
          // Three to five bytes (Unix times in seconds, ids), as getVarint5 reads them but in
          // the loop: Chromium's V8 left that call out of line, at a fifth of the time of a
          // Dashboard decode (20 series of 240 timestamps). -1: anything else (a zero last
          // byte, which is overlong; past five bytes; near the end), left to readVarint.
          let u = -1;
          let q = p;
          if (c >= 0x80 && p + 5 <= end) {
            const d = buf[p + 2]!;
            u = (b & 0x7f) | ((c & 0x7f) << 7) | ((d & 0x7f) << 14);
            if (d < 0x80) {
              q = p + 3;
              if (d === 0) u = -1;
            } else {
              const e = buf[p + 3]!;
              u |= (e & 0x7f) << 21;
              if (e < 0x80) {
                q = p + 4;
                if (e === 0) u = -1;
              } else {
                const f = buf[p + 4]!;
                q = p + 5;
                u = f < 0x80 && f !== 0 ? u + f * 0x10000000 : -1;
              }
            }
          }
          if (u >= 0 && (s === 0 || u <= 0x7fffffff)) {
            v = s === 0 ? u : (u >>> 1) ^ -(u & 1);
            p = q;
          } else {
            this.pos = p;
            v = signed ? this.readZigzag() : this.readVarint();
            p = this.pos;
          }
        }
      }
      if ((v | 0) !== v ? v < min || v > max : v < lo || v > hi) {
        this.pos = p;
        this.readIn(v, min, max);
      }
      out[i] = v;
    }
    this.pos = p;
    return out;
  }

  /** IEEE 754 binary32, little-endian (through a scratch array: no DataView, no `.buffer`). */
  readFloat32(): number {
    const p = this.pos;
    if (p + 4 > this.end) throw truncated("float32", p);
    const b = this.buf;
    // The bit pattern as one int32 store, which the float load then reads whole (four byte
    // stores and a 4-byte load cost a store-forwarding stall: 2x slower). Host order both ways.
    // +0, the common default, skips the round trip through memory (as readFloat64 does).
    const x = b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24);
    this.pos = p + 4;
    if (x === 0) return 0;
    I32[0] = x;
    return F32[0]!;
  }

  /** `n` IEEE 754 binary32 values, little-endian, back to back (an array of floats). */
  readFloat32Array(n: number): number[] {
    return this.readFloats(n, 4);
  }

  /** IEEE 754 binary64, little-endian. */
  readFloat64(): number {
    const p = this.pos;
    if (p + 8 > this.end) throw truncated("float64", p);
    const b = this.buf;
    this.pos = p + 8;
    const lo = b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24);
    const hi = b[p + 4]! | (b[p + 5]! << 8) | (b[p + 6]! << 16) | (b[p + 7]! << 24);
    // A normal double from its fields, in arithmetic: (2^52 + mantissa) × 2^(e − 1075), exact
    // (an integer below 2^53 times a power of two, with a normal result). The round trip through
    // the scratch array costs a stall, since store forwarding fails on a load wider than the stores.
    // Exponent 0 or 0x7ff: zero, subnormal, infinity or NaN.
    if ((((hi >>> 20) + 1) & 0x7ff) < 2) return float64Special(lo, hi);
    return ((hi & 0xfffff) * 4294967296 + (lo >>> 0) + 4503599627370496) * POW2[hi >>> 20]!;
  }

  /** `n` IEEE 754 binary64 values, little-endian, back to back (an array of doubles). */
  readFloat64Array(n: number): number[] {
    return this.readFloats(n, 8);
  }

  /**
   * `n` floats of `size` bytes through one DataView over them (its loads do not wait on
   * stores, as readFloat64's do, which pays for creating it from BULK_FLOAT64 / BULK_FLOAT32
   * values on) into an array allocated at its length (half the cost of growing one by push).
   */
  private readFloats(n: number, size: 4 | 8): number[] {
    const p = this.pos;
    // The offset of the first value that does not fit, as readFloat64 / readFloat32 would report it.
    const fit = Math.floor((this.end - p) / size);
    if (n > fit) throw truncated(`float${size * 8}`, p + fit * size);
    const dv = new DataView(this.input(), this.srcOffset + p, n * size);
    const out = packedArray<number>(n, DOUBLE_ELEMENTS);
    if (size === 8) for (let i = 0; i < n; i++) out[i] = dv.getFloat64(i * 8, true);
    else for (let i = 0; i < n; i++) out[i] = dv.getFloat32(i * 4, true);
    this.pos = p + n * size;
    return out;
  }

  /** The counterpart of Writer.writeStringChange, against the previous value `a`. */
  readStringChange(a: string): string {
    if (!editable(a, false) || this.readBit() === 0) return this.readString();
    const la = ("" + a).length; // not a.length: see Writer.writeString
    const [p, s] = this.readEdit(la, "code units");
    if (splitsPrefix(a, p) || splitsSuffix(a, s)) throw new DecodeError("string edit splits a surrogate pair", this.pos);
    return a.slice(0, p) + this.readString() + a.slice(la - s);
  }

  /** The counterpart of Writer.writeBytesChange: a new array of a's kept bytes and the middle read. */
  readBytesChange(a: Uint8Array): Uint8Array {
    if (!editable(a, true) || this.readBit() === 0) return this.readBytes();
    const la = a.length;
    const [p, s] = this.readEdit(la, "bytes");
    const mid = this.readBytes();
    const out = new Uint8Array(p + mid.length + s);
    out.set(a.subarray(0, p));
    out.set(mid, p);
    out.set(a.subarray(la - s), p + mid.length);
    return out;
  }

  /** An edit's p and s (byte section), which may keep no more than the `la` units of the previous value. */
  private readEdit(la: number, units: string): [number, number] {
    const start = this.pos;
    const p = this.readVarint();
    const s = this.readVarint();
    if (p + s > la) throw new DecodeError(`edit keeps ${p} + ${s} of ${la} ${units}`, start);
    return [p, s];
  }

  readBytes(): Uint8Array {
    const start = this.pos;
    const n = this.readVarint();
    if (n > this.end - this.pos) throw tooLong(n, start);
    if (n === 0) return EMPTY_BYTES;
    return this.bytesAfter(n);
  }

  /**
   * readBytes past a length n > 0 that fits: apart, as stringAfter is from readString, so that
   * the part V8 inlines into decoders stays small. (It was split off when Edge state 2's decode
   * ran at half speed in a full benchmark run; that decode has since shown two speeds across
   * processes at the same code, so the split may not have been the cure: benchmark/README.)
   */
  private bytesAfter(n: number): Uint8Array {
    const p = this.pos;
    this.pos = p + n;
    if (this.views) return this.inputView(p, n);
    const b = this.buf;
    if (n <= ON_HEAP_BYTES) {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = b[p + i]!;
      return out;
    }
    // Views made by the constructor from an ArrayBuffer (see inputView).
    if (p >= this.arenaFrom && p + n <= this.arenaEnd) return new Uint8Array(this.arena, p - this.arenaFrom, n);
    if (n > POOLED_BYTES) {
      // A new arena: a copy of the input from here on, in one go. This value and every later
      // one inside it are views into it, copied with it. Made by slice (typedArraySlice):
      // ScreenShare's decode went 8.4 → 7.5 µs with Uint8Array's copy constructor in place of a
      // new ArrayBuffer and a set, and 7.6–7.8 → 6.7–7.0 with slice in place of the constructor.
      const len = Math.min(this.end - p, Math.max(n, ARENA));
      const arena = typedArrayBuffer.call(typedArraySlice.call(this.inputView(p, len))) as ArrayBuffer;
      this.arena = arena;
      this.arenaFrom = p;
      this.arenaEnd = p + len;
      return new Uint8Array(arena, 0, n);
    }
    // A view into the shared slab, 8-byte aligned as Node's pool aligns.
    let at = decodeSlabUsed;
    if (at + n > decodeSlab.byteLength) {
      decodeSlab = new ArrayBuffer(DECODE_SLAB);
      at = 0;
    }
    decodeSlabUsed = (at + n + 7) & ~7;
    const out = new Uint8Array(decodeSlab, at, n);
    out.set(this.inputView(p, n));
    return out;
  }

  /**
   * The input's bytes p to p + n as a plain Uint8Array: made by the constructor from its
   * ArrayBuffer (~16 ns; subarray, which looks up the species constructor, ~31).
   */
  private inputView(p: number, n: number): Uint8Array {
    return new Uint8Array(this.input(), this.srcOffset + p, n);
  }

  /**
   * The input's ArrayBuffer, its byte offset in srcOffset: read once a message through
   * %TypedArray%'s own getters (a subclass cannot point them elsewhere).
   */
  private input(): ArrayBuffer {
    let src = this.srcBuffer;
    if (src === undefined) {
      const b = this.buf;
      src = this.srcBuffer = typedArrayBuffer.call(b) as ArrayBuffer;
      this.srcOffset = typedArrayByteOffset.call(b) as number;
    }
    return src;
  }

  /**
   * A string through the per-message table (see Writer.writeString). All but the header 0 (the
   * empty string) in stringAfter, which is too large for V8 to inline: V8 inlines a decoder's
   * calls only up to a budget of bytecode, and a small readString leaves room for the rest (a
   * User decoder's constructor was left out otherwise, at a sixth of its decode time).
   */
  readString(): string {
    const start = this.pos;
    const h = this.readVarint();
    return h === 0 ? "" : this.stringAfter(h, start);
  }

  /**
   * readString past a header other than 0: a reference to this message's table (odd: 2 × index
   * + 1), or 2 × length and the bytes.
   *
   * Strings of up to CACHED_BYTES bytes go through direct-mapped caches keyed by their bytes,
   * kept across messages: a string seen before (a name sent every tick) comes back as the same
   * string without decoding or allocating. A slot holds a copy of the bytes as 32-bit words
   * (up to 12 bytes, the three hash words that cover them, in shortMeta; longer ones in
   * longWords, see longString), compared in full, so a hash collision is only a miss.
   * Only valid UTF-8 is ever cached.
   */
  private stringAfter(h: number, start: number): string {
    if (h % 2 === 1) {
      const i = (h - 1) / 2;
      if (i >= this.stringCount) throw new DecodeError(`string reference ${i} beyond the table`, start);
      return this.strings[i]!;
    }
    const n = h / 2;
    const p = this.pos;
    if (n > this.end - p) throw tooLongString(n, start);
    this.pos = p + n;
    if (n > CACHED_BYTES) return this.keep(n < Reader.jsUtf8Below ? this.shortUtf8(p, n) : this.decodeUtf8(p, n));
    if (n > 12) return this.keep(this.longString(p, n));
    const b = this.buf;
    const end = p + n;
    // Three 4-byte words: the first, one in the middle (0 up to 8 bytes) and the last (all of
    // the string; below 4 bytes, the bytes themselves in the first word).
    let w0: number;
    let w1 = 0;
    let w2 = 0;
    if (n < 4) w0 = b[p]! | (n > 1 ? b[p + 1]! << 8 : 0) | (n > 2 ? b[p + 2]! << 16 : 0);
    else {
      w0 = le32(b, p);
      w2 = le32(b, end - 4);
      // Up to 8 bytes, the first and the last word hold them all.
      if (n > 8) w1 = le32(b, p + (n >> 1) - 2);
    }
    let x = Math.imul(0x811c9dc5 ^ n, 0x01000193);
    x = Math.imul(x ^ w0, 0x01000193);
    x = Math.imul(x ^ w1, 0x01000193);
    x = Math.imul(x ^ w2, 0x01000193);
    // The top bits: those are the ones every byte of the last word reached. The words are the
    // whole string: comparing them and the length is comparing the bytes.
    const k = x >>> (32 - SHORT_SLOT_BITS);
    const meta = shortMeta;
    const i = k << 2;
    const head = meta[i]!;
    if ((head & 15) === n && meta[i + 1] === w0 && meta[i + 2] === w1 && meta[i + 3] === w2) {
      meta[i] = n | (15 << 4);
      return this.keep(shortStr[k]!);
    }
    const s = ((w0 | w1 | w2) & 0x80808080) === 0 ? asciiString(b, p, n) : this.shortUtf8(p, n);
    if (head > 15) meta[i] = head - 16;
    else {
      meta[i] = n | (1 << 4);
      meta[i + 1] = w0;
      meta[i + 2] = w1;
      meta[i + 3] = w2;
      shortStr[k] = s;
    }
    return this.keep(s);
  }

  /**
   * The string of the n bytes at p, 13 ≤ n ≤ CACHED_BYTES, through the long-strings cache:
   * hashed over all its 4-byte words (the last one ending at its last byte, overlapping the
   * one before), which its slot's copy is then compared with. Three sampled words, as for
   * short strings, were too few: lines of code share their first and last words and often
   * the middle one. Built the same way when stored and when compared, so the machine's byte
   * order does not matter.
   *
   * Words are read through a DataView over the input, one load a word where assembling it from
   * bytes (le32) takes four (EditorSession decode 59 → 35 µs), once at least LONG_VIEW_FROM
   * bytes of the message are left: making the view costs ~80 ns, which a small message does
   * not earn back (Primitives state 2, one string of 43 bytes: ~150 ns a decode, ~210 with it).
   *
   * Before hashing, the bytes are compared with the slot that answered at the same place of the
   * last message (recentLong): a document's lines come back at their places, and a serial
   * multiply a word was most of what a line cost once found (EditorSession's decode, 601 lines
   * of code, 0.79–0.91 of its time in one process, alternating; EventFeed's, whose strings are
   * new every message, 1.00–1.03).
   */
  private longString(p: number, n: number): string {
    const dv = this.srcWords ?? (this.end - p >= LONG_VIEW_FROM ? this.words() : undefined);
    if (dv === undefined) return this.longStringBytes(p, n);
    const last = p + n - 4;
    const lw = dv.getInt32(last, true);
    // First the slot that answered at the same place of the last message: the same line of a
    // document comes back there, found without hashing (a slot's words compared with the
    // bytes are the bytes compared, whatever string the slot holds now).
    const j = this.longLookups++ & (LONG_RECENT - 1);
    const r = this.recentLong[j]!;
    if (slotHolds(dv, r, p, n, lw)) return longStr[r]!;
    let x = Math.imul(0x811c9dc5 ^ n, 0x01000193);
    for (let i = p; i < last; i += 4) x = Math.imul(x ^ dv.getInt32(i, true), 0x01000193);
    const slot = Math.imul(x ^ lw, 0x01000193) >>> (32 - DECODE_SLOT_BITS);
    this.recentLong[j] = slot;
    // The slot at this place was compared already.
    if (slot !== r && slotHolds(dv, slot, p, n, lw)) return longStr[slot]!;
    return this.longMissed(slot, p, n);
  }

  /** longString with the words assembled from bytes (the same words, hash and slot): in small messages. */
  private longStringBytes(p: number, n: number): string {
    const b = this.buf;
    const last = p + n - 4;
    let x = Math.imul(0x811c9dc5 ^ n, 0x01000193);
    for (let i = p; i < last; i += 4) x = Math.imul(x ^ le32(b, i), 0x01000193);
    const lw = le32(b, last);
    const slot = Math.imul(x ^ lw, 0x01000193) >>> (32 - DECODE_SLOT_BITS);
    const q = slot * (CACHED_BYTES / 4);
    if (longLen[slot] === n) {
      let i = p;
      let k = q;
      while (i < last && le32(b, i) === longWords[k]) {
        i += 4;
        k++;
      }
      if (i >= last && lw === longWords[k]) return longStr[slot]!;
    }
    return this.longMissed(slot, p, n);
  }

  /**
   * A long string that missed (longString, longStringBytes): its words go into the slot, read
   * from the bytes (the decode that follows costs far more than reading them through the
   * DataView would save), and tell whether the bytes are ASCII; then it is decoded by
   * TextDecoder, or by the JS loop (utf8Short: one fromCharCode.apply, a flat string) where
   * that is cheaper (non-ASCII of up to 64 bytes, and below Reader.jsUtf8Below outside Node).
   * The slot is emptied first and filled again only once the bytes decode: a slot whose words
   * are not its string's would answer for other bytes.
   */
  private longMissed(slot: number, p: number, n: number): string {
    const b = this.buf;
    const last = p + n - 4;
    longLen[slot] = -1;
    let k = slot * (CACHED_BYTES / 4);
    let or = 0;
    for (let i = p; i < last; i += 4) {
      const w = le32(b, i);
      longWords[k++] = w;
      or |= w;
    }
    const w = le32(b, last);
    longWords[k] = w;
    or |= w;
    const s = n < Reader.jsUtf8Below || ((or & 0x80808080) !== 0 && n <= 64) ? this.shortUtf8(p, n) : this.decodeUtf8(p, n);
    longLen[slot] = n;
    longStr[slot] = s;
    return s;
  }

  /** The input as a DataView (its own memory and length, through %TypedArray%'s getters). */
  private words(): DataView {
    return (this.srcWords = new DataView(this.input(), this.srcOffset, typedArrayLength.call(this.buf) as number));
  }

  /** Adds a decoded string to this message's table. */
  private keep(s: string): string {
    this.strings[this.stringCount++] = s;
    return s;
  }

  /** Non-ASCII of at most 64 bytes: decoded in JS (cheaper than a TextDecoder call). */
  private shortUtf8(p: number, n: number): string {
    const s = utf8Short(this.buf, p, p + n);
    if (s === undefined) throw new DecodeError("invalid UTF-8", p);
    return s;
  }

  private decodeUtf8(pos: number, n: number): string {
    textDecoder ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    try {
      return textDecoder.decode(this.inputView(pos, n));
    } catch {
      throw new DecodeError("invalid UTF-8", pos);
    }
  }

  // ---- numbers in diffs ----

  /**
   * The counterpart of Writer.writeExpGolomb, decoded back from zigzag to a signed change. The
   * emitted decoders read codes of up to 14 bits in place (emit.ts, deltaLocal) and agree with it.
   */
  readZigzagExpGolomb(): number {
    // The prefix's ones up to their zero found in the pending bits, with a byte taken whenever
    // all of those are ones (when readBit would take it); the rest in int32 arithmetic. A prefix
    // of more than 20 ones bit by bit (readExpGolombLong).
    let acc = this.acc;
    let count = this.accBits;
    let t = 31 - Math.clz32(~acc & (acc + 1));
    while (t >= count && count <= 16) {
      acc |= this.nextBitByte() << count;
      count += 8;
      t = 31 - Math.clz32(~acc & (acc + 1));
    }
    if (t < count && t <= 20) {
      const m = t + 3;
      acc >>= t + 1;
      count -= t + 1;
      while (count < m) {
        acc |= this.nextBitByte() << count;
        count += 8;
      }
      const z = (1 << m) + (acc & ((1 << m) - 1)) - 8;
      this.acc = acc >> m;
      this.accBits = count - m;
      return (z >>> 1) ^ -(z & 1);
    }
    this.acc = acc;
    this.accBits = count;
    return this.readExpGolombLong();
  }
  private readExpGolombLong(): number {
    let u = 0;
    while (this.readBit() === 1) if (++u > 28) throw new DecodeError("exp-Golomb prefix too long", this.end);
    const m = u + 3;
    const x = (m < 31 ? 1 << m : 2147483648) + this.readBits(m) - 8;
    return x % 2 === 1 ? -(x + 1) / 2 : x / 2;
  }

  /** The counterpart of Writer.writePackedChange. */
  readPackedChange(prev: number, min: number, max: number, bits: number): number {
    if (this.readBit() === 1) {
      const v = prev + this.readZigzagExpGolomb();
      if (!(v >= min && v <= max)) throw this.outside(v, min, max);
      return v;
    }
    return this.readPacked(bits, min, max);
  }

  /**
   * The failure of a change read to `v` outside min..max, told at byte `at` (a packed change's:
   * the bit section's end; a varint's: the position after it); INVALID for NaN, from a prev
   * that is no number (the bytes give integers), which the caller checks then.
   */
  outside(v: number, min: number, max: number, at = this.end): Error {
    return v !== v ? INVALID : new DecodeError(`integer ${v} outside ${min}..${max}`, at);
  }

  /** The counterpart of Writer.writeVarintChange. */
  readVarintChange(prev: number, signed: boolean, min: number, max: number): number {
    const v = this.readBit() === 1 ? prev + this.readZigzagExpGolomb() : signed ? this.readZigzag() : this.readVarint();
    if (!(v >= min && v <= max)) throw this.outside(v, min, max, this.pos);
    return v;
  }
}
