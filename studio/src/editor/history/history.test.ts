import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { record, startHistory } from "./history.ts";

describe("history limit", () => {
  it("drops the oldest steps beyond the limit", () => {
    let state = startHistory(sampleDraft());
    const drafts = Array.from({ length: 8 }, (_, i) => ({ ...sampleDraft(), name: `Name ${i}` }));
    for (const draft of drafts) state = record(state, draft, null, 0, 5);
    expect(state.past).toHaveLength(5);
    expect(state.past[0]).toBe(drafts[2]);
    expect(state.present).toBe(drafts[7]);
  });
});
