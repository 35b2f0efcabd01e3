import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { lazyBlock } from "@storefront/design-system/renderer/lazy-block.ts";
import { saveControls, showsFavouriteToggle } from "@storefront/rules/shopper/favourites";
import { useSite } from "../../app/core/site-context.tsx";
import { toggleFavouriteCar } from "../../app/saved/toggle-favourite.ts";
import { useFavourites } from "../../app/saved/use-favourites.ts";
import { useWatchlist } from "../../app/saved/use-watchlist.ts";
import { usePage } from "../../pages/page-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { useCallTracking } from "./phone-calls/call-tracking.ts";
import {
  dealerCommentsData,
  keyInformationData,
  soldNoticeData,
  vehicleStickyBarsData,
  vehicleSummaryData,
} from "./vehicle-block-data.ts";

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

// Reading a video link (YouTube, Vimeo, a file) loads with the block, for cars that have one.
const VehicleVideoWithData = lazyBlock(() =>
  import("./media/video-block.tsx").then((module) => module.VehicleVideoWithData),
);

/** A car without a video loads nothing of the video block. */
export function VehicleVideoConnector({ block, Block }: ConnectorProps<"vehicle-video">) {
  const vehicle = useVehicle();
  // Only a car with a link can have a video; whether it does is the video rule's to say.
  return vehicle.video_url?.trim() || vehicle.external_video_url?.trim() ? (
    <VehicleVideoWithData block={block} Block={Block} vehicle={vehicle} />
  ) : null;
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

export function VehicleStickyBarsConnector({
  block,
  Block,
}: ConnectorProps<"vehicle-sticky-bars">) {
  const { site } = useSite();
  const data = vehicleStickyBarsData(useVehicle(), site);
  return <Block {...block.props} {...data} onCall={useCallTracking(data.phone?.number)} />;
}
