import { useCallback, useSyncExternalStore } from "react";
import { type Journey, startOfJourney } from "./checkout-journey.ts";

/*
 * Each car's checkout journey, shared by the page's step blocks (each rendered by the page on
 * its own): one keeps the shopper's choice, the others follow.
 */
const journeys = new Map<string, Journey>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The journey through the checkout of `key` (the site and the car), and a way to change it. */
export function useJourney(key: string) {
  const journey = useSyncExternalStore(
    subscribe,
    () => journeys.get(key) ?? startOfJourney,
    () => startOfJourney,
  );
  const change = useCallback(
    (next: (current: Journey) => Journey) => {
      journeys.set(key, next(journeys.get(key) ?? startOfJourney));
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [journey, change] as const;
}
