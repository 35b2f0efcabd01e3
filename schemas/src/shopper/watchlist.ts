import { z } from "zod";
import { mobilePhone } from "../mobile-phone.ts";

/** A vehicle's id as the watchlist calls send it: a whole number, or its digits as text. */
const carId = z
  .union(
    [
      z.number().int().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d{1,18}$/, "Use the car's id, a whole number"),
    ],
    {
      error: "Use the car's id, a whole number",
    },
  )
  .transform((value) => String(value));

/** `POST /api/watchlist/save-car` and `/remove-car`: the signed-in shopper's phone and the car. */
export const watchlistChange = z.strictObject({
  phone_number: mobilePhone,
  car_id: carId,
});
