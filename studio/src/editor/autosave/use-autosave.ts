import type { StudioApi } from "@storefront/schemas/studio-api";
import { useEffect, useRef, useState } from "react";
import type { Draft } from "../editor-state.ts";
import { type Autosave, createAutosave, type SaveStatus } from "./autosave.ts";
import { clearBackup, writeBackup } from "./draft-backup.ts";
import { keptSteps } from "./kept-steps.ts";

const backupDelayMs = 300;

/**
 * Saves the draft to the server a second after the last edit (retrying until it gets there),
 * keeps a copy in the browser meanwhile, and warns before leaving with unsaved edits.
 */
export function useAutosave(
  api: StudioApi,
  slug: string,
  draft: Draft,
  /** The draft came from the browser's copy, so the server does not have it yet. */
  restored = false,
  /** The undo steps, saved after the draft so they survive a reload. */
  historyOf?: () => { past: Draft[]; future: Draft[] },
): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>({ state: restored ? "pending" : "saved" });
  const autosave = useRef<Autosave | null>(null);
  const loaded = useRef<Draft | undefined>(restored ? undefined : draft);

  useEffect(() => {
    const saver = createAutosave({
      save: async (next) => {
        const result = await api.save(slug, next);
        if (saver === autosave.current && latest.current === next) clearBackup(slug);
        const history = historyOf?.();
        // Losing the undo steps must not hold the draft's save back.
        if (history) await api.saveHistory(slug, keptSteps(history)).catch(() => undefined);
        return result;
      },
      onStatus: setStatus,
    });
    autosave.current = saver;
    return () => {
      void saver.flush().finally(() => saver.dispose());
    };
  }, [api, slug, historyOf]);

  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
    if (draft === loaded.current) return;
    autosave.current?.change(draft);
    const timer = setTimeout(() => writeBackup(slug, draft), backupDelayMs);
    return () => clearTimeout(timer);
  }, [draft, slug]);

  const unsaved = status.state !== "saved";
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      writeBackup(slug, latest.current);
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved, slug]);

  return status;
}
