import { z } from "zod";
import { blockContract, faqItems } from "../../../shared.ts";

/** Common questions on buying a vehicle, each opening to its answer. */
export const vehicleFaq = blockContract({
  type: "vehicle-faq",
  props: z.strictObject({
    title: z
      .string()
      .min(1)
      .max(120)
      .default("Frequently Asked Questions")
      .meta({ title: "Title" }),
    items: faqItems([
      {
        question: "Is this vehicle still available?",
        answer:
          "Vehicles sell quickly. Send an enquiry or call the dealership to confirm it is available before you visit.",
      },
      {
        question: "Can I book a test drive?",
        answer:
          "Yes. Send an enquiry from this page or call the dealership, and we will find a time that suits you.",
      },
      {
        question: "Is finance available?",
        answer:
          "Finance can be arranged for approved applicants. Ask us for a quote; any repayments shown are indicative until your application is approved.",
      },
      {
        question: "Can I trade in my current vehicle?",
        answer:
          "Yes. Tell us about your vehicle when you enquire and we will give you a trade-in price, subject to inspection.",
      },
      {
        question: "Can the vehicle be delivered to me?",
        answer:
          "Delivery can be arranged to most areas. The delivery calculator on this page gives a price for your postcode.",
      },
    ]),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
