import { describe, expect, it } from "vitest";
import { sampleDraft, zoneTypes } from "../testing/sample-draft.ts";
import { duplicateBlock } from "./duplicate-block.ts";

describe("duplicating a block", () => {
  it("puts a copy with its own id right after the original", () => {
    const next = duplicateBlock(sampleDraft(), {
      type: "block/duplicate",
      block: { page: "home", zone: "main", blockId: "hero" },
      newId: "hero-copy",
    });
    expect(zoneTypes(next, "home", "main")).toEqual(["hero", "hero-copy", "tiles", "brands"]);
    const [original, copy] = next.pages?.[0]?.zones?.main ?? [];
    expect(copy?.props).toEqual(original?.props);
    expect(copy?.type).toBe("hero-search");
  });
});
