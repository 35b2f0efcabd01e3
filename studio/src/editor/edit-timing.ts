import type { EditorAction } from "./actions.ts";

/**
 * Timing hooks for the edit-speed benchmark (studio/bench/edit-speed.ts). Inert unless the page
 * defines `window.studioEditTiming` before the studio starts.
 */
export type EditTiming = {
  /** Set by the studio: dispatches an edit the way the editor does. */
  dispatch?: (action: EditorAction) => void;
  /** Set by the studio: the present draft. */
  draft?: () => unknown;
  /** Called by the studio after every commit of the canvas. */
  onCanvasCommit?: () => void;
};

declare global {
  interface Window {
    studioEditTiming?: EditTiming;
  }
}

export function editTiming(): EditTiming | undefined {
  return typeof window === "undefined" ? undefined : window.studioEditTiming;
}
