/**
 * The public codec object around one type's specialized functions. Generated modules, the
 * compiled interpreter and the schema walker all hand their functions to `makeCodec`, so the
 * entry points (buffer reuse, the diff header bit, error translation) exist once.
 */
import { DecodeError, escapeControls, firstProblems, InvalidValue, STACK_LINE, TOO_DEEP, TOO_DEEP_LINE, ValidationError } from "./errors.js";
import { Reader, Writer } from "./wire.js";
import { describe, isBytes } from "./values.js";

export interface Codec<T> {
  /** The type's name in the schema. */
  readonly name: string;
  /** Stable hash of the type's wire shape (16 hex digits). */
  readonly fingerprint: string;
  encode(value: T): Uint8Array;
  decode(bytes: Uint8Array, options?: DecodeOptions): T;
  encodeDiff(prev: T, next: T): Uint8Array;
  /** A new value; `prev` is never mutated (unchanged subtrees are shared with it). */
  decodeDiff(prev: T, diff: Uint8Array, options?: DecodeOptions): T;
  /** True iff a and b encode to the same bytes. */
  equals(a: T, b: T): boolean;
  clone(value: T): T;
  default(): T;
  /** [] when valid, else "path: reason" lines. */
  validate(value: unknown): string[];
  fromJson(json: unknown): T;
  toJson(value: T): unknown;
}

/** Options of `decode` and `decodeDiff`. */
export interface DecodeOptions {
  /**
   * `bytes` values as views into the input (`new Uint8Array(input.buffer, offset, length)`),
   * not copies: no memory is allocated or written for them, but they change when the input's
   * memory is written over and keep all of it alive. Values that a diff edits are new arrays;
   * empty ones the shared frozen empty array. Default false (copies).
   */
  readonly views?: boolean;
}

/** The specialized functions of one type, as emitted (or walked). */
export interface TypeFunctions<T> {
  name: string;
  fingerprint: string;
  enc(w: Writer, v: T): void;
  dec(r: Reader): T;
  eq(a: T, b: T): boolean;
  /** Writes the change from a to b, which are known to differ. */
  encd(w: Writer, a: T, b: T): void;
  /** Reads a change written by encd and returns the new value. */
  decd(r: Reader, a: T): T;
  /**
   * The whole diff of a message, where the emitter has one (root objects that list their
   * changes): bit 0 when a and b are equal (eq), else bit 1 and encd's change, found by one pass
   * over the fields instead of eq's and then encd's. The same bytes as that.
   */
  encdRoot?(w: Writer, a: T, b: T): void;
  /** Reads what encdRoot writes (the first bit and the change): the same as readBit, then decd. */
  decdRoot?(r: Reader, a: T): T;
  /** Pushes "path: reason" lines; `depth` is 0 at the root (recursive types count levels). */
  val(v: unknown, path: string, errs: string[], depth: number): void;
  clone(v: T): T;
  def(): T;
  toJson(v: T): unknown;
  /**
   * The value of JSON `j`, reading on past every problem: each is pushed to `errs`, as val would
   * give it but with its path in the JSON, a wrong shape (not an object, array or map where one
   * is expected, an unknown field, a map key that is not an integer, bad base64) too. The
   * value is meaningless when `errs` has grown.
   */
  fromJson(j: unknown, path: string, errs: string[]): T;
}


/** One writer and one reader for every codec: the output buffer grows once and is reused. */
const writer = new Writer();
const reader = new Reader();
/**
 * Whether the shared writer / reader is in use. A getter (or Proxy) on a value being encoded,
 * or on decodeDiff's `prev`, may itself call a codec: that nested call gets a writer or reader
 * of its own instead of resetting the shared one under the outer call.
 */
let writing = false;
let reading = false;

/**
 * The problems of value `v` as "path: reason" lines, the path starting at `label`. Validation
 * stops at the first level nested too deep (the val functions push its line and throw TOO_DEEP).
 */
function problemsOf(f: TypeFunctions<unknown>, v: unknown, label: string): string[] {
  const errs: string[] = [];
  try {
    f.val(v, label, errs, 0);
  } catch (e) {
    if (e === TOO_DEEP) return errs;
    if (isStackOverflow(e)) return [label + STACK_LINE];
    throw e;
  }
  return errs;
}

/**
 * The engine's own "call stack exhausted" (a value nested deeper than the stack, or cyclic), as
 * opposed to a RangeError thrown by a getter or Proxy trap of the value, which is passed on.
 */
function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && /call stack|recursion/i.test(e.message);
}

function validationFailure(f: TypeFunctions<unknown>, e: unknown, values: [string, unknown][]): Error {
  if (e instanceof ValidationError) return e;
  for (const [label, v] of values) {
    const errs = problemsOf(f, v, label);
    if (errs.length > 0) return new ValidationError(errs);
  }
  // The encoders and val agree on MAX_DEPTH: TOO_DEEP here is a value that changed between them.
  // The stack is another matter: a diff takes more of it than val, so the value may be valid.
  if (e === TOO_DEEP) return new ValidationError([f.name + TOO_DEEP_LINE]);
  if (isStackOverflow(e)) return new ValidationError([f.name + STACK_LINE]);
  // Refused as written, valid as read again: a getter or Proxy changed it during the call (a
  // map whose entries were not the size written before them, say).
  if (e instanceof InvalidValue) return new ValidationError([`${f.name}: the value changed while it was being encoded (by a getter or Proxy?); it validates now`]);
  return e instanceof Error ? e : new Error(String(e));
}

function decodeFailure(f: TypeFunctions<unknown>, e: unknown, input: unknown, prev: unknown, hasPrev: boolean, r: Reader): Error {
  // Something that passed `instanceof Uint8Array` without being one (a Proxy of one, an object
  // made from its prototype): its length and bytes throw TypeErrors when read.
  if (!isBytes(input)) return new DecodeError(`expected a Uint8Array, got ${describe(input)}`, 0);
  if (e instanceof DecodeError) return e;
  const pos = r.pos; // before prev's getters can run (and reuse the reader)
  // Not the bytes' fault (a TypeError from a prev of another shape, a change from a prev that is
  // no number): prev is checked, only then.
  if (hasPrev) {
    const errs = problemsOf(f, prev, "prev");
    if (errs.length > 0) return new ValidationError(errs);
  }
  if (isStackOverflow(e)) return new DecodeError("value nested too deeply for the JavaScript call stack", pos);
  return new DecodeError(`malformed input (${e instanceof Error ? e.message : String(e)})`, pos);
}

function checkBytes(bytes: unknown): asserts bytes is Uint8Array {
  let ok: boolean;
  try {
    ok = bytes instanceof Uint8Array;
  } catch {
    ok = false; // a revoked Proxy: instanceof asks it for its prototype
  }
  if (!ok) {
    let what: string;
    try {
      what = describe(bytes);
    } catch {
      what = typeof bytes; // a revoked Proxy again: Array.isArray throws too
    }
    throw new DecodeError(`expected a Uint8Array, got ${what}`, 0);
  }
}

/**
 * DecodeOptions.views, read before decoding starts: a getter that throws is the caller's error,
 * not the bytes'.
 */
function viewsOf(options: DecodeOptions | undefined): boolean {
  return typeof options === "object" && options !== null && options.views === true;
}

export function makeCodec<T>(f: TypeFunctions<T>): Codec<T> {
  const any = f as unknown as TypeFunctions<unknown>;
  const encdRoot = f.encdRoot;
  const decdRoot = f.decdRoot;
  return {
    name: f.name,
    fingerprint: f.fingerprint,
    encode(value: T): Uint8Array {
      const outer = !writing;
      const w = outer ? writer : new Writer();
      w.reset();
      writing = true;
      try {
        f.enc(w, value);
      } catch (e) {
        if (outer) writing = false;
        throw validationFailure(any, e, [[f.name, value]]);
      }
      if (outer) writing = false;
      return w.finish();
    },
    decode(bytes: Uint8Array, options?: DecodeOptions): T {
      checkBytes(bytes);
      const views = viewsOf(options);
      const r = reading ? new Reader() : reader;
      let v: T;
      try {
        r.reset(bytes, views);
        v = f.dec(r);
        r.finish();
      } catch (e) {
        throw decodeFailure(any, e, bytes, undefined, false, r);
      }
      return v;
    },
    encodeDiff(prev: T, next: T): Uint8Array {
      const outer = !writing;
      const w = outer ? writer : new Writer();
      w.reset();
      writing = true;
      try {
        if (Object.is(prev, next)) w.writeBit(0);
        else if (encdRoot !== undefined) encdRoot(w, prev, next);
        else if (f.eq(prev, next)) w.writeBit(0);
        else {
          w.writeBit(1);
          f.encd(w, prev, next);
        }
      } catch (e) {
        if (outer) writing = false;
        throw validationFailure(any, e, [[f.name, next], ["prev", prev]]);
      }
      if (outer) writing = false;
      return w.finish();
    },
    decodeDiff(prev: T, diff: Uint8Array, options?: DecodeOptions): T {
      checkBytes(diff);
      const views = viewsOf(options);
      const outer = !reading;
      const r = outer ? reader : new Reader();
      reading = true;
      let v: T;
      try {
        r.reset(diff, views);
        v = decdRoot !== undefined ? decdRoot(r, prev) : r.readBit() === 0 ? prev : f.decd(r, prev);
        r.finish();
      } catch (e) {
        if (outer) reading = false;
        throw decodeFailure(any, e, diff, prev, true, r);
      }
      if (outer) reading = false;
      return v;
    },
    equals(a: T, b: T): boolean {
      if (Object.is(a, b)) return true; // not ===: a root float of 0 and one of −0 differ
      try {
        return f.eq(a, b);
      } catch (e) {
        throw validationFailure(any, e, [["a", a], ["b", b]]);
      }
    },
    clone(value: T): T {
      try {
        return f.clone(value);
      } catch (e) {
        throw validationFailure(any, e, [[f.name, value]]);
      }
    },
    default(): T {
      return f.def();
    },
    validate(value: unknown): string[] {
      return firstProblems(problemsOf(any, value, f.name)).map(escapeControls);
    },
    fromJson(json: unknown): T {
      const tooDeep = () => new ValidationError([`${f.name}: JSON nested too deeply`]);
      const errs: string[] = [];
      let v: T;
      try {
        v = f.fromJson(json, f.name, errs);
      } catch (e) {
        if (isStackOverflow(e)) throw tooDeep();
        throw e;
      }
      if (errs.length > 0) throw new ValidationError(errs);
      // f.fromJson has checked every value, naming its place in the JSON. Validating what it
      // built adds the nesting limit of recursive types, whose line would name the place in the
      // value instead (no union variant names): it is told as the JSON's nesting. Anything else
      // found here would be a miss of f.fromJson, refused all the same.
      const late = problemsOf(any, v, f.name);
      if (late.length > 0) throw late.some((line) => line.endsWith(TOO_DEEP_LINE) || line.endsWith(STACK_LINE)) ? tooDeep() : new ValidationError(late);
      return v;
    },
    toJson(value: T): unknown {
      try {
        const errs = problemsOf(any, value, f.name);
        if (errs.length > 0) throw new ValidationError(errs);
        return f.toJson(value);
      } catch (e) {
        throw validationFailure(any, e, [[f.name, value]]);
      }
    },
  };
}
