import { describe, expect, it } from "vitest";
import { brandOverviewPath, visibleBrandSections } from "./brand-sections.ts";

const toyota = { title: "Toyota", slug: "toyota" };
const yamaha = { title: "Yamaha", slug: "yamaha" };
const isuzu = { title: "Isuzu Trucks", slug: "isuzu-trucks" };

describe("brand grid sections", () => {
  it("titles sections Car Brands, Motorcycle Brands, Truck Brands and Our Brands", () => {
    const sections = visibleBrandSections(["car", "motorcycle", "truck", "ours"], {
      car: [toyota],
      motorcycle: [yamaha],
      truck: [isuzu],
      ours: [toyota],
    });
    expect(sections.map((section) => section.title)).toEqual([
      "Car Brands",
      "Motorcycle Brands",
      "Truck Brands",
      "Our Brands",
    ]);
  });

  it("follows the configured order and skips empty sections", () => {
    const sections = visibleBrandSections(["ours", "truck", "car"], {
      car: [toyota],
      motorcycle: [yamaha],
      truck: [],
      ours: [toyota],
    });
    expect(sections.map((section) => section.kind)).toEqual(["ours", "car"]);
  });

  it("shows a section once even when configured twice", () => {
    expect(visibleBrandSections(["car", "car"], { car: [toyota] })).toHaveLength(1);
  });

  it("links brands to /{brand}/overview", () => {
    expect(brandOverviewPath("mercedes-benz")).toBe("/mercedes-benz/overview");
  });
});
