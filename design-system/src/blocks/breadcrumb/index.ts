import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export type { TrailItem } from "./breadcrumb-trail.tsx";

export const breadcrumbBlock = defineBlock({
  type: "breadcrumb",
  Component: lazyBlock(() =>
    import("./breadcrumb-trail.tsx").then((module) => module.BreadcrumbTrail),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const breadcrumbMeta: BlockMeta = {
  label: "Breadcrumb",
  category: "Layout",
  icon: "chevrons-right",
  description: "Home, then the way to this page (make, model, body type on stock pages).",
};
