import { describe, expect, it } from "vitest";
import { isCurrentPath, normalisePath } from "./current-path.ts";

describe("current page matching", () => {
  it("treats a trailing slash, query and hash as the same page", () => {
    expect(normalisePath("/book-test-drive/")).toBe("/book-test-drive");
    expect(normalisePath("/finance?car_id=123#finance-form")).toBe("/finance");
    expect(normalisePath("/")).toBe("/");
  });

  it("marks only the link to the page being shown", () => {
    expect(isCurrentPath("/search/new-cars", "/search/new-cars/")).toBe(true);
    expect(isCurrentPath("/search/new-cars", "/search/used-cars")).toBe(false);
    expect(isCurrentPath("/", "/contact")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
  });

  it("never marks external links or a page without a known path", () => {
    expect(isCurrentPath("https://example.com.au/", "/")).toBe(false);
    expect(isCurrentPath("/contact", undefined)).toBe(false);
  });
});
