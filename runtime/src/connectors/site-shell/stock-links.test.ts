import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../queries/search-queries.ts";
import { catalogueFromFacet } from "../../search-state/scope.ts";
import { modelLinks } from "./stock-links.ts";

function catalogue(makeModel: Record<string, number>): Catalogue {
  return {
    ...catalogueFromFacet(makeModel),
    facets: { make_model: makeModel },
    total: Object.values(makeModel).reduce((sum, count) => sum + count, 0),
  };
}

describe("modelLinks", () => {
  it("lists each make's models best-stocked first, alphabetically among equal counts", () => {
    const links = modelLinks(
      catalogue({
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
