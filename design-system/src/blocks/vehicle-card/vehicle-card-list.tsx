import type { TagSettings } from "@storefront/rules/vehicle/card/card-tag";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { CardAttribute } from "@storefront/schemas";
import { resultGridClassName } from "../search-results/results-grid.tsx";
import { VehicleCard } from "./vehicle-card.tsx";
import type { VehicleCardActionHrefs } from "./vehicle-card-actions.tsx";

/** How a block's vehicle cards show and where they lead: the site's card settings. */
export type CardSettings = {
  cardAttributes: CardAttribute[];
  noPriceText: string;
  tags: TagSettings;
  now: Date;
  vehicleHref: (car: CardVehicle) => string;
  actionHrefs: (car: CardVehicle) => VehicleCardActionHrefs;
};

/** Cars as result cards in the search results' grid, each leading to its own page. */
export function VehicleCardList({
  cars,
  cards,
}: {
  cars: readonly CardVehicle[];
  cards: CardSettings;
}) {
  return (
    <ul className={resultGridClassName}>
      {cars.map((car) => (
        <li key={car.id}>
          <VehicleCard
            car={car}
            attributes={cards.cardAttributes}
            noPriceText={cards.noPriceText}
            tags={cards.tags}
            now={cards.now}
            href={cards.vehicleHref(car)}
            actions={cards.actionHrefs(car)}
          />
        </li>
      ))}
    </ul>
  );
}
