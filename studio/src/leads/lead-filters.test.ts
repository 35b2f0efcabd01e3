import { describe, expect, it } from "vitest";
import { parseRoute, routeHref } from "../app/studio-route.ts";
import { leadFiltersFrom } from "./lead-filters.ts";

describe("the Leads view's address", () => {
  it("keeps the site, the filters and the open lead across a reload", () => {
    const route = {
      screen: "leads",
      site: "harbour-city",
      filters: { from: "2026-11-01", delivery: "failed", q: "smith" },
      lead: "7f0c1a52-4d1e-4a8e-9c4b-0b6f2f6c1d2e",
    } as const;
    const href = routeHref(route, "/studio/");
    expect(href).toBe(
      "/studio/leads?site=harbour-city&from=2026-11-01&delivery=failed&q=smith&lead=7f0c1a52-4d1e-4a8e-9c4b-0b6f2f6c1d2e",
    );
    const url = new URL(href, "http://localhost");
    expect(parseRoute(url.pathname, url.search, "/studio/")).toEqual(route);
  });

  it("leaves out a filter the API would refuse, keeping the others", () => {
    const query = new URLSearchParams("delivery=lost&from=2026-02-30x&category=Finance%20Enquiry");
    expect(leadFiltersFrom(query)).toEqual({ category: "Finance Enquiry" });
    expect(leadFiltersFrom(new URLSearchParams("from=2026-11-02&to=2026-11-01"))).toEqual({
      from: "2026-11-02",
    });
  });
});
