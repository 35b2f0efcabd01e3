import { useSite } from "../app/core/site-context.tsx";
import { PageView } from "./page-view.tsx";
import { pageOf } from "./preload-page.ts";

/** The site's own not-found page; the server answers such paths with a 404 status. */
export function NotFoundPage() {
  const { site } = useSite();
  // The root loader loaded this page's blocks through the same lookup.
  const page = pageOf(site, "not-found");
  return page ? <PageView page={page} /> : <p className="p-6">Page not found.</p>;
}
