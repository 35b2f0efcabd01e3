import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { saveControls } from "@storefront/rules/shopper/favourites";
import { memo, useMemo } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { useFavourites } from "../../app/saved/use-favourites.ts";
import { useWatchlist } from "../../app/saved/use-watchlist.ts";
import { useSearch } from "../../pages/search-context.tsx";
import { resultsSearch, type SavedCars, searchResultsData } from "./search-results-data.ts";

/**
 * The shopper's saved cars, read apart from the search: a new search draws the results again
 * without reading the favourites and the watchlist (and their queries) anew.
 */
export function SearchResultsConnector({ block, Block }: ConnectorProps<"search-results">) {
  const { site } = useSite();
  const favourites = useFavourites(site.slug);
  const saved = useMemo(() => new Set(favourites.list.map((entry) => entry.id)), [favourites.list]);
  const watching = saveControls(site.favourites, site.auth.enabled).heart === "watchlist";
  const { saved: watched, toggle: watch } = useWatchlist(watching);
  const savedCars = useMemo<SavedCars>(
    () => ({
      favourites: { saved, toggle: favourites.toggle },
      watchlist: watching ? { saved: watched, toggle: watch } : undefined,
    }),
    [saved, favourites.toggle, watching, watched, watch],
  );
  return <SearchResultsView block={block} Block={Block} savedCars={savedCars} />;
}

const SearchResultsView = memo(function SearchResultsView({
  block,
  Block,
  savedCars,
}: ConnectorProps<"search-results"> & { savedCars: SavedCars }) {
  const { site, now } = useSite();
  const search = useSearch(resultsSearch);
  // Drawn again only when its part of the search or the saved cars change.
  return useMemo(() => {
    const data = searchResultsData({ site, now, search, ...savedCars });
    return <Block {...block.props} {...data} />;
  }, [Block, block.props, site, now, search, savedCars]);
});
