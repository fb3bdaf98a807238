import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["typescript/test/**/*.test.ts"],
    testTimeout: 60_000,
    pool: "threads",
  },
});
