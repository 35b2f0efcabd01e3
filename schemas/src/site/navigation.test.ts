import { describe, expect, it } from "vitest";
import { navigationSettings } from "./navigation.ts";

describe("navigation settings", () => {
  it("default to the spec's menus, with Finance Pre-Approval emphasised and dynamic dropdowns", () => {
    const navigation = navigationSettings.parse({});
    const header = navigation.header.map((item) => item.name);
    expect(header).toEqual([
      "Home",
      "Vehicles",
      "Stock",
      "Offers",
      "Service",
      "Company",
      "Finance Pre-Approval",
    ]);
    expect(navigation.header.find((item) => item.name === "Vehicles")?.dynamic).toBe("models");
    expect(navigation.header.at(-1)).toMatchObject({ url: "/finance", emphasised: true });
    expect(navigation.footer.map((item) => item.name).slice(0, 3)).toEqual([
      "Models",
      "Buyer Tools",
      "Servicing and Parts",
    ]);
  });
});
