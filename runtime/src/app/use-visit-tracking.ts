import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { recordVisit } from "../connectors/leads/visit-tracking.ts";

/** Records each page the shopper opens during the visit, for the leads they send. */
export function useVisitTracking(): void {
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    recordVisit(sessionStorage, new URL(href, window.location.origin));
  }, [href]);
}
