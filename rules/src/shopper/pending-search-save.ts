// Apart from the alerts' rules and words: the search page checks it at once, and the rest loads
// only when the shopper saves a search.

/** Where a save asked for while signed out waits during sign-in: the search page's address. */
export const pendingSearchSaveKey = (siteSlug: string) => `saved-search-pending:${siteSlug}`;
