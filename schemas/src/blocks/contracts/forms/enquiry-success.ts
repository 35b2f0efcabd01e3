import { z } from "zod";
import { blockContract } from "../../shared.ts";

/** The thank-you after a lead is saved, naming the car and the enquiry it was about. */
export const enquirySuccess = blockContract({
  type: "enquiry-success",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Thank You").meta({ title: "Title" }),
    message: z
      .string()
      .min(1)
      .max(400)
      .default("Your enquiry has been sent. Our team will be in touch shortly.")
      .meta({ title: "Message" }),
    searchLabel: z.string().min(1).max(60).default("Back to search").meta({ title: "Link label" }),
  }),
  placement: { templates: ["success"], zones: ["main"], max: 1 },
});
