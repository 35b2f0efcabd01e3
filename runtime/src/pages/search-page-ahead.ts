import { afterPaint } from "@storefront/design-system/lib/after-paint.ts";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { quickAnswer } from "./load-search.ts";

/** A search the shopper chose on the page, and the address the page was at when they chose it. */
type Ahead = { refinements: Refinements; from: string };

/** What a change on the page asks for: the search, its answer, and the move to its address. */
export type AheadChange = {
  refinements: Refinements;
  answer: Promise<unknown>;
  navigate: () => void;
};

/**
 * The search the page shows: the URL's, or the one the shopper has just chosen on the page, shown
 * as soon as its answer comes (or `quickAnswer`'s wait is over) and before the router moves to
 * its address. The router's navigation (matching, validating, loading, committing) then runs
 * once the new results are painted, and finds the answer already in the query cache; the URL
 * stays the search's state, a moment later. A change made before that move replaces it; an
 * address reached otherwise (back, forward, a link) shows its own search.
 *
 * `urlKey` names the address the page shows; the search is kept as the same object while its
 * value is the same, so the page's parts drawn from it are not drawn again when the URL catches up.
 */
export function useSearchAhead(urlRefinements: Refinements, urlKey: string) {
  const [ahead, setAhead] = useState<Ahead>();
  const at = useRef(urlKey);
  at.current = urlKey;
  const latest = useRef(0);
  // Once the page is at another address (the chosen search's, or one reached by back or
  // forward), the URL's search is the one shown, and the choice is done with.
  if (ahead && ahead.from !== urlKey) setAhead(undefined);
  const shown = useSameValue(ahead?.from === urlKey ? ahead.refinements : urlRefinements);
  const shownNow = useRef(shown);
  shownNow.current = shown;
  /** The search chosen last, until its results are shown. */
  const chosen = useRef<Refinements>(undefined);
  /** Changes waiting to be made on top of the search chosen before them. */
  const rebasing = useRef<Promise<void>>(undefined);
  /**
   * Calls `then` with a change worked out from the search shown: made on top of a search chosen
   * before it whose results are not shown yet (rare: what merges the two loads only then).
   */
  const rebase = useCallback((next: Refinements, then: (next: Refinements) => void) => {
    const seen = shownNow.current;
    if (!chosen.current && !rebasing.current) return then(next);
    const step = (rebasing.current ?? Promise.resolve()).then(async () => {
      // Not loaded (offline), the change is made as the shopper saw it.
      const rules = await import("@storefront/rules/search/rebased-change").catch(() => undefined);
      const onto = chosen.current ?? shownNow.current;
      then(onto === seen || !rules ? next : rules.rebasedChange(seen, next, onto));
    });
    rebasing.current = step;
    void step.finally(() => {
      if (rebasing.current === step) rebasing.current = undefined;
    });
  }, []);
  const goAhead = useCallback(({ refinements, answer, navigate }: AheadChange) => {
    const turn = ++latest.current;
    const from = at.current;
    chosen.current = refinements;
    const current = () => turn === latest.current && at.current === from;
    void quickAnswer(answer).then(() => {
      if (turn === latest.current) chosen.current = undefined;
      if (!current()) return;
      // The answer's own task draws it: no frame of the old results comes between.
      flushSync(() => setAhead({ refinements, from }));
      afterPaint(() => {
        if (current()) navigate();
      });
    });
  }, []);
  return [shown, goAhead, rebase] as const;
}

/** `value`, or the object last returned while it held the same value. */
function useSameValue<T>(value: T): T {
  const kept = useRef({ value, json: JSON.stringify(value) });
  if (kept.current.value !== value) {
    const json = JSON.stringify(value);
    if (json !== kept.current.json) kept.current = { value, json };
  }
  return kept.current.value;
}
