import { Toaster } from "@storefront/design-system/ui/toast/toaster.tsx";
import type { StudioApi } from "@storefront/schemas/studio-api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { StudioApiProvider } from "../api/studio-api-context.tsx";
import { isAccessError } from "../api/studio-api-error.ts";
import { SiteListScreen } from "../sites/site-list-screen.tsx";
import { useStudioRoute } from "./use-studio-route.ts";

const LeadsScreen = lazy(() =>
  import("../leads/leads-screen.tsx").then((module) => ({ default: module.LeadsScreen })),
);

const EditorScreen = lazy(() =>
  import("../layout/editor-screen.tsx").then((module) => ({ default: module.EditorScreen })),
);

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Asking again without the token cannot succeed.
        retry: (count, error) => !isAccessError(error) && count < 2,
      },
    },
  });
}

/** The studio: the site list, the editor of one site, or the served sites' leads. */
export function StudioApp({ api }: { api: StudioApi }) {
  const [queryClient] = useState(createQueryClient);
  const [route] = useStudioRoute();
  return (
    <QueryClientProvider client={queryClient}>
      <StudioApiProvider api={api}>
        <div className="min-h-dvh bg-background font-sans text-foreground">
          {route.screen === "editor" ? (
            <Suspense fallback={<p className="p-6">Opening the editor…</p>}>
              <EditorScreen key={route.slug} route={route} />
            </Suspense>
          ) : route.screen === "leads" ? (
            <Suspense fallback={<p className="p-6">Opening the leads…</p>}>
              <LeadsScreen route={route} />
            </Suspense>
          ) : (
            <SiteListScreen />
          )}
        </div>
        <Toaster duration={6000} />
      </StudioApiProvider>
    </QueryClientProvider>
  );
}
