import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { type VehicleRecord, withDefaultPages } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { testCarWith, testSite } from "../../http/test-server.ts";
import { StockStore } from "../../stock/stock-store.ts";
import { VehicleList } from "../../stock/vehicle-list.ts";
import { photoSources } from "./photo-sources.ts";

const site = withDefaultPages(testSite);
const carWith = (id: number, photo: string): VehicleRecord =>
  testCarWith({
    id,
    slug: `2022-toyota-corolla-s${id}`,
    stocknum: `S${id}`,
    images: [{ url: photo }],
  });

/** Collects garbage until `collected()` holds: a state, waited for within the test's time. */
async function collectUntil(collected: () => boolean): Promise<void> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  while (!collected()) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the photos the server may fetch", () => {
  it("follow the served stock, and let a replaced stock go though no photo was asked for since", {
    timeout: 20_000,
  }, async () => {
    const gone = new Set<string>();
    const registry = new FinalizationRegistry((name: string) => gone.add(name));
    const stock = new StockStore(VehicleList.of([carWith(1, "https://photos.example/1.jpg")]));
    const sourcesFor = photoSources(stock);
    expect([...sourcesFor(site).keys()]).toEqual(["https://photos.example/1.jpg"]);
    registry.register(stock.vehicles, "first stock");
    stock.replace(VehicleList.of([carWith(2, "https://photos.example/2.jpg")]));
    // The first stock's records and text go with it: at a million vehicles, gigabytes.
    await collectUntil(() => gone.has("first stock"));
    expect([...sourcesFor(site).keys()]).toEqual(["https://photos.example/2.jpg"]);
  });
});
