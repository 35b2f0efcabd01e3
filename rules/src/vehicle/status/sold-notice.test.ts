import { describe, expect, it } from "vitest";
import { soldNoticeText } from "./sold-notice.ts";

describe("sold notice", () => {
  it("names a car by default", () => {
    expect(soldNoticeText(undefined)).toEqual({
      title: "Unfortunately this car recently sold.",
      body: "But don't worry, we can help you find a similar car!",
    });
  });
  it("names the item type", () => {
    expect(soldNoticeText("caravan").title).toBe("Unfortunately this caravan recently sold.");
    expect(soldNoticeText("caravan").body).toBe(
      "But don't worry, we can help you find a similar caravan!",
    );
  });
});
