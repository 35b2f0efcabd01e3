import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const genericFormBlock = defineBlock({
  type: "generic-form",
  Component: lazyBlock(() =>
    import("./generic-form-block.tsx").then((module) => module.GenericFormBlock),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const genericFormMeta: BlockMeta = {
  label: "Form",
  category: "Content",
  icon: "clipboard-list",
  description:
    "A form the marketer lays out (text, email, phone, text area, select, check options) sent as a lead.",
};
