import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import {
  vehicleFeaturesData,
  vehicleSpecificationsData,
  vehicleVideoData,
} from "./vehicle-content-data.ts";

// Apart from the vehicle page's first chunk: these blocks load when the shopper nears them.

export function VehicleSpecificationsConnector({
  block,
  Block,
}: ConnectorProps<"vehicle-specifications">) {
  return <Block {...block.props} {...vehicleSpecificationsData(useVehicle())} />;
}

export function VehicleFeaturesConnector({ block, Block }: ConnectorProps<"vehicle-features">) {
  return <Block {...block.props} {...vehicleFeaturesData(useVehicle())} />;
}

export function VehicleVideoConnector({ block, Block }: ConnectorProps<"vehicle-video">) {
  return <Block {...block.props} {...vehicleVideoData(useVehicle())} />;
}
