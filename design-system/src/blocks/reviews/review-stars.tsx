import { ratingStars } from "@storefront/rules/reviews/reviews";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";

const starPoints =
  "12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2";

/**
 * A rating's stars as the spec draws them: up to 4 full stars plus one partial icon, read out as
 * "Rated 4.5 out of 5". The partial fill is an SVG clip, so a style-blocking policy keeps it.
 */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const id = useId();
  const stars = ratingStars(rating);
  return (
    <span
      data-slot="review-stars"
      role="img"
      aria-label={`Rated ${(Math.round(rating * 10) / 10).toFixed(1)} out of 5`}
      className={cn("inline-flex items-center gap-0.5 text-warning", className)}
    >
      {stars.map((fill, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional and never reorder.
          key={index}
          data-slot="review-star"
          data-state={fill === 1 ? "full" : "partial"}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4 shrink-0"
        >
          <clipPath id={`${id}-${index}`}>
            <rect x="0" y="0" width={24 * fill} height="24" />
          </clipPath>
          <polygon points={starPoints} fill="none" stroke="currentColor" strokeWidth="1.5" />
          <polygon points={starPoints} fill="currentColor" clipPath={`url(#${id}-${index})`} />
        </svg>
      ))}
    </span>
  );
}
