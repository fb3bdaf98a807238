import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^tickpack\/runtime$/, replacement: here("./typescript/runtime/index.ts") },
      { find: /^tickpack$/, replacement: here("./typescript/index.ts") },
    ],
  },
  test: {
    include: ["typescript/test/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
