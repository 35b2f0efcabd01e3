import { z } from "zod";
import { blockContract } from "../../shared.ts";
import { offerCardProps } from "../offers/offer-list.ts";

/**
 * A model's explore page (`/{model-slug}`): its name and picture, its running offers, how many
 * are in stock with the way to them, and 'Book A Test Drive'.
 */
export const modelOverview = blockContract({
  type: "model-overview",
  props: z.strictObject({
    offersTitle: z.string().min(1).max(120).default("{model} offers").meta({
      title: "Offers heading",
      description: "{model} is replaced by the model's name.",
    }),
    ...offerCardProps,
  }),
  placement: { templates: ["model"], zones: ["main"], max: 1 },
});
