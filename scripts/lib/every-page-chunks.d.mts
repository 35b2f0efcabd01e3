/** Types of every-page-chunks.mjs for TypeScript callers (the storefront's build). */
export const everyPageChunks: string[];
