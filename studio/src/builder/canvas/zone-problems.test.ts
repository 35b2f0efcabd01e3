import { describe, expect, it } from "vitest";
import { sampleDraft } from "../../editor/testing/sample-draft.ts";
import { keepUnchanged, problemCountsByZone } from "./zone-problems.ts";

const problems = [
  { pointer: "/pages/0/zones/main/0/props/title", message: "This cannot be empty" },
  { pointer: "/pages/0/zones/main/0/props/subtitle", message: "Too long" },
  { pointer: "/pages/1/zones/main/0/props/body", message: "This cannot be empty" },
  { pointer: "/name", message: "This cannot be empty" },
];

describe("problem badges on block cards", () => {
  it("counts each block's problems", () => {
    const counts = problemCountsByZone(sampleDraft(), problems);
    expect(counts.get("home\u0000main")?.get("hero")).toBe(2);
    expect(counts.get("about\u0000main")?.get("about-text")).toBe(1);
    expect(counts.size).toBe(2);
  });

  it("keeps a zone's counts when they did not change", () => {
    const before = problemCountsByZone(sampleDraft(), problems);
    const after = keepUnchanged(problemCountsByZone(sampleDraft(), problems.slice(0, 2)), before);
    expect(after.get("home\u0000main")).toBe(before.get("home\u0000main"));
  });
});
