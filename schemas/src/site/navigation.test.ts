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

describe("a menu entry's problems", () => {
  it("name each fault once, at the field that holds it", () => {
    const result = navigationSettings.safeParse({
      header: [{ name: "", url: "" }, { name: "Parts", url: "parts" }, { name: "Fleet" }],
    });
    const problems = result.error?.issues.map((issue) => [issue.path.join("/"), issue.message]);
    expect(problems).toEqual([
      ["header/0/name", expect.any(String)],
      ["header/0/url", "A link cannot be empty"],
      ["header/1/url", expect.stringContaining("Use a site path (/finance)")],
      ["header/2", "A menu entry needs a url, a dropdown or a dynamic dropdown (models or stock)"],
    ]);
  });
});
