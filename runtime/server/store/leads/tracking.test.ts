import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";

describeEachBackend("lead calls and vehicle views", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  it("counts each view of a vehicle page per site", async () => {
    expect(await store.countVehicleView("group", "2022-kia-rio")).toBe(1);
    expect(await store.countVehicleView("group", "2022-kia-rio")).toBe(2);
    expect(await store.countVehicleView("other", "2022-kia-rio")).toBe(1);
    expect(await store.vehicleViews("group", "2022-kia-rio")).toBe(2);
    expect(await store.vehicleViews("group", "never-seen")).toBe(0);
  });

  it("counts every concurrent view", async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => store.countVehicleView("group", "2022-kia-rio")),
    );
    expect(await store.vehicleViews("group", "2022-kia-rio")).toBe(20);
  });

  it("records phone reveals per car and site", async () => {
    await store.recordLeadCall("group", { carId: "17", dealershipId: "d1", websiteId: "group" });
    await store.recordLeadCall("group", { carId: "17" });
    await store.recordLeadCall("other", { carId: "17" });
    expect(await store.countLeadCalls("group", "17")).toBe(2);
    expect(await store.countLeadCalls("other", "17")).toBe(1);
  });
});
