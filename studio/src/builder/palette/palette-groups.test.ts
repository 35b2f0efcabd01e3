import { describe, expect, it } from "vitest";
import { paletteBlocks } from "../../editor/placement/palette-blocks.ts";
import { sampleDraft } from "../../editor/testing/sample-draft.ts";
import { paletteGroups } from "./palette-groups.ts";

describe("palette groups and search", () => {
  it("groups the blocks by category", () => {
    const groups = paletteGroups(paletteBlocks(sampleDraft(), "home"), "");
    expect(groups.map((group) => group.category)).toEqual([
      "Content",
      "Home",
      "Search",
      "Vehicle",
      "Layout",
    ]);
  });

  it("finds blocks by words of their label or description", () => {
    const groups = paletteGroups(paletteBlocks(sampleDraft(), "home"), "hero");
    expect(groups.flatMap((group) => group.items.map((item) => item.type))).toEqual([
      "hero-search",
    ]);
  });

  it("finds nothing for words no block has", () => {
    expect(paletteGroups(paletteBlocks(sampleDraft(), "home"), "zzz")).toEqual([]);
  });
});
