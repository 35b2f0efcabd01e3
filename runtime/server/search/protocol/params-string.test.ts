import { describe, expect, it } from "vitest";
import { decodeParamsString, encodeParams } from "./params-string.ts";

describe("URL-encoded search parameters", () => {
  it("decode numbers, booleans and JSON arrays, and keep text parameters as text", () => {
    const params = new URLSearchParams({
      query: "2020",
      hitsPerPage: "21",
      page: "0",
      facets: '["*"]',
      facetFilters: '[["make:Ford","make:Kia"]]',
      filters: "price > 10",
      analytics: "false",
      attributesToRetrieve: "make,model",
    });
    expect(decodeParamsString(params.toString())).toEqual({
      query: "2020",
      hitsPerPage: 21,
      page: 0,
      facets: ["*"],
      facetFilters: [["make:Ford", "make:Kia"]],
      filters: "price > 10",
      analytics: false,
      attributesToRetrieve: "make,model",
    });
  });

  it("keep values that only look like JSON as text", () => {
    expect(decodeParamsString("facetFilters=make%3AFord")).toEqual({ facetFilters: "make:Ford" });
    expect(decodeParamsString("facets=%5Bbroken")).toEqual({ facets: "[broken" });
  });

  it("encode back to the same parameters", () => {
    const params = { query: "ford ranger", facets: ["make"], hitsPerPage: 5 };
    expect(decodeParamsString(encodeParams(params))).toEqual(params);
  });
});
