import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { addPage } from "./add-page.ts";

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
