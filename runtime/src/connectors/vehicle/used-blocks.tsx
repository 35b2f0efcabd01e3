// The vehicle page's blocks the server renders and whose code loads when the shopper first
// reaches for them (the gallery, the share and print buttons, the dealer's phone).
import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { useEffect } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { vehicleGalleryData } from "./media/gallery-data.ts";
import { useCallTracking } from "./phone-calls/call-tracking.ts";
import { dealerPhoneData, vehicleActionsData } from "./vehicle-block-data.ts";

export function VehicleGalleryConnector({ block, Block }: ConnectorProps<"vehicle-gallery">) {
  const { site } = useSite();
  return <Block {...block.props} {...vehicleGalleryData(useVehicle(), site)} />;
}

export function VehicleActionsConnector({ block, Block }: ConnectorProps<"vehicle-actions">) {
  const { site, origin } = useSite();
  const vehicle = useVehicle();
  const { events, dataLayer } = site.analytics;
  const onHistoryReport = () => trackEvent(events.historyReport, { car_id: vehicle.id }, dataLayer);
  return <Block {...block.props} {...vehicleActionsData(vehicle, origin, onHistoryReport)} />;
}

export function DealerPhoneConnector({ block, Block }: ConnectorProps<"dealer-phone">) {
  const { site } = useSite();
  const vehicle = useVehicle();
  const data = dealerPhoneData(vehicle, site);
  const number = data.phone?.number;
  // Spec: "No phone number: a warning is logged."
  useEffect(() => {
    if (!number) console.warn(`No phone number for the car ${vehicle.slug}`);
  }, [number, vehicle.slug]);
  return <Block {...block.props} {...data} onCall={useCallTracking(number)} />;
}
