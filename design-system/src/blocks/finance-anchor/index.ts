import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const financeAnchorBlock = defineBlock({
  type: "finance-anchor",
  Component: lazyBlock(() => import("./finance-anchor.tsx").then((module) => module.FinanceAnchor)),
  needsData: true,
  // A link and a figure: the server renders them, and the browser needs no code for them.
  serverRendered: "static",
});

/** How the studio shows the block in its palette and forms. */
export const financeAnchorMeta: BlockMeta = {
  label: "Finance link",
  category: "Vehicle",
  icon: "badge-dollar-sign",
  description:
    "A link to the finance calculator with the car's weekly finance figure, where the site shows lender figures.",
};
