/**
 * JSON.parse with a position: when the text is not JSON, a small scanner finds where it stops
 * being JSON, so the error reads `file:line:column: …` the same on every Node version (V8's
 * messages differ between versions and do not always carry a position).
 */

export class JsonSyntaxError extends Error {
  override name = "JsonSyntaxError";
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/** Parses JSON text (a leading BOM is allowed); throws JsonSyntaxError. */
export function parseJson(text: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return JSON.parse(text);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    const found = locate(text) ?? { offset: 0, message: e.message };
    const { line, column } = lineColumn(text, found.offset);
    throw new JsonSyntaxError(found.message, line, column);
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

class Fail {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

/** The offset and reason of the first syntax error, or undefined if the text is JSON. */
export function locate(text: string): { offset: number; message: string } | undefined {
  let i = 0;
  const fail = (message?: string): never => {
    throw new Fail(i, message ?? describeChar(text, i));
  };
  const ws = () => {
    while (i < text.length) {
      const c = text[i];
      if (c === " " || c === "\t" || c === "\n" || c === "\r") i++;
      else break;
    }
  };
  const literal = (word: string) => {
    for (let k = 0; k < word.length; k++, i++) if (text[i] !== word[k]) fail();
  };
  const digits = () => {
    const s = i;
    while (i < text.length && text[i]! >= "0" && text[i]! <= "9") i++;
    if (i === s) fail();
  };
  const number = () => {
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
  };
  const string = () => {
    i++;
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) fail(`${describeChar(text, i)} in a string`);
      if (c === 0x5c) {
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
  const value = (depth: number): void => {
    if (depth > 5000) fail("nested too deeply");
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail(text[i] === undefined ? undefined : `expected a property name, found ${describeChar(text, i).replace("unexpected character ", "")}`);
        string();
        ws();
        if (text[i] !== ":") fail(`expected ':' after a property name`);
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        fail(text[i] === undefined ? undefined : `expected ',' or '}', found ${describeChar(text, i).replace("unexpected character ", "")}`);
      }
    }
    if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        fail(text[i] === undefined ? undefined : `expected ',' or ']', found ${describeChar(text, i).replace("unexpected character ", "")}`);
      }
    }
    if (c === '"') return string();
    if (c === "t") return literal("true");
    if (c === "f") return literal("false");
    if (c === "n") return literal("null");
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return number();
    fail();
  };
  try {
    value(0);
    ws();
    if (i < text.length) fail(`${describeChar(text, i)} after the JSON value`);
    return undefined;
  } catch (e) {
    if (e instanceof Fail) return { offset: e.offset, message: e.message };
    throw e;
  }
}
