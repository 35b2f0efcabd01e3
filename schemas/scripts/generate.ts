import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedArtifacts } from "../src/artifacts/index.ts";

const root = new URL("../", import.meta.url);
for (const [file, render] of Object.entries(generatedArtifacts)) {
  writeFileSync(fileURLToPath(new URL(file, root)), render());
  console.log(`wrote schemas/${file}`);
}
