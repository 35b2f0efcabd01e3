import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useMemo } from "react";
import { useSite } from "../../app/site-context.tsx";
import { useFavourites } from "../../app/use-favourites.ts";
import { useSearchContext } from "../../pages/search-context.tsx";
import { searchResultsData } from "./search-results-data.ts";

export function SearchResultsConnector({ block, Block }: ConnectorProps<"search-results">) {
  const { site, now } = useSite();
  const search = useSearchContext();
  const favourites = useFavourites(site.slug);
  const saved = useMemo(() => new Set(favourites.list.map((entry) => entry.id)), [favourites.list]);
  const data = searchResultsData({
    site,
    now,
    search,
    favourites: { saved, toggle: favourites.toggle },
  });
  return <Block {...block.props} {...data} />;
}
