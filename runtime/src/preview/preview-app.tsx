import { useEffect, useState } from "react";
import { App } from "../app/core/app.tsx";
import type { AppRouter, RouterContext } from "../app/core/router.tsx";
import { PreviewErrorBoundary } from "./preview-error-boundary.tsx";

/**
 * The storefront app, following the router's context: the router announces a load inside the
 * transition that commits its new matches, so a newly shown site and the page data loaded for
 * it appear in the same render, never one without the other.
 */
export function PreviewApp({ router }: { router: AppRouter }) {
  const [context, setContext] = useState(() => router.options.context as RouterContext);
  useEffect(
    () => router.subscribe("onLoad", () => setContext(router.options.context as RouterContext)),
    [router],
  );
  return (
    <PreviewErrorBoundary resetKey={context}>
      <App context={context} router={router} />
    </PreviewErrorBoundary>
  );
}
