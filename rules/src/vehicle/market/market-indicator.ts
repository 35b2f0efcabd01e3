import { hasPrice } from "../../pricing/price.ts";

/** The price must be more than this under the average market price for the indicator to show. */
const marketIndicatorThreshold = 499;

type PricedRecord = {
  price: number;
  autograb_data?: { average_market_price?: number | null | undefined } | null | undefined;
};

/** How far under the average market price the vehicle is listed, when it is more than $499 under; else null. */
export function amountUnderMarket(vehicle: PricedRecord): number | null {
  const average = vehicle.autograb_data?.average_market_price;
  if (!hasPrice(vehicle.price) || average === null || average === undefined) return null;
  const under = average - vehicle.price;
  return under > marketIndicatorThreshold ? under : null;
}
