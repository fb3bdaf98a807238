/**
 * Writes typescript/interpreter/sites.ts (`npm run gen:sites`; walker.test.ts checks it is current).
 *
 * The walker cannot write code, so a field read `a[k]` in its shared loops sees every field of
 * every type: a megamorphic keyed load, about 12 ns where the generated code's load is one
 * instruction. V8 keeps its inline caches per place in the source, so the walker draws each
 * field's readers from a pool of identical functions written out many times: each copy is
 * its own place, sees one field of one type, and its load stays monomorphic (and the field's
 * own diff function, always the same at that place, can be inlined into it).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Copies in the pool of a field's diff functions (change, encd, apply, decd), handed out in
 * turn to every field of every walker built in the process; past that, copies are shared, and
 * a shared copy's keyed loads and stores meet several names, which sends them megamorphic. At
 * 128 whole-field copies, the walkers of six schemas of 213 fields in one process encoded Match
 * 2.4× slower than its walker alone (80 against 33 µs); at 256, 35 µs.
 */
export const SITE_COUNT = 512;

/**
 * A pool of a field's other functions (encode, decode, eq, the copy of an unchanged field),
 * handed out only to the fields no group below serves: an object's fields past its whole
 * groups, and every field of an object with a field named like an inherited property. Before
 * the split, one pool of 256 copies held all eight functions and every field took one: the
 * walkers of the benchmark's unseen7 set (459 fields, 130 groups) in one process shared copies,
 * and an AreaUpdate walker decode took 330 µs where alone it took 142; with these pools, 163.
 */
export const READ_SITE_COUNT = 256;

/**
 * The group pool, of functions that each compare or copy GROUP_SIZE fields of one object (a
 * group of fewer repeats its last field): an object's eq, the mask of its changed fields (a bit
 * a field, for the field list or bitmap of a diff) and the copy of its unchanged fields
 * in decodeDiff take a call a group, not a call a field, as do encode and decode of its
 * groups of GROUP_SIZE fields (not of a last group of fewer: a field is written once).
 * SeatMap's 7→8 walker encodeDiff (12 000 records compared) went from 20.2 M to 14.1 M
 * instructions, a Lobby decodeDiff from 39.9 K to 22.9 K, its encode and decode from 55 K and
 * 64 K to 45 K and 51 K (groups of 8 compared and copied faster, and wrote and read slower).
 */
export const GROUP_SIZE = 4;
export const GROUP_SITE_COUNT = 256;

/** The template pool, of functions that each copy one object type's template (walk.ts, buildObject). */
export const TEMPLATE_SITE_COUNT = 128;

/**
 * The copy pool, for decodeDiff's new object of a type built from a template (more than 15
 * fields): `first` makes the template's copy and copies COPY_SIZE fields of a into it, `more`
 * copies COPY_SIZE more (a block of fewer repeats its last field): the template's copy and a
 * call for 16 fields, where there were a call for the copy and one for each group of four. A
 * Lobby decodeDiff (ten players of 21 fields, each with a field or two changed) took 0.80–0.90
 * of its time (in one process, alternating).
 */
export const COPY_SIZE = 16;
export const COPY_SITE_COUNT = 128;
// The group and template pools added 100 KB to the package's minified bundle (348 → 448 KB),
// 1.7 KB gzipped (78.6 → 80.3 KB); the split field pools of 512 and 256 copies and 256 groups
// (from 256 whole-field copies and 128 groups), 170 KB (453 → 623 KB), 1.2 KB gzipped (82.0 →
// 83.2 KB).

export function sitesSource(): string {
  const entry = [
    "  (f) => {",
    "    const k = f.key, s0 = f.same0, c = f.change, d = f.encd, ap = f.apply, dd = f.decd;",
    "    return {",
    "      change: (w, a, b) => { const x = a[k], y = b[k]; if (s0 && x === y) { w.writeBit(0); return false; } return c(w, x, y); },",
    "      encd: (w, a, b) => d(w, a[k], b[k]),",
    "      apply: (r, a, o) => { o[k] = ap(r, a[k]); },",
    "      decd: (r, a, o) => { o[k] = dd(r, a[k]); },",
    "    };",
    "  },",
  ].join("\n");
  const read = [
    "  (f) => {",
    "    const k = f.key, s0 = f.same0, en = f.enc, de = f.dec, e = f.eq;",
    "    return {",
    "      enc: (w, v) => en(w, v[k]),",
    "      dec: (r, o) => { o[k] = de(r); },",
    "      eq: (a, b) => { const x = a[k], y = b[k]; return (s0 && x === y) || e(x, y); },",
    "      keep: (a, o) => { o[k] = a[k]; },",
    "    };",
    "  },",
  ].join("\n");
  /** Field i of the group compared, then `then` where it differs. */
  const test = (i: number, then: string) =>
    `        ${i === 0 ? "let " : ""}x = a[k${i}]; ${i === 0 ? "let " : ""}y = b[k${i}]; if (!((s${i} && x === y) || e${i}(x, y))) ${then};`;
  const group = [
    "  (g) => {",
    `    const ${Array.from({ length: GROUP_SIZE }, (_, i) => `k${i} = g.keys[${i}]!, s${i} = g.same0[${i}]!, e${i} = g.eq[${i}]!, n${i} = g.enc[${i}]!, d${i} = g.dec[${i}]!`).join(", ")};`,
    "    return {",
    "      eq: (a, b) => {",
    ...Array.from({ length: GROUP_SIZE }, (_, i) => test(i, "return false")),
    "        return true;",
    "      },",
    "      diff: (a, b) => {",
    "        let m = 0;",
    ...Array.from({ length: GROUP_SIZE }, (_, i) => test(i, `m |= ${1 << i}`)),
    "        return m;",
    "      },",
    `      keep: (a, o) => { ${Array.from({ length: GROUP_SIZE }, (_, i) => `o[k${i}] = a[k${i}];`).join(" ")} },`,
    `      enc: (w, v) => { ${Array.from({ length: GROUP_SIZE }, (_, i) => `n${i}(w, v[k${i}]);`).join(" ")} },`,
    `      dec: (r, o) => { ${Array.from({ length: GROUP_SIZE }, (_, i) => `o[k${i}] = d${i}(r);`).join(" ")} },`,
    "    };",
    "  },",
  ].join("\n");
  const stores = Array.from({ length: COPY_SIZE }, (_, i) => `o[k${i}] = a[k${i}];`).join(" ");
  const copy = [
    "  (t, ks) => {",
    `    const ${Array.from({ length: COPY_SIZE }, (_, i) => `k${i} = ks[${i}]!`).join(", ")};`,
    "    return {",
    `      first: (a) => { const o: any = { ...t }; ${stores} return o; },`,
    `      more: (a, o) => { ${stores} },`,
    "    };",
    "  },",
  ].join("\n");
  return [
    "// Generated by typescript/cli/gen-sites.ts: do not edit. The same functions, written",
    `// out ${SITE_COUNT}, ${READ_SITE_COUNT}, ${GROUP_SITE_COUNT}, ${TEMPLATE_SITE_COUNT} and ${COPY_SITE_COUNT} times so that each copy keeps its own inline caches (see gen-sites.ts).`,
    "/* eslint-disable */",
    'import type { CopySite, DiffSite, GroupSite, ReadSite, TemplateSite } from "./walk.js";',
    "",
    "export const SITES: DiffSite[] = [",
    ...Array.from({ length: SITE_COUNT }, () => entry),
    "];",
    "",
    "export const READ_SITES: ReadSite[] = [",
    ...Array.from({ length: READ_SITE_COUNT }, () => read),
    "];",
    "",
    `export const GROUP_SIZE = ${GROUP_SIZE};`,
    "",
    "export const GROUP_SITES: GroupSite[] = [",
    ...Array.from({ length: GROUP_SITE_COUNT }, () => group),
    "];",
    "",
    "export const TEMPLATE_SITES: TemplateSite[] = [",
    ...Array.from({ length: TEMPLATE_SITE_COUNT }, () => "  (t) => () => ({ ...t }),"),
    "];",
    "",
    `export const COPY_SIZE = ${COPY_SIZE};`,
    "",
    "export const COPY_SITES: CopySite[] = [",
    ...Array.from({ length: COPY_SITE_COUNT }, () => copy),
    "];",
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fileURLToPath(new URL("../interpreter/sites.ts", import.meta.url)), sitesSource());
}
