import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { saveControls, showsFavouriteToggle } from "@storefront/rules/shopper/favourites";
import { useEffect } from "react";
import { useSite } from "../../app/site-context.tsx";
import { toggleFavouriteCar } from "../../app/toggle-favourite.ts";
import { useFavourites } from "../../app/use-favourites.ts";
import { useWatchlist } from "../../app/use-watchlist.ts";
import { usePage } from "../../pages/page-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { useCallTracking } from "./call-tracking.ts";
import {
  dealerCommentsData,
  keyInformationData,
  soldNoticeData,
  vehiclePrintSheetData,
  vehicleStickyBarsData,
  vehicleSummaryData,
  vehicleVideoData,
} from "./vehicle-block-data.ts";
import { vehicleLocationData } from "./vehicle-location-data.ts";

export function VehicleSummaryConnector({ block, Block }: ConnectorProps<"vehicle-summary">) {
  const { site, now } = useSite();
  const vehicle = useVehicle();
  const favourites = useFavourites(site.slug);
  const saved = favourites.list.some((entry) => entry.id === vehicle.id);
  const controls = saveControls(site.favourites, site.auth.enabled);
  const watchlist = useWatchlist(controls.heart === "watchlist");
  const local = (mode: "favourites" | "compare") => ({
    saved,
    shown: showsFavouriteToggle(vehicle, { ...site.favourites, mode }, saved),
    onToggle: () => toggleFavouriteCar(site, favourites.toggle, vehicle),
  });
  const watched = watchlist.saved.has(vehicle.id);
  const heart =
    controls.heart === "watchlist"
      ? {
          saved: watched,
          shown: showsFavouriteToggle(vehicle, { ...site.favourites, mode: "favourites" }, watched),
          onToggle: () => watchlist.toggle(vehicle.id),
        }
      : controls.heart === "favourites"
        ? local("favourites")
        : undefined;
  return (
    <Block
      {...block.props}
      {...vehicleSummaryData(vehicle, site, now)}
      favourite={heart}
      compare={controls.compare ? local("compare") : undefined}
    />
  );
}

export function KeyInformationConnector({ block, Block }: ConnectorProps<"key-information">) {
  return <Block {...block.props} {...keyInformationData(useVehicle())} />;
}

/** A car without a video loads nothing of the video block. */
export function VehicleVideoConnector({ block, Block }: ConnectorProps<"vehicle-video">) {
  const data = vehicleVideoData(useVehicle());
  return data.video ? <Block {...block.props} {...data} /> : null;
}

export function DealerCommentsConnector({ block, Block }: ConnectorProps<"dealer-comments">) {
  return <Block {...block.props} {...dealerCommentsData(useVehicle())} />;
}

export function SoldNoticeConnector({ block, Block }: ConnectorProps<"sold-notice">) {
  const { site } = useSite();
  const { page } = usePage();
  const hasEnquiryForm = Object.values(page.zones).some((blocks) =>
    blocks?.some((entry) => entry.type === "enquiry-form"),
  );
  return <Block {...block.props} {...soldNoticeData(useVehicle(), site, hasEnquiryForm)} />;
}

/** The printable page; opening it counts as a print (event 61). */
export function VehiclePrintSheetConnector({
  block,
  Block,
}: ConnectorProps<"vehicle-print-sheet">) {
  const { site, origin } = useSite();
  const vehicle = useVehicle();
  const { events, dataLayer } = site.analytics;
  useEffect(() => {
    trackEvent(events.print, { car_id: vehicle.id }, dataLayer);
  }, [events.print, dataLayer, vehicle.id]);
  return <Block {...block.props} {...vehiclePrintSheetData(vehicle, site, origin)} />;
}

export function VehicleStickyBarsConnector({
  block,
  Block,
}: ConnectorProps<"vehicle-sticky-bars">) {
  const { site } = useSite();
  const data = vehicleStickyBarsData(useVehicle(), site);
  return <Block {...block.props} {...data} onCall={useCallTracking(data.phone?.number)} />;
}

/** The location banner; a call from its phone number counts as a call about the car. */
export function VehicleLocationConnector({ block, Block }: ConnectorProps<"vehicle-location">) {
  const { site } = useSite();
  const data = vehicleLocationData(useVehicle(), site);
  return <Block {...block.props} {...data} onCall={useCallTracking(data.location?.phone)} />;
}
