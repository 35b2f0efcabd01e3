import {
  formatAverageRating,
  formatReviewCount,
  showsReviews,
} from "@storefront/rules/reviews/reviews";
import type { BlockProps, ReviewSummary } from "@storefront/schemas";
import { useId } from "react";
import { ReviewItem } from "./review-item.tsx";
import { ReviewStars } from "./review-stars.tsx";

export type ReviewsData = {
  summary: ReviewSummary | undefined;
  settings: { hidden: boolean; minimumRating: number; googleQuantity: number };
  /** The page load's clock, for 'x months ago'. */
  now: Date;
};

/** The average and count, then the first reviews; nothing when hidden or at or below the minimum. */
export function Reviews({ title, summary, settings, now }: BlockProps<"reviews"> & ReviewsData) {
  const headingId = useId();
  if (!summary || summary.count === 0 || !showsReviews(summary.average_rating, settings))
    return null;
  const average = formatAverageRating(summary.average_rating);
  const shown = summary.reviews.slice(0, settings.googleQuantity);
  return (
    <section data-slot="reviews" aria-labelledby={headingId} className="grid gap-4 py-8">
      <h2 id={headingId} className="font-bold font-heading text-2xl">
        {title}
      </h2>
      <p data-slot="reviews-summary" className="flex flex-wrap items-center gap-2">
        <span className="font-bold text-2xl">{average}</span>
        <ReviewStars rating={Number(average)} />
        <span className="text-muted-foreground">
          {formatReviewCount(summary.count)} {summary.count === 1 ? "review" : "reviews"}
        </span>
      </p>
      {shown.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
