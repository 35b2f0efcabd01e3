import { toSlug } from "@storefront/rules/formatting/slug";
import type { Brand, SiteDefinition } from "@storefront/schemas";
import { manufacturerLogoPath } from "../../routing/manufacturer-logo.ts";

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

/** A brand's logo: its own, else the manufacturer's the server keeps (or draws as a letter). */
export const brandLogo = (brand: Brand): string => brand.logo ?? manufacturerLogoPath(brand.slug);

/** The make a brand's stock is searched by: the stock's own spelling when a make matches. */
export const brandMake = (brand: Brand, makesInStock: readonly string[]): string =>
  makesInStock.find((name) => toSlug(name) === brand.slug) ?? brand.title;
