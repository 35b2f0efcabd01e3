import type { SpecificationEntry } from "@storefront/rules/vehicle/details/specifications";
import type { BlockProps } from "@storefront/schemas";
import { SpecificationList } from "../key-information/specification-list.tsx";

type VehicleSpecificationsData = {
  /** The vehicle's specifications in the spec's order, leaving out what it lacks. */
  entries: SpecificationEntry[];
};

/** All of a vehicle's specifications: the first few, then 'show more'; nothing when it has none. */
export function VehicleSpecifications({
  title,
  shown,
  entries,
}: BlockProps<"vehicle-specifications"> & VehicleSpecificationsData) {
  return (
    <SpecificationList
      slot="vehicle-specifications"
      title={title}
      shown={shown}
      entries={entries}
    />
  );
}
