import { describe, expect, it } from "vitest";
import { regoExpiryText } from "./rego-expiry.ts";

// Noon on 15 June 2026 in Sydney.
const clock = { now: new Date("2026-06-15T02:00:00Z"), timeZone: "Australia/Sydney" };

describe("rego expiry", () => {
  it("reads 'Expires on {date}'", () => {
    expect(regoExpiryText("2026-09-30", clock, "expires-on")).toBe("Expires on 30 Sept 2026");
  });
  it("keeps the date when it has passed, unless the site says 'Unregistered'", () => {
    expect(regoExpiryText("2026-01-31", clock, "expires-on")).toBe("Expires on 31 Jan 2026");
    expect(regoExpiryText("2026-01-31", clock, "unregistered")).toBe("Unregistered");
  });
  it("still counts the day of expiry as registered, to its end in the dealer's time zone", () => {
    expect(regoExpiryText("2026-06-15", clock, "unregistered")).toBe("Expires on 15 June 2026");
    expect(regoExpiryText("2026-06-14", clock, "unregistered")).toBe("Unregistered");
    // 23:30 on 15 June in Perth is already 16 June in Sydney.
    const lateInPerth = { now: new Date("2026-06-15T15:30:00Z"), timeZone: "Australia/Perth" };
    expect(regoExpiryText("2026-06-15", lateInPerth, "unregistered")).toBe(
      "Expires on 15 June 2026",
    );
    const sameInstantInSydney = { ...lateInPerth, timeZone: "Australia/Sydney" };
    expect(regoExpiryText("2026-06-15", sameInstantInSydney, "unregistered")).toBe("Unregistered");
  });
  it("says nothing without a date", () => {
    expect(regoExpiryText(undefined, clock, "unregistered")).toBeUndefined();
    expect(regoExpiryText(null, clock, "expires-on")).toBeUndefined();
  });
});
