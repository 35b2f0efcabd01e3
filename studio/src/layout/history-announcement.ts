import { announce } from "../builder/announcer.tsx";

/** Tells screen readers that an undo or redo happened (the change itself may be off screen). */
export function announceHistoryMove(move: "undo" | "redo"): void {
  announce(move === "undo" ? "Last change undone." : "Change redone.");
}
