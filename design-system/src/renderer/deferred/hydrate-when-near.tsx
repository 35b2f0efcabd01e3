import { type ReactNode, Suspense, use, useCallback, useEffect, useRef, useState } from "react";
import { useLatest } from "../../lib/use-latest.ts";
import { markPageHydrated } from "../page-hydrated.ts";
import { onNearViewport } from "./on-near-viewport.ts";

type Gate = { opened: Promise<void>; open: () => void };

/** A promise and what resolves it. */
export function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Holds its children back (suspends) until the gate opens; then tells its place it is live. */
function Gated({
  gate,
  onLive,
  children,
}: {
  gate: Gate;
  onLive: () => void;
  children: ReactNode;
}) {
  use(gate.opened);
  useEffect(() => onLive(), [onLive]);
  return children;
}

/**
 * A block the server renders in full whose code loads as the shopper comes near it
 * (`serverRendered: "until-near"`). While the page hydrates, the block's Suspense boundary stays
 * as the server rendered it (React leaves a suspended boundary's HTML in place); once near, its
 * code loads and React hydrates that HTML where it stands, so the block comes alive without new
 * elements, style or layout. On a page the browser renders, the block renders once near.
 */
export function HydrateWhenNear({
  name,
  load,
  children,
}: {
  name: string;
  /** Loads the block's code, so it then renders without suspending. */
  load?: (() => Promise<unknown>) | undefined;
  children: ReactNode;
}) {
  const onServer = typeof document === "undefined";
  const [near] = useState(gate);
  const [hydrated] = useState(gate);
  const [live, setLive] = useState(false);
  const onLive = useCallback(() => {
    setLive(true);
    hydrated.open();
  }, [hydrated]);
  const marker = useRef<HTMLDivElement>(null);
  const loadRef = useLatest(load);
  useEffect(() => {
    markPageHydrated();
    const element = marker.current;
    if (!element) return;
    // Done once hydrated, so the blocks after it are reached for from where it stands.
    return onNearViewport(element, () =>
      Promise.resolve(loadRef.current?.())
        .then(near.open)
        .then(() => hydrated.opened),
    );
  }, [near, hydrated]);
  return (
    <div
      ref={marker}
      // Until live, the place of a block still to come (what tests and the studio look for).
      data-slot={live ? "near-block" : "deferred-block"}
      data-block={name}
      className="min-h-px"
    >
      <Suspense fallback={null}>
        {onServer ? (
          children
        ) : (
          <Gated gate={near} onLive={onLive}>
            {children}
          </Gated>
        )}
      </Suspense>
    </div>
  );
}
