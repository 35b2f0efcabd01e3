import type * as React from "react";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";

const starPoints =
  "12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2";

type StarRatingProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The average rating, e.g. 4.5. Values outside 0..max are clamped. */
  rating: number;
  /** How many stars the scale has (default 5). */
  max?: number;
  /**
   * Each star's fill from 0 to 1, for ratings drawn by another rule (the reviews block's "up to 4
   * full stars plus one partial"). Defaults to stars filled up to the rating.
   */
  fills?: readonly number[];
};

/**
 * Stars filled up to the rating, the last one partly (4.5 shows four full stars and half of the
 * fifth). Read out as "Rated 4.5 out of 5". The partial fill is an SVG clip rather than an inline
 * width, so it survives a Content-Security-Policy that blocks style attributes. A span, so it may
 * sit inside a paragraph.
 */
export function StarRating({ rating, max = 5, fills, className, ...props }: StarRatingProps) {
  const id = useId();
  // The spec shows ratings to one decimal; the stars use the same rounded value.
  const value = Math.round(Math.min(max, Math.max(0, rating)) * 10) / 10;
  const starFills =
    fills ?? Array.from({ length: max }, (_, index) => Math.min(1, Math.max(0, value - index)));
  return (
    <span
      data-slot="star-rating"
      role="img"
      aria-label={`Rated ${value.toFixed(1)} out of ${max}`}
      className={cn("inline-flex items-center gap-0.5 text-warning", className)}
      {...props}
    >
      {starFills.map((fill, index) => {
        const clipId = `${id}-star-${index}`;
        return (
          <svg
            // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional and never reorder.
            key={index}
            data-slot="star-rating-star"
            data-state={fill === 1 ? "full" : fill === 0 ? "empty" : "partial"}
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4 shrink-0"
          >
            <clipPath id={clipId}>
              <rect x="0" y="0" width={24 * fill} height="24" />
            </clipPath>
            <polygon
              points={starPoints}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
            <polygon
              points={starPoints}
              fill="currentColor"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
              clipPath={`url(#${clipId})`}
            />
          </svg>
        );
      })}
    </span>
  );
}
