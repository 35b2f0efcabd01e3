import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { vehicleVideo } from "@storefront/rules/vehicle/media/video";
import type { VehicleRecord } from "@storefront/schemas";
import { primaryImageUrl } from "@storefront/schemas/stock/vehicle-photo";

/** The vehicle's video by the gallery's rule, its title for the player's name, its photo as poster. */
export function vehicleVideoData(vehicle: VehicleRecord): BlockData<"vehicle-video"> {
  return {
    video: vehicleVideo(vehicle),
    vehicleTitle: vehicleTitle(vehicle),
    posterUrl: primaryImageUrl(vehicle),
  };
}
