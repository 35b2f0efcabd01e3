import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type { Offer } from "@storefront/schemas";
import { useRouterState } from "@tanstack/react-router";
import { useSite } from "../../app/core/site-context.tsx";
import { useLeadSubmission } from "../leads/use-lead-submission.ts";
import { offerListData, offerOfPath } from "./offers-data.ts";

/** 'Enquire Now' on an offer: the offer enquiry through the lead API, then `/success`. */
export function useOfferEnquiry(category: string) {
  const { site, remembered, submit } = useLeadSubmission();
  const send = (offer: Offer) => (values: Record<string, unknown>) =>
    submit((leads) => leads.offerSubmission(offer, site, category, values));
  return { initialValues: remembered, send };
}

export function OfferListConnector({ block, Block }: ConnectorProps<"offer-list">) {
  const { site, now } = useSite();
  const location = useRouterState({ select: (state) => state.location });
  const enquiry = useOfferEnquiry(block.props.enquiryCategory);
  const data = offerListData({
    site,
    now,
    search: location.search as Record<string, unknown>,
    pathname: location.pathname,
  });
  return <Block {...block.props} {...data} {...enquiry} />;
}

/** The spec gives no words for an offer that has ended; its own message stays close to the list's. */
const endedMessage = "This offer is no longer available.";

export function OfferDetailConnector({ block, Block }: ConnectorProps<"offer-detail">) {
  const { site, now } = useSite();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const enquiry = useOfferEnquiry(block.props.enquiryCategory);
  return (
    <Block
      {...block.props}
      offer={offerOfPath(site, pathname, now)}
      listHref="/special-offers"
      endedMessage={endedMessage}
      {...enquiry}
    />
  );
}
