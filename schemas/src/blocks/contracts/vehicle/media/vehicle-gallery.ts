import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/**
 * The vehicle's photos, video and 360 spin. Its first tab and auto-rotation are the site's
 * (vehiclePage.galleryDefaultView, vehiclePage.spinAutoRotate).
 */
export const vehicleGallery = blockContract({
  type: "vehicle-gallery",
  props: z.strictObject({}),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
