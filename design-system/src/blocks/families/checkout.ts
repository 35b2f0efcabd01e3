import { checkoutBlock } from "../checkout/index.ts";

/** Reserving or buying a car online. */
export const checkoutBlocks = {
  [checkoutBlock.type]: checkoutBlock,
};
