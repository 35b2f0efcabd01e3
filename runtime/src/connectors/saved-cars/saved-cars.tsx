import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { savedCarsPath } from "@storefront/rules/shopper/favourites";
import { useQuery } from "@tanstack/react-query";
import { useSite } from "../../app/site-context.tsx";
import { useFavourites } from "../../app/use-favourites.ts";
import { savedCarsQuery } from "../../queries/saved-cars-query.ts";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";
import { type SavedCar, savedCarsData } from "./saved-cars-data.ts";

/**
 * The favourites or compare list this browser keeps for the site, with each car as the site
 * lists it now. The list is read once the page is in the browser, so the server renders it loading.
 */
export function SavedCarsConnector({ block, Block }: ConnectorProps<"saved-cars">) {
  const context = useSite();
  const { site } = context;
  const favourites = useFavourites(site.slug);
  const ids = favourites.list.map((entry) => entry.id);
  const answer = useQuery(savedCarsQuery(context, ids));
  const remove = (car: SavedCar) => {
    const entry = favourites.list.find((each) => each.id === car.id);
    if (entry) favourites.toggle(entry);
  };
  const data = savedCarsData({
    site,
    entries: favourites.ready ? favourites.list : undefined,
    answer,
    compareHref: savedCarsPath("compare"),
    onRemove: remove,
  });
  return (
    <Block
      {...block.props}
      {...data}
      searchHref={locationHref(searchLocation(emptyRefinements(), site))}
    />
  );
}
