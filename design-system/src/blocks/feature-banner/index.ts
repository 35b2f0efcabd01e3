import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { MegaphoneIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { FeatureBanner } from "./feature-banner.tsx";

export { FeatureBanner };

export const featureBannerBlock = defineBlock({
  type: "feature-banner",
  Component: FeatureBanner,
  meta: {
    label: "Feature banner",
    category: "Content",
    icon: MegaphoneIcon,
    description:
      "A coloured banner with a message and one button, for finance, trade-in or service.",
    placement: blockPlacements["feature-banner"],
    fieldHints: {
      image: { widget: "image" },
      "link.href": { widget: "link" },
      text: { widget: "textarea" },
    },
  },
});
