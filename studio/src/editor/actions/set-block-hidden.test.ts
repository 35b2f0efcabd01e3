import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { setBlockHidden } from "./set-block-hidden.ts";

const tilesRef = { page: "home", zone: "main", blockId: "tiles" };

describe("hiding a block", () => {
  it("keeps the block on the page but hidden", () => {
    const next = setBlockHidden(sampleDraft(), {
      type: "block/set-hidden",
      block: tilesRef,
      hidden: true,
    });
    expect(next.pages?.[0]?.zones?.main?.[1]).toMatchObject({ id: "tiles", hidden: true });
  });

  it("shows it again", () => {
    const hidden = setBlockHidden(sampleDraft(), {
      type: "block/set-hidden",
      block: tilesRef,
      hidden: true,
    });
    const shown = setBlockHidden(hidden, {
      type: "block/set-hidden",
      block: tilesRef,
      hidden: false,
    });
    expect(shown.pages?.[0]?.zones?.main?.[1]).toEqual({
      type: "facet-tiles",
      id: "tiles",
      props: {},
    });
  });

  it("changes nothing when already shown", () => {
    const draft = sampleDraft();
    expect(
      setBlockHidden(draft, { type: "block/set-hidden", block: tilesRef, hidden: false }),
    ).toBe(draft);
  });
});
