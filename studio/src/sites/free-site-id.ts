import { toSlug } from "@storefront/rules/formatting/slug";
import { siteIdMaxLength } from "@storefront/schemas/studio/site-id";

/** A site id made from its name: `Southern Cross Motors` -> `southern-cross-motors`. */
export function suggestSiteId(name: string): string {
  return toSlug(name).slice(0, siteIdMaxLength).replace(/-+$/, "");
}

/** The suggested id, or the first of `<id>-2`, `<id>-3`... that no draft or export has. */
export function freeSiteId(
  name: string,
  taken: { drafts: readonly string[]; exports: readonly string[] },
): string {
  const base = suggestSiteId(name);
  if (!base) return "";
  const used = new Set([...taken.drafts, ...taken.exports]);
  for (let number = 1; ; number++) {
    const id = number === 1 ? base : `${base}-${number}`;
    if (!used.has(id)) return id;
  }
}
