import { z } from "zod";
import { blockContract } from "../shared.ts";

const faqItem = z.strictObject({
  question: z.string().min(1).max(160).meta({ title: "Question" }),
  answer: z.string().min(1).max(1000).meta({ title: "Answer", widget: "textarea" }),
});

/** The trade-in FAQ; the answers are the specification's own words. */
export const tradeInFaq = blockContract({
  type: "trade-in-faq",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Trade-in FAQ").meta({ title: "Title" }),
    items: z
      .array(faqItem)
      .min(1)
      .max(20)
      .default([
        {
          question: "What vehicles do you buy?",
          answer:
            "All vehicle types are bought. Cars over 7 years or over 100,000 km normally get no online estimate.",
        },
        {
          question: "How is my estimate worked out?",
          answer:
            "The estimate comes from a third-party valuation tool and depends on make, model, year, odometer, service history, working components, two key sets, no illegal modifications and good condition.",
        },
        {
          question: "Is the estimate the price I will get?",
          answer: "The price is indicative and subject to inspection.",
        },
        {
          question: "Can I trade in a vehicle under finance?",
          answer:
            "Vehicles under finance need a payout letter. Any surplus is paid to the owner by direct credit.",
        },
        {
          question: "Where is my vehicle inspected?",
          answer: "Inspection is at a dealership or at the customer's location.",
        },
      ])
      .meta({
        title: "Questions",
        widget: "list",
        help: "Each question opens and closes to show its answer.",
      }),
  }),
  placement: {
    templates: ["trade-in", "trade-in-valuation", "content"],
    zones: ["main", "bottom"],
    max: 1,
  },
});
