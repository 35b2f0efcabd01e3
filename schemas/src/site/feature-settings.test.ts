import { describe, expect, it } from "vitest";
import {
  authSettings,
  reviewSettings,
  tagSettings,
  vehiclePageSettings,
} from "./feature-settings.ts";

describe("feature settings", () => {
  it("default to the spec's tags", () => {
    expect(tagSettings.parse({})).toEqual({
      soldText: "JUST SOLD",
      newArrivalText: "New",
      newArrivalDays: 8,
    });
  });

  it("default to the spec's vehicle page", () => {
    const vehiclePage = vehiclePageSettings.parse({});
    expect(vehiclePage).toMatchObject({
      checkoutPath: "checkout",
      galleryDefaultView: "spinner",
      phoneReveal: "masked",
    });
    expect(vehiclePage.stickyCallBar.threshold).toBe(900);
    expect(vehiclePage.reserveAmount).toBe(200);
  });

  it("leave sign-in off and show reviews rated above 4", () => {
    expect(authSettings.parse({}).enabled).toBe(false);
    expect(reviewSettings.parse({}).minimumRating).toBe(4);
  });
});
