import type { Page } from "@storefront/schemas";
import { createFileRoute } from "@tanstack/react-router";
import { PageView } from "../pages/page-view.tsx";
import { loadPage } from "../pages/preload-page.ts";

export const Route = createFileRoute("/")({
  loader: ({ context }) => loadPage(context.site, "home"),
  component: HomePage,
});

function HomePage() {
  const page: Page | undefined = Route.useLoaderData();
  return page ? <PageView page={page} /> : null;
}
