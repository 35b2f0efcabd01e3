import { describe, expect, it } from "vitest";
import { parseRoute, routeHref } from "./studio-route.ts";

const base = "/studio/";

describe("studio addresses", () => {
  it("opens the site list at the studio's root", () => {
    expect(parseRoute("/studio/", "", base)).toEqual({ screen: "sites" });
    expect(parseRoute("/studio/anything-else", "", base)).toEqual({ screen: "sites" });
  });

  it("reopens the editor on the same page and view after a reload", () => {
    const route = {
      screen: "editor",
      slug: "harbour-city",
      pageId: "search",
      view: "settings",
    } as const;
    const href = routeHref(route, base);
    expect(href).toBe("/studio/sites/harbour-city?page=search&view=settings");
    const url = new URL(href, "http://localhost");
    expect(parseRoute(url.pathname, url.search, base)).toEqual(route);
  });

  it("opens the build view by default", () => {
    expect(parseRoute("/studio/sites/harbour-city", "", base)).toEqual({
      screen: "editor",
      slug: "harbour-city",
      pageId: null,
      view: "build",
    });
  });
});
