import { useEffect } from "react";
import type { EditorAction } from "./actions.ts";

type TextField = HTMLInputElement | HTMLTextAreaElement;

const textInputTypes = new Set(["text", "search", "url", "tel", "email", "password", "number", ""]);

function textFieldOf(target: EventTarget | null): TextField | HTMLElement | undefined {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && textInputTypes.has(target.type)) return target;
  if (target instanceof HTMLElement && target.isContentEditable) return target;
  return undefined;
}

const currentText = (field: TextField | HTMLElement) =>
  "value" in field ? field.value : (field.textContent ?? "");

/** Which history move a key press asks for, if any. */
export function historyMoveOf(event: KeyboardEvent): "undo" | "redo" | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return undefined;
}

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo. In a text field the marketer has changed,
 * the keys belong to the field's own undo; in one still as it was when focused, to the editor's.
 */
export function useHistoryShortcuts(
  dispatch: (action: EditorAction) => void,
  onMove?: (move: "undo" | "redo") => void,
): void {
  useEffect(() => {
    const valueAtFocus = new WeakMap<HTMLElement, string>();
    const remember = (event: FocusEvent) => {
      const field = textFieldOf(event.target);
      if (field) valueAtFocus.set(field, currentText(field));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const move = historyMoveOf(event);
      if (!move || event.defaultPrevented) return;
      const field = textFieldOf(event.target);
      if (field && valueAtFocus.get(field) !== currentText(field)) return;
      event.preventDefault();
      dispatch({ type: move === "undo" ? "history/undo" : "history/redo" });
      onMove?.(move);
      // The field now shows the undone value: it counts as unchanged again.
      if (field) requestAnimationFrame(() => valueAtFocus.set(field, currentText(field)));
    };
    document.addEventListener("focusin", remember);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("focusin", remember);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [dispatch, onMove]);
}
