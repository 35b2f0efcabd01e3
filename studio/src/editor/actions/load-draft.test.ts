import { describe, expect, it } from "vitest";
import { editorReducer } from "../editor-reducer.ts";
import { startHistory } from "../history/history.ts";
import { sampleDraft } from "../testing/sample-draft.ts";

describe("opening a site", () => {
  it("shows the site with nothing to undo or redo", () => {
    let history = startHistory(sampleDraft());
    history = editorReducer(history, { type: "setting/set", path: ["name"], value: "Old" });
    const opened = { ...sampleDraft(), name: "Opened" };
    const next = editorReducer(history, { type: "draft/load", draft: opened });
    expect(next.present).toBe(opened);
    expect(next.past).toEqual([]);
    expect(next.future).toEqual([]);
  });
});
