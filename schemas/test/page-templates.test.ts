import { describe, expect, it } from "vitest";
import { pageTemplateCatalog, pageTemplateNames, zoneRows } from "../src/index.ts";

const zonesInRows = (template: (typeof pageTemplateNames)[number]) =>
  zoneRows(template).flatMap((row) => (typeof row === "string" ? [row] : [row.aside, row.main]));

describe("page template arrangements", () => {
  it.each(pageTemplateNames)("%s lays out each of its zones once", (template) => {
    const zones = zonesInRows(template);
    expect([...zones].sort()).toEqual([...pageTemplateCatalog[template].zones].sort());
  });

  it("stacks a template's zones in order unless it arranges them", () => {
    expect(zoneRows("content")).toEqual(["top", "main", "bottom"]);
    expect(zoneRows("home")).toEqual(["main"]);
  });

  it("puts the search filters before the results and the vehicle's sidebar after its details", () => {
    expect(zoneRows("search")[1]).toEqual({ side: "start", aside: "sidebar", main: "main" });
    expect(zoneRows("vehicle")[1]).toEqual({ side: "end", aside: "sidebar", main: "main" });
  });
});
