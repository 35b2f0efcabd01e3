import { describe, expect, it } from "vitest";
import type { MakeModels } from "../site-header/site-header-data.ts";
import { footerModelLinks } from "./footer-model-links.ts";

const make = (name: string, labels: string[]): MakeModels => ({
  make: name,
  href: `/search/${name.toLowerCase()}`,
  models: labels.map((label, index) => ({
    label,
    href: `/search/${name.toLowerCase()}/${label.toLowerCase()}`,
    count: 30 - index,
  })),
});

const toyota = make("Toyota", ["HiLux", "RAV4", "Prado", "Camry", "Corolla", "Kluger"]);
const mazda = make("Mazda", ["CX-5", "CX-30", "BT-50", "Mazda3"]);
const kia = make("Kia", ["Sportage", "Seltos", "Carnival"]);

describe("footer model links", () => {
  it("lists a single make's models by name alone", () => {
    expect(footerModelLinks([toyota]).map((link) => link.label)).toEqual([
      "HiLux",
      "RAV4",
      "Prado",
      "Camry",
      "Corolla",
      "Kluger",
    ]);
  });

  it("stops at the limit, keeping the first models", () => {
    expect(footerModelLinks([toyota], 3).map((link) => link.href)).toEqual([
      "/search/toyota/hilux",
      "/search/toyota/rav4",
      "/search/toyota/prado",
    ]);
  });

  it("shares the limit between makes so each make shows its leading models", () => {
    expect(footerModelLinks([toyota, mazda, kia], 7).map((link) => link.label)).toEqual([
      "Toyota HiLux",
      "Toyota RAV4",
      "Toyota Prado",
      "Mazda CX-5",
      "Mazda CX-30",
      "Kia Sportage",
      "Kia Seltos",
    ]);
  });

  it("does not repeat a make already in the model's name", () => {
    const labels = footerModelLinks([toyota, mazda]).map((link) => link.label);
    expect(labels).toContain("Mazda3");
    expect(labels).toHaveLength(10);
  });

  it("shows at most twelve by default and skips makes with nothing in stock", () => {
    const many = [toyota, mazda, kia, make("Ford", ["Ranger", "Everest"]), make("Lexus", [])];
    const links = footerModelLinks(many);
    expect(links).toHaveLength(12);
    expect(links.some((link) => link.label.startsWith("Lexus"))).toBe(false);
  });
});
