import "@storefront/design-system/styles/globals.css";
import { yieldToBrowser } from "./app/core/yield-to-browser.ts";
import { previewQueryParam } from "./preview/preview-protocol.ts";

// Only this small module loads before the first paint. The app's code is fetched once the
// server's HTML is on screen, so the HTML, the stylesheet and the first images have the network
// to themselves until then.
const root = document.getElementById("root") as HTMLElement;

// Zod would probe for `new Function`, which the page's script policy refuses and reports as a
// violation even though Zod catches it. Its global settings object is read lazily, so setting
// it here, before any schema runs, turns the probe off without loading Zod with this module.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;

/**
 * Resolves once the browser has shown the server's HTML (its first contentful paint): starting
 * the app earlier would hold that paint back behind all of the app's start-up work. A page in a
 * background tab, or a browser that never reports the paint, starts after at most a second.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, 1000);
    const observer =
      typeof PerformanceObserver === "undefined"
        ? undefined
        : new PerformanceObserver((list) => {
            if (list.getEntriesByName("first-contentful-paint").length > 0) done();
          });
    try {
      observer?.observe({ type: "paint", buffered: true });
    } catch {
      done();
    }
  });
}

/**
 * Opens the page's session and local storage while the app's code downloads. The first read of
 * each waits on the browser; the router reads session storage as its code is evaluated, and that
 * wait would lengthen the app's longest start-up task. Each wait is a task of its own, apart
 * from the paint's and from the one that starts the downloads.
 */
async function openStorage() {
  for (const storage of ["sessionStorage", "localStorage"] as const) {
    await yieldToBrowser();
    try {
      window[storage].length;
    } catch {
      // Storage blocked: the app copes without it.
    }
  }
}

if (new URLSearchParams(window.location.search).has(previewQueryParam)) {
  // The studio's preview loads its own code, so storefront pages never download it.
  const { startPreview } = await import("./preview/start-preview.tsx");
  startPreview(root);
} else {
  // A page the server did not render has nothing to paint before the app renders it.
  if (root.hasChildNodes()) await afterFirstPaint();
  // Its own task: the paint's has style, layout and the paint itself.
  await yieldToBrowser();
  // The framework's import fetches the app's files too; evaluating the framework's modules and
  // then the app's, in two tasks, keeps each task short.
  const framework = import("./app/core/framework-start.ts");
  await openStorage();
  await framework;
  await yieldToBrowser();
  const { startStorefront } = await import("./app/core/start-storefront.tsx");
  await startStorefront(root);
}
