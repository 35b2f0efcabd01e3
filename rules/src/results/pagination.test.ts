import { describe, expect, it } from "vitest";
import { type PageItem, pageItems } from "./pagination.ts";

const labels = (items: PageItem[]) =>
  items.map((item) => (item.kind === "page" ? String(item.page) : "…"));

describe("page links", () => {
  it("lists every page of a short range", () => {
    expect(labels(pageItems(2, 5))).toEqual(["1", "2", "3", "4", "5"]);
  });
  it("shows first, last, the current page and its neighbours, with gaps", () => {
    expect(labels(pageItems(3, 12))).toEqual(["1", "2", "3", "4", "…", "12"]);
    expect(labels(pageItems(6, 12))).toEqual(["1", "…", "5", "6", "7", "…", "12"]);
    expect(labels(pageItems(12, 12))).toEqual(["1", "…", "11", "12"]);
  });
  it("shows a single hidden page rather than a gap", () => {
    expect(labels(pageItems(4, 12))).toEqual(["1", "2", "3", "4", "5", "…", "12"]);
  });
  it("keeps an out-of-range current page inside the range", () => {
    expect(labels(pageItems(40, 3))).toEqual(["1", "2", "3"]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
