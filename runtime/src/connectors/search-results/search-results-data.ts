import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { seededRandom } from "@storefront/rules/results/seeded-random";
import { type Favourite, saveControls } from "@storefront/rules/shopper/favourites";
import { savedCarsLink } from "@storefront/rules/shopper/saved-cars-link";
import { cardActionHrefs, vehicleHref } from "@storefront/rules/vehicle/card/card-links";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { SiteDefinition } from "@storefront/schemas";
import { toggleFavouriteCar } from "../../app/saved/toggle-favourite.ts";
import type { SearchContextValue } from "../../pages/search-context.tsx";

/** The part of the search the results show, and how they change it. */
export const resultsSearch = ({
  refinements,
  status,
  result,
  change,
  pageHref,
  retry,
}: SearchContextValue) => ({ refinements, status, result, change, pageHref, retry });

type ResultsSearch = ReturnType<typeof resultsSearch>;

/** The cars the shopper keeps: favourites on this device, and the watchlist where it saves. */
export type SavedCars = {
  favourites: {
    /** The ids of the cars the shopper has saved. */
    saved: ReadonlySet<number>;
    /** Saves or unsaves a car; true when it was saved. */
    toggle: (car: Favourite) => boolean;
  };
  /** The signed-in shopper's watchlist, where the heart saves to it. */
  watchlist?: { saved: ReadonlySet<number>; toggle: (carId: number) => void } | undefined;
};

type SearchResultsInputs = SavedCars & {
  site: SiteDefinition;
  /** The page load's clock: new-arrival tags and promo placement count from it. */
  now: Date;
  search: ResultsSearch;
};

/** The cards' save controls: the heart and the compare toggle the site has, and their page. */
function savedCarsControls(
  site: SiteDefinition,
  { favourites, watchlist }: Pick<SearchResultsInputs, "favourites" | "watchlist">,
): BlockData<"search-results">["favourites"] {
  const controls = saveControls(site.favourites, site.auth.enabled);
  const local = {
    saved: favourites.saved,
    onToggle: (car: CardVehicle) => toggleFavouriteCar(site, favourites.toggle, car),
  };
  const saved = watchlist && {
    saved: watchlist.saved,
    onToggle: (car: CardVehicle) => watchlist.toggle(car.id),
  };
  const localList = controls.compare ? "compare" : "favourites";
  return {
    ...site.favourites,
    heart:
      controls.heart === "favourites" ? local : controls.heart === "watchlist" ? saved : undefined,
    compare: controls.compare ? local : undefined,
    link:
      controls.compare || controls.heart === "favourites"
        ? savedCarsLink(localList, favourites.saved.size)
        : controls.heart === "watchlist"
          ? savedCarsLink("watchlist", watchlist?.saved.size ?? 0)
          : undefined,
  };
}

/** The results' data: the cards and their settings, sorting, paging, favourites, empty state. */
export function searchResultsData({
  site,
  now,
  search,
  favourites,
  watchlist,
}: SearchResultsInputs): BlockData<"search-results"> {
  const { search: settings } = site;
  // Promos sit in the same places on a page for as long as the page load's clock.
  const seed = `${search.pageHref(search.refinements.page)}|${now.toISOString()}`;
  return {
    status: search.status,
    result: search.result,
    hitsPerPage: settings.hitsPerPage,
    cardAttributes: settings.cardAttributes,
    noPriceText: settings.noPriceText,
    tags: site.tags,
    promos: site.promos,
    now,
    timeZone: site.timeZone,
    random: seededRandom(seed),
    sort: resultsSort(site, search),
    pageHref: search.pageHref,
    onPage: (page) => search.change({ ...search.refinements, page }, "keepScroll"),
    vehicleHref,
    actionHrefs: cardActionHrefs,
    favourites: savedCarsControls(site, { favourites, watchlist }),
    empty: { title: settings.emptyTitle, clearFiltersHref: settings.clearFiltersTarget },
    onRetry: search.retry,
  };
}

type SortOptions = BlockData<"search-results">["sort"]["options"];

/** Each search setting's sort options, made once: the select is drawn again only for a new sort. */
const sortOptionsOf = new WeakMap<SiteDefinition["integrations"]["search"], SortOptions>();

/** The sort menu's options: the index's own order first (value ""), then its replicas. */
function sortOptions(site: SiteDefinition): SortOptions {
  const settings = site.integrations.search;
  let options = sortOptionsOf.get(settings);
  if (!options) {
    options = [
      { value: "", label: settings.primaryLabel },
      ...settings.replicas.map((replica) => ({ value: replica.name, label: replica.label })),
    ];
    sortOptionsOf.set(settings, options);
  }
  return options;
}

/** The sort menu; a choice goes to page 1. */
function resultsSort(
  site: SiteDefinition,
  search: ResultsSearch,
): BlockData<"search-results">["sort"] {
  return {
    options: sortOptions(site),
    value: search.refinements.sortBy ?? "",
    onChange: (value) =>
      search.change({ ...search.refinements, sortBy: value || undefined, page: 1 }),
  };
}
