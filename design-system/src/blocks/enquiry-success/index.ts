import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const enquirySuccessBlock = defineBlock({
  type: "enquiry-success",
  Component: lazyBlock(() =>
    import("./enquiry-success.tsx").then((module) => module.EnquirySuccess),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const enquirySuccessMeta: BlockMeta = {
  label: "Enquiry sent",
  category: "Content",
  icon: "circle-check",
  description: "The thank-you after an enquiry, naming the car and the enquiry, and a way back.",
};
