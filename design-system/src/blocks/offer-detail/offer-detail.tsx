import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import type { BlockProps, Offer } from "@storefront/schemas";
import { SiteLink } from "../../renderer/site-link.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { OfferCard } from "../offer-list/offer-card.tsx";

export type OfferDetailData = {
  /** The offer the address names, or null once it has ended (expired or excluded). */
  offer: Offer | null;
  listHref: string;
  endedMessage: string;
  initialValues: RememberedDetails;
  send: (offer: Offer) => SendLeadForm;
};

/** One offer whole, with its actions, and the way back to every offer. */
export function OfferDetail({
  backLabel,
  testDriveHref,
  enquiryCategory: _category,
  offer,
  listHref,
  endedMessage,
  initialValues,
  send,
}: BlockProps<"offer-detail"> & OfferDetailData) {
  return (
    <div data-slot="offer-detail" className="grid gap-4 py-4">
      <SiteLink href={listHref} className="justify-self-start underline underline-offset-4">
        {backLabel}
      </SiteLink>
      {offer ? (
        <OfferCard
          offer={offer}
          layout="page"
          testDriveHref={testDriveHref}
          initialValues={initialValues}
          send={send}
        />
      ) : (
        <p role="status" className="rounded-lg bg-muted p-6 text-center">
          {endedMessage}
        </p>
      )}
    </div>
  );
}
