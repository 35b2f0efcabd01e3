import type { VehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { heldBackReason } from "./feed-valve.ts";

describe("the feed safety valve", () => {
  const cars = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, at) => ({ id: from + at }) as VehicleRecord);
  const served = cars(0, 10);

  it("passes a feed that drops up to the allowed share, and one that only adds", async () => {
    expect(await heldBackReason(served, served.slice(3))).toBeUndefined();
    expect(await heldBackReason(served, cars(0, 12))).toBeUndefined();
    expect(await heldBackReason([], [])).toBeUndefined();
  });

  it("holds back a feed that drops more than the share, or has no vehicles", async () => {
    expect(await heldBackReason(served, served.slice(4))).toBe(
      "The new feed would drop 4 of the 10 vehicles served (40%, more than the 30% allowed); it is held back and the served stock stays",
    );
    expect(await heldBackReason(served, served.slice(4), 0.5)).toBeUndefined();
    expect(await heldBackReason(served, [])).toMatch(/no valid vehicles; it is held back/);
  });
});
