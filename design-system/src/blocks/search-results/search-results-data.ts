import type { FavouriteSettings } from "@storefront/rules/shopper/favourites";
import type { TagSettings } from "@storefront/rules/vehicle/card/card-tag";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { BlockProps, CardAttribute, PromoCard } from "@storefront/schemas";
import type { SearchResult, SearchStatus } from "../search-data.ts";
import type { VehicleCardActionHrefs } from "../vehicle-card/vehicle-card-actions.tsx";

export type SearchResultsSort = {
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
};

/** The cars one control keeps, and how it keeps or drops one. */
export type SavedCarsToggle = {
  saved: ReadonlySet<number>;
  onToggle: (car: CardVehicle) => void;
};

/** The site's favourites settings and the save controls the cards show. */
type SearchResultsFavourites = FavouriteSettings & {
  /** The heart (watchlist or favourites); none where the site has no heart. */
  heart?: SavedCarsToggle | undefined;
  /** The compare toggle, in compare mode. */
  compare?: SavedCarsToggle | undefined;
  /** The page of the kept cars, once there are some ('Compare (2)'). */
  link?: { href: string; label: string } | undefined;
};

export type SearchResultsEmpty = {
  /** 'No Results Available' by default. */
  title: string;
  /** '/special-offers' by default. */
  clearFiltersHref: string;
};

/** What the runtime's connector supplies to the search results block. */
export type SearchResultsData = {
  status: SearchStatus;
  /** The latest result; the previous one while loading or on error. */
  result: SearchResult | undefined;
  /** 21 by default. */
  hitsPerPage: number;
  cardAttributes: CardAttribute[];
  noPriceText: string;
  tags: TagSettings;
  promos: PromoCard[];
  now: Date;
  /** The dealer's IANA time zone: a promo card dated by days alone runs over its whole days. */
  timeZone: string;
  /** Randomises promo positions; tests pass a fixed one. */
  random?: (() => number) | undefined;
  sort: SearchResultsSort;
  /** The address of a results page, 1-based. */
  pageHref: (page: number) => string;
  /** Shows a results page in place, its address following; without it, page links navigate. */
  onPage?: ((page: number) => void) | undefined;
  vehicleHref: (car: CardVehicle) => string;
  actionHrefs: (car: CardVehicle) => VehicleCardActionHrefs;
  favourites: SearchResultsFavourites;
  empty: SearchResultsEmpty;
  onRetry?: (() => void) | undefined;
};

export type SearchResultsProps = BlockProps<"search-results"> & SearchResultsData;
