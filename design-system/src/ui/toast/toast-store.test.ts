import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, toastLimit, toastRemoveDelay } from "./toast-store.ts";

const openTitles = () =>
  getToasts()
    .filter((entry) => entry.open)
    .map((entry) => entry.title);

describe("toast()", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
    vi.advanceTimersByTime(toastRemoveDelay);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one toast at a time: a new toast replaces the one on screen", () => {
    expect(toastLimit).toBe(1);
    toast({ title: "Car Saved In Watchlist" });
    toast({ title: "Car Removed" });
    expect(openTitles()).toEqual(["Car Removed"]);
    expect(getToasts()).toHaveLength(1);
  });

  it("closes a toast on dismiss and forgets it after the removal delay", () => {
    const saved = toast({ title: "Car Saved In Watchlist" });
    saved.dismiss();
    expect(openTitles()).toEqual([]);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(toastRemoveDelay - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("updates the text of a toast that is showing", () => {
    const saving = toast({ title: "Saving…" });
    saving.update({ title: "Car Saved In Watchlist" });
    expect(openTitles()).toEqual(["Car Saved In Watchlist"]);
  });
});
