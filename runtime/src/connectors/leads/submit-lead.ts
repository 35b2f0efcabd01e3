import type { EnquiryResult as LeadFormResult } from "@storefront/design-system/blocks/enquiry-form/index.ts";
import { rememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import type { SiteDefinition } from "@storefront/schemas";
import { withPageDetails } from "./lead-fields.ts";
import { sendLead } from "./send-lead.ts";
import { type LastEnquiry, rememberDetails, rememberLastEnquiry } from "./shopper-storage.ts";
import { visitAttributes } from "./visit-tracking.ts";

export type Submission = {
  /** The lead's own fields (the form's values over the page's defaults). */
  lead: Record<string, unknown>;
  /** The analytics event a saved lead fires, and what it says. */
  eventId: number;
  eventDetails?: Record<string, unknown>;
  /** What `/success` names. */
  lastEnquiry: LastEnquiry;
};

type SendingForm = {
  site: SiteDefinition;
  /** When the shopper first saw the page's form: the fill time counts from then. */
  openedAt: number;
  goToSuccess: () => Promise<void>;
};

/**
 * What every lead form does with its lead: adds the page, the visit and the fill times, posts it
 * with a new Idempotency-Key, and once it has a lead_id fires the event, keeps the car and
 * category for `/success`, remembers the shopper's details and goes to `/success`.
 */
export async function submitLead(
  { lead, eventId, eventDetails = {}, lastEnquiry }: Submission,
  { site, openedAt, goToSuccess }: SendingForm,
): Promise<LeadFormResult> {
  const full = withPageDetails(lead, {
    pageUrl: window.location.href.split("#")[0] ?? window.location.href,
    userAgent: navigator.userAgent,
    visit: visitAttributes(sessionStorage),
    openedAt,
    sentAt: Date.now(),
  });
  const answer = await sendLead(full, crypto.randomUUID());
  if (answer.status !== "saved") return answer;
  trackEvent(eventId, { ...eventDetails, lead_id: answer.leadId }, site.analytics.dataLayer);
  rememberLastEnquiry(localStorage, lastEnquiry);
  const details = rememberedDetails(lead);
  if (details) rememberDetails(localStorage, details);
  await goToSuccess();
  return { status: "sent" } as const;
}
