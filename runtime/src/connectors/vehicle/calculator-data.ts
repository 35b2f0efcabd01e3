import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import {
  fuelConsumption,
  showsFuelCalculator,
} from "@storefront/rules/vehicle/calculators/fuel-cost";
import type { VehicleRecord } from "@storefront/schemas";

/** The fuel calculator's data: hidden for an electric vehicle, else its consumption (or 10). */
export function fuelCalculatorData(vehicle: VehicleRecord): BlockData<"fuel-calculator"> {
  return { visible: showsFuelCalculator(vehicle), consumption: fuelConsumption(vehicle) };
}
