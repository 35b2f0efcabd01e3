import { Slot } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../button/button.tsx";

export type LinkButtonProps = React.ComponentProps<"a"> &
  VariantProps<typeof buttonVariants> & {
    /** Style the single child instead of rendering an <a>, e.g. a router's <Link>. */
    asChild?: boolean;
  };

/** A link that looks like a button: it navigates, so it stays an <a> for assistive technology. */
export function LinkButton({
  className,
  variant = "primary",
  size = "md",
  asChild = false,
  ...props
}: LinkButtonProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="link-button"
      data-variant={variant}
      data-size={size}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
