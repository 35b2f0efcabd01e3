import { describe, expect, it } from "vitest";
import { historyMoveOf } from "./use-history-shortcuts.ts";

const press = (key: string, modifiers: Partial<KeyboardEvent> = {}) =>
  ({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  }) as KeyboardEvent;

describe("undo and redo keys", () => {
  it("undoes with Ctrl+Z and Cmd+Z", () => {
    expect(historyMoveOf(press("z", { ctrlKey: true }))).toBe("undo");
    expect(historyMoveOf(press("z", { metaKey: true }))).toBe("undo");
  });

  it("redoes with Shift+Ctrl+Z, Shift+Cmd+Z and Ctrl+Y", () => {
    expect(historyMoveOf(press("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(historyMoveOf(press("z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(historyMoveOf(press("y", { ctrlKey: true }))).toBe("redo");
  });

  it("ignores the letters alone", () => {
    expect(historyMoveOf(press("z"))).toBeUndefined();
    expect(historyMoveOf(press("y"))).toBeUndefined();
  });
});
