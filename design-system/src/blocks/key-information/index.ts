import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const keyInformationBlock = defineBlock({
  type: "key-information",
  Component: lazyBlock(() =>
    import("./key-information.tsx").then((module) => module.KeyInformation),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const keyInformationMeta: BlockMeta = {
  label: "Key information",
  category: "Vehicle",
  icon: "list",
  description: "The vehicle's key specifications: the first few, then 'show more'.",
};
