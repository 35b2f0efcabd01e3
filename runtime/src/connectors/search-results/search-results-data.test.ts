import { fixtureVehicle } from "@storefront/design-system/blocks/vehicle-card/vehicle-fixtures.ts";
import type { Favourite } from "@storefront/rules/shopper/favourites";
import { afterEach, describe, expect, it } from "vitest";
import { dealerGroupSite, searchOf } from "../test-fixtures.ts";
import { searchResultsData } from "./search-results-data.ts";

const site = dealerGroupSite();
const now = new Date("2026-11-21T00:00:00Z");
const car = fixtureVehicle();

function results(refinements = {}, saved: number[] = []) {
  const { search, changes } = searchOf(site, refinements);
  const toggled: Favourite[] = [];
  const data = searchResultsData({
    site,
    now,
    search,
    favourites: {
      saved: new Set(saved),
      toggle: (favourite) => {
        toggled.push(favourite);
        return !saved.includes(favourite.id);
      },
    },
  });
  return { data, changes, toggled };
}

const dataLayer = () => (globalThis as { dataLayer?: unknown[] }).dataLayer;

afterEach(() => {
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

describe("searchResultsData", () => {
  it("lists the sort options: the primary order's label, then each replica's", () => {
    const { sort } = results().data;
    expect(sort.options.map((option) => option.label)).toEqual([
      "Featured",
      "Price (Low to High)",
      "Price (High to Low)",
      "Year (Newest First)",
      "Kilometres (Lowest First)",
      "Recently Listed",
    ]);
    expect(sort.options[1]).toEqual({ value: "cars_price_asc", label: "Price (Low to High)" });
    expect(sort.value).toBe("");
  });

  it("shows the chosen sort, and a new sort starts again from page 1", () => {
    const { data, changes } = results({ sortBy: "cars_price_asc", page: 4 });
    expect(data.sort.value).toBe("cars_price_asc");
    data.sort.onChange("cars_year_desc");
    data.sort.onChange("");
    expect(changes.map((next) => [next.sortBy, next.page])).toEqual([
      ["cars_year_desc", 1],
      [undefined, 1],
    ]);
  });

  it("a page link shows that page of the same search, sort kept", () => {
    const { data, changes } = results({ sortBy: "cars_price_asc", page: 4 });
    data.onPage?.(5);
    expect(changes.map((next) => [next.sortBy, next.page])).toEqual([["cars_price_asc", 5]]);
  });

  it("offers, when nothing matches, the site's empty title and its clear-filters link", () => {
    expect(results().data.empty).toEqual({
      title: "No Results Available",
      clearFiltersHref: "/special-offers",
    });
  });

  it("marks the shopper's saved cars, and saving one is a car-saved event", () => {
    const { data, toggled } = results({}, [7]);
    expect(data.favourites.heart?.saved.has(7)).toBe(true);
    expect(data.favourites).toMatchObject({ enabled: true, mode: "favourites" });
    expect(data.favourites.compare).toBeUndefined();
    expect(data.favourites.link).toEqual({ href: "/favourites", label: "Favourites (1)" });
    data.favourites.heart?.onToggle(car);
    expect(toggled).toEqual([
      {
        id: car.id,
        name: "2021 Toyota HiLux",
        slug: car.slug,
        make: "Toyota",
        model: "HiLux",
        primary_image_url: car.primary_image_url,
      },
    ]);
    expect(dataLayer()).toEqual([{ event: "storefront_event", eventId: 39, car_id: car.id }]);
  });

  it("sends no event when a saved car is unsaved", () => {
    results({}, [car.id]).data.favourites.heart?.onToggle(car);
    expect(dataLayer()).toBeUndefined();
  });

  it("in compare mode, gives the cards a compare toggle rather than the heart, and links to the compare page", () => {
    const compareSite = { ...site, favourites: { ...site.favourites, mode: "compare" as const } };
    const { search } = searchOf(compareSite, {});
    const toggled: Favourite[] = [];
    const data = searchResultsData({
      site: compareSite,
      now,
      search,
      favourites: {
        saved: new Set([7, 8]),
        toggle: (favourite) => toggled.push(favourite) > 0,
      },
    });
    expect(data.favourites.heart).toBeUndefined();
    expect(data.favourites.link).toEqual({ href: "/compare", label: "Compare (2)" });
    data.favourites.compare?.onToggle(car);
    expect(toggled.map((each) => each.id)).toEqual([car.id]);
  });

  it("where shoppers sign in, gives the heart to the watchlist and links to the watchlist page", () => {
    const signIn = { ...site, auth: { ...site.auth, enabled: true } };
    const toggled: number[] = [];
    const data = searchResultsData({
      site: signIn,
      now,
      search: searchOf(signIn, {}).search,
      favourites: { saved: new Set([7]), toggle: () => true },
      watchlist: { saved: new Set([9, 10]), toggle: (carId) => toggled.push(carId) },
    });
    expect(data.favourites.heart?.saved).toEqual(new Set([9, 10]));
    expect(data.favourites.link).toEqual({ href: "/watchlist", label: "Watchlist (2)" });
    data.favourites.heart?.onToggle(car);
    expect(toggled).toEqual([car.id]);
    // The watchlist's own toggle sends event 39 once the server has saved the car.
    expect(dataLayer()).toBeUndefined();
  });

  it("gives no save control where the site does not store favourites", () => {
    const off = { ...site, favourites: { ...site.favourites, enabled: false } };
    const data = searchResultsData({
      site: off,
      now,
      search: searchOf(off, {}).search,
      favourites: { saved: new Set([7]), toggle: () => true },
    });
    expect(data.favourites).toMatchObject({ heart: undefined, compare: undefined });
    expect(data.favourites.link).toBeUndefined();
  });

  it("places promos the same way for the same page and clock, and differently on another page", () => {
    const draws = (page: number) => {
      const random = results({ page }).data.random;
      return [random?.(), random?.(), random?.()];
    };
    expect(draws(2)).toEqual(draws(2));
    expect(draws(3)).not.toEqual(draws(2));
  });

  it("links cards to their pages and pages of results to their addresses", () => {
    const { data } = results({ lists: { make: ["Toyota"] } });
    expect(data.vehicleHref(car)).toBe(`/cars/${car.slug}`);
    expect(data.pageHref(2)).toBe("/search/toyota?page=2");
    expect(data.hitsPerPage).toBe(21);
    expect(data.noPriceText).toBe("Enquire for price.");
  });
});
