import { z } from "zod";

/** A list parameter sent once per value or as one comma-separated value. */
const listParam = z.preprocess(
  (value) =>
    typeof value === "string" ? value.split(",").filter(Boolean) : value === undefined ? [] : value,
  z.array(z.string().min(1).max(100)).max(20),
);

/**
 * The offers search's filters (categories, price and dealership_id) and page, as the
 * `/special-offers` address and `GET /api/offers` take them.
 */
export const offerSearchParams = z.strictObject({
  categories: listParam,
  price_min: z.coerce.number().int().min(0).optional(),
  price_max: z.coerce.number().int().min(0).optional(),
  dealership_id: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type OfferSearchParams = z.infer<typeof offerSearchParams>;
