import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = import.meta.dirname;
const server = process.env.STUDIO_API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  root: here,
  base: "/studio/",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // An authoring tool opened once per session: the editor's chunk (schemas, drag and drop,
    // forms) is about 160 KB gzip and loads with the editor, not with the site list.
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5174,
    // The studio API runs on the storefront's server (`npm start`).
    proxy: { "/studio/api": server, "/api": server, "/media": server },
  },
});
