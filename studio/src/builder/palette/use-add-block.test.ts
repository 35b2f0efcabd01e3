import { describe, expect, it } from "vitest";
import { sampleDraft } from "../../editor/testing/sample-draft.ts";
import { addPlace } from "./use-add-block.ts";

const aboutZones = [
  { page: "about", zone: "top" },
  { page: "about", zone: "main" },
];

describe("Add from the palette", () => {
  it("puts the block right after the selected block when its zone takes it", () => {
    const selection = {
      kind: "block" as const,
      block: { page: "about", zone: "main", blockId: "about-text" },
    };
    expect(addPlace(sampleDraft(), "rich-text", aboutZones, selection)).toEqual({
      page: "about",
      zone: "main",
      index: 1,
    });
  });

  it("otherwise adds it at the end of the main zone", () => {
    expect(addPlace(sampleDraft(), "rich-text", aboutZones, null)).toEqual({
      page: "about",
      zone: "main",
      index: 1,
    });
  });

  it("or of the first zone that takes it", () => {
    expect(addPlace(sampleDraft(), "breadcrumb", aboutZones.slice(0, 1), null)).toEqual({
      page: "about",
      zone: "top",
      index: 1,
    });
  });
});
