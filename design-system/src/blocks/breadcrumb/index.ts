import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { ChevronsRightIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { BreadcrumbTrail } from "./breadcrumb-trail.tsx";

export { BreadcrumbTrail, breadcrumbJsonLd, type TrailItem } from "./breadcrumb-trail.tsx";

export const breadcrumbBlock = defineBlock({
  type: "breadcrumb",
  Component: BreadcrumbTrail,
  meta: {
    label: "Breadcrumb",
    category: "Layout",
    icon: ChevronsRightIcon,
    description: "Home, then the way to this page (make, model, body type on stock pages).",
    placement: blockPlacements.breadcrumb,
    needsData: true,
  },
});
