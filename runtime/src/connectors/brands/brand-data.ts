import { toSlug } from "@storefront/rules/formatting/slug";
import type { Brand, SiteDefinition } from "@storefront/schemas";

/**
 * The brand a `/{brand}/overview` address names: one of the site's brands, else a make in stock
 * (titled as the stock names it). Undefined for neither.
 */
export function brandOfPath(
  site: SiteDefinition,
  pathname: string,
  makesInStock: readonly string[],
): Brand | undefined {
  const slug = decodeURIComponent(pathname.split("/").filter(Boolean)[0] ?? "");
  const own = Object.values(site.brands)
    .flat()
    .find((brand) => brand.slug === slug);
  if (own) return own;
  const make = makesInStock.find((name) => toSlug(name) === slug);
  return make ? { title: make, slug } : undefined;
}

/** The make a brand's stock is searched by: the stock's own spelling when a make matches. */
export const brandMake = (brand: Brand, makesInStock: readonly string[]): string =>
  makesInStock.find((name) => toSlug(name) === brand.slug) ?? brand.title;
