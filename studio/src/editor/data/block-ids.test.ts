import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { blockIdsInUse, newBlockId } from "./block-ids.ts";

describe("new block ids", () => {
  it("names the id after the block type", () => {
    expect(newBlockId(sampleDraft(), "rich-text")).toMatch(/^rich-text-[a-z0-9]{6}$/);
  });

  it("never reuses an id already in the site", () => {
    const draft = sampleDraft();
    const taken = new Set(["hero-aaaaaa"]);
    let calls = 0;
    // The first suffix collides, the second does not.
    const random = () => (calls++ < 6 ? 0 : 0.5);
    expect(newBlockId(draft, "hero", random, taken)).toBe("hero-ssssss");
  });

  it("counts the blocks of default pages the site will get", () => {
    expect(blockIdsInUse(sampleDraft()).has("search-search-results")).toBe(true);
  });
});
