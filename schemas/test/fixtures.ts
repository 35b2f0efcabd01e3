import type { SiteDefinitionInput } from "../src/index.ts";

export const minimalSite = {
  version: 1,
  slug: "acme-motors",
  name: "Acme Motors",
  template: "dealer-group",
} as const;

/** A small but complete definition to break one field at a time. */
export function sampleSite(): SiteDefinitionInput & Record<string, unknown> {
  return {
    ...minimalSite,
    domains: ["cars.acme.com.au"],
    dealerships: [
      { id: "acme-toyota", slug: "acme-toyota", name: "Acme Toyota", manufacturers: ["Toyota"] },
    ],
    locations: [
      {
        id: "acme-toyota-sales",
        name: "Acme Toyota Sales",
        slug: "acme-toyota-sales",
        location_type: "sales",
        dealership_id: "acme-toyota",
        address: {
          street: "1 Main St",
          city: "Springwood",
          state: "QLD",
          postcode: "4127",
          lat: -27.61,
          long: 153.13,
        },
        contact_detail: {
          phone: "07 3290 1100",
          opening_hours: [{ weekday: 1, status: "Open", open: "08:30", close: "17:30" }],
        },
      },
    ],
    promos: [
      {
        id: "promo-1",
        title: "Finance",
        link: { label: "Apply", href: "/finance" },
        position: [5, 10],
      },
    ],
    pages: [
      {
        id: "home",
        template: "home",
        title: "Home",
        zones: { main: [{ type: "hero-search", id: "hero", props: { title: "Find your car" } }] },
      },
      {
        id: "search",
        template: "search",
        title: "Search",
        zones: {
          sidebar: [{ type: "facet-panel", id: "facets" }],
          main: [{ type: "search-results", id: "results" }],
        },
      },
      {
        id: "about",
        template: "content",
        path: "/about-us",
        title: "About",
        zones: { main: [{ type: "rich-text", id: "about-text" }] },
      },
    ],
  };
}
