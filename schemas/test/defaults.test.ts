import { describe, expect, it } from "vitest";
import { siteDefinition, validateSiteDefinition } from "../src/index.ts";
import { minimalSite } from "./fixtures.ts";

describe("a definition holding only the required fields", () => {
  const site = siteDefinition.parse(minimalSite);

  it("gets the spec's search defaults", () => {
    expect(site.search).toMatchObject({
      hitsPerPage: 21,
      soldDays: 3,
      visibilityLevel: 3,
      priceAscendingExcludesZero: false,
      certifiedOnly: false,
      cardAttributes: ["car_type", "simple_body", "km", "simple_transmission", "stocknum"],
      priceSliderMax: 100000,
      defaultPath: "/search/new-used-and-demo-cars/",
      clearFiltersTarget: "/special-offers",
      emptyTitle: "No Results Available",
      noPriceText: "Enquire for price.",
    });
  });

  it("gets the spec's tag, finance and vehicle page defaults", () => {
    expect(site.tags).toEqual({ soldText: "JUST SOLD", newArrivalText: "New", newArrivalDays: 8 });
    expect(site.finance.buttonText).toBe("Pre-Approved");
    expect(site.finance.calculator.defaultRate).toBe(10);
    expect(site.finance.calculator.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(site.finance.calculator.interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(site.finance.calculator.amount).toMatchObject({ min: 1000, max: 250000 });
    expect(site.vehiclePage).toMatchObject({
      checkoutPath: "checkout",
      galleryDefaultView: "spinner",
      phoneReveal: "masked",
    });
    expect(site.vehiclePage.stickyCallBar.threshold).toBe(900);
    expect(site.vehiclePage.reserveAmount).toBe(200);
    expect(site.auth.enabled).toBe(false);
    expect(site.reviews.minimumRating).toBe(4);
  });

  it("gets the spec's analytics event ids", () => {
    expect(site.analytics.events).toMatchObject({
      phoneClick: 25,
      financeCalculatorUse: 26,
      carSaved: 39,
      testDriveNew: 17,
      testDriveUsed: 15,
      testDriveUsedAlternate: 48,
      enquiryNew: 14,
      enquiryTestDriveOnly: 17,
      generalEnquiry: 22,
      careers: 51,
      offerAccepted: 18,
      print: 61,
      historyReport: 60,
      usedCarView: 4,
      searchPageView: 49,
      financeEnquiryModal: 9,
    });
  });

  it("gets the spec's menus, with Finance Pre-Approval emphasised and dynamic dropdowns", () => {
    const header = site.navigation.header.map((item) => item.name);
    expect(header).toEqual([
      "Home",
      "Vehicles",
      "Stock",
      "Offers",
      "Service",
      "Company",
      "Finance Pre-Approval",
    ]);
    expect(site.navigation.header.find((item) => item.name === "Vehicles")?.dynamic).toBe("models");
    expect(site.navigation.header.at(-1)).toMatchObject({ url: "/finance", emphasised: true });
    expect(site.navigation.footer.map((item) => item.name).slice(0, 3)).toEqual([
      "Models",
      "Buyer Tools",
      "Servicing and Parts",
    ]);
  });

  it("searches the embedded engine and has a header and footer", () => {
    expect(site.integrations.search.backend).toBe("embedded");
    expect(site.layout.zones.header?.map((block) => block.type)).toEqual(["site-header"]);
    expect(site.layout.zones.footer?.map((block) => block.type)).toEqual(["site-footer"]);
  });

  it("is valid without any pages (the runtime serves default pages)", () => {
    const result = validateSiteDefinition(minimalSite);
    expect(result.ok).toBe(true);
  });

  it("fills block props with their defaults", () => {
    const result = siteDefinition.parse({
      ...minimalSite,
      pages: [
        {
          id: "home",
          template: "home",
          title: "Home",
          zones: { main: [{ type: "brand-grid", id: "brands" }] },
        },
      ],
    });
    const block = result.pages[0]?.zones.main?.[0];
    expect(block?.type === "brand-grid" && block.props.stats).toEqual([
      { value: "50+", label: "locations" },
      { value: "40+", label: "brands" },
      { value: "30+", label: "years" },
    ]);
  });
});
