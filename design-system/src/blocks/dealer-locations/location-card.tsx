import { formatDistance } from "@storefront/rules/locations/distance";
import { MapPinIcon } from "lucide-react";
import { Badge } from "../../ui/badge/badge.tsx";
import { PhoneLink } from "../../ui/phone-link/phone-link.tsx";
import { HoursTable } from "./hours-table.tsx";
import { LocationActions } from "./location-actions.tsx";
import { LocationRating } from "./location-rating.tsx";
import type { LocationView } from "./location-view.ts";

/** The card's picture: the location's photo, else a drawn pin (no map tiles on a card). */
function CardPicture({ location }: { location: LocationView }) {
  if (location.image)
    return (
      <img
        src={location.image}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
        className="aspect-video w-full rounded-t-lg object-cover"
      />
    );
  return (
    <div aria-hidden className="flex h-24 w-full items-center justify-center rounded-t-lg bg-muted">
      <MapPinIcon className="size-10 text-primary" />
    </div>
  );
}

/** A location's card: picture, name, address, phone, hours, rating and actions. */
export function LocationCard({
  location,
  distanceKm,
}: {
  location: LocationView;
  /** From the shopper's postcode, once given. */
  distanceKm?: number | undefined;
}) {
  return (
    <article
      data-slot="location-card"
      aria-label={location.name}
      className="flex h-full flex-col rounded-lg border border-border bg-card text-card-foreground"
    >
      <CardPicture location={location} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-bold font-heading text-lg">{location.name}</h3>
          {location.badge ? <Badge variant="warning">{location.badge}</Badge> : null}
        </div>
        {distanceKm === undefined ? null : (
          <p data-slot="location-distance" className="font-semibold text-sm">
            {formatDistance(distanceKm)} away
          </p>
        )}
        <address className="not-italic">{location.address}</address>
        {location.phone ? (
          <PhoneLink phone={location.phone} spokenBefore={`Call ${location.name} on `} />
        ) : null}
        {location.rating ? <LocationRating {...location.rating} /> : null}
        <HoursTable
          rows={location.hours}
          caption={`Opening hours of ${location.name}`}
          zone={location.hoursZone}
        />
        <div className="mt-auto pt-2">
          <LocationActions actions={location.actions} name={location.name} />
        </div>
      </div>
    </article>
  );
}
