/**
 * The type-checking options that generated modules must pass on top of `strict`: those of
 * @tsconfig/strictest and the other checks projects commonly turn on. A user cannot exclude an
 * imported .ts file from type checking, so every one of them is ours to pass. All are booleans,
 * usable both in a tsconfig.json and with the compiler API.
 */
export const STRICTEST = {
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noPropertyAccessFromIndexSignature: true,
  noImplicitReturns: true,
  noFallthroughCasesInSwitch: true,
  noImplicitOverride: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  allowUnreachableCode: false,
  allowUnusedLabels: false,
} as const;
