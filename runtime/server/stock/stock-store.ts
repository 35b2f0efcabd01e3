import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { KnownSlugs } from "../../src/routing/match-path.ts";
import { knownSlugs } from "./known-slugs.ts";

/** The loaded inventory and what is derived from it per site; replaced whole on reload. */
export class StockStore {
  #vehicles: readonly VehicleRecord[];
  #slugs = new WeakMap<SiteDefinition, KnownSlugs>();
  #listeners = new Set<(vehicles: readonly VehicleRecord[]) => void>();

  constructor(vehicles: readonly VehicleRecord[]) {
    this.#vehicles = vehicles;
  }

  get vehicles(): readonly VehicleRecord[] {
    return this.#vehicles;
  }

  replace(vehicles: readonly VehicleRecord[]): void {
    this.#vehicles = vehicles;
    this.#slugs = new WeakMap();
    for (const listener of this.#listeners) listener(vehicles);
  }

  onReplace(listener: (vehicles: readonly VehicleRecord[]) => void): void {
    this.#listeners.add(listener);
  }

  slugsFor(site: SiteDefinition): KnownSlugs {
    let slugs = this.#slugs.get(site);
    if (!slugs) {
      slugs = knownSlugs(site, this.#vehicles);
      this.#slugs.set(site, slugs);
    }
    return slugs;
  }
}
