import { describe, expect, it } from "vitest";
import { previewTargetOf, targetKey } from "./preview-target.ts";

const site = {
  promos: [{ id: "promo-trade-in" }, { id: "" }],
  offers: [{ id: "summer-service" }],
  locations: [{ slug: "penrith" }],
};
const setting = (...path: (string | number)[]) => ({ kind: "setting" as const, path });

describe("where the preview shows what is being edited", () => {
  it("shows a promo card on the search page, the card itself in view", () => {
    expect(previewTargetOf(setting("promos", 0), site)).toEqual({
      page: { template: "search" },
      reveal: { kind: "promo", id: "promo-trade-in" },
    });
  });

  it("shows the results when a new card has no reference yet", () => {
    expect(previewTargetOf(setting("promos", 1), site)?.reveal).toEqual({
      kind: "block-type",
      type: "search-results",
    });
  });

  it("shows the finance provider on a vehicle's page at its calculator", () => {
    expect(previewTargetOf(setting("finance", "provider"), site)).toEqual({
      page: { template: "vehicle" },
      reveal: { kind: "block-type", type: "finance-calculator" },
    });
  });

  it("shows a location's hours on that location's own page", () => {
    expect(previewTargetOf(setting("locations", 0), site)).toEqual({
      page: { path: "/locations/penrith" },
      reveal: { kind: "block-type", type: "location-detail" },
    });
  });

  it("shows an offer on its own page, and the offers page for the list", () => {
    expect(previewTargetOf(setting("offers", 0), site)?.page).toEqual({
      path: "/offers/summer-service",
    });
    expect(previewTargetOf(setting("offers"), site)?.page).toEqual({ template: "offers" });
  });

  it("keeps the page for a menu and brings the header or footer into view", () => {
    expect(previewTargetOf(setting("navigation", "header"), site)).toEqual({
      reveal: { kind: "zone", zone: "header" },
    });
    expect(previewTargetOf(setting("navigation", "footer"), site)).toEqual({
      reveal: { kind: "zone", zone: "footer" },
    });
  });

  it("stays where it is for settings every page shows alike", () => {
    expect(previewTargetOf(setting("theme", "primary"), site)).toBeUndefined();
    expect(previewTargetOf(setting("name"), site)).toBeUndefined();
  });

  it("brings a page's block into view", () => {
    expect(previewTargetOf({ kind: "block", blockId: "hero" }, site)).toEqual({
      reveal: { kind: "block", id: "hero" },
    });
  });

  it("moves again only when the marketer turns to something else", () => {
    const first = previewTargetOf(setting("promos", 0), site);
    expect(targetKey(previewTargetOf(setting("promos", 0), site))).toBe(targetKey(first));
    expect(targetKey(previewTargetOf(setting("finance"), site))).not.toBe(targetKey(first));
  });
});
