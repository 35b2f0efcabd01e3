import type { ReserveOnlineLinks } from "@storefront/rules/vehicle/actions/reserve-online";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import {
  type ExpiredRegoWording,
  regoExpiryText,
} from "@storefront/rules/vehicle/details/rego-expiry";
import { isReserved, isSold, reservedTag } from "@storefront/rules/vehicle/status/availability";
import type { VehicleRecord } from "@storefront/schemas";
import { MapPinIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Badge } from "../../ui/badge/badge.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import {
  CompareToggle,
  FavouriteToggle,
  type FavouriteToggleState,
} from "../vehicle-card/vehicle-card-favourite.tsx";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";
import { reservedTagVariant } from "../vehicle-card/vehicle-card-tag-colour.ts";

/** The fields of the vehicle the summary shows. */
type SummaryVehicle = Pick<
  VehicleRecord,
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "status"
  | "reserved"
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
  /** Reserve and Buy Online, for an available car eligible for reserving on a site with them. */
  reserve?: ReserveOnlineLinks | undefined;
  /** The favourite toggle the result cards have, where the favourites rule shows it. */
  favourite?: FavouriteToggleState | undefined;
  /** The compare toggle, on a site in compare mode where the compare rule shows it. */
  compare?: FavouriteToggleState | undefined;
};

/** The page's anchor for the vehicle's location (the location banner with its map). */
const mapAnchor = "#vehicle-map";

/**
 * The vehicle page's sidebar: the title as the page's heading, the price with its type (SOLD for
 * a sold car), the Reserved tag the car's result card shows while a reservation holds it, the
 * favourite and compare toggles, Reserve and Buy Online, a link to the car's location on the
 * page's map, and the rego expiry.
 */
export function VehicleSummary({
  vehicle,
  locationName,
  noPriceText,
  clock,
  expiredRego,
  reserve,
  favourite,
  compare,
}: VehicleSummaryData) {
  const sold = isSold(vehicle);
  const reserved = isReserved(vehicle);
  const title = vehicleTitle(vehicle);
  const rego = regoExpiryText(vehicle.rego_expiry, clock, expiredRego);
  return (
    <section
      data-slot="vehicle-summary"
      data-state={sold ? "sold" : reserved ? "reserved" : "available"}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground lg:sticky lg:top-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h1 className="min-w-0 font-bold font-heading text-2xl leading-snug tracking-tight [overflow-wrap:anywhere]">
          {title}
        </h1>
        <FavouriteToggle title={title} favourite={favourite} className="-mr-2 shrink-0" />
      </div>
      <VehicleCardPrice
        price={vehicle.price}
        priceType={vehicle.price_type}
        beforePrice={vehicle.before_price}
        noPriceText={noPriceText}
        sold={sold}
      />
      {reserved ? (
        // The car's result card's tag (VehicleCardTag) in its colour, without loading the card's.
        <Badge data-kind={reservedTag.kind} variant={reservedTagVariant}>
          {reservedTag.text}
        </Badge>
      ) : null}
      <CompareToggle title={title} compare={compare} className="self-start" />
      {reserve ? (
        <div data-slot="vehicle-summary-reserve" className="flex flex-wrap gap-2">
          <LinkButton asChild className="min-w-[8rem] flex-1">
            <SiteLink href={reserve.href}>{reserve.reserveLabel}</SiteLink>
          </LinkButton>
          <LinkButton asChild variant="outline" className="min-w-[8rem] flex-1">
            <SiteLink href={reserve.href}>Buy Online</SiteLink>
          </LinkButton>
        </div>
      ) : null}
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
