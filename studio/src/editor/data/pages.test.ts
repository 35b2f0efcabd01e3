import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { defaultPageForTemplate, missingDefaultPages } from "./default-pages.ts";
import { findPage, withPageInDraft } from "./pages.ts";

describe("pages", () => {
  it("gives a template without a page in the site its default page", () => {
    expect(defaultPageForTemplate("finance")?.title).toBe("Finance Pre-Approval");
    expect(findPage(sampleDraft(), "finance")).toMatchObject({ inDraft: false });
    expect(findPage(sampleDraft(), "home")).toMatchObject({ inDraft: true });
  });

  it("does not offer a default page for a template the site already has", () => {
    const ids = missingDefaultPages(sampleDraft()).map((page) => page.id);
    expect(ids).not.toContain("home");
    expect(ids).toContain("search");
    expect(ids).toContain("privacy-policy");
  });

  it("does not offer the default about page when the site uses its path", () => {
    const draft = sampleDraft();
    const about = draft.pages?.[1];
    if (about) about.id = "our-story";
    expect(missingDefaultPages(draft).map((page) => page.id)).not.toContain("about-us");
  });

  it("materialises a default page into the site", () => {
    const draft = sampleDraft();
    const located = withPageInDraft(draft, "offers");
    expect(located?.index).toBe(2);
    expect(located?.draft.pages?.[2]?.template).toBe("offers");
    expect(withPageInDraft(draft, "home")?.draft).toBe(draft);
  });
});
