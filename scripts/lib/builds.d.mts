/** Types of builds.mjs for TypeScript callers (the benchmarks). */
export const compiledServer: string[];
export function ensureBuilds(): Promise<void>;
export const buildArgs: string[][];
export const storybookStatic: string;
export const storybookBuildArgs: string[];
