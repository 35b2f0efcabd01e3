import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** The dealer's own words on the vehicle, cut at 400 characters with a more/less toggle. */
export const dealerComments = blockContract({
  type: "dealer-comments",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Dealer Comments").meta({ title: "Title" }),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
