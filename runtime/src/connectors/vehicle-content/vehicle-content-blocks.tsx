import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { vehicleFeaturesData, vehicleSpecificationsData } from "./vehicle-content-data.ts";

// Apart from the vehicle page's first chunk: these blocks load when the shopper comes near them.

export function VehicleSpecificationsConnector({
  block,
  Block,
}: ConnectorProps<"vehicle-specifications">) {
  return <Block {...block.props} {...vehicleSpecificationsData(useVehicle())} />;
}

export function VehicleFeaturesConnector({ block, Block }: ConnectorProps<"vehicle-features">) {
  return <Block {...block.props} {...vehicleFeaturesData(useVehicle())} />;
}
