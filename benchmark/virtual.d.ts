// The module generated at build time by benchmark/build.ts (esbuild plugin).
declare module "virtual:schemas" {
  import type { SchemaSource } from "./suite.js";
  export const schemas: SchemaSource[];
}
