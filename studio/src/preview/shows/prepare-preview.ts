import { type SiteDefinition, validateSiteDefinition, withDefaultPages } from "@storefront/schemas";
import type { Draft } from "../../editor/editor-state.ts";

export type PreparedPreview = {
  /** What the preview shows: this draft when valid, else the last valid version (if any). */
  site: SiteDefinition | undefined;
  /** How many problems the draft has; when more than none, `site` is an earlier version. */
  problems: number;
};

/**
 * The site to send to the preview: the draft validated and upgraded like an export, with the
 * default pages every served site gets. An invalid draft keeps the last valid version on show.
 */
export function preparePreview(
  draft: Draft,
  lastValid: SiteDefinition | undefined,
): PreparedPreview {
  const result = validateSiteDefinition(draft);
  if (!result.ok) return { site: lastValid, problems: result.problems.length };
  return { site: withDefaultPages(result.definition), problems: 0 };
}
