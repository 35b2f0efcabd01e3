import { describe, expect, it } from "vitest";
import type { EditorAction } from "../actions.ts";
import type { Draft } from "../editor-state.ts";
import { type EditorHistory, startHistory } from "../history/history.ts";
import { sampleDraft } from "../testing/sample-draft.ts";
import { inherited, inheritedReducer } from "./inherited-reducer.ts";

const group = { ...sampleDraft(), theme: { manufacturer: "toyota" } } as Draft;
const rooftop = { version: 1, slug: "north", name: "North", parent: "harbour-city" } as Draft;
const site = inherited(group);

function edit(history: EditorHistory, ...actions: EditorAction[]): EditorHistory {
  return actions.reduce((current, action) => inheritedReducer(site, current, action, 0), history);
}

describe("editing a rooftop of a group", () => {
  const start = startHistory(rooftop);

  it("shows the group's site with the rooftop's own values over it", () => {
    expect(site.shown(rooftop)).toMatchObject({ name: "North", theme: { manufacturer: "toyota" } });
    expect(site.shown(rooftop)).toBe(site.shown(rooftop));
  });

  it("makes what an edit changes the rooftop's own, and nothing else", () => {
    const next = edit(start, {
      type: "setting/set",
      path: ["theme", "manufacturer"],
      value: "mazda",
    });
    expect(next.present).toEqual({ ...rooftop, theme: { manufacturer: "mazda" } });
    expect(next.past).toEqual([rooftop]);
  });

  it("makes a page its own when one of its blocks changes; the others stay the group's", () => {
    const next = edit(start, {
      type: "block/update-props",
      block: { page: "home", zone: "main", blockId: "hero" },
      props: { title: "North's cars" },
    });
    const own = next.present as { pages?: { id: string }[] };
    expect(own.pages?.map((page) => page.id)).toEqual(["home"]);
    expect(site.shown(next.present).pages?.map((page) => page.id)).toEqual(
      group.pages?.map((page) => page.id),
    );
  });

  it("overrides and resets a part, each one undo step", () => {
    const overridden = edit(start, { type: "part/override", part: { field: "theme" } });
    expect(overridden.present).toEqual({ ...rooftop, theme: group.theme });
    const changed = edit(overridden, {
      type: "setting/set",
      path: ["theme", "manufacturer"],
      value: "kia",
    });
    const reset = edit(changed, { type: "part/reset", part: { field: "theme" } });
    expect(reset.present).toEqual(rooftop);
    expect(site.shown(reset.present).theme).toEqual(group.theme);
    expect(edit(reset, { type: "history/undo" }).present).toEqual(changed.present);
  });

  it("a whole site put back (a roll-back) keeps what equals the shown site inherited", () => {
    // An exported version's keys are in canonical order, not the draft's.
    const shown = site.shown(rooftop) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(shown).reverse());
    const zones = (shown.layout as { zones: Record<string, unknown> }).zones;
    const layout = { zones: Object.fromEntries(Object.entries(zones).reverse()) };
    const earlier = { ...reordered, layout, name: "North Motors" } as Draft;
    const next = edit(start, { type: "draft/replace", draft: earlier });
    expect(next.present).toEqual({ ...rooftop, name: "North Motors" });
  });
});
