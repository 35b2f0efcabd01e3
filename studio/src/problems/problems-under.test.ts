import type { Problem } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { isAtOrInside, isInside, problemsAtOrInside, sameProblems } from "./problems-under.ts";

const problem = (pointer: string, message = "Required"): Problem => ({ pointer, message });

describe("problems under a pointer", () => {
  it("tells a pointer inside another from one that only starts alike", () => {
    expect(isInside("/promos/0/title", "/promos/0")).toBe(true);
    expect(isInside("/promos/01", "/promos/0")).toBe(false);
    expect(isInside("/promos/0", "/promos/0")).toBe(false);
    expect(isAtOrInside("/promos/0", "/promos/0")).toBe(true);
  });

  it("keeps the problems at the pointer or inside it, in their order", () => {
    const problems = [problem("/promos/0/title"), problem("/promos/1"), problem("/promos/0")];
    expect(problemsAtOrInside(problems, "/promos/0")).toEqual([problems[0], problems[2]]);
  });

  it("compares lists by pointer and message", () => {
    expect(sameProblems([problem("/a")], [problem("/a")])).toBe(true);
    expect(sameProblems([problem("/a")], [problem("/a", "Too long")])).toBe(false);
    expect(sameProblems([problem("/a")], [])).toBe(false);
  });
});
