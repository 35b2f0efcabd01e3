import { siteDefinition, vehicleRecord, withDefaultPages } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { knownSlugs } from "../../../server/stock/known-slugs.ts";
import { matchPath } from "../../routing/match-path.ts";
import { namedPage } from "../../routing/named-page.ts";
import { modelOfPath } from "./model-data.ts";

const site = withDefaultPages(
  siteDefinition.parse({
    version: 1,
    slug: "group",
    name: "Group",
    template: "dealer-group",
    timeZone: "Australia/Sydney",
    dealerships: [{ id: "d1", slug: "group-toyota", name: "Group Toyota" }],
    offers: [
      {
        id: "hilux-finance",
        name: "HiLux SR5 2.99% finance",
        manufacturer: "Toyota",
        model: { slug: "hilux", name: "HiLux" },
        image_url: "/media/offers/hilux.jpg",
      },
      {
        id: "ended",
        name: "Ended RAV4 offer",
        manufacturer: "Toyota",
        model: { slug: "rav4", name: "RAV4" },
        expiry: "2026-06-30",
      },
      {
        id: "elsewhere",
        name: "Supra on another site",
        manufacturer: "Toyota",
        model: { slug: "supra", name: "GR Supra" },
        excluded_website_ids: ["group"],
      },
    ],
  }),
);
const car = (id: number, make: string, model: string) =>
  vehicleRecord.parse({
    id,
    slug: `car-${id}`,
    make,
    model,
    year: 2024,
    car_type: "used",
    status: "in_stock",
    created_at: "2026-11-01",
    stocknum: `S${id}`,
    km: 10,
    price: 30000,
    dealership_id: "d1",
  });
const vehicles = [car(1, "Toyota", "HiLux"), car(2, "Mazda", "CX-5"), car(3, "Toyota", "Brands")];
const modelsByMake = { Mazda: ["CX-5"], Toyota: ["Brands", "HiLux"] };
const now = new Date("2026-11-26T00:00:00Z");
const known = knownSlugs(site, vehicles, new Date());

describe("a model's explore page", () => {
  it("names a model an offer explores, with its running offers and the stock's spelling", () => {
    const hilux = modelOfPath(site, "/hilux", modelsByMake, now);
    expect(hilux).toMatchObject({
      name: "HiLux",
      title: "Toyota HiLux",
      make: "Toyota",
      stockModel: "HiLux",
    });
    expect(hilux?.offers.map((offer) => offer.id)).toEqual(["hilux-finance"]);
  });

  it("names the make of an offer's model as the site's brand list does", () => {
    const lowerCase = {
      ...site,
      brands: { ...site.brands, car: [{ title: "Toyota", slug: "toyota" }] },
      offers: site.offers.map((offer) => ({ ...offer, manufacturer: "toyota" })),
    };
    expect(modelOfPath(lowerCase, "/hilux", {}, now)).toMatchObject({
      title: "Toyota HiLux",
      offers: [{ manufacturer: "Toyota" }],
    });
  });

  it("names a model in stock by the search routes' slug rule", () => {
    expect(modelOfPath(site, "/cx-5", modelsByMake, now)).toMatchObject({
      name: "CX-5",
      title: "Mazda CX-5",
      offers: [],
    });
  });

  it("keeps a model whose offer has ended, without the offer; a hidden offer's model is unknown", () => {
    expect(modelOfPath(site, "/rav4", modelsByMake, now)).toMatchObject({
      title: "Toyota RAV4",
      stockModel: undefined,
      offers: [],
    });
    expect(modelOfPath(site, "/supra", modelsByMake, now)).toBeUndefined();
    expect(matchPath(site, "/supra", known)).toBeUndefined();
    expect(matchPath(site, "/corolla", known)).toBeUndefined();
  });

  it("is served at /{model-slug} without shadowing the site's other pages", () => {
    expect(matchPath(site, "/hilux", known)?.template).toBe("model");
    expect(matchPath(site, "/cx-5", known)?.template).toBe("model");
    // A model named like a page leaves the page where it is.
    expect(matchPath(site, "/brands", known)?.template).toBe("brands");
    expect(matchPath(site, "/about-us", known)?.template).toBe("content");
    expect(matchPath(site, "/special-offers", known)?.template).toBe("offers");
  });

  it("is titled by the make and model, its trail through the make's brand page", () => {
    const match = matchPath(site, "/hilux", known);
    const named =
      match && namedPage(match, "/hilux", site, { now, makesInStock: ["Toyota"], modelsByMake });
    expect(named).toEqual({
      title: "Toyota HiLux",
      trail: [
        { label: "Home", href: "/" },
        { label: "Toyota", href: "/toyota/overview" },
        { label: "HiLux" },
      ],
    });
  });
});
