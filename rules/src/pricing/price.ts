import { formatMoney } from "../formatting/format.ts";

/** A price of 10 or less counts as no price. */
const noPriceThreshold = 10;

export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === "number" && price > noPriceThreshold;
}

/** The price text of a car: the amount, or the site's no-price text ('Enquire for price.'). */
export function priceText(price: number | null | undefined, noPriceText: string): string {
  return hasPrice(price) ? formatMoney(price) : noPriceText;
}
