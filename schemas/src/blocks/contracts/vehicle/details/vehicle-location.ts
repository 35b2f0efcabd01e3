import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/**
 * The vehicle page's location banner (the page's `#vehicle-map`): where the car is sold, with a
 * map (Mapbox with the site's `integrations.maps.mapboxToken`, else a static panel).
 */
export const vehicleLocation = blockContract({
  type: "vehicle-location",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Our Location").meta({ title: "Title" }),
  }),
  placement: { templates: ["vehicle"], zones: ["main", "bottom"], max: 1 },
});
