import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { VehicleRecord } from "@storefront/schemas";
import { queryOptions } from "@tanstack/react-query";
import type { SiteContextValue } from "../app/core/site-context.tsx";
import { similarCarsRequests } from "../search-state/similar-cars-requests.ts";
import { run } from "./search-queries.ts";

/** Each similar-cars query's hits, from one multi-query request (see `similarCarsRequests`). */
export const similarCarsQuery = (context: SiteContextValue, vehicle: VehicleRecord) => {
  const requests = similarCarsRequests(context.site, vehicle, context.now);
  return queryOptions({
    queryKey: ["similar-cars", context.site.slug, requests],
    queryFn: async (): Promise<CardVehicle[][]> =>
      (await run(context, requests)).map((response) => response.hits ?? []),
    staleTime: 60_000,
  });
};
