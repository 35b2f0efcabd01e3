import { describe, expect, it } from "vitest";
import { sampleDraft } from "../editor/testing/sample-draft.ts";
import { newContentPage } from "./new-content-page.ts";

describe("adding a content page", () => {
  it("makes a page at the path, with a heading and text", () => {
    const result = newContentPage(sampleDraft(), "EOFY sale", "/pages/eofy-sale");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.page).toMatchObject({
      id: "pages-eofy-sale",
      template: "content",
      path: "/pages/eofy-sale",
    });
    expect(result.page.zones?.top?.map((block) => block.type)).toEqual([
      "breadcrumb",
      "page-heading",
    ]);
  });

  it("refuses a path another page uses", () => {
    expect(newContentPage(sampleDraft(), "About", "/about-us")).toEqual({
      ok: false,
      field: "path",
      message: "Another page already uses /about-us",
    });
  });

  it("refuses a path with capitals or spaces", () => {
    expect(newContentPage(sampleDraft(), "Sale", "/Big Sale").ok).toBe(false);
  });
});
