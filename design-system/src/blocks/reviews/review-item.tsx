import { formatDate } from "@storefront/rules/formatting/format";
import { timeAgo } from "@storefront/rules/reviews/reviews";
import type { Review } from "@storefront/schemas";
import { ReviewStars } from "./review-stars.tsx";

/** One review: the customer's picture and name, rating, when, the text, and the dealer's reply. */
export function ReviewItem({ review, now }: { review: Review; now: Date }) {
  const ago = review.created_at_time_ago_in_words ?? timeAgo(review.review_date, now);
  return (
    <article
      data-slot="review"
      className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <header className="flex items-center gap-3">
        {review.image ? (
          <img
            src={review.image.thumb?.url ?? review.image.url}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded-full bg-muted object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-muted font-semibold"
          >
            {review.customer_name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="grid">
          <h3 className="font-semibold">{review.customer_name}</h3>
          <p className="text-muted-foreground text-sm">
            <span>{ago}</span> ·{" "}
            <time dateTime={review.review_date}>
              {review.review_date_in_words ?? formatDate(review.review_date)}
            </time>
          </p>
        </div>
      </header>
      <ReviewStars rating={review.rating} />
      <p className="whitespace-pre-line">{review.text}</p>
      {review.reply_text ? (
        <div data-slot="review-reply" className="rounded-md bg-muted p-3 text-sm">
          <p className="font-semibold">
            Reply from the dealer
            {review.reply_date ? (
              <>
                {" · "}
                <time dateTime={review.reply_date} className="font-normal">
                  {review.reply_date_in_words ?? formatDate(review.reply_date)}
                </time>
              </>
            ) : null}
          </p>
          <p className="whitespace-pre-line">{review.reply_text}</p>
        </div>
      ) : null}
    </article>
  );
}
