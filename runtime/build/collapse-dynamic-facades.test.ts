import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Rollup } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { collapseDynamicFacades } from "./collapse-dynamic-facades.ts";

const folder = mkdtempSync(join(tmpdir(), "facades-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const chunk = (fileName: string, code: string, more: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: "chunk",
    fileName,
    code,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    moduleIds: [],
    ...more,
  }) as unknown as Rollup.OutputChunk;

/**
 * What the bundler writes for a block registry that lazily imports two blocks grouped into its
 * own chunk: a facade per block that only re-exports the group chunk's names.
 */
const bundleWithFacades = (): Rollup.OutputBundle => ({
  "assets/search-Ab12Cd34.js": chunk(
    "assets/search-Ab12Cd34.js",
    [
      'const h=()=>"facet panel",f=()=>"results",d="results default";',
      'const load=()=>Promise.all([import(`./facet-panel-Ef56Gh78.js`).then(e=>e.FacetPanel()),import("./search-results-Ij90Kl12.js")]).then(([panel,results])=>[panel,results.SearchResults(),results.default]);',
      "export{h,f,d,load as l};",
    ].join(""),
    { dynamicImports: ["assets/facet-panel-Ef56Gh78.js", "assets/search-results-Ij90Kl12.js"] },
  ),
  "assets/facet-panel-Ef56Gh78.js": chunk(
    "assets/facet-panel-Ef56Gh78.js",
    'export{h as FacetPanel}from"./search-Ab12Cd34.js";',
    { imports: ["assets/search-Ab12Cd34.js"], isDynamicEntry: true },
  ),
  "assets/search-results-Ij90Kl12.js": chunk(
    "assets/search-results-Ij90Kl12.js",
    'export{f as SearchResults}from"./search-Ab12Cd34.js";\nexport{d as default}from"./search-Ab12Cd34.js";',
    { imports: ["assets/search-Ab12Cd34.js"], isDynamicEntry: true },
  ),
  "index.js": chunk("index.js", 'export{l as load}from"./assets/search-Ab12Cd34.js";', {
    imports: ["assets/search-Ab12Cd34.js"],
    isEntry: true,
  }),
});

/** Runs the plugin over `bundle`, writes what is left to its own folder and runs its `load`. */
async function collapse(name: string, bundle: Rollup.OutputBundle, keep?: RegExp) {
  const plugin = collapseDynamicFacades(keep ? { keep } : {});
  const hook = plugin.generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => void;
  hook.call({}, {}, bundle);
  for (const item of Object.values(bundle)) {
    if (item.type !== "chunk") continue;
    const file = join(folder, name, item.fileName.replace(/\.js$/, ".mjs"));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, item.code.replaceAll(/(\.\/[\w/-]+)\.js/g, "$1.mjs"));
  }
  const index = await import(pathToFileURL(join(folder, name, "index.mjs")).href);
  return { files: Object.keys(bundle).sort(), loaded: await index.load() };
}

describe("collapseDynamicFacades", () => {
  it("imports a grouped lazy module's chunk itself, with the module's names", async () => {
    const bundle = bundleWithFacades();
    const { files, loaded } = await collapse("collapsed", bundle);
    expect(files).toEqual(["assets/search-Ab12Cd34.js", "index.js"]);
    expect(loaded).toEqual(["facet panel", "results", "results default"]);
    expect((bundle["assets/search-Ab12Cd34.js"] as Rollup.OutputChunk).dynamicImports).toEqual([
      "assets/search-Ab12Cd34.js",
    ]);
  });

  it("leaves the facades it is told to keep", async () => {
    const { files, loaded } = await collapse("kept", bundleWithFacades(), /\/facet-panel-/);
    expect(files).toEqual([
      "assets/facet-panel-Ef56Gh78.js",
      "assets/search-Ab12Cd34.js",
      "index.js",
    ]);
    expect(loaded).toEqual(["facet panel", "results", "results default"]);
  });

  it("leaves a chunk that does more than re-export, or that a chunk imports statically", async () => {
    const bundle = bundleWithFacades();
    const panel = bundle["assets/facet-panel-Ef56Gh78.js"] as Rollup.OutputChunk;
    panel.code = `globalThis.panelDrawn=true;${panel.code}`;
    (bundle["index.js"] as Rollup.OutputChunk).imports.push("assets/search-results-Ij90Kl12.js");
    const { files } = await collapse("untouched", bundle);
    expect(files).toHaveLength(4);
  });
});
