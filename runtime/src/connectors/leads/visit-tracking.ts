/** What the browser tracks across a visit for the lead's `lead_attributes`. */
export type VisitAttributes = {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
};

const visitKey = "storefront:visit";
/** The lead schema takes at most 100 pages; the latest are kept. */
const pageLimit = 100;
const paramLimit = 50;

type VisitStorage = Pick<Storage, "getItem" | "setItem">;

export function visitAttributes(storage: VisitStorage): VisitAttributes {
  try {
    const saved = JSON.parse(
      storage.getItem(visitKey) ?? "null",
    ) as Partial<VisitAttributes> | null;
    return {
      visited_pages: Array.isArray(saved?.visited_pages) ? saved.visited_pages : [],
      linked_query_params:
        saved?.linked_query_params && typeof saved.linked_query_params === "object"
          ? saved.linked_query_params
          : {},
    };
  } catch {
    return { visited_pages: [], linked_query_params: {} };
  }
}

/**
 * Records a page the shopper opened (path and query, oldest first, the same page twice in a row
 * once) and the query parameters the visit arrived with: the first value of each name is kept.
 */
export function recordVisit(storage: VisitStorage, address: URL): void {
  const visit = visitAttributes(storage);
  const page = `${address.pathname}${address.search}`;
  const pages =
    visit.visited_pages.at(-1) === page ? visit.visited_pages : [...visit.visited_pages, page];
  const params = { ...visit.linked_query_params };
  for (const [name, value] of address.searchParams) {
    if (!(name in params) && Object.keys(params).length < paramLimit)
      params[name.slice(0, 100)] = value.slice(0, 2000);
  }
  try {
    storage.setItem(
      visitKey,
      JSON.stringify({
        visited_pages: pages.slice(-pageLimit).map((entry) => entry.slice(0, 2000)),
        linked_query_params: params,
      }),
    );
  } catch {
    // Storage full or blocked: the lead goes without its visit.
  }
}
