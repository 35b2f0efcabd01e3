import * as DialogPrimitive from "@radix-ui/react-dialog";
import { XIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { usePortalContainer } from "../../theme/theme-context.ts";
import { IconButton } from "../button/button.tsx";

/*
 * Radix dialog: focus moves into the content and is trapped there, Escape and the close button
 * close it, and focus returns to the trigger. Every dialog needs a DialogTitle.
 */

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Portals into the nearest ThemeProvider so the dialog keeps the site theme. */
function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  const container = usePortalContainer();
  return <DialogPrimitive.Portal data-slot="dialog-portal" container={container} {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-foreground/60 enter-fade exit-fade",
        "motion-safe:data-[state=closed]:animate-exit motion-safe:data-[state=open]:animate-enter",
        className,
      )}
      {...props}
    />
  );
}

type ModalContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Names the parts in `data-slot`: `<kind>-content` and `<kind>-close-button`. */
  kind: "dialog" | "drawer";
  /** Show the round close button in the top corner (default true). */
  showCloseButton?: boolean;
  /** The element that gets focus back when it closes (a lazily loaded one's button). */
  returnFocus?: React.RefObject<HTMLElement | null> | undefined;
};

/**
 * What an open dialog or drawer shows: its content portalled over the overlay, with the round
 * close button in the top corner. Each places and sizes it through `className`.
 */
export function ModalContent({
  kind,
  children,
  showCloseButton = true,
  returnFocus,
  onCloseAutoFocus,
  ...props
}: ModalContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot={`${kind}-content`}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus.current?.focus();
        }}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close asChild>
            <IconButton
              data-slot={`${kind}-close-button`}
              label="Close"
              size="sm"
              className="absolute top-3 right-3"
            >
              <XIcon aria-hidden="true" />
            </IconButton>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

type DialogContentProps = Omit<ModalContentProps, "kind">;

export function DialogContent({ className, ...props }: DialogContentProps) {
  return (
    <ModalContent
      kind="dialog"
      className={cn(
        "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-popup -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
        "rounded-lg border bg-card p-6 text-card-foreground shadow-lg",
        "enter-fade enter-zoom exit-fade exit-zoom motion-safe:data-[state=closed]:animate-exit motion-safe:data-[state=open]:animate-enter",
        className,
      )}
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("grid gap-2 pr-8 text-left", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("font-heading font-semibold text-lg leading-tight", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}
