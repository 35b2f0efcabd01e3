import { formatNumber } from "../formatting/format.ts";

type ReviewSettings = { hidden: boolean; minimumRating: number };

/** Reviews show when not hidden and their average is above the minimum rating. */
export function showsReviews(averageRating: string, settings: ReviewSettings): boolean {
  const average = Number(averageRating);
  return !settings.hidden && Number.isFinite(average) && average > settings.minimumRating;
}

/** The average to one decimal: "4.5", "4.0". */
export function formatAverageRating(averageRating: string): string {
  return (Math.round(Number(averageRating) * 10) / 10).toFixed(1);
}

/** The count with thousands separators: "1,284". */
export function formatReviewCount(count: number): string {
  return formatNumber(count);
}

/**
 * The star icons of a rating, each as how full it is (0 to 1): up to 4 full stars, then one
 * partial icon filled by what is left (a 5.0 fills it whole, a 4.0 leaves it out).
 */
export function ratingStars(rating: number): number[] {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.min(4, Math.floor(clamped));
  const rest = Math.round((clamped - full) * 100) / 100;
  return [...Array.from({ length: full }, () => 1), ...(rest > 0 ? [rest] : [])];
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
];

/** "3 months ago", "yesterday", "today": how long ago a date (YYYY-MM-DD) was. */
export function timeAgo(isoDate: string, now: Date): string {
  const elapsed =
    now.getTime() - Date.parse(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  const words = new Intl.RelativeTimeFormat("en-AU", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (elapsed >= size) return words.format(-Math.floor(elapsed / size), unit);
  }
  return words.format(0, "day");
}
