import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useSite } from "../../app/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { deliveryEstimateQuery } from "../../queries/delivery-queries.ts";
import { fuelCalculatorData } from "./calculator-data.ts";
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

export function FuelCalculatorConnector({ block, Block }: ConnectorProps<"fuel-calculator">) {
  return <Block {...block.props} {...fuelCalculatorData(useVehicle())} />;
}

/** Looks delivery prices up through the query cache, so a postcode asked again answers at once. */
export function DeliveryCalculatorConnector({
  block,
  Block,
}: ConnectorProps<"delivery-calculator">) {
  const { site } = useSite();
  const queryClient = useQueryClient();
  const estimate = (postcode: string) =>
    queryClient.fetchQuery(deliveryEstimateQuery(site.slug, postcode));
  return <Block {...block.props} estimate={estimate} />;
}
