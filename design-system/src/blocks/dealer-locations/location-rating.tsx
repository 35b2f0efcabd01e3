import { formatNumber } from "@storefront/rules/formatting/format";
import { StarRating } from "../../ui/star-rating/star-rating.tsx";

/** The Google rating: stars, the average to one decimal and the count of reviews. */
export function LocationRating({ average, count }: { average: number; count: number }) {
  return (
    <div data-slot="location-rating" className="flex flex-wrap items-center gap-2 text-sm">
      <StarRating rating={average} />
      <span>
        <span className="font-semibold">{average.toFixed(1)}</span> Google rating (
        {formatNumber(count)} {count === 1 ? "review" : "reviews"})
      </span>
    </div>
  );
}
