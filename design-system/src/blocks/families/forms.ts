import { enquirySuccessBlock } from "../enquiry-success/index.ts";
import { financeEnquiryBlock } from "../finance-enquiry/index.ts";
import { genericFormBlock } from "../generic-form/index.ts";
import { tradeInFaqBlock } from "../trade-in-faq/index.ts";
import { tradeInFormBlock } from "../trade-in-form/index.ts";
import { tradeInValuationBlock } from "../trade-in-valuation/index.ts";

/** The lead pages' forms: trade-in, finance, generic forms and the enquiry sent. */
export const formsBlocks = {
  [enquirySuccessBlock.type]: enquirySuccessBlock,
  [tradeInFormBlock.type]: tradeInFormBlock,
  [tradeInValuationBlock.type]: tradeInValuationBlock,
  [tradeInFaqBlock.type]: tradeInFaqBlock,
  [genericFormBlock.type]: genericFormBlock,
  [financeEnquiryBlock.type]: financeEnquiryBlock,
};
