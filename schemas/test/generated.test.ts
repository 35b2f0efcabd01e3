import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedArtifacts } from "../src/artifacts/index.ts";

describe("generated files", () => {
  it.each(Object.entries(generatedArtifacts))(
    "%s is up to date (npm run generate:schemas)",
    (file, render) => {
      const onDisk = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
      expect(onDisk === render(), `${file} is stale: run npm run generate:schemas`).toBe(true);
    },
  );

  it("the JSON Schema files say they are generated", () => {
    const schema = JSON.parse(
      readFileSync(new URL("../generated/site-definition.schema.json", import.meta.url), "utf8"),
    );
    expect(schema.$comment).toMatch(/Generated .* do not edit/);
    expect(schema.required).toEqual(
      expect.arrayContaining(["version", "slug", "name", "template"]),
    );
  });

  it("SETTINGS.md documents every settings group with its defaults", () => {
    const doc = readFileSync(new URL("../SETTINGS.md", import.meta.url), "utf8");
    expect(doc).toContain("| `search.soldDays` | integer 0–365 | `3` |");
    expect(doc).toContain('| `tags.soldText` | string | `"JUST SOLD"` |');
    expect(doc).toContain("`finance.buttonText`");
  });
});
