import { readFileSync } from "node:fs";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import {
  type SiteDefinition,
  type VehicleRecord,
  validateSiteDefinition,
  withDefaultPages,
} from "@storefront/schemas";
import { Random } from "../../../tools/inventory-generator/random.ts";
import { searchRequests } from "../../src/search-state/algolia-requests.ts";

/** The demo dealer group, the site both sides of the HTTP benchmark use. */
export function benchSite(): SiteDefinition {
  const definition = validateSiteDefinition(
    JSON.parse(
      readFileSync(new URL("../../../templates/dealer-group.json", import.meta.url), "utf8"),
    ),
  );
  if (!definition.ok) throw new Error("The demo dealer group's definition is invalid");
  return withDefaultPages(definition.definition);
}

/** The headers a browser's search client sends with each search (Chrome's Accept-Encoding). */
export const browserSearchHeaders = {
  "content-type": "text/plain",
  "accept-encoding": "gzip, deflate, br, zstd",
};

const quote = (value: string) => `"${value.replaceAll('"', '\\"')}"`;

/**
 * Multi-query bodies as the storefront's search page sends them (its own `searchRequests`), in a
 * mix of first visits, refinements, sorts and text searches, plus similar-car lookups.
 */
export function searchPageBodies(
  site: SiteDefinition,
  samples: readonly VehicleRecord[],
  count: number,
  now: Date,
): string[] {
  const random = new Random(99);
  const search = (change: Partial<Refinements>) =>
    searchRequests(
      site,
      { ...emptyRefinements(), page: random.chance(0.8) ? 1 : random.int(2, 4), ...change },
      now,
    );
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const car = random.pick(samples);
    const roll = random.next();
    let requests: object[];
    if (roll < 0.35) {
      requests = search({});
    } else if (roll < 0.65) {
      const lists: Refinements["lists"] = { make: [car.make] };
      if (random.chance(0.5)) lists.model = [car.model];
      else lists.body = [car.simple_body ?? "SUV"];
      const ranges: Refinements["ranges"] = random.chance(0.5)
        ? { price: { min: Math.max(0, car.price - 10000), max: car.price + 10000 } }
        : {};
      requests = search({ lists, ranges });
    } else if (roll < 0.8) {
      const replica = random.pick(site.integrations.search.replicas);
      requests = search({ sortBy: replica.name, lists: { car_type: [car.car_type] } });
    } else if (roll < 0.95) {
      const query = random.pick([
        `${car.make} ${car.model}`,
        car.model,
        `${car.year} ${car.make}`,
        car.model.slice(0, 3),
      ]);
      requests = search({
        query: query.toLowerCase(),
        lists: random.chance(0.5) ? {} : { car_type: [car.car_type] },
      });
    } else {
      const window = car.price < 50000 ? 10000 : 25000;
      requests = [
        {
          indexName: site.integrations.search.index,
          filters: `status:in_stock AND make:${quote(car.make)} AND price:${car.price - window} TO ${car.price + window}`,
          hitsPerPage: 10,
        },
      ];
    }
    bodies.push(JSON.stringify({ requests }));
  }
  return bodies;
}

/**
 * Shoppers' traffic over the bodies, as the body of the i-th request: a few searches are far
 * more popular than the rest (the i-th most popular body is asked 1/i as often as the first), and
 * `oneOffShare` of requests are searches nobody made before (a price cap of their own on a
 * popular body, in each of its requests, as the storefront sends a price refinement). The
 * popularity draws repeat every `cycle` requests; the one-off searches never do.
 */
export function shopperTraffic(
  bodies: readonly string[],
  oneOffShare: number,
  cycle = 200_000,
): Traffic {
  const random = new Random(7);
  const weights = bodies.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / total;
    cumulative.push(running);
  }
  const popular = new Int32Array(cycle);
  const oneOff = new Uint8Array(cycle);
  for (let i = 0; i < cycle; i++) {
    const roll = random.next();
    const index = cumulative.findIndex((bound) => roll <= bound);
    popular[i] = index < 0 ? bodies.length - 1 : index;
    oneOff[i] = random.chance(oneOffShare) ? 1 : 0;
  }
  return {
    body: (i) => {
      const body = bodies[popular[i % cycle]!]!;
      return oneOff[i % cycle]
        ? body.replaceAll('"filters":"', `"filters":"price <= ${100_000 + i} AND `)
        : body;
    },
    search: (i) => (oneOff[i % cycle] ? bodies.length + i : popular[i % cycle]!),
  };
}

/** The i-th request's body, and a number naming its search (equal for equal bodies). */
export interface Traffic {
  body(i: number): string;
  search(i: number): number;
}
