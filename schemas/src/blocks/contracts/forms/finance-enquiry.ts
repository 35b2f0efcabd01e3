import { z } from "zod";
import { blockContract } from "../../shared.ts";

/**
 * The finance page: the 'Get Finance Now' landing with featured used cars when no car is
 * chosen, the side panel, the sample wording and the finance enquiry (a single-page form or the
 * four-step popup, per the site's finance settings).
 */
export const financeEnquiry = blockContract({
  type: "finance-enquiry",
  props: z.strictObject({
    landingTitle: z.string().min(1).max(120).default("Get Finance Now").meta({
      title: "Landing title",
      help: "Heads the featured used cars when no car is chosen.",
    }),
    panelTitle: z
      .string()
      .min(1)
      .max(120)
      .default("How it works")
      .meta({ title: "Side panel title", help: "Heads the steps when no car is chosen." }),
  }),
  placement: { templates: ["finance", "personalised-finance"], zones: ["main"], max: 1 },
});
