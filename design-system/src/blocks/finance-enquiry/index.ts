import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export type { FinanceEnquiryData } from "./finance-enquiry.tsx";
export type { FinanceCar, FinanceSendResult } from "./finance-types.ts";

export const financeEnquiryBlock = defineBlock({
  type: "finance-enquiry",
  Component: lazyBlock(() =>
    import("./finance-enquiry.tsx").then((module) => module.FinanceEnquiry),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const financeEnquiryMeta: BlockMeta = {
  label: "Finance enquiry",
  category: "Content",
  icon: "landmark",
  description:
    "The finance page: featured used cars when no car is chosen, the pre-approval form (one page or a four-step popup), the side panel and the sample wording.",
};
