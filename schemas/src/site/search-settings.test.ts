import { describe, expect, it } from "vitest";
import { searchSettings } from "./search-settings.ts";

describe("search settings", () => {
  it("default to the spec's", () => {
    expect(searchSettings.parse({})).toMatchObject({
      hitsPerPage: 21,
      soldDays: 3,
      visibilityLevel: 3,
      priceAscendingExcludesZero: false,
      certifiedOnly: false,
      cardAttributes: ["car_type", "simple_body", "km", "simple_transmission", "stocknum"],
      priceSliderMax: 100000,
      defaultPath: "/search/new-used-and-demo-cars/",
      clearFiltersTarget: "/special-offers",
      emptyTitle: "No Results Available",
      noPriceText: "Enquire for price.",
    });
  });
});
