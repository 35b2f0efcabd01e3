import {
  checkoutCarBlock,
  checkoutConfirmationBlock,
  checkoutDepositBlock,
  checkoutDetailsBlock,
  checkoutFinanceBlock,
  checkoutTradeInBlock,
} from "../checkout-steps/index.ts";

/** Reserving or buying a car online: the car, then a block per step. */
export const checkoutBlocks = {
  [checkoutCarBlock.type]: checkoutCarBlock,
  [checkoutDetailsBlock.type]: checkoutDetailsBlock,
  [checkoutTradeInBlock.type]: checkoutTradeInBlock,
  [checkoutFinanceBlock.type]: checkoutFinanceBlock,
  [checkoutDepositBlock.type]: checkoutDepositBlock,
  [checkoutConfirmationBlock.type]: checkoutConfirmationBlock,
};
