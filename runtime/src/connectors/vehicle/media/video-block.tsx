import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type { VehicleRecord } from "@storefront/schemas";
import { vehicleVideoData } from "./video-data.ts";

/** The video block of a car with a video link; nothing when no browser should load the link. */
export function VehicleVideoWithData({
  block,
  Block,
  vehicle,
}: ConnectorProps<"vehicle-video"> & { vehicle: VehicleRecord }) {
  const data = vehicleVideoData(vehicle);
  return data.video ? <Block {...block.props} {...data} /> : null;
}
