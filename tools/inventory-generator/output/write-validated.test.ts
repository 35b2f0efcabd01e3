import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { VehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { generateInventory } from "../generate.ts";
import { writeValidated } from "./write-validated.ts";

const dir = mkdtempSync(join(tmpdir(), "write-validated-"));
const vehicles = generateInventory({ count: 1200, seed: 4, now: new Date("2026-03-15T00:00:00Z") });

describe("writeValidated", { timeout: 30000 }, () => {
  it("writes every vehicle, one a line, when all are valid", async () => {
    const file = join(dir, "good.json");
    const result = await writeValidated(file, "2026-03-15T00:00:00.000Z", vehicles);
    expect(result).toEqual({ ok: true, bytes: readFileSync(file).length });
    const text = readFileSync(file, "utf8");
    expect(JSON.parse(text)).toEqual({ generatedAt: "2026-03-15T00:00:00.000Z", vehicles });
    expect(text.split("\n")).toHaveLength(vehicles.length + 3);
  });

  it("writes nothing and names the vehicle when one is invalid", async () => {
    const file = join(dir, "bad.json");
    const broken = vehicles.map((vehicle, index) =>
      index === 777 ? ({ ...vehicle, visibility: 99 } as VehicleRecord) : vehicle,
    );
    const result = await writeValidated(file, "2026-03-15T00:00:00.000Z", broken);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("Vehicle 777 is invalid at visibility"),
    });
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith("bad.json"))).toEqual([]);
  });
});
