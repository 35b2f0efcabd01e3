import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const enquiryFormBlock = defineBlock({
  type: "enquiry-form",
  Component: lazyBlock(() => import("./enquire-button.tsx").then((module) => module.EnquireButton)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const enquiryFormMeta: BlockMeta = {
  label: "Enquiry form",
  category: "Vehicle",
  icon: "message-square",
  description:
    "An 'Enquire' button opening the enquiry form; a sold vehicle's asks for a similar one.",
};
export type { EnquiryResult } from "./enquiry-form.tsx";
