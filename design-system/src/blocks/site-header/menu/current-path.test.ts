import { describe, expect, it } from "vitest";
import { isCurrentPath, menuPaths, namedPath, normalisePath } from "./current-path.ts";

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

  it("passes the menus only a path one of their links leads to", () => {
    const menu = [
      { name: "Home", url: "/" },
      { name: "Vehicles", dynamic: "models" as const },
      { name: "Stock", url: "/search/new-used-and-demo-cars/", dynamic: "stock" as const },
    ];
    const models = [
      {
        make: "Toyota",
        href: "/search/toyota",
        models: [{ label: "RAV4", href: "/search/toyota/rav4", count: 3 }],
      },
    ];
    const stock = [{ label: "New Cars", href: "/search/new-cars" }];
    const paths = menuPaths(menu, { models, stock });
    expect(namedPath(paths, "/search/new-cars/")).toBe("/search/new-cars/");
    expect(namedPath(paths, "/search/toyota/rav4")).toBe("/search/toyota/rav4");
    expect(namedPath(paths, "/search/new-used-and-demo-cars")).toBe(
      "/search/new-used-and-demo-cars",
    );
    expect(namedPath(paths, "/search/new-and-demo-cars")).toBeUndefined();
    expect(namedPath(paths, "/search/toyota/rav4/brisbane")).toBeUndefined();
  });
});
