import { describe, expect, it } from "vitest";
import { parsePendingSave, pendingSaveKey, watchlistToasts, withWatched } from "./watchlist.ts";

describe("the watchlist", () => {
  it("has the spec's toasts", () => {
    expect(watchlistToasts).toEqual({ saved: "Car Saved In Watchlist", removed: "Car Removed" });
  });

  it("saves a car once, at the end, and removes it", () => {
    expect(withWatched([4, 7], 9, true)).toEqual([4, 7, 9]);
    expect(withWatched([4, 7], 4, true)).toEqual([7, 4]);
    expect(withWatched([4, 7], 4, false)).toEqual([7]);
    expect(withWatched([4, 7], 9, false)).toEqual([4, 7]);
  });

  it("keeps a save asked for while signed out per site, reading back only a car id", () => {
    expect(pendingSaveKey("harbour-city")).toBe("watchlist-pending:harbour-city");
    expect(parsePendingSave("40100")).toBe(40100);
    expect(parsePendingSave(null)).toBeUndefined();
    expect(parsePendingSave("")).toBeUndefined();
    expect(parsePendingSave("abc")).toBeUndefined();
    expect(parsePendingSave("-3")).toBeUndefined();
  });
});
