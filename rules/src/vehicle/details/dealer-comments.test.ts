import { describe, expect, it } from "vitest";
import { dealerCommentsLimit, truncateComments } from "./dealer-comments.ts";

describe("dealer comments", () => {
  it("are cut at 400 characters", () => {
    expect(dealerCommentsLimit).toBe(400);
    const long = "word ".repeat(120);
    const { short, truncated } = truncateComments(long);
    expect(truncated).toBe(true);
    expect(short.length).toBeLessThanOrEqual(401);
    expect(short.endsWith("word…")).toBe(true);
  });
  it("stay whole at 400 characters or fewer", () => {
    const exact = "a".repeat(400);
    expect(truncateComments(exact)).toEqual({ short: exact, truncated: false });
  });
  it("cut inside a very long word when there is no space near the limit", () => {
    const { short } = truncateComments("x".repeat(500));
    expect(short).toBe(`${"x".repeat(400)}…`);
  });
  it("ignore surrounding white space", () => {
    expect(truncateComments("  Low km.  \n")).toEqual({ short: "Low km.", truncated: false });
  });
});
