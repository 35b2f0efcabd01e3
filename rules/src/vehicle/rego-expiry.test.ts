import { describe, expect, it } from "vitest";
import { regoExpiryText } from "./rego-expiry.ts";

const now = new Date(2026, 5, 15, 12);

describe("rego expiry", () => {
  it("reads 'Expires on {date}'", () => {
    expect(regoExpiryText("2026-09-30", now, false)).toBe("Expires on 30 Sept 2026");
  });
  it("keeps the date when it has passed, unless the site says 'Unregistered'", () => {
    expect(regoExpiryText("2026-01-31", now, false)).toBe("Expires on 31 Jan 2026");
    expect(regoExpiryText("2026-01-31", now, true)).toBe("Unregistered");
  });
  it("still counts the day of expiry as registered", () => {
    expect(regoExpiryText("2026-06-15", now, true)).toBe("Expires on 15 June 2026");
    expect(regoExpiryText("2026-06-14", now, true)).toBe("Unregistered");
  });
  it("says nothing without a date", () => {
    expect(regoExpiryText(undefined, now, true)).toBeUndefined();
    expect(regoExpiryText(null, now, false)).toBeUndefined();
  });
});
