import { describe, expect, it } from "vitest";
import { getAtPath, setAtPath } from "./json-path.ts";

describe("values by path", () => {
  it("reads nested values", () => {
    expect(getAtPath({ a: [{ b: 2 }] }, ["a", 0, "b"])).toBe(2);
    expect(getAtPath({ a: 1 }, ["a", "b", "c"])).toBeUndefined();
  });

  it("copies only the objects along the path", () => {
    const root = { a: { b: 1 }, c: { d: 2 } };
    const next = setAtPath(root, ["a", "b"], 3);
    expect(next).toEqual({ a: { b: 3 }, c: { d: 2 } });
    expect(next.c).toBe(root.c);
    expect(root.a.b).toBe(1);
  });

  it("creates lists for numeric steps", () => {
    expect(setAtPath({}, ["items", 0, "title"], "x")).toEqual({ items: [{ title: "x" }] });
  });

  it("removes a list item when unset", () => {
    expect(setAtPath({ list: ["a", "b", "c"] }, ["list", 1], undefined)).toEqual({
      list: ["a", "c"],
    });
  });
});
