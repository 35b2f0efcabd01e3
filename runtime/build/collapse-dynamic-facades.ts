import { posix } from "node:path";
import type { Plugin, Rollup } from "vite";

type Chunk = Rollup.OutputChunk;

/** `export{h as FacetPanel,f}from"./search-BXjp0TYf.js";`: one statement of a facade. */
const reExport = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;

/** What a facade chunk stands for: the chunk holding its module, and its names there. */
type Facade = { target: string; names: [exported: string, local: string][] };

/**
 * A chunk that only re-exports names from one other chunk, and that only dynamic imports
 * reach: the bundler writes one when a lazily imported module was grouped into a bigger chunk.
 */
function facadeOf(chunk: Chunk, staticallyImported: Set<string>): Facade | undefined {
  if (chunk.isEntry || !chunk.isDynamicEntry || staticallyImported.has(chunk.fileName)) return;
  const statements = [...chunk.code.matchAll(reExport)];
  const rest = chunk.code.replace(reExport, "").replace(/\/\/#\s*sourceMappingURL=.*$/m, "");
  const targets = new Set(statements.map(([, , from]) => from));
  if (rest.trim() !== "" || targets.size !== 1) return;
  const [from] = targets as Set<string>;
  const names = statements.flatMap(([, list]) =>
    (list ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name): [string, string] => {
        const [local, exported = local] = name.split(/\s+as\s+/);
        return [exported as string, local as string];
      }),
  );
  // A name written as a string ("a-b") would need quoting where it is picked: left as it is.
  if (!names.every((pair) => pair.every((name) => /^[\w$]+$/.test(name)))) return;
  return { target: posix.join(posix.dirname(chunk.fileName), from as string), names };
}

const relative = (from: string, to: string) => {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith(".") ? path : `./${path}`;
};

/**
 * Drops the bundler's facade chunks for lazily imported modules that were grouped into a shared
 * chunk (rolldown/rolldown#9729; Rollup imports the shared chunk itself): each dynamic import
 * of a facade imports its chunk and picks the names, so a lazy block costs no extra request.
 * Runs before Vite writes the preload lists, which then follow the rewritten imports. `keep`
 * names facades to leave as they are (chunks whose file name other build rules read).
 */
export function collapseDynamicFacades({ keep }: { keep?: RegExp } = {}): Plugin {
  return {
    name: "collapse-dynamic-facades",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === "chunk");
      const staticallyImported = new Set(chunks.flatMap((chunk) => chunk.imports));
      const facades = new Map<string, Facade>();
      for (const chunk of chunks) {
        if (keep?.test(`/${chunk.fileName}`)) continue;
        const facade = facadeOf(chunk, staticallyImported);
        if (facade && bundle[facade.target]?.type === "chunk") facades.set(chunk.fileName, facade);
      }
      for (const chunk of chunks) {
        if (facades.has(chunk.fileName)) continue;
        for (const imported of chunk.dynamicImports) {
          const facade = facades.get(imported);
          if (!facade) continue;
          const path = relative(chunk.fileName, imported);
          const target = relative(chunk.fileName, facade.target);
          const picked = facade.names.map(([exported, local]) => `${exported}:m.${local}`);
          for (const quote of ["`", '"', "'"])
            chunk.code = chunk.code.replaceAll(
              `import(${quote}${path}${quote})`,
              `import(${quote}${target}${quote}).then(m=>({${picked.join(",")}}))`,
            );
        }
        chunk.dynamicImports = [
          ...new Set(chunk.dynamicImports.map((file) => facades.get(file)?.target ?? file)),
        ];
      }
      for (const file of facades.keys()) {
        delete bundle[file];
        delete bundle[`${file}.map`];
      }
    },
  };
}
