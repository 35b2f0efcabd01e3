import { slug } from "../common.ts";

/** The longest site id: it names a folder and appears in addresses. */
export const siteIdMaxLength = 100;

/** A site id: lower-case words joined by single hyphens, short enough for a folder name. */
export const siteId = slug.max(siteIdMaxLength, `Use at most ${siteIdMaxLength} characters`);

/** What a site id is checked against: the site's own ids and every other site's. */
export type SiteIdContext = {
  /** The id the draft was started with (its draft's name in the studio). */
  startedAs: string;
  /** The id the site was exported as, once it has been; it cannot change after that. */
  exportedAs: string | null;
  /** Every other draft's site id. */
  drafts: readonly string[];
  /** Every exported site's id. */
  exports: readonly string[];
};

/**
 * Why a site may not have this id, or undefined when it may. The studio checks it where the id is
 * typed and the server checks it again at export, so both say the same.
 */
export function siteIdProblem(id: string, context: SiteIdContext): string | undefined {
  const format = siteId.safeParse(id);
  if (!format.success) return format.error.issues[0]?.message;
  if (context.exportedAs !== null && id !== context.exportedAs)
    return `An exported site keeps its id: this one stays "${context.exportedAs}"`;
  if (id === context.startedAs || id === context.exportedAs) return undefined;
  if (context.drafts.includes(id)) return `Another site in the studio already has the id "${id}"`;
  if (context.exports.includes(id))
    return `A site is already exported as "${id}"; choose another id`;
  return undefined;
}

/** A new site's id: checked against every draft and export, since it has no ids of its own yet. */
export function newSiteIdProblem(
  id: string,
  taken: { drafts: readonly string[]; exports: readonly string[] },
): string | undefined {
  if (!id) return "Give the site an id";
  return siteIdProblem(id, { startedAs: "", exportedAs: null, ...taken });
}
