import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const siteHeaderBlock = defineBlock({
  type: "site-header",
  Component: lazyBlock(() => import("./site-header.tsx").then((module) => module.SiteHeader)),
  needsData: true,
  meta: {
    label: "Site header",
    category: "Layout",
    icon: "panel-top",
    description:
      "Logo, the header menu with the Vehicles and Stock dropdowns filled from stock, and the phone; a drawer on phones.",
  },
});
