import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { amountUnderMarket } from "@storefront/rules/vehicle/market/market-indicator";
import type { VehicleRecord } from "@storefront/schemas";

export function marketIndicatorData(vehicle: VehicleRecord): BlockData<"market-indicator"> {
  return { underMarket: amountUnderMarket(vehicle) };
}
