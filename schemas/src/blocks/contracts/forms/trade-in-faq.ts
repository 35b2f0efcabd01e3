import { z } from "zod";
import { blockContract, faqItems } from "../../shared.ts";

/** The trade-in FAQ; the answers are the specification's own words. */
export const tradeInFaq = blockContract({
  type: "trade-in-faq",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Trade-in FAQ").meta({ title: "Title" }),
    items: faqItems([
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
    ]),
  }),
  placement: {
    templates: ["trade-in", "trade-in-valuation", "content"],
    zones: ["main", "bottom"],
    max: 1,
  },
});
