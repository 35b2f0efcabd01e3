import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { canPlace } from "./placement-rules.ts";

describe("where a block may go", () => {
  it("takes a block its placement allows", () => {
    expect(canPlace(sampleDraft(), "feature-banner", { page: "home", zone: "main" })).toEqual({
      ok: true,
    });
  });

  it("refuses a second search results block on the search page", () => {
    expect(canPlace(sampleDraft(), "search-results", { page: "search", zone: "main" })).toEqual({
      ok: false,
      kind: "limit",
      reason: "The search results page takes at most 1 search-results block",
    });
  });

  it("refuses a block on a page template it does not belong to", () => {
    const verdict = canPlace(sampleDraft(), "hero-search", { page: "search", zone: "main" });
    expect(verdict).toMatchObject({
      ok: false,
      reason: "A hero-search block cannot be placed on the search results page",
    });
  });

  it("refuses a block in a zone it does not belong to", () => {
    const verdict = canPlace(sampleDraft(), "breadcrumb", { page: "about", zone: "bottom" });
    expect(verdict).toMatchObject({
      ok: false,
      reason: "A breadcrumb block belongs in the top or main zone, not bottom",
    });
  });

  it("keeps layout blocks in the layout", () => {
    expect(canPlace(sampleDraft(), "announcement-bar", { page: "layout", zone: "header" }).ok).toBe(
      true,
    );
    expect(canPlace(sampleDraft(), "announcement-bar", { page: "home", zone: "main" }).ok).toBe(
      false,
    );
  });

  it("lets a block move within its page even at the page's maximum", () => {
    const hero = { page: "home", zone: "main", blockId: "hero" };
    expect(canPlace(sampleDraft(), "hero-search", { page: "home", zone: "main" }, hero).ok).toBe(
      true,
    );
    expect(canPlace(sampleDraft(), "hero-search", { page: "home", zone: "main" }).ok).toBe(false);
  });
});
