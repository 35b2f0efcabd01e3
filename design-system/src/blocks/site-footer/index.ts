import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const siteFooterBlock = defineBlock({
  type: "site-footer",
  Component: lazyBlock(() => import("./site-footer.tsx").then((module) => module.SiteFooter)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const siteFooterMeta: BlockMeta = {
  label: "Site footer",
  category: "Layout",
  icon: "panel-bottom",
  description:
    "The footer menu groups with the top models, the sales locations with phone numbers, legal text and copyright.",
};
