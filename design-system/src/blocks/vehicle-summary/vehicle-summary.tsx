import { isSold } from "@storefront/rules/vehicle/availability";
import { type ExpiredRegoWording, regoExpiryText } from "@storefront/rules/vehicle/rego-expiry";
import { vehicleTitle } from "@storefront/rules/vehicle/vehicle-title";
import type { VehicleRecord } from "@storefront/schemas";
import { MapPinIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";

/** The fields of the vehicle the summary shows. */
type SummaryVehicle = Pick<
  VehicleRecord,
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "status"
  | "price"
  | "price_type"
  | "before_price"
  | "rego_expiry"
>;

type VehicleSummaryData = {
  vehicle: SummaryVehicle;
  /** Where the car is (its location's name), linked to the page's map. */
  locationName: string | undefined;
  /** The site's text for a price of 10 or less. */
  noPriceText: string;
  /** The moment the rego expiry is measured from, and the dealer's time zone. */
  clock: { now: Date; timeZone: string };
  /** The site's wording of a past rego date. */
  expiredRego: ExpiredRegoWording;
};

/** The page's anchor for the vehicle's location (the location banner with its map). */
const mapAnchor = "#vehicle-map";

/**
 * The vehicle page's sidebar: the title as the page's heading, the price with its type (SOLD for
 * a sold car), a link to the car's location on the page's map, and the rego expiry.
 */
export function VehicleSummary({
  vehicle,
  locationName,
  noPriceText,
  clock,
  expiredRego,
}: VehicleSummaryData) {
  const sold = isSold(vehicle);
  const rego = regoExpiryText(vehicle.rego_expiry, clock, expiredRego);
  return (
    <section
      data-slot="vehicle-summary"
      data-state={sold ? "sold" : "available"}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground lg:sticky lg:top-4"
    >
      <h1 className="font-bold font-heading text-2xl leading-snug tracking-tight [overflow-wrap:anywhere]">
        {vehicleTitle(vehicle)}
      </h1>
      <VehicleCardPrice
        price={vehicle.price}
        priceType={vehicle.price_type}
        beforePrice={vehicle.before_price}
        noPriceText={noPriceText}
        sold={sold}
      />
      {locationName ? (
        <a
          href={mapAnchor}
          className={cn(
            "inline-flex items-center gap-2 self-start rounded-sm underline decoration-2 decoration-ring underline-offset-4 hover:decoration-foreground",
            focusRing,
          )}
        >
          <MapPinIcon aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="sr-only">Located at </span>
            {locationName}
          </span>
        </a>
      ) : null}
      {rego ? (
        <dl className="flex flex-wrap gap-x-2 text-sm">
          <dt className="text-muted-foreground">Registration</dt>
          <dd data-slot="vehicle-summary-rego">{rego}</dd>
        </dl>
      ) : null}
    </section>
  );
}
