import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { paletteBlocks } from "./palette-blocks.ts";

describe("the palette", () => {
  it("offers only blocks the search page or the layout take", () => {
    const types = paletteBlocks(sampleDraft(), "search").map((entry) => entry.type);
    expect(types).toContain("facet-panel");
    expect(types).toContain("announcement-bar");
    expect(types).not.toContain("hero-search");
    expect(types).not.toContain("brand-grid");
  });

  it("says why a block at its maximum cannot be added", () => {
    const results = paletteBlocks(sampleDraft(), "search").find(
      (entry) => entry.type === "search-results",
    );
    expect(results?.targets).toEqual([]);
    expect(results?.unavailable).toBe(
      "The search results page takes at most 1 search-results block",
    );
  });

  it("lists the zones a block can be dropped in", () => {
    const text = paletteBlocks(sampleDraft(), "about").find((entry) => entry.type === "rich-text");
    expect(text?.targets.map((zone) => zone.zone)).toEqual(["top", "main", "bottom"]);
  });
});
