import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { StockStore } from "../stock/stock-store.ts";
import {
  maxPlaceholderView,
  type PlaceholderBody,
  type PlaceholderColour,
  placeholderBodies,
  placeholderColourNames,
} from "./placeholder-palette.ts";
import type { PlaceholderImage } from "./placeholder-url.ts";

/** A photo address as the route compares it (`new URL(...).href`), or undefined if not http(s). */
export function photoAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A vehicle's photos in gallery order: primary, images and their thumbs, thumbnails, spin frames. */
function photosOf(vehicle: VehicleRecord): string[] {
  const images = vehicle.images.flatMap((image) =>
    image.isVideo ? [] : [image.url, ...(image.thumb ? [image.thumb.url] : [])],
  );
  return [
    vehicle.primary_image_url ?? "",
    ...images,
    ...(vehicle.thumbnails ?? []),
    ...(vehicle.spin_images ?? []),
    vehicle.spin_interior_image ?? "",
  ];
}

/** The drawing that stands in for a vehicle's photo: its body and colour where the palette has them. */
function placeholderOf(vehicle: VehicleRecord, view: number): PlaceholderImage {
  const bodyName = (vehicle.simple_body ?? vehicle.item_type ?? "")
    .toLowerCase()
    .replace(/\s+/g, "-");
  const body = placeholderBodies.find((each) => each === bodyName) ?? ("sedan" as PlaceholderBody);
  const colour: PlaceholderColour =
    placeholderColourNames.find((name) => name.toLowerCase() === vehicle.colour?.toLowerCase()) ??
    "Silver";
  return { body, colour, view: Math.min(Math.max(view, 1), maxPlaceholderView) };
}

/**
 * The photos the server may fetch for a site: those of the vehicles it lists in the current
 * stock, each with its vehicle's placeholder. Worked out once per site and stock version.
 */
export function photoSources(stock: StockStore) {
  let vehicles = stock.vehicles;
  let bySite = new WeakMap<SiteDefinition, Map<string, PlaceholderImage>>();
  return (site: SiteDefinition): ReadonlyMap<string, PlaceholderImage> => {
    if (stock.vehicles !== vehicles) {
      vehicles = stock.vehicles;
      bySite = new WeakMap();
    }
    let sources = bySite.get(site);
    if (!sources) {
      sources = new Map();
      for (const vehicle of stock.catalogueFor(site).byId.values())
        photosOf(vehicle).forEach((url, index) => {
          const address = photoAddress(url);
          if (address && !sources?.has(address))
            sources?.set(address, placeholderOf(vehicle, index));
        });
      bySite.set(site, sources);
    }
    return sources;
  };
}
