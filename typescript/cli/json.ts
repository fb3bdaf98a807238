/**
 * The CLI's JSON writer (writeJson) and reader (parseJson).
 *
 * The writer is JSON.stringify(value, null, 2) but for two things: negative zero is written
 * `-0` (JSON.stringify writes 0, and a float32 or double -0 encodes to other bytes than 0), and
 * DEL, C1 controls and U+2028/U+2029 in strings are \u escapes, as C0 controls already are.
 *
 * The reader is JSON.parse, after a small scanner has checked the text, so that every
 * refusal reads `file:line:column: …` the same on every Node version (V8's messages differ
 * between versions and do not always carry a position).
 *
 * Besides syntax errors, the scanner refuses two things JSON.parse lets through as a value
 * other than the one written:
 * - a number beyond the range of a double (`1e999`), which JSON.parse reads as ±Infinity (the
 *   JSON form writes infinity as the string "Infinity");
 * - a key repeated in one object (`{"a": 1, "a": 2}`, also when spelled with escapes), of
 *   which JSON.parse keeps the last value.
 * A number too small for a double (`1e-400`) is read as 0 (-0 with a minus), as every number
 * is read as the double nearest to it: the same rounding that turns 0.1 into the nearest
 * double, and that float fields apply when they keep a value too small for a float32, where a
 * value too large for one is refused.
 */
import { PATH_STEP } from "../runtime/errors.js";
import { jsonString } from "./text.js";

/** A container being written: its entries (key null in an array), the next one, its indentation. */
interface Open {
  entries: [key: string | null, value: unknown][];
  next: number;
  pad: string;
  close: string;
}

/**
 * Pretty-printed JSON text (two spaces a level) of a JSON-form value, or with `compact` on one
 * line without spaces. Iterative, as the reader is: recursive types nest values deeper than a
 * recursive writer's stack would go.
 */
export function writeJson(value: unknown, compact = false): string {
  const out: string[] = [];
  const open: Open[] = [];
  const nl = compact ? "" : "\n";
  const indent = compact ? "" : "  ";
  const colon = compact ? ":" : ": ";
  let v = value;
  for (;;) {
    const pad = open.length === 0 ? "" : open[open.length - 1]!.pad + indent;
    if (v === null || typeof v !== "object") out.push(scalar(v));
    else openContainer(v, pad, out, open);
    // The next entry of the innermost container, closing those that are done.
    let top = open[open.length - 1];
    while (top !== undefined && top.next === top.entries.length) {
      out.push(nl, top.pad, top.close);
      open.pop();
      top = open[open.length - 1];
    }
    if (top === undefined) return out.join("");
    const [key, next] = top.entries[top.next]!;
    out.push(top.next++ === 0 ? nl : "," + nl, top.pad, indent, key === null ? "" : jsonString(key) + colon);
    v = next;
  }
}

/** Writes an array or object's opening bracket (or the whole of an empty one). */
function openContainer(v: object, pad: string, out: string[], open: Open[]): void {
  const array = Array.isArray(v);
  const entries: Open["entries"] = array ? Array.from(v, (x): [null, unknown] => [null, x]) : Object.entries(v).filter(([, x]) => !absent(x));
  const [start, close] = array ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) out.push(start + close);
  else {
    out.push(start);
    open.push({ entries, next: 0, pad, close });
  }
}

/** What JSON.stringify leaves out of an object, and writes as null in an array. */
function absent(v: unknown): boolean {
  return v === undefined || typeof v === "function" || typeof v === "symbol";
}

function scalar(v: unknown): string {
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : JSON.stringify(v);
  if (typeof v === "string") return jsonString(v);
  if (typeof v === "boolean") return String(v);
  if (typeof v === "bigint") throw new TypeError("writeJson: a bigint has no JSON form");
  return "null";
}

/** JSON the reader refuses: `kind` "syntax" for text that is not JSON, "value" for the above. */
export class JsonError extends Error {
  override name = "JsonError";
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
    readonly kind: "syntax" | "value",
  ) {
    super(message);
  }
}

/** Parses JSON text (a leading BOM is allowed); throws JsonError. */
export function parseJson(text: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const found = locate(text);
  if (found !== undefined) {
    const { line, column } = lineColumn(text, found.offset);
    throw new JsonError(found.message, line, column, found.kind);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    // Not expected: the scanner accepts what JSON.parse accepts.
    if (!(e instanceof SyntaxError)) throw e;
    throw new JsonError(e.message, 1, 1, "syntax");
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

function describeChar(text: string, i: number): string {
  if (i >= text.length) return "unexpected end of input";
  const c = text[i]!;
  const code = c.charCodeAt(0);
  return `unexpected character ${code < 0x20 ? `\\u${code.toString(16).padStart(4, "0")}` : `'${c}'`}`;
}

/** What `found` names after "expected …": the character, or the end of the input. */
function found(text: string, i: number): string | undefined {
  return i >= text.length ? undefined : describeChar(text, i).replace("unexpected character ", "");
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

class Fail {
  constructor(
    readonly offset: number,
    readonly message: string,
    readonly kind: "syntax" | "value",
  ) {}
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The offset and reason of what the reader refuses, or undefined if it takes the text: the
 * first syntax error, so that text that is not JSON is always told so (a "syntax" problem
 * exactly when JSON.parse throws), else the first number beyond a double or repeated key.
 * Iterative: any depth of nesting is scanned (the codec's fromJson has its own limit).
 */
export function locate(text: string): { offset: number; message: string; kind: "syntax" | "value" } | undefined {
  const n = text.length;
  let i = 0;
  let refused: Fail | undefined;
  const refuse = (offset: number, message: string) => {
    refused ??= new Fail(offset, message, "value");
  };
  const fail = (message?: string): never => {
    throw new Fail(i, message ?? describeChar(text, i), "syntax");
  };
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
      else break;
    }
  };
  const literal = (word: string) => {
    for (let k = 0; k < word.length; k++, i++) if (text[i] !== word[k]) fail();
  };
  const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
  const digits = () => {
    const s = i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    if (i === s) fail();
  };
  const number = () => {
    const start = i;
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else digits();
    if (text[i] === ".") {
      i++;
      digits();
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      digits();
    }
    const token = text.slice(start, i);
    if (refused === undefined && !Number.isFinite(Number(token))) {
      refuse(start, `number out of range for a double: ${clip(token, 40)} (infinity is the string "Infinity")`);
    }
  };
  /** Scans a string from its opening quote; true if it has an escape. */
  const string = (): boolean => {
    let escaped = false;
    i++;
    for (;;) {
      if (i >= n) fail("unterminated string");
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        i++;
        return escaped;
      }
      if (c < 0x20) fail(`${describeChar(text, i)} in a string`);
      if (c === BACKSLASH) {
        escaped = true;
        i++;
        const e = text[i];
        if (e === "u") {
          i++;
          for (let k = 0; k < 4; k++, i++) if (!/[0-9a-fA-F]/.test(text[i] ?? "")) fail("bad \\u escape");
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) fail("bad escape");
      }
      i++;
    }
  };
  /** A property name and its ':', at i after whitespace; refuses a key seen before in the object. */
  const key = (keys: Map<string, number>) => {
    if (text.charCodeAt(i) !== QUOTE) fail(i >= n ? undefined : `expected a property name, found ${found(text, i)}`);
    const start = i;
    const name = string() ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, i - 1);
    const first = keys.get(name);
    if (first === undefined) keys.set(name, start);
    else if (refused === undefined) {
      const at = lineColumn(text, first);
      refuse(start, `duplicate key ${clip(JSON.stringify(name), 60)} (first at ${at.line}:${at.column})`);
    }
    ws();
    if (text[i] !== ":") fail(`expected ':' after a property name`);
    i++;
  };

  // Open objects (their keys so far) and arrays (null), innermost last.
  const open: (Map<string, number> | null)[] = [];
  try {
    value: for (;;) {
      // A value starts here.
      ws();
      const c = text[i];
      if (c === "{") {
        i++;
        ws();
        if (text[i] === "}") i++;
        else {
          const keys = new Map<string, number>();
          open.push(keys);
          key(keys);
          continue value;
        }
      } else if (c === "[") {
        i++;
        ws();
        if (text[i] === "]") i++;
        else {
          open.push(null);
          continue value;
        }
      } else if (c === '"') string();
      else if (c === "t") literal("true");
      else if (c === "f") literal("false");
      else if (c === "n") literal("null");
      else if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) number();
      else fail();

      // A value ended: a ',' or the end of the containers it closes.
      for (;;) {
        if (open.length === 0) break value;
        const keys = open[open.length - 1]!;
        ws();
        if (text[i] === ",") {
          i++;
          if (keys !== null) {
            ws();
            key(keys);
          }
          continue value;
        }
        const close = keys !== null ? "}" : "]";
        if (text[i] !== close) fail(i >= n ? undefined : `expected ',' or '${close}', found ${found(text, i)}`);
        i++;
        open.pop();
      }
    }
    ws();
    if (i < n) fail(`${describeChar(text, i)} after the JSON value`);
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    refused = e;
  }
  return refused && { offset: refused.offset, message: refused.message, kind: refused.kind };
}

/** A step of a value's path: an object key or an array index of the JSON form. */
type Step = string | number;

/**
 * The steps of a ValidationError path in the JSON form (`Root.field[3]["key"].Variant`: the
 * root type's name, then `.name` for a field or a union variant, `[i]` for an array index,
 * `["…"]` for a map key in JSON string syntax), or undefined if `path` is not one.
 */
export function pathSteps(path: string): Step[] | undefined {
  const root = /^[A-Z][A-Za-z0-9_]*/.exec(path);
  if (root === null) return undefined;
  const steps: Step[] = [];
  const step = new RegExp(PATH_STEP, "y");
  step.lastIndex = root[0].length;
  while (step.lastIndex < path.length) {
    const m = step.exec(path);
    if (m === null) return undefined;
    const [, name, bracket] = m;
    if (name !== undefined) steps.push(name);
    else if (bracket!.startsWith('"')) {
      try {
        steps.push(JSON.parse(bracket!) as string);
      } catch {
        return undefined;
      }
    } else if (/^(0|[1-9][0-9]*)$/.test(bracket!)) steps.push(Number(bracket));
    else return undefined;
  }
  return steps;
}

/**
 * Where, in JSON text the reader took, the value at `steps` starts (with `key`, the last step's
 * key: a map key's own problem, an unknown field), or as near as the text goes: the deepest
 * value on the way that is there (the object a missing field is missing from, say). With the
 * text of a number found there, for a message to quote.
 */
export function locateSteps(text: string, steps: Step[], key = false): { line: number; column: number; number?: string } {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const n = text.length;
  const ws = (i: number) => {
    while (i < n && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
    return i;
  };
  /** The end of the string whose opening quote is at i. */
  const stringEnd = (i: number) => {
    for (i++; i < n && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    return i + 1;
  };
  /** The end of the value that starts at i (brackets counted, strings passed over). */
  const valueEnd = (i: number) => {
    let depth = 0;
    for (; i < n; ) {
      const c = text[i]!;
      if (c === '"') i = stringEnd(i);
      else if (c === "{" || c === "[") {
        depth++;
        i++;
      } else if (c === "}" || c === "]") {
        if (depth === 0) return i;
        depth--;
        i++;
      } else if (c === ",") {
        if (depth === 0) return i;
        i++;
      } else i++;
      if (depth === 0 && (c === '"' || c === "}" || c === "]")) return i;
    }
    return i;
  };
  let at = ws(0);
  for (let s = 0; s < steps.length; s++) {
    const step = steps[s]!;
    const next = typeof step === "string" ? member(at, step, key && s === steps.length - 1) : elementValue(at, step);
    if (next === undefined) break;
    at = next;
  }
  const { line, column } = lineColumn(text, at);
  const number = /^-?[0-9][0-9.eE+-]*/.exec(text.slice(at, at + 400));
  return number === null ? { line, column } : { line, column, number: number[0] };

  /** The start of the value of member `name` of the object at i (of its key with `atKey`), if there is one. */
  function member(i: number, name: string, atKey: boolean): number | undefined {
    if (text[i] !== "{") return undefined;
    i = ws(i + 1);
    while (text[i] === '"') {
      const end = stringEnd(i);
      const raw = text.slice(i + 1, end - 1);
      const k = raw.includes("\\") ? (JSON.parse(text.slice(i, end)) as string) : raw;
      const value = ws(ws(end) + 1); // after the ':'
      if (k === name) return atKey ? i : value;
      i = ws(valueEnd(value));
      if (text[i] !== ",") return undefined;
      i = ws(i + 1);
    }
    return undefined;
  }

  /** The start of element `index` of the array at i, if there is one. */
  function elementValue(i: number, index: number): number | undefined {
    if (text[i] !== "[") return undefined;
    i = ws(i + 1);
    if (text[i] === "]") return undefined;
    for (let k = 0; k < index; k++) {
      i = ws(valueEnd(i));
      if (text[i] !== ",") return undefined;
      i = ws(i + 1);
    }
    return i;
  }
}

/**
 * Where in JSON text the problem of a ValidationError from fromJson is (its first problem's
 * path, which names the place in the JSON): the value, or for a map key's own problem
 * (`…["k"] (key): …`) and an unknown field (`…: unknown field "k"`) the key; for a missing
 * field, the object it is missing from. Undefined when the path is not one. `note`: for an
 * integer written with more digits than a double keeps, or a fraction that reads as an integer
 * (9007199254740991.5), what the file says.
 */
export function problemPlace(text: string, e: { path: string; message: string }): { line: number; column: number; note: string } | undefined {
  const ownKey = e.path.endsWith(" (key)");
  const steps = pathSteps(ownKey ? e.path.slice(0, -" (key)".length) : e.path);
  if (steps === undefined) return undefined;
  const unknown = /^: unknown field ("(?:[^"\\]|\\.)*")/.exec(e.message.slice(e.path.length));
  if (unknown !== null) steps.push(JSON.parse(unknown[1]!) as string);
  const at = locateSteps(text, steps, ownKey || unknown !== null);
  const n = at.number;
  // An integer with more digits than a double keeps, or a fraction read as an integer (2^53 − 0.5).
  const inexact = n !== undefined && (/^-?[0-9]+$/.test(n) ? BigInt(n) !== BigInt(Number(n)) : /^-?[0-9]+\.[0-9]*[1-9]/.test(n) && Number.isInteger(Number(n)));
  return { line: at.line, column: at.column, note: inexact ? ` (the file writes ${clip(n, 40)}, read as the nearest double)` : "" };
}
