import { soldNoticeText } from "@storefront/rules/vehicle/status/sold-notice";
import type { ItemType } from "@storefront/schemas";
import { useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";

type SoldNoticeData = {
  /** Only a sold vehicle shows the notice. */
  sold: boolean;
  /** What the vehicle is: 'car', or its item type ('caravan'). */
  itemType: ItemType | undefined;
  /** Where 'Find Me Something Similar' leads. */
  similarHref: string;
};

/** A sold vehicle's notice: it recently sold, and a way to find a similar one. No settings. */
export function SoldNotice({ sold, itemType, similarHref }: SoldNoticeData) {
  const headingId = useId();
  if (!sold) return null;
  const { title, body } = soldNoticeText(itemType);
  return (
    <div data-slot="sold-notice" className="mx-auto w-full max-w-7xl px-4 pt-4">
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-danger bg-card p-5 text-card-foreground sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-heading font-semibold text-xl">
            {title}
          </h2>
          <p className="text-muted-foreground">{body}</p>
        </div>
        <LinkButton asChild className="self-start sm:self-center">
          <SiteLink href={similarHref}>Find Me Something Similar</SiteLink>
        </LinkButton>
      </section>
    </div>
  );
}
