import { describe, expect, it } from "vitest";
import type { Draft } from "../../editor/editor-state.ts";
import { preparePreview } from "./prepare-preview.ts";

const draft: Draft = {
  version: 1,
  slug: "harbour-city",
  name: "Harbour City Cars",
  template: "dealer-group",
};

describe("the version the preview shows", () => {
  it("is a valid draft, with a page for every template and the default content pages", () => {
    const { site, problems } = preparePreview(draft, undefined);
    expect(problems).toBe(0);
    expect(site?.name).toBe("Harbour City Cars");
    const templates = new Set(site?.pages.map((page) => page.template));
    expect(templates).toContain("home");
    expect(templates).toContain("search");
    expect(templates).toContain("not-found");
  });

  it("stays the last valid version while the draft has problems, and counts them", () => {
    const valid = preparePreview(draft, undefined).site;
    const broken = { ...draft, slug: "Not A Slug!", name: "" };
    const { site, problems } = preparePreview(broken, valid);
    expect(site).toBe(valid);
    expect(problems).toBe(2);
  });

  it("is nothing when the draft has never been valid", () => {
    expect(preparePreview({ ...draft, name: "" }, undefined)).toEqual({
      site: undefined,
      problems: 1,
    });
  });
});
