import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { ModalContent } from "../dialog/dialog.tsx";

/*
 * A side sheet: a Radix dialog (focus trap, Escape, focus return) that slides in from an edge.
 * The slide takes 300 ms, as the spec sets for drawers, and is skipped for reduced motion.
 */

export function Drawer(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="drawer" {...props} />;
}

export function DrawerTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="drawer-trigger" {...props} />;
}

export function DrawerClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="drawer-close" {...props} />;
}

const drawerContentVariants = cva(
  [
    "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card p-6 text-card-foreground shadow-lg",
    "motion-safe:data-[state=closed]:animate-exit motion-safe:data-[state=open]:animate-enter",
  ],
  {
    variants: {
      side: {
        right: "inset-y-0 right-0 h-full w-3/4 max-w-sm border-l enter-from-right exit-to-right",
        left: "inset-y-0 left-0 h-full w-3/4 max-w-sm border-r enter-from-left exit-to-left",
        top: "inset-x-0 top-0 max-h-[85dvh] border-b enter-from-top exit-to-top",
        bottom: "inset-x-0 bottom-0 max-h-[85dvh] border-t enter-from-bottom exit-to-bottom",
      },
    },
    defaultVariants: { side: "right" },
  },
);

type DrawerContentProps = Omit<React.ComponentProps<typeof ModalContent>, "kind"> & {
  side?: "right" | "left" | "top" | "bottom";
};

export function DrawerContent({ className, side = "right", ...props }: DrawerContentProps) {
  return (
    <ModalContent
      kind="drawer"
      data-side={side}
      className={cn(drawerContentVariants({ side }), className)}
      {...props}
    />
  );
}

export function DrawerHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="drawer-header" className={cn("grid gap-1.5 pr-8", className)} {...props} />
  );
}

export function DrawerFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="drawer-footer"
      className={cn("mt-auto flex flex-col gap-2", className)}
      {...props}
    />
  );
}

export function DrawerTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="drawer-title"
      className={cn("font-heading font-semibold text-lg", className)}
      {...props}
    />
  );
}

export function DrawerDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="drawer-description"
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}
