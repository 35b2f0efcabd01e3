import { siteDefinition, vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import {
  budgetAmount,
  chosenCar,
  chosenCarId,
  financeSettingsOf,
  preferredDealership,
} from "./finance-data.ts";
import { featuredFinanceCarsRequest } from "./finance-queries.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group Motors",
  template: "dealer-group",
  domains: ["group.localhost"],
  forms: { financePostcode: true },
  finance: { pageForm: "single-page", sidePanel: false },
});

describe("the finance page's car", () => {
  it("is the car_id of the address, a trailing '?' cut, whole numbers only", () => {
    expect(chosenCarId("?car_id=48213%3F")).toBe("48213");
    expect(chosenCarId("?car_id=48213")).toBe("48213");
    expect(chosenCarId("?car_id=abc")).toBeUndefined();
    expect(chosenCarId("?vin=X")).toBeUndefined();
  });

  it("shows as none when the site does not list it or the estimate does not take it", () => {
    expect(chosenCar("1", { status: "pending" }, site)).toEqual({ status: "loading" });
    expect(chosenCar("1", { status: "success", data: null }, site)).toEqual({ status: "none" });
    const car = vehicleRecord.parse({
      id: 1,
      slug: "2021-toyota-hilux-sr5-u1",
      make: "Toyota",
      model: "Hilux",
      badge: "SR5",
      year: 2021,
      car_type: "used",
      status: "in_stock",
      created_at: "2026-11-01",
      stocknum: "U1",
      km: 20000,
      price: 48990,
      vin: "JTFBT3CD802118231",
    });
    expect(chosenCar("1", { status: "success", data: car }, site)).toMatchObject({
      status: "ready",
      car: { id: "1", title: "2021 Toyota Hilux SR5", priceText: "$48,990", year: 2021 },
    });
    for (const unfit of [
      { status: "sold" as const },
      { reserved: true },
      { status: "coming_soon" as const },
      { price: 200 },
    ]) {
      const data = { ...car, ...unfit };
      expect(chosenCar("1", { status: "success", data }, site)).toEqual({ status: "none" });
    }
  });
});

describe("the finance page's other queries", () => {
  it("start the purchase price at vehiclePriceBudget, clamped to 10,000 to 200,000", () => {
    expect(budgetAmount("?vehiclePriceBudget=45000")).toBe(45_000);
    expect(budgetAmount("?vehiclePriceBudget=%2445%2C000")).toBe(45_000);
    expect(budgetAmount("?vehiclePriceBudget=500000")).toBe(200_000);
    expect(budgetAmount("?vehiclePriceBudget=")).toBeUndefined();
    expect(budgetAmount("?car_id=1")).toBeUndefined();
  });

  it("send the lead to preferredDealership when the site has that dealership", () => {
    const withDealerships = siteDefinition.parse({
      ...site,
      dealerships: [{ id: "1", slug: "group-toyota", name: "Group Toyota" }],
    });
    expect(preferredDealership("?preferredDealership=group-toyota", withDealerships)).toBe(
      "group-toyota",
    );
    expect(preferredDealership("?preferredDealership=elsewhere", withDealerships)).toBeUndefined();
    expect(preferredDealership("", withDealerships)).toBeUndefined();
  });
});

describe("the finance page's settings", () => {
  it("follow the site's finance and form settings", () => {
    expect(financeSettingsOf(site)).toMatchObject({
      pageForm: "single-page",
      sidePanel: false,
      postcode: true,
      buttonText: "Pre-Approved",
      steps: ["Apply online", "Get pre-approved with a personalised rate", "Purchase the car"],
    });
  });

  it("feature six used cars in stock with more than one photo", () => {
    const request = featuredFinanceCarsRequest(site, new Date("2026-11-26T00:00:00Z"));
    expect(request.hitsPerPage).toBe(6);
    expect(request.filters).toMatch(/ AND status:in_stock AND photos_count > 1 AND car_type:used$/);
  });
});
