import { useCallback, useLayoutEffect, useRef } from "react";
import { afterPaint } from "../../lib/after-paint.ts";

/**
 * A page link followed while the results' top is above the screen (from the pagination at their
 * foot) brings the page to its top in the render that shows the new page's results: not at the
 * navigation, which would show the previous page's cards there for a frame first. Scrolling to
 * the very top needs no layout of the new cards (that position is never clamped). Until the
 * frame is painted the section is marked `data-jumped`, for what the scroll brings under a still
 * pointer to take its hover look without a transition.
 */
export function usePageScroll(shownHref: string | undefined) {
  const sectionRef = useRef<HTMLElement>(null);
  const wanted = useRef<string | undefined>(undefined);
  /** Notes a page link followed; read at the click, when the page is laid out already. */
  const followed = useCallback((href: string) => {
    const top = sectionRef.current?.getBoundingClientRect().top;
    wanted.current = top !== undefined && top < 0 ? href : undefined;
  }, []);
  useLayoutEffect(() => {
    const section = sectionRef.current;
    const href = wanted.current;
    wanted.current = undefined;
    if (!section || href === undefined || href !== shownHref) return;
    section.dataset.jumped = "";
    window.scrollTo(0, 0);
    afterPaint(() => delete section.dataset.jumped);
  }, [shownHref]);
  return { sectionRef, followed };
}
