import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export type { FooterLocation, SiteFooterData, SiteFooterProps } from "./site-footer-data.ts";

export const siteFooterBlock = defineBlock({
  type: "site-footer",
  Component: lazyBlock(() => import("./site-footer.tsx").then((module) => module.SiteFooter)),
  meta: {
    label: "Site footer",
    category: "Layout",
    icon: "panel-bottom",
    description:
      "The footer menu groups with the top models, the sales locations with phone numbers, legal text and copyright.",
    placement: blockPlacements["site-footer"],
    needsData: true,
    fieldHints: {
      legal: {
        widget: "textarea",
        help: "Licence numbers and similar; shown above the copyright line.",
        placeholder: "Motor Dealer Licence MD012345",
      },
      showLocations: { widget: "switch" },
    },
  },
});
