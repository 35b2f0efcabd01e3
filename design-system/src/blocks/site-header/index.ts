import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export { menuPaths, namedPath } from "./menu/current-path.ts";

export const siteHeaderBlock = defineBlock({
  type: "site-header",
  Component: lazyBlock(() => import("./site-header.tsx").then((module) => module.SiteHeader)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const siteHeaderMeta: BlockMeta = {
  label: "Site header",
  category: "Layout",
  icon: "panel-top",
  description:
    "Logo, the header menu with the Vehicles and Stock dropdowns filled from stock, and the phone; a drawer on phones.",
};
