/** One make or body type: its name, how many vehicles have it, and its search results page. */
export type FacetTile = { value: string; count: number; href: string };

/** What the runtime supplies to the facet tiles; undefined tiles mean they are still loading. */
export type FacetTilesData = { tiles: FacetTile[] | undefined };
