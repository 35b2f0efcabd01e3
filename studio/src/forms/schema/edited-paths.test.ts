import { describe, expect, it } from "vitest";
import { editedPaths } from "./edited-paths.ts";

describe("edited paths", () => {
  it("sends each edited field once", () => {
    expect(editedPaths([["title"], ["title"], ["title"]])).toEqual([["title"]]);
  });

  it("leaves out fields inside a value that is sent whole", () => {
    expect(editedPaths([["items", 2, "title"], ["items"], ["tone"]])).toEqual([
      ["items"],
      ["tone"],
    ]);
  });
});
