import { describe, expect, it } from "vitest";
import {
  deepEqual,
  getAt,
  moveItem,
  pathOfPointer,
  pointerOf,
  setAt,
  withoutUndefined,
} from "./value-paths.ts";

describe("paths and pointers", () => {
  it("turns form paths into the draft's JSON pointers and back", () => {
    expect(pointerOf("/pages/0/zones/main/2/props", ["items", 1, "title"])).toBe(
      "/pages/0/zones/main/2/props/items/1/title",
    );
    expect(pathOfPointer("/promos/0/position/1")).toEqual(["promos", 0, "position", 1]);
    expect(pathOfPointer("/a~1b/c~0d")).toEqual(["a/b", "c~d"]);
    expect(pathOfPointer("")).toEqual([]);
  });

  it("reads and writes without touching the original", () => {
    const draft = { search: { hitsPerPage: 30 }, promos: [{ id: "a" }] };
    const next = setAt(draft, ["promos", 0, "title"], "Finance");
    expect(getAt(next, ["promos", 0])).toEqual({ id: "a", title: "Finance" });
    expect(draft.promos[0]).toEqual({ id: "a" });
    expect(setAt({}, ["finance", "calculator", "defaultRate"], 9)).toEqual({
      finance: { calculator: { defaultRate: 9 } },
    });
  });

  it("removes a key when set to undefined, so the default applies", () => {
    expect(
      setAt({ search: { hitsPerPage: 30, soldDays: 5 } }, ["search", "hitsPerPage"], undefined),
    ).toEqual({
      search: { soldDays: 5 },
    });
    expect(withoutUndefined({ a: undefined, b: { c: undefined, d: 1 }, e: [1] })).toEqual({
      b: { d: 1 },
      e: [1],
    });
    // A link whose fields are all unset is no link; an object set empty on purpose stays.
    expect(withoutUndefined({ link: { label: undefined, href: undefined }, colours: {} })).toEqual({
      colours: {},
    });
    expect(withoutUndefined([{ title: undefined }])).toEqual([{}]);
  });

  it("compares values ignoring keys that hold undefined", () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: [1] }, { a: [1] })).toBe(true);
  });

  it("moves a list entry", () => {
    expect(moveItem(["Home", "Vehicles", "Stock"], 0, 2)).toEqual(["Vehicles", "Stock", "Home"]);
    expect(moveItem(["Home", "Vehicles", "Stock"], 2, 1)).toEqual(["Home", "Stock", "Vehicles"]);
  });
});
