import type { ItemType } from "@storefront/schemas";

/** The word a sold notice uses for the vehicle: 'car', or its item type ('caravan'). */
function soldItemWord(itemType: ItemType | undefined): string {
  return itemType ?? "car";
}

/** The spec's sold notice: the news, then the offer of help. */
export function soldNoticeText(itemType: ItemType | undefined): { title: string; body: string } {
  const type = soldItemWord(itemType);
  return {
    title: `Unfortunately this ${type} recently sold.`,
    body: `But don't worry, we can help you find a similar ${type}!`,
  };
}
