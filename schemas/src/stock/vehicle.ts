import { z } from "zod";
import { australianState, isoDate, onSitePath } from "../common.ts";
import { withPrimaryImage } from "./vehicle-photo.ts";

const carTypes = ["new", "demo", "used"] as const;
const carType = z.enum(carTypes);
export type CarType = z.infer<typeof carType>;

const vehicleStatuses = ["in_stock", "coming_soon", "sold"] as const;
const vehicleStatus = z.enum(vehicleStatuses);
export type VehicleStatus = z.infer<typeof vehicleStatus>;

const itemTypes = ["car", "motorcycle", "truck", "caravan"] as const;
export const itemType = z.enum(itemTypes);
export type ItemType = z.infer<typeof itemType>;

export const financeProviders = [
  "manual",
  "youx",
  "taurus",
  "angle",
  "powertorque",
  "360-finance",
  "ausloans",
  "nissan-finance",
] as const;
export const financeProvider = z.enum(financeProviders);
export type FinanceProvider = z.infer<typeof financeProvider>;

const vehicleImage = z.union([
  z.object({
    url: z.string(),
    thumb: z.object({ url: z.string() }).optional(),
    isVideo: z.literal(false).optional(),
  }),
  z.object({ isVideo: z.literal(true), url: z.string().optional() }),
]);

const vehicleLocation = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().optional(),
  slug: z.string(),
  address: z
    .object({
      id: z.string().optional(),
      street: z.string().optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      postcode: z.string().optional(),
      place_url: z.string().optional(),
      distribution_locations: z.array(z.string()).optional(),
    })
    .optional(),
});

const comparisonRateRange = z.object({ min: z.number(), max: z.number() });

/** A lender's figures for one vehicle (`finance_lenders[provider]`). */
const financeLenderEntry = z.object({
  interestRate: z.number().nullable(),
  comparisonRate: z.number().nullable(),
  paymentWeek: z.number().nullable().optional(),
  paymentMonth: z.number().nullable().optional(),
  deposit: z.number().nullable().optional(),
  termYears: z.number().nullable().optional(),
  termMonths: z.number().nullable().optional(),
  termWeeks: z.number().nullable().optional(),
  balloon: z.number().nullable().optional(),
  establishmentFees: z.number().nullable().optional(),
  totalPayable: z.number().nullable().optional(),
  disclaimer: z.string().nullable().optional(),
  financeProvider: z.string().optional(),
  rawPayment: z.number().nullable().optional(),
  comparisonRateRanges: z.array(comparisonRateRange).optional(),
});
export type FinanceLenderEntry = z.infer<typeof financeLenderEntry>;

const quote = z.object({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});
export type Quote = z.infer<typeof quote>;

const variantDetail = z.object({
  cylinders: z.number().int().optional(),
  enginesize: z.number().optional(),
  enginesize_litres: z.number().optional(),
  induction: z.string().optional(),
  geartype: z.string().optional(),
  fuelconsumptioncombined: z.number().optional(),
  fuelcapacity: z.number().optional(),
  grossvehiclemass: z.number().optional(),
  vehiclelength: z.number().optional(),
  vehicleheight: z.number().optional(),
  vehiclewidth: z.number().optional(),
  towingcapacitybraked: z.number().optional(),
  bodyconfiguration: z.string().optional(),
  torque: z.number().optional(),
  ancaprating: z.number().int().min(0).max(5).optional(),
});
export type VariantDetail = z.infer<typeof variantDetail>;

/** The spec's caravan specifications; widths and lengths in feet, masses in kg. */
const caravanSpecifications = z.object({
  body_width: z.number().positive().optional(),
  body_length: z.number().positive().optional(),
  tare_weight: z.number().positive().optional(),
  axle_type: z.string().optional(),
  sleeps: z.number().int().positive().optional(),
  aggregate_trailer_mass: z.number().positive().optional(),
});

const hotspot = z.object({ title: z.string(), description: z.string().optional() });
const hotspotPosition = z.object({ frame: z.number().int(), x: z.number(), y: z.number() });

/**
 * A vehicle as the storefront reads it: the spec's Car fields, with the variant detail under
 * `variant_detail` and the caravan specifications inline. It is also the search record, and a
 * search for result cards returns `primary_image_url` rather than the gallery: a record without
 * one gets it from its images here (an Algolia index has to carry it).
 */
export const vehicleRecord = z
  .object({
    objectID: z.string().optional(),
    id: z.number().int().positive(),
    slug: z.string().min(1),
    path: onSitePath.optional(),
    name: z.string().optional(),
    make: z.string().min(1),
    model: z.string().min(1),
    badge: z.string().nullable().optional(),
    series: z.string().nullable().optional(),
    year: z.number().int().min(1900).max(2100),
    colour: z.string().optional(),
    interior_colour: z.string().optional(),

    car_type: carType,
    status: vehicleStatus,
    tag: z.string().nullable().optional(),
    reserved: z.boolean().default(false),
    certified: z.boolean().default(false),
    created_at: isoDate,
    updated_at: isoDate.optional(),
    created_at_timestamp: z.number().int().optional(),
    stocknum: z.string().min(1),
    vin: z.string().optional(),
    nvic: z.string().optional(),
    regplate: z.string().optional(),
    rego_expiry: isoDate.nullable().optional(),
    build_date: isoDate.nullable().optional(),
    compliance_date: isoDate.nullable().optional(),
    preorder: z.boolean().default(false),
    item_type: itemType.default("car"),
    km: z.number().min(0),
    views: z.number().int().min(0).default(0),
    photos_count: z.number().int().min(0).default(0),
    show_on_dealer_website: z.boolean().default(true),
    sold_date_timestamp: z.number().int().nullable().optional(),
    visibility: z.number().int().min(0).max(14).default(0),
    custom_rank: z.number().default(0),

    price: z.number(),
    price_type: z.string().optional(),
    before_price: z.number().nullable().optional(),
    offer_price: z.number().nullable().optional(),
    subscription_price: z.number().nullable().optional(),

    images: z.array(vehicleImage).default([]),
    thumbnails: z.array(z.string()).optional(),
    primary_image_url: z.string().optional(),
    video_url: z.string().nullable().optional(),
    external_video_url: z.string().nullable().optional(),
    spin_images: z.array(z.string()).optional(),
    spin_code: z.string().nullable().optional(),
    spin_interior_image: z.string().nullable().optional(),
    hotspots: z
      .object({
        exterior: z.array(hotspot).default([]),
        interior: z.array(hotspot).default([]),
        exterior_positions: z.array(hotspotPosition).default([]),
        interior_positions: z.array(hotspotPosition).default([]),
      })
      .optional(),

    simple_body: z.string().optional(),
    body: z.string().optional(),
    simple_transmission: z.string().optional(),
    trans: z.string().optional(),
    simple_fuel: z.string().optional(),
    fuel: z.string().optional(),
    simple_drive: z.string().optional(),
    drive: z.string().optional(),
    seats: z.number().int().min(0).optional(),
    doors: z.number().int().min(0).optional(),
    engine_size: z.number().optional(),
    engine_size_litres: z.number().optional(),

    standardEquipment: z.array(z.string()).optional(),
    dealercomments: z.string().nullable().optional(),
    file: z.string().nullable().optional(),
    carsales_title: z.string().optional(),
    private_suburb: z.string().optional(),
    private_postcode: z.string().optional(),

    location: vehicleLocation.optional(),
    location_id: z.string().optional(),
    dealership_slug: z.string().optional(),
    dealership_id: z.string().optional(),
    city: z.string().optional(),
    state: z.union([australianState, z.string()]).optional(),

    youxQuote: quote.nullable().optional(),
    finance_lenders: z.record(z.string(), financeLenderEntry).optional(),
    autograb_data: z
      .object({
        state_average_market_price: z.number().nullable().optional(),
        average_market_price: z.number().nullable().optional(),
        /** The market price range the valuation service reports (the price comparison gauge). */
        market_range_min: z.number().nullable().optional(),
        market_range_max: z.number().nullable().optional(),
        /** How sure the valuation is, 0 to 1; at 0.2 or less the gauge is hidden. */
        confidence: z.number().min(0).max(1).nullable().optional(),
        /** The valuation's own words on what it compared. */
        description: z.string().nullable().optional(),
      })
      .nullable()
      .optional(),

    variant_detail: variantDetail.optional(),

    /** Derived search attributes (facets of the spec's search state). */
    categories: z.array(z.string()).optional(),
    dealership_name: z.string().optional(),
    location_name: z.string().optional(),
    filtered_features: z.array(z.string()).optional(),
    make_model: z.string().optional(),
    price_range: z.string().optional(),
    weekly_price: z.number().nullable().optional(),
    weekly_price_range: z.string().optional(),
  })
  .extend(caravanSpecifications.shape)
  .overwrite(withPrimaryImage);

export type VehicleRecord = z.infer<typeof vehicleRecord>;
export type VehicleRecordInput = z.input<typeof vehicleRecord>;

/** The fields of an inventory file around its `vehicles` list. */
export const inventoryOutline = z.object({ generatedAt: isoDate.optional() });

/** An inventory file: `{ "vehicles": [...] }` or a bare array of records. */
export const inventoryFile = z.union([
  z.array(vehicleRecord),
  inventoryOutline.extend({ vehicles: z.array(vehicleRecord) }),
]);
