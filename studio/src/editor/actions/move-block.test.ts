import { describe, expect, it } from "vitest";
import { sampleDraft, zoneTypes } from "../testing/sample-draft.ts";
import { moveBlock } from "./move-block.ts";

describe("moving a block", () => {
  it("reorders within a zone", () => {
    const next = moveBlock(sampleDraft(), {
      type: "block/move",
      from: { page: "home", zone: "main", blockId: "hero" },
      to: { page: "home", zone: "main", index: 2 },
    });
    expect(zoneTypes(next, "home", "main")).toEqual(["tiles", "brands", "hero"]);
  });

  it("moves up one place", () => {
    const next = moveBlock(sampleDraft(), {
      type: "block/move",
      from: { page: "home", zone: "main", blockId: "brands" },
      to: { page: "home", zone: "main", index: 1 },
    });
    expect(zoneTypes(next, "home", "main")).toEqual(["hero", "brands", "tiles"]);
  });

  it("moves between zones, keeping the block's settings", () => {
    const draft = sampleDraft();
    const next = moveBlock(draft, {
      type: "block/move",
      from: { page: "about", zone: "main", blockId: "about-text" },
      to: { page: "about", zone: "top", index: 1 },
    });
    expect(zoneTypes(next, "about", "top")).toEqual(["about-heading", "about-text"]);
    expect(zoneTypes(next, "about", "main")).toEqual([]);
    expect(next.pages?.[1]?.zones?.top?.[1]).toBe(draft.pages?.[1]?.zones?.main?.[0]);
  });

  it("keeps untouched pages and blocks as they were", () => {
    const draft = sampleDraft();
    const next = moveBlock(draft, {
      type: "block/move",
      from: { page: "home", zone: "main", blockId: "hero" },
      to: { page: "home", zone: "main", index: 1 },
    });
    expect(next.pages?.[1]).toBe(draft.pages?.[1]);
    expect(next.layout).toBe(draft.layout);
  });

  it("changes nothing when dropped where it was", () => {
    const draft = sampleDraft();
    const next = moveBlock(draft, {
      type: "block/move",
      from: { page: "home", zone: "main", blockId: "tiles" },
      to: { page: "home", zone: "main", index: 1 },
    });
    expect(next).toBe(draft);
  });

  it("never loses a block moved to a page that does not exist", () => {
    const draft = sampleDraft();
    const next = moveBlock(draft, {
      type: "block/move",
      from: { page: "home", zone: "main", blockId: "tiles" },
      to: { page: "gone", zone: "main", index: 0 },
    });
    expect(next).toBe(draft);
  });
});
