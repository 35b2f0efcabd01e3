import { type PageInput, pageTemplateCatalog } from "@storefront/schemas";
import type { Draft } from "../editor/editor-state.ts";

/**
 * Where the storefront shows a page, for the preview to follow the page being edited. Undefined
 * for pages that need a vehicle, location or offer to show (the preview pane picks one).
 */
export function previewPathOf(draft: Draft, page: PageInput | undefined): string | undefined {
  if (!page) return undefined;
  if (page.template === "content") return page.path;
  if (page.template === "search") return draft.search?.defaultPath ?? "/search";
  const route = (pageTemplateCatalog[page.template].routes as readonly string[])[0];
  return route && !route.includes("$") ? route : undefined;
}
