import { z } from "zod";
import {
  australianState,
  clockTime,
  isoDate,
  mediaUrl,
  postcode,
  safeLink,
  slug,
} from "./common.ts";

const locationTypes = ["sales", "service", "parts"] as const;
const locationType = z.enum(locationTypes);

/** One weekday's hours; weekday 0 is Sunday and 6 is Saturday. */
const openingHour = z
  .object({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(["Open", "Closed"]),
    formated_hours: z.string().optional(),
    open: clockTime.optional(),
    close: clockTime.optional(),
  })
  .refine((hour) => hour.status === "Closed" || (hour.open && hour.close), {
    message: "An open day needs both open and close times",
    path: ["open"],
  })
  .refine((hour) => !hour.open || !hour.close || hour.open < hour.close, {
    message: "Opening time must be before closing time",
    path: ["close"],
  });
export type OpeningHour = z.infer<typeof openingHour>;

/** Holiday hours for one date. */
const specialHours = z.object({
  date: z.iso.date(),
  status: z.enum(["Open", "Closed"]),
  start_hour: clockTime.optional(),
  end_hour: clockTime.optional(),
  name: z.string().optional(),
  location_id: z.string().optional(),
});

const address = z.object({
  street: z.string(),
  city: z.string(),
  state: australianState,
  postcode,
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  place_id: z.string().optional(),
  place_url: safeLink.optional(),
  map_key: z.string().optional(),
});

const reviewStats = z.object({
  count: z.number().int().min(0),
  average_rating: z.number().min(0).max(5),
});

export const location = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug,
  location_type: locationType.nullable().default(null),
  location_subtype: z.string().optional(),
  dealership_id: z.string().min(1),
  dealership_slug: z.string().optional(),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  manufacturers: z.array(z.string()).default([]),
  address,
  contact_detail: z.object({
    phone: z.string().optional(),
    landline_phone: z.string().optional(),
    email: z.email().optional(),
    opening_hours: z.array(openingHour).default([]),
  }),
  special_hours: z.array(specialHours).default([]),
  image: mediaUrl.optional(),
  reviews: reviewStats.optional(),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  coming_soon_badge: z.string().optional(),
  opens_on: isoDate.optional(),
});
export type Location = z.infer<typeof location>;

export const dealership = z.object({
  id: z.string().min(1),
  slug,
  name: z.string().min(1),
  manufacturers: z.array(z.string()).default([]),
  manufacturer_id: z.string().optional(),
  logo: mediaUrl.optional(),
});
export type Dealership = z.infer<typeof dealership>;
