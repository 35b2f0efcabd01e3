import type { CarType, VehicleStatus } from "@storefront/schemas";
import type { Random } from "../random.ts";
import type { ForcedTraits } from "../stock/edge-cases.ts";

export const daySeconds = 86400;
/** Sold vehicles stay listed this long (the spec's default). */
const soldListingWindowDays = 3;
/** Oldest listing age, in days. */
const listingSpanDays = 120;

export function chooseStatus(
  carType: CarType,
  forced: ForcedTraits,
  random: Random,
): VehicleStatus {
  if (forced.status) return forced.status;
  // New stock is often ordered in and shown as coming soon before it lands.
  const comingSoon = carType === "new" ? 0.11 : 0.05;
  const roll = random.next();
  if (roll < comingSoon) return "coming_soon";
  if (roll < comingSoon + 0.11) return "sold";
  return "in_stock";
}

export interface ListingTimes {
  created: number;
  updated: number;
  sold: number | null;
}

/** Unix seconds for listing, last update and sale, all at or before `now`. */
export function chooseListingTimes(
  status: VehicleStatus,
  forced: ForcedTraits,
  now: number,
  random: Random,
): ListingTimes {
  let created: number;
  let sold: number | null = null;
  if (status === "sold") {
    const recent = forced.soldRecently ?? random.chance(0.45);
    const soldAgo = recent
      ? random.int(600, soldListingWindowDays * daySeconds - 600)
      : random.int(soldListingWindowDays * daySeconds + 3600, 45 * daySeconds);
    sold = now - soldAgo;
    created = sold - random.int(2 * daySeconds, 75 * daySeconds);
  } else if (status === "coming_soon") {
    created = now - random.int(1800, 21 * daySeconds);
  } else if (forced.listedWithinDays !== undefined) {
    created = now - random.int(1800, forced.listedWithinDays * daySeconds - 1800);
  } else {
    // Skewed towards recent listings: stock turns over, so about one in eight is under 8 days old.
    created = now - Math.max(1800, Math.round(listingSpanDays * daySeconds * random.next() ** 1.3));
  }
  const end = sold ?? now;
  const updated = random.chance(0.3)
    ? created
    : created + Math.round((end - created) * random.between(0.2, 1));
  return { created, updated, sold };
}

export function isoDateTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

export function isoDay(seconds: number): string {
  return isoDateTime(seconds).slice(0, 10);
}

export interface BuildDates {
  build: string | null;
  compliance: string | null;
  /** Age in years used for depreciation and odometer. */
  ageYears: number;
}

/** Build and compliance plates within the model year, never after today. */
export function chooseBuildDates(
  year: number,
  carType: CarType,
  status: VehicleStatus,
  now: number,
  random: Random,
): BuildDates {
  if (carType === "new" && status === "coming_soon" && random.chance(0.5)) {
    return { build: null, compliance: null, ageYears: 0 };
  }
  const yearStart = Date.UTC(year, 0, 1) / 1000;
  const latest = Math.min(now - 14 * daySeconds, Date.UTC(year, 11, 28) / 1000);
  const buildSeconds = latest <= yearStart ? yearStart : random.int(yearStart, latest);
  const compliance = Math.min(now - daySeconds, buildSeconds + random.int(20, 75) * daySeconds);
  return {
    build: isoDay(buildSeconds),
    compliance: isoDay(Math.max(buildSeconds, compliance)),
    ageYears: Math.max(0.1, (now - buildSeconds) / (365.25 * daySeconds)),
  };
}
