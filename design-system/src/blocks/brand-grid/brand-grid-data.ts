import type { Brand, BrandSectionKind } from "@storefront/schemas";

/** What the runtime supplies to the brand grid: the site's brands in each section. */
export type BrandGridData = { brands: Record<BrandSectionKind, Brand[]> };
