import { formatNumber } from "./format.ts";

/** `214 vehicles`, `1 vehicle`, `1,234 vehicles`. */
export function vehicleCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "vehicle" : "vehicles"}`;
}
