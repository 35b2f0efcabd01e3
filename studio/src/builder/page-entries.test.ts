import { pageTemplates } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { sampleDraft } from "../editor/testing/sample-draft.ts";
import { openingPageId, pageEntries } from "./page-entries.ts";

describe("the page picker", () => {
  it("lists a page for every template", () => {
    const templates = new Set(pageEntries(sampleDraft()).map((entry) => entry.template));
    for (const template of pageTemplates) expect(templates.has(template)).toBe(true);
  });

  it("marks default pages the site does not hold yet", () => {
    const entries = pageEntries(sampleDraft());
    expect(entries.find((entry) => entry.pageId === "home")?.inDraft).toBe(true);
    expect(entries.find((entry) => entry.pageId === "finance")?.inDraft).toBe(false);
  });

  it("starts with the home page and ends with content pages", () => {
    const entries = pageEntries(sampleDraft());
    expect(entries[0]?.pageId).toBe("home");
    expect(entries.at(-1)?.template).toBe("content");
    expect(entries.find((entry) => entry.pageId === "about")?.path).toBe("/about-us");
  });

  it("opens the home page unless another was asked for", () => {
    const entries = pageEntries(sampleDraft());
    expect(openingPageId(entries, null)).toBe("home");
    expect(openingPageId(entries, "search")).toBe("search");
    expect(openingPageId(entries, "gone")).toBe("home");
  });
});
