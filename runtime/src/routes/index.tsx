import { createFileRoute } from "@tanstack/react-router";
import { useSite } from "../app/site-context.tsx";
import { PageView } from "../pages/page-view.tsx";
import { pageOf, preloadPage } from "../pages/preload-page.ts";

export const Route = createFileRoute("/")({
  loader: ({ context }) => preloadPage(pageOf(context.site, "home")),
  component: HomePage,
});

function HomePage() {
  const { site } = useSite();
  const page = site.pages.find((entry) => entry.template === "home");
  return page ? <PageView page={page} /> : null;
}
