import { describe, expect, it } from "vitest";
import { stickyBarsShown } from "./sticky-bars.ts";

describe("sticky bars", () => {
  const callBar = { enabled: true, threshold: 900 };
  it("show the header past 500 px and the call bar past its threshold", () => {
    expect(stickyBarsShown(500, callBar)).toEqual({ header: false, callBar: false });
    expect(stickyBarsShown(501, callBar)).toEqual({ header: true, callBar: false });
    expect(stickyBarsShown(901, callBar)).toEqual({ header: true, callBar: true });
  });
  it("never show the call bar on sites without one", () => {
    expect(stickyBarsShown(5000, { enabled: false, threshold: 900 }).callBar).toBe(false);
  });
});
