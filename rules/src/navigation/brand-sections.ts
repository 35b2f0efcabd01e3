import type { Brand, BrandSectionKind } from "@storefront/schemas";

/** The spec's section titles, word for word. */
const brandSectionTitles: Record<BrandSectionKind, string> = {
  car: "Car Brands",
  motorcycle: "Motorcycle Brands",
  truck: "Truck Brands",
  ours: "Our Brands",
};

/** Brand pages live at /{brand}/overview. */
export function brandOverviewPath(slug: string): string {
  return `/${slug}/overview`;
}

export type BrandSection = { kind: BrandSectionKind; title: string; brands: Brand[] };

/** The sections in the configured order, each once, leaving out those without brands. */
export function visibleBrandSections(
  order: readonly BrandSectionKind[],
  brands: Partial<Record<BrandSectionKind, readonly Brand[]>>,
): BrandSection[] {
  return [...new Set(order)].flatMap((kind) => {
    const list = brands[kind] ?? [];
    return list.length > 0 ? [{ kind, title: brandSectionTitles[kind], brands: [...list] }] : [];
  });
}
