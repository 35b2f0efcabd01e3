import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = import.meta.dirname;

/**
 * The storefront server compiled to JavaScript for production (`npm start`, `npm run serve`):
 * start-up compiles nothing, and source maps point crashes at the TypeScript lines. The
 * workspace packages are bundled (they are TypeScript); everything from node_modules is
 * imported at run time. Entries land in dist-server/cli/, as deep as server/cli/, so the
 * paths the CLI resolves from its own module (the client build, studio/dist) hold in both.
 */
export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: "warn",
  ssr: { noExternal: [/^@storefront\//] },
  build: {
    ssr: true,
    outDir: "dist-server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rolldownOptions: {
      // The SQLite store's lead writer, the lead deliveries' sender and a large feed's readers
      // run on worker threads from their own entries.
      input: {
        serve: `${here}/server/cli/serve.ts`,
        "lead-commit-worker": `${here}/server/store/leads/lead-commit-worker.ts`,
        "lead-sending-worker": `${here}/server/outbox/sending/sending-worker.ts`,
        "inventory-range-worker": `${here}/server/definition/inventory-range-worker.ts`,
      },
      output: { entryFileNames: "cli/[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
