import { describe, expect, it } from "vitest";
import { emptyRefinements } from "../search/search-refinements.ts";
import {
  isKeptInHistory,
  searchHistoryLimit,
  storedList,
  viewedCarOf,
  withSearch,
  withViewedCar,
} from "./browsing-history.ts";
import { parseSearchHistory, parseViewedCars } from "./browsing-history-read.ts";

const search = (n: number) => ({ href: `/search/used-cars?page=${n}`, title: `Search ${n}` });
const car = (id: number) =>
  viewedCarOf({
    id,
    slug: `car-${id}`,
    make: "Kia",
    model: "Cerato",
    stocknum: `S${id}`,
    simple_body: "Sedan",
  });

describe("search history", () => {
  it("keeps the last 5 searches, newest first, each once", () => {
    let list = [search(1)];
    for (const n of [2, 3, 4, 5, 6, 3]) list = withSearch(list, search(n));
    expect(searchHistoryLimit).toBe(5);
    expect(list.map((entry) => entry.title)).toEqual([
      "Search 3",
      "Search 6",
      "Search 5",
      "Search 4",
      "Search 2",
    ]);
  });

  it("leaves out a search with no text, no filter and the default sort", () => {
    const all = emptyRefinements();
    expect(isKeptInHistory(all, "cars")).toBe(false);
    expect(isKeptInHistory({ ...all, query: "  ", page: 3, sortBy: "cars" }, "cars")).toBe(false);
    expect(isKeptInHistory({ ...all, query: "ranger" }, "cars")).toBe(true);
    expect(isKeptInHistory({ ...all, lists: { make: ["Ford"] } }, "cars")).toBe(true);
    expect(isKeptInHistory({ ...all, ranges: { price: { max: 20000 } } }, "cars")).toBe(true);
    expect(isKeptInHistory({ ...all, sortBy: "cars_price_asc" }, "cars")).toBe(true);
  });

  it("reads back only searches of this site from what was stored", () => {
    const stored = JSON.stringify([
      search(1),
      { href: "https://elsewhere.example/", title: "Phish" },
      { href: "//elsewhere.example/", title: "Phish" },
      { href: "/search", title: 3 },
      null,
    ]);
    expect(parseSearchHistory(stored)).toEqual([search(1)]);
    expect(parseSearchHistory("not json")).toEqual([]);
    expect(parseSearchHistory(null)).toEqual([]);
    // The list as written is kept as it is, broken entries and all, until it is read to show.
    expect(
      withSearch(storedList(stored), search(2)).map(
        (entry) => (entry as { title?: unknown } | null)?.title,
      ),
    ).toEqual(["Search 2", "Search 1", "Phish", "Phish", 3]);
    expect(storedList("{}")).toEqual([]);
  });
});

describe("recently viewed cars", () => {
  it("keeps the specification's viewed-car record with the slug to link it", () => {
    expect(car(7)).toEqual({
      id: 7,
      stocknum: "S7",
      make: "Kia",
      model: "Cerato",
      body: "",
      simple_body: "Sedan",
      slug: "car-7",
    });
  });

  it("moves a car seen again to the front, and drops broken records when read", () => {
    const list = withViewedCar([car(1), car(2)], car(2));
    expect(list.map((entry) => entry.id)).toEqual([2, 1]);
    const stored = JSON.stringify([...list, { id: "3", make: "Kia" }]);
    expect(parseViewedCars(stored)).toEqual(list);
  });
});
