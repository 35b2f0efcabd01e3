import type { Draft } from "../editor-state.ts";
import { defaultSiteLayout, missingDefaultPages } from "./default-pages.ts";
import type { ZoneMap } from "./zones.ts";

function addIds(zones: ZoneMap | undefined, into: Set<string>) {
  for (const blocks of Object.values(zones ?? {})) for (const block of blocks) into.add(block.id);
}

/** Every block id in use: the draft's pages and layout, and the default pages it would get. */
export function blockIdsInUse(draft: Draft): Set<string> {
  const ids = new Set<string>();
  addIds((draft.layout ?? defaultSiteLayout).zones, ids);
  for (const page of draft.pages ?? []) addIds(page.zones, ids);
  for (const page of missingDefaultPages(draft)) addIds(page.zones, ids);
  return ids;
}

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A fresh block id such as `hero-search-k3f9q2`, unique in the draft. Ids stay readable in the
 * exported JSON and match the schema's id rule (letters, digits, hyphens; 64 at most).
 */
export function newBlockId(
  draft: Draft,
  type: string,
  random: () => number = Math.random,
  taken: Set<string> = blockIdsInUse(draft),
): string {
  for (;;) {
    let suffix = "";
    for (let i = 0; i < 6; i++) suffix += alphabet[Math.floor(random() * alphabet.length)];
    const id = `${type.slice(0, 56)}-${suffix}`;
    if (!taken.has(id)) return id;
  }
}
