import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { blockPointer, parsePointer, targetOfPointer } from "./pointer.ts";

describe("problem pointers", () => {
  it("finds the block and field a problem points at", () => {
    expect(targetOfPointer(sampleDraft(), "/pages/0/zones/main/0/props/title")).toEqual({
      kind: "block",
      block: { page: "home", zone: "main", blockId: "hero" },
      field: ["props", "title"],
    });
  });

  it("finds layout blocks", () => {
    expect(targetOfPointer(sampleDraft(), "/layout/zones/footer/0/props/legal")).toMatchObject({
      kind: "block",
      block: { page: "layout", zone: "footer", blockId: "footer" },
    });
  });

  it("points at the page for page fields", () => {
    expect(targetOfPointer(sampleDraft(), "/pages/1/path")).toEqual({
      kind: "page",
      pageId: "about",
      field: ["path"],
    });
  });

  it("points at a setting otherwise", () => {
    expect(targetOfPointer(sampleDraft(), "/locations/2/hours/0/open")).toEqual({
      kind: "setting",
      path: ["locations", 2, "hours", 0, "open"],
    });
  });

  it("reads escaped keys", () => {
    expect(parsePointer("/a~1b/c~0d/0")).toEqual(["a/b", "c~d", 0]);
  });

  it("gives a block's pointer back", () => {
    expect(
      blockPointer(sampleDraft(), { page: "about", zone: "main", blockId: "about-text" }),
    ).toBe("/pages/1/zones/main/0");
    expect(blockPointer(sampleDraft(), { page: "layout", zone: "header", blockId: "header" })).toBe(
      "/layout/zones/header/0",
    );
  });
});
