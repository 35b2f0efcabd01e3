import { type PageInput, sitePath } from "@storefront/schemas";
import { newBlockId } from "../editor/data/block-ids.ts";
import type { Draft } from "../editor/editor-state.ts";
import { pageEntries } from "./page-entries.ts";

export type NewPageResult =
  | { ok: true; page: PageInput }
  | { ok: false; field: "title" | "path"; message: string };

const idFromPath = (path: string) => path.replace(/^\/+|\/+$/g, "").replaceAll("/", "-") || "page";

/**
 * A new content page at a path, laid out like the default content pages (breadcrumb and heading
 * on top, a text block in the middle), or why it cannot be made.
 */
export function newContentPage(draft: Draft, title: string, path: string): NewPageResult {
  if (!title.trim()) return { ok: false, field: "title", message: "Give the page a title" };
  const checked = sitePath.safeParse(path);
  if (!checked.success || path === "/") {
    return {
      ok: false,
      field: "path",
      message: "Use a lower-case path such as /about-us or /pages/eofy-sale",
    };
  }
  const entries = pageEntries(draft);
  if (entries.some((entry) => entry.path === path)) {
    return { ok: false, field: "path", message: `Another page already uses ${path}` };
  }
  const taken = new Set(entries.map((entry) => entry.pageId));
  let id = idFromPath(path);
  for (let n = 2; taken.has(id); n++) id = `${idFromPath(path)}-${n}`;
  const block = (type: string, props: Record<string, unknown> = {}) => ({
    type,
    id: newBlockId(draft, type),
    props,
  });
  return {
    ok: true,
    page: {
      id,
      template: "content",
      path,
      title: title.trim(),
      zones: {
        top: [block("breadcrumb"), block("page-heading", { title: title.trim() })],
        main: [block("rich-text")],
      },
    } as PageInput,
  };
}
