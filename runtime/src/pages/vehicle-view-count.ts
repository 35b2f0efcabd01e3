import { viewedCarOf } from "@storefront/rules/shopper/browsing-history";
import type { VehicleRecord } from "@storefront/schemas";
import { useEffect, useRef } from "react";
import { recordViewedCar } from "../app/tracking/record-browsing.ts";

type ViewedVehicle = Pick<VehicleRecord, "slug" | "photos_count" | "updated_at">;

/** `GET /api/cars/{slug}/view.json?photos_count=&updated_at=&website_id=`, the view counter. */
export function vehicleViewPath(vehicle: ViewedVehicle, websiteId: string): string {
  const query = new URLSearchParams({ photos_count: String(vehicle.photos_count) });
  if (vehicle.updated_at) query.set("updated_at", vehicle.updated_at);
  query.set("website_id", websiteId);
  return `/api/cars/${encodeURIComponent(vehicle.slug)}/view.json?${query}`;
}

/** Counts one view of the car; a failure is only logged, the shopper sees nothing of it. */
function countVehicleView(vehicle: ViewedVehicle, websiteId: string): void {
  fetch(vehicleViewPath(vehicle, websiteId), { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) console.error(`The view was not counted (${response.status})`);
      // Read to the end: a body left unread keeps the request open in the browser.
      await response.arrayBuffer();
    })
    .catch((error: unknown) => console.error("The view was not counted", error));
}

/**
 * Counts a view of the vehicle page once it is shown in the browser (never while the server
 * renders it): once per page view, again when the shopper opens another car or comes back.
 */
export function useVehicleViewCount(vehicle: ViewedVehicle | null, websiteId: string, on: boolean) {
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    // The ref keeps a development re-run of the effect from counting the same view twice.
    if (!on || !vehicle || counted.current === vehicle.slug) return;
    counted.current = vehicle.slug;
    countVehicleView(vehicle, websiteId);
  }, [on, vehicle, websiteId]);
}

/** Keeps the car among the site's recently viewed cars in this browser, once it is shown. */
export function useRecentlyViewed(vehicle: VehicleRecord | null, siteSlug: string, on: boolean) {
  useEffect(() => {
    if (!on || !vehicle) return;
    recordViewedCar(siteSlug, viewedCarOf(vehicle));
  }, [on, vehicle, siteSlug]);
}
