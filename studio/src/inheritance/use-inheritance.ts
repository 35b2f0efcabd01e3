import { type InheritedPart, isOverridden } from "@storefront/schemas";
import { useCallback, useSyncExternalStore } from "react";
import { useEditorStore } from "../editor/editor-context.ts";

export type Inheritance = {
  /** The group's site's name. */
  groupName: string;
  /** Whether the rooftop has its own value of the part (else it shows the group's). */
  isOwn: (part: InheritedPart) => boolean;
  /** Whether the group has the part (a page a rooftop added is its alone). */
  inGroup: (part: InheritedPart) => boolean;
  override: (part: InheritedPart) => void;
  reset: (part: InheritedPart) => void;
};

/**
 * For a rooftop of a group: which parts are its own, and overriding or resetting one. Null for
 * a site of its own. Re-renders only when the rooftop's own values change.
 */
export function useInheritance(): Inheritance | null {
  const store = useEditorStore();
  const own = useSyncExternalStore(store.subscribe, store.getOwnDraft, store.getOwnDraft);
  const override = useCallback(
    (part: InheritedPart) => store.dispatch({ type: "part/override", part }),
    [store],
  );
  const reset = useCallback(
    (part: InheritedPart) => store.dispatch({ type: "part/reset", part }),
    [store],
  );
  const group = store.group;
  if (!group) return null;
  return {
    groupName: group.name,
    inGroup: (part) =>
      "field" in part || (group.parent.pages ?? []).some((page) => page.id === part.page),
    isOwn: (part) => isOverridden(own as Record<string, unknown>, part),
    override,
    reset,
  };
}
