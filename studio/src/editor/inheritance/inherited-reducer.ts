import { mergeDefinitions, overridePart, resetPart } from "@storefront/schemas";
import type { EditorAction } from "../actions.ts";
import { applyEdit, editorReducer } from "../editor-reducer.ts";
import type { Draft } from "../editor-state.ts";
import { type EditorHistory, record } from "../history/history.ts";
import { mergeKeyOf } from "../history/merge-key.ts";
import { ownAfterEdit } from "./own-after-edit.ts";

type Json = Record<string, unknown>;

/** A rooftop's own document and the site it shows: its group's site with its own values over it. */
export type Inherited = {
  /** The group's site (merged with its own group), as the studio held it on opening. */
  parent: Draft;
  /** The merged site of a rooftop's own document; the same object for the same document. */
  shown: (own: Draft) => Draft;
};

export function inherited(parent: Draft): Inherited {
  const merged = new WeakMap<Draft, Draft>();
  return {
    parent,
    shown(own) {
      let site = merged.get(own);
      if (!site) {
        site = mergeDefinitions(parent as Json, own as Json) as Draft;
        merged.set(own, site);
      }
      return site;
    },
  };
}

/**
 * The editor's reducer for a rooftop: its history holds the rooftop's own documents; every edit
 * is made on the site it shows and what it changed becomes its own. Override copies the group's
 * value of a part into it, reset removes its own so the group's applies again.
 */
export function inheritedReducer(
  { parent, shown }: Inherited,
  history: EditorHistory,
  action: EditorAction,
  at: number = Date.now(),
): EditorHistory {
  const own = history.present as Json;
  switch (action.type) {
    case "draft/load":
    case "history/undo":
    case "history/redo":
      return editorReducer(history, action, at);
    case "part/override":
      return record(history, overridePart(parent as Json, own, action.part) as Draft, null, at);
    case "part/reset":
      return record(history, resetPart(own, action.part) as Draft, null, at);
    default: {
      const before = shown(history.present);
      const after = applyEdit(before, action);
      if (after === before) return history;
      const next = ownAfterEdit(history.present, before, after);
      return record(history, next, mergeKeyOf(action), at);
    }
  }
}
