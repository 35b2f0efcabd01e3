import type * as React from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A placeholder block while content loads. It is decorative: mark the loading region with
 * aria-busy (and a visually hidden "Loading" text) where it matters.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
