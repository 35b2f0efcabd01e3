import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const requestPhotosFormBlock = defineBlock({
  type: "request-photos-form",
  Component: lazyBlock(() =>
    import("./request-photos-button.tsx").then((module) => module.RequestPhotosButton),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const requestPhotosFormMeta: BlockMeta = {
  label: "Request photos form",
  category: "Vehicle",
  icon: "images",
  description: "A 'Request More Photos' button opening a short form in a dialog.",
};
