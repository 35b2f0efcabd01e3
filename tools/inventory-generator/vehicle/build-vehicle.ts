import type { CarType, VehicleRecord, VehicleStatus } from "@storefront/schemas";
import type { PlaceholderColour } from "../../../runtime/server/media/placeholder-palette.ts";
import { exteriorColourWeights, interiorColourWeights } from "../catalogue/colours.ts";
import { isPriceShown, type PriceFields, priceFields } from "../pricing/price-fields.ts";
import type { Random } from "../random.ts";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";
import type { ForcedTraits } from "../stock/edge-cases.ts";
import type { SalesLocation } from "../stock/site-stock.ts";
import type { StockChooser } from "../stock/stock-choice.ts";
import { dealerComments } from "./dealer-comments.ts";
import { nvic, regoPlate, stockNumber, videoId, vin } from "./identifiers.ts";
import { buildImages, buildSpinFrames, choosePhotoCount, hasSpin } from "./images.ts";
import {
  type BuildDates,
  chooseBuildDates,
  chooseListingTimes,
  chooseStatus,
  daySeconds,
  isoDateTime,
  isoDay,
  type ListingTimes,
} from "./listing-dates.ts";
import { customRank } from "./listing-rank.ts";
import {
  categoriesFor,
  classifiedTitle,
  filteredFeatures,
  makeModel,
  vehicleName,
  vehicleSlug,
} from "./search-attributes.ts";
import { priceRangeLabel, weeklyPriceRangeLabel } from "./search-buckets.ts";
import { chooseTag } from "./tags.ts";

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

/** A vehicle as first chosen: where it sits, what it is, and how it has lived. */
interface ChosenVehicle {
  spec: VehicleSpec;
  carType: CarType;
  location: SalesLocation;
  year: number;
  status: VehicleStatus;
  times: ListingTimes;
  built: BuildDates;
  km: number;
  expectedKm: number;
  certified: boolean;
}

/** Where it sits and what it is, its listing and build dates, odometer and certification. */
function chooseVehicle(context: GenerationContext, forced: ForcedTraits): ChosenVehicle {
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
  return { spec, carType, location, year, status, times, built, km, expectedKm, certified };
}

function choosePrices(
  car: ChosenVehicle,
  currentYear: number,
  forced: ForcedTraits,
  random: Random,
): PriceFields {
  const { spec, carType, status, year, km, built, expectedKm, certified } = car;
  return priceFields(
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
}

/** The stock number, name and address slug, from the next stock sequence number. */
function nameVehicle(context: GenerationContext, { carType, year, spec }: ChosenVehicle) {
  const sequence = context.nextSequence();
  const stocknum = stockNumber(carType, sequence);
  return {
    sequence,
    stocknum,
    name: vehicleName(year, spec),
    slug: vehicleSlug(year, spec, stocknum),
  };
}

function chooseColours({ spec }: ChosenVehicle, random: Random) {
  const colour = random.fromTable(exteriorColourWeights[spec.palette]) as PlaceholderColour;
  const interiorColour = spec.hasInterior ? random.fromTable(interiorColourWeights) : undefined;
  return { colour, interiorColour };
}

function chooseCardTag(
  car: ChosenVehicle,
  prices: PriceFields,
  listedDays: number,
  forced: ForcedTraits,
  random: Random,
) {
  const { spec, carType, status, km, expectedKm, built } = car;
  return chooseTag(
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
}

/** Whether it carries a registration (new cars and dirt bikes do not) and when that expires. */
function chooseRegistration(
  { carType, spec }: ChosenVehicle,
  now: number,
  forced: ForcedTraits,
  random: Random,
) {
  const registered = carType !== "new" && spec.fields.body !== "Dirt";
  const expired = forced.regoExpired ?? (carType === "used" && random.chance(0.1));
  const regoExpiry = expired
    ? now - random.int(1, 120) * daySeconds
    : now + random.int(14, 365) * daySeconds;
  return { registered, regoExpiry };
}

/** Everything the record needs that was chosen before it is written. */
interface RecordFacts {
  id: number;
  car: ChosenVehicle;
  prices: PriceFields;
  names: ReturnType<typeof nameVehicle>;
  colour: PlaceholderColour;
  tag: string | null;
  listedDays: number;
  photos: number;
  images: VehicleRecord["images"];
  equipment: VehicleSpec["equipment"];
  features: ReturnType<typeof filteredFeatures>;
  registration: ReturnType<typeof chooseRegistration>;
}

/**
 * The record's fields in the order the file lists them; the few still chosen here (reserved,
 * VIN, preorder, views, shown on the website, visibility, video) are drawn in that order.
 */
function writeRecord(facts: RecordFacts, forced: ForcedTraits, random: Random): VehicleRecord {
  const { id, car, prices, names, colour, tag, listedDays, photos, images } = facts;
  const { spec, carType, status, year, times, built, km, certified } = car;
  const { fields: place } = car.location;
  const { registered, regoExpiry } = facts.registration;
  return {
    objectID: String(id),
    id,
    slug: names.slug,
    path: `/cars/${names.slug}`,
    name: names.name,
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
    stocknum: names.stocknum,
    vin: vin(spec.wmi, year, names.sequence, random),
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
    custom_rank: customRank({ photos, listedDays, status, priceShown: isPriceShown(prices.price) }),
    ...prices,
    images,
    video_url:
      forced.video || (status !== "sold" && random.chance(0.05))
        ? `https://www.youtube.com/watch?v=${videoId(random)}`
        : null,
    ...spec.fields,
    standardEquipment: facts.equipment.map((row) => row[0]),
    carsales_title: classifiedTitle(year, spec),
    ...place,
    location: { ...place.location!, address: { ...place.location!.address } },
    variant_detail: { ...spec.variantDetail },
    categories: categoriesFor({ spec, carType, price: prices.price, certified }),
    filtered_features: facts.features,
    make_model: makeModel(spec),
  };
}

/** Fields only some vehicles have: interior colour, NVIC, number plate, a primary photo. */
function addOptionalFields(
  record: VehicleRecord,
  car: ChosenVehicle,
  interiorColour: string | undefined,
  registered: boolean,
  random: Random,
) {
  if (interiorColour) record.interior_colour = interiorColour;
  if (car.spec.hasNvic && random.chance(0.7)) record.nvic = nvic(car.year, random);
  if (registered) record.regplate = regoPlate(car.location.state, random);
  const [primary] = record.images;
  if (primary) record.primary_image_url = primary.url;
}

/** The dealer's comments, written from what the listing says about the vehicle. */
function writeComments(
  { spec, carType, km, certified, location }: ChosenVehicle,
  looks: { name: string; colour: string; interiorColour: string | undefined },
  features: readonly string[],
  random: Random,
) {
  const { fields: place } = location;
  return dealerComments(
    {
      spec,
      carType,
      ...looks,
      km,
      features,
      locationName: place.location_name ?? "our dealership",
      phone: place.location?.phone,
      certified,
    },
    random,
  );
}

/** The price and weekly-price bands the search facets list, when there is a figure. */
function addPriceBuckets(record: VehicleRecord, prices: PriceFields) {
  const priceRange = priceRangeLabel(prices.price);
  if (priceRange) record.price_range = priceRange;
  const weeklyRange = weeklyPriceRangeLabel(prices.weekly_price ?? null);
  if (weeklyRange) record.weekly_price_range = weeklyRange;
}

/**
 * One vehicle record. Each step draws from the seeded random sequence in turn, so the order of
 * the steps (and of the draws inside them) is part of what makes an inventory repeatable.
 */
export function buildVehicle(
  context: GenerationContext,
  id: number,
  forced: ForcedTraits,
): VehicleRecord {
  const { random, now, currentYear } = context;
  const car = chooseVehicle(context, forced);
  const prices = choosePrices(car, currentYear, forced, random);
  const names = nameVehicle(context, car);
  const { colour, interiorColour } = chooseColours(car, random);
  const listedDays = (now - car.times.created) / daySeconds;
  const tag = chooseCardTag(car, prices, listedDays, forced, random);
  const photos = forced.imageCount ?? choosePhotoCount(car.status, random);
  const images = buildImages(car.spec.imageBody, colour, photos);
  const equipment = car.spec.equipment.filter((row) => row[3] <= car.year);
  const features = filteredFeatures(equipment);
  const registration = chooseRegistration(car, now, forced, random);
  const facts = { id, car, prices, names, colour, tag, listedDays, photos, images };
  const record = writeRecord({ ...facts, equipment, features, registration }, forced, random);
  addOptionalFields(record, car, interiorColour, registration.registered, random);
  if (hasSpin(record)) record.spin_images = buildSpinFrames(car.spec.imageBody, colour);
  record.dealercomments = writeComments(
    car,
    { name: names.name, colour, interiorColour },
    features,
    random,
  );
  addPriceBuckets(record, prices);
  return record;
}
