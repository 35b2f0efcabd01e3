import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { CheckIcon, MinusIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

/**
 * Radix checkbox: role="checkbox", Space toggles, `checked` may also be "indeterminate". The mark
 * shows by CSS from the box's own state rather than through Radix's Indicator, whose presence
 * check reads computed styles on every change: a facet list re-rendering a dozen of them
 * would force style work on each click.
 */
export function Checkbox({
  className,
  ...props
}: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "group/checkbox peer size-5 shrink-0 cursor-pointer rounded-sm border border-input bg-background text-primary-foreground",
        "data-[state=checked]:border-ring data-[state=checked]:bg-primary",
        "data-[state=indeterminate]:border-ring data-[state=indeterminate]:bg-primary",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger",
        focusRing,
        className,
      )}
      {...props}
    >
      <span
        data-slot="checkbox-indicator"
        className="pointer-events-none flex items-center justify-center text-current"
      >
        <CheckIcon
          aria-hidden="true"
          className="hidden size-4 group-data-[state=checked]/checkbox:block"
        />
        <MinusIcon
          aria-hidden="true"
          className="hidden size-4 group-data-[state=indeterminate]/checkbox:block"
        />
      </span>
    </CheckboxPrimitive.Root>
  );
}
