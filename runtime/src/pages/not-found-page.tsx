import { useSite } from "../app/site-context.tsx";
import { PageView } from "./page-view.tsx";

/** The site's own not-found page; the server answers such paths with a 404 status. */
export function NotFoundPage() {
  const { site } = useSite();
  const page = site.pages.find((entry) => entry.template === "not-found");
  return page ? <PageView page={page} /> : <p className="p-6">Page not found.</p>;
}
