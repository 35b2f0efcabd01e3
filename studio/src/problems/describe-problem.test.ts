import { describe, expect, it } from "vitest";
import { sampleDraft } from "../editor/testing/sample-draft.ts";
import { describeProblem } from "./describe-problem.ts";

const where = (pointer: string) =>
  describeProblem(sampleDraft(), { pointer, message: "This cannot be empty" }).where;

describe("where a problem is, in plain words", () => {
  it("names the page, zone, block and field", () => {
    expect(where("/pages/0/zones/main/0/props/title")).toBe("Home › Main › Hero search: Title");
  });

  it("names layout blocks", () => {
    expect(where("/layout/zones/footer/0/props/legal")).toBe(
      "Site layout › Footer › Site footer: Legal text",
    );
  });

  it("names page fields", () => {
    expect(where("/pages/1/path")).toBe("About us: Path");
    expect(where("/pages/1/zones")).toBe("About us");
  });

  it("names settings, list items by their name", () => {
    const draft = { ...sampleDraft(), locations: [{ name: "Harbour City Toyota" }] } as never;
    const described = describeProblem(draft, { pointer: "/locations/0/phone", message: "x" });
    expect(described.where).toBe(
      "Settings › Locations and opening hours › Harbour City Toyota › Phone",
    );
  });

  it("selects the block to fix", () => {
    const described = describeProblem(sampleDraft(), {
      pointer: "/pages/0/zones/main/0/props/title",
      message: "x",
    });
    expect(described.target).toMatchObject({ kind: "block", block: { blockId: "hero" } });
  });
});

describe("problems in settings", () => {
  it("use the Settings view's group titles and field labels", () => {
    const draft = { ...sampleDraft(), promos: [{ title: "What's your car worth?" }] } as never;
    const described = describeProblem(draft, { pointer: "/promos/0/position", message: "x" });
    expect(described.where).toBe(
      "Settings › Promo cards › What's your car worth? › Position in results",
    );
    expect(
      describeProblem(sampleDraft(), { pointer: "/search/hitsPerPage", message: "x" }).where,
    ).toBe("Settings › Search › Results per page");
  });

  it("name a menu entry's field after its menu and entry, in that order", () => {
    const header = [{ name: "Home", url: "/" }, { name: "" }];
    const draft = { ...sampleDraft(), navigation: { header } } as never;
    expect(
      describeProblem(draft, { pointer: "/navigation/header/1/url", message: "x" }).where,
    ).toBe("Settings › Header and footer menus › Header › Entry 2 (not named yet) › URL");
    expect(
      describeProblem(draft, { pointer: "/navigation/header/0/url", message: "x" }).where,
    ).toBe("Settings › Header and footer menus › Header › Home › URL");
  });
});
