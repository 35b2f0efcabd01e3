import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { CheckIcon, MinusIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

/** Radix checkbox: role="checkbox", Space toggles, `checked` may also be "indeterminate". */
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
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center text-current"
      >
        <CheckIcon aria-hidden="true" className="size-4 group-data-[state=indeterminate]:hidden" />
        <MinusIcon
          aria-hidden="true"
          className="hidden size-4 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
