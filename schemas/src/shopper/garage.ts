import { z } from "zod";
import { text } from "../leads/lead.ts";
import type { SavedSearchSummary } from "./saved-search.ts";

const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => value || null);

/**
 * The remembered details a signed-in shopper edits in their garage (the specification's name,
 * last_name, email and postcode; the phone is how they sign in and is not changed here). An
 * empty field clears the value.
 */
export const rememberedDetails = z.strictObject({
  name: optionalText(60).meta({ title: "First Name" }),
  last_name: optionalText(60).meta({ title: "Last Name" }),
  email: z
    .union([z.literal(""), z.email("Enter an email address such as jo@example.com").max(200)])
    .optional()
    .transform((value) => value || null)
    .meta({ title: "Email" }),
  postcode: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, "Invalid postcode. Please enter a 4-digit number."),
    ])
    .optional()
    .transform((value) => value || null)
    .meta({ title: "Postcode" }),
});

export type RememberedDetailsInput = z.input<typeof rememberedDetails>;
export type RememberedDetails = z.output<typeof rememberedDetails> & { phone: string };

/** How a watched car has changed since it was saved. */
export type SavedCarMarker =
  | { kind: "sold" }
  | { kind: "no-longer-listed" }
  | { kind: "price-dropped"; from: number; to: number }
  | { kind: "price-rose"; from: number; to: number };

/** `GET /api/garage`: everything the garage shows, one list per section. */
export type GarageAnswer = {
  details: RememberedDetails;
  saved_cars: {
    car_id: string;
    saved_at: string;
    /** The car as the site lists it now; null when it no longer does. */
    car: { title: string; slug: string; price: number; price_type?: string | undefined } | null;
    marker: SavedCarMarker | null;
  }[];
  enquiries: {
    id: string;
    created_at: string;
    category: string;
    subcategory: string | null;
    car_id: string | null;
    /** The car's name when the site lists it, else the make and model the lead named. */
    car_title: string | null;
  }[];
  valuations: {
    id: string;
    created_at: string;
    expires_at: string;
    car: { make: string; model: string; year: number; badge?: string | undefined };
    km: number;
    outcome: "estimate" | "outside-online-rule" | "no-estimate";
    low: number | null;
    high: number | null;
    accepted: boolean;
  }[];
  saved_searches: SavedSearchSummary[];
  /** The reservations that got as far as a deposit, newest first. */
  reservations: {
    id: string;
    created_at: string;
    car_id: string;
    /** The car's name when the site lists it. */
    car_title: string | null;
    car_slug: string | null;
    status: "pending-payment" | "held" | "confirmed" | "released" | "refunded" | "expired";
    amount_cents: number;
    /** When an unconfirmed hold lapses; null once confirmed or ended. */
    expires_at: string | null;
  }[];
};
