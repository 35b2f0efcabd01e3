import {
  addressText,
  dealershipStockHref,
  directionsHref,
  type LocationAddress,
} from "@storefront/rules/vehicle/details/vehicle-location";
import { lazy, Suspense, useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { PhoneLink } from "../../ui/phone-link/phone-link.tsx";
import type { LocationMapOptions } from "./create-location-map.ts";
import { LocationMapFallback } from "./location-map-fallback.tsx";
import { vehicleMapAnchor } from "./vehicle-map-anchor.ts";

const VehicleLocationMap = lazy(() => import("./vehicle-location-map.tsx"));

/** The dealership location selling the car. */
type BannerLocation = {
  name: string;
  address: LocationAddress;
  phone?: string | undefined;
  /** Its dealership, whose stock 'View Our Stock' searches. */
  dealershipSlug?: string | undefined;
  /** Where the map is centred; without it the static panel shows. */
  centre?: { lat: number; long: number } | undefined;
};

type VehicleLocationProps = {
  title: string;
  /** Where the car is; without one the banner shows nothing. */
  location: BannerLocation | undefined;
  /** The site's public Mapbox token; without one the map is a static panel. */
  mapToken?: string | undefined;
  /** The map's style; Mapbox's streets unless given (tests give a local one). */
  mapStyle?: LocationMapOptions["style"];
  /** A click on the phone number: a call about the car. */
  onCall?: (() => void) | undefined;
};

/** The vehicle page's location banner, the target of the sidebar's location link. */
export function VehicleLocation({
  title,
  location,
  mapToken,
  mapStyle,
  onCall,
}: VehicleLocationProps) {
  const headingId = useId();
  if (!location) return null;
  const address = addressText(location.address);
  const directions = directionsHref(location.name, location.address);
  const fallback = <LocationMapFallback name={location.name} address={address} />;
  return (
    <section
      id={vehicleMapAnchor}
      aria-labelledby={headingId}
      data-slot="vehicle-location"
      className="grid scroll-mt-20 gap-5 rounded-lg border border-border bg-card p-5 text-card-foreground md:grid-cols-2"
    >
      <div className="flex flex-col gap-3">
        <h2 id={headingId} className="font-bold font-heading text-xl">
          {title}
        </h2>
        <p data-slot="vehicle-location-name" className="font-semibold text-lg">
          {location.name}
        </p>
        {address ? <address className="not-italic">{address}</address> : null}
        {location.phone ? <PhoneLink phone={location.phone} onClick={onCall} /> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {directions ? (
            <LinkButton href={directions} target="_blank" rel="noopener noreferrer">
              Get Directions<span className="sr-only"> (opens in a new tab)</span>
            </LinkButton>
          ) : null}
          {location.dealershipSlug ? (
            <LinkButton asChild variant="outline">
              <SiteLink href={dealershipStockHref(location.dealershipSlug)}>
                View Our Stock
              </SiteLink>
            </LinkButton>
          ) : null}
        </div>
      </div>
      {mapToken && location.centre ? (
        <Suspense fallback={fallback}>
          <VehicleLocationMap
            token={mapToken}
            centre={location.centre}
            style={mapStyle}
            label={`Map of ${location.name}${address ? `, ${address}` : ""}`}
          />
        </Suspense>
      ) : (
        fallback
      )}
    </section>
  );
}
