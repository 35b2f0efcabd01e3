import { describe, expect, it } from "vitest";
import { sampleDraft } from "../../editor/testing/sample-draft.ts";
import { dropped, overTarget, pickedUp } from "./announcements.ts";

const hero = {
  kind: "block" as const,
  ref: { page: "home", zone: "main", blockId: "hero" },
  type: "hero-search",
};

describe("what screen readers hear while dragging", () => {
  it("names the block and where it was picked up", () => {
    expect(pickedUp(sampleDraft(), hero)).toBe(
      "Picked up Hero search in the Main zone of Home, position 1 of 3.",
    );
  });

  it("names the place it would go", () => {
    const over = { kind: "block" as const, ref: { page: "home", zone: "main", blockId: "brands" } };
    expect(overTarget(sampleDraft(), hero, over)).toBe(
      "Hero search will go to position 3 of 3 in the Main zone of Home.",
    );
  });

  it("says why it cannot go somewhere", () => {
    const over = { kind: "zone-end" as const, zone: { page: "about", zone: "bottom" } };
    expect(overTarget(sampleDraft(), hero, over)).toBe(
      "Hero search cannot go here: A hero-search block belongs in the main zone, not bottom.",
    );
  });

  it("confirms a drop from the palette", () => {
    const source = { kind: "palette" as const, type: "rich-text" };
    const target = { kind: "zone-end" as const, zone: { page: "about", zone: "main" } };
    expect(dropped(sampleDraft(), source, target)).toBe(
      "Text added to position 2 in the Main zone of About us.",
    );
  });
});
