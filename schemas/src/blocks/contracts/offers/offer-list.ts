import { z } from "zod";
import { blockContract } from "../../shared.ts";

/** The offer cards' labels and lead, shared by the offers list and an offer's page. */
export const offerCardProps = {
  enquiryCategory: z.string().min(1).max(100).default("Special Offer Enquiry").meta({
    title: "Lead category",
    description: "The category of the lead 'Enquire Now' sends; its subcategory is the offer.",
  }),
  testDriveHref: z.string().min(1).max(200).default("/book-test-drive").meta({
    title: "Test drive page",
    widget: "link",
  }),
};

/**
 * The running offers as cards ('Enquire Now', 'Explore {model}', 'Book A Test Drive'), filtered
 * by category, price and dealership, 21 a page.
 */
export const offerList = blockContract({
  type: "offer-list",
  props: z.strictObject({
    showFilters: z.boolean().default(true).meta({ title: "Shows the filters", widget: "switch" }),
    emptyMessage: z
      .string()
      .min(1)
      .max(300)
      .default(
        "There appears to be no offers currently available that meet the conditions of your search",
      )
      .meta({ title: "Message when no offer matches", widget: "textarea" }),
    ...offerCardProps,
  }),
  placement: { templates: ["offers", "home", "content"], zones: ["main", "bottom"], max: 1 },
});
