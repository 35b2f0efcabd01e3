import { compareRows } from "@storefront/rules/vehicle/details/compare-rows";
import { isSold } from "@storefront/rules/vehicle/status/availability";
import { primaryImageUrl } from "@storefront/schemas/stock/vehicle-photo";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Button } from "../../ui/button/button.tsx";
import { VehicleCardImage } from "../vehicle-card/vehicle-card-image.tsx";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";
import { savedCarTitle } from "./saved-car-card.tsx";
import type { SavedCar, SavedCarsData } from "./saved-cars-data.ts";

/**
 * The kept cars side by side: a column per car (photo, title, price, remove) and a row per
 * specification any of them has. Wider than the screen, it scrolls sideways.
 */
export function CompareTable({
  cars,
  noPriceText,
  onRemove,
}: { cars: SavedCar[] } & Pick<SavedCarsData, "noPriceText" | "onRemove">) {
  const listed = cars.flatMap((car) => (car.vehicle ? [car.vehicle] : []));
  const rows = compareRows(listed);
  const columns = cars.map((car) => ({ car, title: savedCarTitle(car) }));
  const cellValue = (car: SavedCar, row: (typeof rows)[number]) =>
    car.vehicle ? row.values[listed.indexOf(car.vehicle)] : undefined;
  return (
    <div data-slot="compare-table" className="overflow-x-auto">
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption className="sr-only">The cars compared, side by side</caption>
        <thead>
          <tr>
            <td className="w-40" />
            {columns.map(({ car, title }) => (
              <th key={car.id} scope="col" className="w-64 p-3 align-top font-normal">
                <div className="flex w-60 flex-col gap-3">
                  {car.vehicle ? (
                    <VehicleCardImage
                      src={primaryImageUrl(car.vehicle)}
                      alt={title}
                      priority={false}
                    />
                  ) : null}
                  <span className="font-heading font-semibold text-base leading-snug [overflow-wrap:anywhere]">
                    {car.vehicle ? (
                      <SiteLink
                        href={car.href}
                        className={cn("rounded-sm hover:underline", focusRing)}
                      >
                        {title}
                      </SiteLink>
                    ) : (
                      title
                    )}
                  </span>
                  {car.vehicle ? (
                    <VehicleCardPrice
                      price={car.vehicle.price}
                      priceType={car.vehicle.price_type}
                      beforePrice={car.vehicle.before_price}
                      noPriceText={noPriceText}
                      sold={isSold(car.vehicle)}
                    />
                  ) : (
                    <span className="text-muted-foreground">No longer listed</span>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    aria-label={`Remove ${title}`}
                    onClick={() => onRemove(car)}
                  >
                    Remove
                  </Button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t">
              <th scope="row" className="p-3 font-medium text-muted-foreground">
                {row.label}
              </th>
              {columns.map(({ car }) => (
                <td key={car.id} className="p-3">
                  {cellValue(car, row) ?? (
                    <>
                      <span aria-hidden>–</span>
                      <span className="sr-only">None</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
