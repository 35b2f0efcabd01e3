import type * as React from "react";
import { cn } from "../lib/cn.ts";
import { useSiteTheme } from "./theme-context.ts";

/** The dealer logo from the site theme; renders nothing when the site has none. */
export function BrandLogo({
  className,
  ...props
}: Omit<React.ComponentProps<"img">, "src" | "alt">) {
  const logo = useSiteTheme()?.logo;
  if (!logo) return null;
  return (
    <img
      data-slot="brand-logo"
      src={logo.url}
      alt={logo.alt}
      className={cn("h-10 w-auto object-contain", className)}
      {...props}
    />
  );
}
