import { describe, expect, it } from "vitest";
import { sampleDraft, zoneTypes } from "../testing/sample-draft.ts";
import { insertBlock } from "./insert-block.ts";

const banner = { type: "feature-banner" as const, id: "banner", props: {} };

describe("inserting a block", () => {
  it("puts the block where it was dropped", () => {
    const draft = sampleDraft();
    const next = insertBlock(draft, {
      type: "block/insert",
      at: { page: "home", zone: "main", index: 1 },
      block: banner,
    });
    expect(zoneTypes(next, "home", "main")).toEqual(["hero", "banner", "tiles", "brands"]);
  });

  it("adds to the end when dropped past the last block", () => {
    const next = insertBlock(sampleDraft(), {
      type: "block/insert",
      at: { page: "home", zone: "main", index: 99 },
      block: banner,
    });
    expect(zoneTypes(next, "home", "main").at(-1)).toBe("banner");
  });

  it("starts a zone the page did not have yet", () => {
    const next = insertBlock(sampleDraft(), {
      type: "block/insert",
      at: { page: "about", zone: "bottom", index: 0 },
      block: banner,
    });
    expect(zoneTypes(next, "about", "bottom")).toEqual(["banner"]);
  });

  it("leaves other pages and zones untouched (same objects)", () => {
    const draft = sampleDraft();
    const next = insertBlock(draft, {
      type: "block/insert",
      at: { page: "home", zone: "main", index: 0 },
      block: banner,
    });
    expect(next.pages?.[1]).toBe(draft.pages?.[1]);
    expect(next.layout).toBe(draft.layout);
    expect(next.pages?.[0]?.zones?.main?.[1]).toBe(draft.pages?.[0]?.zones?.main?.[0]);
  });

  it("creates the page from its default when a template had no page yet", () => {
    const draft = sampleDraft();
    const next = insertBlock(draft, {
      type: "block/insert",
      at: { page: "search", zone: "bottom", index: 0 },
      block: banner,
    });
    const search = next.pages?.find((page) => page.id === "search");
    expect(search?.template).toBe("search");
    expect(search?.zones?.main?.map((block) => block.type)).toEqual([
      "search-results",
      "search-history",
    ]);
    expect(search?.zones?.bottom?.map((block) => block.id)).toEqual([
      "banner",
      "search-recently-viewed",
    ]);
    expect(draft.pages).toHaveLength(2);
  });

  it("edits the default layout when the site had none", () => {
    const { layout: _layout, ...draft } = sampleDraft();
    const next = insertBlock(draft, {
      type: "block/insert",
      at: { page: "layout", zone: "header", index: 0 },
      block: { type: "announcement-bar", id: "notice", props: {} },
    });
    expect(next.layout?.zones?.header?.map((block) => block.type)).toEqual([
      "announcement-bar",
      "site-header",
    ]);
  });

  it("changes nothing for a page that does not exist", () => {
    const draft = sampleDraft();
    const next = insertBlock(draft, {
      type: "block/insert",
      at: { page: "nowhere", zone: "main", index: 0 },
      block: banner,
    });
    expect(next).toBe(draft);
  });
});
