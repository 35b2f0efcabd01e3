import type { DraftSummary, SiteSource } from "@storefront/schemas/studio-api";

export type TakenSiteIds = { drafts: string[]; exports: string[] };

/**
 * The ids other sites have, from the drafts and sources lists: each draft's own name and the id
 * it was exported as (the draft `except` left out), and every export.
 */
export function takenSiteIds(
  drafts: readonly DraftSummary[],
  sources: readonly SiteSource[],
  except?: string,
): TakenSiteIds {
  const draftIds = drafts
    .filter((draft) => draft.slug !== except)
    .flatMap((draft) => [draft.slug, ...(draft.exportedAs ? [draft.exportedAs] : [])]);
  const exportIds = sources
    .filter((source) => source.kind === "export")
    .map((source) => source.file.split(/[\\/]/).at(-2) ?? source.slug);
  return { drafts: [...new Set(draftIds)], exports: exportIds };
}
