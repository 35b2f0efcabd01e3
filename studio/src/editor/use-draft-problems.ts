import { type Problem, validateSiteDefinition } from "@storefront/schemas";
import { useDeferredValue, useMemo, useRef } from "react";
import { sameProblems } from "../problems/problems-under.ts";
import type { Draft } from "./editor-state.ts";

const none: Problem[] = [];

function problemsOf(draft: Draft): Problem[] {
  const result = validateSiteDefinition(draft);
  return result.ok ? none : result.problems;
}

/**
 * The draft's problems, checked after each edit has been drawn: the check runs in a deferred
 * render, so an edit's commit never waits for it. The list keeps its identity while its content
 * does not change, so nothing re-renders for an unchanged list. `checking` while it lags the draft.
 */
export function useDraftProblems(draft: Draft): {
  problems: Problem[];
  checking: boolean;
  checkedDraft: Draft;
} {
  const checked = useDeferredValue(draft);
  const previous = useRef(none);
  const problems = useMemo(() => {
    const next = problemsOf(checked);
    return sameProblems(next, previous.current) ? previous.current : next;
  }, [checked]);
  previous.current = problems;
  return { problems, checking: checked !== draft, checkedDraft: checked };
}
