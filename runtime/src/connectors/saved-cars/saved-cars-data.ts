import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { vehicleHref } from "@storefront/rules/vehicle/card/card-links";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

export type SavedCar = BlockData<"saved-cars">["cars"][number];

/** A kept car as its list holds it: the watchlist knows only the id. */
export type SavedEntry = { id: number; name?: string | undefined; slug?: string | undefined };

type SavedCarsInputs = {
  site: SiteDefinition;
  entries: readonly SavedEntry[] | undefined;
  /** The records of the entries the site still lists. */
  answer: { status: "pending" | "success" | "error"; data?: VehicleRecord[] | undefined };
  compareHref?: string | undefined;
  onRemove: (car: SavedCar) => void;
};

/**
 * The saved cars block's data: each kept car in the order it was kept, with the site's record
 * where it still lists the car. Loading until the list and the records are known.
 */
export function savedCarsData({
  site,
  entries,
  answer,
  compareHref,
  onRemove,
}: SavedCarsInputs): Omit<BlockData<"saved-cars">, "searchHref"> {
  const records = new Map(answer.data?.map((record) => [record.id, record]));
  const cars = (entries ?? []).map((entry): SavedCar => {
    const vehicle = records.get(entry.id);
    return {
      id: entry.id,
      name: entry.name || "A car no longer listed",
      href: vehicle ? vehicleHref(vehicle) : `/cars/${entry.slug ?? entry.id}`,
      vehicle,
    };
  });
  const status =
    entries === undefined || (answer.status === "pending" && cars.length > 0)
      ? "loading"
      : answer.status === "error"
        ? "error"
        : "ready";
  return { status, cars, noPriceText: site.search.noPriceText, compareHref, onRemove };
}
