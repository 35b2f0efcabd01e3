import type { Brand, BrandSectionKind } from "@storefront/schemas";

/**
 * A manufacturer as shoppers read it: the title of the site's brand whose slug or title it is
 * ('ford' → 'Ford'), else as written.
 */
export function manufacturerName(
  written: string,
  brands: Readonly<Record<BrandSectionKind, readonly Brand[]>>,
): string {
  const key = written.trim().toLowerCase();
  const brand = Object.values(brands)
    .flat()
    .find((entry) => entry.slug === key || entry.title.toLowerCase() === key);
  return brand?.title ?? written;
}
