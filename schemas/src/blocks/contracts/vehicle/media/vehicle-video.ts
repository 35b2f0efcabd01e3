import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** The vehicle's video, whose player loads only when the shopper plays it. */
export const vehicleVideo = blockContract({
  type: "vehicle-video",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Video").meta({ title: "Title" }),
    playLabel: z.string().min(1).max(60).default("Play video").meta({
      title: "Play button",
      help: "The words on the button that starts the video.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
