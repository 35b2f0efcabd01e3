import { describe, expect, it } from "vitest";
import { recordVisit, visitAttributes } from "./visit-tracking.ts";

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("visit tracking", () => {
  it("starts empty", () => {
    expect(visitAttributes(memoryStorage())).toEqual({
      visited_pages: [],
      linked_query_params: {},
    });
  });

  it("lists the pages opened, oldest first, and keeps the first value of each query parameter", () => {
    const storage = memoryStorage();
    recordVisit(storage, new URL("https://cars.example/?utm_source=google&utm_medium=cpc"));
    recordVisit(storage, new URL("https://cars.example/search?make=toyota"));
    recordVisit(storage, new URL("https://cars.example/search?make=toyota"));
    recordVisit(storage, new URL("https://cars.example/cars/abc?utm_source=mail"));
    expect(visitAttributes(storage)).toEqual({
      visited_pages: [
        "/?utm_source=google&utm_medium=cpc",
        "/search?make=toyota",
        "/cars/abc?utm_source=mail",
      ],
      linked_query_params: { utm_source: "google", utm_medium: "cpc", make: "toyota" },
    });
  });

  it("keeps the latest 100 pages", () => {
    const storage = memoryStorage();
    for (let page = 0; page < 105; page++)
      recordVisit(storage, new URL(`https://cars.example/p${page}`));
    const pages = visitAttributes(storage).visited_pages;
    expect(pages).toHaveLength(100);
    expect(pages[0]).toBe("/p5");
  });

  it("reads a damaged record as an empty visit", () => {
    const storage = memoryStorage();
    storage.setItem("storefront:visit", "{not json");
    expect(visitAttributes(storage).visited_pages).toEqual([]);
  });
});
