import type { Problem } from "../validation/problems.ts";

/**
 * Inheritance between site definitions. A rooftop's definition names its group's site in
 * `parent` and holds only what it changes; the site it serves is the merge of the two:
 *
 * - every top-level field the child has replaces the parent's whole (theme, navigation,
 *   finance, promos, locations, layout...); a field the child leaves out is the parent's;
 * - `pages` merge by page id: the parent's pages in its order, each replaced whole by the
 *   child's page with the same id, then the child's pages the parent has not;
 * - `slug`, `name`, `version` and `$schema` are always the child's; `parent` is left out, so the
 *   merged definition is a complete site that serves and validates on its own.
 *
 * Overriding a field or page copies the parent's value into the child; resetting one removes
 * the child's, so the parent's (and its later changes) apply again. A parent may have a parent.
 */
type Json = Record<string, unknown>;

/** The fields a child always has of its own: they are never inherited, overridden or reset. */
export const ownFields = ["$schema", "version", "slug", "name", "parent"] as const;

/** What a child can override and reset: a top-level field, or one page by id. */
export type InheritedPart = { field: string } | { page: string };

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const pagesOf = (document: Json): Json[] =>
  Array.isArray(document.pages) ? document.pages.filter(isObject) : [];

const pageId = (page: Json): unknown => page.id;

/** The site a child serves: its parent with the child's fields and pages over it. */
export function mergeDefinitions(parent: Json, child: Json): Json {
  const { parent: _, ...merged } = { ...withoutOwn(parent), ...child };
  const childPages = pagesOf(child);
  if (childPages.length && Array.isArray(parent.pages)) {
    const byId = new Map(childPages.map((page) => [pageId(page), page]));
    const inherited = pagesOf(parent).map((page) => byId.get(pageId(page)) ?? page);
    const parentIds = new Set(pagesOf(parent).map(pageId));
    merged.pages = [...inherited, ...childPages.filter((page) => !parentIds.has(pageId(page)))];
  }
  return merged;
}

function withoutOwn(parent: Json): Json {
  const copy = { ...parent };
  for (const field of ownFields) delete copy[field];
  return copy;
}

/** Whether the child has its own value of a part (else it shows its parent's). */
export function isOverridden(child: Json, part: InheritedPart): boolean {
  if ("field" in part) return Object.hasOwn(child, part.field);
  return pagesOf(child).some((page) => pageId(page) === part.page);
}

/** The child with its own copy of the parent's value of a part. */
export function overridePart(parent: Json, child: Json, part: InheritedPart): Json {
  if (isOverridden(child, part)) return child;
  if ("field" in part) {
    const value = parent[part.field];
    return value === undefined ? child : { ...child, [part.field]: value };
  }
  const page = pagesOf(parent).find((entry) => pageId(entry) === part.page);
  return page ? { ...child, pages: [...pagesOf(child), page] } : child;
}

/** The child without its own value of a part, so its parent's applies again. */
export function resetPart(child: Json, part: InheritedPart): Json {
  if (!isOverridden(child, part)) return child;
  if ("field" in part) {
    const { [part.field]: _, ...rest } = child;
    return rest;
  }
  const pages = pagesOf(child).filter((page) => pageId(page) !== part.page);
  const { pages: __, ...rest } = child;
  return pages.length ? { ...rest, pages } : rest;
}

export type Resolved = { ok: true; document: Json } | { ok: false; problems: Problem[] };

/**
 * A definition with its parents merged in, the parents found by their slug through `find`
 * (the sites given with it, the studio's drafts and exports). A missing parent or a loop is a
 * problem at `/parent`.
 */
export async function resolveDefinition(
  document: Json,
  find: (slug: string) => Json | undefined | Promise<Json | undefined>,
): Promise<Resolved> {
  const chain: string[] = [String(document.slug)];
  let merged = document;
  while (typeof merged.parent === "string") {
    const slug = merged.parent;
    if (chain.includes(slug)) {
      const loop = [...chain, slug].join(" → ");
      return problem(`The group sites make a loop (${loop}); a site cannot be its own parent`);
    }
    chain.push(slug);
    const parent = await find(slug);
    if (!parent)
      return problem(`There is no site "${slug}" to take this site's group settings from`);
    merged = mergeDefinitions(parent, merged);
    if (typeof parent.parent === "string") merged.parent = parent.parent;
  }
  return { ok: true, document: merged };
}

const problem = (message: string): Resolved => ({
  ok: false,
  problems: [{ pointer: "/parent", message }],
});
