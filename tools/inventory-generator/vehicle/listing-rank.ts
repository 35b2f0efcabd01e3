import type { VehicleStatus } from "@storefront/schemas";

export interface RankFacts {
  photos: number;
  listedDays: number;
  status: VehicleStatus;
  priceShown: boolean;
}

/**
 * A listing-quality score from 0 to 100 that search sorts by (highest first): well-photographed,
 * recently listed, in-stock vehicles with a price come first; sold ones sink.
 */
export function customRank({ photos, listedDays, status, priceShown }: RankFacts): number {
  const photoScore = (Math.min(photos, 20) / 20) * 40;
  const freshness = Math.max(0, 1 - listedDays / 120) * 25;
  const availability = status === "in_stock" ? 30 : status === "coming_soon" ? 15 : 0;
  return Math.round(photoScore + freshness + availability + (priceShown ? 5 : 0));
}
