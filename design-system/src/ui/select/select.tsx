import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { controlClassName } from "../input/input.tsx";

/**
 * A styled native <select>: phones show their own picker, and keyboard and screen reader support
 * come with the element. Options are plain <option> and <optgroup> children.
 */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="select-wrapper" className="relative w-full">
      <select
        data-slot="select"
        className={cn(
          controlClassName,
          "h-10 cursor-pointer appearance-none py-2 pr-10",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        data-slot="select-icon"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
