import type { TagSettings } from "@storefront/rules/vehicle/card-tag";
import type { CardVehicle } from "@storefront/rules/vehicle/card-vehicle";
import type { BlockProps, CardAttribute } from "@storefront/schemas";
import { useId } from "react";
import { resultGridClassName } from "../search-results/results-grid.tsx";
import { ResultsSkeleton } from "../search-results/results-skeleton.tsx";
import { VehicleCard } from "../vehicle-card/vehicle-card.tsx";
import type { VehicleCardActionHrefs } from "../vehicle-card/vehicle-card-actions.tsx";

type SimilarCarsData = {
  /** An error or no similar car shows nothing: the section is a suggestion, not a promise. */
  status: "loading" | "ready" | "error";
  /** The cars to show, at most the block's count, never the car of the page. */
  cars: CardVehicle[];
  cardAttributes: CardAttribute[];
  noPriceText: string;
  tags: TagSettings;
  now: Date;
  vehicleHref: (car: CardVehicle) => string;
  actionHrefs: (car: CardVehicle) => VehicleCardActionHrefs;
};

/** Placeholders while loading: one row's worth at most. */
const skeletonCards = 3;

/** Cars like the one on the page, as result cards, each leading to its own page. */
export function SimilarCars({
  title,
  count,
  status,
  cars,
  cardAttributes,
  noPriceText,
  tags,
  now,
  vehicleHref,
  actionHrefs,
}: BlockProps<"similar-cars"> & SimilarCarsData) {
  const headingId = useId();
  if (status === "error" || (status === "ready" && cars.length === 0)) return null;
  return (
    <section
      data-slot="similar-cars"
      data-state={status}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      {status === "loading" ? (
        <ResultsSkeleton count={Math.min(count, skeletonCards)} />
      ) : (
        <ul className={resultGridClassName}>
          {cars.slice(0, count).map((car) => (
            <li key={car.id}>
              <VehicleCard
                car={car}
                attributes={cardAttributes}
                noPriceText={noPriceText}
                tags={tags}
                now={now}
                href={vehicleHref(car)}
                actions={actionHrefs(car)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
