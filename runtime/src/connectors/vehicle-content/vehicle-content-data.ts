import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { vehicleSpecificationEntries } from "@storefront/rules/vehicle/details/specifications";
import type { VehicleRecord } from "@storefront/schemas";

export function vehicleSpecificationsData(
  vehicle: VehicleRecord,
): BlockData<"vehicle-specifications"> {
  return { entries: vehicleSpecificationEntries(vehicle) };
}

/** The features the feed lists, blank entries left out. */
export function vehicleFeaturesData(vehicle: VehicleRecord): BlockData<"vehicle-features"> {
  return {
    features: (vehicle.standardEquipment ?? []).map((item) => item.trim()).filter(Boolean),
  };
}
