import type { Placed } from "@storefront/rules/results/promo-placement";
import { type FavouriteSettings, showsFavouriteToggle } from "@storefront/rules/shopper/favourites";
import type { TagSettings } from "@storefront/rules/vehicle/card-tag";
import type { CardVehicle } from "@storefront/rules/vehicle/card-vehicle";
import type { CardAttribute, PromoCard } from "@storefront/schemas";
import { cn } from "../../lib/cn.ts";
import { VehicleCard } from "../vehicle-card/vehicle-card.tsx";
import type { FavouriteToggleState } from "../vehicle-card/vehicle-card-favourite.tsx";
import { PromoResultCard } from "./promo-result-card.tsx";
import type { SavedCarsToggle, SearchResultsData } from "./search-results-data.ts";

export const resultGridClassName = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** The first images of a page load with priority. */
const priorityImages = 2;

type ResultsGridProps = {
  items: Placed<CardVehicle, PromoCard>[];
  busy: boolean;
  cardAttributes: CardAttribute[];
  noPriceText: string;
  tags: TagSettings;
  now: Date;
} & Pick<SearchResultsData, "vehicleHref" | "actionHrefs" | "favourites">;

/** A card's toggle of one control, shown where the favourites rule for its mode allows. */
function toggleState(
  car: CardVehicle,
  control: SavedCarsToggle | undefined,
  settings: FavouriteSettings,
): FavouriteToggleState | undefined {
  if (!control) return undefined;
  const saved = control.saved.has(car.id);
  return {
    saved,
    shown: showsFavouriteToggle(car, settings, saved),
    onToggle: () => control.onToggle(car),
  };
}

/** Vehicle and promo cards in one, two or three columns; dimmed photos while a search runs. */
export function ResultsGrid({
  items,
  busy,
  cardAttributes,
  noPriceText,
  tags,
  now,
  vehicleHref,
  actionHrefs,
  favourites,
}: ResultsGridProps) {
  const promoOccurrences = new Map<string, number>();
  return (
    <ul
      data-slot="search-results-grid"
      aria-busy={busy}
      className={cn(
        resultGridClassName,
        // Only photos dim: dimming text would take it below readable contrast.
        busy && "[&_img]:opacity-40 [&_img]:grayscale [&_img]:transition-opacity",
      )}
    >
      {items.map((entry, index) => {
        const imagePriority = index < priorityImages;
        if (entry.kind === "promo") {
          // A promo with several positions appears several times.
          const occurrence = (promoOccurrences.get(entry.promo.id) ?? 0) + 1;
          promoOccurrences.set(entry.promo.id, occurrence);
          return (
            <li key={`promo-${entry.promo.id}-${occurrence}`}>
              <PromoResultCard promo={entry.promo} imagePriority={imagePriority} />
            </li>
          );
        }
        const car = entry.item;
        return (
          <li key={car.id}>
            <VehicleCard
              car={car}
              attributes={cardAttributes}
              noPriceText={noPriceText}
              tags={tags}
              now={now}
              href={vehicleHref(car)}
              actions={actionHrefs(car)}
              imagePriority={imagePriority}
              favourite={toggleState(car, favourites.heart, { ...favourites, mode: "favourites" })}
              compare={toggleState(car, favourites.compare, favourites)}
            />
          </li>
        );
      })}
    </ul>
  );
}
