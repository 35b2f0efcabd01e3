import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { PanelTopIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { SiteHeader } from "./site-header.tsx";

export { type MenuEntry, type MenuLink, toMenuEntries } from "./menu-entries.ts";
export { dropdownOpenClass, SiteHeader } from "./site-header.tsx";
export type {
  HeaderPhone,
  MakeModels,
  ModelLink,
  SiteHeaderData,
  SiteHeaderProps,
  SiteLogoImage,
  StockLink,
} from "./site-header-data.ts";
export { SiteLogo } from "./site-logo.tsx";

export const siteHeaderBlock = defineBlock({
  type: "site-header",
  Component: SiteHeader,
  meta: {
    label: "Site header",
    category: "Layout",
    icon: PanelTopIcon,
    description:
      "Logo, the header menu with the Vehicles and Stock dropdowns filled from stock, and the phone; a drawer on phones.",
    placement: blockPlacements["site-header"],
    needsData: true,
    fieldHints: {
      sticky: { widget: "switch" },
      showPhone: { widget: "switch", help: "The number comes from the primary location." },
    },
  },
});
