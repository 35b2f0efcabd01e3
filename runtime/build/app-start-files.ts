import type { Plugin, Rollup } from "vite";

type Bundle = Rollup.OutputBundle;

const files: string[] = [];

/**
 * The files of the app's start (src/app/core/start-storefront.tsx and every file it imports): the
 * entry fetches them beside the framework's, which it evaluates first (see src/main.tsx).
 */
export const appStartFiles = (): readonly string[] => files;

function collect(bundle: Bundle, fileName: string, into: Set<string>) {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== "chunk") return;
  into.add(fileName);
  for (const imported of chunk.imports) collect(bundle, imported, into);
}

/** Finds the app's start files in the bundle, before Vite writes the preload lists. */
export function appStartFilesPlugin(): Plugin {
  return {
    name: "app-start-files",
    generateBundle(_options, bundle) {
      // The chunk that holds the start's module, whether or not a facade names it.
      const start = Object.values(bundle).find(
        (chunk) =>
          chunk.type === "chunk" &&
          chunk.moduleIds.some((id) => id.endsWith("/src/app/core/start-storefront.tsx")),
      );
      const found = new Set<string>();
      if (start) collect(bundle, start.fileName, found);
      files.splice(0, files.length, ...found);
    },
  };
}
