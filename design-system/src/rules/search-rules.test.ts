import { describe, expect, it } from "vitest";
import { cardTag, isTestDriveOnly, type TaggedCar } from "./card-tag.ts";
import { facetValues, visibleFacetValues } from "./facet-values.ts";
import { isPromoLive, type PromoRule, placePromos } from "./promo-placement.ts";
import {
  formatRangeParam,
  parseRangeParam,
  refineRange,
  sliderBounds,
  sliderStep,
} from "./range.ts";
import { collapseSoldRuns, displayCount } from "./result-list.ts";
import { dealerStockFilter } from "./stock-filter.ts";

const now = new Date("2026-11-21T00:00:00Z");
const nowSeconds = now.getTime() / 1000;

describe("dealer stock filter", () => {
  it("lists in-stock and coming-soon cars, cars sold in the last 3 days, shown on the website, at visibility 3", () => {
    expect(dealerStockFilter({ soldDays: 3, visibilityLevel: 3, now })).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${nowSeconds - 3 * 86400}) AND show_on_dealer_website:true AND visibility <= 3`,
    );
  });
  it("reads the clock to the minute, so shoppers in the same minute send the same filter", () => {
    const filterAt = (iso: string) =>
      dealerStockFilter({ soldDays: 3, visibilityLevel: 3, now: new Date(iso) });
    expect(filterAt("2026-11-21T10:15:59.999Z")).toBe(filterAt("2026-11-21T10:15:00Z"));
    expect(filterAt("2026-11-21T10:16:00Z")).not.toBe(filterAt("2026-11-21T10:15:59Z"));
    expect(filterAt("2026-11-21T10:15:42Z")).toContain(
      `sold_date_timestamp > ${Date.parse("2026-11-21T10:15:00Z") / 1000 - 3 * 86400})`,
    );
  });
  it("limits a dealer site to its dealerships and visibility level", () => {
    expect(
      dealerStockFilter({
        soldDays: 0,
        visibilityLevel: 14,
        now,
        dealershipIds: ["sc-toyota", 'odd"id'],
      }),
    ).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${nowSeconds}) AND show_on_dealer_website:true AND visibility <= 14 AND (dealership_id:"sc-toyota" OR dealership_id:"odd\\"id")`,
    );
  });
});

describe("the tag on a card", () => {
  const settings = {
    soldText: "JUST SOLD",
    newArrivalText: "New",
    newArrivalDays: 8,
    certifiedBadge: { make: "Toyota", text: "Toyota Certified" },
  };
  const base: TaggedCar = {
    status: "in_stock",
    car_type: "used",
    make: "Toyota",
    created_at_timestamp: nowSeconds - 30 * 86400,
  };
  const tag = (car: Partial<TaggedCar>) =>
    cardTag({ ...base, ...car }, settings, now)?.text ?? null;

  it("takes the first rule that applies, in the spec's order", () => {
    const all = {
      simple_fuel: "Hybrid",
      reserved: true,
      certified: true,
      tag: "Low KMs",
      status: "coming_soon",
      created_at_timestamp: nowSeconds - 86400,
    };
    expect(tag(all)).toBe("Hybrid");
    expect(tag({ ...all, simple_fuel: "Petrol" })).toBe("Reserved");
    expect(tag({ ...all, simple_fuel: "Petrol", reserved: false })).toBe("Toyota Certified");
    expect(tag({ ...all, simple_fuel: "Petrol", reserved: false, certified: false })).toBe(
      "Low KMs",
    );
    expect(
      tag({ ...all, simple_fuel: "Petrol", reserved: false, certified: false, tag: null }),
    ).toBe("COMING SOON");
    expect(tag({ created_at_timestamp: nowSeconds - 8 * 86400 })).toBe("New");
    expect(tag({ created_at_timestamp: nowSeconds - 9 * 86400 })).toBe(null);
  });
  it("shows Electric for electric cars", () => {
    expect(tag({ simple_fuel: "Electric" })).toBe("Electric");
  });
  it("shows the feed's own electric or hybrid tag as it is written", () => {
    expect(tag({ tag: "Plug-in Hybrid", reserved: true, simple_fuel: "Petrol" })).toBe(
      "Plug-in Hybrid",
    );
    expect(tag({ tag: " EV Electric ", simple_fuel: "Hybrid" })).toBe("EV Electric");
  });
  it("gives the certified badge only to used cars of the named manufacturer", () => {
    expect(tag({ certified: true, make: "Mazda" })).toBe(null);
    expect(tag({ certified: true, car_type: "demo" })).toBe(null);
  });
  it("shows the sold text on cars that can no longer be sold", () => {
    expect(tag({ status: "sold", reserved: true })).toBe("JUST SOLD");
  });
  it("knows a Test Drive Only car", () => {
    expect(isTestDriveOnly({ tag: "Test Drive Only" })).toBe(true);
    expect(isTestDriveOnly({ tag: "Low KMs" })).toBe(false);
  });
});

describe("sold cars in results", () => {
  const hits = (statuses: string[]) => statuses.map((status, id) => ({ id, status }));
  it("shows only the first of each run of sold cars", () => {
    const shown = collapseSoldRuns(
      hits(["in_stock", "sold", "sold", "sold", "in_stock", "sold", "coming_soon", "sold", "sold"]),
    );
    expect(shown.map((hit) => hit.id)).toEqual([0, 1, 4, 5, 6, 7]);
  });
  it("shows every hit when all are sold", () => {
    expect(collapseSoldRuns(hits(["sold", "sold", "sold"]))).toHaveLength(3);
  });
});

describe("the result count", () => {
  it("uses the engine's count up to 1999", () => {
    expect(displayCount(1999, { status: { in_stock: 5 } })).toBe(1999);
  });
  it("treats counts above 1999 as capped and sums the status facet", () => {
    expect(displayCount(2000, { status: { in_stock: 2400, coming_soon: 120, sold: 30 } })).toBe(
      2550,
    );
    expect(displayCount(2000)).toBe(2000);
  });
});

describe("promo cards", () => {
  const promo = (extra: Partial<PromoRule>): PromoRule => ({
    id: "p",
    position: 5,
    randomise: false,
    display: true,
    strictDisplay: false,
    ...extra,
  });
  const cars = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const layout = (placed: ReturnType<typeof placePromos>) =>
    placed.map((entry) => (entry.kind === "promo" ? `P:${entry.promo.id}` : entry.item));

  it("goes at its position, or at each of its positions (5 and 10)", () => {
    expect(layout(placePromos(cars(12), [promo({ position: [5, 10] })], now)).indexOf("P:p")).toBe(
      4,
    );
    const placed = layout(placePromos(cars(21), [promo({ position: [5, 10] })], now));
    expect(placed[4]).toBe("P:p");
    expect(placed[9]).toBe("P:p");
    expect(placed).toHaveLength(23);
  });
  it("adds 0 to 2 to the position when randomised", () => {
    const at = (roll: number) =>
      layout(
        placePromos(cars(21), [promo({ position: 9, randomise: true })], now, () => roll),
      ).indexOf("P:p") + 1;
    expect([at(0), at(0.5), at(0.99)]).toEqual([9, 10, 11]);
  });
  it("respects start, expiry and display", () => {
    expect(isPromoLive(promo({ start: "2026-12-01" }), now)).toBe(false);
    expect(isPromoLive(promo({ expiry: "2025-06-30" }), now)).toBe(false);
    expect(isPromoLive(promo({ display: false }), now)).toBe(false);
    expect(isPromoLive(promo({ start: "2026-01-01", expiry: "2027-06-30" }), now)).toBe(true);
    // Dates alone are whole days: live from the start of its first to the end of its last.
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
    expect(isPromoLive(promo({ start: iso, expiry: iso }), now)).toBe(true);
  });
  it("drops a strictDisplay card the results do not reach, and puts others at the end", () => {
    expect(
      layout(placePromos(cars(3), [promo({ position: 9, strictDisplay: true })], now)),
    ).toEqual([1, 2, 3]);
    expect(layout(placePromos(cars(3), [promo({ position: 9 })], now))).toEqual([1, 2, 3, "P:p"]);
  });
});

describe("facet lists", () => {
  const makes = facetValues(
    Object.fromEntries(
      ["Toyota", "Mazda", "Ford", "Kia", "Hyundai", "Nissan", "MG", "BYD", "Isuzu"].map(
        (make, i) => [make, 100 - i],
      ),
    ),
  );
  it("shows the first 7 makes, then 'Show all makes' reveals the rest", () => {
    expect(visibleFacetValues("make", makes)).toMatchObject({ hidden: 2 });
    expect(visibleFacetValues("make", makes).shown).toHaveLength(7);
    expect(visibleFacetValues("make", makes, { expanded: true }).shown).toHaveLength(9);
  });
  it("keeps a refined make visible even past the first 7", () => {
    expect(
      visibleFacetValues("make", makes, { refined: ["Isuzu"] }).shown.map((v) => v.value),
    ).toContain("Isuzu");
  });
  it("limits models to 30", () => {
    const models = facetValues(
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Model ${i}`, 40 - i])),
    );
    expect(visibleFacetValues("model", models).shown).toHaveLength(30);
  });
  it("hides certified 'false' on certified-only sites", () => {
    const values = facetValues({ true: 10, false: 30 });
    expect(
      visibleFacetValues("certified", values, { certifiedOnly: true }).shown.map((v) => v.value),
    ).toEqual(["true"]);
    expect(visibleFacetValues("certified", values).shown).toHaveLength(2);
  });
});

describe("range sliders", () => {
  it("round to 1000, stay in bounds and never cross", () => {
    const bounds = { min: 0, max: 100000 };
    expect(refineRange({ min: 12499, max: 45600 }, bounds)).toEqual({ min: 12000, max: 46000 });
    expect(refineRange({ min: -5000, max: 250000 }, bounds)).toEqual({ min: 0, max: 100000 });
    expect(refineRange({ min: 60000, max: 40000 }, bounds)).toEqual({ min: 40000, max: 40000 });
  });
  it("step one hundredth of the span; bounds come from the facet stats or the default maximum", () => {
    expect(sliderStep({ min: 5000, max: 105000 })).toBe(1000);
    expect(sliderBounds({ min: 4990, max: 89990 }, 100000)).toEqual({ min: 4000, max: 90000 });
    expect(sliderBounds(undefined, 100000)).toEqual({ min: 0, max: 100000 });
  });
  it("travel as 'min:max'", () => {
    expect(formatRangeParam({ min: 10000, max: 30000 })).toBe("10000:30000");
    expect(parseRangeParam("10000:30000")).toEqual({ min: 10000, max: 30000 });
    expect(parseRangeParam(":30000")).toEqual({ max: 30000 });
    expect(parseRangeParam("30000:10000")).toEqual({ min: 10000, max: 30000 });
    expect(parseRangeParam("cheap")).toBeUndefined();
  });
});
