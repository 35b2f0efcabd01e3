/** The chunks (file names without their hash) every storefront page loads: the framework, the shared UI, the site shell and its blocks. */
export const everyPageChunks = [
  "preload-helper",
  "index",
  "rolldown-runtime",
  "framework-start",
  "framework",
  "ui-core",
  "shell",
];
