import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleGalleryBlock = defineBlock({
  type: "vehicle-gallery",
  // With the tabs' code, so a tabbed gallery taking over from the server's HTML shows at once.
  Component: lazyBlock(() =>
    import("./vehicle-gallery.tsx").then(async (module) => {
      await module.preloadGalleryTabs();
      return module.VehicleGallery;
    }),
  ),
  needsData: true,
  // The server renders its first photo, controls and thumbnails; the slider's code loads when
  // the shopper first reaches for it, and the click or key that woke it then acts.
  serverRendered: "until-used",
});

/** How the studio shows the block in its palette and forms. */
export const vehicleGalleryMeta: BlockMeta = {
  label: "Vehicle gallery",
  category: "Vehicle",
  icon: "images",
  description:
    "The vehicle's photos with thumbnails and full screen, its video second, and the 360 spin and interior tabs when it has them.",
};
