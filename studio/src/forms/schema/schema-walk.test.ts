import {
  blockProps,
  financeSettings,
  integrations,
  location,
  navigationSettings,
  promoCard,
  searchSettings,
  siteTheme,
  tagSettings,
} from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import type { FieldNode, ObjectNode } from "./field-node.ts";
import { describeSchema, eachNode, findNode, humanise } from "./schema-walk.ts";

const announcementBarProps = blockProps["announcement-bar"];
const brandGridProps = blockProps["brand-grid"];
const featureBannerProps = blockProps["feature-banner"];
const heroSearchProps = blockProps["hero-search"];
const whyBuyFromUsProps = blockProps["why-buy-from-us"];

const field = (root: ObjectNode, key: string): FieldNode => {
  const found = root.fields.find((node) => node.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe("which widget each schema node becomes", () => {
  it("gives a page-size number its range, step and default", () => {
    const hitsPerPage = field(describeSchema(searchSettings), "hitsPerPage");
    expect(hitsPerPage).toMatchObject({
      kind: "number",
      min: 1,
      max: 60,
      step: 1,
      integer: true,
      defaultValue: 21,
      optional: true,
      description: "Result cards per page.",
    });
  });

  it("turns a positive decimal into an exclusive lower bound", () => {
    const calculator = describeSchema(financeSettings.shape.calculator.unwrap());
    expect(field(calculator, "defaultRate")).toMatchObject({ kind: "number", min: 0, max: 30 });
    // step: z.number().positive()
    const step = field(field(calculator, "amount") as ObjectNode, "step");
    expect(step).toMatchObject({ kind: "number", exclusiveMin: 0 });
    expect(step.kind === "number" && step.min).toBeUndefined();
  });

  it("uses the field's title from .meta() and humanises keys without one", () => {
    const hero = describeSchema(heroSearchProps);
    expect(field(hero, "placeholder").label).toBe("Search box hint");
    const tags = describeSchema(tagSettings);
    expect(field(tags, "newArrivalDays").label).toBe("New arrival days");
  });

  it("recognises images, colours, times and dates by their shared schemas", () => {
    expect(field(describeSchema(heroSearchProps), "image").kind).toBe("image");
    const theme = describeSchema(siteTheme);
    const colours = field(theme, "brandColours") as ObjectNode;
    expect(field(colours, "primary").kind).toBe("colour");
    const promo = describeSchema(promoCard);
    expect(field(promo, "start")).toMatchObject({ kind: "date", withTime: true });
    const hours = findNode(describeSchema(location), [
      "contact_detail",
      "opening_hours",
      0,
      "open",
    ]);
    expect(hours?.kind).toBe("time");
  });

  it("makes a { label, href } object a link and an enum a select with its default", () => {
    const bar = describeSchema(announcementBarProps, { "link.href": { widget: "link" } });
    const link = field(bar, "link");
    expect(link).toMatchObject({ kind: "link", optional: true, defaultValue: undefined });
    expect(findNode(bar, ["link", "href"])).toMatchObject({ kind: "text", inputType: "url" });
    expect(field(bar, "tone")).toMatchObject({
      kind: "select",
      defaultValue: "primary",
      options: [
        { value: "primary", label: "Primary" },
        { value: "accent", label: "Accent" },
        { value: "neutral", label: "Neutral" },
      ],
    });
    expect(field(bar, "dismissible")).toMatchObject({ kind: "switch", defaultValue: true });
  });

  it("picks a textarea from the block's hint or a long maximum", () => {
    const banner = describeSchema(featureBannerProps, { text: { widget: "textarea" } });
    expect(field(banner, "text")).toMatchObject({ kind: "text", multiline: true });
    expect(field(banner, "title")).toMatchObject({
      kind: "text",
      multiline: false,
      maxLength: 120,
    });
    expect(field(describeSchema(heroSearchProps), "subtitle")).toMatchObject({ multiline: true });
  });

  it("makes a list of objects a list of nested forms with its length limits", () => {
    const why = describeSchema(whyBuyFromUsProps, { items: { itemLabel: "Reason" } });
    const items = field(why, "items");
    expect(items).toMatchObject({ kind: "list", itemLabel: "Reason", minItems: 1, maxItems: 6 });
    expect(items.kind === "list" && items.item.kind).toBe("object");
    expect(Array.isArray(items.defaultValue) && items.defaultValue).toHaveLength(3);
  });

  it("makes a list of enum values an ordered choice with option names from hints", () => {
    const grid = describeSchema(brandGridProps, {
      sections: { options: { ours: "Our Brands" } },
    });
    const sections = field(grid, "sections");
    expect(sections).toMatchObject({ kind: "choices", minItems: 1 });
    expect(sections.kind === "choices" && sections.options.at(-1)).toEqual({
      value: "ours",
      label: "Our Brands",
    });
  });

  it("makes a discriminated union a variant with each kind's fields", () => {
    const search = field(describeSchema(integrations), "search");
    expect(search.kind).toBe("variant");
    if (search.kind !== "variant") return;
    expect(search.discriminator).toBe("backend");
    expect(search.variants.map((variant) => variant.value)).toEqual(["embedded", "algolia"]);
    expect(search.variants[1]?.fields.map((child) => child.key)).toContain("appId");
  });

  it("falls back to JSON for a number-or-list and for a menu's nested dropdowns", () => {
    expect(field(describeSchema(promoCard), "position").kind).toBe("json");
    const header = field(describeSchema(navigationSettings), "header");
    expect(header.kind).toBe("list");
    expect(findNode(header, [0, "dropdown"])?.kind).toBe("list");
    expect(findNode(header, [0, "dropdown", 0])?.kind).toBe("json");
  });

  it("computes defaults given by .prefault({}) through the inner schema", () => {
    const calculator = field(describeSchema(financeSettings), "calculator");
    expect(calculator.kind).toBe("object");
    const amount = findNode(calculator, ["amount"]);
    expect(amount?.defaultValue).toEqual({ min: 1000, max: 250000, step: 1 });
  });

  it("leaves hidden fields out", () => {
    const root = describeSchema(location, { "special_hours.location_id": { hidden: true } });
    expect(findNode(root, ["special_hours", 0, "location_id"])).toBeUndefined();
    expect(findNode(root, ["special_hours", 0, "date"])?.kind).toBe("date");
  });
});

describe("schema paths", () => {
  it("names every node by its path without list indexes, as hints are keyed", () => {
    const paths = [...eachNode(describeSchema(whyBuyFromUsProps))].map((node) => node.schemaPath);
    expect(paths).toEqual(["", "title", "items", "items", "items.title", "items.text"]);
  });

  it("finds the node of a variant's field from the value", () => {
    const root = describeSchema(integrations);
    const algolia = { backend: "algolia", appId: "ABC123", searchApiKey: "x" };
    expect(findNode(root, ["search", "appId"], { search: algolia })?.kind).toBe("text");
    expect(
      findNode(root, ["search", "appId"], { search: { backend: "embedded" } }),
    ).toBeUndefined();
  });
});

describe("list entry names", () => {
  it("come from the hint, else the list's plural title", () => {
    const items = field(describeSchema(whyBuyFromUsProps), "items");
    expect(items.kind === "list" && items.itemLabel).toBe("Reason");
    const stats = field(describeSchema(brandGridProps), "stats");
    expect(stats.kind === "list" && stats.itemLabel).toBe("Stat");
    const fees = describeSchema(whyBuyFromUsProps, { items: { label: "Fee list" } });
    expect(
      field(fees, "items").kind === "list" &&
        (field(fees, "items") as { itemLabel: string }).itemLabel,
    ).toBe("Item");
  });
});

describe("humanise", () => {
  it.each([
    ["hitsPerPage", "Hits per page"],
    ["location_type", "Location type"],
    ["buy-online", "Buy online"],
    ["360-finance", "360 finance"],
    ["href", "Link"],
    ["NSW", "NSW"],
  ])("%s -> %s", (key, label) => {
    expect(humanise(key)).toBe(label);
  });
});
