import type { MarketGaugeResponse } from "@storefront/rules/vehicle/market/market-gauge";
import { queryOptions } from "@tanstack/react-query";
import type { SiteContextValue } from "../app/core/site-context.tsx";

/** `GET {car path}/autogauge`: the car's market valuation, where the server answers it. */
export const autogaugeRoute = "/api/cars/:slug/autogauge";
const autogaugePath = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/autogauge`;

/** The car's market valuation for the price comparison gauge; a failed answer is an error. */
export const marketGaugeQuery = (context: SiteContextValue, slug: string) =>
  queryOptions({
    queryKey: ["autogauge", context.site.slug, slug],
    queryFn: async (): Promise<Partial<MarketGaugeResponse>> => {
      const response = await fetch(new URL(autogaugePath(slug), context.origin));
      if (!response.ok) throw new Error(`The market gauge answered ${response.status}`);
      return (await response.json()) as Partial<MarketGaugeResponse>;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
