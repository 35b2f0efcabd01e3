import { build } from "vite";
import { gzipSync } from "node:zlib";
import { writeFileSync } from "node:fs";
const out = {};
await build({
  root: "/work/wt-budget/runtime",
  configFile: "/work/wt-budget/runtime/vite.config.ts",
  logLevel: "warn",
  build: { outDir: "/tmp/budget/dist", emptyOutDir: true },
  plugins: [{
    name: "dump",
    generateBundle(_o, bundle) {
      for (const [file, c] of Object.entries(bundle)) {
        if (c.type !== "chunk") continue;
        const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, "nm:").replace("/work/wt-budget/", ""), m.renderedLength, m.code ? gzipSync(m.code).length : 0]).sort((a,b)=>b[1]-a[1]);
        out[file] = { gz: gzipSync(c.code).length, imports: c.imports, dynamicImports: c.dynamicImports, mods };
      }
    },
  }],
});
writeFileSync("/tmp/budget/chunks.json", JSON.stringify(out, null, 1));
