import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleGalleryBlock = defineBlock({
  type: "vehicle-gallery",
  Component: lazyBlock(() =>
    import("./vehicle-gallery.tsx").then((module) => module.VehicleGallery),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleGalleryMeta: BlockMeta = {
  label: "Vehicle gallery",
  category: "Vehicle",
  icon: "images",
  description:
    "The vehicle's photos with thumbnails and full screen, its video second, and the 360 spin and interior tabs when it has them.",
};
