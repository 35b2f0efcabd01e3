import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const dealerCommentsBlock = defineBlock({
  type: "dealer-comments",
  Component: lazyBlock(() =>
    import("./dealer-comments.tsx").then((module) => module.DealerComments),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const dealerCommentsMeta: BlockMeta = {
  label: "Dealer comments",
  category: "Vehicle",
  icon: "message-square-text",
  description:
    "The dealer's comments on the vehicle, cut at 400 characters with a more/less toggle.",
};
