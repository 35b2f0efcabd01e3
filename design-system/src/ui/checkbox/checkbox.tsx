import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

const indicatorClassName = [
  "pointer-events-none mx-auto hidden size-4 bg-current forced-color-adjust-none forced-colors:bg-[CanvasText]",
  // From the box's state by a child selector, not a group variant: that one's `:is(… *)` makes
  // the browser restyle everything inside any element whose data-state changes.
  "[[data-state=checked]>&]:block [[data-state=checked]>&]:mask-icon-check",
  "[[data-state=indeterminate]>&]:block [[data-state=indeterminate]>&]:mask-icon-minus",
].join(" ");

/**
 * Radix checkbox: role="checkbox", Space toggles, `checked` may also be "indeterminate". The mark
 * shows by CSS from the box's own state rather than through Radix's Indicator, whose presence
 * check reads computed styles on every change: a facet list re-rendering a dozen of them
 * would force style work on each click. It is one element masked to the tick or the dash, not
 * icon elements, so a facet list redraws and lays out less.
 */
export function Checkbox({
  className,
  ...props
}: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer size-5 shrink-0 cursor-pointer rounded-sm border border-input bg-background text-primary-foreground",
        "data-[state=checked]:border-ring data-[state=checked]:bg-primary",
        "data-[state=indeterminate]:border-ring data-[state=indeterminate]:bg-primary",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger",
        focusRing,
        className,
      )}
      {...props}
    >
      <span data-slot="checkbox-indicator" aria-hidden="true" className={indicatorClassName} />
    </CheckboxPrimitive.Root>
  );
}
