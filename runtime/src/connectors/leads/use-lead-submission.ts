import type { EnquiryResult as LeadFormResult } from "@storefront/design-system/blocks/enquiry-form/index.ts";
import { type RememberedDetails, rememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useSite } from "../../app/site-context.tsx";
import { withPageDetails } from "./enquiry-data.ts";
import {
  type LastEnquiry,
  readRememberedDetails,
  rememberDetails,
  rememberLastEnquiry,
} from "./shopper-storage.ts";
import { visitAttributes } from "./visit-tracking.ts";

type Submission = {
  /** The lead's own fields (the form's values over the page's defaults). */
  lead: Record<string, unknown>;
  /** The analytics event a saved lead fires, and what it says. */
  eventId: number;
  eventDetails?: Record<string, unknown>;
  /** What `/success` names. */
  lastEnquiry: LastEnquiry;
};

/**
 * What every lead form does with its lead: adds the page, the visit and the fill times, posts it
 * with a new Idempotency-Key, and once it has a lead_id fires the event, keeps the car and
 * category for `/success`, remembers the shopper's details and goes to `/success`.
 */
export function useLeadSubmission() {
  const { site } = useSite();
  const navigate = useNavigate();
  const [remembered, setRemembered] = useState<RememberedDetails>({});
  // The fill time counts from when the shopper first saw the page's form.
  const openedAt = useRef(Date.now());
  useEffect(() => setRemembered(readRememberedDetails(localStorage)), []);

  const submit = async ({
    lead,
    eventId,
    eventDetails = {},
    lastEnquiry,
  }: Submission): Promise<LeadFormResult> => {
    const full = withPageDetails(lead, {
      pageUrl: window.location.href.split("#")[0] ?? window.location.href,
      userAgent: navigator.userAgent,
      visit: visitAttributes(sessionStorage),
      openedAt: openedAt.current,
      sentAt: Date.now(),
    });
    // Sending's code (the lead API's answers and retries) loads when a lead is sent.
    const { sendLead } = await import("./send-lead.ts");
    const answer = await sendLead(full, crypto.randomUUID());
    if (answer.status !== "saved") return answer;
    trackEvent(eventId, { ...eventDetails, lead_id: answer.leadId }, site.analytics.dataLayer);
    rememberLastEnquiry(localStorage, lastEnquiry);
    const details = rememberedDetails(lead);
    if (details) rememberDetails(localStorage, details);
    await navigate({ href: "/success" } as Parameters<typeof navigate>[0]);
    return { status: "sent" } as const;
  };

  return { site, remembered, submit };
}
