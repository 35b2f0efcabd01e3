import { describe, expect, it } from "vitest";
import { createEngineHolder } from "./engine-holder.ts";
import { testConfig, testVehicles } from "./test-vehicles.ts";

const fords = testVehicles.filter((vehicle) => vehicle.make === "Ford");
const manyKias = Array.from({ length: 30_000 }, (_, i) => ({
  ...testVehicles[11]!,
  id: 1000 + i,
  objectID: `kia-${i}`,
  stocknum: `K${i}`,
}));

describe("the engine holder", { timeout: 60_000 }, () => {
  it("answers with the old engine while the new one is built, then swaps", async () => {
    const holder = createEngineHolder(fords, testConfig);
    const before = holder.current();
    const replacing = holder.replace(manyKias);
    const answersDuringBuild: number[] = [];
    // Queries that arrive while the build is running (between its steps).
    await new Promise<void>((resolve) => {
      const tick = () => {
        answersDuringBuild.push(holder.current().search("cars", {}).nbHits);
        if (answersDuringBuild.length < 3) setImmediate(tick);
        else resolve();
      };
      setImmediate(tick);
    });
    expect(answersDuringBuild).toEqual([3, 3, 3]);
    expect(holder.current()).toBe(before);

    const after = await replacing;
    expect(holder.current()).toBe(after);
    expect(after.search("cars", { facets: ["make"] }).facets?.make).toEqual({ Kia: 30_000 });
    // A query that obtained the old engine earlier still gets consistent answers from it.
    expect(before.search("cars", {}).nbHits).toBe(3);
  });

  it("keeps the replacement started last when builds overlap", async () => {
    const holder = createEngineHolder(fords, testConfig);
    const first = holder.replace(manyKias);
    const second = holder.replace(testVehicles.slice(0, 2));
    await Promise.all([first, second]);
    expect(holder.current().size).toBe(2);
  });
});
