import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";

describeEachBackend("the watchlist", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  it("keeps each shopper's saved cars in the order saved, once each", async () => {
    await store.watchCar("group", "u1", "17", new Date("2026-11-26T10:00:00Z"));
    await store.watchCar("group", "u1", "4", new Date("2026-11-26T10:01:00Z"));
    await store.watchCar("group", "u1", "17", new Date("2026-11-26T10:02:00Z"));
    await store.watchCar("group", "u2", "9");
    expect(await store.watchedCars("group", "u1")).toEqual(["17", "4"]);
    expect(await store.watchedCars("group", "u2")).toEqual(["9"]);
  });

  it("removes a car, and removing one not saved changes nothing", async () => {
    await store.watchCar("group", "u1", "17");
    await store.watchCar("group", "u1", "4");
    await store.unwatchCar("group", "u1", "17");
    await store.unwatchCar("group", "u1", "99");
    expect(await store.watchedCars("group", "u1")).toEqual(["4"]);
  });

  it("keeps one site's watchlists apart from another's, even for the same user id", async () => {
    await store.watchCar("group", "u1", "17");
    await store.watchCar("other", "u1", "4");
    await store.unwatchCar("other", "u1", "17");
    expect(await store.watchedCars("group", "u1")).toEqual(["17"]);
    expect(await store.watchedCars("other", "u1")).toEqual(["4"]);
  });

  it("takes concurrent saves of the same car as one", async () => {
    await Promise.all(Array.from({ length: 10 }, () => store.watchCar("group", "u1", "17")));
    expect(await store.watchedCars("group", "u1")).toEqual(["17"]);
  });
});
