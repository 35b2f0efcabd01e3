#!/usr/bin/env node
/**
 * Fails when a component folder under design-system/src/ui or design-system/src/blocks has no
 * stories: every folder holding a component .tsx needs at least one *.stories.tsx beside it.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const checkedRoots = ["design-system/src/ui", "design-system/src/blocks"];

const isStory = (name) => name.endsWith(".stories.tsx");
const isTest = (name) => /\.(test|spec)\.tsx$/.test(name);
const isComponent = (name) => name.endsWith(".tsx") && !isStory(name) && !isTest(name);

function* folders(directory) {
  yield directory;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "node_modules") {
      yield* folders(join(directory, entry.name));
    }
  }
}

const missing = [];
for (const checkedRoot of checkedRoots) {
  const start = join(root, checkedRoot);
  if (!existsSync(start)) continue;
  for (const folder of folders(start)) {
    const files = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    if (files.some(isComponent) && !files.some(isStory)) missing.push(relative(root, folder));
  }
}

if (missing.length > 0) {
  console.error(
    `Component folders without stories (add a *.stories.tsx):\n  ${missing.join("\n  ")}`,
  );
  process.exit(1);
}
console.log("Every component folder has stories.");
