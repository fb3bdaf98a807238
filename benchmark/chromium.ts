/**
 * Headless Chromium for the browser benchmark: Debian's /usr/bin/chromium (or CHROMIUM_PATH),
 * driven by playwright-core with a fresh profile. Used by browser-test.ts and browser-run.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A headless page is never in the background, but keep its timers at full rate regardless.
  "--disable-background-timer-throttling",
  "--disable-renderer-backgrounding",
];

/** Launches Chromium with a throw-away profile; `close` also removes the profile. */
export async function launchChromium(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "tickpack-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1360, height: 900 } });
    return {
      context,
      close: async () => {
        await context.close().catch(() => {});
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
}
