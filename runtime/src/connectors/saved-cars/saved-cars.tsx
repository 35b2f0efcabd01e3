import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { savedCarsPath } from "@storefront/rules/shopper/saved-cars-link";
import { signInPath } from "@storefront/rules/shopper/sign-in";
import { useQuery } from "@tanstack/react-query";
import { useSite } from "../../app/core/site-context.tsx";
import { useFavourites } from "../../app/saved/use-favourites.ts";
import { useWatchlist } from "../../app/saved/use-watchlist.ts";
import { savedCarsQuery } from "../../queries/saved-cars-query.ts";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";
import { type SavedCar, type SavedEntry, savedCarsData } from "./saved-cars-data.ts";

type SavedCarsProps = ConnectorProps<"saved-cars">;

/** The kept cars with each as the site lists it now, and the block's links. */
function useSavedCarsBlock(
  entries: readonly SavedEntry[] | undefined,
  onRemove: (car: SavedCar) => void,
) {
  const context = useSite();
  const answer = useQuery(savedCarsQuery(context, entries?.map((entry) => entry.id) ?? []));
  return {
    ...savedCarsData({ site: context.site, entries, answer, onRemove }),
    searchHref: locationHref(searchLocation(emptyRefinements(), context.site)),
  };
}

/**
 * The favourites or compare list this browser keeps for the site. The list is read once the
 * page is in the browser, so the server renders it loading.
 */
function FavouriteCars({ block, Block }: SavedCarsProps) {
  const { site } = useSite();
  const favourites = useFavourites(site.slug);
  const data = useSavedCarsBlock(favourites.ready ? favourites.list : undefined, (car) => {
    const entry = favourites.list.find((each) => each.id === car.id);
    if (entry) favourites.toggle(entry);
  });
  return <Block {...block.props} {...data} compareHref={savedCarsPath("compare")} />;
}

/** The signed-in shopper's watchlist; a signed-out shopper is asked to sign in. */
function WatchlistCars({ block, Block }: SavedCarsProps) {
  const watchlist = useWatchlist(true);
  const entries = watchlist.signedIn ? watchlist.list?.map((id) => ({ id })) : undefined;
  const data = useSavedCarsBlock(entries, (car) => watchlist.toggle(car.id, false));
  const path = savedCarsPath("watchlist");
  return (
    <Block
      {...block.props}
      {...data}
      signInHref={watchlist.signedOut ? signInPath("watchlist", path, path) : undefined}
    />
  );
}

export function SavedCarsConnector(props: SavedCarsProps) {
  return props.block.props.source === "watchlist" ? (
    <WatchlistCars {...props} />
  ) : (
    <FavouriteCars {...props} />
  );
}
