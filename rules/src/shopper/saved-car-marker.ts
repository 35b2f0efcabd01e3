import type { SavedCarMarker } from "@storefront/schemas/shopper/garage";
import { formatMoney } from "../formatting/format.ts";
import { isSold } from "../vehicle/status/availability.ts";

/**
 * How a watched car has changed since the shopper saved it: sold, no longer listed, or its
 * price moved from the price it had then. Null when nothing changed (or the saved price is not
 * known, for cars saved before prices were kept).
 */
export function savedCarMarker(
  savedPrice: number | null,
  car: { status: string; price: number } | undefined,
): SavedCarMarker | null {
  if (!car) return { kind: "no-longer-listed" };
  if (isSold(car)) return { kind: "sold" };
  if (savedPrice === null || savedPrice <= 0 || car.price <= 0 || car.price === savedPrice)
    return null;
  return car.price < savedPrice
    ? { kind: "price-dropped", from: savedPrice, to: car.price }
    : { kind: "price-rose", from: savedPrice, to: car.price };
}

/** The words a marker shows on the saved car. */
export function savedCarMarkerText(marker: SavedCarMarker): string {
  switch (marker.kind) {
    case "sold":
      return "Sold";
    case "no-longer-listed":
      return "No longer listed";
    case "price-dropped":
      return `Price dropped from ${formatMoney(marker.from)} to ${formatMoney(marker.to)}`;
    case "price-rose":
      return `Price changed from ${formatMoney(marker.from)} to ${formatMoney(marker.to)}`;
  }
}
