import { cn } from "@storefront/design-system/lib/cn.ts";
import { IconButton, type IconButtonProps } from "@storefront/design-system/ui/button/button.tsx";
import { useEffect, useState } from "react";

/**
 * An icon-only action in a row (move, nest, remove) whose name shows as a tooltip while it is
 * hovered or focused by keyboard. The tooltip can itself be hovered and Escape dismisses it
 * (WCAG 1.4.13); screen readers get the name from the button, so the tooltip is hidden from them.
 */
export function RowAction({ label, ...props }: IconButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    document.addEventListener("keydown", dismiss);
    return () => document.removeEventListener("keydown", dismiss);
  }, [open]);
  useEffect(() => {
    if (!hovered && !focused) setDismissed(false);
  }, [hovered, focused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only shows the button's own name
    <span
      className="relative inline-flex"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      onBlur={() => setFocused(false)}
    >
      <IconButton label={label} {...props} />
      <span
        aria-hidden="true"
        data-slot="row-action-tooltip"
        className={cn(
          "absolute bottom-full left-1/2 z-30 -translate-x-1/2 whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-background text-xs shadow",
          !open && "hidden",
        )}
      >
        {label}
      </span>
    </span>
  );
}
