import { describe, expect, it } from "vitest";
import { validateSiteDefinition } from "../src/index.ts";
import { sampleSite } from "./fixtures.ts";

type Site = ReturnType<typeof sampleSite>;
// biome-ignore lint/suspicious/noExplicitAny: each case breaks the definition on purpose, anywhere in it
type Breakable = any;
type Case = { name: string; breaks: (site: Site) => unknown; pointer: string; says: RegExp };

const at = (site: Site, index: number) =>
  (site.pages as Record<string, unknown>[])[index] as Record<string, Breakable>;

const cases: Case[] = [
  {
    name: "missing name",
    breaks: ({ name: _, ...site }) => site,
    pointer: "/name",
    says: /required/,
  },
  {
    name: "missing slug",
    breaks: ({ slug: _, ...site }) => site,
    pointer: "/slug",
    says: /required/,
  },
  {
    name: "slug with capitals",
    breaks: (site) => ({ ...site, slug: "Acme Motors" }),
    pointer: "/slug",
    says: /lower-case/,
  },
  {
    name: "unknown site template",
    breaks: (site) => ({ ...site, template: "boat-dealer" }),
    pointer: "/template",
    says: /"dealer-group"/,
  },
  {
    name: "unknown time zone",
    breaks: (site) => ({ ...site, timeZone: "Sydney" }),
    pointer: "/timeZone",
    says: /"Sydney" is no time zone: use an IANA name such as Australia\/Sydney/,
  },
  {
    name: "wrong type",
    breaks: (site) => ({ ...site, search: { hitsPerPage: "21" } }),
    pointer: "/search/hitsPerPage",
    says: /Expected a number/,
  },
  {
    name: "out of range setting",
    breaks: (site) => ({ ...site, search: { visibilityLevel: 15 } }),
    pointer: "/search/visibilityLevel",
    says: /at most 14/,
  },
  {
    name: "misspelt setting",
    breaks: (site) => ({ ...site, search: { soldDay: 3 } }),
    pointer: "/search/soldDay",
    says: /Unknown field "soldDay"/,
  },
  {
    name: "domain with scheme",
    breaks: (site) => ({ ...site, domains: ["https://cars.acme.com.au"] }),
    pointer: "/domains/0",
    says: /host name/,
  },
  {
    name: "duplicate domain",
    breaks: (site) => ({ ...site, domains: ["a.com.au", "a.com.au"] }),
    pointer: "/domains/1",
    says: /Duplicate domain/,
  },
  {
    name: "unknown block type",
    breaks: (site) => {
      at(site, 0).zones.main.push({ type: "carousel-of-doom", id: "doom" });
      return site;
    },
    pointer: "/pages/0/zones/main/1/type",
    says: /Unknown block type "carousel-of-doom"/,
  },
  {
    name: "invalid block props",
    breaks: (site) => {
      at(site, 0).zones.main[0].props.title = 42;
      return site;
    },
    pointer: "/pages/0/zones/main/0/props/title",
    says: /Expected text/,
  },
  {
    name: "an enquiry form option that moved to the site's form settings",
    breaks: (site) => {
      (site.pages as unknown[]).push({
        id: "vehicle",
        template: "vehicle",
        title: "Vehicle",
        zones: {
          sidebar: [{ type: "enquiry-form", id: "enquire", props: { commentsRequired: false } }],
        },
      });
      return site;
    },
    pointer: "/pages/3/zones/sidebar/0/props/commentsRequired",
    says: /"commentsRequired" moved to the site's forms\.enquiryMessageRequired; set it there/,
  },
  {
    name: "duplicate block id",
    breaks: (site) => {
      at(site, 2).zones.main.push({ type: "rich-text", id: "hero" });
      return site;
    },
    pointer: "/pages/2/zones/main/1/id",
    says: /Duplicate block id "hero"/,
  },
  {
    name: "unknown page template",
    breaks: (site) => {
      at(site, 2).template = "landing";
      return site;
    },
    pointer: "/pages/2/template",
    says: /Unknown page template "landing"/,
  },
  {
    name: "unknown zone",
    breaks: (site) => {
      at(site, 0).zones.sidebar = [];
      return site;
    },
    pointer: "/pages/0/zones/sidebar",
    says: /no zone "sidebar"/,
  },
  {
    name: "content page without a path",
    breaks: (site) => {
      delete at(site, 2).path;
      return site;
    },
    pointer: "/pages/2/path",
    says: /needs a path/,
  },
  {
    name: "two results blocks on the search page",
    breaks: (site) => {
      at(site, 1).zones.main.push({ type: "search-results", id: "results-2" });
      return site;
    },
    pointer: "/pages/1/zones/main/1/type",
    says: /at most 1 search-results/,
  },
  {
    name: "search page without results",
    breaks: (site) => {
      at(site, 1).zones.main = [];
      return site;
    },
    pointer: "/pages/1/zones",
    says: /needs a search-results block/,
  },
  {
    name: "block on a page that does not take it",
    breaks: (site) => {
      at(site, 0).zones.main.push({ type: "facet-panel", id: "stray-facets" });
      return site;
    },
    pointer: "/pages/0/zones/main/1/type",
    says: /cannot be placed on the home page/,
  },
  {
    name: "promo position out of range",
    breaks: (site) => ({
      ...site,
      promos: [{ id: "p", title: "P", link: { label: "Go", href: "/x" }, position: [5, 30] }],
    }),
    pointer: "/promos/0/position/1",
    says: /beyond a page of 21/,
  },
  {
    name: "promo position zero",
    breaks: (site) => ({
      ...site,
      promos: [{ id: "p", title: "P", link: { label: "Go", href: "/x" }, position: 0 }],
    }),
    pointer: "/promos/0/position",
    says: /./,
  },
  {
    name: "promo expiring before it starts",
    breaks: (site) => ({
      ...site,
      promos: [
        {
          id: "p",
          title: "P",
          link: { label: "Go", href: "/x" },
          position: 5,
          start: "2026-06-30",
          expiry: "2026-01-01",
        },
      ],
    }),
    pointer: "/promos/0/expiry",
    says: /must not be after the expiry date/,
  },
  {
    name: "javascript: link",
    breaks: (site) => ({
      ...site,
      promos: [
        { id: "p", title: "P", link: { label: "Go", href: "javascript:alert(1)" }, position: 5 },
      ],
    }),
    pointer: "/promos/0/link/href",
    says: /javascript: or data:/,
  },
  {
    name: "data: link in a menu",
    breaks: (site) => ({
      ...site,
      navigation: { header: [{ name: "Bad", url: "data:text/html,<script>alert(1)</script>" }] },
    }),
    pointer: "/navigation/header/0/url",
    says: /javascript: or data:/,
  },
  {
    name: "protocol-relative link, which names another host",
    breaks: (site) => ({
      ...site,
      promos: [
        { id: "p", title: "P", link: { label: "Go", href: "//evil.example/x" }, position: 5 },
      ],
    }),
    pointer: "/promos/0/link/href",
    says: /may not start with \/\/ \(that names another host\)/,
  },
  {
    name: "backslash link, which browsers read as another host",
    breaks: (site) => ({
      ...site,
      navigation: { header: [{ name: "Bad", url: "/\\evil.example" }] },
    }),
    pointer: "/navigation/header/0/url",
    says: /may not hold a backslash/,
  },
  {
    name: "link with a tab that browsers drop, leaving //",
    breaks: (site) => ({
      ...site,
      navigation: { header: [{ name: "Bad", url: "/\t/evil.example" }] },
    }),
    pointer: "/navigation/header/0/url",
    says: /may not hold a backslash, tab, line break/,
  },
  {
    name: "protocol-relative image",
    breaks: (site) => ({
      ...site,
      theme: { logo: { url: "//evil.example/logo.svg", alt: "Logo" } },
    }),
    pointer: "/theme/logo/url",
    says: /may not start with \/\//,
  },
  {
    name: "data: image",
    breaks: (site) => ({
      ...site,
      theme: { logo: { url: "data:image/svg+xml,<svg/>", alt: "Logo" } },
    }),
    pointer: "/theme/logo/url",
    says: /javascript: or data:/,
  },
  {
    name: "bad brand colour",
    breaks: (site) => ({ ...site, theme: { brandColours: { primary: "red" } } }),
    pointer: "/theme/brandColours/primary",
    says: /hex colour/,
  },
  {
    name: "location of an unknown dealership",
    breaks: (site) => {
      (site.locations as Breakable)[0].dealership_id = "nobody";
      return site;
    },
    pointer: "/locations/0/dealership_id",
    says: /No dealership has the id "nobody"/,
  },
  {
    name: "opening hours closing before opening",
    breaks: (site) => {
      (site.locations as Breakable)[0].contact_detail.opening_hours[0].close = "07:00";
      return site;
    },
    pointer: "/locations/0/contact_detail/opening_hours/0/close",
    says: /before closing/,
  },
  {
    name: "latitude off the planet",
    breaks: (site) => {
      (site.locations as Breakable)[0].address.lat = -127;
      return site;
    },
    pointer: "/locations/0/address/lat",
    says: /at least -90/,
  },
  {
    name: "Algolia without a key",
    breaks: (site) => ({
      ...site,
      integrations: { search: { backend: "algolia", appId: "ABC123XYZ" } },
    }),
    pointer: "/integrations/search/searchApiKey",
    says: /required/,
  },
  {
    name: "version from the future",
    breaks: (site) => ({ ...site, version: 7 }),
    pointer: "/version",
    says: /reads versions up to 1/,
  },
];

describe("broken definitions fail with the JSON pointer of the fault", () => {
  it.each(cases)("$name -> $pointer", ({ breaks, pointer, says }) => {
    const result = validateSiteDefinition(breaks(sampleSite()));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    const match = problems.find((problem) => problem.pointer === pointer);
    expect(match, `problems were ${JSON.stringify(problems)}`).toBeDefined();
    expect(match?.message).toMatch(says);
  });

  it("the unbroken sample is valid", () => {
    expect(validateSiteDefinition(sampleSite()).ok).toBe(true);
  });

  it("reports every fault in one pass", () => {
    const site = sampleSite();
    const result = validateSiteDefinition({
      ...site,
      slug: "Bad",
      search: { soldDays: "x" },
      promos: [{ id: "p", title: "P", link: { label: "Go", href: "/x" }, position: 99 }],
    });
    const pointers = result.ok ? [] : result.problems.map((problem) => problem.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(["/slug", "/search/soldDays", "/promos/0/position"]),
    );
  });
});
