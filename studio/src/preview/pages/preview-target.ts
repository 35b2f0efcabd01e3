import type { Page } from "@storefront/schemas";
import type { PreviewReveal } from "../frame/storefront-preview.ts";

/** What the marketer is editing: a site setting (by its path in the draft) or a page's block. */
export type PreviewFocus =
  | { kind: "setting"; path: readonly (string | number)[] }
  | { kind: "block"; blockId: string };

/** Where that shows in the storefront: a page (by template or by path) and what to bring into view. */
export type PreviewTarget = {
  /** Stays on the page shown when undefined (a menu shows on every page). */
  page?: { template: Page["template"] } | { path: string } | undefined;
  reveal?: PreviewReveal | undefined;
};

type Entry = Record<string, unknown> | undefined;
const entryAt = (list: unknown, index: unknown): Entry =>
  Array.isArray(list) && typeof index === "number" ? (list[index] as Entry) : undefined;
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

const blockType = (type: string): PreviewReveal => ({ kind: "block-type", type });

/** Settings that take effect on one template's pages, and the block on it they change. */
const onTemplate: Record<string, PreviewTarget> = {
  search: { page: { template: "search" }, reveal: blockType("search-results") },
  tags: { page: { template: "search" }, reveal: blockType("search-results") },
  inventory: { page: { template: "search" }, reveal: blockType("search-results") },
  finance: { page: { template: "vehicle" }, reveal: blockType("finance-calculator") },
  deliveryRegions: { page: { template: "vehicle" }, reveal: blockType("delivery-calculator") },
  vehiclePage: { page: { template: "vehicle" } },
  warranty: { page: { template: "vehicle" } },
  reviews: { page: { template: "vehicle" }, reveal: blockType("reviews") },
  locationDisplay: { page: { template: "locations" }, reveal: blockType("dealer-locations") },
  offers: { page: { template: "offers" }, reveal: blockType("offer-list") },
  brands: { page: { template: "brands" } },
  favourites: { page: { template: "favourites" } },
  auth: { page: { template: "sign-in" } },
};

/**
 * Where the preview should go to show the setting or block being edited: a promo card on the
 * search page (the card itself in view), the finance settings on a vehicle's page at its
 * calculator, a location on its own page, a menu in the header or footer of the page on show.
 * Undefined for settings every page shows alike (the theme, the site's name).
 */
export function previewTargetOf(
  focus: PreviewFocus,
  site: { promos?: unknown; offers?: unknown; locations?: unknown },
): PreviewTarget | undefined {
  if (focus.kind === "block") return { reveal: { kind: "block", id: focus.blockId } };
  const [field, index] = focus.path;
  if (field === "promos") {
    const id = text(entryAt(site.promos, index)?.id);
    return {
      page: { template: "search" },
      reveal: id ? { kind: "promo", id } : blockType("search-results"),
    };
  }
  if (field === "offers" && index !== undefined) {
    const id = text(entryAt(site.offers, index)?.id);
    if (id)
      return {
        page: { path: `/offers/${encodeURIComponent(id)}` },
        reveal: blockType("offer-detail"),
      };
  }
  if (field === "locations" && index !== undefined) {
    const slug = text(entryAt(site.locations, index)?.slug);
    if (slug) return { page: { path: `/locations/${slug}` }, reveal: blockType("location-detail") };
  }
  if (field === "navigation")
    return { reveal: { kind: "zone", zone: index === "footer" ? "footer" : "header" } };
  return typeof field === "string" ? onTemplate[field] : undefined;
}

/** One key per target, so the preview moves only when the marketer turns to another. */
export const targetKey = (target: PreviewTarget | undefined): string =>
  target ? JSON.stringify(target) : "";
