import { describe, expect, it } from "vitest";
import { propsChanges } from "./props-changes.ts";

describe("changes from the block form", () => {
  it("sends only the field that changed", () => {
    expect(propsChanges({ title: "A", subtitle: "B" }, { title: "A!", subtitle: "B" })).toEqual({
      title: "A!",
    });
  });

  it("removes a field reset to its default", () => {
    expect(propsChanges({ title: "A", subtitle: "B" }, { title: "A" })).toEqual({
      subtitle: undefined,
    });
  });

  it("sends nothing when a list is rebuilt with the same items", () => {
    expect(propsChanges({ items: [{ title: "x" }] }, { items: [{ title: "x" }] })).toEqual({});
  });
});
