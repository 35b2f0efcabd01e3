import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { setSetting } from "./set-setting.ts";

describe("site settings", () => {
  it("sets a nested setting, creating what is missing", () => {
    const next = setSetting(sampleDraft(), {
      type: "setting/set",
      path: ["finance", "defaultTerm"],
      value: 60,
    });
    expect(next.finance).toEqual({ defaultTerm: 60 });
  });

  it("unsets a setting so the default applies again", () => {
    const named = setSetting(sampleDraft(), {
      type: "setting/set",
      path: ["domains"],
      value: ["a.com.au"],
    });
    const next = setSetting(named, { type: "setting/set", path: ["domains"], value: undefined });
    expect(next).not.toHaveProperty("domains");
  });

  it("sets an item of a list", () => {
    const draft = setSetting(sampleDraft(), {
      type: "setting/set",
      path: ["domains"],
      value: ["a.com.au", "b.com.au"],
    });
    const next = setSetting(draft, {
      type: "setting/set",
      path: ["domains", 1],
      value: "c.com.au",
    });
    expect(next.domains).toEqual(["a.com.au", "c.com.au"]);
  });

  it("keeps untouched parts of the site as they were", () => {
    const draft = sampleDraft();
    const next = setSetting(draft, { type: "setting/set", path: ["name"], value: "Harbour City" });
    expect(next.pages).toBe(draft.pages);
    expect(next.layout).toBe(draft.layout);
  });

  it("changes nothing when unsetting what is not set", () => {
    const draft = sampleDraft();
    expect(
      setSetting(draft, { type: "setting/set", path: ["search", "hitsPerPage"], value: undefined }),
    ).toBe(draft);
  });
});
