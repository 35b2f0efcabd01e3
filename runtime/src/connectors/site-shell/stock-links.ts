import { toSlug } from "@storefront/rules/formatting/slug";
import type { SiteDefinition } from "@storefront/schemas";
import type { Catalogue } from "../../queries/search-queries.ts";

export type MakeModels = {
  make: string;
  href: string;
  models: { label: string; href: string; count: number }[];
};

/** A model's search listing, `/search/{make}/{model}`, by the search routes' slugs. */
export const modelSearchHref = (make: string, model: string) =>
  `/search/${toSlug(make)}/${toSlug(model)}`;

const modelLinksOf = new WeakMap<Catalogue, MakeModels[]>();

/**
 * Models in stock grouped by make, best-stocked first (alphabetical among equals, the catalogue's
 * own order), linking to their searches. Worked out once per catalogue: the header and the footer
 * both show it.
 */
export function modelLinks(catalogue: Catalogue | undefined): MakeModels[] {
  if (!catalogue) return [];
  const known = modelLinksOf.get(catalogue);
  if (known) return known;
  const counts = catalogue.facets.make_model ?? {};
  const links = catalogue.makes.map((make) => ({
    make,
    href: `/search/${toSlug(make)}`,
    models: (catalogue.modelsByMake[make] ?? [])
      .map((model) => ({
        label: model,
        href: modelSearchHref(make, model),
        count: counts[`${make} > ${model}`] ?? 0,
      }))
      .sort((a, b) => b.count - a.count),
  }));
  modelLinksOf.set(catalogue, links);
  return links;
}

/** The Stock dropdown: each stock type in stock, then all stock. */
export function stockLinks(catalogue: Catalogue | undefined, site: SiteDefinition) {
  const types = catalogue?.facets.car_type ?? {};
  const links = [
    { label: "New Cars", href: "/search/new-cars", count: types.new },
    { label: "Demo Cars", href: "/search/demo-cars", count: types.demo },
    { label: "Used Cars", href: "/search/used-cars", count: types.used },
  ].filter((link) => !catalogue || (link.count ?? 0) > 0);
  return [...links, { label: "All Stock", href: site.search.defaultPath, count: catalogue?.total }];
}
