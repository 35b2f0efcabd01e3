import { existsSync, statSync } from "node:fs";
import { mustRun } from "./run.mjs";

/** Installs the locked packages when node_modules is missing or older than the lockfile. */
export async function ensureDependencies(root) {
  const marker = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("Installing packages (npm ci)…");
  await mustRun("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root });
}
