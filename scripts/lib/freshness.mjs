import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newestIn(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
}

/** True when the output is missing or any source is newer than it. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestIn(source) > built);
}
