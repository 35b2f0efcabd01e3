import { describe, expect, it } from "vitest";
import type { Draft } from "../editor/editor-state.ts";
import { sampleDraft } from "../editor/testing/sample-draft.ts";
import { describeChanges } from "./describe-changes.ts";

const edit = (change: (draft: Draft) => void): Draft => {
  const draft = structuredClone(sampleDraft());
  change(draft);
  return draft;
};
const home = (draft: Draft) => draft.pages![0]!.zones!.main!;

describe("what changed between two versions, in a marketer's words", () => {
  it("says nothing for the same site", () => {
    expect(describeChanges(sampleDraft(), sampleDraft())).toEqual([]);
  });

  it("names blocks added, removed, changed and moved by page, block name and field title", () => {
    const after = edit((draft) => {
      home(draft).unshift({ type: "page-heading", id: "deals", props: { title: "Summer deals" } });
      home(draft).splice(
        home(draft).findIndex((block) => block.id === "brands"),
        1,
      );
      home(draft).find((block) => block.id === "hero")!.props = { title: "Drive away today" };
      const about = draft.pages![1]!.zones!;
      about.main = [...about.main!, ...about.top!];
      about.top = [];
    });
    expect(describeChanges(sampleDraft(), after)).toEqual([
      "Home: added Page heading 'Summer deals'",
      "Home: Hero search › Title: 'Find your next car' to 'Drive away today'",
      "Home: removed Brand grid",
      "About us: moved Page heading 'About us' to Main",
    ]);
  });

  it("names settings by their titles and options by their names", () => {
    const before = edit((draft) => {
      draft.finance = { provider: "angle" };
    });
    const after = edit((draft) => {
      draft.finance = { provider: "taurus" };
      draft.name = "Harbour City Motors";
      draft.search = { hitsPerPage: 12 };
    });
    expect(describeChanges(before, after)).toEqual([
      "Site name: 'Harbour City Cars' to 'Harbour City Motors'",
      "Finance provider: Angle to Taurus",
      "Results per page: 21 to 12",
    ]);
  });

  it("names pages added and list items by their own names", () => {
    const after = edit((draft) => {
      draft.pages!.push({ id: "summer", template: "content", path: "/summer", title: "Summer" });
      draft.promos = [{ id: "spring", name: "Spring sale", position: 3 } as never];
    });
    expect(describeChanges(sampleDraft(), after)).toEqual([
      "Pages: added 'Summer'",
      "Promo cards: added 'Spring sale'",
    ]);
  });
});
