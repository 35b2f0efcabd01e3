import type { CarType, ItemType, VehicleStatus } from "@storefront/schemas";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";

/**
 * Traits forced onto a few vehicles so every inventory, whatever the seed, shows the cases the
 * storefront must handle. Anything not forced is drawn as usual.
 */
export interface ForcedTraits {
  /** Names the case; only for people reading the table. */
  label?: string;
  itemType?: ItemType;
  carType?: CarType;
  status?: VehicleStatus;
  specFilter?: (spec: VehicleSpec) => boolean;
  /** For sold vehicles: inside the 3-day window in which sold stock stays listed, or before. */
  soldRecently?: boolean;
  /** A price of 0 or 10 or less, which shows "Enquire for price." */
  price?: number;
  reserved?: boolean;
  certified?: boolean;
  preorder?: boolean;
  tag?: string;
  listedWithinDays?: number;
  imageCount?: number;
  regoExpired?: boolean;
  belowMarket?: boolean;
  hidden?: boolean;
  video?: boolean;
}

const fuelIs = (fuel: string) => (spec: VehicleSpec) => spec.simpleFuel === fuel;

/** In order of importance: with fewer vehicles than cases, the first ones win. */
export const edgeCases: readonly ForcedTraits[] = [
  { label: "sold inside the 3-day window", status: "sold", soldRecently: true },
  { label: "sold before the 3-day window", status: "sold", soldRecently: false },
  { label: "no price", status: "in_stock", price: 0 },
  { label: "coming soon on preorder", carType: "new", status: "coming_soon", preorder: true },
  { label: "reserved", status: "in_stock", reserved: true },
  {
    label: "certified pre-owned",
    itemType: "car",
    carType: "used",
    status: "in_stock",
    certified: true,
    specFilter: (spec) => spec.certifiedProgramme,
  },
  { label: "electric", itemType: "car", status: "in_stock", specFilter: fuelIs("Electric") },
  { label: "hybrid", itemType: "car", status: "in_stock", specFilter: fuelIs("Hybrid") },
  {
    label: "test drive only",
    itemType: "car",
    carType: "demo",
    status: "in_stock",
    tag: "Test Drive Only",
  },
  { label: "new arrival", status: "in_stock", listedWithinDays: 8 },
  { label: "no photos", status: "in_stock", imageCount: 0 },
  { label: "a single photo", status: "in_stock", imageCount: 1 },
  { label: "price of 10 or less", status: "in_stock", price: 1 },
  { label: "used coming soon", carType: "used", status: "coming_soon" },
  {
    label: "plug-in hybrid",
    itemType: "car",
    status: "in_stock",
    specFilter: fuelIs("Plug-in Hybrid"),
  },
  {
    label: "expired registration",
    itemType: "car",
    carType: "used",
    status: "in_stock",
    regoExpired: true,
  },
  {
    label: "below market price",
    itemType: "car",
    carType: "used",
    status: "in_stock",
    belowMarket: true,
  },
  { label: "hidden from the dealer website", status: "in_stock", hidden: true },
  { label: "with a video", status: "in_stock", video: true },
  { label: "caravan", itemType: "caravan" },
  { label: "motorcycle", itemType: "motorcycle" },
  { label: "truck", itemType: "truck" },
];
