import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { controlClassName } from "../input/input.tsx";

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClassName, "min-h-20 py-2", className)}
      {...props}
    />
  );
}
