import type { EnquiryResult as LeadFormResult } from "@storefront/design-system/blocks/enquiry-form/index.ts";
import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { readRememberedDetails } from "./shopper-storage.ts";
import type { Submission } from "./submit-lead.ts";

/** The builders of each form's lead, loaded when a lead is first sent. */
type LeadSubmissions = typeof import("./lead-submissions.ts");

/**
 * A lead form's site, the shopper's remembered details and `submit`, which builds the lead from
 * the page's lead builders and sends it. Building and sending (the lead API's answers and
 * retries, the event, what is remembered) load when the shopper first sends.
 */
export function useLeadSubmission() {
  const { site } = useSite();
  const navigate = useNavigate();
  const [remembered, setRemembered] = useState<RememberedDetails>({});
  // The fill time counts from when the shopper first saw the page's form.
  const openedAt = useRef(Date.now());
  useEffect(() => {
    const details = readRememberedDetails(localStorage);
    // Most shoppers have sent nothing yet: their forms are not drawn again as the page goes live
    // (each of the offers page's cards has one).
    if (Object.keys(details).length > 0) setRemembered(details);
  }, []);

  const submit = async (
    build: (submissions: LeadSubmissions) => Submission,
  ): Promise<LeadFormResult> => {
    const [{ submitLead }, submissions] = await Promise.all([
      import("./submit-lead.ts"),
      import("./lead-submissions.ts"),
    ]);
    return submitLead(build(submissions), {
      site,
      openedAt: openedAt.current,
      goToSuccess: async () => {
        await navigate({ href: "/success" } as Parameters<typeof navigate>[0]);
      },
    });
  };

  return { site, remembered, submit };
}
