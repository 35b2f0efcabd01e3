import { describe, expect, it } from "vitest";
import {
  favouritesKey,
  parseFavourites,
  saveControls,
  showsFavouriteToggle,
  toggleFavourite,
} from "./favourites.ts";

const corolla = {
  id: 7,
  name: "2022 Toyota Corolla",
  slug: "2022-toyota-corolla-s7",
  make: "Toyota",
  model: "Corolla",
};
const settings = { enabled: true, mode: "favourites" as const, compareUsedOnly: false };
const car = {
  status: "in_stock",
  price: 28990,
  car_type: "used",
  primary_image_url: "/media/7.jpg",
};

describe("favourites", () => {
  it("toggle adds then removes, saying which", () => {
    const added = toggleFavourite([], corolla);
    expect(added).toEqual({ list: [corolla], added: true });
    expect(toggleFavourite(added.list, corolla)).toEqual({ list: [], added: false });
  });

  it("are kept per site and survive bad storage", () => {
    expect(favouritesKey("harbour-city")).toBe("favourites:harbour-city");
    expect(parseFavourites("not json")).toEqual([]);
    expect(parseFavourites(JSON.stringify([corolla, { nope: 1 }]))).toEqual([corolla]);
  });

  it("hide the toggle on sold cars unless already saved, and where the site turns them off", () => {
    expect(showsFavouriteToggle(car, settings, false)).toBe(true);
    expect(showsFavouriteToggle({ ...car, status: "sold" }, settings, false)).toBe(false);
    expect(showsFavouriteToggle({ ...car, status: "sold" }, settings, true)).toBe(true);
    expect(showsFavouriteToggle(car, { ...settings, enabled: false }, false)).toBe(false);
  });

  it("show the toggle only for a car that can be bought: in stock or coming soon", () => {
    expect(showsFavouriteToggle({ ...car, status: "coming_soon" }, settings, false)).toBe(true);
    expect(showsFavouriteToggle({ ...car, status: "withdrawn" }, settings, false)).toBe(false);
    expect(showsFavouriteToggle({ ...car, status: "withdrawn" }, settings, true)).toBe(true);
  });

  it("in compare mode, hide it for no price, no images or thumbnails, and non-used cars where the site says so", () => {
    const compare = { ...settings, mode: "compare" as const };
    const unphotographed = { ...car, primary_image_url: undefined };
    expect(showsFavouriteToggle(car, compare, false)).toBe(true);
    expect(showsFavouriteToggle({ ...car, price: 0 }, compare, false)).toBe(false);
    expect(showsFavouriteToggle({ ...unphotographed, images: [] }, compare, false)).toBe(false);
    expect(
      showsFavouriteToggle({ ...unphotographed, thumbnails: ["/t.jpg"] }, compare, false),
    ).toBe(true);
    expect(
      showsFavouriteToggle(
        { ...car, car_type: "new" },
        { ...compare, compareUsedOnly: true },
        false,
      ),
    ).toBe(false);
    expect(showsFavouriteToggle({ ...car, car_type: "new" }, compare, false)).toBe(true);
  });

  it("give the heart to the watchlist where shoppers sign in, else to favourites unless the site compares", () => {
    expect(saveControls(settings, false)).toEqual({ heart: "favourites", compare: false });
    expect(saveControls(settings, true)).toEqual({ heart: "watchlist", compare: false });
    const compare = { ...settings, mode: "compare" as const };
    expect(saveControls(compare, false)).toEqual({ heart: undefined, compare: true });
    expect(saveControls(compare, true)).toEqual({ heart: "watchlist", compare: true });
    expect(saveControls({ ...compare, enabled: false }, true)).toEqual({
      heart: undefined,
      compare: false,
    });
  });
});
