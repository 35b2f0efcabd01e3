import type { Location } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { primaryPhone } from "./primary-phone.ts";

const place = (name: string, phone: string | undefined, extra: Partial<Location> = {}) =>
  ({
    name,
    location_type: "sales",
    primary: false,
    visible: true,
    contact_detail: { phone },
    ...extra,
  }) as Location;

describe("the header's phone", () => {
  it("is the primary sales location's", () => {
    const locations = [
      place("Service", "02 9000 0001", { location_type: "service", primary: true }),
      place("City", "02 9000 0002"),
      place("Harbour", "02 9000 0003", { primary: true }),
    ];
    expect(primaryPhone(locations)).toEqual({ label: "Harbour", number: "02 9000 0003" });
  });
  it("falls back to the first visible sales location, and to none without a number", () => {
    const hidden = place("Hidden", "02 9000 0004", { primary: true, visible: false });
    expect(primaryPhone([hidden, place("City", "02 9000 0002")])).toEqual({
      label: "City",
      number: "02 9000 0002",
    });
    expect(primaryPhone([place("City", undefined)])).toBeUndefined();
    expect(primaryPhone([])).toBeUndefined();
  });
});
