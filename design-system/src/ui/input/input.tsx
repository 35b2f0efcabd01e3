import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

/** Shared by text inputs, textareas and selects so every form control looks alike. */
export const controlClassName = [
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground",
  "placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger",
  focusRing,
].join(" ");

/** Text input. Font size stays at 16px so phones do not zoom in on focus. */
export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClassName,
        "h-10 py-2 file:border-0 file:bg-transparent file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
