import { cardAttributeEntries } from "@storefront/rules/vehicle/card/card-attributes";
import { cardTag, type TagSettings } from "@storefront/rules/vehicle/card/card-tag";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { isSold } from "@storefront/rules/vehicle/status/availability";
import type { CardAttribute } from "@storefront/schemas";
import { primaryImageUrl } from "@storefront/schemas/stock/vehicle-photo";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Card } from "../../ui/card/card.tsx";
import { type VehicleCardActionHrefs, VehicleCardActions } from "./vehicle-card-actions.tsx";
import {
  CompareToggle,
  FavouriteToggle,
  type FavouriteToggleState,
} from "./vehicle-card-favourite.tsx";
import { VehicleCardImage } from "./vehicle-card-image.tsx";
import { VehicleCardPrice } from "./vehicle-card-price.tsx";
import { VehicleCardTag } from "./vehicle-card-tag.tsx";

export type VehicleCardProps = {
  car: CardVehicle;
  attributes: CardAttribute[];
  noPriceText: string;
  tags: TagSettings;
  now: Date;
  favourite?: FavouriteToggleState | undefined;
  /** The compare toggle, on sites in compare mode. */
  compare?: FavouriteToggleState | undefined;
  href: string;
  actions: VehicleCardActionHrefs;
  /** Loads the photo eagerly, for the first cards of a page. */
  imagePriority?: boolean | undefined;
  /** A new car's photo waits while true (see `VehicleCardImage`'s `held`). */
  photoHeld?: boolean | undefined;
  className?: string | undefined;
};

/**
 * A result card: photo with its tag, the heading (a link that makes the whole card clickable),
 * price, the configured attributes, the favourite toggle and the actions for the car's state.
 */
export function VehicleCard({
  car,
  attributes,
  noPriceText,
  tags,
  now,
  favourite,
  compare,
  href,
  actions,
  imagePriority = false,
  photoHeld,
  className,
}: VehicleCardProps) {
  const headingId = useId();
  const title = vehicleTitle(car);
  const tag = cardTag(car, tags, now);
  const sold = isSold(car);
  const entries = cardAttributeEntries(car, attributes);

  return (
    <Card
      data-slot="vehicle-card"
      data-state={sold ? "sold" : "available"}
      className={cn(
        "relative h-full gap-0 overflow-hidden py-0 transition-shadow hover:shadow-md",
        className,
      )}
    >
      <VehicleCardImage
        src={primaryImageUrl(car)}
        alt={title}
        priority={imagePriority}
        held={photoHeld}
        overlay={tag ? <VehicleCardTag tag={tag} /> : null}
      />
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3
            id={headingId}
            className="min-w-0 font-heading font-semibold text-lg leading-snug [overflow-wrap:anywhere]"
          >
            <SiteLink
              href={href}
              className={cn(
                "rounded-sm hover:underline after:absolute after:inset-0 after:content-['']",
                focusRing,
              )}
            >
              {title}
            </SiteLink>
          </h3>
          <FavouriteToggle
            title={title}
            favourite={favourite}
            className="relative z-10 -mt-1 -mr-2"
          />
        </div>
        <VehicleCardPrice
          price={car.price}
          priceType={car.price_type}
          beforePrice={car.before_price}
          noPriceText={noPriceText}
          sold={sold}
        />
        {entries.length > 0 ? (
          <dl
            data-slot="vehicle-card-attributes"
            className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
          >
            {entries.map((entry) => (
              <div key={entry.attribute} className="min-w-0">
                <dt className="text-muted-foreground text-xs">{entry.label}</dt>
                <dd className="truncate font-medium">{entry.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <CompareToggle title={title} compare={compare} className="relative z-10 self-start" />
        <div className="mt-auto pt-2">
          <VehicleCardActions sold={sold} tag={car.tag} hrefs={actions} describedBy={headingId} />
        </div>
      </div>
    </Card>
  );
}
