import { z } from "zod";
import { blockContract } from "../../shared.ts";

/**
 * The site's locations as cards, with a map (Mapbox with the site's
 * `integrations.maps.mapboxToken`, loaded as it scrolls into view; else a static list) and the
 * distance from a shopper's postcode. Which locations and how, by the spec's section rule.
 */
export const dealerLocations = blockContract({
  type: "dealer-locations",
  props: z.strictObject({
    title: z.string().max(120).default("Our Locations").meta({ title: "Title" }),
    layout: z
      .enum(["grid", "carousel"])
      .default("grid")
      .meta({
        title: "Cards shown as",
        widget: "select",
        optionLabels: { grid: "A grid", carousel: "A carousel" },
      }),
    showMap: z.boolean().default(true).meta({
      title: "Shows the map",
      widget: "switch",
      help: "With its city and dealership filters.",
    }),
    showPostcodeSearch: z.boolean().default(true).meta({
      title: "Asks for a postcode",
      widget: "switch",
      help: "Shoppers enter a postcode to see each location's distance, nearest first.",
    }),
  }),
  placement: {
    templates: ["locations", "home", "service", "content"],
    zones: ["main", "bottom"],
    max: 1,
  },
});
