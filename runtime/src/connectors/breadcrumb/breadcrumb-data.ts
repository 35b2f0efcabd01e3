import type { TrailItem } from "@storefront/design-system/blocks/breadcrumb/index.ts";
import type { BlockData } from "@storefront/design-system/blocks/contract.ts";

/**
 * The breadcrumb's data: the page's trail (Home, the way there, the page itself) and the site's
 * origin, which makes the trail's structured data absolute.
 */
export function breadcrumbData({
  trail,
  origin,
}: {
  trail: TrailItem[];
  origin: string;
}): BlockData<"breadcrumb"> {
  return { items: trail, origin };
}
