import { blockProps, siteDefinitionObject } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { fieldTitles } from "./schema-titles.ts";

describe("field names", () => {
  it("uses the titles the schema gives", () => {
    expect(fieldTitles(blockProps["hero-search"], ["title"])).toEqual(["Title"]);
    expect(fieldTitles(blockProps["feature-banner"], ["link", "href"])).toEqual(["Button", "Link"]);
  });

  it("names list items by position", () => {
    expect(fieldTitles(blockProps["why-buy-from-us"], ["items", 1, "text"])).toEqual([
      "Reasons",
      "item 2",
      "Text",
    ]);
  });

  it("puts keys without a title into words", () => {
    expect(fieldTitles(siteDefinitionObject, ["brands", "car"])).toEqual(["Brands", "Car"]);
  });
});
