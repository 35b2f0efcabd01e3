import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { KnownSlugs } from "../../src/routing/match-path.ts";
import type { FileVersion } from "./inventory-file.ts";
import { knownSlugs, sitePositions } from "./known-slugs.ts";
import { VehicleList } from "./vehicle-list.ts";

/** Vehicles by a key, each read from the stock when asked for. */
type VehicleLookup = {
  get(key: string): VehicleRecord | undefined;
  has(key: string): boolean;
  values(): IterableIterator<VehicleRecord>;
};

/** A site's vehicles by slug and by id (as text, the way pages and other systems send it). */
export type SiteCatalogue = {
  bySlug: VehicleLookup;
  byId: VehicleLookup;
  /**
   * Some top-level fields of each vehicle, in the order of `byId`, read without parsing; the
   * fields `onRead` names are read from the record (parsing it) only if asked for.
   */
  fields<K extends keyof VehicleRecord, R extends keyof VehicleRecord = never>(
    names: readonly K[],
    onRead?: readonly R[],
  ): Iterable<Pick<VehicleRecord, K | R>>;
};

/** The stock's records: a list, or the records themselves (tests and tools). */
export type StockRecords = readonly VehicleRecord[] | VehicleList;

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

function lookup(list: VehicleList, keys: Map<string, number>): VehicleLookup {
  return {
    get: (key) => {
      const index = keys.get(key);
      return index === undefined ? undefined : list.at(index);
    },
    has: (key) => keys.has(key),
    *values() {
      for (const index of keys.values()) yield list.at(index);
    },
  };
}

/**
 * The loaded inventory and what is derived from it per site; replaced whole on reload. Cars
 * the store's reservations hold are served as reserved, whatever the feed says.
 */
export class StockStore {
  #feed: VehicleList;
  #reserved: ReadonlySet<string> = new Set();
  #vehicles: VehicleList;
  #source: StockSource;
  #problem: { at: Date; message: string } | undefined;
  #slugs = new WeakMap<SiteDefinition, KnownSlugs>();
  #catalogues = new WeakMap<SiteDefinition, SiteCatalogue>();
  #listeners = new Set<(vehicles: VehicleList) => void>();

  constructor(vehicles: StockRecords, source: StockSource = { loadedAt: new Date() }) {
    this.#feed = VehicleList.of(vehicles);
    this.#vehicles = this.#feed;
    this.#source = source;
  }

  get vehicles(): VehicleList {
    return this.#vehicles;
  }

  get source(): StockSource {
    return this.#source;
  }

  /** Why the newest stock could not be loaded, until stock loads again. */
  get problem(): { at: Date; message: string } | undefined {
    return this.#problem;
  }

  replace(vehicles: StockRecords, source: StockSource = { loadedAt: new Date() }): void {
    this.#feed = VehicleList.of(vehicles);
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
    const vehicles = this.#feed.withReserved(this.#reserved);
    this.#vehicles = vehicles;
    this.#slugs = new WeakMap();
    this.#catalogues = new WeakMap();
    for (const listener of this.#listeners) listener(vehicles);
  }

  reportProblem(message: string): void {
    this.#problem = { at: new Date(), message };
  }

  onReplace(listener: (vehicles: VehicleList) => void): void {
    this.#listeners.add(listener);
  }

  slugsFor(site: SiteDefinition): KnownSlugs {
    let slugs = this.#slugs.get(site);
    if (!slugs) {
      // Computed once per stock load (see knownSlugs).
      slugs = knownSlugs(site, this.#vehicles, new Date());
      this.#slugs.set(site, slugs);
    }
    return slugs;
  }

  /** The vehicles `site` sells, to look one up by its slug or id. */
  catalogueFor(site: SiteDefinition): SiteCatalogue {
    let catalogue = this.#catalogues.get(site);
    if (!catalogue) {
      const list = this.#vehicles;
      const own = sitePositions(site, list);
      const keyed = (key: (index: number) => string) =>
        lookup(list, new Map(own.map((index) => [key(index), index])));
      catalogue = {
        bySlug: keyed((index) => list.attribute("slug", index) as string),
        byId: keyed((index) => String(list.attribute("id", index))),
        *fields(names, onRead = []) {
          for (const index of own) {
            const fields = Object.fromEntries(
              names.map((name) => [name, list.attribute(name, index)]),
            );
            for (const name of onRead)
              Object.defineProperty(fields, name, {
                enumerable: true,
                get: () => list.at(index)[name],
              });
            yield fields as never;
          }
        },
      };
      this.#catalogues.set(site, catalogue);
    }
    return catalogue;
  }
}
