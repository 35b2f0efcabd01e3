import { ThemeProvider } from "@storefront/design-system/theme/theme-provider.tsx";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import type { AppRouter, RouterContext } from "./router.tsx";
import { SiteProvider } from "./site-context.tsx";

/** The whole storefront; the server renders it and the browser hydrates the same tree. */
export function App({ context, router }: { context: RouterContext; router: AppRouter }) {
  return (
    <StrictMode>
      <SiteProvider value={context}>
        <QueryClientProvider client={context.queryClient}>
          <ThemeProvider theme={context.site.theme}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </QueryClientProvider>
      </SiteProvider>
    </StrictMode>
  );
}
