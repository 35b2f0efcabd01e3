import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { neighbourMove } from "./neighbour-move.ts";

describe("move up and move down", () => {
  it("moves one place within the zone", () => {
    expect(
      neighbourMove(sampleDraft(), { page: "home", zone: "main", blockId: "tiles" }, -1),
    ).toEqual({ page: "home", zone: "main", index: 0 });
  });

  it("moves from the top of a zone to the end of the zone above", () => {
    const target = neighbourMove(
      sampleDraft(),
      { page: "about", zone: "main", blockId: "about-text" },
      -1,
    );
    expect(target).toEqual({ page: "about", zone: "top", index: 1 });
  });

  it("moves from the end of a zone to the start of the next zone that takes it", () => {
    const target = neighbourMove(
      sampleDraft(),
      { page: "about", zone: "main", blockId: "about-text" },
      1,
    );
    expect(target).toEqual({ page: "about", zone: "bottom", index: 0 });
  });

  it("goes no further than the last zone that takes the block", () => {
    const target = neighbourMove(
      sampleDraft(),
      { page: "home", zone: "main", blockId: "brands" },
      1,
    );
    expect(target).toBeUndefined();
  });
});
