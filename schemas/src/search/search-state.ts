type FacetKind = "list" | "range" | "boolean";

type FacetDefinition = {
  /** The record attribute the facet reads. */
  attribute: string;
  label: string;
  kind: FacetKind;
};

/**
 * The facets of the spec's search state, keyed by their URL parameter. Each reads one vehicle
 * record attribute; ranges are held in the URL as `min:max`.
 */
export const facetCatalog = {
  make: { attribute: "make", label: "Make", kind: "list" },
  model: { attribute: "model", label: "Model", kind: "list" },
  make_model: { attribute: "make_model", label: "Make and model", kind: "list" },
  badge: { attribute: "badge", label: "Badge", kind: "list" },
  car_type: { attribute: "car_type", label: "Condition", kind: "list" },
  status: { attribute: "status", label: "Availability", kind: "list" },
  body: { attribute: "simple_body", label: "Body Type", kind: "list" },
  price: { attribute: "price", label: "Price", kind: "range" },
  subscription_price: {
    attribute: "subscription_price",
    label: "Subscription price",
    kind: "range",
  },
  price_range: { attribute: "price_range", label: "Price range", kind: "list" },
  weekly_price_range: { attribute: "weekly_price_range", label: "Weekly price", kind: "list" },
  km: { attribute: "km", label: "Kilometres", kind: "range" },
  year: { attribute: "year", label: "Year", kind: "range" },
  transmission: { attribute: "simple_transmission", label: "Transmission", kind: "list" },
  fuel: { attribute: "simple_fuel", label: "Fuel Type", kind: "list" },
  drive: { attribute: "simple_drive", label: "Drive Type", kind: "list" },
  seats: { attribute: "seats", label: "Seats", kind: "list" },
  colour: { attribute: "colour", label: "Colour", kind: "list" },
  categories: { attribute: "categories", label: "Category", kind: "list" },
  filtered_features: { attribute: "filtered_features", label: "Features", kind: "list" },
  item_type: { attribute: "item_type", label: "Vehicle Type", kind: "list" },
  tag: { attribute: "tag", label: "Tag", kind: "list" },
  certified: { attribute: "certified", label: "Certified", kind: "boolean" },
  city: { attribute: "city", label: "City", kind: "list" },
  state: { attribute: "state", label: "State", kind: "list" },
  location_name: { attribute: "location_name", label: "Location", kind: "list" },
  dealership_name: { attribute: "dealership_name", label: "Dealership", kind: "list" },
  created_at_timestamp: { attribute: "created_at_timestamp", label: "Listed", kind: "range" },
} as const satisfies Record<string, FacetDefinition>;

export type FacetParam = keyof typeof facetCatalog;
export const facetParams = Object.keys(facetCatalog) as [FacetParam, ...FacetParam[]];

const stockTypeSlugs = ["used-cars", "demo-cars", "new-cars"] as const;
export const searchTypeSlugs = [
  ...stockTypeSlugs,
  "new-and-demo-cars",
  "new-used-and-demo-cars",
] as const;
export type SearchTypeSlug = (typeof searchTypeSlugs)[number];

/** Attributes a result card can show under its price, in the spec's field names. */
export const cardAttributes = [
  "car_type",
  "simple_body",
  "km",
  "simple_transmission",
  "stocknum",
  "simple_fuel",
  "simple_drive",
  "colour",
  "engine_size_litres",
  "seats",
  "location_name",
  "year",
  "sleeps",
  "body_length",
] as const;
export type CardAttribute = (typeof cardAttributes)[number];
