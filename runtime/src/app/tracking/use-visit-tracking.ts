import { afterPaint } from "@storefront/design-system/lib/after-paint.ts";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { recordVisit } from "../../connectors/leads/visit-tracking.ts";

/**
 * Records each page the shopper opens during the visit, for the leads they send: once the page
 * is painted, since writing the visit to storage would hold up the frame of a new search.
 */
export function useVisitTracking(): void {
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    afterPaint(() => recordVisit(sessionStorage, new URL(href, window.location.origin)));
  }, [href]);
}
