import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { TextSearchIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { SearchHeading } from "./search-heading.tsx";

export {
  SearchHeading,
  type SearchHeadingData,
  type SearchHeadingProps,
} from "./search-heading.tsx";

export const searchHeadingBlock = defineBlock({
  type: "search-heading",
  Component: SearchHeading,
  meta: {
    label: "Search heading",
    category: "Search",
    icon: TextSearchIcon,
    description:
      "The search page's title, such as 'Used Cars for Sale', and how many vehicles match.",
    placement: blockPlacements["search-heading"],
    needsData: true,
  },
});
