import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import { useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { ResultsSkeleton } from "../search-results/results-skeleton.tsx";
import { type CardSettings, VehicleCardList } from "../vehicle-card/vehicle-card-list.tsx";

/** The featured used cars and how their cards show. */
export type FeaturedCars = CardSettings & {
  status: "loading" | "ready" | "error";
  cars: CardVehicle[];
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
        <VehicleCardList cars={featured.cars} cards={featured} />
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
