import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { resizedByServer } from "@storefront/schemas/stock/vehicle-photo";
import type { StockStore } from "../../stock/stock-store.ts";
import type { VehicleList } from "../../stock/vehicle-list.ts";
import {
  maxPlaceholderView,
  type PlaceholderBody,
  type PlaceholderColour,
  placeholderBodies,
  placeholderColourNames,
} from "../placeholder-palette.ts";
import type { PlaceholderImage } from "../placeholder-url.ts";

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

/**
 * The drawing that stands in for one of a vehicle's photos: its body and colour where the palette
 * has them, the view of the photo's place in the gallery.
 */
export function placeholderOf(vehicle: VehicleRecord, url: string): PlaceholderImage {
  const view = photosOf(vehicle).indexOf(url);
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
 * The photos the server may fetch for a site, each with its vehicle: the feed photos it resizes
 * (`resizedByServer`: http(s) addresses and paths on the site's own origin) of the vehicles it
 * lists in the current stock, as the feed wrote them (the image loader sends them so). Worked out once per site and stock version, sharing the records' strings.
 */
export function photoSources(stock: StockStore) {
  // Kept by the stock's list without holding it: a replaced stock (its records' text and
  // columns) goes once nothing else serves it, whether or not a photo is asked for since.
  const byStock = new WeakMap<VehicleList, WeakMap<SiteDefinition, Map<string, VehicleRecord>>>();
  return (site: SiteDefinition): ReadonlyMap<string, VehicleRecord> => {
    let bySite = byStock.get(stock.vehicles);
    if (!bySite) {
      bySite = new WeakMap();
      byStock.set(stock.vehicles, bySite);
    }
    let sources = bySite.get(site);
    if (!sources) {
      const found = new Map<string, VehicleRecord>();
      for (const vehicle of stock.catalogueFor(site).byId.values())
        for (const url of photosOf(vehicle))
          if (resizedByServer(url) && !found.has(url)) found.set(url, vehicle);
      bySite.set(site, found);
      sources = found;
    }
    return sources;
  };
}
