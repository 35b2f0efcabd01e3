import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { ServerRendered } from "../../blocks/contract.ts";
import { markPageHydrated } from "../page-hydrated.ts";
import { loadOnFirstUse, type Replay } from "./first-use.ts";
import { gate, HydrateWhenNear } from "./hydrate-when-near.tsx";
import { keepAnchorInView } from "./keep-anchor-in-view.ts";
import { onNearViewport } from "./on-near-viewport.ts";

const subscribeNever = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;

/** The browser's marker of a server-rendered block: React leaves its server HTML as it is. */
const keptHtml = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true };

/**
 * Renders its children once their place comes near the viewport; until then an empty marker
 * holds the place. For blocks that render nothing before their data arrives, so neither their
 * code nor their data loads for a shopper who never scrolls to them. A block's anchor is the
 * marker's id until then, so a link to it scrolls to its place.
 *
 * A block the server renders (`serverRendered`) is inside the marker on the server, and the
 * browser keeps that HTML (React does not touch an element's inner HTML while hydrating) until
 * `load` has brought its code: never on a page the server rendered (`"static"`), or as the
 * shopper first reaches for it (`"until-used"`, see `loadOnFirstUse`). On a page the browser
 * renders, a static or until-used block renders at once. An `"until-near"` block is hydrated in
 * place as it comes near (`HydrateWhenNear`).
 */
export function WhenNearViewport(props: {
  name: string;
  anchor?: string | undefined;
  serverRendered?: ServerRendered | undefined;
  /** Loads the block's code, so it then renders without suspending. */
  load?: () => Promise<unknown>;
  children: ReactNode;
}) {
  if (props.serverRendered === "until-near")
    return (
      <HydrateWhenNear name={props.name} load={props.load}>
        {props.children}
      </HydrateWhenNear>
    );
  return <Deferred {...props} />;
}

function Deferred({
  name,
  anchor,
  serverRendered,
  load,
  children,
}: Parameters<typeof WhenNearViewport>[0]) {
  const renderedAtOnce = serverRendered === "static" || serverRendered === "until-used";
  // The server's snapshot while hydrating what the server rendered, the browser's otherwise.
  const hydrating = useSyncExternalStore(subscribeNever, notHydrating, isHydrating);
  const [near, setNear] = useState(() => renderedAtOnce && !hydrating);
  const marker = useRef<HTMLDivElement>(null);
  const replay = useRef<Replay | undefined>(undefined);
  const [rendered] = useState(gate);
  useEffect(() => {
    markPageHydrated();
    const element = marker.current;
    if (near || !element || serverRendered === "static") return;
    if (serverRendered === "until-used")
      return loadOnFirstUse(element, load ?? (() => Promise.resolve()), (again) => {
        replay.current = again;
        setNear(true);
      });
    // The server's HTML stays until the block's code can replace it at once. As a transition,
    // rendering a large block yields to the browser as it goes, and the marker stays until
    // what the block needs has loaded, so the blocks after it see its height when they are
    // next reached for (the code it does not render, a video player without a video, never loads).
    const render = () => {
      startTransition(() => setNear(true));
      return rendered.opened;
    };
    const show = () => (serverRendered ? Promise.resolve(load?.()).then(render) : render());
    return onNearViewport(element, show);
  }, [near, serverRendered, load, rendered]);
  // As the block's nodes replace the server's, in the same task: focus and what the shopper
  // did meanwhile find the block, and no key can fall on the page in between.
  useLayoutEffect(() => {
    if (near) rendered.open();
    const again = replay.current;
    replay.current = undefined;
    again?.(marker.current as Element);
  }, [near, rendered]);
  useEffect(() => {
    if (!near || !anchor || window.location.hash !== `#${anchor}`) return;
    // A link named this block: blocks loading above it may push it away as it comes.
    return keepAnchorInView(anchor);
  }, [near, anchor]);
  // An until-used block renders in a box of no size of its own, its marker's element (React keeps
  // it), so what the shopper did meanwhile finds its element at the same place.
  if (near)
    return serverRendered === "until-used" ? (
      <div ref={marker} data-slot="used-block" data-block={name} className="contents">
        {children}
      </div>
    ) : (
      children
    );
  const content = serverRendered && (typeof document === "undefined" ? { children } : keptHtml);
  return (
    <div
      ref={marker}
      id={anchor}
      data-slot="deferred-block"
      data-block={name}
      // A static or until-used block's place is no box of its own: an empty one leaves no gap.
      className={serverRendered && serverRendered !== "until-near" ? "contents" : "min-h-px"}
      {...content}
    />
  );
}
