import type { SiteTheme } from "@storefront/schemas/theme";
import type * as React from "react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { cn } from "../lib/cn.ts";
import { ThemeContext } from "./theme-context.ts";
import { themeVariables } from "./theme-variables.ts";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

type ThemeProviderProps = React.ComponentProps<"div"> & { theme: SiteTheme };

/**
 * Applies a site theme to everything inside it: the manufacturer theme through `data-theme`, the
 * dealer's brand colours as CSS variables on this element's style (CSSOM, so no inline <style>
 * is needed under the site's Content-Security-Policy).
 */
export function ThemeProvider({ theme, className, style, children, ...props }: ThemeProviderProps) {
  const element = useRef<HTMLDivElement>(null);
  const { primary, accent } = theme.brandColours ?? {};
  const variables = useMemo(
    () => themeVariables({ brandColours: { primary, accent } }),
    [primary, accent],
  );

  // Server-rendered style attributes are blocked by the CSP and hydration does not repair them,
  // so the variables are also written through element.style once the element exists.
  useIsomorphicLayoutEffect(() => {
    const { style } = element.current ?? {};
    if (!style) return;
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) style.removeProperty(name);
    };
  }, [variables]);

  const context = useMemo(() => ({ theme, portalContainer: element }), [theme]);

  return (
    <ThemeContext.Provider value={context}>
      <div
        ref={element}
        data-slot="theme-provider"
        data-theme={theme.manufacturer}
        className={cn("bg-background font-sans text-foreground", className)}
        style={{ ...(variables as React.CSSProperties), ...style }}
        {...props}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
