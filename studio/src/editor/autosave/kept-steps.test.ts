import { describe, expect, it } from "vitest";
import { sampleDraft } from "../testing/sample-draft.ts";
import { keptSteps } from "./kept-steps.ts";

const named = (name: string) => ({ ...sampleDraft(), name });

describe("the undo steps kept with a draft", () => {
  it("are every step while they fit", () => {
    const history = { past: [named("a"), named("b")], future: [named("c")] };
    expect(keptSteps(history)).toEqual(history);
  });

  it("are the ones nearest the present when there are too many or they are too large", () => {
    const past = ["a", "b", "c", "d"].map(named);
    const future = ["e", "f", "g"].map(named);
    const kept = keptSteps({ past, future }, 2);
    expect(kept.past.map((draft) => draft.name)).toEqual(["c", "d"]);
    expect(kept.future.map((draft) => draft.name)).toEqual(["e", "f"]);
    const size = JSON.stringify(named("a")).length;
    const small = keptSteps({ past, future }, 30, size * 3);
    expect(small.past.map((draft) => draft.name)).toEqual(["c", "d"]);
    expect(small.future.map((draft) => draft.name)).toEqual(["e"]);
  });
});
