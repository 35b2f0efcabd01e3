import { formatMoney } from "@storefront/rules/formatting/format";
import {
  type MarketGauge as Gauge,
  marketGaugeAnimationMs,
} from "@storefront/rules/vehicle/market/market-gauge";
import type { BlockProps } from "@storefront/schemas";
import { useEffect, useId, useState } from "react";

type MarketGaugeData = {
  /** The valuation to show; null while it loads, or when a hide rule hides it (nothing shows). */
  gauge: Gauge | null;
};

/**
 * The price comparison gauge: the market range as a bar, filled up to the listing price over
 * 2.5 seconds (at once for shoppers who ask for less motion), with the valuation's words.
 */
export function MarketGauge({ title, gauge }: BlockProps<"market-gauge"> & MarketGaugeData) {
  const headingId = useId();
  const [filled, setFilled] = useState(false);
  const shown = gauge !== null;
  useEffect(() => {
    if (!shown) return;
    // One frame at 0 first, so the fill animates from the start of the range.
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  if (!gauge) return null;
  const price = formatMoney(gauge.listing_price);
  const min = formatMoney(gauge.market_range_min);
  const max = formatMoney(gauge.market_range_max);
  return (
    <section
      data-slot="market-gauge"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      <meter
        className="sr-only"
        aria-label="Listing price in the market range"
        min={gauge.market_range_min}
        max={gauge.market_range_max}
        value={gauge.listing_price}
        aria-valuetext={`${price}, in a market range of ${min} to ${max}`}
      >
        {price}
      </meter>
      <div
        aria-hidden="true"
        data-slot="market-gauge-bar"
        data-state={filled ? "filled" : "empty"}
        className="relative h-4 overflow-hidden rounded-full bg-muted"
      >
        <div
          data-slot="market-gauge-fill"
          className="h-full rounded-full bg-primary transition-[width] ease-out motion-reduce:transition-none"
          style={{
            width: `${filled ? gauge.fill : 0}%`,
            transitionDuration: `${marketGaugeAnimationMs}ms`,
          }}
        />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Market low</dt>
          <dd className="font-medium">{min}</dd>
        </div>
        <div className="text-center">
          <dt className="text-muted-foreground">This vehicle</dt>
          <dd className="font-semibold">{price}</dd>
        </div>
        <div className="text-end">
          <dt className="text-muted-foreground">Market high</dt>
          <dd className="font-medium">{max}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-sm">{gauge.description}</p>
    </section>
  );
}
