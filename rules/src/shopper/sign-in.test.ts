import { describe, expect, it } from "vitest";
import { signInNeededFor } from "./gated-routes.ts";
import { sameSitePath, signInPath } from "./sign-in.ts";

describe("gated routes", () => {
  it("always gates online payment, my-garage and the garage variants", () => {
    expect(signInNeededFor("/online-payment", [])).toBe("online-payment");
    for (const path of ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco/"])
      expect(signInNeededFor(path, [])).toBe("my-garage");
  });

  it("gates checkout, finance, spin-to-win and trade-in only where the site says so", () => {
    expect(signInNeededFor("/cars/2022-kia-rio-s1/checkout", [])).toBeUndefined();
    expect(signInNeededFor("/cars/2022-kia-rio-s1/checkout", ["checkout"])).toBe("checkout");
    expect(signInNeededFor("/cars/2022-kia-rio-s1/buy-online", ["checkout"])).toBe("checkout");
    expect(signInNeededFor("/checkout-journey", ["checkout"])).toBe("checkout");
    expect(signInNeededFor("/checkout-journey", [])).toBeUndefined();
    expect(signInNeededFor("/apply-for-finance", ["finance"])).toBe("finance");
    expect(signInNeededFor("/personalised/finance", ["finance"])).toBe("car-finance");
    expect(signInNeededFor("/spin-to-win", ["spin-to-win"])).toBe("spin-to-win");
    expect(signInNeededFor("/sell-my-car", ["trade-in"])).toBe("trade-in");
    expect(signInNeededFor("/sell-my-car", ["finance"])).toBeUndefined();
  });

  it("leaves every other page open", () => {
    expect(signInNeededFor("/", ["checkout", "finance", "trade-in"])).toBeUndefined();
    expect(signInNeededFor("/cars/2022-kia-rio-s1", ["checkout"])).toBeUndefined();
    expect(signInNeededFor("/search/used-cars", ["finance"])).toBeUndefined();
  });
});

describe("redirect after sign-in", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(sameSitePath("/finance?car_id=7#finance-form")).toBe("/finance?car_id=7#finance-form");
  });

  it("refuses absolute, protocol-relative and backslash targets", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil",
      "",
      null,
    ])
      expect(sameSitePath(target)).toBe("/");
  });

  it("builds the sign-in link with type, redirect and back", () => {
    expect(signInPath("checkout", "/cars/a/checkout", "/cars/a")).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2Fa%2Fcheckout&back=%2Fcars%2Fa",
    );
  });
});
