import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleVideoBlock = defineBlock({
  type: "vehicle-video",
  Component: lazyBlock(() => import("./vehicle-video.tsx").then((module) => module.VehicleVideo)),
  needsData: true,
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleVideoMeta: BlockMeta = {
  label: "Video",
  category: "Vehicle",
  icon: "circle-play",
  description:
    "The vehicle's video (a file, YouTube or Vimeo), loaded only when the shopper plays it; hidden when it has none.",
};
