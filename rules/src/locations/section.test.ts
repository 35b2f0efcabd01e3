import { describe, expect, it } from "vitest";
import { facetCounts, locationSection, type SectionLocation } from "./section.ts";

const at = (id: string, extra: Partial<SectionLocation> = {}): SectionLocation => ({
  id,
  location_type: "sales",
  dealership_id: "d1",
  primary: false,
  visible: true,
  ...extra,
});

describe("the locations section rule", () => {
  it("shows nothing without visible locations", () => {
    expect(locationSection([], "/dealer-locator")).toEqual({ kind: "none" });
    expect(locationSection([at("a", { visible: false })], "/")).toEqual({ kind: "none" });
  });

  it("shows a hero map for one location", () => {
    expect(locationSection([at("a"), at("b", { visible: false })], "/")).toMatchObject({
      kind: "hero-map",
      location: { id: "a" },
    });
  });

  it("lists each dealership once, by its primary location, when there are several", () => {
    const all = [at("a"), at("b", { primary: true }), at("c", { dealership_id: "d2" })];
    const section = locationSection(all, "/");
    expect(section).toMatchObject({ kind: "dealership-list", focus: { id: "b" } });
    if (section.kind !== "dealership-list") return;
    expect(section.locations.map((location) => location.id)).toEqual(["b", "c"]);
    expect(section.mapped.map((location) => location.id)).toEqual(["a", "b", "c"]);
  });

  it("otherwise maps them all, focused on the primary location, else the first", () => {
    expect(locationSection([at("a"), at("b", { primary: true })], "/")).toMatchObject({
      kind: "locations-map",
      focus: { id: "b" },
    });
    expect(locationSection([at("a"), at("b")], "/")).toMatchObject({ focus: { id: "a" } });
  });

  it("keeps only service locations on service paths", () => {
    const all = [
      at("a"),
      at("b", { location_type: "service" }),
      at("c", { location_type: "parts" }),
    ];
    expect(locationSection(all, "/service")).toMatchObject({
      kind: "hero-map",
      location: { id: "b" },
    });
    expect(locationSection(all, "/service/book")).toMatchObject({ kind: "hero-map" });
    expect(locationSection(all, "/services")).toMatchObject({ kind: "locations-map" });
  });
});

describe("map facets", () => {
  it("counts values, most common first, up to the limit", () => {
    expect(facetCounts(["Perth", "Sydney", "Perth", "Albury"], 2)).toEqual([
      { value: "Perth", count: 2 },
      { value: "Albury", count: 1 },
    ]);
    // Ties read alphabetically whatever the capitals.
    expect(facetCounts(["bendigo", "Albury", "Ballarat"], 3).map((facet) => facet.value)).toEqual([
      "Albury",
      "Ballarat",
      "bendigo",
    ]);
  });
});
