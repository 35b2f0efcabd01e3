import { describe, expect, it } from "vitest";
import { isReservable, reserveOnlineLinks } from "./reserve-online.ts";

const car = {
  slug: "2021-toyota-hilux-sr5-u48213",
  status: "in_stock",
  reserved: false,
  price: 52990,
};
const site = { reserveOnline: true, reserveAmount: 200, checkoutPath: "checkout" as const };

describe("reserve and buy online", () => {
  it("link an available car to its checkout page with the reserve amount as money", () => {
    expect(reserveOnlineLinks(car, site)).toEqual({
      reserveLabel: "Reserve for $200",
      href: "/cars/2021-toyota-hilux-sr5-u48213/checkout",
    });
    expect(reserveOnlineLinks({ ...car, status: "coming_soon" }, site)?.href).toBe(
      "/cars/2021-toyota-hilux-sr5-u48213/checkout",
    );
  });

  it("go to /buy-online on the sites that name it, with their own amount", () => {
    expect(
      reserveOnlineLinks(car, { ...site, checkoutPath: "buy-online", reserveAmount: 1500 }),
    ).toEqual({
      reserveLabel: "Reserve for $1,500",
      href: "/cars/2021-toyota-hilux-sr5-u48213/buy-online",
    });
  });

  it("label $200 when no amount is given", () => {
    expect(reserveOnlineLinks(car, { ...site, reserveAmount: undefined })?.reserveLabel).toBe(
      "Reserve for $200",
    );
  });

  it("are absent on a site without them", () => {
    expect(reserveOnlineLinks(car, { ...site, reserveOnline: false })).toBeUndefined();
  });

  it("are absent for a sold car, a reserved car and a car without a price", () => {
    expect(reserveOnlineLinks({ ...car, status: "sold" }, site)).toBeUndefined();
    expect(reserveOnlineLinks({ ...car, reserved: true }, site)).toBeUndefined();
    expect(reserveOnlineLinks({ ...car, price: 10 }, site)).toBeUndefined();
    expect(isReservable({ ...car, price: 11 })).toBe(true);
  });
});
