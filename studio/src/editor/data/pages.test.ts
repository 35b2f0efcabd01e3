import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { findPage, withPageInDraft } from "./pages.ts";

describe("pages", () => {
  it("finds a template without a page in the site as its default page", () => {
    expect(findPage(sampleDraft(), "finance")).toMatchObject({ inDraft: false });
    expect(findPage(sampleDraft(), "home")).toMatchObject({ inDraft: true });
  });

  it("materialises a default page into the site", () => {
    const draft = sampleDraft();
    const located = withPageInDraft(draft, "offers");
    expect(located?.index).toBe(2);
    expect(located?.draft.pages?.[2]?.template).toBe("offers");
    expect(withPageInDraft(draft, "home")?.draft).toBe(draft);
  });
});
