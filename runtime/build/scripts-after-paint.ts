import type { Plugin } from "vite";

/**
 * The server-rendered page paints without any script: the entry module only waits for that first
 * paint and then imports the app (see src/main.tsx). Its own small scripts are fetched at low
 * priority, after the stylesheet and the images the first paint needs.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: "scripts-after-paint",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
