export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The page links of a paged list: the first and last page, the current one and its neighbours,
 * with a gap for each run of hidden pages. A gap never hides a single page: that page shows.
 */
export function pageItems(current: number, total: number, neighbours = 1): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set([1, total]);
  for (let offset = -neighbours; offset <= neighbours; offset += 1) {
    const near = page + offset;
    if (near >= 1 && near <= total) shown.add(near);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((number, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && number - previous === 2) {
      items.push({ kind: "page", page: previous + 1 });
    } else if (previous !== undefined && number - previous > 2) {
      items.push({ kind: "gap", key: `gap-${previous}` });
    }
    items.push({ kind: "page", page: number });
  });
  return items;
}
