import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { seededRandom } from "@storefront/rules/results/seeded-random";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { cardActionHrefs, vehicleHref } from "@storefront/rules/vehicle/card-links";
import type { CardVehicle } from "@storefront/rules/vehicle/card-vehicle";
import { carName } from "@storefront/rules/vehicle/vehicle-title";
import { useMemo } from "react";
import { useSite } from "../../app/site-context.tsx";
import { useFavourites } from "../../app/use-favourites.ts";
import { useSearchContext } from "../../pages/search-context.tsx";

export function SearchResultsConnector({ block, Block }: ConnectorProps<"search-results">) {
  const { site, now } = useSite();
  const search = useSearchContext();
  const favourites = useFavourites(site.slug);
  const saved = useMemo(() => new Set(favourites.list.map((entry) => entry.id)), [favourites.list]);
  const { integrations, search: settings } = site;
  const seed = `${search.pageHref(search.refinements.page)}|${now.toISOString()}`;
  const onToggle = (car: CardVehicle) => {
    const added = favourites.toggle({
      id: car.id,
      name: carName(car),
      slug: car.slug,
      make: car.make,
      model: car.model,
      primary_image_url: car.primary_image_url,
    });
    if (added)
      trackEvent(site.analytics.events.carSaved, { car_id: car.id }, site.analytics.dataLayer);
  };
  return (
    <Block
      {...block.props}
      status={search.status}
      result={search.result}
      hitsPerPage={settings.hitsPerPage}
      cardAttributes={settings.cardAttributes}
      noPriceText={settings.noPriceText}
      tags={site.tags}
      promos={site.promos}
      now={now}
      random={seededRandom(seed)}
      sort={{
        options: [
          { value: "", label: integrations.search.primaryLabel },
          ...integrations.search.replicas.map((replica) => ({
            value: replica.name,
            label: replica.label,
          })),
        ],
        value: search.refinements.sortBy ?? "",
        onChange: (value) =>
          search.change({ ...search.refinements, sortBy: value || undefined, page: 1 }),
      }}
      pageHref={search.pageHref}
      vehicleHref={vehicleHref}
      actionHrefs={cardActionHrefs}
      favourites={{ ...site.favourites, saved, onToggle }}
      empty={{ title: settings.emptyTitle, clearFiltersHref: settings.clearFiltersTarget }}
      onRetry={search.retry}
    />
  );
}
