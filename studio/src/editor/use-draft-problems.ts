import { type Problem, validateSiteDefinition } from "@storefront/schemas";
import { type SiteIdContext, siteIdProblem } from "@storefront/schemas/studio/site-id";
import { useDeferredValue, useMemo, useRef } from "react";
import { sameProblems } from "../problems/problems-under.ts";
import type { Draft } from "./editor-state.ts";

const none: Problem[] = [];

function problemsOf(draft: Draft, siteIds: SiteIdContext | undefined): Problem[] {
  const result = validateSiteDefinition(draft);
  const problems = result.ok ? none : result.problems;
  // The id's own format is the schema's to report; the rule adds whether this site may have it.
  if (!siteIds || problems.some((problem) => problem.pointer === "/slug")) return problems;
  const message = typeof draft.slug === "string" ? siteIdProblem(draft.slug, siteIds) : undefined;
  return message ? [{ pointer: "/slug", message }, ...problems] : problems;
}

/**
 * The draft's problems, checked after each edit has been drawn: the check runs in a deferred
 * render, so an edit's commit never waits for it. The list keeps its identity while its content
 * does not change, so nothing re-renders for an unchanged list. `checking` while it lags the draft.
 */
export function useDraftProblems(
  draft: Draft,
  /** What the site's id is checked against, once the studio knows the other sites. */
  siteIds?: SiteIdContext,
): {
  problems: Problem[];
  checking: boolean;
  checkedDraft: Draft;
} {
  const checked = useDeferredValue(draft);
  const previous = useRef(none);
  const problems = useMemo(() => {
    const next = problemsOf(checked, siteIds);
    return sameProblems(next, previous.current) ? previous.current : next;
  }, [checked, siteIds]);
  previous.current = problems;
  return { problems, checking: checked !== draft, checkedDraft: checked };
}
