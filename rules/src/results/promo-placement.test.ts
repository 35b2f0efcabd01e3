import { describe, expect, it } from "vitest";
import { isPromoLive, type PromoRule, placePromos } from "./promo-placement.ts";

const now = new Date("2026-11-21T00:00:00Z");

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
