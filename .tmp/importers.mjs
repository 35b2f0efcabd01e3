import { build } from "vite";
import { writeFileSync } from "node:fs";
const short = (id) => id.replace(/.*node_modules\//, "nm:").replace("/work/wt-budget/", "");
const out = {};
await build({
  root: "/work/wt-budget/runtime",
  configFile: "/work/wt-budget/runtime/vite.config.ts",
  logLevel: "warn",
  build: { outDir: "/tmp/budget/dist", emptyOutDir: true },
  plugins: [{
    name: "dump",
    generateBundle(_o, bundle) {
      const chunkOf = {};
      for (const [file, c] of Object.entries(bundle)) if (c.type === "chunk") for (const id of Object.keys(c.modules)) chunkOf[id] = file;
      for (const id of Object.keys(chunkOf)) {
        const info = this.getModuleInfo(id);
        out[short(id)] = { chunk: chunkOf[id], importers: (info?.importers ?? []).map(short), dyn: (info?.dynamicImporters ?? []).map(short) };
      }
    },
  }],
});
writeFileSync("/tmp/budget/modules.json", JSON.stringify(out, null, 1));
