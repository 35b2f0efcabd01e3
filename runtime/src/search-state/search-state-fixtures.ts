import { siteDefinition } from "@storefront/schemas";
import { catalogueFromFacet } from "./scope.ts";

/** A dealer group with one dealership, its stock catalogue and a fixed now, for the search state tests. */
export const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  dealerships: [{ id: "d-toyota", slug: "group-toyota", name: "Group Toyota" }],
  brands: {
    car: [{ title: "Kia", slug: "kia" }],
    ours: [{ title: "Group Motors", slug: "group-motors" }],
  },
  search: { priceAscendingExcludesZero: true },
});
export const catalogue = catalogueFromFacet({
  "Toyota > Corolla": 10,
  "Toyota > HiLux": 4,
  "Mazda > CX-5": 6,
  "Land Rover > Defender": 1,
});
export const now = new Date("2026-11-21T00:00:00Z");
