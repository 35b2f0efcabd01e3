import { readFileSync } from "node:fs";
import { validateSiteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { loadSites } from "../sites/load-sites.ts";
import { exportText } from "./site-export.ts";

const fromRoot = (path: string) => new URL(`../../../${path}`, import.meta.url).pathname;
const templateFile = fromRoot("templates/dealer-group.json");
const exportFile = fromRoot("exports/southern-cross-motor-group/site.json");
const regenerate = "tsx runtime/server/studio/export-definition-cli.ts templates/dealer-group.json";

describe("the demo export, exports/southern-cross-motor-group/site.json", () => {
  it(`is the studio's export of the dealer-group template (if not, run ${regenerate})`, () => {
    const template = JSON.parse(readFileSync(templateFile, "utf8"));
    expect(readFileSync(exportFile, "utf8")).toBe(exportText(template));
  });

  it("is served as the same site as the template, by the loader npm run serve uses", async () => {
    const loaded = await loadSites(exportFile);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.failures, null, 2));
    const [served] = loaded.sites;
    const template = validateSiteDefinition(JSON.parse(readFileSync(templateFile, "utf8")));
    if (!template.ok) throw new Error("The dealer-group template is not valid");
    const { $schema: _exported, ...site } = served?.definition ?? {};
    const { $schema: _template, ...expected } = template.definition;
    expect(site).toEqual(expected);
  });
});
