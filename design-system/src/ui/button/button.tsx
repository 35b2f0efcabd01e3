import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

/*
 * Filled variants show hover with an inner ring in their own text colour rather than a lighter or
 * darker fill: a fill change could push a dealer colour below 4.5:1 against its text.
 */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-[color,background-color,box-shadow]",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary:
          "bg-primary text-primary-foreground hover:inset-ring-2 hover:inset-ring-primary-foreground/40",
        secondary:
          "bg-accent text-accent-foreground hover:inset-ring-2 hover:inset-ring-accent-foreground/40",
        outline: "border border-input bg-background text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        danger:
          "bg-danger text-danger-foreground hover:inset-ring-2 hover:inset-ring-danger-foreground/40",
        link: "text-foreground underline decoration-2 decoration-ring underline-offset-4 hover:decoration-foreground",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
        "icon-sm": "size-8",
        "icon-lg": "size-12",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (for example a router link) with the button's styles. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant = "primary",
  size = "md",
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-size={size}
      type={asChild ? type : (type ?? "button")}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

const iconButtonSizes = { sm: "icon-sm", md: "icon", lg: "icon-lg" } as const;

export type IconButtonProps = Omit<ButtonProps, "size" | "aria-label"> & {
  /** The accessible name; the button shows only its icon. */
  label: string;
  size?: keyof typeof iconButtonSizes;
};

/** A square button that shows only an icon and is named by `label`. */
export function IconButton({ label, size = "md", variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      variant={variant}
      size={iconButtonSizes[size]}
      {...props}
    />
  );
}
