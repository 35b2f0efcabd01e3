import { z } from "zod";
import { blockContract } from "../../shared.ts";

/**
 * A location's own page: its Google rating, contact details, the hours table for each of its
 * types (sales, service, parts), holiday hours in a dialog, its actions and its map.
 */
export const locationDetail = blockContract({
  type: "location-detail",
  props: z.strictObject({
    hoursTitle: z.string().min(1).max(60).default("Opening Hours").meta({ title: "Hours title" }),
    showMap: z.boolean().default(true).meta({ title: "Shows the map", widget: "switch" }),
  }),
  placement: { templates: ["location"], zones: ["main"], max: 1 },
});
