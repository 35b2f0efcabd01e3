import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const dealerPhoneBlock = defineBlock({
  type: "dealer-phone",
  Component: lazyBlock(() => import("./dealer-phone.tsx").then((module) => module.DealerPhone)),
  needsData: true,
  // The server renders the number (masked or not); the reveal's code loads on first reach.
  serverRendered: "until-used",
});

/** How the studio shows the block in its palette and forms. */
export const dealerPhoneMeta: BlockMeta = {
  label: "Dealer phone",
  category: "Vehicle",
  icon: "phone",
  description:
    "The dealer's number, masked until clicked on sites that say so; each call is counted.",
};
