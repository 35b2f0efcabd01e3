import { compareNames } from "@storefront/rules/formatting/name-order";
import { toSlug } from "@storefront/rules/formatting/slug";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import type { SiteDefinition } from "@storefront/schemas";
import { type SearchTypeSlug, searchTypeSlugs } from "@storefront/schemas/search/search-state";
import { type UrlSearch, urlFromRefinements } from "./url-params.ts";

/** Makes and models in stock, from the make_model facet ("Toyota > Corolla"). */
export type StockCatalogue = { makes: string[]; modelsByMake: Record<string, string[]> };

export const catalogueFromFacet = (makeModel: Record<string, number> = {}): StockCatalogue => {
  const modelsByMake: Record<string, string[]> = {};
  for (const entry of Object.keys(makeModel)) {
    const [make, model] = entry.split(" > ");
    if (!make || !model) continue;
    modelsByMake[make] = [...(modelsByMake[make] ?? []), model];
  }
  for (const models of Object.values(modelsByMake)) models.sort(compareNames);
  return { makes: Object.keys(modelsByMake).sort(compareNames), modelsByMake };
};

const carTypesOf: Record<SearchTypeSlug, string[]> = {
  "used-cars": ["used"],
  "demo-cars": ["demo"],
  "new-cars": ["new"],
  "new-and-demo-cars": ["demo", "new"],
  "new-used-and-demo-cars": [],
};

type Lists = Refinements["lists"];

/** The makes among the site's brands (its car, motorcycle and truck brands, not its own). */
function brandMakes(site: SiteDefinition): readonly { slug: string; title: string }[] {
  const { car, motorcycle, truck } = site.brands;
  return [...car, ...motorcycle, ...truck];
}

/** Slugs of the makes a search path may name: those in stock and the site's brands. */
export function makeSlugs(site: SiteDefinition, makesInStock: Iterable<string>): Set<string> {
  return new Set([...Array.from(makesInStock, toSlug), ...brandMakes(site).map((b) => b.slug)]);
}

/**
 * What a `/search/...` path asks for: a stock type, a make (and model), or one dealership.
 * A make is one in stock or one of the site's brands. Undefined when the path names nothing
 * this site has, which is a 404.
 */
export function pathRefinements(
  splat: string | undefined,
  site: SiteDefinition,
  catalogue: StockCatalogue,
): Lists | undefined {
  const [first, second, ...rest] = (splat ?? "")
    .split("/")
    .filter(Boolean)
    .map((part) => part.toLowerCase());
  if (!first) return {};
  if (rest.length) return undefined;
  if (!second && (searchTypeSlugs as readonly string[]).includes(first)) {
    const types = carTypesOf[first as SearchTypeSlug];
    return types.length ? { car_type: types } : {};
  }
  const make = catalogue.makes.find((name) => toSlug(name) === first);
  if (make) {
    if (!second) return { make: [make] };
    const model = catalogue.modelsByMake[make]?.find((name) => toSlug(name) === second);
    return model ? { make: [make], model: [model] } : undefined;
  }
  // A make the site sells with none in stock right now: its (empty) results, not a 404.
  const brand = brandMakes(site).find((entry) => entry.slug === first);
  if (brand && !second) return { make: [brand.title] };
  const dealership = site.dealerships.find((entry) => entry.slug === first);
  if (dealership && !second) return { dealership_name: [dealership.name] };
  return undefined;
}

/** The same search with the path's refinements merged in. */
export function withPath(refinements: Refinements, path: Lists): Refinements {
  const lists = { ...refinements.lists };
  for (const [facet, values] of Object.entries(path) as [keyof Lists, string[]][]) {
    lists[facet] = [...new Set([...values, ...(lists[facet] ?? [])])];
  }
  return { ...refinements, lists };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * The canonical address of a search: a make (and model), a stock type or a dealership in the
 * path when the search has exactly one, the rest as parameters, and the site's default search
 * path otherwise.
 */
export function searchLocation(
  refinements: Refinements,
  site: SiteDefinition,
): { pathname: string; search: UrlSearch } {
  const lists = { ...refinements.lists };
  let pathname = site.search.defaultPath;
  const carTypes = lists.car_type ?? [];
  if (sameSet(carTypes, ["new", "used", "demo"])) delete lists.car_type;
  const dealership =
    lists.dealership_name?.length === 1
      ? site.dealerships.find((d) => d.name === lists.dealership_name?.[0])
      : undefined;
  const typeSlug = (Object.keys(carTypesOf) as SearchTypeSlug[]).find(
    (slug) => carTypesOf[slug].length && sameSet(carTypesOf[slug], lists.car_type ?? []),
  );
  if (lists.make?.length === 1) {
    const make = lists.make[0] ?? "";
    delete lists.make;
    pathname = `/search/${toSlug(make)}`;
    if (lists.model?.length === 1) {
      pathname += `/${toSlug(lists.model[0] ?? "")}`;
      delete lists.model;
    }
  } else if (typeSlug) {
    delete lists.car_type;
    pathname = `/search/${typeSlug}`;
  } else if (dealership) {
    delete lists.dealership_name;
    pathname = `/search/${dealership.slug}`;
  }
  return { pathname, search: urlFromRefinements({ ...refinements, lists }) };
}
