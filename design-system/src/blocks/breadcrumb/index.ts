import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export type { TrailItem } from "./breadcrumb-trail.tsx";

export const breadcrumbBlock = defineBlock({
  type: "breadcrumb",
  Component: lazyBlock(() =>
    import("./breadcrumb-trail.tsx").then((module) => module.BreadcrumbTrail),
  ),
  needsData: true,
  meta: {
    label: "Breadcrumb",
    category: "Layout",
    icon: "chevrons-right",
    description: "Home, then the way to this page (make, model, body type on stock pages).",
  },
});
