// Verifies that the Protobuf mirrors of the sample schemas accept the JSON-form sample states.
//
// For every schema and state:
//   Root.fromObject(state) -> Root.encode(msg).finish() -> Root.decode(bytes)
//   -> Root.toObject(decoded, { enums: String, longs: Number, bytes: String, defaults: false })
// is run both with the static code (schemas/NAME.pb.js, regenerate with `npm run protos`) and with
// the runtime reflection API (schemas/NAME.proto loaded with keepCase: true). The result is compared
// with the original state, allowing only for what proto3 / protobufjs cannot represent:
//   - empty repeated fields and empty maps are not encoded, so they are absent after decoding;
//   - proto3 implicit-presence scalars (non-`optional` fields) holding their default value
//     (0, false, "", empty bytes, the enum's first value) are not encoded either;
//   - `float` fields come back rounded to float32 (quantized floats are sent as float32 in proto).
// Also checks that both code paths produce identical bytes and that no state field is unknown
// to the .proto (fromObject silently drops unknown fields).
//
// Run: npx tsx schemas/check-protos.ts
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import protobuf from "protobufjs";

const SCHEMAS = ["game-state", "primitives", "test", "user", "edge"] as const;
const dir = dirname(fileURLToPath(import.meta.url));

const TO_OBJECT: protobuf.IConversionOptions = { enums: String, longs: Number, bytes: String, defaults: false };

type Obj = Record<string, unknown>;
interface MessageApi {
  fromObject(object: Obj): unknown;
  encode(message: unknown): { finish(): Uint8Array };
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: protobuf.IConversionOptions): Obj;
}

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function compareValue(field: protobuf.Field, exp: unknown, act: unknown, path: string, errors: string[]): void {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) {
    if (!isObj(exp) || !isObj(act)) {
      errors.push(`${path}: expected object, got ${JSON.stringify(act)}`);
      return;
    }
    compareMessage(resolved, exp, act, path, errors);
    return;
  }
  const want = field.type === "float" && typeof exp === "number" ? Math.fround(exp) : exp;
  if (!Object.is(want, act)) errors.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(act)}`);
}

function compareMessage(type: protobuf.Type, exp: Obj, act: Obj, path: string, errors: string[]): void {
  for (const key of Object.keys(exp)) {
    if (!type.fields[key]) errors.push(`${path}.${key}: field not in ${type.fullName} (would be dropped by fromObject)`);
  }
  for (const key of Object.keys(act)) {
    if (!type.fields[key]) errors.push(`${path}.${key}: unexpected decoded key`);
  }
  for (const field of type.fieldsArray) {
    const p = `${path}.${field.name}`;
    const e = exp[field.name];
    const a = act[field.name];
    if (e === undefined) {
      if (a !== undefined) errors.push(`${p}: expected absent, got ${JSON.stringify(a)}`);
      continue;
    }
    if (field.map) {
      if (!isObj(e)) {
        errors.push(`${p}: state value is not a JSON object`);
        continue;
      }
      const ek = Object.keys(e);
      if (a === undefined && ek.length === 0) continue; // empty maps are not encoded
      if (!isObj(a)) {
        errors.push(`${p}: expected map, got ${JSON.stringify(a)}`);
        continue;
      }
      const ak = Object.keys(a);
      if (ek.join("\u0000") !== ak.join("\u0000")) errors.push(`${p}: keys ${JSON.stringify(ek)} != ${JSON.stringify(ak)}`);
      for (const k of ek) compareValue(field, e[k], a[k], `${p}[${JSON.stringify(k)}]`, errors);
    } else if (field.repeated) {
      if (!Array.isArray(e)) {
        errors.push(`${p}: state value is not an array`);
        continue;
      }
      if (a === undefined && e.length === 0) continue; // empty repeated fields are not encoded
      if (!Array.isArray(a) || a.length !== e.length) {
        errors.push(`${p}: expected ${e.length} items, got ${JSON.stringify(a)}`);
        continue;
      }
      e.forEach((item, i) => compareValue(field, item, a[i], `${p}[${i}]`, errors));
    } else {
      if (a === undefined && isImplicitDefault(field, e)) continue; // proto3 skips default scalars
      compareValue(field, e, a, p, errors);
    }
  }
}

/** True if `field` has no explicit presence in proto3 and `value` is its default (so it is not encoded). */
function isImplicitDefault(field: protobuf.Field, value: unknown): boolean {
  if (field.partOf) return false; // proto3 `optional` (synthetic oneof) or union member: presence is kept
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return false; // sub-messages have presence
  if (resolved instanceof protobuf.Enum) return typeof value === "string" && resolved.values[value] === 0;
  switch (field.type) {
    case "string":
    case "bytes":
      return value === "";
    case "bool":
      return value === false;
    default:
      return value === 0;
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

let failures = 0;
const rows: string[][] = [["schema", "state", "protobuf B", "JSON B", "ratio"]];

for (const name of SCHEMAS) {
  const pkg = `bench.${name.replace(/-/g, "_")}`;
  const { type, states } = JSON.parse(readFileSync(join(dir, `${name}.states.json`), "utf8")) as { type: string; states: Obj[] };

  // runtime reflection
  const root = new protobuf.Root().loadSync(join(dir, `${name}.proto`), { keepCase: true });
  root.resolveAll();
  const reflType = root.lookupType(`${pkg}.${type}`);
  const runtime = reflType as unknown as MessageApi;

  // static code (loaded dynamically: the generated .pb.js has no type declarations)
  const mod = (await import(pathToFileURL(join(dir, `${name}.pb.js`)).href)) as { default: Obj };
  let node: unknown = mod.default;
  for (const part of `${pkg}.${type}`.split(".")) node = (node as Obj)[part];
  const stat = node as MessageApi;
  if (!stat || typeof stat.encode !== "function") throw new Error(`${name}: static type ${pkg}.${type} not found`);

  states.forEach((state, i) => {
    const label = `${name}#${i + 1}`;
    const errors: string[] = [];
    const results: Uint8Array[] = [];
    for (const [kind, api] of [["static", stat], ["runtime", runtime]] as const) {
      try {
        const msg = api.fromObject(state);
        const bytes = api.encode(msg).finish();
        results.push(bytes);
        const back = api.toObject(api.decode(bytes), TO_OBJECT);
        const errs: string[] = [];
        compareMessage(reflType, state, back, type, errs);
        errors.push(...errs.map((e) => `[${kind}] ${e}`));
      } catch (err) {
        errors.push(`[${kind}] threw: ${(err as Error).stack ?? String(err)}`);
      }
    }
    if (results.length === 2 && !equalBytes(results[0]!, results[1]!)) errors.push("static and runtime encodings differ");
    const pbSize = results[0]?.length ?? NaN;
    const jsonSize = Buffer.byteLength(JSON.stringify(state));
    rows.push([name, String(i + 1), String(pbSize), String(jsonSize), (pbSize / jsonSize).toFixed(3)]);
    if (errors.length) {
      failures++;
      console.error(`FAIL ${label}`);
      for (const e of errors.slice(0, 20)) console.error(`  ${e}`);
      if (errors.length > 20) console.error(`  ... ${errors.length - 20} more`);
    }
  });
}

const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  "));
const total = rows.length - 1;
console.log(`\n${total - failures} passed, ${failures} failed`);
process.exitCode = failures ? 1 : 0;
