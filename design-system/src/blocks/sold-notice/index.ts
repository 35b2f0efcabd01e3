import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const soldNoticeBlock = defineBlock({
  type: "sold-notice",
  Component: lazyBlock(() => import("./sold-notice.tsx").then((module) => module.SoldNotice)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const soldNoticeMeta: BlockMeta = {
  label: "Sold notice",
  category: "Vehicle",
  icon: "circle-alert",
  description: "Shown only on a sold vehicle: it recently sold, with a way to find a similar one.",
};
