import { describe, expect, it } from "vitest";
import { parseFacetFilters, parseNumericFilters } from "./filter-params.ts";
import { parseFilters } from "./filter-parser.ts";

describe("the filters parser", () => {
  it("reads facet, boolean, comparison and range filters", () => {
    expect(parseFilters("make:Toyota")).toEqual({
      kind: "facet",
      attribute: "make",
      value: "Toyota",
    });
    expect(parseFilters('model:"Santa Fe"')).toEqual({
      kind: "facet",
      attribute: "model",
      value: "Santa Fe",
    });
    expect(parseFilters("certified:true")).toEqual({
      kind: "facet",
      attribute: "certified",
      value: "true",
    });
    expect(parseFilters("price >= 9999.5")).toEqual({
      kind: "compare",
      attribute: "price",
      operator: ">=",
      value: 9999.5,
    });
    expect(parseFilters("km!=-1")).toMatchObject({ operator: "!=", value: -1 });
    expect(parseFilters("year:2015 TO 2020")).toEqual({
      kind: "range",
      attribute: "year",
      min: 2015,
      max: 2020,
    });
    expect(parseFilters("location.name:'Penrith \\'North\\''")).toEqual({
      kind: "facet",
      attribute: "location.name",
      value: "Penrith 'North'",
    });
  });

  it("gives NOT precedence over AND, and AND over OR", () => {
    expect(parseFilters("a:1 OR b:2 AND NOT c:3")).toEqual({
      kind: "or",
      children: [
        { kind: "facet", attribute: "a", value: "1" },
        {
          kind: "and",
          children: [
            { kind: "facet", attribute: "b", value: "2" },
            { kind: "not", child: { kind: "facet", attribute: "c", value: "3" } },
          ],
        },
      ],
    });
    expect(parseFilters("(a:1 OR b:2) AND c:3")).toMatchObject({
      kind: "and",
      children: [{ kind: "or" }, { kind: "facet" }],
    });
  });

  it("treats an empty expression as no filter", () => {
    expect(parseFilters("   ")).toBeUndefined();
  });

  it("points at the column of the first wrong token", () => {
    const errorOf = (source: string) => {
      try {
        parseFilters(source);
      } catch (error) {
        return (error as Error).message;
      }
      return "no error";
    };
    expect(errorOf("make:")).toBe(
      'filters: unexpected end of filters at col 6, expected a value for "make"',
    );
    expect(errorOf("make:Ford OR OR model:Ranger")).toBe(
      'filters: unexpected "OR" at col 14, expected a filter such as attribute:value',
    );
    expect(errorOf("(make:Ford")).toBe(
      'filters: unexpected end of filters at col 11, expected ")"',
    );
    expect(errorOf("make Ford")).toBe(
      'filters: unexpected "Ford" at col 6, expected ":" or a comparison operator after "make"',
    );
    expect(errorOf("price:10 TO many")).toBe(
      'filters: unexpected "many" at col 13, expected a number',
    );
    expect(errorOf('make:"Ford')).toBe("filters: unterminated quoted string starting at col 6");
    expect(errorOf("make:Ford)")).toBe(
      'filters: unexpected ")" at col 10, expected AND, OR or the end of the filters',
    );
  });
});

describe("facetFilters and numericFilters", () => {
  it("read the outer list as AND and nested lists as OR", () => {
    expect(parseFacetFilters([["make:Ford", "make:Kia"], "car_type:used"])).toEqual({
      kind: "and",
      children: [
        {
          kind: "or",
          children: [
            { kind: "facet", attribute: "make", value: "Ford" },
            { kind: "facet", attribute: "make", value: "Kia" },
          ],
        },
        { kind: "facet", attribute: "car_type", value: "used" },
      ],
    });
  });

  it("negate values starting with a minus, unless escaped", () => {
    expect(parseFacetFilters("car_type:-new")).toEqual({
      kind: "not",
      child: { kind: "facet", attribute: "car_type", value: "new" },
    });
    expect(parseFacetFilters("tag:\\-5%")).toEqual({
      kind: "facet",
      attribute: "tag",
      value: "-5%",
    });
  });

  it("keep colons inside values", () => {
    expect(parseFacetFilters("make_model:Ford: Ranger")).toEqual({
      kind: "facet",
      attribute: "make_model",
      value: "Ford: Ranger",
    });
  });

  it("read comparisons and ranges in numericFilters", () => {
    expect(parseNumericFilters(["price<=20000", "year:2019 TO 2021"])).toEqual({
      kind: "and",
      children: [
        { kind: "compare", attribute: "price", operator: "<=", value: 20000 },
        { kind: "range", attribute: "year", min: 2019, max: 2021 },
      ],
    });
    expect(() => parseNumericFilters(["price:cheap"])).toThrowError(
      /^numericFilters: "price:cheap"/,
    );
  });

  it("ignore empty lists", () => {
    expect(parseFacetFilters([])).toBeUndefined();
    expect(parseNumericFilters([[]])).toBeUndefined();
  });
});
