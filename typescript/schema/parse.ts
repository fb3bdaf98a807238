/**
 * Schema text → validated schema model (IR). Every refusal is a SchemaError naming the culprit
 * and its line:column in the YAML text.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, Parser as YamlParser, type Node as YamlNode, type Scalar } from "yaml";
import { SchemaError } from "../runtime/errors.js";
import { isWellFormed } from "../runtime/values.js";
import {
  bitsFor,
  namesIn,
  MAX_SAFE,
  referencesOf,
  type AliasDef,
  type Def,
  type EnumNode,
  type Field,
  type IntNode,
  type Pos,
  type QuantNode,
  type Schema,
  type TypeNode,
} from "./ir.js";

const TYPE_NAME = /^[A-Z][A-Za-z0-9_]*$/;
const FIELD_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const RESERVED_FIELDS = new Set(["_type", "__proto__"]);

/** The error for `X?` where X is already optional; `alias`: X's name, when it is one. */
function doubleOptional(alias: string | undefined): string {
  return alias === undefined ? "an optional of an optional is not supported" : `an optional of an optional is not supported: ${alias} is already optional (drop one "?")`;
}

/** A type expression before names are resolved. */
type Expr =
  | { kind: "prim"; name: string; params: Map<string, number>; paramPos: Map<string, Pos>; at: number }
  | { kind: "name"; name: string; at: number }
  | { kind: "optional"; of: Expr; at: number }
  | { kind: "array"; of: Expr; at: number }
  | { kind: "map"; key: Expr; value: Expr; at: number };

/** Quantized floats take at most ±2^49 steps of their precision. */
const QUANT_LIMIT = 2 ** 49;
/** The smallest normal float64, 2^-1022. */
const MIN_NORMAL = 2 ** -1022;

const PRIMITIVES = new Set(["string", "boolean", "int", "uint", "float", "double", "bytes"]);

/**
 * The most arrays, optionals and maps one type may nest in each other, counting through the
 * aliases it names (an alias's type takes its place), and the longest chain of aliases naming
 * aliases. Far beyond any real schema; they keep every stage from schema to emitted code out of
 * deep recursion, so a hostile schema gets a SchemaError instead of a stack overflow.
 */
export const MAX_TYPE_NESTING = 32;
export const MAX_ALIAS_CHAIN = 64;
/**
 * The most levels a chain of types referring to types may take: a type counts 1 plus the
 * deepest nesting of arrays, optionals and maps in its definition. The stages that follow
 * references (fingerprint, emitter, walker) recurse once per level.
 */
export const MAX_REFERENCE_DEPTH = 1000;

/** How deeply arrays, optionals and maps nest in a resolved node (0 for a leaf or a reference). */
function nesting(node: TypeNode): number {
  if (node.kind === "optional" || node.kind === "array") return 1 + nesting(node.of);
  if (node.kind === "map") return 1 + Math.max(nesting(node.key), nesting(node.value));
  return 0;
}

interface Raw {
  name: string;
  pos: Pos;
  yaml: "map" | "seq" | "scalar";
  /** object fields / alias expression / sequence items */
  fields?: { name: string; expr: Expr; pos: Pos }[];
  expr?: Expr;
  items?: { value: string; pos: Pos }[];
}

/** Parses YAML schema text; throws SchemaError. */
export function parseSchema(text: string): Schema {
  return new Parser(text).run();
}

class Parser {
  private lines = new LineCounter();
  private raws = new Map<string, Raw>();
  private types = new Map<string, Def>();
  private resolving = new Set<string>();

  constructor(private text: string) {}

  private posAt(offset: number): Pos {
    const p = this.lines.linePos(offset);
    // A byte order mark is no column of line 1 (as the CLI counts JSON files).
    const bom = p.line === 1 && typeof this.text === "string" && this.text.charCodeAt(0) === 0xfeff && offset > 0 ? 1 : 0;
    return { line: p.line, column: p.col - bom };
  }

  private fail(message: string, pos: Pos): never {
    throw new SchemaError(message, pos.line, pos.column);
  }

  run(): Schema {
    if (typeof this.text !== "string") throw new SchemaError("schema text must be a string");
    // A lone CR is a line break in YAML 1.2 (old Mac files), which the yaml package reads as a
    // character: made an LF, one character for one, so offsets and columns stay the same.
    if (this.text.includes("\r")) this.text = this.text.replace(/\r(?!\n)/g, "\n");
    // Duplicate keys are found by scanDocument: yaml's uniqueKeys compares each key with all
    // before it in its map (20 000 fields took 3 s).
    const doc = parseDocument(this.text, { lineCounter: this.lines, uniqueKeys: false, prettyErrors: false });
    const err = doc.errors[0];
    if (err) {
      // yaml reports its own stack overflow (thousands of nested brackets) as an error too.
      if (/call stack|too much recursion/i.test(err.message)) this.fail("YAML nested too deeply to read (a schema nests at most a few dozen levels)", this.posAt(err.pos[0]));
      this.fail(`YAML syntax error: ${err.message.split("\n")[0]}`, this.posAt(err.pos[0]));
    }
    const scan = scanDocument(doc.contents);
    const dup = scan.duplicate;
    if (dup !== undefined) this.fail(`duplicate key ${JSON.stringify(dup.key)}`, this.posAt(dup.offset));
    const tag = firstTag(this.text);
    if (tag !== undefined) {
      this.fail(`YAML tag ${excerpt(tag.source)}: tags have no meaning in a schema (remove it; quotes make a value a string)`, this.posAt(tag.offset));
    }
    const root = doc.contents;
    const alias = scan.alias;
    if (alias !== undefined) {
      this.fail(`YAML alias ${excerpt(this.text.slice(alias[0], alias[1]))}: aliases (and merge keys <<) are not supported in a schema; write the type out`, this.posAt(alias[0]));
    }
    if (root === null || root === undefined) throw new SchemaError("the schema is empty", 1, 1);
    if (!isMap(root)) this.fail("the top level must map type names to definitions", this.nodePos(root));
    for (const pair of root.items) {
      const key = pair.key as YamlNode | null;
      const keyPos = key ? this.nodePos(key) : { line: 1, column: 1 };
      if (!isScalar(key) || typeof key.value !== "string") this.fail(`type names must be strings${yamlReads(key)}`, keyPos);
      const name = key.value;
      if (!TYPE_NAME.test(name)) this.fail(`invalid type name "${name}": type names start with an uppercase letter and use letters, digits and _`, keyPos);
      this.raws.set(name, this.readDefinition(name, keyPos, pair.value as YamlNode | null));
    }
    for (const name of this.raws.keys()) this.define(name);
    this.checkGroundable();
    this.checkReferenceDepth();
    this.checkNestedOptionals();
    const ordered = new Map<string, Def>();
    for (const name of this.raws.keys()) ordered.set(name, this.types.get(name)!);
    return { types: ordered };
  }

  private nodePos(node: YamlNode): Pos {
    return this.posAt(node.range?.[0] ?? 0);
  }

  private readDefinition(name: string, keyPos: Pos, value: YamlNode | null): Raw {
    if (value === null || value === undefined || (isScalar(value) && value.value === null))
      this.fail(`type ${name} has no definition`, keyPos);
    if (isMap(value)) {
      const fields: Raw["fields"] = [];
      for (const pair of value.items) {
        const k = pair.key as YamlNode | null;
        const kpos = k ? this.nodePos(k) : keyPos;
        if (!isScalar(k) || typeof k.value !== "string") this.fail(`field names of ${name} must be strings${yamlReads(k)}`, kpos);
        const fname = k.value;
        if (!FIELD_NAME.test(fname)) this.fail(`invalid field name "${fname}" in ${name}`, kpos);
        if (RESERVED_FIELDS.has(fname)) this.fail(`field name "${fname}" is reserved`, kpos);
        const v = pair.value as YamlNode | null;
        if (!isScalar(v) || typeof v.value !== "string") {
          const vpos = v ? this.nodePos(v) : kpos;
          if (isMap(v)) this.fail(`field ${name}.${fname}: inline objects are not supported; define a named type`, vpos);
          this.fail(`field ${name}.${fname} needs a type expression${yamlReads(v)}`, vpos);
        }
        fields.push({ name: fname, expr: this.parseExpr(v), pos: kpos });
      }
      return { name, pos: keyPos, yaml: "map", fields };
    }
    if (isSeq(value)) {
      const items: { value: string; pos: Pos }[] = [];
      for (const item of value.items) {
        const ipos = this.nodePos(item as YamlNode);
        if (!isScalar(item) || typeof item.value !== "string") this.fail(`items of ${name} must be strings${yamlReads(item as YamlNode, true) || " (quote them)"}`, ipos);
        items.push({ value: item.value, pos: ipos });
      }
      if (items.length === 0) this.fail(`${name} is an empty list: an enum needs options`, keyPos);
      return { name, pos: keyPos, yaml: "seq", items };
    }
    if (isScalar(value) && typeof value.value === "string") return { name, pos: keyPos, yaml: "scalar", expr: this.parseExpr(value) };
    this.fail(`type ${name}: expected an object (mapping), an enum or union (list), or a type expression`, this.nodePos(value));
  }

  // ---- type expressions ----

  private parseExpr(scalar: Scalar): Expr {
    const src = scalar.value as string;
    const start = scalar.range?.[0] ?? 0;
    const end = scalar.range?.[1] ?? start;
    const quoted = scalar.type === "QUOTE_DOUBLE" || scalar.type === "QUOTE_SINGLE";
    const raw = this.text.slice(start + (quoted ? 1 : 0), end);
    const offsets = alignOffsets(src, raw);
    // Inside { } or [ ], YAML ends a plain scalar at a comma: `{ x: int(min=0, max=3) }`.
    const splitAtComma = !quoted && /^[ \t]*,/.test(this.text.slice(end, end + 64));
    return new ExprParser(src, (i) => this.posAt(start + (quoted ? 1 : 0) + (offsets[i] ?? i)), (m, p) => this.fail(m, p), splitAtComma).parse();
  }

  // ---- definitions ----

  private define(name: string): void {
    if (this.types.has(name)) return;
    const raw = this.raws.get(name)!;
    if (raw.yaml === "map") {
      const def = { kind: "object" as const, name, fields: [] as Field[], pos: raw.pos };
      this.types.set(name, def);
      for (const f of raw.fields!) def.fields.push({ name: f.name, type: this.resolve(f.expr, f.pos), pos: f.pos });
    } else if (raw.yaml === "seq") {
      const items = raw.items!;
      const named = items.filter((i) => this.raws.has(i.value));
      if (named.length === items.length) {
        const seen = new Set<string>();
        for (const item of items) {
          if (this.raws.get(item.value)!.yaml !== "map") this.fail(`union ${name}: variant ${item.value} is not an object type`, item.pos);
          if (seen.has(item.value)) this.fail(`union ${name}: duplicate variant ${item.value}`, item.pos);
          seen.add(item.value);
        }
        this.types.set(name, { kind: "union", name, variants: items.map((i) => i.value), bits: bitsFor(items.length), defaultVariant: 0, pos: raw.pos });
      } else {
        if (named.length > 0) {
          const odd = items.find((i) => !this.raws.has(i.value))!;
          if (TYPE_NAME.test(odd.value)) this.fail(`union ${name}: unknown type ${odd.value}`, odd.pos);
          this.fail(`${name} mixes type names and enum options (a union lists object types only): ${odd.value}`, odd.pos);
        }
        const seen = new Set<string>();
        for (const item of items) {
          if (item.value.length === 0) this.fail(`enum ${name}: empty option`, item.pos);
          // Options are JSON strings and in-memory values: well-formed Unicode, as every string value must be.
          if (!isWellFormed(item.value)) this.fail(`enum ${name}: option ${JSON.stringify(item.value)} holds a lone surrogate (not Unicode text)`, item.pos);
          if (seen.has(item.value)) this.fail(`enum ${name}: duplicate option ${item.value}`, item.pos);
          seen.add(item.value);
        }
        const options = items.map((i) => i.value);
        const node: EnumNode = { kind: "enum", name, options, bits: bitsFor(options.length) };
        this.types.set(name, { kind: "enum", name, node, pos: raw.pos });
      }
    } else {
      if (this.resolving.has(name)) return; // recursive alias: finished by the outer call
      if (this.resolving.size >= MAX_ALIAS_CHAIN)
        this.fail(`alias ${name} ends a chain of more than ${MAX_ALIAS_CHAIN} aliases naming aliases`, raw.pos);
      this.resolving.add(name);
      const def: AliasDef = { kind: "alias", name, target: { kind: "bool" }, recursive: false, pos: raw.pos };
      const target = this.resolve(raw.expr!, raw.pos, name);
      this.resolving.delete(name);
      def.target = target;
      this.types.set(name, def);
      const mentioned = new Set<string>();
      namesIn(target, mentioned);
      if (this.recursiveAliases.has(name) || mentioned.has(name)) def.recursive = true;
    }
  }

  /** Resolves an expression; `inAlias` is the alias being defined, if any (for recursion). */
  private resolve(e: Expr, ownerPos: Pos, inAlias?: string, depth = 0): TypeNode {
    const pos = e.at >= 0 ? this.exprPos(e, ownerPos) : ownerPos;
    if (depth > MAX_TYPE_NESTING) this.tooDeep(pos);
    switch (e.kind) {
      case "prim":
        return this.primitive(e, pos);
      case "optional": {
        const of = this.resolve(e.of, ownerPos, inAlias, depth + 1);
        if (this.stripAlias(of).kind === "optional") this.fail(doubleOptional(e.of.kind === "name" ? e.of.name : undefined), pos);
        return { kind: "optional", of };
      }
      case "array":
        return { kind: "array", of: this.resolve(e.of, ownerPos, inAlias, depth + 1) };
      case "map": {
        const key = this.resolve(e.key, ownerPos, inAlias, depth + 1);
        const k = this.stripAlias(key);
        if (k.kind !== "string" && k.kind !== "int") this.fail("map keys must be string, int or uint", this.exprPos(e.key, ownerPos));
        return { kind: "map", key: k, value: this.resolve(e.value, ownerPos, inAlias, depth + 1) };
      }
      case "name": {
        const raw = this.raws.get(e.name);
        if (!raw) {
          const hint = PRIMITIVES.has(e.name.toLowerCase()) ? ` (did you mean ${e.name.toLowerCase()}?)` : "";
          this.fail(`unknown type ${e.name}${hint}`, pos);
        }
        if (raw.yaml === "map") return { kind: "ref", name: e.name };
        if (raw.yaml === "seq") {
          this.define(e.name);
          const def = this.types.get(e.name)!;
          if (def.kind === "enum") return def.node;
          return { kind: "ref", name: e.name };
        }
        // alias
        if (this.resolving.has(e.name)) {
          // A cycle of aliases; checkGroundable refuses it unless it goes through an array, optional or map.
          this.markRecursive(e.name);
          return { kind: "ref", name: e.name };
        }
        this.define(e.name);
        const def = this.types.get(e.name) as AliasDef | undefined;
        if (!def) return { kind: "ref", name: e.name };
        if (def.recursive) return { kind: "ref", name: e.name };
        if (depth + nesting(def.target) > MAX_TYPE_NESTING) this.tooDeep(pos);
        return def.target;
      }
    }
  }

  private tooDeep(pos: Pos): never {
    this.fail(`arrays, optionals and maps nested more than ${MAX_TYPE_NESTING} levels deep (counting through aliases)`, pos);
  }

  private recursiveAliases = new Set<string>();
  private markRecursive(name: string): void {
    this.recursiveAliases.add(name);
    this.nestedChecks = true;
    const def = this.types.get(name);
    if (def && def.kind === "alias") def.recursive = true;
  }

  /** Follows references to aliases (recursive ones included) to the node they stand for. */
  private stripAlias(node: TypeNode): TypeNode {
    let n = node;
    for (let i = 0; i < 100 && n.kind === "ref"; i++) {
      const def = this.types.get(n.name);
      if (!def || def.kind !== "alias") return n;
      n = def.target;
    }
    return n;
  }

  private exprPos(e: Expr, fallback: Pos): Pos {
    return (e as { pos?: Pos }).pos ?? fallback;
  }

  private primitive(e: Extract<Expr, { kind: "prim" }>, pos: Pos): TypeNode {
    const params = e.params;
    const allow = (names: string[]) => {
      for (const k of params.keys()) if (!names.includes(k)) this.fail(`${e.name} does not take a parameter "${k}"`, e.paramPos.get(k) ?? pos);
    };
    switch (e.name) {
      case "string":
        allow([]);
        return { kind: "string" };
      case "boolean":
        allow([]);
        return { kind: "bool" };
      case "bytes":
        allow([]);
        return { kind: "bytes" };
      case "double":
        allow([]);
        return { kind: "float64" };
      case "int":
      case "uint":
        allow(["min", "max"]);
        return this.intNode(e.name, params, pos);
      case "float": {
        allow(["precision", "min", "max"]);
        if (!params.has("precision")) {
          if (params.size > 0) this.fail(`bounds on a float need a precision: ${e.name}(precision=0.01, ${[...params.keys()].map((k) => `${k}=…`).join(", ")}) is a quantized float; a plain float takes no bounds`, pos);
          return { kind: "float32" };
        }
        return this.quantNode(params, pos);
      }
    }
    this.fail(`unknown type ${e.name}`, pos);
  }

  private intNode(name: string, params: Map<string, number>, pos: Pos): IntNode {
    const unsigned = name === "uint";
    for (const [k, v] of params) {
      if (!Number.isInteger(v)) this.fail(`${name}: ${k} must be an integer, got ${v}`, pos);
      if (Math.abs(v) > MAX_SAFE) this.fail(`${name}: ${k} is beyond the safe integer range ±(2^53 - 1)`, pos);
    }
    // `+ 0`: a bound written -0 is 0 (a single-value type decodes to its bound, which is never −0).
    const min = (params.get("min") ?? (unsigned ? 0 : -MAX_SAFE)) + 0;
    const max = (params.get("max") ?? MAX_SAFE) + 0;
    if (unsigned && min < 0) this.fail(`uint: min must be ≥ 0, got ${min}`, pos);
    if (min > max) this.fail(`${name}: min ${min} is greater than max ${max}`, pos);
    const label = params.size === 0 ? name : `${name}(${[...params].map(([k, v]) => `${k}=${v}`).join(", ")})`;
    const range = max - min;
    if (range < 2 ** 32) return { kind: "int", label, min, max, bits: bitsFor(range + 1), signed: false };
    return { kind: "int", label, min, max, bits: -1, signed: min < 0 };
  }

  private quantNode(params: Map<string, number>, pos: Pos): QuantNode {
    const precision = params.get("precision")!;
    if (!(precision > 0) || !Number.isFinite(precision)) this.fail(`float: precision must be > 0, got ${precision}`, pos);
    const min = params.get("min");
    const max = params.get("max");
    if (min !== undefined && max !== undefined && min > max) this.fail(`float: min ${min} is greater than max ${max}`, pos);
    const inv = 1 / precision;
    const scale = Math.abs(inv - Math.round(inv)) < 1e-9 * inv && Math.round(inv) <= MAX_SAFE ? Math.round(inv) : 0;
    // `+ 0`: Math.round(−0.3) is −0, and a single-value type decodes to its bound.
    const q = (v: number) => (scale ? Math.round(v * scale) : Math.round(v / precision)) + 0;
    // Beyond 2^49 steps, value → integer → value may no longer give back the same integer.
    const qmin = min === undefined ? -QUANT_LIMIT : q(min);
    const qmax = max === undefined ? QUANT_LIMIT : q(max);
    if (!(Math.abs(qmin) <= QUANT_LIMIT && Math.abs(qmax) <= QUANT_LIMIT)) this.fail("float: bounds divided by the precision exceed ±2^49", pos);
    // Every step must be a finite, normal float64, or a decoded value would not re-encode: one
    // step below 2^-1022 is rounded (subnormal), and a bound's steps times the precision may
    // overflow to ±Infinity.
    if (scale === 0 && precision < MIN_NORMAL) this.fail(`float: precision ${precision} is below 2^-1022 (subnormal steps are not exact)`, pos);
    for (const end of [qmin, qmax]) {
      if (!Number.isFinite(scale ? end / scale : end * precision))
        this.fail(`float: ${end} steps of ${precision} (the ${(end === qmin ? min : max) === undefined ? "default " : ""}${end === qmin ? "min" : "max"}) are beyond the float64 range; give smaller bounds`, pos);
    }
    const label = `float(${[...params].map(([k, v]) => `${k}=${v}`).join(", ")})`;
    const range = qmax - qmin;
    return { kind: "quant", label, precision, scale, qmin, qmax, bits: range < 2 ** 32 ? bitsFor(range + 1) : -1 };
  }

  private nestedChecks = false;

  /** With recursive aliases, `A: A?`-style nesting can only be seen once every alias is defined. */
  private checkNestedOptionals(): void {
    if (!this.nestedChecks) return;
    const visit = (n: TypeNode, pos: Pos): void => {
      if (n.kind === "optional") {
        if (this.stripAlias(n.of).kind === "optional") this.fail(doubleOptional(n.of.kind === "ref" ? n.of.name : undefined), pos);
        visit(n.of, pos);
      } else if (n.kind === "array") visit(n.of, pos);
      else if (n.kind === "map") visit(n.value, pos);
    };
    for (const def of this.types.values()) {
      if (def.kind === "alias") visit(def.target, def.pos);
      else if (def.kind === "object") for (const f of def.fields) visit(f.type, f.pos);
    }
  }

  // ---- recursion with no way out ----

  /**
   * Refuses a schema whose types refer to each other in chains longer than MAX_REFERENCE_DEPTH
   * levels. The bound is the heaviest path through the strongly connected components of the
   * reference graph, each weighing the sum of its types' levels: no chain that visits a type at
   * most once is longer. Tarjan's algorithm and the sums run without recursion.
   */
  private checkReferenceDepth(): void {
    const defs = [...this.types.values()];
    const index = new Map(defs.map((d, i) => [d.name, i]));
    const edges: number[][] = [];
    const weight: number[] = [];
    for (const def of defs) {
      edges.push([...referencesOf(def)].map((n) => index.get(n)!).filter((i) => i !== undefined));
      let deepest = 0;
      if (def.kind === "object") for (const f of def.fields) deepest = Math.max(deepest, nesting(f.type));
      else if (def.kind === "alias") deepest = nesting(def.target);
      weight.push(1 + deepest);
    }
    const n = defs.length;
    const order = new Array<number>(n).fill(-1);
    const low = new Array<number>(n).fill(0);
    const onStack = new Array<boolean>(n).fill(false);
    const component = new Array<number>(n).fill(-1);
    const heaviest: number[] = []; // per component, in the order found (successors first)
    const stack: number[] = [];
    let counter = 0;
    for (let root = 0; root < n; root++) {
      if (order[root] !== -1) continue;
      const work: [number, number][] = [[root, 0]];
      order[root] = low[root] = counter++;
      stack.push(root);
      onStack[root] = true;
      while (work.length > 0) {
        const top = work[work.length - 1]!;
        const [v, next] = top;
        if (next < edges[v]!.length) {
          top[1]++;
          const u = edges[v]![next]!;
          if (order[u] === -1) {
            order[u] = low[u] = counter++;
            stack.push(u);
            onStack[u] = true;
            work.push([u, 0]);
          } else if (onStack[u]) low[v] = Math.min(low[v]!, order[u]!);
          continue;
        }
        work.pop();
        if (work.length > 0) {
          const parent = work[work.length - 1]![0];
          low[parent] = Math.min(low[parent]!, low[v]!);
        }
        if (low[v] !== order[v]) continue;
        const c = heaviest.length;
        const members: number[] = [];
        let u: number;
        do {
          u = stack.pop()!;
          onStack[u] = false;
          component[u] = c;
          members.push(u);
        } while (u !== v);
        let own = 0;
        let below = 0;
        for (const m of members) {
          own += weight[m]!;
          for (const t of edges[m]!) if (component[t] !== c) below = Math.max(below, heaviest[component[t]!]!);
        }
        heaviest.push(own + below);
        if (own + below > MAX_REFERENCE_DEPTH)
          this.fail(
            `type ${defs[v]!.name} starts a chain of types referring to types more than ${MAX_REFERENCE_DEPTH} levels deep (each type counts 1 plus its deepest nesting of arrays, optionals and maps)`,
            defs[v]!.pos,
          );
      }
    }
  }

  private checkGroundable(): void {
    const ground = new Set<string>();
    let changed = true;
    const ok = (n: TypeNode): boolean => (n.kind === "ref" ? ground.has(n.name) : true);
    while (changed) {
      changed = false;
      for (const def of this.types.values()) {
        if (ground.has(def.name)) continue;
        let g = false;
        if (def.kind === "enum") g = true;
        else if (def.kind === "object") g = def.fields.every((f) => ok(f.type));
        else if (def.kind === "union") g = def.variants.some((v) => ground.has(v));
        else g = ok(def.target);
        if (g) {
          ground.add(def.name);
          changed = true;
          if (def.kind === "union") def.defaultVariant = def.variants.findIndex((v) => ground.has(v));
        }
      }
    }
    for (const def of this.types.values()) {
      if (!ground.has(def.name)) this.fail(`type ${def.name} requires itself: recursion with no way out (go through an array, optional or map, or a union with a variant that does not recurse)`, def.pos);
    }
  }
}

/** A tag or alias as a message quotes it: its first 40 characters. */
function excerpt(source: string): string {
  return source.length > 40 ? `${source.slice(0, 40)}…` : source;
}

/**
 * One walk of the composed document for what yaml composes without complaint but a schema may
 * not hold: the first key (in the text) that repeats an earlier key of its map, as yaml's
 * uniqueKeys compares them (scalars by value), and the range of the first YAML alias (`*name`)
 * in text order (yaml would resolve it to its anchor's node, and the parser would then report
 * what it found there in words that do not say why: `field A.b needs a type expression`).
 * Iterative, for any nesting.
 */
function scanDocument(root: unknown): { duplicate: { key: string; offset: number } | undefined; alias: [number, number] | undefined } {
  let duplicate: { key: string; offset: number } | undefined;
  let alias: [number, number] | undefined;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (isAlias(n)) {
      const r = n.range;
      if (r && (alias === undefined || r[0] < alias[0])) alias = [r[0], r[1]];
      continue;
    }
    if (!isMap(n) && !isSeq(n)) continue;
    const keys = isMap(n) ? new Set<unknown>() : undefined;
    for (const item of n.items) {
      if (!isPair(item)) {
        stack.push(item);
        continue;
      }
      const k = item.key;
      if (keys !== undefined && isScalar(k)) {
        const at = k.range?.[0] ?? 0;
        if (keys.has(k.value)) {
          if (duplicate === undefined || at < duplicate.offset) duplicate = { key: String(k.value), offset: at };
        } else keys.add(k.value);
      }
      stack.push(item.key, item.value);
    }
  }
  return { duplicate, alias };
}

/**
 * The first explicit YAML tag in the text (`!foo`, `!!str`, `!<tag:…>`, the non-specific `!`),
 * found in yaml's CST, where each tag is a token with its offset; the composed document keeps
 * only the tag's name. Every tag is refused, the core schema's too: the schema language gives
 * them no meaning, yaml would silently drop one it does not know (`a: !foo int` reads as
 * `int`), and the ones it knows only make a value something else than the string every place
 * of a schema takes (`!!str` does what quotes do). Iterative, for any nesting of the tokens.
 */
function firstTag(text: string): { offset: number; source: string } | undefined {
  if (!text.includes("!")) return undefined; // every tag starts with one (most schemas: no second parse)
  let first: { offset: number; source: string } | undefined;
  const stack: unknown[] = [...new YamlParser().parse(text)];
  while (stack.length > 0) {
    const t = stack.pop();
    if (typeof t !== "object" || t === null) continue;
    if (Array.isArray(t)) {
      for (const x of t) stack.push(x);
      continue;
    }
    const token = t as { type?: unknown; offset?: unknown; source?: unknown };
    if (token.type === "tag" && typeof token.offset === "number" && (first === undefined || token.offset < first.offset)) {
      first = { offset: token.offset, source: String(token.source) };
    }
    for (const v of Object.values(t)) if (typeof v === "object" && v !== null) stack.push(v);
  }
  return first;
}

/**
 * For a name-like plain YAML scalar that YAML reads as something other than its text (`Null`,
 * `True`, `FALSE`), or with `anyToken` any one-token plain scalar (an enum option `1`, `0x1f`,
 * `.inf`): the hint to quote it. Empty for anything else.
 */
function yamlReads(node: YamlNode | null, anyToken = false): string {
  if (!isScalar(node) || typeof node.source !== "string" || node.value === node.source) return "";
  if (!(anyToken ? /^[^\s,[\]{}#"'&*!|>%@`]+$/ : /^[A-Za-z_][A-Za-z0-9_]*$/).test(node.source)) return "";
  const v = node.value;
  return ` (YAML reads ${node.source} as ${v === null ? "null" : typeof v === "number" ? String(v) : JSON.stringify(v)}; quote it: "${node.source}")`;
}

/**
 * Where each character of a scalar's value stands in its source text: YAML folds line breaks
 * and indentation into single spaces and resolves escapes, so the two drift apart.
 */
function alignOffsets(value: string, raw: string): number[] {
  const out: number[] = [];
  let j = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (/\s/.test(c)) {
      out.push(j);
      while (j < raw.length && /\s/.test(raw[j]!)) j++;
      continue;
    }
    let k = j;
    while (k < raw.length && raw[k] !== c) k++;
    if (k < raw.length) j = k;
    out.push(j);
    j++;
  }
  out.push(j);
  return out;
}

/** Recursive-descent parser of one type expression. */
class ExprParser {
  private i = 0;
  constructor(
    private src: string,
    private posOf: (i: number) => Pos,
    private fail: (message: string, pos: Pos) => never,
    /** YAML ended this expression at a comma of a flow collection. */
    private splitAtComma = false,
  ) {}

  parse(): Expr {
    this.ws();
    if (this.i >= this.src.length) this.fail("empty type expression", this.posOf(0));
    const e = this.type();
    this.ws();
    if (this.i < this.src.length) this.fail(`unexpected "${this.src[this.i]}" in type expression "${this.src}"`, this.posOf(this.i));
    return e;
  }

  private ws(): void {
    while (this.i < this.src.length && /\s/.test(this.src[this.i]!)) this.i++;
  }

  private withPos<T extends Expr>(e: T, at: number): T {
    (e as { pos?: Pos }).pos = this.posOf(at);
    return e;
  }

  /**
   * `depth`: the maps and parentheses this type is inside, a bound on the recursion (the exact
   * nesting, with postfixes and aliases, is checked when names are resolved).
   */
  private type(depth = 0): Expr {
    this.ws();
    const at = this.i;
    let e: Expr;
    if ((this.src[this.i] === "<" || this.src[this.i] === "(") && depth >= MAX_TYPE_NESTING) this.tooDeep(at);
    if (this.src[this.i] === "<") {
      this.i++;
      const key = this.type(depth + 1);
      this.expect(",");
      const value = this.type(depth + 1);
      this.expect(">");
      e = this.withPos({ kind: "map", key, value, at }, at);
    } else if (this.src[this.i] === "(") {
      this.i++;
      e = this.type(depth + 1);
      this.expect(")");
    } else {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.src.slice(this.i));
      if (!m) this.fail(`expected a type in "${this.src}"`, this.posOf(this.i));
      const name = m[0];
      this.i += name.length;
      if (PRIMITIVES.has(name)) {
        const params = new Map<string, number>();
        const paramPos = new Map<string, Pos>();
        this.ws();
        if (this.src[this.i] === "(") {
          this.i++;
          this.ws();
          while (this.src[this.i] !== ")") {
            const pat = this.i;
            const pm = /^([A-Za-z_]+)\s*=\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/.exec(this.src.slice(this.i));
            if (!pm) this.fail(`bad parameter in "${this.src}": expected name=number`, this.posOf(this.i));
            if (params.has(pm[1]!)) this.fail(`duplicate parameter ${pm[1]}`, this.posOf(pat));
            params.set(pm[1]!, Number(pm[2]));
            paramPos.set(pm[1]!, this.posOf(pat));
            this.i += pm[0].length;
            this.ws();
            if (this.src[this.i] === ",") {
              this.i++;
              this.ws();
            } else if (this.src[this.i] !== ")") this.fail(`expected "," or ")" in "${this.src}"${this.cutShort()}`, this.posOf(this.i));
          }
          this.i++;
        }
        e = this.withPos({ kind: "prim", name, params, paramPos, at }, at);
      } else {
        e = this.withPos({ kind: "name", name, at }, at);
      }
    }
    for (;;) {
      this.ws();
      if (this.src.startsWith("[]", this.i)) {
        this.i += 2;
        e = this.withPos({ kind: "array", of: e, at }, at);
      } else if (this.src[this.i] === "?") {
        this.i++;
        e = this.withPos({ kind: "optional", of: e, at }, at);
      } else break;
    }
    return e;
  }

  private tooDeep(at: number): never {
    this.fail(`type expression nested more than ${MAX_TYPE_NESTING} levels deep`, this.posOf(at));
  }

  private expect(c: string): void {
    this.ws();
    if (this.src[this.i] !== c) this.fail(`expected "${c}" in type expression "${this.src}"${this.cutShort()}`, this.posOf(this.i));
    this.i++;
  }

  /** A hint when the expression ends early because YAML split `{ x: int(min=0, max=3) }` at the comma. */
  private cutShort(): string {
    return this.splitAtComma && this.i >= this.src.length ? ` (inside { } or [ ], YAML ends the expression at ","; quote the whole expression)` : "";
  }
}
