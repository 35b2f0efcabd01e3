import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { updateBlockProps } from "./update-block-props.ts";

const heroRef = { page: "home", zone: "main", blockId: "hero" };

describe("changing a block's settings", () => {
  it("changes the named setting and keeps the others", () => {
    const next = updateBlockProps(sampleDraft(), {
      type: "block/update-props",
      block: heroRef,
      props: { subtitle: "Over 2,000 cars" },
    });
    expect(next.pages?.[0]?.zones?.main?.[0]?.props).toEqual({
      title: "Find your next car",
      subtitle: "Over 2,000 cars",
    });
  });

  it("goes back to the default when a setting is cleared", () => {
    const next = updateBlockProps(sampleDraft(), {
      type: "block/update-props",
      block: heroRef,
      props: { title: undefined },
    });
    expect(next.pages?.[0]?.zones?.main?.[0]?.props).toEqual({});
  });

  it("touches only the edited block", () => {
    const draft = sampleDraft();
    const next = updateBlockProps(draft, {
      type: "block/update-props",
      block: heroRef,
      props: { title: "New" },
    });
    const [, tilesBefore] = draft.pages?.[0]?.zones?.main ?? [];
    expect(next.pages?.[0]?.zones?.main?.[1]).toBe(tilesBefore);
    expect(next.pages?.[1]).toBe(draft.pages?.[1]);
  });

  it("changes nothing when the value is the same", () => {
    const draft = sampleDraft();
    const next = updateBlockProps(draft, {
      type: "block/update-props",
      block: heroRef,
      props: { title: "Find your next car" },
    });
    expect(next).toBe(draft);
  });
});
