import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { updatePage } from "./update-page.ts";

describe("changing a page", () => {
  it("renames it", () => {
    const next = updatePage(sampleDraft(), {
      type: "page/update",
      pageId: "about",
      changes: { title: "Our story" },
    });
    expect(next.pages?.[1]?.title).toBe("Our story");
  });

  it("removes the description when it is cleared", () => {
    const draft = updatePage(sampleDraft(), {
      type: "page/update",
      pageId: "about",
      changes: { description: "Who we are" },
    });
    const next = updatePage(draft, {
      type: "page/update",
      pageId: "about",
      changes: { description: undefined },
    });
    expect(next.pages?.[1]).not.toHaveProperty("description");
  });

  it("creates a default page the first time it is changed", () => {
    const next = updatePage(sampleDraft(), {
      type: "page/update",
      pageId: "finance",
      changes: { title: "Car loans" },
    });
    expect(next.pages?.at(-1)).toMatchObject({
      id: "finance",
      template: "finance",
      title: "Car loans",
    });
  });
});
