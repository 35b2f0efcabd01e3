import type { FacetParam } from "@storefront/schemas/search/search-state";

const statusLabels: Record<string, string> = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Sold",
};

/** How a facet value reads in the panel; most values (makes, body types) are already words. */
export function facetValueLabel(facet: FacetParam, value: string): string {
  if (facet === "certified") return value === "true" ? "Certified" : "Not certified";
  if (facet === "status") return statusLabels[value] ?? value;
  if (facet === "car_type") return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}
