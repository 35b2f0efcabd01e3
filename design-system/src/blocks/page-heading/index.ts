import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { HeadingIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { PageHeading } from "./page-heading.tsx";

export { PageHeading };

export const pageHeadingBlock = defineBlock({
  type: "page-heading",
  Component: PageHeading,
  meta: {
    label: "Page heading",
    category: "Content",
    icon: HeadingIcon,
    description: "The page's title, with an optional line under it.",
    placement: blockPlacements["page-heading"],
  },
});
