import type { NavigationItem } from "@storefront/schemas";
import type { MakeModels, StockLink } from "../site-header-data.ts";
import { entryHrefs, toMenuEntries } from "./menu-entries.ts";

/** `/book-test-drive/` and `/book-test-drive` are the same page; query and hash are ignored. */
export function normalisePath(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? "";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed || "/";
}

/** Whether a menu link points at the page being shown. */
export function isCurrentPath(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined || !href.startsWith("/")) return false;
  return normalisePath(href) === normalisePath(currentPath);
}

/** The paths the header menu's links lead to, for `namedPath`. */
export function menuPaths(
  menu: NavigationItem[],
  data: { models: MakeModels[]; stock: StockLink[] },
): ReadonlySet<string> {
  return new Set(
    toMenuEntries(menu, data)
      .flatMap(entryHrefs)
      .filter((href) => href.startsWith("/"))
      .map(normalisePath),
  );
}

/**
 * The page's path when a menu link leads to it, else undefined: the menus mark nothing then,
 * and moving between such pages (a filter that moves a search to another path) leaves them as
 * they are rather than drawing them again.
 */
export function namedPath(paths: ReadonlySet<string>, path: string): string | undefined {
  return paths.has(normalisePath(path)) ? path : undefined;
}
