import type { CarType, ItemType } from "@storefront/schemas";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";

/** Lower-case words joined by single hyphens. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function vehicleName(year: number, spec: VehicleSpec): string {
  return spec.badge
    ? `${year} ${spec.make} ${spec.model} ${spec.badge}`
    : `${year} ${spec.make} ${spec.model}`;
}

/** year-make-model-badge-stocknum, e.g. `2024-toyota-hilux-sr5-4x4-u204518`. */
export function vehicleSlug(year: number, spec: VehicleSpec, stocknum: string): string {
  return slugify(`${year} ${spec.make} ${spec.model} ${spec.badge ?? ""} ${stocknum}`);
}

/** The make and model as one hierarchical facet value: "Toyota > HiLux". */
export function makeModel(spec: VehicleSpec): string {
  return `${spec.make} > ${spec.model}`;
}

/** A classifieds-style title: year, make, model, badge, series and body. */
export function classifiedTitle(year: number, spec: VehicleSpec): string {
  const parts = [vehicleName(year, spec)];
  if (spec.series) parts.push(spec.series);
  if (spec.itemType === "car" && spec.fields.body) parts.push(spec.fields.body);
  return parts.join(" ");
}

const stockLabels: Record<CarType, string> = { new: "New", demo: "Demo", used: "Used" };
const itemPlurals: Record<ItemType, string> = {
  car: "Cars",
  motorcycle: "Motorcycles",
  truck: "Trucks",
  caravan: "Caravans",
};

export interface CategoryFacts {
  spec: VehicleSpec;
  carType: CarType;
  price: number;
  certified: boolean;
}

/** Shopping categories, e.g. ["Used Cars", "Family Cars", "Hybrids", "First Cars"]. */
export function categoriesFor({ spec, carType, price, certified }: CategoryFacts): string[] {
  const categories = [`${stockLabels[carType]} ${itemPlurals[spec.itemType]}`, ...spec.categories];
  const smallCar = spec.fields.simple_body === "Hatch" || spec.fields.simple_body === "Sedan";
  if (spec.itemType === "car" && smallCar && price > 10 && price < 20000)
    categories.push("First Cars");
  if (certified) categories.push("Certified Pre-Owned");
  return categories;
}

/** The filterable feature names among a vehicle's equipment, in table order. */
export function filteredFeatures(
  equipment: readonly (readonly [string, string | null, ...unknown[]])[],
) {
  const features: string[] = [];
  for (const [, feature] of equipment)
    if (feature && !features.includes(feature)) features.push(feature);
  return features;
}
