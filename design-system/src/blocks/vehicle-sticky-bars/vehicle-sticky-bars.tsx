import { lazy, Suspense } from "react";
import { useStickyBars } from "./use-sticky-bars.ts";

// Neither bar exists before the page scrolls: their code loads when one first shows.
const StickyBars = lazy(() =>
  import("./sticky-bars.tsx").then((module) => ({ default: module.StickyBars })),
);

export type VehicleStickyBarsData = {
  title: string;
  price: { price: number; priceType: string | undefined; sold: boolean; noPriceText: string };
  /** The dealer's number; without one neither bar offers a call. */
  phone: { label: string; number: string } | undefined;
  /** Where 'Enquire' leads: the page's enquiry form. */
  enquireHref: string;
  callBar: { enabled: boolean; threshold: number };
  /** A call from a bar counts as a phone click and a lead call. */
  onCall: () => void;
};

/**
 * The vehicle's title, price, call and enquiry pinned to the top once the shopper has scrolled
 * 500 px, and on sites that have one, a call bar pinned to the bottom of phones past its
 * threshold. Neither exists on the server or before the page scrolls.
 */
export function VehicleStickyBars({ callBar, ...bars }: VehicleStickyBarsData) {
  const shown = useStickyBars(callBar.enabled, callBar.threshold);
  if (!shown.header && !shown.callBar) return null;
  return (
    <Suspense fallback={null}>
      <StickyBars shown={shown} {...bars} />
    </Suspense>
  );
}
