/**
 * Text in and out of the CLI: input files are decoded as strict UTF-8 (a stray byte is an
 * error, not a silent U+FFFD), and control characters in what the CLI prints are escaped, so
 * that a schema or a message cannot move the cursor, recolor the terminal or break a table.
 */
import { escapeControls } from "../runtime/errors.js";

/** Input that is not UTF-8: where its first bad byte is (as JSON errors count, BOM aside). */
export class Utf8Error extends Error {
  override name = "Utf8Error";
  constructor(
    readonly line: number,
    readonly column: number,
    readonly offset: number,
  ) {
    super("invalid UTF-8");
  }
}

// ignoreBOM keeps a BOM in the text: the JSON reader and the schema parser skip it themselves.
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });

/** The text of UTF-8 bytes; throws Utf8Error at the first byte that is not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    throw badByte(bytes);
  }
}

/**
 * Where the first bad byte is. The lenient decoder turns each bad sequence into one U+FFFD;
 * everything before the first such U+FFFD (one not spelled EF BF BD in the input) decoded as
 * written, so its characters give the byte offset, line and column.
 */
function badByte(bytes: Uint8Array): Utf8Error {
  let offset = 0;
  let line = 1;
  let column = 1;
  for (const ch of lenient.decode(bytes)) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0xfffd && !(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) break;
    if (cp === 0x0a) {
      line++;
      column = 1;
    } else if (!(cp === 0xfeff && offset === 0)) column += ch.length;
    offset += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return new Utf8Error(line, column, offset);
}

/**
 * JSON.stringify of a string, with DEL, C1 controls (U+009B is a CSI on many terminals) and
 * U+2028/U+2029 as \u escapes too (JSON.stringify leaves no C0 control unescaped): still JSON,
 * the same string.
 */
export function jsonString(s: string): string {
  return escapeControls(JSON.stringify(s));
}

/** Text for a terminal: every control character as a \u escape. */
export const printable = escapeControls;

/** A name from a schema as check prints it: as is, or quoted as a JSON string when it holds a control character. */
export function showName(name: string): string {
  return printable(name) === name ? name : jsonString(name);
}

/** The longest of `cells` (0 for none), in a loop: `Math.max(...)` overflows the stack past ~120 000 arguments. */
export function longest(cells: readonly string[]): number {
  let n = 0;
  for (const s of cells) if (s.length > n) n = s.length;
  return n;
}
