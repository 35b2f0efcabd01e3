import type * as React from "react";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast.tsx";
import { dismissToast, useToast } from "./toast-store.ts";

type ToasterProps = React.ComponentProps<typeof ToastViewport> & {
  /** How long a toast stays, in ms. The spec's dealer pages show toasts for 3000 ms. */
  duration?: number;
};

/** Renders the toasts raised with toast(). Mount once, inside the ThemeProvider. */
export function Toaster({ duration = 3000, ...props }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={duration}>
      {toasts.map(({ id, title, description, action, variant, open, duration: own }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={own}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div data-slot="toast-text" className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport {...props} />
    </ToastProvider>
  );
}
