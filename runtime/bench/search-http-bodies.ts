import { cardVehicleAttributes } from "@storefront/design-system/rules/card-vehicle.ts";
import { defaultCardAttributes, defaultReplicas, type VehicleRecord } from "@storefront/schemas";
import { Random } from "../server/inventory/random.ts";

/** The panel's default facets, plus status and make_model, as the storefront asks them. */
const facets = [
  "make",
  "model",
  "car_type",
  "simple_body",
  "price",
  "km",
  "year",
  "simple_transmission",
  "simple_fuel",
  "simple_drive",
  "colour",
  "location_name",
  "status",
  "make_model",
];

/** What the result cards read, with the default card attributes. */
const attributesToRetrieve = cardVehicleAttributes(defaultCardAttributes);

const quote = (value: string) => `"${value.replaceAll('"', '\\"')}"`;

/** The spec's dealer stock filter with the default 3 sold days and visibility level 3. */
function stockFilter(now: Date): string {
  const soldSince = Math.floor(now.getTime() / 1000) - 3 * 86_400;
  return `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${soldSince}) AND show_on_dealer_website:true AND visibility <= 3`;
}

type Request = Record<string, unknown>;

/** The headers a browser's search client sends with each search (Chrome's Accept-Encoding). */
export const browserSearchHeaders = {
  "content-type": "text/plain",
  "accept-encoding": "gzip, deflate, br, zstd",
};

/**
 * Multi-query bodies like the storefront's search page sends: the results request (21 hits,
 * the panel's facets) plus one count-only request per refined facet (disjunctive faceting), in a
 * mix of first visits, refinements, sorts, text searches and similar-car lookups.
 */
export function searchPageBodies(
  samples: readonly VehicleRecord[],
  count: number,
  now: Date,
): string[] {
  const random = new Random(99);
  const base = stockFilter(now);
  const page = (indexName: string, query: string, refinements: Record<string, string>) => {
    const refined = Object.entries(refinements);
    const filtersWithout = (except?: string) =>
      [base, ...refined.filter(([name]) => name !== except).map(([, filter]) => filter)].join(
        " AND ",
      );
    const main: Request = {
      indexName,
      query,
      filters: filtersWithout(),
      facets,
      hitsPerPage: 21,
      page: random.chance(0.8) ? 0 : random.int(1, 3),
      maxValuesPerFacet: 200,
      attributesToRetrieve,
    };
    const counts = refined.map(([name]) => ({
      indexName,
      query,
      filters: filtersWithout(name),
      facets: [name],
      hitsPerPage: 0,
      page: 0,
      maxValuesPerFacet: 200,
    }));
    return [main, ...counts];
  };
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const car = random.pick(samples);
    const roll = random.next();
    let requests: Request[];
    if (roll < 0.35) {
      requests = page("cars", "", {});
    } else if (roll < 0.65) {
      const refinements: Record<string, string> = { make: `make:${quote(car.make)}` };
      if (random.chance(0.5)) refinements.model = `model:${quote(car.model)}`;
      else refinements.simple_body = `simple_body:${quote(car.simple_body ?? "SUV")}`;
      if (random.chance(0.5))
        refinements.price = `price:${Math.max(0, car.price - 10000)} TO ${car.price + 10000}`;
      requests = page("cars", "", refinements);
    } else if (roll < 0.8) {
      const replica = random.pick(defaultReplicas);
      requests = page(replica.name, "", { car_type: `car_type:${quote(car.car_type)}` });
    } else if (roll < 0.95) {
      const query = random.pick([
        `${car.make} ${car.model}`,
        car.model,
        `${car.year} ${car.make}`,
        car.model.slice(0, 3),
      ]);
      requests = page(
        "cars",
        query.toLowerCase(),
        random.chance(0.5) ? {} : { car_type: `car_type:${car.car_type}` },
      );
    } else {
      const window = car.price < 50000 ? 10000 : 25000;
      requests = [
        {
          indexName: "cars",
          filters: `status:in_stock AND make:${quote(car.make)} AND price:${car.price - window} TO ${car.price + window}`,
          hitsPerPage: 10,
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
        },
      ];
    }
    bodies.push(JSON.stringify({ requests }));
  }
  return bodies;
}

/**
 * Shoppers' traffic over the bodies: a few searches are far more popular than the rest (the
 * i-th most popular body is asked 1/i as often as the first), and `oneOffShare` of requests are
 * searches nobody made before (a price cap of their own on a popular body, in each of its
 * requests, as the storefront sends a price refinement).
 */
export function shopperTraffic(bodies: readonly string[], length: number, oneOffShare: number) {
  const random = new Random(7);
  const weights = bodies.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / total;
    cumulative.push(running);
  }
  const popular = () => {
    const roll = random.next();
    const index = cumulative.findIndex((bound) => roll <= bound);
    return bodies[index < 0 ? bodies.length - 1 : index]!;
  };
  return Array.from({ length }, (_, i) =>
    random.chance(oneOffShare)
      ? popular().replaceAll('"filters":"', `"filters":"price <= ${100_000 + i} AND `)
      : popular(),
  );
}
