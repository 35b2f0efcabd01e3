import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { addPage } from "./add-page.ts";
import { removePage } from "./remove-page.ts";
import { updatePage } from "./update-page.ts";

const fleet = {
  id: "fleet-sales",
  template: "content" as const,
  path: "/fleet-sales",
  title: "Fleet sales",
};

describe("adding a page", () => {
  it("adds a content page", () => {
    const next = addPage(sampleDraft(), { type: "page/add", page: fleet });
    expect(next.pages?.map((page) => page.id)).toEqual(["home", "about", "fleet-sales"]);
  });

  it("refuses a second page with the same id", () => {
    const draft = sampleDraft();
    expect(addPage(draft, { type: "page/add", page: { ...fleet, id: "about" } })).toBe(draft);
  });
});

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

describe("removing a page", () => {
  it("takes it out of the site", () => {
    const next = removePage(sampleDraft(), { type: "page/remove", pageId: "about" });
    expect(next.pages?.map((page) => page.id)).toEqual(["home"]);
  });
});
