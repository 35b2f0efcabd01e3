import { describe, expect, it } from "vitest";
import { dealerTimeZone, previewMoment } from "./preview-moment.ts";

describe("the moment the preview shows a chosen day at", () => {
  it("is the day's start on the dealer's clock", () => {
    // Midnight in Sydney on 1 December (daylight saving, UTC+11) is 13:00 UTC the day before.
    expect(previewMoment("2026-12-01", "Australia/Sydney")).toBe(Date.UTC(2026, 10, 30, 13));
    expect(previewMoment("2026-07-01", "Australia/Perth")).toBe(Date.UTC(2026, 5, 30, 16));
  });

  it("is now when no day is chosen", () => {
    expect(previewMoment("", "Australia/Sydney")).toBeUndefined();
    expect(previewMoment("tomorrow", "Australia/Sydney")).toBeUndefined();
  });

  it("uses the time zone a site gets when its draft names none", () => {
    expect(dealerTimeZone({ timeZone: "Australia/Perth" } as never)).toBe("Australia/Perth");
    expect(dealerTimeZone({} as never)).toBe("Australia/Sydney");
  });
});
