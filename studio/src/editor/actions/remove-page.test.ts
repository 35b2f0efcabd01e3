import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { removePage } from "./remove-page.ts";

describe("removing a page", () => {
  it("takes it out of the site", () => {
    const next = removePage(sampleDraft(), { type: "page/remove", pageId: "about" });
    expect(next.pages?.map((page) => page.id)).toEqual(["home"]);
  });
});
