import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { cardActionHrefs, vehicleHref } from "@storefront/rules/vehicle/card/card-links";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import { pickSimilarCars } from "@storefront/rules/vehicle/similar/similar-cars";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

type SimilarCarsInputs = {
  site: SiteDefinition;
  now: Date;
  vehicle: VehicleRecord;
  /** The block's count: at most this many cars show. */
  count: number;
  /** The multi-query's answer: each query's hits, in order. */
  answer: { status: "pending" | "success" | "error"; data?: CardVehicle[][] | undefined };
};

/** The similar cars to show, as result cards: each once, never the page's car, at most `count`. */
export function similarCarsData({
  site,
  now,
  vehicle,
  count,
  answer,
}: SimilarCarsInputs): BlockData<"similar-cars"> {
  const status =
    answer.status === "pending" ? "loading" : answer.status === "error" ? "error" : "ready";
  return {
    status,
    cars: pickSimilarCars(answer.data ?? [], vehicle.id, count),
    cardAttributes: site.search.cardAttributes,
    noPriceText: site.search.noPriceText,
    tags: site.tags,
    now,
    vehicleHref,
    actionHrefs: cardActionHrefs,
  };
}
