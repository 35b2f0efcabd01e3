import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * A worker thread running one of the server's own modules. Run compiled, each such module is
 * its own entry in dist-server/cli/ (vite.server.config.ts), `built` from the caller's module
 * (dist-server/cli/ or dist-server/chunks/: one folder deep either way). From the TypeScript
 * sources (tests, tsx) the thread registers tsx before loading `source`: Node 20 runs no
 * TypeScript, and loader flags do not reach worker threads.
 */
export function startWorkerThread(
  callerUrl: string,
  paths: { built: string; source: string },
  options: WorkerOptions = {},
): Worker {
  if (!callerUrl.endsWith(".ts")) return new Worker(new URL(paths.built, callerUrl), options);
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const entry = JSON.stringify(new URL(paths.source, callerUrl).href);
  return new Worker(
    `import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`,
    { ...options, eval: true },
  );
}
