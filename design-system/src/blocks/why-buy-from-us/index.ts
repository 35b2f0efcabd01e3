import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { ShieldCheckIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { WhyBuyFromUs } from "./why-buy-from-us.tsx";

export { WhyBuyFromUs };

export const whyBuyFromUsBlock = defineBlock({
  type: "why-buy-from-us",
  Component: WhyBuyFromUs,
  meta: {
    label: "Why buy from us",
    category: "Content",
    icon: ShieldCheckIcon,
    description: "Reasons to buy: warranty, finance, years in business.",
    placement: blockPlacements["why-buy-from-us"],
    fieldHints: { items: { widget: "list", help: "Up to six reasons." } },
  },
});
