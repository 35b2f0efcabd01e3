import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const siteFooterBlock = defineBlock({
  type: "site-footer",
  Component: lazyBlock(() => import("./site-footer.tsx").then((module) => module.SiteFooter)),
  needsData: true,
  meta: {
    label: "Site footer",
    category: "Layout",
    icon: "panel-bottom",
    description:
      "The footer menu groups with the top models, the sales locations with phone numbers, legal text and copyright.",
  },
});
