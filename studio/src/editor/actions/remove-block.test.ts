import { describe, expect, it } from "vitest";
import { sampleDraft, zoneTypes } from "../testing/sample-draft.ts";
import { removeBlock } from "./remove-block.ts";

describe("deleting a block", () => {
  it("takes it off the page", () => {
    const next = removeBlock(sampleDraft(), {
      type: "block/remove",
      block: { page: "home", zone: "main", blockId: "tiles" },
    });
    expect(zoneTypes(next, "home", "main")).toEqual(["hero", "brands"]);
  });

  it("changes nothing when the block is already gone", () => {
    const draft = sampleDraft();
    const next = removeBlock(draft, {
      type: "block/remove",
      block: { page: "home", zone: "main", blockId: "missing" },
    });
    expect(next).toBe(draft);
  });
});
