import { stickyBarsShown } from "@storefront/rules/vehicle/actions/sticky-bars";
import { useEffect, useState } from "react";

type Shown = ReturnType<typeof stickyBarsShown>;
const hidden: Shown = { header: false, callBar: false };

/**
 * Which sticky bars show now: measured once a frame while the page scrolls, re-rendering only
 * when a bar comes or goes; none on the server and before the page has scrolled.
 */
export function useStickyBars(callBarEnabled: boolean, callBarThreshold: number): Shown {
  const [shown, setShown] = useState(hidden);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = stickyBarsShown(window.scrollY, {
        enabled: callBarEnabled,
        threshold: callBarThreshold,
      });
      setShown((now) => (now.header === next.header && now.callBar === next.callBar ? now : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [callBarEnabled, callBarThreshold]);
  return shown;
}

/**
 * Keeps focused elements clear of the bars (WCAG 2.4.11): the browser scrolls a focused element
 * into view inside the page's scroll padding, which follows the bars' heights.
 */
export function useScrollPadding(top: HTMLElement | null, bottom: HTMLElement | null) {
  useEffect(() => {
    const root = document.documentElement.style;
    root.scrollPaddingTop = top ? `${top.offsetHeight + 8}px` : "";
    root.scrollPaddingBottom = bottom ? `${bottom.offsetHeight + 8}px` : "";
    return () => {
      root.scrollPaddingTop = "";
      root.scrollPaddingBottom = "";
    };
  }, [top, bottom]);
}
