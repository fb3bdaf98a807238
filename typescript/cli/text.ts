/**
 * Text in and out of the CLI: input files are decoded as strict UTF-8 (a stray byte is an
 * error, not a silent U+FFFD), and control characters in what the CLI prints are escaped, so
 * that a schema or a message cannot move the cursor, recolor the terminal or break a table.
 */

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

/** C0 controls, DEL, C1 controls (U+009B is a CSI on many terminals), line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** The same, less the C0 controls JSON.stringify escapes already. */
const UNESCAPED_BY_JSON = /[\u007f-\u009f\u2028\u2029]/g;

function uEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** JSON.stringify of a string, with DEL, C1 controls and U+2028/U+2029 as \u escapes too: still JSON, same string. */
export function jsonString(s: string): string {
  return JSON.stringify(s).replace(UNESCAPED_BY_JSON, uEscape);
}

/** Text for a terminal: every control character as a \u escape. */
export function printable(s: string): string {
  return s.replace(CONTROL, uEscape);
}

/** A name from a schema as check prints it: as is, or quoted as a JSON string when it holds a control character. */
export function showName(name: string): string {
  return printable(name) === name ? name : jsonString(name);
}
