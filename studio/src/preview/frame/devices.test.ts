import { describe, expect, it } from "vitest";
import { fitScale } from "./devices.ts";

describe("fitting a device's width into the pane", () => {
  it("shrinks a desktop page into a narrower pane", () => {
    expect(fitScale(640, 1280)).toBe(0.5);
  });

  it("never enlarges a phone's page in a wide pane", () => {
    expect(fitScale(1200, 375)).toBe(1);
  });

  it("draws at full size before the pane is measured", () => {
    expect(fitScale(0, 1280)).toBe(1);
  });
});
