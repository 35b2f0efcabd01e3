import { describe, expect, it } from "vitest";
import { validateSiteDefinition } from "../validation/validate.ts";
import {
  isOverridden,
  mergeDefinitions,
  overridePart,
  resetPart,
  resolveDefinition,
} from "./inheritance.ts";

const page = (id: string, title: string) => ({ id, template: "content", path: `/${id}`, title });

const group = {
  version: 1,
  slug: "harbour-group",
  name: "Harbour Group",
  template: "dealer-group",
  domains: ["harbour.example"],
  theme: { brandColours: { primary: "#0b3d91" } },
  finance: { provider: "angle" },
  navigation: { header: [{ name: "Cars", url: "/search" }] },
  pages: [page("about-us", "About the group"), page("contact", "Contact")],
};

const rooftop = {
  version: 1,
  slug: "harbour-north",
  name: "Harbour North",
  parent: "harbour-group",
  domains: ["north.example"],
  pages: [page("contact", "Visit North"), page("careers-north", "Careers")],
};

describe("mergeDefinitions", () => {
  const merged = mergeDefinitions(group, rooftop);

  it("takes the child's own fields and the parent's for the rest, without naming the parent", () => {
    expect(merged).toMatchObject({
      slug: "harbour-north",
      name: "Harbour North",
      template: "dealer-group",
      domains: ["north.example"],
      theme: group.theme,
      finance: group.finance,
    });
    expect(merged).not.toHaveProperty("parent");
  });

  it("replaces a field whole: a menu the child sets is the child's list, not a mix", () => {
    const own = { ...rooftop, navigation: { footer: [] } };
    expect(mergeDefinitions(group, own).navigation).toEqual({ footer: [] });
  });

  it("merges pages by id: the parent's order, the child's page in its place, new pages after", () => {
    expect((merged.pages as { title: string }[]).map((entry) => entry.title)).toEqual([
      "About the group",
      "Visit North",
      "Careers",
    ]);
  });

  it("is a complete site that validates on its own", () => {
    const result = validateSiteDefinition(merged);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});

describe("override and reset", () => {
  it("overriding copies the parent's value; resetting brings the parent's back", () => {
    const own = overridePart(group, rooftop, { field: "theme" });
    expect(own.theme).toEqual(group.theme);
    expect(isOverridden(own, { field: "theme" })).toBe(true);
    const changed = { ...own, theme: { brandColours: { primary: "#ff0000" } } };
    const reset = resetPart(changed, { field: "theme" });
    expect(isOverridden(reset, { field: "theme" })).toBe(false);
    expect(mergeDefinitions(group, reset).theme).toEqual(group.theme);
  });

  it("a page is reset by id, and the parent's page is served again", () => {
    expect(isOverridden(rooftop, { page: "contact" })).toBe(true);
    const reset = resetPart(rooftop, { page: "contact" });
    const titles = (mergeDefinitions(group, reset).pages as { title: string }[]).map(
      (entry) => entry.title,
    );
    expect(titles).toEqual(["About the group", "Contact", "Careers"]);
    const overridden = overridePart(group, reset, { page: "about-us" });
    expect(isOverridden(overridden, { page: "about-us" })).toBe(true);
  });
});

describe("resolveDefinition", () => {
  const sites = new Map<string, Record<string, unknown>>([["harbour-group", group]]);

  it("merges a chain of parents", async () => {
    const regional = { version: 1, slug: "harbour-south", name: "South", parent: "harbour-group" };
    const yard = { version: 1, slug: "south-yard", name: "South Yard", parent: "harbour-south" };
    const find = (slug: string) => (slug === "harbour-south" ? regional : sites.get(slug));
    const resolved = await resolveDefinition(yard, find);
    expect(resolved.ok && resolved.document).toMatchObject({
      slug: "south-yard",
      theme: group.theme,
    });
    expect(resolved.ok && "parent" in resolved.document).toBe(false);
  });

  it("names a missing parent and a loop", async () => {
    const lost = await resolveDefinition({ ...rooftop, parent: "nowhere" }, () => undefined);
    expect(lost).toEqual({
      ok: false,
      problems: [
        {
          pointer: "/parent",
          message: 'There is no site "nowhere" to take this site\'s group settings from',
        },
      ],
    });
    const looped = await resolveDefinition(rooftop, () => ({ ...group, parent: "harbour-north" }));
    expect(!looped.ok && looped.problems[0]?.message).toMatch(/make a loop/);
  });

  it("an unresolved child does not validate alone", () => {
    const result = validateSiteDefinition(rooftop);
    expect(!result.ok && result.problems[0]?.pointer).toBe("/parent");
  });
});
