import { z } from "zod";
import { vehicleRecord } from "./vehicle.ts";

/**
 * A stock feed's record as dealers' systems write the spec's Car entity, read into the vehicle
 * record the rest of the code uses. This is the one place feed shapes are understood; it runs
 * once, when a feed is imported.
 *
 * - `null` stands for an absent field anywhere (except in `finance_lenders`, where a lender's
 *   null rate is a value); a null or absent `price` or `km` is 0 (no price; a new car).
 * - Ids (`id`, `location_id`, `dealership_id`, the location's and its address's) may be numbers
 *   or text; `id` must be a whole number, in either form. Stock numbers, VINs, plates and
 *   postcodes may be numbers.
 * - Numbers may be written as text (`"45990"`), in the variant detail, market data, quote and
 *   lender figures too; flags as 0/1 or `"true"`/`"false"`. A `youxQuote` lacking any of its
 *   three figures (all null, say) is no quote, and a null lender under `finance_lenders` none.
 * - Dates may be ISO date-times (with or without a zone, which is then UTC, and with a space
 *   for the `T`), dates, or year-months (`build_date: "2018-03"` is 1 March 2018).
 * - Images may be nested (`{ image: { url, thumb: { url } } }`), flat (`{ url, thumb }`) or
 *   plain addresses; an entry with a truthy `isVideo` is a video. Thumbnails and spin frames
 *   may be addresses or `{ url }`. `file` (the history report) may be an address or `{ url }`.
 * - Search attributes a feed leaves out are derived as the generator writes them:
 *   `created_at_timestamp` (seconds) from `created_at`, `make_model` ("Toyota > HiLux"),
 *   `location_name` from the location's name.
 */
function normaliseCarFeedRecord(input: unknown): unknown {
  return isObject(input) ? normalised(withoutNulls(input)) : input;
}

/**
 * normaliseCarFeedRecord's answer for a record its caller parsed from JSON and holds alone:
 * the record itself is normalised, rather than a copy of it (the copy of a record's dozens of
 * fields costs about as much as the rest of the normalising). Any other value is copied first.
 */
export function normaliseParsedCarFeedRecord(input: unknown): unknown {
  if (!isObject(input) || Object.getPrototypeOf(input) !== Object.prototype)
    return normaliseCarFeedRecord(input);
  for (const name in input) if (input[name] === null) input[name] = undefined;
  return normalised(input);
}

/** A record's fields normalised in place, its own null fields already absent. */
function normalised(car: Record<string, unknown>): Record<string, unknown> {
  car.price ??= 0;
  car.km ??= 0;
  car.id = wholeNumber(car.id);
  convert(car, numberFields, number);
  convert(car, textFields, text);
  convert(car, flagFields, flag);
  convert(car, dateFields, isoDateOf);
  for (const field of nestedFields) if (isObject(car[field])) car[field] = withoutNulls(car[field]);
  for (const [field, numbers] of nestedNumberFields)
    if (isObject(car[field])) convert(car[field], numbers, number);
  const quote = car.youxQuote;
  if (isObject(quote) && quoteFields.some((name) => quote[name] === undefined))
    car.youxQuote = undefined;
  if (isObject(car.finance_lenders)) car.finance_lenders = lenders(car.finance_lenders);
  for (const field of listFields) {
    const list = car[field];
    if (Array.isArray(list) && hasNullOrGap(list))
      car[field] = list.filter((item) => item !== null);
  }
  if (Array.isArray(car.images)) car.images = mapped(car.images, image);
  for (const field of ["thumbnails", "spin_images"])
    if (Array.isArray(car[field])) car[field] = mapped(car[field] as unknown[], urlOf);
  if (car.file !== undefined) car.file = urlOf(car.file);
  if (isObject(car.location)) car.location = location(car.location);
  deriveSearchAttributes(car);
  return car;
}

/** A feed record: normalised, then checked as a vehicle record. */
export const carFeedRecord = z.preprocess(normaliseCarFeedRecord, vehicleRecord);

const numberFields = [
  "year",
  "km",
  "price",
  "before_price",
  "offer_price",
  "subscription_price",
  "seats",
  "doors",
  "engine_size",
  "engine_size_litres",
  "views",
  "photos_count",
  "visibility",
  "custom_rank",
  "sold_date_timestamp",
  "created_at_timestamp",
  "body_width",
  "body_length",
  "tare_weight",
  "sleeps",
  "aggregate_trailer_mass",
];
const textFields = [
  "location_id",
  "dealership_id",
  "stocknum",
  "vin",
  "nvic",
  "regplate",
  "private_postcode",
];
const flagFields = ["reserved", "certified", "preorder", "show_on_dealer_website"];
const dateFields = ["created_at", "updated_at", "rego_expiry", "build_date", "compliance_date"];
/** Objects whose fields may be null (a lender's figures keep theirs: a null rate is a value). */
const nestedFields = ["variant_detail", "youxQuote", "autograb_data", "hotspots"];
const quoteFields = ["weeklyRepaymentAmount", "advertisedRate", "comparisonRate"];
/** The figures of the nested objects, which feeds write as text too. */
const nestedNumberFields: [string, string[]][] = [
  [
    "variant_detail",
    [
      "cylinders",
      "enginesize",
      "enginesize_litres",
      "fuelconsumptioncombined",
      "fuelcapacity",
      "grossvehiclemass",
      "vehiclelength",
      "vehicleheight",
      "vehiclewidth",
      "towingcapacitybraked",
      "torque",
      "ancaprating",
    ],
  ],
  [
    "autograb_data",
    [
      "state_average_market_price",
      "average_market_price",
      "market_range_min",
      "market_range_max",
      "confidence",
    ],
  ],
  ["youxQuote", quoteFields],
];
const lenderNumberFields = [
  "interestRate",
  "comparisonRate",
  "paymentWeek",
  "paymentMonth",
  "deposit",
  "termYears",
  "termMonths",
  "termWeeks",
  "balloon",
  "establishmentFees",
  "totalPayable",
  "rawPayment",
];
const listFields = [
  "images",
  "thumbnails",
  "spin_images",
  "standardEquipment",
  "categories",
  "filtered_features",
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A copy of an object with its null fields as absent (one level: feeds are shallow). */
function withoutNulls(value: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...value };
  // The copy's own fields only (a plain object inherits none): quicker than listing its keys.
  for (const name in kept) if (kept[name] === null) kept[name] = undefined;
  return kept;
}

function convert(
  car: Record<string, unknown>,
  fields: readonly string[],
  to: (value: unknown) => unknown,
): void {
  for (const field of fields) {
    const value = car[field];
    if (value === undefined) continue;
    // Written only when it changes: most feeds' fields already have their type.
    const converted = to(value);
    if (converted !== value) car[field] = converted;
  }
}

/**
 * Whether a list holds a null, or an index without an item, which `filter` would leave out
 * (a parsed feed has none): a list without either is kept as it is rather than copied.
 */
function hasNullOrGap(list: readonly unknown[]): boolean {
  for (let at = 0; at < list.length; at++)
    if (list[at] == null && (list[at] === null || !(at in list))) return true;
  return false;
}

/** `list.map(each)`, or the list itself when `each` gives back every item as it is. */
function mapped(list: unknown[], each: (item: unknown) => unknown): unknown[] {
  let copy: unknown[] | undefined;
  for (let at = 0; at < list.length; at++) {
    if (!(at in list)) return list.map(each);
    const item = list[at];
    const result = each(item);
    if (result !== item) copy ??= list.slice(0, at);
    if (copy) copy[at] = result;
  }
  return copy ?? list;
}

const numericText = /^\s*-?\d+(\.\d+)?\s*$/;

function number(value: unknown): unknown {
  return typeof value === "string" && numericText.test(value) ? Number(value) : value;
}

function wholeNumber(value: unknown): unknown {
  return typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
}

function text(value: unknown): unknown {
  return typeof value === "number" ? String(value) : value;
}

function flag(value: unknown): unknown {
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return value;
}

const yearMonth = /^(\d{4})-(\d{2})$/;
const zonelessDateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const spacedDateTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}.*)$/;

/** `2018-03` as `2018-03-01`; a date-time without a zone as UTC; a space as the `T`. */
function isoDateOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (isWrittenAsIso(value)) return value;
  const trimmed = value.trim();
  const month = yearMonth.exec(trimmed);
  if (month) return `${month[1]}-${month[2]}-01`;
  const zoneless = zonelessDateTime.exec(trimmed);
  if (zoneless) return `${zoneless[1]}T${zoneless[2]}Z`;
  const spaced = spacedDateTime.exec(trimmed);
  return spaced ? `${spaced[1]}T${spaced[2]}` : trimmed;
}

/**
 * A date isoDateOf gives back as it is, told without its patterns (a feed has five a record):
 * no space or control character at either end, not seven characters long (a year-month), and
 * no space after the date, nor a `T` before a time ending in a digit (a date-time without a zone).
 */
function isWrittenAsIso(value: string): boolean {
  const last = value.charCodeAt(value.length - 1);
  if (!(printable(value.charCodeAt(0)) && printable(last)) || value.length === 7) return false;
  const separator = value.charCodeAt(10);
  return separator !== 32 && !(separator === 84 && last >= 48 && last <= 57);
}

/** A character `trim` keeps (printable ASCII other than space). */
const printable = (code: number) => code > 32 && code < 127;

/** An address from a plain string, `{ url }` or `{ image: { url } }`. */
function urlOf(value: unknown): unknown {
  if (!isObject(value)) return value;
  if (isObject(value.image)) return urlOf(value.image);
  return value.url ?? value;
}

function image(entry: unknown): unknown {
  if (typeof entry === "string") return { url: entry };
  if (!isObject(entry)) return entry;
  // Already the record's shape: kept as it is.
  const { thumb: given } = entry;
  if (
    typeof entry.url === "string" &&
    entry.image === undefined &&
    entry.isVideo === undefined &&
    (given === undefined || (isObject(given) && typeof given.url === "string"))
  )
    return entry;
  const flat = isObject(entry.image) ? { ...entry.image, ...entry } : entry;
  const url = typeof flat.url === "string" ? flat.url : undefined;
  if (flag(flat.isVideo) === true) return { isVideo: true, ...(url ? { url } : {}) };
  const thumb = flat.thumb === undefined || flat.thumb === null ? undefined : urlOf(flat.thumb);
  return {
    url: flat.url,
    ...(typeof thumb === "string" ? { thumb: { url: thumb } } : {}),
  };
}

/** Lenders keyed by provider: a null entry is no entry; figures may be text (a null rate stays). */
function lenders(value: Record<string, unknown>): Record<string, unknown> {
  // Copied only when something changes: most feeds' lenders are already numbers.
  let copy: Record<string, unknown> | undefined;
  for (const provider in value) {
    const entry = value[provider];
    if (entry === null) {
      copy ??= { ...value };
      delete copy[provider];
    } else if (
      isObject(entry) &&
      lenderNumberFields.some((field) => typeof entry[field] === "string")
    ) {
      const figures = { ...entry };
      convert(figures, lenderNumberFields, number);
      copy ??= { ...value };
      copy[provider] = figures;
    }
  }
  return copy ?? value;
}

function location(value: Record<string, unknown>): Record<string, unknown> {
  const place = withoutNulls(value);
  convert(place, ["id", "phone"], text);
  if (isObject(place.address)) {
    const address = withoutNulls(place.address);
    convert(address, ["id", "postcode"], text);
    if (Array.isArray(address.distribution_locations))
      address.distribution_locations = address.distribution_locations
        .filter((entry) => entry !== null)
        .map(text);
    place.address = address;
  }
  return place;
}

function deriveSearchAttributes(car: Record<string, unknown>): void {
  if (car.created_at_timestamp === undefined && typeof car.created_at === "string") {
    const at = Date.parse(car.created_at);
    if (!Number.isNaN(at)) car.created_at_timestamp = Math.floor(at / 1000);
  }
  if (car.make_model === undefined && typeof car.make === "string" && typeof car.model === "string")
    car.make_model = `${car.make} > ${car.model}`;
  if (car.location_name === undefined && isObject(car.location))
    car.location_name = car.location.name;
  // A feed that sends the photos without their count: the finance page's featured cars need more
  // than one, and the view counter reports it.
  if (car.photos_count === undefined && Array.isArray(car.images))
    car.photos_count = car.images.filter(
      (entry) => isObject(entry) && entry.isVideo !== true && typeof entry.url === "string",
    ).length;
}
