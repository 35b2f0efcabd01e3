import type { CarType, VehicleRecord } from "@storefront/schemas";
import type { PlaceholderColour } from "../../runtime/server/media/placeholder-palette.ts";
import { exteriorColourWeights, interiorColourWeights } from "./catalogue/colours.ts";
import { dealerComments } from "./dealer-comments.ts";
import type { ForcedTraits } from "./edge-cases.ts";
import { nvic, regoPlate, stockNumber, videoId, vin } from "./identifiers.ts";
import { buildImages, choosePhotoCount } from "./images.ts";
import {
  chooseBuildDates,
  chooseListingTimes,
  chooseStatus,
  daySeconds,
  isoDateTime,
  isoDay,
} from "./listing-dates.ts";
import { customRank } from "./listing-rank.ts";
import { isPriceShown, priceFields } from "./price-fields.ts";
import type { Random } from "./random.ts";
import {
  categoriesFor,
  classifiedTitle,
  filteredFeatures,
  makeModel,
  vehicleName,
  vehicleSlug,
} from "./search-attributes.ts";
import { priceRangeLabel, weeklyPriceRangeLabel } from "./search-buckets.ts";
import type { StockChooser } from "./stock-choice.ts";
import { chooseTag } from "./tags.ts";
import type { VehicleSpec } from "./vehicle-spec.ts";

export interface GenerationContext {
  random: Random;
  /** Unix seconds; nothing is dated after it. */
  now: number;
  currentYear: number;
  chooser: StockChooser;
  /** Next unique stock sequence number. */
  nextSequence: () => number;
}

/** Certified programmes take cars of up to five model years back (about six years old). */
const certifiedMaxAge = 5;

/** Visibility levels: most listings 0-3 (the default filter allows up to 3), a few up to 14. */
const visibilityWeights: Record<string, number> = {
  0: 45,
  1: 18,
  2: 14,
  3: 11,
  4: 2,
  5: 2,
  6: 1.5,
  7: 1,
  8: 1,
  9: 1,
  10: 1,
  11: 0.8,
  12: 0.7,
  13: 0.5,
  14: 0.5,
};

function chooseKm(
  spec: VehicleSpec,
  carType: CarType,
  ageYears: number,
  forced: ForcedTraits,
  random: Random,
) {
  if (spec.kmPerYear === 0) return 0;
  if (carType === "new") return random.int(2, 45);
  if (carType === "demo") {
    const ceiling = 15000 * Math.min(1, spec.kmPerYear / 15000);
    return Math.round(500 + (ceiling - 500) * random.next() ** 1.6);
  }
  const km = Math.round(spec.kmPerYear * ageYears * Math.exp(random.normal(0, 0.38)));
  const atLeast = Math.max(800, km);
  return forced.certified ? Math.min(atLeast, 95000) : atLeast;
}

export function buildVehicle(
  context: GenerationContext,
  id: number,
  forced: ForcedTraits,
): VehicleRecord {
  const { random, now, chooser, currentYear } = context;
  const placement = chooser.place(forced, random);
  const { spec, carType, location } = placement;
  const year = chooser.year(placement, random, forced);
  const status = chooseStatus(carType, forced, random);
  const times = chooseListingTimes(status, forced, now, random);
  const built = chooseBuildDates(year, carType, status, now, random);
  const km = chooseKm(spec, carType, built.ageYears, forced, random);
  const expectedKm = spec.kmPerYear * built.ageYears;
  // Certified pre-owned cars are sold through the make's own dealers.
  const certified =
    carType === "used" &&
    spec.certifiedProgramme &&
    (location.franchisedMakes.get(spec.itemType)?.has(spec.make) ?? false) &&
    currentYear - year <= certifiedMaxAge &&
    km <= 120000 &&
    (forced.certified ?? random.chance(0.55));

  const prices = priceFields(
    {
      spec,
      carType,
      status,
      year,
      km,
      ageYears: built.ageYears,
      expectedKm,
      currentYear,
      certified,
    },
    forced,
    random,
  );
  const priceShown = isPriceShown(prices.price);
  const sequence = context.nextSequence();
  const stocknum = stockNumber(carType, sequence);
  const name = vehicleName(year, spec);
  const slug = vehicleSlug(year, spec, stocknum);
  const colour = random.fromTable(exteriorColourWeights[spec.palette]) as PlaceholderColour;
  const interiorColour = spec.hasInterior ? random.fromTable(interiorColourWeights) : undefined;
  const listedDays = (now - times.created) / daySeconds;
  const tag = chooseTag(
    {
      spec,
      carType,
      status,
      km,
      expectedKm,
      ageYears: built.ageYears,
      listedDays,
      hasWasPrice: !!prices.before_price,
    },
    forced,
    random,
  );
  const photos = forced.imageCount ?? choosePhotoCount(status, random);
  const images = buildImages(spec.imageBody, colour, photos);
  const equipment = spec.equipment.filter((row) => row[3] <= year);
  const features = filteredFeatures(equipment);
  const registered = carType !== "new" && spec.fields.body !== "Dirt";
  const expired = forced.regoExpired ?? (carType === "used" && random.chance(0.1));
  const regoExpiry = expired
    ? now - random.int(1, 120) * daySeconds
    : now + random.int(14, 365) * daySeconds;
  const { fields: place } = location;

  const record: VehicleRecord = {
    objectID: String(id),
    id,
    slug,
    path: `/cars/${slug}`,
    name,
    make: spec.make,
    model: spec.model,
    badge: spec.badge,
    series: spec.series,
    year,
    colour,
    car_type: carType,
    status,
    tag,
    reserved: forced.reserved ?? (status === "in_stock" && random.chance(0.025)),
    certified,
    created_at: isoDateTime(times.created),
    updated_at: isoDateTime(times.updated),
    created_at_timestamp: times.created,
    stocknum,
    vin: vin(spec.wmi, year, sequence, random),
    rego_expiry: registered ? isoDay(regoExpiry) : null,
    build_date: built.build,
    compliance_date: built.compliance,
    preorder:
      forced.preorder ?? (status === "coming_soon" && carType === "new" && random.chance(0.4)),
    item_type: spec.itemType,
    km,
    views:
      Math.round(listedDays * random.between(3, 28) * (photos > 3 ? 1 : 0.35)) + random.int(0, 25),
    photos_count: photos,
    show_on_dealer_website: forced.hidden ? false : random.chance(0.96),
    sold_date_timestamp: times.sold,
    visibility: Number(random.fromTable(visibilityWeights)),
    custom_rank: customRank({ photos, listedDays, status, priceShown }),
    ...prices,
    images,
    video_url:
      forced.video || (status !== "sold" && random.chance(0.05))
        ? `https://www.youtube.com/watch?v=${videoId(random)}`
        : null,
    ...spec.fields,
    standardEquipment: equipment.map((row) => row[0]),
    carsales_title: classifiedTitle(year, spec),
    ...place,
    location: { ...place.location!, address: { ...place.location!.address } },
    variant_detail: { ...spec.variantDetail },
    categories: categoriesFor({ spec, carType, price: prices.price, certified }),
    filtered_features: features,
    make_model: makeModel(spec),
  };
  if (interiorColour) record.interior_colour = interiorColour;
  if (spec.hasNvic && random.chance(0.7)) record.nvic = nvic(year, random);
  if (registered) record.regplate = regoPlate(location.state, random);
  if (images[0]) record.primary_image_url = images[0].url;
  record.dealercomments = dealerComments(
    {
      spec,
      carType,
      name,
      colour,
      interiorColour,
      km,
      features,
      locationName: place.location_name ?? "our dealership",
      phone: place.location?.phone,
      certified,
    },
    random,
  );
  const priceRange = priceRangeLabel(prices.price);
  if (priceRange) record.price_range = priceRange;
  const weeklyRange = weeklyPriceRangeLabel(prices.weekly_price ?? null);
  if (weeklyRange) record.weekly_price_range = weeklyRange;
  return record;
}
