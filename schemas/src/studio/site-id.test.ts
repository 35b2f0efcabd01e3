import { describe, expect, it } from "vitest";
import { newSiteIdProblem, siteIdProblem } from "./site-id.ts";

const others = { drafts: ["city-motors"], exports: ["harbour-cars"] };

describe("a site id typed in the studio and checked again at export", () => {
  it("is refused when it is not lower-case words joined by hyphens", () => {
    const context = { startedAs: "bay-cars", exportedAs: null, ...others };
    expect(siteIdProblem("Bay Cars", context)).toBe(
      "Use lower-case letters, digits and single hyphens",
    );
  });

  it("may change before the first export, but not to another site's id", () => {
    const context = { startedAs: "bay-cars", exportedAs: null, ...others };
    expect(siteIdProblem("bay-cars-north", context)).toBeUndefined();
    expect(siteIdProblem("city-motors", context)).toBe(
      'Another site in the studio already has the id "city-motors"',
    );
    expect(siteIdProblem("harbour-cars", context)).toBe(
      'A site is already exported as "harbour-cars"; choose another id',
    );
  });

  it("keeps its id once the site has been exported", () => {
    const context = { startedAs: "bay-cars", exportedAs: "bay-cars", ...others };
    expect(siteIdProblem("bay-cars", context)).toBeUndefined();
    expect(siteIdProblem("bay-cars-north", context)).toBe(
      'An exported site keeps its id: this one stays "bay-cars"',
    );
  });

  it("for a new site, is needed and must be free", () => {
    expect(newSiteIdProblem("", others)).toBe("Give the site an id");
    expect(newSiteIdProblem("harbour-cars", others)).toMatch(/already exported/);
    expect(newSiteIdProblem("bay-cars", others)).toBeUndefined();
  });
});
