import { beforeAll, describe, expect, it } from "vitest";
import { generateInventory } from "../../../../tools/inventory-generator/generate.ts";
import { createSearchEngine, type SearchEngine } from "../engine.ts";

/**
 * The engine counts facets in several ways depending on the result's size and the number of
 * values (bitsets, a pass over the result or its complement, a pass over all facets at once, a
 * walk from the most frequent values). Whichever it picks, the answer must equal a plain count
 * over the records.
 */
type Vehicle = ReturnType<typeof generateInventory>[number];
type Predicate = (vehicle: Vehicle) => boolean;

const facetAttributes = [
  "make",
  "model",
  "badge",
  "car_type",
  "status",
  "simple_body",
  "price",
  "km",
  "year",
  "colour",
  "categories",
  "filtered_features",
  "certified",
  "location_name",
  "created_at_timestamp",
  "subscription_price",
] as const;

let vehicles: Vehicle[];
const engines: Record<string, SearchEngine> = {};

// Generating and indexing 5,000 vehicles takes a while on a busy machine.
beforeAll(() => {
  // Enough vehicles for number columns to keep range prefixes (see posting-prefixes.ts).
  vehicles = generateInventory({ count: 5000, seed: 11, now: new Date("2026-03-01T00:00:00Z") });
  const config = {
    indices: [{ name: "cars" }],
    searchableAttributes: ["make", "model"],
    attributesForFaceting: [...facetAttributes, "filterOnly(visibility)"],
  };
  engines.plain = createSearchEngine(vehicles, config);
  // Numbering documents by make and model must not change any answer.
  engines.clustered = createSearchEngine(vehicles, { ...config, clusterBy: ["make", "model"] });
  // Nothing kept from query to query: each facet alone is counted afresh, not remembered.
  engines.forgetful = createSearchEngine(vehicles, { ...config, remember: false });
  // Kilometres kept by car type as well: a result of one car type walks that type's counts.
  engines.parted = createSearchEngine(vehicles, {
    ...config,
    remember: false,
    facetBoundsBy: ["car_type"],
  });
}, 60_000);

function valuesOf(vehicle: Vehicle, attribute: string): string[] {
  const value = (vehicle as Record<string, unknown>)[attribute];
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

function expectedFacet(matching: Vehicle[], attribute: string, max: number) {
  const counts = new Map<string, number>();
  for (const vehicle of matching) {
    for (const value of new Set(valuesOf(vehicle, attribute))) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  // Ties: numbers in numeric order, text in text order.
  const numeric = ["price", "km", "year", "created_at_timestamp", "subscription_price"];
  const byValue = numeric.includes(attribute)
    ? (a: string, b: string) => Number(a) - Number(b)
    : (a: string, b: string) => (a < b ? -1 : 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || byValue(a[0], b[0]));
  return Object.fromEntries(sorted.slice(0, max));
}

function expectedStats(matching: Vehicle[], attribute: string) {
  const numbers = matching.flatMap((vehicle) => valuesOf(vehicle, attribute).map(Number));
  if (numbers.length === 0) return undefined;
  const sum = numbers.reduce((a, b) => a + b, 0);
  return { min: Math.min(...numbers), max: Math.max(...numbers), sum, avg: sum / numbers.length };
}

const cases: [string, string, Predicate][] = [
  ["every vehicle", "", () => true],
  ["a handful", "make:Volvo", (v) => v.make === "Volvo"],
  [
    "a few hundred",
    "car_type:demo OR make:Mazda",
    (v) => v.car_type === "demo" || v.make === "Mazda",
  ],
  ["about half", "car_type:used", (v) => v.car_type === "used"],
  [
    "most",
    "NOT make:Toyota AND visibility < 14",
    (v) => v.make !== "Toyota" && (v.visibility ?? 0) < 14,
  ],
  ["nearly all", "NOT status:coming_soon", (v) => v.status !== "coming_soon"],
  ["a price band", "price:20000 TO 45000", (v) => v.price >= 20000 && v.price <= 45000],
  [
    "used cars in a price band",
    "car_type:used AND price:10000 TO 40000",
    (v) => v.car_type === "used" && v.price >= 10000 && v.price <= 40000,
  ],
  [
    "listed stock under a price",
    "price <= 40000 AND (status:in_stock OR status:coming_soon) AND km > 100",
    (v) =>
      v.price <= 40000 && (v.status === "in_stock" || v.status === "coming_soon") && v.km > 100,
  ],
  ["nothing", "make:Nonexistent", () => false],
];

describe.each(
  cases.flatMap(([label, filters, predicate]) =>
    ["plain", "clustered", "forgetful", "parted"].map(
      (kind) => [`${label} (${kind})`, filters, predicate, kind] as const,
    ),
  ),
)("facet counts over %s", (_label, filters, predicate, kind) => {
  for (const max of [100, 7]) {
    it(`match a plain count, all facets at once and one by one (${max} values)`, () => {
      const matching = vehicles.filter(predicate);
      const engine = engines[kind]!;
      const all = engine.search("cars", { filters, facets: ["*"], maxValuesPerFacet: max });
      expect(all.nbHits).toBe(matching.length);
      for (const attribute of facetAttributes) {
        const expected = expectedFacet(matching, attribute, max);
        const alone = engine.search("cars", {
          filters,
          facets: [attribute],
          maxValuesPerFacet: max,
        });
        expect(all.facets?.[attribute] ?? {}, attribute).toEqual(expected);
        expect(alone.facets?.[attribute] ?? {}, attribute).toEqual(expected);
      }
    });
  }

  it("give the statistics of the numeric facets", () => {
    const matching = vehicles.filter(predicate);
    const numeric = ["price", "km", "year", "created_at_timestamp", "subscription_price"];
    const all = engines[kind]!.search("cars", { filters, facets: numeric });
    for (const attribute of numeric) {
      const expected = expectedStats(matching, attribute);
      const actual = all.facets_stats?.[attribute];
      if (!expected) {
        expect(actual, attribute).toBeUndefined();
        continue;
      }
      expect(actual, attribute).toMatchObject({ min: expected.min, max: expected.max });
      expect(actual?.sum, attribute).toBeCloseTo(expected.sum, 6);
      expect(actual?.avg, attribute).toBeCloseTo(expected.avg, 6);
    }
  });

  it("list the hits in custom rank order, the same ones as a plain filter", () => {
    const matching = vehicles.filter(predicate);
    const result = engines[kind]!.search("cars", { filters, hitsPerPage: 50, page: 1 });
    const ranked = matching
      .map((vehicle, position) => ({ vehicle, position }))
      .sort((a, b) => b.vehicle.custom_rank - a.vehicle.custom_rank || a.position - b.position)
      .slice(50, 100)
      .map(({ vehicle }) => vehicle.objectID ?? String(vehicle.id));
    expect(result.hits.map((hit) => hit.objectID)).toEqual(ranked);
  });
});
