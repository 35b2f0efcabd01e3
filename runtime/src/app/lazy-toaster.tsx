import { lazy, Suspense } from "react";
import { useToasterRequested } from "./toaster-request.ts";

const Toaster = lazy(() =>
  import("@storefront/design-system/ui/toast/toaster.tsx").then((module) => ({
    default: module.Toaster,
  })),
);

/**
 * The toast viewport, with the toast store, loads when toasts are first asked for
 * (`requestToaster`), keeping both off every page's first load.
 */
export function LazyToaster() {
  if (!useToasterRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
