import { z } from "zod";
import { itemType } from "../vehicle.ts";

export const tagSettings = z.strictObject({
  soldText: z
    .string()
    .min(1)
    .default("JUST SOLD")
    .meta({ description: "Tag on cars that can no longer be sold." }),
  newArrivalText: z
    .string()
    .min(1)
    .default("New")
    .meta({ description: "Tag on cars listed within the just-arrived window." }),
  newArrivalDays: z
    .number()
    .int()
    .min(0)
    .max(90)
    .default(8)
    .meta({ description: "Days a newly listed car carries the new-arrival tag." }),
  certifiedBadge: z
    .strictObject({ make: z.string().min(1), text: z.string().min(1) })
    .optional()
    .meta({
      description: "Badge for certified used cars of one named manufacturer; off when absent.",
    }),
});

export const vehiclePageSettings = z.strictObject({
  checkoutPath: z.enum(["checkout", "buy-online"]).default("checkout").meta({
    description: "Reserve or buy online at /cars/{slug}/checkout or /cars/{slug}/buy-online.",
  }),
  galleryDefaultView: z
    .enum(["spinner", "gallery", "interior"])
    .default("spinner")
    .meta({ description: "Gallery tab shown first." }),
  spinAutoRotate: z
    .boolean()
    .default(false)
    .meta({ description: "The 360 spin turns by itself (every 100 ms)." }),
  phoneReveal: z.enum(["masked", "direct"]).default("masked").meta({
    description: "Masked shows the first 5 characters until clicked; direct shows the number.",
  }),
  stickyCallBar: z
    .strictObject({
      enabled: z.boolean().default(false),
      threshold: z.number().int().min(0).default(900),
    })
    .prefault({})
    .meta({
      description: "Sticky call bar, switching style after scrolling past the threshold (px).",
    }),
  regoExpiredText: z
    .enum(["expires-on", "unregistered"])
    .default("expires-on")
    .meta({ description: "A past rego date shows 'Expires on {date}' or 'Unregistered'." }),
  depositQuote: z
    .boolean()
    .default(false)
    .meta({ description: "Requests a deposit quote for cars priced above 0." }),
  reserveOnline: z
    .boolean()
    .default(false)
    .meta({ description: "Available cars eligible for reserving show Reserve and buy online." }),
  reserveAmount: z
    .number()
    .positive()
    .default(200)
    .meta({ description: "Reserve price shown when the car gives none." }),
  similarCarsCount: z
    .number()
    .int()
    .min(0)
    .max(12)
    .default(6)
    .meta({ description: "Similar cars shown." }),
  tradeInValuationPost: z.boolean().default(false).meta({
    description: "Also posts the valuation to /api/miscellaneous with column_name 'valuation'.",
  }),
});

export const favouriteSettings = z.strictObject({
  enabled: z
    .boolean()
    .default(true)
    .meta({ description: "Cards and vehicle pages offer the favourite toggle." }),
  mode: z
    .enum(["favourites", "compare"])
    .default("favourites")
    .meta({ description: "The toggle saves favourites or adds cars to compare." }),
  compareUsedOnly: z
    .boolean()
    .default(false)
    .meta({ description: "In compare mode, only used cars can be compared." }),
});

export const gatedFeatures = [
  "checkout",
  "finance",
  "spin-to-win",
  "equifax-finance",
  "trade-in",
] as const;

export const authSettings = z.strictObject({
  enabled: z
    .boolean()
    .default(false)
    .meta({ description: "Shoppers can sign in by phone one-time code." }),
  gated: z.array(z.enum(gatedFeatures)).default([]).meta({
    description:
      "Features that need sign-in on this site (online payment and my-garage always do).",
  }),
});

export const formSettings = z.strictObject({
  enquiryMessageRequired: z
    .boolean()
    .default(true)
    .meta({ description: "The enquiry message (Comments) is required." }),
  enquiryLocationField: z
    .boolean()
    .default(false)
    .meta({ description: "Enquiry forms ask for the website location." }),
  removePreferredDealership: z.boolean().default(false).meta({
    description: "Hides the preferred-dealership field on multi-dealership sites.",
  }),
  financePostcode: z
    .boolean()
    .default(false)
    .meta({ description: "The finance enquiry asks for a 4-digit postcode." }),
  additionalServices: z
    .array(z.string().min(1))
    .default([])
    .meta({ description: "Extra services offered as check options on the enquiry form." }),
});

export const locationSettings = z.strictObject({
  weekendClosedText: z
    .enum(["Closed", "By appointment only", "Enquire Now"])
    .default("Closed")
    .meta({ description: "What a location closed on a weekend day shows." }),
});

export const reviewSettings = z.strictObject({
  hidden: z.boolean().default(false).meta({ description: "Hides reviews everywhere." }),
  minimumRating: z
    .number()
    .min(0)
    .max(5)
    .default(4)
    .meta({ description: "Reviews show only when the average rating exceeds this." }),
  googleQuantity: z
    .number()
    .int()
    .min(0)
    .max(50)
    .default(12)
    .meta({ description: "Google reviews shown." }),
});

export const inventorySettings = z.strictObject({
  itemTypes: z.array(itemType).min(1).default(["car"]).meta({
    description:
      "Kinds of stock the site sells (cars; motorcycles, trucks and caravans on some sites).",
  }),
});

export const warrantySettings = z.strictObject({
  mechanicalProtectionYears: z
    .number()
    .int()
    .min(1)
    .default(3)
    .meta({ description: "Mechanical protection years." }),
  mechanicalProtectionKm: z.number().int().positive().optional().meta({
    description:
      "Mechanical protection distance limit (for example 175000); unlimited when absent.",
  }),
  newCarWarrantyYears: z
    .number()
    .int()
    .min(5)
    .max(7)
    .optional()
    .meta({ description: "Unlimited-km warranty years on new cars, where the dealer offers one." }),
});

export const imageSettings = z.strictObject({
  quality: z
    .number()
    .int()
    .min(30)
    .max(100)
    .default(80)
    .meta({ description: "Image CDN quality parameter." }),
});
