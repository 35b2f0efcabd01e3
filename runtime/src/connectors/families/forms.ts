import { formsBlocks } from "@storefront/design-system/blocks/families/forms.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const pageForms = () => import("../leads/page-lead-forms.tsx");
const financePage = () => import("../finance/finance-blocks.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = formsBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "enquiry-success": connector(pageForms, "EnquirySuccessConnector"),
  "trade-in-form": connector(pageForms, "TradeInFormConnector"),
  "trade-in-valuation": connector(
    () => import("../trade-in/trade-in-valuation.tsx"),
    "TradeInValuationConnector",
  ),
  "generic-form": connector(pageForms, "GenericFormConnector"),
  "finance-enquiry": connector(financePage, "FinanceEnquiryConnector"),
};
