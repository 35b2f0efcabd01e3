import { describe, expect, it } from "vitest";
import { isPromoLive, type PromoRule, placePromos } from "./promo-placement.ts";

const now = new Date("2026-11-21T00:00:00Z");
const clock = { now, timeZone: "Australia/Sydney" };

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
    expect(
      layout(placePromos(cars(12), [promo({ position: [5, 10] })], clock)).indexOf("P:p"),
    ).toBe(4);
    const placed = layout(placePromos(cars(21), [promo({ position: [5, 10] })], clock));
    expect(placed[4]).toBe("P:p");
    expect(placed[9]).toBe("P:p");
    expect(placed).toHaveLength(23);
  });
  it("adds 0 to 2 to the position when randomised", () => {
    const at = (roll: number) =>
      layout(
        placePromos(cars(21), [promo({ position: 9, randomise: true })], clock, () => roll),
      ).indexOf("P:p") + 1;
    expect([at(0), at(0.5), at(0.99)]).toEqual([9, 10, 11]);
  });
  it("respects start, expiry and display", () => {
    const live = (extra: Partial<PromoRule>) => isPromoLive(promo(extra), now, clock.timeZone);
    expect(live({ start: "2026-12-01" })).toBe(false);
    expect(live({ expiry: "2025-06-30" })).toBe(false);
    expect(live({ display: false })).toBe(false);
    expect(live({ start: "2026-01-01", expiry: "2027-06-30" })).toBe(true);
  });
  it("runs a card dated by days alone over whole days of the dealer's time zone", () => {
    // 00:00 UTC on 21 November is 11:00 on the 21st in Sydney and 08:00 in Perth.
    expect(
      isPromoLive(promo({ start: "2026-11-21", expiry: "2026-11-21" }), now, "Australia/Sydney"),
    ).toBe(true);
    expect(isPromoLive(promo({ expiry: "2026-11-20" }), now, "Australia/Perth")).toBe(false);
    // In Honolulu (-10) it is still 14:00 on the 20th: the card has not started yet.
    expect(isPromoLive(promo({ start: "2026-11-21" }), now, "Pacific/Honolulu")).toBe(false);
  });
  it("drops a strictDisplay card the results do not reach, and puts others at the end", () => {
    expect(
      layout(placePromos(cars(3), [promo({ position: 9, strictDisplay: true })], clock)),
    ).toEqual([1, 2, 3]);
    expect(layout(placePromos(cars(3), [promo({ position: 9 })], clock))).toEqual([1, 2, 3, "P:p"]);
  });
});
