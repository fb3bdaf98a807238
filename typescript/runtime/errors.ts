/**
 * `s` with control characters (C0, DEL, C1) and the line terminators U+2028 and U+2029 as
 * \uXXXX escapes. Error messages quote schema text, map keys and enum options, which may hold
 * them: a message stays one line, and shows what it quotes. (Generated modules' header comments
 * and the CLI's output go through it too.)
 */
export function escapeControls(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

/** A schema that cannot work; `line` and `column` are 1-based positions in the YAML text. */
export class SchemaError extends Error {
  override name = "SchemaError";
  readonly line: number;
  readonly column: number;
  constructor(message: string, line = 0, column = 0) {
    super(escapeControls(line > 0 ? `${message} (at ${line}:${column})` : message));
    this.line = line;
    this.column = column;
  }
}

/** A value that does not fit its type; `path` names the culprit, e.g. `GameState.players["p1"].health`. */
export class ValidationError extends Error {
  override name = "ValidationError";
  readonly path: string;
  /** The problems found, as "path: reason" lines (the message is the first); at most MAX_PROBLEMS. */
  readonly problems: string[];
  constructor(problems: string[]) {
    const lines = firstProblems(problems).map(escapeControls);
    const first = lines[0] ?? "invalid value";
    super(first);
    this.path = pathOf(first);
    this.problems = lines;
  }
}

/**
 * One step of a problem's path after its root name: `.name` (a field or union variant; group 1)
 * or `[…]` (group 2: a map key in JSON string syntax, which may hold ": " itself, or an array
 * index or other key as written).
 */
export const PATH_STEP = String.raw`\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*"|[^\]"]*)\]`;

const PATH = new RegExp(String.raw`^[A-Za-z_$][\w$]*(?:${PATH_STEP})*(?: \(key\))?(?=: )`);

/**
 * The path a "path: reason" line starts with: a root name, PATH_STEPs, and " (key)" for a map
 * key's own problem; else up to the first ": ".
 */
function pathOf(line: string): string {
  const m = PATH.exec(line);
  if (m !== null) return m[0];
  const colon = line.indexOf(": ");
  return colon > 0 ? line.slice(0, colon) : "";
}

/**
 * Validation stops looking after this many problems (arrays and maps check the count before
 * each element), so a value with millions of bad elements costs no more than a hundred.
 */
export const MAX_PROBLEMS = 100;

/** The first MAX_PROBLEMS of `problems` (a loop may push a few past the count it checked). */
export function firstProblems(problems: string[]): string[] {
  return problems.length > MAX_PROBLEMS ? problems.slice(0, MAX_PROBLEMS) : problems;
}

/** Bytes that do not parse; `offset` is the byte offset in the message where parsing failed. */
export class DecodeError extends Error {
  override name = "DecodeError";
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(escapeControls(`${message} (at byte ${offset})`));
    this.offset = offset;
  }
}

/**
 * Thrown by the fast encoders when a value does not fit. It carries no path on purpose:
 * the public wrappers catch it and run the validator, which names the path.
 */
export class InvalidValue extends Error {
  override name = "InvalidValue";
}

/** The one instance the hot paths throw (no allocation on the failure path either). */
export const INVALID = new InvalidValue("invalid value");

/** How deep recursive types may nest on the wire; encoders and decoders refuse deeper values alike. */
export const MAX_DEPTH = 512;

/** Thrown by encoders when recursive types nest deeper than MAX_DEPTH (the decoders' limit too). */
export const TOO_DEEP = new InvalidValue("nested too deeply");

/** The validation problem of a value nested deeper than MAX_DEPTH, after its path. */
export const TOO_DEEP_LINE = `: nested deeper than ${MAX_DEPTH} levels (or cyclic)`;

/**
 * The validation problem of a value whose nesting ran the engine's call stack out before it
 * reached MAX_DEPTH levels (arrays, maps and optionals nested within each level take stack too).
 */
export const STACK_LINE = ": nested too deeply for the JavaScript call stack (or cyclic)";
