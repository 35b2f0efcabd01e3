import type { Draft } from "../editor-state.ts";

type SaveState = "saved" | "pending" | "saving" | "retrying";
export type SaveStatus = { state: SaveState; savedAt?: string; error?: string };

export type AutosaveOptions = {
  save: (draft: Draft) => Promise<{ savedAt: string }>;
  onStatus: (status: SaveStatus) => void;
  /** Saved once edits pause this long. */
  delayMs?: number;
  /** Waits between attempts after a failed save; the last one repeats. */
  retryDelaysMs?: readonly number[];
};

export type Autosave = {
  /** The draft changed: save it once edits pause. */
  change: (draft: Draft) => void;
  /** Save what is pending now (leaving the editor). */
  flush: () => Promise<void>;
  dispose: () => void;
};

/**
 * Saves the latest draft once edits pause, one request at a time, and keeps retrying after a
 * failure (with growing waits) until the server has the latest draft.
 */
export function createAutosave({
  save,
  onStatus,
  delayMs = 1000,
  retryDelaysMs = [2000, 5000, 10_000, 30_000],
}: AutosaveOptions): Autosave {
  let latest: Draft | undefined;
  let saved: Draft | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let failures = 0;
  let savedAt: string | undefined;
  let disposed = false;

  const schedule = (wait: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), wait);
  };

  async function run(): Promise<void> {
    timer = undefined;
    if (inFlight) return inFlight;
    const draft = latest;
    if (draft === undefined || draft === saved) return;
    onStatus({ state: failures ? "retrying" : "saving", ...(savedAt ? { savedAt } : {}) });
    inFlight = save(draft).then(
      (result) => {
        failures = 0;
        saved = draft;
        savedAt = result.savedAt;
        if (disposed) return;
        if (latest !== draft) {
          onStatus({ state: "pending", savedAt });
          schedule(delayMs);
        } else onStatus({ state: "saved", savedAt });
      },
      (error: unknown) => {
        failures += 1;
        if (disposed) return;
        const message = error instanceof Error ? error.message : String(error);
        onStatus({ state: "retrying", error: message, ...(savedAt ? { savedAt } : {}) });
        const wait = retryDelaysMs[Math.min(failures, retryDelaysMs.length) - 1] ?? delayMs;
        schedule(wait);
      },
    );
    try {
      await inFlight;
    } finally {
      inFlight = undefined;
    }
  }

  return {
    change(draft) {
      if (draft === latest) return;
      latest = draft;
      if (draft === saved) return;
      // After a failure the retry timer keeps its wait; otherwise edits push the save back.
      if (!failures) {
        onStatus({ state: "pending", ...(savedAt ? { savedAt } : {}) });
        schedule(delayMs);
      }
    },
    async flush() {
      clearTimeout(timer);
      await inFlight;
      await run();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
