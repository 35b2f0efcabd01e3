import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: `${here}/src/routes`,
      generatedRouteTree: `${here}/src/routeTree.gen.ts`,
      quoteStyle: "double",
    }),
    react(),
    tailwindcss(),
  ],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/1": "http://localhost:3000",
      "/media": "http://localhost:3000",
    },
  },
});
