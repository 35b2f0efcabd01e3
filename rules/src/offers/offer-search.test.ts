import { offer as offerSchema } from "@storefront/schemas";
import { offerSearchParams } from "@storefront/schemas/search/offer-search";
import { describe, expect, it } from "vitest";
import { isOfferRunning } from "./offer-running.ts";
import { offerCategoryChoices, offerPath, offersPerPage, searchOffers } from "./offer-search.ts";

const site = { slug: "harbour-city", timeZone: "Australia/Perth" };
const now = new Date("2026-06-30T15:00:00Z"); // 11 pm on 30 June in Perth
const offer = (id: string, extra: object = {}) => offerSchema.parse({ id, name: id, ...extra });
const filters = (query: object = {}) => offerSearchParams.parse(query);

describe("isOfferRunning", () => {
  it("keeps an offer through its expiry day in the dealer's time zone", () => {
    expect(isOfferRunning(offer("a", { expiry: "2026-06-30" }), site, now)).toBe(true);
    expect(isOfferRunning(offer("a", { expiry: "2026-06-29" }), site, now)).toBe(false);
  });

  it("hides an offer from the sites it excludes", () => {
    const excluded = offer("a", { excluded_website_ids: ["harbour-city"] });
    expect(isOfferRunning(excluded, site, now)).toBe(false);
    expect(isOfferRunning(excluded, { ...site, slug: "other" }, now)).toBe(true);
  });
});

describe("searchOffers", () => {
  const offers = [
    offer("finance", { price: 30000, dealership_id: "d1" }),
    offer("service", { category: "Service offer", price: 199, dealership_id: "d2" }),
    offer("bonus", { categories: ["Bonus"], dealership_id: "d1" }),
    offer("gone", { expiry: "2026-01-01" }),
  ];
  const ids = (query: object) =>
    searchOffers(offers, filters(query), site, now).offers.map((o) => o.id);

  it("lists the running offers only", () => {
    expect(ids({})).toEqual(["finance", "service", "bonus"]);
  });

  it("filters by any chosen category, comma-separated or repeated", () => {
    expect(ids({ categories: "Service offer,Bonus" })).toEqual(["service", "bonus"]);
    expect(ids({ categories: ["Finance offer"] })).toEqual(["finance", "bonus"]);
  });

  it("filters by price range, leaving out offers without a price", () => {
    expect(ids({ price_min: "100", price_max: "1000" })).toEqual(["service"]);
    expect(ids({ price_min: "0" })).toEqual(["finance", "service"]);
  });

  it("filters by dealership_id", () => {
    expect(ids({ dealership_id: "d1" })).toEqual(["finance", "bonus"]);
  });

  it("pages 21 offers at a time", () => {
    const many = Array.from({ length: 50 }, (_, index) => offer(`o${index + 1}`));
    const second = searchOffers(many, filters({ page: 2 }), site, now);
    expect(offersPerPage).toBe(21);
    expect(second.offers.map((o) => o.id)).toEqual(many.slice(21, 42).map((o) => o.id));
    expect(second).toMatchObject({ page: 2, pages: 3, total: 50 });
    expect(searchOffers(many, filters({ page: 4 }), site, now).offers).toEqual([]);
  });

  it("offers the running offers' categories as filter choices", () => {
    expect(offerCategoryChoices(offers, site, now)).toEqual([
      "Finance offer",
      "Service offer",
      "Bonus",
    ]);
  });
});

describe("offerPath", () => {
  it("names the manufacturer when the offer has one", () => {
    expect(offerPath({ id: "7", manufacturer: "Land Rover" })).toBe("/offers/land-rover/7");
    expect(offerPath({ id: "7" })).toBe("/offers/7");
  });
});
