import type { SiteTheme } from "@storefront/schemas/theme";
import { createContext, useContext } from "react";

export type ThemeContextValue = {
  theme: SiteTheme;
  /** The themed root element; dialogs, drawers and toasts portal into it to keep its tokens. */
  portalContainer: HTMLElement | null;
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
  return useContext(ThemeContext)?.portalContainer ?? undefined;
}
