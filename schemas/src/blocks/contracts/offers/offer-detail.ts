import { z } from "zod";
import { blockContract } from "../../shared.ts";
import { offerCardProps } from "./offer-list.ts";

/** The offer its page's address names, whole: description and disclaimer open, with its actions. */
export const offerDetail = blockContract({
  type: "offer-detail",
  props: z.strictObject({
    backLabel: z.string().min(1).max(60).default("All Special Offers").meta({ title: "Back link" }),
    ...offerCardProps,
  }),
  placement: { templates: ["offer"], zones: ["main"], max: 1 },
});
