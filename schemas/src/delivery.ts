import * as z from "zod/mini";

/**
 * The delivery calculator's messages, as the spec writes them: one for an empty postcode, one
 * for a postcode no delivery region covers.
 */
export const deliveryMessages = {
  missingPostcode: "Please enter a postcode.",
  unsupportedPostcode:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;

/**
 * The postcode a shopper asks a delivery price for: anything but empty. A postcode no region
 * covers (including one that is not 4 digits) gets the unsupported-postcode answer instead.
 * Written with zod/mini so the storefront's calculator can check it without loading all of zod.
 */
export const deliveryPostcode = z
  .string({ error: deliveryMessages.missingPostcode })
  .check(
    z.trim(),
    z.minLength(1, deliveryMessages.missingPostcode),
    z.maxLength(10, "Use a 4-digit postcode"),
  );

/** `GET /api/delivery-price?postcode=2000`. */
export const deliveryPriceQuery = z.object({ postcode: deliveryPostcode });

/** The answer of a delivery price lookup: the region's price in dollars and its name. */
export type DeliveryEstimate = { price: number; name: string };
