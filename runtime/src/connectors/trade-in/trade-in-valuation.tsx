import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type {
  AcceptAnswer,
  ContactDetails,
  ValuationAnswer,
  ValuationAsked,
} from "@storefront/design-system/blocks/trade-in-valuation/index.ts";
import { enquiryEventId, rememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import type { Valuation } from "@storefront/schemas/leads/trade-in";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { withPageDetails } from "../leads/lead-fields.ts";
import { sendLead } from "../leads/send-lead.ts";
import { readRememberedDetails, rememberDetails } from "../leads/shopper-storage.ts";
import { visitAttributes } from "../leads/visit-tracking.ts";
import { askValuation, fetchCarChoices, lookupRego, postValuation } from "./trade-in-calls.ts";
import { offerAcceptedLead, tradeInLead } from "./trade-in-leads.ts";

/**
 * The valuation journey on its page: the car choices from `/api/trade-in/options`; asking sends
 * the trade-in lead, then the valuation; accepting sends the offer-accepted lead (event 18) and,
 * where the site posts valuations, the valuation to `/api/miscellaneous`.
 */
export function TradeInValuationConnector({ block, Block }: ConnectorProps<"trade-in-valuation">) {
  const { site } = useSite();
  const { category } = block.props;
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const carId = new URLSearchParams(search).get("car_id")?.trim() || undefined;
  const choices = useQuery({ queryKey: ["trade-in-options"], queryFn: () => fetchCarChoices() });
  const [remembered, setRemembered] = useState<ReturnType<typeof readRememberedDetails>>();
  const openedAt = useRef(Date.now());
  const contactOf = useRef<ContactDetails>({ name: "" });
  useEffect(() => setRemembered(readRememberedDetails(localStorage)), []);

  const send = (lead: Record<string, unknown>) =>
    sendLead(
      withPageDetails(lead, {
        pageUrl: window.location.href.split("#")[0] ?? window.location.href,
        userAgent: navigator.userAgent,
        visit: visitAttributes(sessionStorage),
        openedAt: openedAt.current,
        sentAt: Date.now(),
      }),
      crypto.randomUUID(),
    );

  const requestValuation = async (asked: ValuationAsked): Promise<ValuationAnswer> => {
    const { car, km, adjustmentAnswers, contact } = asked;
    const lead = await send(tradeInLead(category, contact, car, km, carId));
    if (lead.status !== "saved") return { status: "failed", message: lead.message };
    contactOf.current = contact;
    trackEvent(
      enquiryEventId({ category, carId }, site.analytics.events),
      { lead_id: lead.leadId, ...(carId ? { car_id: carId } : {}) },
      site.analytics.dataLayer,
    );
    const details = rememberedDetails(contact);
    if (details) rememberDetails(localStorage, details);
    try {
      const valuation = await askValuation({ lead_id: lead.leadId, car, km, adjustmentAnswers });
      return { status: "valued", valuation };
    } catch (error) {
      return { status: "failed", message: (error as Error).message };
    }
  };

  const acceptOffer = async (valuation: Valuation): Promise<AcceptAnswer> => {
    const lead = await send(offerAcceptedLead(category, contactOf.current, valuation.lead_id));
    if (lead.status !== "saved") return { status: "failed", message: lead.message };
    trackEvent(
      site.analytics.events.offerAccepted,
      { lead_id: valuation.lead_id },
      site.analytics.dataLayer,
    );
    if (site.vehiclePage.tradeInValuationPost)
      await postValuation(valuation).catch((error: unknown) =>
        console.warn("the accepted valuation was not posted", error),
      );
    return { status: "accepted" };
  };

  return (
    <Block
      {...block.props}
      choices={choices.data}
      initialValues={remembered}
      lookupRego={(request) => lookupRego(request)}
      requestValuation={requestValuation}
      acceptOffer={acceptOffer}
    />
  );
}
