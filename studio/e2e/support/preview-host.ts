import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const outDir = join(root, ".cache/e2e-preview-host");
/** Where the host page is served, on the storefront's own origin (as the studio is). */
export const hostPath = "/preview-host/";

/** Builds the host page (the PreviewPane in a minimal editor) with the studio's toolchain. */
export async function buildPreviewHost(): Promise<void> {
  await build({
    configFile: false,
    root: join(root, "studio"),
    base: hostPath,
    logLevel: "warn",
    plugins: [react(), tailwindcss()],
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      rolldownOptions: {
        input: fileURLToPath(new URL("./preview-host-app.tsx", import.meta.url)),
        output: { entryFileNames: "host.js", assetFileNames: "host[extname]" },
      },
    },
  });
}

const types: Record<string, string> = { ".js": "text/javascript", ".css": "text/css" };

/**
 * Serves the built host page under hostPath for this browser page. The storefront's server
 * knows nothing of it; to the browser it is one more page of the storefront's origin.
 */
export async function serveHostPage(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}${hostPath}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(hostPath.length);
    if (path === "") {
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><title>Preview host</title>
<link rel="stylesheet" href="${hostPath}host.css"></head>
<body><div id="root"></div><script type="module" src="${hostPath}host.js"></script></body></html>`,
      });
    }
    const file = normalize(join(outDir, path));
    if (!file.startsWith(outDir)) return route.fulfill({ status: 404 });
    const body = await readFile(file).catch(() => undefined);
    if (!body) return route.fulfill({ status: 404 });
    return route.fulfill({ body, contentType: types[extname(file)] ?? "application/octet-stream" });
  });
}
