import { truncateComments } from "@storefront/rules/vehicle/details/dealer-comments";
import type { BlockProps } from "@storefront/schemas";
import { useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";

type DealerCommentsData = {
  /** The dealer's comments on the vehicle; empty when it has none yet. */
  comments: string;
};

/** The dealer's comments, cut at 400 characters with a more/less toggle; a note while pending. */
export function DealerComments({
  title,
  comments,
}: BlockProps<"dealer-comments"> & DealerCommentsData) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const textId = useId();
  const full = comments.trim();
  const { short, truncated } = truncateComments(full);
  return (
    <section
      data-slot="dealer-comments"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      {full ? (
        <>
          <p
            id={textId}
            data-state={truncated ? (expanded ? "open" : "closed") : "whole"}
            className="whitespace-pre-line [overflow-wrap:anywhere]"
          >
            {expanded || !truncated ? full : short}
          </p>
          {truncated ? (
            <Button
              variant="link"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((open) => !open)}
              className="self-start"
            >
              {expanded ? "Read less" : "Read more"}
            </Button>
          ) : null}
        </>
      ) : (
        <p data-state="pending" className="text-muted-foreground">
          Dealer comments are pending. Please check back here later.
        </p>
      )}
    </section>
  );
}
