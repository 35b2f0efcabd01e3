import { z } from "zod";
import { blockContract } from "../../shared.ts";

/**
 * The garage's sections. A new section is a name here, its
 * label, a component in the design system's `garageSections` and its list in `GarageAnswer`.
 */
export const garageSectionNames = [
  "saved-cars",
  "saved-searches",
  "reservations",
  "enquiries",
  "valuations",
  "details",
  "your-data",
] as const;
export type GarageSectionName = (typeof garageSectionNames)[number];

const sectionLabels: Record<GarageSectionName, string> = {
  "saved-cars": "Saved cars (the watchlist)",
  "saved-searches": "Saved searches and their alerts",
  reservations: "Cars reserved online",
  enquiries: "Enquiries",
  valuations: "Trade-in valuations",
  details: "My details",
  "your-data": "Download or delete my data",
};

/** The signed-in shopper's garage at /my-garage (or the site's garage address), section by section. */
export const garage = blockContract({
  type: "garage",
  props: z.strictObject({
    sections: z
      .array(z.enum(garageSectionNames).meta({ title: "Section", optionLabels: sectionLabels }))
      .min(1)
      .max(garageSectionNames.length)
      .default([...garageSectionNames])
      .meta({
        title: "Sections",
        help: "The garage's sections, shown in this order.",
      }),
  }),
  placement: { templates: ["garage"], zones: ["main"], max: 1 },
});
