import { z } from "zod";
import {
  australianState,
  clockTime,
  isoDate,
  mediaUrl,
  postcode,
  safeLink,
  slug,
  timeZone,
} from "./common.ts";
import { leadTarget } from "./leads/lead-target.ts";

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
  start_hour: clockTime.optional().meta({ title: "Opens" }),
  end_hour: clockTime.optional().meta({ title: "Closes" }),
  name: z.string().optional().meta({ title: "Holiday name" }),
  location_id: z.string().optional(),
});

const address = z.object({
  street: z.string(),
  city: z.string(),
  state: australianState,
  postcode,
  lat: z.number().min(-90).max(90).meta({ title: "Latitude" }),
  long: z.number().min(-180).max(180).meta({ title: "Longitude" }),
  place_id: z.string().optional().meta({ title: "Google place id" }),
  place_url: safeLink.optional().meta({ title: "Google Maps link" }),
  map_key: z.string().optional(),
});

const reviewStats = z.object({
  count: z.number().int().min(0),
  average_rating: z.number().min(0).max(5),
});

export const location = z.object({
  id: z.string().min(1).meta({ title: "Location id" }),
  name: z.string().min(1),
  slug: slug.meta({
    title: "Location page name",
    description: "The location's page is at /locations/{this name}, such as /locations/penrith.",
  }),
  location_type: locationType.nullable().default(null).meta({ title: "Type" }),
  location_subtype: z.string().optional().meta({ title: "Subtype" }),
  dealership_id: z.string().min(1).meta({ title: "Dealership" }),
  dealership_slug: z.string().optional(),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  manufacturers: z.array(z.string()).default([]),
  address,
  contact_detail: z
    .object({
      phone: z.string().optional(),
      landline_phone: z.string().optional().meta({ title: "Landline" }),
      email: z.email().optional(),
      opening_hours: z.array(openingHour).default([]).meta({ title: "Opening hours" }),
    })
    .meta({ title: "Contact" }),
  special_hours: z
    .array(specialHours.meta({ title: "Holiday" }))
    .default([])
    .meta({ title: "Holiday hours" }),
  image: mediaUrl.optional(),
  reviews: reviewStats.optional().meta({ title: "Review stats" }),
  dealer_license_number: z.string().optional().meta({ title: "Dealer licence number" }),
  motor_vehicle_repairer: z.string().optional(),
  coming_soon_badge: z.string().optional().meta({ title: "Coming soon badge" }),
  opens_on: isoDate.optional().meta({ title: "Opens on" }),
  timeZone: timeZone.optional().meta({
    title: "Time zone",
    description:
      "This location's IANA time zone when it is not its dealership's, such as Australia/Perth: its hours, 'open now' and holiday hours follow it.",
  }),
});
export type Location = z.infer<typeof location>;

export const dealership = z.object({
  id: z.string().min(1),
  slug,
  name: z.string().min(1),
  manufacturers: z.array(z.string()).default([]),
  manufacturer_id: z.string().optional(),
  logo: mediaUrl.optional(),
  timeZone: timeZone.optional().meta({
    title: "Time zone",
    description:
      "The dealership's IANA time zone when it is not the site's, such as Australia/Perth: its locations' hours, 'open now' and holiday hours follow it.",
  }),
  leadTargets: z
    .array(leadTarget.meta({ title: "Lead destination" }))
    .optional()
    .meta({
      title: "Lead delivery",
      description:
        "Where this dealership's leads are delivered, besides the site's own lead destinations.",
    }),
});
export type Dealership = z.infer<typeof dealership>;
