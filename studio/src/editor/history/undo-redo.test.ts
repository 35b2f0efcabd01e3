import { describe, expect, it } from "vitest";
import type { EditorAction } from "../actions.ts";
import { editorReducer } from "../editor-reducer.ts";
import { sampleDraft } from "../testing/sample-draft.ts";
import { startHistory, typingPauseMs } from "./history.ts";

const heroRef = { page: "home", zone: "main", blockId: "hero" };
const run = (actions: EditorAction[]) =>
  actions.reduce(
    (history, action) => editorReducer(history, action, 0),
    startHistory(sampleDraft()),
  );

const everyEdit: EditorAction[] = [
  {
    type: "block/insert",
    at: { page: "home", zone: "main", index: 0 },
    block: { type: "feature-banner", id: "banner", props: {} },
  },
  { type: "block/move", from: heroRef, to: { page: "home", zone: "main", index: 2 } },
  { type: "block/remove", block: { page: "home", zone: "main", blockId: "tiles" } },
  { type: "block/duplicate", block: heroRef, newId: "hero-2" },
  { type: "block/update-props", block: heroRef, props: { title: "Hi" } },
  { type: "block/set-hidden", block: heroRef, hidden: true },
  {
    type: "page/add",
    page: { id: "fleet", template: "content", path: "/fleet-sales", title: "Fleet" },
  },
  { type: "page/update", pageId: "about", changes: { title: "Our story" } },
  { type: "page/remove", pageId: "about" },
  { type: "setting/set", path: ["name"], value: "Renamed" },
];

describe("undo and redo", () => {
  it.each(everyEdit.map((action) => [action.type, action] as const))(
    "undoes and redoes %s",
    (_name, action) => {
      const before = startHistory(sampleDraft());
      const after = editorReducer(before, action);
      expect(after.present).not.toBe(before.present);
      const undone = editorReducer(after, { type: "history/undo" });
      expect(undone.present).toBe(before.present);
      const redone = editorReducer(undone, { type: "history/redo" });
      expect(redone.present).toBe(after.present);
    },
  );

  it("walks back through several edits in order", () => {
    const history = run(everyEdit);
    let state = history;
    for (let i = 0; i < everyEdit.length; i++)
      state = editorReducer(state, { type: "history/undo" });
    expect(state.present).toEqual(sampleDraft());
    expect(state.future).toHaveLength(everyEdit.length);
  });

  it("forgets what could be redone once something new is edited", () => {
    let state = run([{ type: "setting/set", path: ["name"], value: "A" }]);
    state = editorReducer(state, { type: "history/undo" });
    state = editorReducer(state, { type: "block/set-hidden", block: heroRef, hidden: true });
    expect(state.future).toEqual([]);
  });

  it("makes one undo step of typing in the same field", () => {
    const typed = ["H", "He", "Hel", "Hello"].map(
      (title): EditorAction => ({ type: "block/update-props", block: heroRef, props: { title } }),
    );
    const state = run(typed);
    expect(state.past).toHaveLength(1);
    const undone = editorReducer(state, { type: "history/undo" });
    expect(undone.present.pages?.[0]?.zones?.main?.[0]?.props).toEqual({
      title: "Find your next car",
    });
  });

  it("starts a new step when typing in the same field resumes after a pause", () => {
    const title = (text: string): EditorAction => ({
      type: "block/update-props",
      block: heroRef,
      props: { title: text },
    });
    let state = startHistory(sampleDraft());
    state = editorReducer(state, title("3"), 1_000);
    state = editorReducer(state, title("30"), 1_200);
    state = editorReducer(state, title("6"), 1_200 + typingPauseMs);
    expect(state.past).toHaveLength(2);
    const undone = editorReducer(state, { type: "history/undo" });
    expect(undone.present.pages?.[0]?.zones?.main?.[0]?.props).toMatchObject({ title: "30" });
  });

  it("starts a new step when another field is edited", () => {
    const state = run([
      { type: "block/update-props", block: heroRef, props: { title: "A" } },
      { type: "block/update-props", block: heroRef, props: { subtitle: "B" } },
      { type: "block/update-props", block: heroRef, props: { title: "C" } },
    ]);
    expect(state.past).toHaveLength(3);
  });

  it("adds no undo step for an edit that changes nothing", () => {
    const state = run([{ type: "block/set-hidden", block: heroRef, hidden: false }]);
    expect(state.past).toHaveLength(0);
  });

  it("does nothing when there is nothing to undo or redo", () => {
    const state = startHistory(sampleDraft());
    expect(editorReducer(state, { type: "history/undo" })).toBe(state);
    expect(editorReducer(state, { type: "history/redo" })).toBe(state);
  });
});
