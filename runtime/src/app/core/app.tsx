import { ImageLoaderContext } from "@storefront/design-system/lib/image-loader.ts";
import { ThemeProvider } from "@storefront/design-system/theme/theme-provider.tsx";
import { imageLoader } from "@storefront/schemas/stock/vehicle-photo";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useMemo } from "react";
import type { AppRouter, RouterContext } from "./router.tsx";
import { SiteProvider } from "./site-context.tsx";

/** The whole storefront; the server renders it and the browser hydrates the same tree. */
export function App({ context, router }: { context: RouterContext; router: AppRouter }) {
  const { site, origin } = context;
  const images = useMemo(() => imageLoader(site.images, origin), [site.images, origin]);
  return (
    <StrictMode>
      <SiteProvider value={context}>
        <QueryClientProvider client={context.queryClient}>
          <ThemeProvider theme={context.site.theme}>
            <ImageLoaderContext.Provider value={images}>
              <RouterProvider router={router} />
            </ImageLoaderContext.Provider>
          </ThemeProvider>
        </QueryClientProvider>
      </SiteProvider>
    </StrictMode>
  );
}
