import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { saveControls } from "@storefront/rules/shopper/favourites";
import { useMemo } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { useFavourites } from "../../app/saved/use-favourites.ts";
import { useWatchlist } from "../../app/saved/use-watchlist.ts";
import { useSearch } from "../../pages/search-context.tsx";
import { resultsSearch, searchResultsData } from "./search-results-data.ts";

export function SearchResultsConnector({ block, Block }: ConnectorProps<"search-results">) {
  const { site, now } = useSite();
  const search = useSearch(resultsSearch);
  const favourites = useFavourites(site.slug);
  const saved = useMemo(() => new Set(favourites.list.map((entry) => entry.id)), [favourites.list]);
  const watching = saveControls(site.favourites, site.auth.enabled).heart === "watchlist";
  const { saved: watched, toggle: watch } = useWatchlist(watching);
  // Drawn again only when its part of the search or the saved cars change.
  return useMemo(() => {
    const data = searchResultsData({
      site,
      now,
      search,
      favourites: { saved, toggle: favourites.toggle },
      watchlist: watching ? { saved: watched, toggle: watch } : undefined,
    });
    return <Block {...block.props} {...data} />;
  }, [Block, block.props, site, now, search, saved, favourites.toggle, watching, watched, watch]);
}
