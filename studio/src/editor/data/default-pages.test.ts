import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { defaultPageForTemplate, missingDefaultPages } from "./default-pages.ts";

describe("default pages", () => {
  it("gives a template its default page", () => {
    expect(defaultPageForTemplate("finance")?.title).toBe("Finance Pre-Approval");
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
});
