import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/**
 * The vehicle page's sticky header (after 500 px) and call bar; whether a site has the call bar,
 * and its threshold, are the site's vehicle page settings (stickyCallBar).
 */
export const vehicleStickyBars = blockContract({
  type: "vehicle-sticky-bars",
  props: z.strictObject({}),
  placement: { templates: ["vehicle"], zones: ["top"], max: 1 },
});
