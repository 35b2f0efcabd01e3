import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { TradeInCarChoices } from "@storefront/schemas/leads/trade-in";

const byName = (left: string, right: string) => left.localeCompare(right, "en");

/**
 * What a shopper picks a car from without a rego lookup: the makes of the site's manufacturer
 * list (its car brands and its dealerships' manufacturers) and of its stock, each once
 * whatever its case; the models and badges the stock knows for each make.
 */
export function carChoices(
  site: SiteDefinition,
  stock: Iterable<Pick<VehicleRecord, "make" | "model" | "badge">>,
): Omit<TradeInCarChoices, "regoLookup"> {
  const makes = new Map<string, string>();
  const addMake = (make: string) => {
    const key = make.trim().toLowerCase();
    if (key && !makes.has(key)) makes.set(key, make.trim());
  };
  for (const brand of site.brands.car) addMake(brand.title);
  for (const dealership of site.dealerships) dealership.manufacturers.forEach(addMake);
  const models = new Map<string, { make: string; model: string; badges: Set<string> }>();
  for (const vehicle of stock) {
    addMake(vehicle.make);
    const make = makes.get(vehicle.make.trim().toLowerCase()) ?? vehicle.make;
    const key = `${make.toLowerCase()}\n${vehicle.model.trim().toLowerCase()}`;
    const entry = models.get(key) ?? { make, model: vehicle.model.trim(), badges: new Set() };
    if (vehicle.badge?.trim()) entry.badges.add(vehicle.badge.trim());
    models.set(key, entry);
  }
  return {
    makes: [...makes.values()].sort(byName),
    models: [...models.values()]
      .map((entry) => ({ ...entry, badges: [...entry.badges].sort(byName) }))
      .sort((left, right) => byName(left.make, right.make) || byName(left.model, right.model)),
  };
}
