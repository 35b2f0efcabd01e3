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
