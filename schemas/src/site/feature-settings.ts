import { z } from "zod";
import { itemType } from "../stock/vehicle.ts";
import { garagePaths } from "./garage-paths.ts";

export const tagSettings = z.strictObject({
  soldText: z
    .string()
    .min(1)
    .default("JUST SOLD")
    .meta({ title: "Sold tag", description: "Tag on cars that can no longer be sold." }),
  newArrivalText: z.string().min(1).default("New").meta({
    title: "New arrival tag",
    description: "Tag on cars listed within the just-arrived window.",
  }),
  newArrivalDays: z.number().int().min(0).max(90).default(8).meta({
    title: "New arrival days",
    description: "Days a newly listed car carries the new-arrival tag.",
  }),
  certifiedBadge: z
    .strictObject({
      make: z.string().min(1),
      text: z.string().min(1).meta({ title: "Badge text" }),
    })
    .optional()
    .meta({
      title: "Certified badge",
      description: "Badge for certified used cars of one named manufacturer; off when absent.",
    }),
});

export const vehiclePageSettings = z.strictObject({
  checkoutPath: z
    .enum(["checkout", "buy-online"])
    .default("checkout")
    .meta({
      title: "Checkout path",
      optionLabels: { checkout: "/checkout", "buy-online": "/buy-online" },
      description: "Reserve or buy online at /cars/{slug}/checkout or /cars/{slug}/buy-online.",
    }),
  galleryDefaultView: z
    .enum(["spinner", "gallery", "interior"])
    .default("spinner")
    .meta({
      title: "First gallery tab",
      optionLabels: { spinner: "360 spin" },
      description: "Gallery tab shown first.",
    }),
  spinAutoRotate: z.boolean().default(false).meta({
    title: "Turn the 360 spin by itself",
    description: "The 360 spin turns by itself (every 100 ms).",
  }),
  phoneReveal: z
    .enum(["masked", "direct"])
    .default("masked")
    .meta({
      title: "Phone number",
      optionLabels: { masked: "Masked until clicked", direct: "Shown in full" },
      description: "Masked shows the first 5 characters until clicked; direct shows the number.",
    }),
  stickyCallBar: z
    .strictObject({
      enabled: z.boolean().default(false),
      threshold: z.number().int().min(0).default(900).meta({ title: "Scroll threshold (px)" }),
    })
    .prefault({})
    .meta({
      title: "Sticky call bar",
      description: "Sticky call bar, switching style after scrolling past the threshold (px).",
    }),
  regoExpiredText: z
    .enum(["expires-on", "unregistered"])
    .default("expires-on")
    .meta({
      title: "Expired registration wording",
      optionLabels: { "expires-on": "Expires on {date}", unregistered: "Unregistered" },
      description: "A past rego date shows 'Expires on {date}' or 'Unregistered'.",
    }),
  depositQuote: z.boolean().default(false).meta({
    title: "Deposit quote",
    description: "Requests a deposit quote for cars priced above 0.",
  }),
  reserveOnline: z.boolean().default(false).meta({
    title: "Reserve online",
    description: "Available cars eligible for reserving show Reserve and buy online.",
  }),
  reserveAmount: z.number().positive().default(200).meta({
    title: "Reserve amount ($)",
    description: "Reserve price shown when the car gives none.",
  }),
  reserveHoldHours: z.number().int().min(1).max(720).default(48).meta({
    title: "Reservation hold (hours)",
    description:
      "Hours a paid reservation holds the car for the dealer to confirm; then it is released and the deposit refunded.",
  }),
  similarCarsCount: z
    .number()
    .int()
    .min(0)
    .max(12)
    .default(6)
    .meta({ title: "Similar cars shown", description: "Similar cars shown." }),
  tradeInValuationPost: z.boolean().default(false).meta({
    title: "Also post trade-in valuations",
    description: "Also posts the valuation to /api/miscellaneous with column_name 'valuation'.",
  }),
});

export const favouriteSettings = z.strictObject({
  enabled: z.boolean().default(true).meta({
    title: "Favourites",
    description: "Cards and vehicle pages offer the favourite toggle.",
  }),
  mode: z.enum(["favourites", "compare"]).default("favourites").meta({
    title: "Toggle saves to",
    description: "The toggle saves favourites or adds cars to compare.",
  }),
  compareUsedOnly: z.boolean().default(false).meta({
    title: "Compare used cars only",
    description: "In compare mode, only used cars can be compared.",
  }),
});

const gatedFeatures = [
  "checkout",
  "finance",
  "spin-to-win",
  "equifax-finance",
  "trade-in",
] as const;

export const authSettings = z.strictObject({
  enabled: z.boolean().default(false).meta({
    title: "Sign-in",
    description:
      "The site's authentication flag: the header shows 'Sign Out' to a signed-in shopper. Sign-in by phone code and the gated features work either way.",
  }),
  gated: z.array(z.enum(gatedFeatures)).default([]).meta({
    title: "Features that need sign-in",
    description:
      "Features that need sign-in on this site (online payment and my-garage always do).",
  }),
  garagePath: z.enum(garagePaths).default("/my-garage").meta({
    title: "Garage address",
    description:
      "Where the shopper's garage is on this site; the other garage addresses lead to it.",
  }),
});

export const formSettings = z.strictObject({
  enquiryMessageRequired: z.boolean().default(true).meta({
    title: "Enquiry message required",
    description:
      "The enquiry message (Comments) is required; off makes it optional on every enquiry form.",
  }),
  enquiryLocationField: z.boolean().default(false).meta({
    title: "Ask for the location",
    description:
      "Enquiry forms (the vehicle page's, and a page's form sending an enquiry) ask for, and require, one of the site's visible locations.",
  }),
  removePreferredDealership: z.boolean().default(false).meta({
    title: "Hide the preferred dealership",
    description:
      "Hides the preferred-dealership field, which a multi-dealership site's enquiry form otherwise requires.",
  }),
  financePostcode: z.boolean().default(false).meta({
    title: "Ask for a postcode on finance enquiries",
    description: "The finance enquiry asks for a 4-digit postcode.",
  }),
  additionalServices: z
    .array(z.string().min(1).meta({ title: "Service" }))
    .default([])
    .meta({
      title: "Additional services",
      description: "Extra services offered as check options on the enquiry form.",
    }),
});

export const locationSettings = z.strictObject({
  weekendClosedText: z
    .enum(["Closed", "By appointment only", "Enquire Now"])
    .default("Closed")
    .meta({
      title: "Closed weekend days show",
      optionLabels: {
        Closed: "Closed",
        "By appointment only": "By appointment only",
        "Enquire Now": "Enquire Now",
      },
      description: "What a location closed on a weekend day shows.",
    }),
});

export const reviewSettings = z.strictObject({
  hidden: z
    .boolean()
    .default(false)
    .meta({ title: "Hide reviews", description: "Hides reviews everywhere." }),
  minimumRating: z.number().min(0).max(5).default(4).meta({
    title: "Minimum average rating",
    description: "Reviews show only when the average rating exceeds this.",
  }),
  googleQuantity: z
    .number()
    .int()
    .min(0)
    .max(50)
    .default(12)
    .meta({ title: "Google reviews shown", description: "Google reviews shown." }),
});

export const inventorySettings = z.strictObject({
  itemTypes: z.array(itemType).min(1).default(["car"]).meta({
    title: "Stock types",
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
    .meta({ title: "Mechanical protection (years)", description: "Mechanical protection years." }),
  mechanicalProtectionKm: z.number().int().positive().optional().meta({
    title: "Mechanical protection (km)",
    description:
      "Mechanical protection distance limit (for example 175000); unlimited when absent.",
  }),
  newCarWarrantyYears: z.number().int().min(5).max(7).optional().meta({
    title: "New car warranty (years)",
    description: "Unlimited-km warranty years on new cars, where the dealer offers one.",
  }),
});

export const imageSettings = z.strictObject({
  quality: z
    .number()
    .int()
    .min(30)
    .max(100)
    .default(80)
    .meta({ title: "Image quality", description: "Image CDN quality parameter." }),
  cdnBase: z
    .url({ protocol: /^https$/, hostname: z.regexes.domain })
    .optional()
    .meta({
      title: "Image CDN",
      description:
        "Base https URL of an image CDN that photos are asked of with their address, a width, the quality and an automatic format (`{cdnBase}?url=…&w=600&q=80&auto=format`). Without one, photos are served from their own addresses (the site's media).",
    }),
});
