import { trackEvent } from "@storefront/rules/shopper/analytics";
import { useSite } from "../../../app/core/site-context.tsx";
import { useVehicle } from "../../../pages/vehicle-context.tsx";
import { recordLeadCall } from "./record-lead-call.ts";

/** A call (or a reveal of the number) about the car: a phone click and a lead call. */
export function useCallTracking(phone: string | undefined) {
  const { site } = useSite();
  const vehicle = useVehicle();
  return () => {
    const { events, dataLayer } = site.analytics;
    trackEvent(events.phoneClick, { phone, car_id: vehicle.id }, dataLayer);
    recordLeadCall({
      car_id: vehicle.id,
      dealership_id: vehicle.dealership_id,
      website_id: site.slug,
    });
  };
}
