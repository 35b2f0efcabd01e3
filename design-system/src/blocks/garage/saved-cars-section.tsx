import { formatMoney } from "@storefront/rules/formatting/format";
import { savedCarMarkerText } from "@storefront/rules/shopper/saved-car-marker";
import type { GarageAnswer, SavedCarMarker } from "@storefront/schemas/shopper/garage";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Badge } from "../../ui/badge/badge.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { EmptyNote } from "./garage-section.tsx";

const markerVariant = {
  sold: "danger",
  "no-longer-listed": "muted",
  "price-dropped": "success",
  "price-rose": "warning",
} as const satisfies Record<SavedCarMarker["kind"], string>;

/** The watchlist: each car with its price now and what changed since it was saved. */
export function SavedCarsSection({
  cars,
  noPriceText,
  searchHref,
}: {
  cars: GarageAnswer["saved_cars"];
  noPriceText: string;
  searchHref: string;
}) {
  if (cars.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <EmptyNote>You have not saved any cars yet.</EmptyNote>
        <LinkButton asChild variant="outline">
          <SiteLink href={searchHref}>Search cars</SiteLink>
        </LinkButton>
      </div>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {cars.map((saved) => (
        <li
          key={saved.car_id}
          data-slot="garage-saved-car"
          data-marker={saved.marker?.kind ?? "none"}
          className="flex flex-col gap-2 rounded-lg border bg-card p-4"
        >
          <h3 className="font-heading font-semibold text-lg">
            {saved.car ? (
              <SiteLink
                href={`/cars/${saved.car.slug}`}
                className={cn("rounded-sm hover:underline", focusRing)}
              >
                {saved.car.title}
              </SiteLink>
            ) : (
              `Car ${saved.car_id}`
            )}
          </h3>
          {saved.car ? (
            <p className="font-semibold">
              {saved.car.price > 0 ? formatMoney(saved.car.price) : noPriceText}
            </p>
          ) : null}
          {saved.marker ? (
            <Badge variant={markerVariant[saved.marker.kind]}>
              {savedCarMarkerText(saved.marker)}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
