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

describe("the checkout block retired within version 1", () => {
  const withCheckout = (props: Record<string, unknown>) => ({
    version: 1,
    slug: "reserving-motors",
    name: "Reserving Motors",
    template: "used-car-dealer",
    pages: [
      {
        id: "checkout",
        template: "checkout",
        title: "Reserve Online",
        zones: {
          main: [
            { type: "page-heading", id: "heading", props: { title: "Reserve Online" } },
            { type: "checkout", id: "reserve", props },
          ],
        },
      },
    ],
  });
  const mainOf = (document: unknown) =>
    (document as { pages: { zones: { main: { type: string; id: string; props: object }[] } }[] })
      .pages[0]?.zones.main ?? [];

  it("becomes a block per step in its place, its title on the car's block", () => {
    const result = validateSiteDefinition(withCheckout({ title: "Hold it for me" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied).toEqual(["Replace the checkout block with a block per step"]);
    const main = mainOf(result.definition);
    expect(main.map((block) => [block.type, block.id])).toEqual([
      ["page-heading", "heading"],
      ["checkout-car", "reserve-car"],
      ["checkout-details", "reserve-details"],
      ["checkout-trade-in", "reserve-trade-in"],
      ["checkout-finance", "reserve-finance"],
      ["checkout-deposit", "reserve-deposit"],
      ["checkout-confirmation", "reserve-confirmation"],
    ]);
    expect(main[1]?.props).toEqual({ title: "Hold it for me" });
  });

  it("leaves out the trade-in and finance steps it did not offer", () => {
    const migrated = migrateDefinition(withCheckout({ offerTradeIn: false, offerFinance: false }));
    expect(migrated.ok).toBe(true);
    if (!migrated.ok) return;
    expect(mainOf(migrated.document).map((block) => block.type)).toEqual([
      "page-heading",
      "checkout-car",
      "checkout-details",
      "checkout-deposit",
      "checkout-confirmation",
    ]);
    expect(validateSiteDefinition(migrated.document).ok).toBe(true);
  });

  it("leaves a definition without it as it was", () => {
    const current = { version: 1, slug: "plain", name: "Plain", template: "used-car-dealer" };
    const migrated = migrateDefinition(current);
    expect(migrated.ok && migrated.document).toBe(current);
  });
});
