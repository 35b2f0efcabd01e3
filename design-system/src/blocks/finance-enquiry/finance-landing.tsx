import type { TagSettings } from "@storefront/rules/vehicle/card-tag";
import type { CardVehicle } from "@storefront/rules/vehicle/card-vehicle";
import type { CardAttribute } from "@storefront/schemas";
import { useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { resultGridClassName } from "../search-results/results-grid.tsx";
import { ResultsSkeleton } from "../search-results/results-skeleton.tsx";
import { VehicleCard } from "../vehicle-card/vehicle-card.tsx";
import type { VehicleCardActionHrefs } from "../vehicle-card/vehicle-card-actions.tsx";

/** The featured used cars and how their cards show. */
export type FeaturedCars = {
  status: "loading" | "ready" | "error";
  cars: CardVehicle[];
  cardAttributes: CardAttribute[];
  noPriceText: string;
  tags: TagSettings;
  now: Date;
  vehicleHref: (car: CardVehicle) => string;
  actionHrefs: (car: CardVehicle) => VehicleCardActionHrefs;
};

/**
 * The 'Get Finance Now' landing when no car is chosen: six featured used cars, then 'Start
 * Finance Journey' (the form) and 'View All Used Cars'.
 */
export function FinanceLanding({
  title,
  featured,
  start,
  usedCarsHref,
}: {
  title: string;
  featured: FeaturedCars;
  /** The 'Start Finance Journey' control: a button that opens the popup, or a link to the form. */
  start: React.ReactNode;
  usedCarsHref: string;
}) {
  const headingId = useId();
  return (
    <section
      data-slot="finance-landing"
      data-state={featured.status}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      {featured.status === "loading" ? (
        <ResultsSkeleton count={3} />
      ) : featured.cars.length > 0 ? (
        <ul className={resultGridClassName}>
          {featured.cars.map((car) => (
            <li key={car.id}>
              <VehicleCard
                car={car}
                attributes={featured.cardAttributes}
                noPriceText={featured.noPriceText}
                tags={featured.tags}
                now={featured.now}
                href={featured.vehicleHref(car)}
                actions={featured.actionHrefs(car)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {start}
        <LinkButton asChild variant="outline">
          <SiteLink href={usedCarsHref}>View All Used Cars</SiteLink>
        </LinkButton>
      </div>
    </section>
  );
}
