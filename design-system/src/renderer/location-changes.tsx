import { createContext, useContext, useEffect } from "react";
import { useLatest } from "../lib/use-latest.ts";

/** Calls the listener after every change of the page's address; returns how to stop. */
export type SubscribeToLocation = (listener: () => void) => () => void;

const noLocationChanges: SubscribeToLocation = () => () => {};
const LocationChangesContext = createContext<SubscribeToLocation>(noLocationChanges);

/** The runtime supplies its router's history; elsewhere the address never changes. */
export const LocationChangesProvider = LocationChangesContext.Provider;

/**
 * Runs `onChange` whenever the address changes (a link followed, Back, Forward), without
 * rendering the caller for addresses it does not otherwise read: a menu closes on any
 * navigation while its marks follow only the paths its links name.
 */
export function useOnLocationChange(onChange: () => void): void {
  const subscribe = useContext(LocationChangesContext);
  const latest = useLatest(onChange);
  useEffect(() => subscribe(() => latest.current()), [subscribe]);
}
