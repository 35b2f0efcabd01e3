import { trackEvent } from "@storefront/rules/shopper/analytics";
import { vehiclePageUrl } from "@storefront/rules/vehicle/card/card-links";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { Page } from "@storefront/schemas";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSite } from "../app/core/site-context.tsx";
import { vehicleQuery } from "../queries/search-queries.ts";
import { vehicleTrail } from "../search-state/search-trail.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { PageView } from "./page-view.tsx";
import { VehicleProvider } from "./vehicle-context.tsx";
import { useRecentlyViewed, useVehicleViewCount } from "./vehicle-view-count.ts";

/** `/cars/{slug}` and `/print?car_id={slug}`: a page's blocks about the vehicle the loader found. */
export function VehiclePage({ page, slug }: { page: Page; slug: string }) {
  const context = useSite();
  const vehicle = useSuspenseQuery(vehicleQuery(context, slug)).data;
  const usedCarViewed = page.template === "vehicle" && vehicle?.car_type === "used";
  const { events, dataLayer } = context.site.analytics;
  useEffect(() => {
    if (usedCarViewed) trackEvent(events.usedCarView, { car_id: vehicle.id }, dataLayer);
  }, [usedCarViewed, vehicle?.id, events.usedCarView, dataLayer]);
  useVehicleViewCount(vehicle, context.site.slug, page.template === "vehicle");
  useRecentlyViewed(vehicle, context.site.slug, page.template === "vehicle");
  // The loader answers 404 for a vehicle the site does not list; this is a vehicle that has left
  // the site's stock since (sold before the window) while its page was open.
  if (!vehicle) return <NotFoundPage />;
  const title = vehicleTitle(vehicle);
  const url = vehiclePageUrl(vehicle, context.origin);
  // Written on the server only: the head is not rendered again in the browser. The printable
  // page points search engines at the vehicle page.
  const meta = context.head && {
    canonical: url,
    vehicle: { record: vehicle, url, structured: page.template === "vehicle" },
  };
  return (
    <VehicleProvider value={vehicle}>
      {/* Another car's page starts afresh: no block keeps the last car's state or server HTML. */}
      <PageView
        key={vehicle.id}
        page={page}
        title={title}
        trail={vehicleTrail(vehicle, context.site, title)}
        meta={meta}
      />
    </VehicleProvider>
  );
}
