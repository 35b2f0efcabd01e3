import type { Refinements } from "../search/search-refinements.ts";

/** Stock types in the order search paths name them: /search/new-used-and-demo-cars. */
const typeTitles: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

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
  const kinds = Object.entries(typeTitles)
    .filter(([type]) => types.includes(type))
    .map(([, title]) => title);
  if (kinds.length === 1) return `${kinds[0]} Cars`;
  if (kinds.length === 2) return `${kinds.join(" and ")} Cars`;
  return "Cars";
}
