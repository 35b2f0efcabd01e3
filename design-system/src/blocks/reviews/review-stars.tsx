import { ratingStars } from "@storefront/rules/reviews/reviews";
import { StarRating } from "../../ui/star-rating/star-rating.tsx";

/** A rating's stars as the spec draws them for reviews: up to 4 full stars plus one partial icon. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return <StarRating rating={rating} fills={ratingStars(rating)} className={className} />;
}
