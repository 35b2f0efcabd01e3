import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { KnownSlugs } from "../../src/routing/match-path.ts";
import type { FileVersion } from "./inventory-file.ts";
import { knownSlugs, siteVehicles } from "./known-slugs.ts";

/** A site's vehicles by slug and by id (as text, the way pages and other systems send it). */
export type SiteCatalogue = {
  bySlug: ReadonlyMap<string, VehicleRecord>;
  byId: ReadonlyMap<string, VehicleRecord>;
};

/** Where the served stock came from, for an operator to tell stale stock. */
export type StockSource = {
  /** The inventory file, or the feed's address. */
  file?: string | undefined;
  version?: FileVersion | undefined;
  loadedAt: Date;
  /** Records of the served feed that were left out, and the file reporting why. */
  rejectedRecords?: number | undefined;
  report?: string | undefined;
};

/** The feed's vehicles with the cars a paid reservation holds marked reserved. */
const withReserved = (vehicles: readonly VehicleRecord[], reserved: ReadonlySet<string>) =>
  reserved.size === 0
    ? vehicles
    : vehicles.map((vehicle) =>
        !vehicle.reserved && reserved.has(String(vehicle.id))
          ? { ...vehicle, reserved: true }
          : vehicle,
      );

/**
 * The loaded inventory and what is derived from it per site; replaced whole on reload. Cars
 * the store's reservations hold are served as reserved, whatever the feed says.
 */
export class StockStore {
  #feed: readonly VehicleRecord[];
  #reserved: ReadonlySet<string> = new Set();
  #vehicles: readonly VehicleRecord[];
  #source: StockSource;
  #problem: { at: Date; message: string } | undefined;
  #slugs = new WeakMap<SiteDefinition, KnownSlugs>();
  #catalogues = new WeakMap<SiteDefinition, SiteCatalogue>();
  #listeners = new Set<(vehicles: readonly VehicleRecord[]) => void>();

  constructor(vehicles: readonly VehicleRecord[], source: StockSource = { loadedAt: new Date() }) {
    this.#feed = vehicles;
    this.#vehicles = vehicles;
    this.#source = source;
  }

  get vehicles(): readonly VehicleRecord[] {
    return this.#vehicles;
  }

  get source(): StockSource {
    return this.#source;
  }

  /** Why the newest stock could not be loaded, until stock loads again. */
  get problem(): { at: Date; message: string } | undefined {
    return this.#problem;
  }

  replace(
    vehicles: readonly VehicleRecord[],
    source: StockSource = { loadedAt: new Date() },
  ): void {
    this.#feed = vehicles;
    this.#source = source;
    this.#problem = undefined;
    this.#serve();
  }

  /** Serves the cars with these ids (the store's held reservations) as reserved. */
  setReserved(carIds: ReadonlySet<string>): void {
    const same =
      carIds.size === this.#reserved.size && [...carIds].every((id) => this.#reserved.has(id));
    if (same) return;
    this.#reserved = carIds;
    this.#serve();
  }

  #serve(): void {
    const vehicles = withReserved(this.#feed, this.#reserved);
    this.#vehicles = vehicles;
    this.#slugs = new WeakMap();
    this.#catalogues = new WeakMap();
    for (const listener of this.#listeners) listener(vehicles);
  }

  reportProblem(message: string): void {
    this.#problem = { at: new Date(), message };
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

  /** The vehicles `site` sells, to look one up by its slug or id. */
  catalogueFor(site: SiteDefinition): SiteCatalogue {
    let catalogue = this.#catalogues.get(site);
    if (!catalogue) {
      const own = siteVehicles(site, this.#vehicles);
      catalogue = {
        bySlug: new Map(own.map((vehicle) => [vehicle.slug, vehicle])),
        byId: new Map(own.map((vehicle) => [String(vehicle.id), vehicle])),
      };
      this.#catalogues.set(site, catalogue);
    }
    return catalogue;
  }
}
