import { describe, expect, it } from "vitest";
import {
  currentVersion,
  type Migration,
  migrateDefinition,
  validateSiteDefinition,
} from "../src/index.ts";

const legacy = {
  slug: "old-motors",
  name: "Old Motors",
  template: "used-car-dealer",
  domain: "www.oldmotors.com.au",
  include_sold_cars_days: 5,
  finance_provider: "angle",
  theme: "mazda",
  promos: [
    {
      id: "promo",
      title: "Finance",
      link: { label: "Apply", href: "/finance" },
      position: "5, 10",
    },
  ],
  pages: [
    {
      id: "about",
      template: "content",
      path: "/about-us",
      title: "About",
      blocks: [{ type: "rich-text", id: "text" }],
    },
  ],
};

describe("migrations", () => {
  it("upgrades a definition written before versioning instead of rejecting it", () => {
    const result = validateSiteDefinition(legacy);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.migratedFrom).toBe(0);
    expect(result.definition.version).toBe(currentVersion);
    expect(result.definition.domains).toEqual(["www.oldmotors.com.au"]);
    expect(result.definition.search.soldDays).toBe(5);
    expect(result.definition.finance.provider).toBe("angle");
    expect(result.definition.theme.manufacturer).toBe("mazda");
    expect(result.definition.promos[0]?.position).toEqual([5, 10]);
    expect(result.definition.pages[0]?.zones.main?.[0]?.type).toBe("rich-text");
  });

  it("leaves a current definition alone", () => {
    const result = validateSiteDefinition({
      version: 1,
      slug: "a",
      name: "A",
      template: "dealer-group",
    });
    expect(result.ok && result.migratedFrom).toBe(null);
  });

  it("runs the steps in order, one version at a time", () => {
    const seen: number[] = [];
    const step = (from: number): Migration => ({
      from,
      description: `step ${from}`,
      migrate: (doc) => {
        seen.push(from);
        return { ...doc, [`from${from}`]: true };
      },
    });
    const result = migrateDefinition({ version: 0 }, [step(0)]);
    expect(result.ok && result.applied).toEqual(["0 -> 1: step 0"]);
    expect(seen).toEqual([0]);
  });

  it("names the version when no upgrade path exists or the version is newer", () => {
    const missing = migrateDefinition({ version: 0 }, []);
    expect(missing.ok ? [] : missing.problems).toEqual([
      { pointer: "/version", message: "No upgrade exists from version 0" },
    ]);
    const future = migrateDefinition({ version: currentVersion + 1 });
    expect(future.ok ? "" : future.problems[0]?.message).toMatch(/Upgrade the platform/);
  });
});
