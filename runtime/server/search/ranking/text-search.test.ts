import { describe, expect, it } from "vitest";
import { createSearchEngine } from "../engine.ts";
import { testConfig, testVehicles } from "../test-vehicles.ts";

const engine = createSearchEngine(testVehicles, testConfig);
const models = (query: string, index = "cars") =>
  engine.search(index, { query, hitsPerPage: 100 }).hits.map((hit) => `${hit.make} ${hit.model}`);

describe("text search", () => {
  it("requires every query word to match, in any searchable attribute", () => {
    expect(new Set(models("toyota white"))).toEqual(new Set(["Toyota Corolla", "Toyota HiLux"]));
    expect(models("toyota ford")).toEqual([]);
    // Like Algolia, numbers tolerate typos too, but the exact year ranks first.
    expect(models("ford 2024")[0]).toBe("Ford Everest");
  });

  it("can refuse typos on numbers", () => {
    const strict = createSearchEngine(testVehicles, {
      ...testConfig,
      allowTyposOnNumericTokens: false,
    });
    const hits = strict.search("cars", { query: "ford 2024" }).hits;
    expect(hits.map((hit) => hit.model)).toEqual(["Everest"]);
  });

  it("matches the last word as a prefix, the others as whole words", () => {
    expect(new Set(models("toyota cor"))).toEqual(new Set(["Toyota Corolla"]));
    expect(models("toy corolla")).toEqual([]);
  });

  it("ignores case, accents and punctuation", () => {
    expect(models("RANGER")).toHaveLength(2);
    expect(models("ránger!")).toHaveLength(2);
    expect(models("cx-5")).toEqual(["Mazda CX-5"]);
  });

  it("matches one-letter queries against the start of every word", () => {
    const words = (vehicle: (typeof testVehicles)[number]) =>
      [
        vehicle.year,
        vehicle.make,
        vehicle.model,
        vehicle.badge,
        vehicle.colour,
        vehicle.simple_body,
      ]
        .concat([vehicle.body, vehicle.stocknum])
        .join(" ")
        .toLowerCase()
        .split(/[^a-z0-9]+/);
    for (const letter of ["t", "s", "2", "w"]) {
      const expected = testVehicles.filter((v) => words(v).some((w) => w.startsWith(letter)));
      expect(engine.search("cars", { query: letter }).nbHits, letter).toBe(expected.length);
    }
  });

  it("finds stock numbers", () => {
    expect(models("U1003")[0]).toBe("Toyota HiLux");
  });

  it("tolerates one typo from 4 letters and two from 8, none below 4", () => {
    expect(models("rnager")).toHaveLength(2); // swapped letters
    expect(models("rangr wildtrak")).toEqual(["Ford Ranger"]);
    expect(models("hyundia")).toHaveLength(2);
    expect(models("sportagge")).toEqual(["Kia Sportage"]); // 9 letters, one extra letter
    expect(models("sprotagge")).toEqual(["Kia Sportage"]); // two typos
    expect(models("spxrxaxe")).toEqual([]); // three typos
    expect(models("kai")).toEqual([]); // 3 letters: no typo allowed
    expect(models("fird")).toHaveLength(3); // 4 letters: one typo
  });

  it("matches common and rare words alike, whole, as prefixes and with typos", () => {
    // Words held by many records are kept as a set of them, rare ones as a list: one query word
    // often reaches both ("202" starts 2021, 2023 and 2024; "2024" is one typo from 2124).
    const years = [
      ...Array<number>(100).fill(2024),
      ...Array<number>(100).fill(2023),
      ...Array<number>(5).fill(2021),
      ...Array<number>(3).fill(2124),
      ...Array<number>(50).fill(2011),
    ];
    const records = years.map((year, i) => ({ id: i + 1, year, make: i % 3 ? "Kia" : "Ford" }));
    const small = createSearchEngine(records, {
      indices: [{ name: "cars" }],
      searchableAttributes: ["year", "make"],
      attributesForFaceting: [],
    });
    const count = (query: string) => small.search("cars", { query }).nbHits;
    const matching = (years: number[], make?: string) =>
      records.filter((r) => years.includes(r.year) && (!make || r.make === make)).length;
    expect(count("202")).toBe(matching([2021, 2023, 2024]));
    expect(count("2024")).toBe(matching([2021, 2023, 2024, 2124]));
    expect(count("2024 kia")).toBe(matching([2021, 2023, 2024, 2124], "Kia"));
    expect(count("2124 ford")).toBe(matching([2124, 2024], "Ford"));
  });

  it("ranks hits with fewer typos and exact words before the index's ranking", () => {
    const records = [
      { id: 1, make: "Fort", custom_rank: 100 },
      { id: 2, make: "Fordson", custom_rank: 50 },
      { id: 3, make: "Ford", custom_rank: 1 },
      { id: 4, make: "Ford", custom_rank: 2 },
    ];
    const small = createSearchEngine(records, {
      indices: [{ name: "cars" }],
      searchableAttributes: ["make"],
      attributesForFaceting: [],
    });
    const order = small.search("cars", { query: "ford" }).hits.map((hit) => hit.id);
    // exact words first (by custom rank between them), then the prefix completion, then the typo
    expect(order).toEqual([4, 3, 2, 1]);
  });

  it("keeps the replica's sort within hits that match equally well", () => {
    const prices = engine
      .search("cars_price_asc", { query: "toyota", hitsPerPage: 10 })
      .hits.map((hit) => hit.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toHaveLength(4);
  });

  it("combines with filters and facets", () => {
    const result = engine.search("cars", {
      query: "ranger",
      filters: "car_type:used",
      facets: ["colour"],
    });
    expect(result.nbHits).toBe(2);
    expect(result.facets?.colour).toEqual({ Blue: 1, White: 1 });
    expect(result.query).toBe("ranger");
  });
});
