import { describe, expect, it } from "vitest";
import { blockSummary } from "./block-summary.ts";

describe("block card summary", () => {
  it("shows the block's title", () => {
    expect(blockSummary({ type: "hero-search", id: "a", props: { title: "Find a ute" } })).toBe(
      "Find a ute",
    );
  });

  it("shows the default title when none is set", () => {
    expect(blockSummary({ type: "hero-search", id: "a", props: {} })).toBe(
      "Find your next vehicle",
    );
  });

  it("keeps long text to one line", () => {
    const body = `${"Word ".repeat(40)}\n\nSecond paragraph`;
    const summary = blockSummary({ type: "rich-text", id: "a", props: { body } });
    expect(summary.length).toBeLessThanOrEqual(90);
    expect(summary).not.toContain("\n");
    expect(summary.endsWith("…")).toBe(true);
  });

  it("names the settings of a block without text", () => {
    expect(blockSummary({ type: "site-header", id: "a", props: { sticky: false } })).toBe(
      "Stays at the top when scrolling: off · Shows the primary location's phone: on",
    );
  });

  it("says nothing for a new, empty Text block rather than its placeholder", () => {
    expect(blockSummary({ type: "rich-text", id: "a", props: {} })).toBe("");
  });

  it("says nothing for a block without settings", () => {
    expect(blockSummary({ type: "breadcrumb", id: "a", props: {} })).toBe("");
  });
});
