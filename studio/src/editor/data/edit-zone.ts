import type { BlockInstanceInput } from "@storefront/schemas";
import type { Draft, ZoneRef } from "../editor-state.ts";
import { defaultSiteLayout } from "./default-pages.ts";
import { layoutPageId, withPageInDraft } from "./pages.ts";
import { blocksOf, type ZoneMap } from "./zones.ts";

type ZoneUpdate = (blocks: BlockInstanceInput[]) => BlockInstanceInput[];

function withZones(zones: ZoneMap | undefined, zone: string, update: ZoneUpdate) {
  const before = blocksOf(zones, zone);
  const after = update(before);
  return after === before ? zones : { ...zones, [zone]: after };
}

/**
 * Replaces one zone's blocks. Only the path to the zone is copied: other pages, zones and blocks
 * keep their identity. Returns the same draft when the update changes nothing, and materialises
 * a default page (or the default layout) when it does.
 */
export function editZone(draft: Draft, ref: ZoneRef, update: ZoneUpdate): Draft {
  if (ref.page === layoutPageId) {
    const layout = draft.layout ?? defaultSiteLayout;
    const zones = withZones(layout.zones, ref.zone, update);
    return zones === layout.zones ? draft : { ...draft, layout: { ...layout, zones } };
  }
  const located = withPageInDraft(draft, ref.page);
  if (!located) return draft;
  const pages = located.draft.pages ?? [];
  const page = pages[located.index];
  if (!page) return draft;
  const zones = withZones(page.zones, ref.zone, update);
  if (zones === page.zones) return draft;
  return { ...located.draft, pages: pages.with(located.index, { ...page, zones }) };
}
