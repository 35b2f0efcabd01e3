import type { Refinements } from "../search/search-refinements.ts";

const typeTitles: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

/**
 * The heading of a search: "Used Cars", "New and Demo Cars", "Toyota Corolla", "Toyota Cars",
 * "Group Toyota Stock", or "Cars" when nothing narrows it.
 */
export function searchTitle(refinements: Refinements): string {
  const {
    make = [],
    model = [],
    car_type: types = [],
    dealership_name: dealerships = [],
  } = refinements.lists;
  if (make.length === 1 && model.length === 1) return `${make[0]} ${model[0]}`;
  if (make.length === 1) return `${make[0]} Cars`;
  if (dealerships.length === 1) return `${dealerships[0]} Stock`;
  const kinds = types.map((type) => typeTitles[type]).filter(Boolean);
  if (kinds.length === 1) return `${kinds[0]} Cars`;
  if (kinds.length === 2) return `${kinds.sort().join(" and ")} Cars`;
  return "Cars";
}
