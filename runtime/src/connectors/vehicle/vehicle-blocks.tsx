import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useSite } from "../../app/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import {
  dealerCommentsData,
  keyInformationData,
  soldNoticeData,
  vehicleGalleryData,
  vehicleSummaryData,
} from "./vehicle-block-data.ts";

export function VehicleSummaryConnector({ block, Block }: ConnectorProps<"vehicle-summary">) {
  const { site, now } = useSite();
  return <Block {...block.props} {...vehicleSummaryData(useVehicle(), site, now)} />;
}

export function KeyInformationConnector({ block, Block }: ConnectorProps<"key-information">) {
  return <Block {...block.props} {...keyInformationData(useVehicle())} />;
}

export function VehicleGalleryConnector({ block, Block }: ConnectorProps<"vehicle-gallery">) {
  const { site } = useSite();
  return <Block {...block.props} {...vehicleGalleryData(useVehicle(), site)} />;
}

export function DealerCommentsConnector({ block, Block }: ConnectorProps<"dealer-comments">) {
  return <Block {...block.props} {...dealerCommentsData(useVehicle())} />;
}

export function SoldNoticeConnector({ block, Block }: ConnectorProps<"sold-notice">) {
  const { site } = useSite();
  return <Block {...block.props} {...soldNoticeData(useVehicle(), site)} />;
}
