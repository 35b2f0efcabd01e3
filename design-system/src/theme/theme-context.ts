import type { SiteTheme } from "@storefront/schemas/theme";
import { createContext, type RefObject, useContext, useEffect, useState } from "react";

export type ThemeContextValue = {
  theme: SiteTheme;
  /**
   * The themed root element; dialogs, drawers and toasts portal into it to keep its tokens. A ref,
   * not state: a context value that changed once the element existed would make React hydrate
   * every server-rendered block at once, in one long task, instead of a little at a time.
   */
  portalContainer: RefObject<HTMLElement | null>;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The site theme of the nearest ThemeProvider, or null outside one. */
export function useSiteTheme(): SiteTheme | null {
  return useContext(ThemeContext)?.theme ?? null;
}

/**
 * Where overlays should portal to: inside the nearest ThemeProvider so `data-theme` and the dealer
 * colours still apply. Undefined (Radix's default, document.body) outside a provider.
 */
export function usePortalContainer(): HTMLElement | undefined {
  const container = useContext(ThemeContext)?.portalContainer;
  const element = container?.current ?? undefined;
  const [, setAttached] = useState(false);
  // In the page's first render the provider's element does not exist yet; a dialog that is open
  // from the start renders once more when it does.
  useEffect(() => {
    if (!element && container?.current) setAttached(true);
  }, [element, container]);
  return element;
}
