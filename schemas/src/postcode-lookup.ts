import * as z from "zod/mini";

/** The spec's message for a postcode that cannot be placed (geocoding). */
export const invalidPostcode = "Invalid postcode";

/**
 * A shopper's postcode to measure distances from: four digits. Written with zod/mini so the
 * storefront's form checks it with the server's own schema without loading all of zod.
 */
export const shopperPostcode = z
  .string({ error: invalidPostcode })
  .check(z.trim(), z.regex(/^\d{4}$/, invalidPostcode));

/** `GET /api/postcodes/{postcode}`. */
export const postcodeLookupParams = z.object({ postcode: shopperPostcode });

/** Where a postcode is: the middle of its localities. */
export type PostcodePlace = { postcode: string; lat: number; long: number };
