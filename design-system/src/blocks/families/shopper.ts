import { garageBlock } from "../garage/index.ts";
import { savedCarsBlock } from "../saved-cars/index.ts";
import { signInBlock } from "../sign-in/index.ts";

/** The shopper's own pages: sign-in, the garage and saved cars. */
export const shopperBlocks = {
  [signInBlock.type]: signInBlock,
  [garageBlock.type]: garageBlock,
  [savedCarsBlock.type]: savedCarsBlock,
};
