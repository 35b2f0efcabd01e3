import { useToast } from "@storefront/design-system/ui/toast/toast-store.ts";
import { lazy, Suspense } from "react";

const Toaster = lazy(() =>
  import("@storefront/design-system/ui/toast/toaster.tsx").then((module) => ({
    default: module.Toaster,
  })),
);

/** The toast viewport loads with the first toast, keeping it off every page's first load. */
export function LazyToaster() {
  const { toasts } = useToast();
  if (!toasts.length) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
