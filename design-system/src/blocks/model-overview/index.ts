import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export type { ModelImage } from "./model-overview.tsx";

export const modelOverviewBlock = defineBlock({
  type: "model-overview",
  Component: lazyBlock(() => import("./model-overview.tsx").then((module) => module.ModelOverview)),
  needsData: true,
});

export const modelOverviewMeta: BlockMeta = {
  label: "Model overview",
  category: "Content",
  icon: "car",
  description:
    "The model its page names: name and picture, its running offers, how many are in stock and 'Book A Test Drive'.",
};
