import "@storefront/design-system/styles/globals.css";
import { ThemeProvider } from "@storefront/design-system/theme/theme-provider.tsx";
import type { SiteDefinition } from "@storefront/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAppRouter, type RouterContext } from "./app/router.tsx";
import { SiteProvider } from "./app/site-context.tsx";
import { createSearchClient } from "./search/create-search-client.ts";

// The server validated the definition, filled in its defaults and embedded it as JSON data.
const site = JSON.parse(
  document.getElementById("site-definition")?.textContent ?? "{}",
) as SiteDefinition;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const context: RouterContext = {
  site,
  searchClient: createSearchClient(site.integrations.search, window.location.origin),
  now: new Date(),
  origin: window.location.origin,
  queryClient,
};
const router = createAppRouter(context);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SiteProvider value={context}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={site.theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </SiteProvider>
  </StrictMode>,
);
