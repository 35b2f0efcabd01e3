import { describe, expect, it } from "vitest";
import { sampleDraft } from "../../editor/testing/sample-draft.ts";
import { dropOutcome } from "./drop-action.ts";

const newId = () => "new-block";
const block = (page: string, zone: string, blockId: string) => ({
  kind: "block" as const,
  ref: { page, zone, blockId },
});

describe("dropping", () => {
  it("inserts a palette block before the block it is dropped on", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { kind: "palette", type: "feature-banner" },
      block("home", "main", "tiles"),
      { newId },
    );
    expect(outcome).toEqual({
      kind: "action",
      index: 1,
      action: {
        type: "block/insert",
        at: { page: "home", zone: "main", index: 1 },
        block: { type: "feature-banner", id: "new-block", props: {} },
      },
    });
  });

  it("inserts after the block when dropped on its lower half", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { kind: "palette", type: "feature-banner" },
      block("home", "main", "tiles"),
      { newId, after: true },
    );
    expect(outcome).toMatchObject({ index: 2 });
  });

  it("adds to the end of a zone dropped on its end", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { kind: "palette", type: "rich-text" },
      { kind: "zone-end", zone: { page: "about", zone: "main" } },
      { newId },
    );
    expect(outcome).toMatchObject({ index: 1 });
  });

  it("refuses with the reason a block cannot go there", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { kind: "palette", type: "search-results" },
      { kind: "zone-end", zone: { page: "search", zone: "main" } },
      { newId },
    );
    expect(outcome).toEqual({
      kind: "refused",
      reason: "The search results page takes at most 1 search-results block",
    });
  });

  it("reorders within a zone to the place of the block it is dropped on", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { ...block("home", "main", "hero"), type: "hero-search" },
      block("home", "main", "brands"),
      { newId },
    );
    expect(outcome).toMatchObject({
      kind: "action",
      action: { type: "block/move", to: { page: "home", zone: "main", index: 2 } },
    });
  });

  it("with a pointer, goes before or after the block by the pointer's side of it", () => {
    const hero = { ...block("home", "main", "hero"), type: "hero-search" };
    const brands = block("home", "main", "brands");
    expect(dropOutcome(sampleDraft(), hero, brands, { newId, after: false })).toMatchObject({
      index: 1,
    });
    expect(dropOutcome(sampleDraft(), hero, brands, { newId, after: true })).toMatchObject({
      index: 2,
    });
  });

  it("moves up to the place of the block it is moved onto", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { ...block("home", "main", "brands"), type: "brand-grid" },
      block("home", "main", "hero"),
      { newId },
    );
    expect(outcome).toMatchObject({ action: { to: { index: 0 } } });
  });

  it("moves to another zone", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { ...block("about", "main", "about-text"), type: "rich-text" },
      { kind: "zone-end", zone: { page: "about", zone: "bottom" } },
      { newId },
    );
    expect(outcome).toMatchObject({
      action: { type: "block/move", to: { page: "about", zone: "bottom", index: 0 } },
    });
  });

  it("changes nothing when dropped where it started", () => {
    const outcome = dropOutcome(
      sampleDraft(),
      { ...block("home", "main", "tiles"), type: "facet-tiles" },
      block("home", "main", "tiles"),
      { newId },
    );
    expect(outcome).toEqual({ kind: "unchanged" });
  });
});
