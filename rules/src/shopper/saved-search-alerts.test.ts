import { describe, expect, it } from "vitest";
import { alertDue, searchNews } from "./saved-search-alerts.ts";

describe("a saved search's news", () => {
  it("tells new matches and lower prices, and remembers every match", () => {
    const news = searchNews({ "1": 20_000, "2": 30_000, "3": 15_000 }, [
      { id: "1", price: 19_500 },
      { id: "2", price: 31_000 },
      { id: "4", price: 12_000 },
    ]);
    expect(news.newMatches).toEqual([{ id: "4", price: 12_000 }]);
    expect(news.priceDrops).toEqual([{ car: { id: "1", price: 19_500 }, was: 20_000 }]);
    expect(news.knownMatches).toEqual({ "1": 19_500, "2": 31_000, "3": 15_000, "4": 12_000 });
  });

  it("takes no price of 0 (enquire for price) as a drop, either way", () => {
    const news = searchNews({ "1": 0, "2": 20_000 }, [
      { id: "1", price: 18_000 },
      { id: "2", price: 0 },
    ]);
    expect(news.priceDrops).toEqual([]);
    expect(news.newMatches).toEqual([]);
  });

  it("has nothing to tell when nothing is new or cheaper", () => {
    const news = searchNews({ "1": 20_000 }, [{ id: "1", price: 20_000 }]);
    expect([news.newMatches, news.priceDrops]).toEqual([[], []]);
  });
});

describe("when an alert may go", () => {
  const sent = "2026-11-30T08:00:00.000Z";
  it("goes at once for a search never alerted, then a day after the last at the soonest", () => {
    expect(alertDue(null, new Date(sent))).toBe(true);
    expect(alertDue(sent, new Date("2026-12-01T07:59:59.000Z"))).toBe(false);
    expect(alertDue(sent, new Date("2026-12-01T08:00:00.000Z"))).toBe(true);
    expect(alertDue(sent, new Date("2026-11-30T08:00:01.000Z"), 1000)).toBe(true);
  });
});
