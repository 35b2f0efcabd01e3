import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { isSold } from "@storefront/rules/vehicle/status/availability";
import { primaryImageUrl } from "@storefront/schemas/stock/vehicle-photo";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Button } from "../../ui/button/button.tsx";
import { Card } from "../../ui/card/card.tsx";
import { VehicleCardImage } from "../vehicle-card/vehicle-card-image.tsx";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";
import type { SavedCar, SavedCarsData } from "./saved-cars-data.ts";

/** The title of a kept car: the listed car's, else the name kept with it. */
export const savedCarTitle = (car: SavedCar) =>
  car.vehicle ? vehicleTitle(car.vehicle) : car.name;

/** A kept car: photo, title linking to its page, price, and a button that removes it. */
export function SavedCarCard({
  car,
  noPriceText,
  onRemove,
}: { car: SavedCar } & Pick<SavedCarsData, "noPriceText" | "onRemove">) {
  const title = savedCarTitle(car);
  const { vehicle } = car;
  return (
    <Card data-slot="saved-car" className="h-full gap-0 overflow-hidden py-0">
      {vehicle ? (
        <VehicleCardImage src={primaryImageUrl(vehicle)} alt={title} priority={false} />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="font-heading font-semibold text-lg leading-snug [overflow-wrap:anywhere]">
          {vehicle ? (
            <SiteLink href={car.href} className={cn("rounded-sm hover:underline", focusRing)}>
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </h3>
        {vehicle ? (
          <VehicleCardPrice
            price={vehicle.price}
            priceType={vehicle.price_type}
            beforePrice={vehicle.before_price}
            noPriceText={noPriceText}
            sold={isSold(vehicle)}
          />
        ) : (
          <p className="text-muted-foreground">No longer listed</p>
        )}
        <Button
          variant="outline"
          size="sm"
          className="mt-auto self-start"
          aria-label={`Remove ${title}`}
          onClick={() => onRemove(car)}
        >
          Remove
        </Button>
      </div>
    </Card>
  );
}
