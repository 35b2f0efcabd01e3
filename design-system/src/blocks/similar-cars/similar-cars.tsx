import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import { ResultsSkeleton } from "../search-results/results-skeleton.tsx";
import { type CardSettings, VehicleCardList } from "../vehicle-card/vehicle-card-list.tsx";

type SimilarCarsData = CardSettings & {
  /** An error or no similar car shows nothing: the section is a suggestion, not a promise. */
  status: "loading" | "ready" | "error";
  /** The cars to show, at most the block's count, never the car of the page. */
  cars: CardVehicle[];
};

/** Placeholders while loading: one row's worth at most. */
const skeletonCards = 3;

/** Cars like the one on the page, as result cards, each leading to its own page. */
export function SimilarCars({
  title,
  count,
  status,
  cars,
  ...cards
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
        <VehicleCardList cars={cars.slice(0, count)} cards={cards} />
      )}
    </section>
  );
}
