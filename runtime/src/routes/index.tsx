import { createFileRoute } from "@tanstack/react-router";
import { useSite } from "../app/site-context.tsx";
import { PageView } from "../pages/page-view.tsx";

export const Route = createFileRoute("/")({ component: HomePage });

function HomePage() {
  const { site } = useSite();
  const page = site.pages.find((entry) => entry.template === "home");
  return page ? <PageView page={page} /> : null;
}
