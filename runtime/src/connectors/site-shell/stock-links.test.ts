import { describe, expect, it } from "vitest";
import { catalogueOf } from "../test-fixtures.ts";
import { modelLinks } from "./stock-links.ts";

describe("modelLinks", () => {
  it("lists each make's models best-stocked first, alphabetically among equal counts", () => {
    const links = modelLinks(
      catalogueOf({
        "Toyota > Yaris": 4,
        "Toyota > Camry": 9,
        "Toyota > Corolla": 4,
        "Toyota > C-HR": 4,
        "Mazda > CX-5": 2,
      }),
    );
    expect(links.map((entry) => entry.make)).toEqual(["Mazda", "Toyota"]);
    expect(links[1]?.models.map((model) => [model.label, model.count])).toEqual([
      ["Camry", 9],
      ["C-HR", 4],
      ["Corolla", 4],
      ["Yaris", 4],
    ]);
    expect(links[0]?.models[0]?.href).toBe("/search/mazda/cx-5");
  });

  it("has no links before the catalogue has loaded", () => {
    expect(modelLinks(undefined)).toEqual([]);
  });
});
