import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { PanelBottomIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { SiteFooter } from "./site-footer.tsx";

export { footerModelLimit, footerModelLinks } from "./footer-model-links.ts";
export { SiteFooter } from "./site-footer.tsx";
export type { FooterLocation, SiteFooterData, SiteFooterProps } from "./site-footer-data.ts";

export const siteFooterBlock = defineBlock({
  type: "site-footer",
  Component: SiteFooter,
  meta: {
    label: "Site footer",
    category: "Layout",
    icon: PanelBottomIcon,
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
