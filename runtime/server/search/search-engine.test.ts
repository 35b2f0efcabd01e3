import { searchResponse } from "@storefront/schemas/search/search-protocol";
import { describe, expect, it } from "vitest";
import { createSearchEngine } from "./engine.ts";
import { SearchError } from "./protocol/errors.ts";
import { testConfig, testVehicles } from "./test-vehicles.ts";

const engine = createSearchEngine(testVehicles, testConfig);
const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID);
const idOf = (id: number) => (id % 2 === 0 ? `car-${id}` : String(id));
const expectedIds = (vehicles: typeof testVehicles) => vehicles.map((v) => idOf(v.id));

describe("the primary index", () => {
  it("lists every vehicle by custom rank, highest first, a missing rank counting as 0", () => {
    const result = engine.search("cars", { hitsPerPage: 100 });
    const byRank = [...testVehicles].sort((a, b) => (b.custom_rank ?? 0) - (a.custom_rank ?? 0));
    expect(ids(result.hits)).toEqual(expectedIds(byRank));
    expect(result.hits.at(-1)?.objectID).toBe(idOf(6));
    expect(searchResponse.safeParse(result).success).toBe(true);
  });

  it("answers with Algolia's pagination fields and echoes the query and parameters", () => {
    const result = engine.search("cars", { query: "", hitsPerPage: 5, page: 2 });
    expect(result).toMatchObject({
      nbHits: 12,
      page: 2,
      nbPages: 3,
      hitsPerPage: 5,
      index: "cars",
    });
    expect(result.hits).toHaveLength(2);
    expect(result.exhaustiveNbHits).toBe(true);
    expect(new URLSearchParams(result.params).get("hitsPerPage")).toBe("5");
  });

  it("uses 20 hits per page by default", () => {
    const result = engine.search("cars", {});
    expect(result.hitsPerPage).toBe(20);
    expect(result.hits).toHaveLength(12);
  });

  it("pages by offset and length, reporting them instead of page and hitsPerPage", () => {
    const all = ids(engine.search("cars", { hitsPerPage: 100 }).hits);
    const result = engine.search("cars", { offset: 3, length: 4 });
    expect(ids(result.hits)).toEqual(all.slice(3, 7));
    expect(result).toMatchObject({ offset: 3, length: 4 });
    expect(result.page).toBeUndefined();
  });

  it("gives every hit an objectID, the record's own or its id as text", () => {
    const hits = engine.search("cars", { hitsPerPage: 100 }).hits;
    expect(hits.find((hit) => hit.id === 3)?.objectID).toBe("3");
    expect(hits.find((hit) => hit.id === 4)?.objectID).toBe("car-4");
  });

  it("retrieves only the listed attributes, objectID always included", () => {
    const [hit] = engine.search("cars", {
      attributesToRetrieve: ["make", "price"],
      hitsPerPage: 1,
    }).hits;
    expect(Object.keys(hit!).sort()).toEqual(["make", "objectID", "price"]);
    const [all] = engine.search("cars", {
      attributesToRetrieve: ["*", "-km"],
      hitsPerPage: 1,
    }).hits;
    expect(all).not.toHaveProperty("km");
    expect(all).toHaveProperty("stocknum");
  });

  it("answers each attribute list with its own attributes when the same cars come back", () => {
    const fields = (attributesToRetrieve: string[]) =>
      engine
        .search("cars", { attributesToRetrieve, hitsPerPage: 3 })
        .hits.map((hit) => Object.keys(hit).sort());
    expect(fields(["make"])).toEqual(Array(3).fill(["make", "objectID"]));
    expect(fields(["model", "year"])).toEqual(Array(3).fill(["model", "objectID", "year"]));
    expect(fields(["make"])).toEqual(Array(3).fill(["make", "objectID"]));
  });

  it("refuses an unknown index with Algolia's 404", () => {
    expect(() => engine.search("trucks", {})).toThrowError(
      expect.objectContaining({ status: 404, message: "Index does not exist" }),
    );
  });
});

describe("replicas", () => {
  it("sort by their own attribute", () => {
    const result = engine.search("cars_price_asc", { hitsPerPage: 100 });
    const prices = result.hits.map((hit) => hit.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.index).toBe("cars_price_asc");
    const km = engine.search("cars_km_desc", { hitsPerPage: 3 }).hits.map((hit) => hit.km);
    expect(km).toEqual([88000, 72000, 45000]);
  });

  it("keep the same hits and counts as the primary index for the same filters", () => {
    const params = { filters: "make:Toyota", facets: ["*"] };
    const primary = engine.search("cars", params);
    const replica = engine.search("cars_price_asc", params);
    expect(replica.nbHits).toBe(primary.nbHits);
    expect(replica.facets).toEqual(primary.facets);
    expect(ids(replica.hits).sort()).toEqual(ids(primary.hits).sort());
  });
});

describe("filters", () => {
  const count = (filters: string) => engine.search("cars", { filters }).nbHits;
  const matching = (predicate: (v: (typeof testVehicles)[number]) => boolean) =>
    testVehicles.filter(predicate).length;

  it("match facet values without regard to case", () => {
    expect(count("make:Toyota")).toBe(4);
    expect(count("make:toyota")).toBe(4);
    expect(count('model:"CX-5"')).toBe(1);
  });

  it("combine with AND, OR, NOT and parentheses, NOT binding tightest and OR loosest", () => {
    expect(count("make:Toyota AND car_type:used")).toBe(2);
    expect(count("make:Toyota OR make:Ford")).toBe(7);
    expect(count("NOT make:Toyota")).toBe(8);
    expect(count("(make:Toyota OR make:Ford) AND NOT car_type:new")).toBe(5);
    expect(count("make:Toyota OR make:Ford AND car_type:new")).toBe(5);
  });

  it("compare numbers and take inclusive ranges", () => {
    expect(count("price < 30000")).toBe(matching((v) => v.price < 30000));
    expect(count("price <= 29990")).toBe(matching((v) => v.price <= 29990));
    expect(count("price >= 61990")).toBe(matching((v) => v.price >= 61990));
    expect(count("price > 61990")).toBe(1);
    expect(count("year = 2023")).toBe(matching((v) => v.year === 2023));
    expect(count("year != 2023")).toBe(matching((v) => v.year !== 2023));
    expect(count("price:30000 TO 45000")).toBe(
      matching((v) => v.price >= 30000 && v.price <= 45000),
    );
    expect(count("year:2021")).toBe(matching((v) => v.year === 2021));
  });

  it("filter on booleans, filter-only attributes and array elements", () => {
    expect(count("certified:true")).toBe(matching((v) => v.certified));
    expect(count("certified:false")).toBe(matching((v) => !v.certified));
    expect(count("visibility <= 1")).toBe(matching((v) => v.visibility <= 1));
    expect(count("categories:Towing")).toBe(3);
  });

  it("mix facet and numeric conditions, like the dealer stock filter", () => {
    const stock = count("(status:in_stock OR status:coming_soon OR price > 45000) AND km < 50000");
    expect(stock).toBe(matching((v) => (v.status !== "sold" || v.price > 45000) && v.km < 50000));
  });

  it("match nothing for attributes that are not declared for faceting", () => {
    expect(count("stocknum:U1001")).toBe(0);
  });

  it("accept facetFilters with nested OR lists and negation", () => {
    const result = engine.search("cars", {
      facetFilters: [["make:Toyota", "make:Mazda"], "car_type:-new"],
    });
    expect(result.nbHits).toBe(
      matching((v) => (v.make === "Toyota" || v.make === "Mazda") && v.car_type !== "new"),
    );
  });

  it("accept numericFilters, alone or with OR lists", () => {
    const result = engine.search("cars", {
      numericFilters: ["price>=30000", ["year=2021", "year=2024"]],
    });
    expect(result.nbHits).toBe(
      matching((v) => v.price >= 30000 && (v.year === 2021 || v.year === 2024)),
    );
    expect(engine.search("cars", { numericFilters: "km:0 TO 10" }).nbHits).toBe(3);
  });

  it("AND the three filter parameters together", () => {
    const result = engine.search("cars", {
      filters: "make:Ford",
      facetFilters: ["car_type:used"],
      numericFilters: ["km<50000"],
    });
    expect(ids(result.hits)).toEqual([idOf(5)]);
  });

  it("reject malformed filters with a 400 naming the parameter and the position", () => {
    const attempt = (params: Parameters<typeof engine.search>[1]) => () =>
      engine.search("cars", params);
    expect(attempt({ filters: "make:Toyota AND" })).toThrowError(
      /^filters: unexpected end of filters at col 16/,
    );
    expect(attempt({ filters: "price > cheap" })).toThrowError(/filters: .*"cheap" at col 9/);
    expect(attempt({ facetFilters: ["Toyota"] })).toThrowError(/^facetFilters: "Toyota"/);
    expect(attempt({ numericFilters: ["price>>3"] })).toThrowError(/^numericFilters: "price>>3"/);
    expect(attempt({ filters: "(make:Ford" })).toThrowError(SearchError);
  });
});

describe("facets", () => {
  it("count each value within the results, most frequent first, then by value", () => {
    const result = engine.search("cars", { facets: ["make", "colour"], filters: "NOT make:Kia" });
    const notKia = testVehicles.filter((v) => v.make !== "Kia");
    for (const attribute of ["make", "colour"] as const) {
      const expected = new Map<string, number>();
      for (const v of notKia) expected.set(v[attribute], (expected.get(v[attribute]) ?? 0) + 1);
      expect(result.facets![attribute]).toEqual(Object.fromEntries(expected));
    }
    const makes = engine.search("cars", { facets: ["make"], maxValuesPerFacet: 3 }).facets!.make!;
    // Toyota 4, Ford 3, then Hyundai, Kia... tie at 2: the first by value wins.
    expect(makes).toEqual({ Toyota: 4, Ford: 3, Hyundai: 2 });
  });

  it("return every facetable attribute for '*', never filter-only ones", () => {
    const facets = engine.search("cars", { facets: ["*"] }).facets!;
    expect(Object.keys(facets).sort()).toEqual(
      testConfig.attributesForFaceting
        .filter((name) => !name.startsWith("filterOnly"))
        .map((name) => name.replace(/^searchable\((.*)\)$/, "$1"))
        .sort(),
    );
  });

  it("print booleans as 'true' and 'false' and numbers as text", () => {
    const facets = engine.search("cars", { facets: ["certified", "year"] }).facets!;
    expect(facets.certified).toEqual({ false: 8, true: 4 });
    expect(facets.year?.["2023"]).toBe(3);
  });

  it("keep at most maxValuesPerFacet values per facet", () => {
    const facets = engine.search("cars", { facets: ["model"], maxValuesPerFacet: 2 }).facets!;
    expect(facets.model).toEqual({ Corolla: 2, Ranger: 2 });
  });

  it("break count ties by value, numbers in numeric order", () => {
    const km = engine.search("cars", { facets: ["km"], maxValuesPerFacet: 3 }).facets!.km!;
    const smallest = testVehicles
      .map((v) => v.km)
      .sort((a, b) => a - b)
      .slice(0, 3);
    expect(
      Object.keys(km)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(smallest);
  });

  it("give min, max, avg and sum of numeric facets within the results", () => {
    const result = engine.search("cars", { facets: ["price"], filters: "make:Ford" });
    expect(result.facets_stats?.price).toEqual({
      min: 45990,
      max: 67990,
      avg: (61990 + 45990 + 67990) / 3,
      sum: 61990 + 45990 + 67990,
    });
  });

  it("accept a comma-separated list of facets", () => {
    const result = engine.search("cars", { facets: "make,car_type" });
    expect(Object.keys(result.facets!).sort()).toEqual(["car_type", "make"]);
  });
});

describe("searching in facet values", () => {
  it("finds values starting with the facet query, counted within the other filters", () => {
    const result = engine.searchForFacetValues("cars", "model", {
      facetQuery: "r",
      filters: "car_type:used",
    });
    expect(result.facetHits).toEqual([
      { value: "Ranger", highlighted: "<em>R</em>anger", count: 2 },
    ]);
    expect(result.exhaustiveFacetsCount).toBe(true);
  });

  it("uses the highlight tags asked for and keeps maxFacetHits values", () => {
    const result = engine.searchForFacetValues("cars", "colour", {
      facetQuery: "",
      maxFacetHits: 2,
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    expect(result.facetHits.map((hit) => hit.value)).toEqual(["White", "Blue"]);
    const grey = engine.searchForFacetValues("cars", "colour", {
      facetQuery: "gr",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    expect(grey.facetHits).toEqual([{ value: "Grey", highlighted: "<mark>Gr</mark>ey", count: 2 }]);
  });

  it("refuses filter-only attributes", () => {
    expect(() => engine.searchForFacetValues("cars", "visibility", {})).toThrowError(
      /searchable\(visibility\)/,
    );
  });
});

describe("facet counts asked again", () => {
  const countsOf = (vehicles: typeof testVehicles) => {
    const counts: Record<string, number> = {};
    for (const vehicle of vehicles) counts[vehicle.colour] = (counts[vehicle.colour] ?? 0) + 1;
    return counts;
  };
  const fresh = () => createSearchEngine(testVehicles, testConfig);

  it("stay those of the documents selected, on every page and sort", () => {
    const memoized = fresh();
    const toyotas = countsOf(testVehicles.filter((vehicle) => vehicle.make === "Toyota"));
    for (const [index, page] of [
      ["cars", 0],
      ["cars", 1],
      ["cars_price_asc", 0],
    ] as const) {
      const result = memoized.search(index, {
        filters: "make:Toyota",
        facets: ["colour"],
        hitsPerPage: 2,
        page,
      });
      expect(result.facets?.colour).toEqual(toyotas);
    }
  });

  it("change with anything that selects other documents", () => {
    const memoized = fresh();
    const colourCounts = (params: Parameters<typeof memoized.search>[1]) =>
      memoized.search("cars", { ...params, facets: ["colour"] }).facets?.colour;
    const ask = { filters: "make:Toyota" };
    expect(colourCounts(ask)).toEqual(
      countsOf(testVehicles.filter((vehicle) => vehicle.make === "Toyota")),
    );
    expect(colourCounts({ ...ask, query: "corolla" })).toEqual(
      countsOf(testVehicles.filter((vehicle) => vehicle.model === "Corolla")),
    );
    expect(colourCounts({ ...ask, facetFilters: ["car_type:used"] })).toEqual(
      countsOf(testVehicles.filter((v) => v.make === "Toyota" && v.car_type === "used")),
    );
    expect(colourCounts({ ...ask, numericFilters: ["price>40000"] })).toEqual(
      countsOf(testVehicles.filter((v) => v.make === "Toyota" && v.price > 40000)),
    );
    expect(
      memoized.search("cars", { ...ask, facets: ["colour"], maxValuesPerFacet: 1 }).facets?.colour,
    ).toEqual({ White: 2 });
  });
});
