import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteDefinition } from "../site/definition.ts";
import { canonicalDefinitionJson } from "./canonical-json.ts";

const keysOf = (value: unknown) => Object.keys(value as object);
const roundTrip = (input: unknown) => JSON.parse(canonicalDefinitionJson(input));

const shuffled = {
  pages: [
    {
      zones: {
        bottom: [],
        extra: [],
        main: [
          { props: { body: "Hello", heading: "Hi" }, id: "text", type: "rich-text" },
          { id: "banner", type: "feature-banner", props: { align: "center", title: "Finance" } },
        ],
        top: [{ props: { subtitle: "Sub", title: "About" }, type: "page-heading", id: "heading" }],
        another: [],
      },
      title: "About us",
      path: "/about-us",
      template: "content",
      id: "about-us",
    },
  ],
  layout: { zones: { footer: [], header: [] } },
  integrations: {
    search: { searchApiKey: "0123456789abcdef0123", appId: "ABC123XYZ", backend: "algolia" },
  },
  theme: { brandColours: { accent: "#f2a900", primary: "#0b3d91" }, manufacturer: "toyota" },
  template: "dealer-group",
  name: "Acme Motors",
  slug: "acme-motors",
  version: 1,
  $schema: "../../schemas/generated/site-definition.schema.json",
};

describe("canonical definition JSON", () => {
  it("writes the top-level fields in the schema's order, $schema first", () => {
    expect(keysOf(roundTrip(shuffled))).toEqual([
      "$schema",
      "version",
      "slug",
      "name",
      "template",
      "theme",
      "integrations",
      "layout",
      "pages",
    ]);
  });

  it("orders nested objects, list items and union members by their own schema", () => {
    const result = roundTrip(shuffled);
    expect(keysOf(result.theme)).toEqual(["manufacturer", "brandColours"]);
    expect(keysOf(result.theme.brandColours)).toEqual(["primary", "accent"]);
    expect(keysOf(result.integrations.search)).toEqual(["backend", "appId", "searchApiKey"]);
    const [page] = result.pages;
    expect(keysOf(page)).toEqual(["id", "template", "path", "title", "zones"]);
    expect(keysOf(page.zones.main[0])).toEqual(["type", "id", "props"]);
    expect(keysOf(page.zones.main[0].props)).toEqual(["heading", "body"]);
    expect(keysOf(page.zones.main[1].props)).toEqual(["title", "align"]);
    expect(keysOf(page.zones.top[0].props)).toEqual(["title", "subtitle"]);
  });

  it("orders zones as the page template lists them, then any others alphabetically", () => {
    const result = roundTrip(shuffled);
    expect(keysOf(result.pages[0].zones)).toEqual(["top", "main", "bottom", "another", "extra"]);
    expect(keysOf(result.layout.zones)).toEqual(["header", "footer"]);
  });

  it("keeps list order, even where sorting would be tempting", () => {
    const result = roundTrip(shuffled);
    expect(result.pages[0].zones.main.map((block: { id: string }) => block.id)).toEqual([
      "text",
      "banner",
    ]);
  });

  it("puts fields the schema does not know after the known ones, alphabetically", () => {
    const result = roundTrip({ zebra: 1, name: "Acme", apple: 2, slug: "acme" });
    expect(keysOf(result)).toEqual(["slug", "name", "apple", "zebra"]);
  });

  it("keeps the author's values and does not fill in defaults", () => {
    const minimal = { version: 1, slug: "acme", name: "Acme", template: "dealer-group" };
    expect(canonicalDefinitionJson(minimal)).toBe(
      '{\n  "version": 1,\n  "slug": "acme",\n  "name": "Acme",\n  "template": "dealer-group"\n}\n',
    );
  });

  it("indents with two spaces, ends with a newline and is stable when run again", () => {
    const text = canonicalDefinitionJson(shuffled);
    expect(text).toMatch(/^\{\n {2}"\$schema"/);
    expect(text.endsWith("}\n")).toBe(true);
    expect(canonicalDefinitionJson(JSON.parse(text))).toBe(text);
  });

  it("parses back to the same definition, for a whole template", () => {
    const template = JSON.parse(
      readFileSync(new URL("../../../templates/dealer-group.json", import.meta.url), "utf8"),
    );
    const parsedBack = roundTrip(template);
    expect(parsedBack).toEqual(template);
    expect(siteDefinition.parse(parsedBack)).toEqual(siteDefinition.parse(template));
  });
});
