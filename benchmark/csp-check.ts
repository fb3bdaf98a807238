/**
 * The eval-free fallback in a real browser. benchmark/csp.html loads this bundle under a
 * Content-Security-Policy without 'unsafe-eval', where `new Function` throws: `createCodec`
 * (no mode given) must pick the schema walker by itself and write the generated modules' bytes
 * for every sample state and every diff between consecutive states, and read them back.
 * `npm run test:browser` opens the page and checks window.cspResult.
 */
import { createCodec, parseSchema, type Codec } from "tickpack";
import { schemas } from "virtual:schemas";
import type { SchemaSource } from "./suite.js";

export interface CspResult {
  /** Whether the page's policy really forbids `new Function` (else the check proves nothing). */
  evalBlocked: boolean;
  /** Snapshots and diffs compared. */
  checked: number;
  problems: string[];
}

const same = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

function check(): CspResult {
  let evalBlocked = false;
  try {
    new Function("return 1");
  } catch {
    evalBlocked = true;
  }
  const problems: string[] = [];
  let checked = 0;
  for (const src of schemas as SchemaSource[]) {
    const type = src.states.type;
    const gen = src.generated?.[type] as Codec<unknown> | undefined;
    try {
      const C = createCodec(parseSchema(src.yaml), type);
      const values = src.states.states.map((s) => C.fromJson(s));
      const refs = gen ? src.states.states.map((s) => gen.fromJson(s)) : values;
      values.forEach((v, i) => {
        const where = `${src.file} state ${i + 1}`;
        const bytes = C.encode(v);
        if (gen && !same(bytes, gen.encode(refs[i]))) problems.push(`${where}: other bytes than the generated module's`);
        if (!C.equals(C.decode(bytes), v)) problems.push(`${where}: decode(encode(x)) is not equal to x`);
        checked++;
        if (i === 0) return;
        const diff = C.encodeDiff(values[i - 1], v);
        if (gen && !same(diff, gen.encodeDiff(refs[i - 1], refs[i]))) problems.push(`${where}: a diff with other bytes than the generated module's`);
        if (!C.equals(C.decodeDiff(values[i - 1], diff), v)) problems.push(`${where}: decodeDiff(prev, encodeDiff(prev, next)) is not equal to next`);
        checked++;
      });
    } catch (e) {
      problems.push(`${src.file}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    }
  }
  return { evalBlocked, checked, problems };
}

const result = check();
(window as unknown as { cspResult: CspResult }).cspResult = result;
document.getElementById("out")!.textContent = JSON.stringify(result, null, 2);
document.body.dataset.done = "1";
