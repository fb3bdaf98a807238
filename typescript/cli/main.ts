#!/usr/bin/env node
/**
 * The `tickpack` command: generate code, check a schema, convert between the JSON form and
 * the binary form, make and apply diffs, and show where the bits of a message go.
 *
 * Exit codes: 0 success, 1 a problem with the input (schema, JSON, binary, value), 2 a usage
 * error (unknown command or option, missing argument). Errors are one line on stderr
 * starting with `tickpack: `; TICKPACK_DEBUG=1 adds the stack trace of unexpected errors.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { generate } from "../codegen/generate.js";
import { createCodec } from "../interpreter/create.js";
import type { Codec } from "../runtime/codec.js";
import { DecodeError, SchemaError, ValidationError } from "../runtime/errors.js";
import { fingerprint } from "../schema/fingerprint.js";
import type { Def, Schema, TypeNode } from "../schema/ir.js";
import { parseSchema } from "../schema/parse.js";
import { VERSION } from "../version.js";
import { formatInspection, inspectDiff, inspectSnapshot } from "./inspect.js";
import { JsonError, parseJson, problemPlace, writeJson } from "./json.js";
import { rootCandidates, typeLabel, wireLabel } from "./schema-info.js";
import { decodeUtf8, longest, printable, showName, Utf8Error } from "./text.js";

/** A problem with what the user gave us: exit 1. */
class UserError extends Error {}
/** A problem with how the command was called: exit 2. */
class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig["options"]>;
type Values = Record<string, string | boolean | undefined>;
type OptionHelp = [flags: string, text: string];

interface Command {
  usage: string;
  summary: string;
  /** The --help lines of the options (-h, --help is added): [flags, what they do]. */
  optionHelp: OptionHelp[];
  /** Text --help prints after the options. */
  notes?: string;
  options: Options;
  /** Inclusive bounds on the number of positional arguments. */
  args: [number, number];
  /** The last positional argument, when left out, is read from stdin. */
  stdinWithout?: boolean;
  /** Options whose value is an input file (`-`: stdin). */
  inputOptions?: string[];
  run(args: string[], opts: Values): Promise<void>;
}

const HELP_OPT: Options = { help: { type: "boolean", short: "h" } };
const TYPE_OPT: Options = { type: { type: "string", short: "t" } };
const OUT_OPT: Options = { output: { type: "string", short: "o" } };
const COMPACT_OPT: Options = { compact: { type: "boolean" } };

const TYPE_HELP: OptionHelp = ["-t, --type NAME", "the root type (default: the one type no other type refers to)"];
const HELP_HELP: OptionHelp = ["-h, --help", "show this help"];
const COMPACT_HELP: OptionHelp = ["--compact", "the JSON on one line, without spaces (default: two spaces a level)"];

// ---- input and output ----

interface Input {
  name: string;
  data: Buffer;
}

let stdinUsed = false;

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file's bytes, or stdin's for `-` or no file. */
async function readInput(file: string | undefined, what: string): Promise<Input> {
  if (file === undefined || file === "-") {
    if (stdinUsed) throw new UsageError(`only one input can come from stdin (${what})`);
    stdinUsed = true;
    if (process.stdin.isTTY) throw new UsageError(`no ${what}: give a file or pipe it into stdin`);
    return { name: "<stdin>", data: await readStdin() };
  }
  try {
    return { name: file, data: await readFile(file) };
  } catch (e) {
    throw new UserError(`cannot read ${file}: ${systemMessage(e)}`);
  }
}

/** A file's (or stdin's) text; bytes that are not UTF-8 are an error, not U+FFFD. */
async function readText(file: string | undefined, what: string): Promise<{ name: string; text: string }> {
  const input = await readInput(file, what);
  try {
    return { name: input.name, text: decodeUtf8(input.data) };
  } catch (e) {
    if (e instanceof Utf8Error) throw new UserError(`${input.name}:${e.line}:${e.column}: ${e.message}`);
    throw e;
  }
}

function systemMessage(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case "ENOENT":
      return "no such file";
    case "EISDIR":
      return "is a directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    default:
      return err.message ?? String(e);
  }
}

async function writeOutput(file: string | undefined, data: string | Uint8Array): Promise<void> {
  if (file !== undefined && file !== "-") {
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    } catch (e) {
      throw new UserError(`cannot write ${file}: ${systemMessage(e)}`);
    }
    return;
  }
  if (typeof data !== "string" && process.stdout.isTTY) {
    throw new UsageError("refusing to write binary data to a terminal; use -o FILE or redirect stdout");
  }
  await new Promise<void>((resolve, reject) => process.stdout.write(data, (e) => (e ? reject(new StdoutError(e)) : resolve())));
}

/** A failed write to stdout, as the write's callback tells it. */
class StdoutError extends Error {
  constructor(readonly error: NodeJS.ErrnoException) {
    super(error.message);
  }
}

let stdoutFailed = false;

/**
 * A write to stdout failed (ENOSPC, EIO, …): the write's callback and the stream's 'error'
 * event both tell it, so it is said once, as -o's `cannot write FILE` is. A closed pipe
 * (`tickpack inspect … | head`) is not an error.
 */
function stdoutFailure(e: NodeJS.ErrnoException): void {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  if (stdoutFailed) return;
  stdoutFailed = true;
  report(new UserError(`cannot write to standard output: ${systemMessage(e)}`));
}

// ---- schemas, types, values ----

interface LoadedSchema {
  file: string;
  text: string;
  schema: Schema;
}

async function loadSchema(file: string): Promise<LoadedSchema> {
  const input = await readText(file, "schema");
  const text = input.text;
  try {
    return { file: input.name, text, schema: parseSchema(text) };
  } catch (e) {
    if (e instanceof SchemaError) {
      const message = e.message.replace(/ \(at \d+:\d+\)$/, "");
      throw new UserError(e.line > 0 ? `${input.name}:${e.line}:${e.column}: ${message}` : `${input.name}: ${message}`);
    }
    throw e;
  }
}

/** The root type: --type, or the single type no other type refers to. */
function pickType(s: LoadedSchema, type: string | boolean | undefined): string {
  const names = [...s.schema.types.keys()];
  if (typeof type === "string") {
    if (!s.schema.types.has(type)) throw new UserError(`${s.file}: no type ${JSON.stringify(type)} (types: ${names.join(", ")})`);
    return type;
  }
  if (names.length === 0) throw new UserError(`${s.file}: the schema defines no types`);
  const candidates = rootCandidates(s.schema, s.text);
  if (candidates.length === 1) return candidates[0]!;
  const list = candidates.length > 0 ? `candidates: ${candidates.join(", ")}` : `every type is referred to by another; types: ${names.join(", ")}`;
  throw new UsageError(`${s.file}: cannot tell the root type; pick one with --type (${list})`);
}

function codecOf(s: LoadedSchema, type: string): Codec<unknown> {
  return createCodec<unknown>(s.schema, type);
}

/** A path as given, relative to the working directory, with / as separator. */
function projectPath(file: string): string {
  if (file === "-") return "-";
  const rel = relative(process.cwd(), resolve(file));
  return (rel === "" ? file : rel).split(sep).join("/");
}

/** The first problem, and how many more there are. */
function validationMessage(e: ValidationError): string {
  const more = e.problems.length - 1;
  return more > 0 ? `${e.message} (and ${more} more problem${more === 1 ? "" : "s"})` : e.message;
}

/** A JSON-form value of `type` from a file (or stdin). */
async function readValue(codec: Codec<unknown>, file: string | undefined): Promise<unknown> {
  const input = await readText(file, "JSON value");
  let json: unknown;
  try {
    json = parseJson(input.text);
  } catch (e) {
    if (e instanceof JsonError) throw new UserError(`${input.name}:${e.line}:${e.column}: ${e.kind === "syntax" ? "invalid JSON: " : ""}${e.message}`);
    throw e;
  }
  try {
    return codec.fromJson(json);
  } catch (e) {
    if (e instanceof ValidationError) {
      const at = problemPlace(input.text, e);
      const place = at ? `${at.line}:${at.column}:` : "";
      throw new UserError(`${input.name}:${place} ${validationMessage(e)}${at?.note ?? ""}${statesFileHint(json)}`);
    }
    throw e;
  }
}

/** For JSON shaped like a benchmark states file ({ "type", "states": [...] }): how to take one state. */
function statesFileHint(json: unknown): string {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return "";
  const keys = Object.keys(json);
  if (keys.length !== 2 || !keys.includes("type") || !Array.isArray((json as { states?: unknown }).states)) return "";
  return " (this looks like a states file, { type, states: [...] }; the command reads one value: take one state out of it, e.g. jq '.states[0]')";
}

function decodeWith<T>(input: Input, codec: Codec<unknown>, what: string, f: () => T, base?: string): T {
  try {
    return f();
  } catch (e) {
    // A diff read against another value than the one it was made from reads other bits: say so.
    const hint = base === undefined ? "" : ` (a diff reads only against the value it was made from: is ${base} that value?)`;
    if (e instanceof DecodeError) throw new UserError(`${input.name}: cannot decode ${what ? `${what} ` : ""}${codec.name}: ${e.message}${hint}`);
    if (e instanceof ValidationError) throw new UserError(`${input.name}: ${validationMessage(e)}`);
    throw e;
  }
}

function encodeWith<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ValidationError) throw new UserError(validationMessage(e));
    throw e;
  }
}

/** The JSON form as decode and patch print it (`-0` included, so that it encodes back to the same bytes). */
function prettyJson(codec: Codec<unknown>, value: unknown, compact: unknown): string {
  return writeJson(codec.toJson(value), compact === true) + "\n";
}

/**
 * What check says about a type: a heading, then its fields, options, variants or target in
 * columns. Names and labels come from the schema: their control characters are escaped, and
 * enum options holding one are quoted (options may be any string).
 */
function typeLines(schema: Schema, def: Def): string[] {
  const lines = [`${showName(def.name)}  ${def.kind}  fingerprint ${fingerprint(schema, def.name)}`];
  const label = (node: TypeNode) => printable(typeLabel(node));
  const rows: [string, string, string][] = [];
  if (def.kind === "object") {
    for (const f of def.fields) rows.push([showName(f.name), label(f.type), wireLabel(schema, f.type)]);
    if (def.fields.length === 0) lines.push("  (no fields: 0 bits)");
  } else if (def.kind === "enum") {
    rows.push([def.node.options.map(showName).join(" | "), "", def.node.bits === 1 ? "1 bit" : `${def.node.bits} bits`]);
  } else if (def.kind === "union") {
    rows.push([def.variants.map(showName).join(" | "), "", `${def.bits === 1 ? "1 bit" : `${def.bits} bits`} tag + variant`]);
  } else {
    rows.push([`= ${label(def.target)}`, "", `${def.recursive ? "recursive, " : ""}${wireLabel(schema, def.target)}`]);
  }
  const w0 = longest(rows.map((r) => r[0]));
  const w1 = longest(rows.map((r) => r[1]));
  for (const [a, b, c] of rows) lines.push(`  ${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`.trimEnd());
  return lines;
}

// ---- commands ----

const commands: Record<string, Command> = {
  generate: {
    usage: "tickpack generate <schema.yml> [-o out.ts] [--runtime-import MODULE]",
    summary: "write a typed TypeScript module with a codec for every type",
    optionHelp: [
      ["-o, --output FILE", "write the module to FILE (default: stdout)"],
      ["--runtime-import MODULE", "where the module imports the runtime from (default: tickpack/runtime)"],
    ],
    options: { ...HELP_OPT, ...OUT_OPT, "runtime-import": { type: "string" } },
    args: [1, 1],
    async run([file], opts) {
      const s = await loadSchema(file!);
      const runtimeImport = opts["runtime-import"];
      const out = opts.output as string | undefined;
      // The header names the files relative to the working directory, with / as separator: the
      // same module from the same project whatever the machine, or the path, it was run with.
      const code = generate(s.schema, {
        schemaFile: projectPath(file!),
        ...(out !== undefined && out !== "-" ? { outputFile: projectPath(out) } : {}),
        ...(typeof runtimeImport === "string" ? { runtimeImport } : {}),
      });
      await writeOutput(opts.output as string | undefined, code);
    },
  },

  check: {
    usage: "tickpack check <schema.yml> [value.json ...] [--type NAME]",
    summary: "validate a schema; list its types, fields, wire layout and fingerprints; or validate values (JSON form) against it",
    optionHelp: [["-t, --type NAME", "list only this type; with values, the type they are checked as (default: the root type)"]],
    options: { ...HELP_OPT, ...TYPE_OPT },
    args: [1, Infinity],
    async run([file, ...valueFiles], opts) {
      const s = await loadSchema(file!);
      if (valueFiles.length > 0) {
        // Each value as encode reads it (fromJson: every check of encode, placed at its line and
        // column); the first that does not fit is the error.
        const codec = codecOf(s, pickType(s, opts.type));
        const lines: string[] = [];
        for (const f of valueFiles) {
          await readValue(codec, f);
          lines.push(`${printable(f === "-" ? "<stdin>" : f)}: ok, a valid ${codec.name}`);
        }
        await writeOutput(undefined, lines.join("\n") + "\n");
        return;
      }
      const schema = s.schema;
      const only = typeof opts.type === "string" ? pickType(s, opts.type) : undefined;
      const lines: string[] = [];
      if (only === undefined) {
        const candidates = rootCandidates(schema, s.text).map(showName);
        const root =
          candidates.length === 1
            ? `root type ${candidates[0]}`
            : candidates.length > 1
              ? `root type not unique (candidates: ${candidates.join(", ")})`
              : schema.types.size === 0
                ? "no types"
                : "no root type (every type is referred to by another; pick one with --type)";
        lines.push(`${printable(s.file)}: ok, ${schema.types.size} type${schema.types.size === 1 ? "" : "s"}, ${root}`);
        lines.push("");
      }
      for (const def of schema.types.values()) if (only === undefined || def.name === only) for (const line of typeLines(schema, def)) lines.push(line);
      await writeOutput(undefined, lines.join("\n") + "\n");
    },
  },

  encode: {
    usage: "tickpack encode <schema.yml> [value.json] [--type NAME] [-o out.bin]",
    summary: "JSON form → binary message (reads stdin without value.json)",
    optionHelp: [TYPE_HELP, ["-o, --output FILE", "write the message to FILE (default: stdout)"]],
    options: { ...HELP_OPT, ...TYPE_OPT, ...OUT_OPT },
    args: [1, 2],
    stdinWithout: true,
    async run([file, valueFile], opts) {
      const s = await loadSchema(file!);
      const codec = codecOf(s, pickType(s, opts.type));
      const value = await readValue(codec, valueFile);
      await writeOutput(opts.output as string | undefined, encodeWith(() => codec.encode(value)));
    },
  },

  decode: {
    usage: "tickpack decode <schema.yml> [in.bin] [--type NAME] [-o out.json] [--compact]",
    summary: "binary message → JSON form (reads stdin without in.bin)",
    optionHelp: [TYPE_HELP, ["-o, --output FILE", "write the JSON to FILE (default: stdout)"], COMPACT_HELP],
    options: { ...HELP_OPT, ...TYPE_OPT, ...OUT_OPT, ...COMPACT_OPT },
    args: [1, 2],
    stdinWithout: true,
    async run([file, binFile], opts) {
      const s = await loadSchema(file!);
      const codec = codecOf(s, pickType(s, opts.type));
      const input = await readInput(binFile, "binary message");
      const value = decodeWith(input, codec, "", () => codec.decode(new Uint8Array(input.data)));
      await writeOutput(opts.output as string | undefined, prettyJson(codec, value, opts.compact));
    },
  },

  diff: {
    usage: "tickpack diff <schema.yml> <old.json> <new.json> [--type NAME] [-o diff.bin]",
    summary: "the diff message that turns old into new",
    optionHelp: [TYPE_HELP, ["-o, --output FILE", "write the diff to FILE (default: stdout)"]],
    options: { ...HELP_OPT, ...TYPE_OPT, ...OUT_OPT },
    args: [3, 3],
    async run([file, oldFile, newFile], opts) {
      const s = await loadSchema(file!);
      const codec = codecOf(s, pickType(s, opts.type));
      const prev = await readValue(codec, oldFile);
      const next = await readValue(codec, newFile);
      await writeOutput(opts.output as string | undefined, encodeWith(() => codec.encodeDiff(prev, next)));
    },
  },

  patch: {
    usage: "tickpack patch <schema.yml> <old.json> <diff.bin> [--type NAME] [-o new.json] [--compact]",
    summary: "apply a diff message to old; print the new value as JSON",
    optionHelp: [TYPE_HELP, ["-o, --output FILE", "write the JSON to FILE (default: stdout)"], COMPACT_HELP],
    options: { ...HELP_OPT, ...TYPE_OPT, ...OUT_OPT, ...COMPACT_OPT },
    args: [3, 3],
    async run([file, oldFile, diffFile], opts) {
      const s = await loadSchema(file!);
      const codec = codecOf(s, pickType(s, opts.type));
      const prev = await readValue(codec, oldFile);
      const input = await readInput(diffFile, "diff message");
      const value = decodeWith(input, codec, "diff of", () => codec.decodeDiff(prev, new Uint8Array(input.data)), printable(oldFile!));
      await writeOutput(opts.output as string | undefined, prettyJson(codec, value, opts.compact));
    },
  },

  inspect: {
    usage: "tickpack inspect <schema.yml> [message.bin] [--type NAME] [--base old.json]",
    summary: "show a message field by field: path, value and the bits each part takes",
    optionHelp: [TYPE_HELP, ["--base FILE", "the message is a diff against the value in FILE (JSON form)"]],
    notes: [
      "BITS is what a row takes on the wire (byte section + bit section, BYTE+BIT); a group",
      "row (object, array, map, union) shows in [brackets] the total of the rows under it.",
      "<length>, <present>, <variant>, <change flags>… rows are structure, not data.",
    ].join("\n"),
    options: { ...HELP_OPT, ...TYPE_OPT, base: { type: "string" } },
    args: [1, 2],
    stdinWithout: true,
    inputOptions: ["base"],
    async run([file, binFile], opts) {
      const s = await loadSchema(file!);
      const type = pickType(s, opts.type);
      const codec = codecOf(s, type);
      const base = typeof opts.base === "string" ? await readValue(codec, opts.base) : undefined;
      const input = await readInput(binFile, "binary message");
      const bytes = new Uint8Array(input.data);
      const ins = decodeWith(
        input,
        codec,
        base === undefined ? "" : "diff of",
        () => (base === undefined ? inspectSnapshot(s.schema, type, bytes) : inspectDiff(s.schema, type, base, bytes)),
        base === undefined ? undefined : printable(opts.base as string),
      );
      await writeOutput(undefined, formatInspection(ins));
    },
  },
};

/** Option lines with their descriptions in one column (at least the column of the short options'). */
function optionLines(options: OptionHelp[]): string[] {
  const width = Math.max(18, ...options.map(([flags]) => flags.length));
  return options.map(([flags, text]) => `  ${flags.padEnd(width)}  ${text}`);
}

function commandHelp(name: string): string {
  const c = commands[name]!;
  const summary = `${c.summary[0]!.toUpperCase()}${c.summary.slice(1)}.`;
  const notes = c.notes === undefined ? [] : ["", c.notes];
  return [`Usage: ${c.usage}`, "", summary, "", "Options:", ...optionLines([...c.optionHelp, HELP_HELP]), ...notes, ""].join("\n");
}

function mainHelp(): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length));
  return [
    `tickpack ${VERSION}: schema-driven binary codec with delta compression`,
    "",
    "Usage: tickpack <command> [options]",
    "",
    "Commands:",
    ...Object.entries(commands).map(([n, c]) => `  ${n.padEnd(width)}  ${c.summary}`),
    "",
    "Run `tickpack <command> --help` for a command's options. `-` as a file means stdin/stdout.",
    ...optionLines([["--version", "print the version"], HELP_HELP]),
    "",
  ].join("\n");
}

function parseCommandArgs(name: string, cmd: Command, argv: string[]): { args: string[]; opts: Values } {
  let parsed: { values: Values; positionals: string[]; tokens: { kind: string; name?: string; rawName?: string; value?: string }[] };
  try {
    parsed = parseArgs({ args: argv, options: cmd.options, allowPositionals: true, strict: true, tokens: true }) as typeof parsed;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    const quoted = /'([^']+)'/.exec(err.message ?? "")?.[1];
    if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new UsageError(`${name}: unknown option ${quoted ?? ""} (see tickpack ${name} --help)`);
    if (err.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") throw new UsageError(`${name}: ${(err.message ?? "").split("\n")[0]}`);
    throw new UsageError(`${name}: ${(err.message ?? String(e)).split("\n")[0]}`);
  }
  // parseArgs keeps the last of an option given twice, and takes an empty value: both refused.
  const seen = new Set<string>();
  for (const t of parsed.tokens) {
    if (t.kind !== "option" || t.name === undefined) continue;
    if (seen.has(t.name)) throw new UsageError(`${name}: --${t.name} given twice`);
    seen.add(t.name);
    if (t.value === "" && cmd.options[t.name]?.type === "string") throw new UsageError(`${name}: ${t.rawName ?? `--${t.name}`} needs a non-empty value`);
  }
  // Inputs read from stdin, counted before any is read (`-`, an input option's `-`, a file left out).
  const args = parsed.positionals;
  const fromStdin =
    args.filter((a) => a === "-").length +
    (cmd.inputOptions ?? []).filter((o) => parsed.values[o] === "-").length +
    (cmd.stdinWithout === true && args.length === cmd.args[1] - 1 ? 1 : 0);
  if (fromStdin > 1) throw new UsageError(`${name}: only one input can come from stdin`);
  return { args, opts: parsed.values };
}

async function main(argv: string[]): Promise<void> {
  const first = argv[0];
  if (first === undefined) {
    process.stderr.write(mainHelp());
    process.exitCode = 2;
    return;
  }
  if (first === "--version" || first === "-v" || first === "version") {
    await writeOutput(undefined, `${VERSION}\n`);
    return;
  }
  if (first === "--help" || first === "-h" || first === "help") {
    const topic = argv[1];
    if (first === "help" && topic !== undefined && Object.hasOwn(commands, topic)) await writeOutput(undefined, commandHelp(topic));
    else await writeOutput(undefined, mainHelp());
    return;
  }
  if (first.startsWith("-")) throw new UsageError(`unknown option ${first} (see tickpack --help)`);
  if (!Object.hasOwn(commands, first)) throw new UsageError(`unknown command ${JSON.stringify(first)} (commands: ${Object.keys(commands).join(", ")})`);
  const cmd = commands[first]!;
  const { args, opts } = parseCommandArgs(first, cmd, argv.slice(1));
  if (opts.help) {
    await writeOutput(undefined, commandHelp(first));
    return;
  }
  const [min, max] = cmd.args;
  if (args.length < min) throw new UsageError(`${first}: missing arguments; usage: ${cmd.usage}`);
  if (args.length > max) throw new UsageError(`${first}: too many arguments; usage: ${cmd.usage}`);
  const out = opts.output;
  const clash = typeof out === "string" ? await sameFile(out, [...args, ...(typeof opts.base === "string" ? [opts.base] : [])]) : undefined;
  if (clash !== undefined) throw new UsageError(`${first}: -o ${clash === out ? out : `${out} (that is ${clash})`} is also an input: writing it would lose that input; write to another file`);
  await cmd.run(args, opts);
}

/** The first of `inputs` that is the file `out` (a hard link or another path to it too), if `out` exists. */
async function sameFile(out: string, inputs: string[]): Promise<string | undefined> {
  if (out === "-") return undefined;
  const o = await stat(out).catch(() => undefined);
  if (o === undefined) return undefined;
  for (const f of inputs) {
    if (f === "-") continue;
    const i = await stat(f).catch(() => undefined);
    if (i !== undefined && i.dev === o.dev && i.ino === o.ino) return f;
  }
  return undefined;
}

function report(e: unknown): void {
  if (e instanceof StdoutError) return stdoutFailure(e.error);
  let line: string;
  let code = 1;
  if (e instanceof UsageError) {
    line = e.message;
    code = 2;
  } else if (e instanceof UserError) line = e.message;
  else if (e instanceof SchemaError || e instanceof ValidationError || e instanceof DecodeError) line = e.message;
  else {
    line = `internal error: ${e instanceof Error ? e.message : String(e)} (please report it; TICKPACK_DEBUG=1 shows the stack)`;
    if (process.env.TICKPACK_DEBUG && e instanceof Error && e.stack) process.stderr.write(e.stack + "\n");
  }
  process.stderr.write(`tickpack: ${printable(line.replace(/\s*\n\s*/g, " "))}\n`);
  process.exitCode = code;
}

process.stdout.on("error", stdoutFailure);

main(process.argv.slice(2)).catch(report);
