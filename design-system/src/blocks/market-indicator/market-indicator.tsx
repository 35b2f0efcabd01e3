import { formatMoney } from "@storefront/rules/formatting/format";
import type { BlockProps } from "@storefront/schemas";
import { TrendingDownIcon } from "lucide-react";

type MarketIndicatorData = {
  /** How far under the average market price the car is listed; null hides the indicator. */
  underMarket: number | null;
};

/** A note beside the price when the car is more than $499 under the average market price. */
export function MarketIndicator({
  label,
  underMarket,
}: BlockProps<"market-indicator"> & MarketIndicatorData) {
  if (underMarket === null) return null;
  return (
    <p
      data-slot="market-indicator"
      className="flex items-start gap-2 rounded-md border border-success bg-success/10 p-3 text-sm"
    >
      <TrendingDownIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
      <span>
        <strong className="block font-semibold">{label}</strong>
        {formatMoney(underMarket)} under the average market price
      </span>
    </p>
  );
}
