import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "../editor-state.ts";
import { sampleDraft } from "../testing/sample-draft.ts";
import { createAutosave, type SaveStatus } from "./autosave.ts";

const named = (name: string): Draft => ({ ...sampleDraft(), name });

describe("autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(save = vi.fn(async (_draft: Draft) => ({ savedAt: "2026-01-01T00:00:00Z" }))) {
    const statuses: SaveStatus["state"][] = [];
    const autosave = createAutosave({ save, onStatus: (status) => statuses.push(status.state) });
    return { autosave, save, statuses };
  }

  it("saves once, a second after the last change", async () => {
    const { autosave, save, statuses } = setup();
    autosave.change(named("A"));
    await vi.advanceTimersByTimeAsync(600);
    autosave.change(named("AB"));
    await vi.advanceTimersByTimeAsync(600);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].name).toBe("AB");
    expect(statuses.at(-1)).toBe("saved");
  });

  it("keeps retrying after a failure until the latest draft is saved", async () => {
    const save = vi
      .fn(async (_draft: Draft) => ({ savedAt: "t" }))
      .mockRejectedValueOnce(new Error("offline"))
      .mockRejectedValueOnce(new Error("offline"));
    const { autosave, statuses } = setup(save);
    autosave.change(named("A"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe("retrying");
    autosave.change(named("B"));
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses.at(-1)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(5000);
    expect(statuses.at(-1)).toBe("saved");
    expect(save.mock.calls.at(-1)?.[0].name).toBe("B");
  });

  it("saves again when the draft changed while saving", async () => {
    let finish: (value: { savedAt: string }) => void = () => {};
    const save = vi
      .fn(async (_draft: Draft) => ({ savedAt: "t" }))
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { autosave } = setup(save);
    autosave.change(named("A"));
    await vi.advanceTimersByTimeAsync(1000);
    autosave.change(named("B"));
    finish({ savedAt: "t" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0].name).toBe("B");
  });

  it("saves at once when flushed", async () => {
    const { autosave, save } = setup();
    autosave.change(named("A"));
    await autosave.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
