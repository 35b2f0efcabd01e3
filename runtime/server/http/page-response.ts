import type { SiteDefinition } from "@storefront/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { DocumentHead } from "../../src/app/core/document-head.ts";
import type { PathMatch } from "../../src/routing/match-path.ts";
import { renderHtmlShell } from "./html-shell.ts";

type RenderedPage = {
  html: string;
  status: number;
  head: DocumentHead & { title: string };
  state: unknown;
};
export type PageRenderer = (
  site: SiteDefinition,
  url: string,
  origin: string,
) => Promise<RenderedPage>;

type PageRequest = {
  template: string;
  site: SiteDefinition;
  url: string;
  origin: string;
  match: PathMatch | undefined;
  render: PageRenderer | undefined;
  log: FastifyBaseLogger;
  /** The studio's preview: the bare shell, whatever the path, for the studio's site to render. */
  preview?: boolean;
};

/**
 * The HTML of a page: rendered on the server when a renderer is given, or the bare shell the
 * browser renders into (always, for the studio's preview). A failing server render falls back to
 * the shell rather than failing the page.
 */
export async function pageResponse({
  template,
  site,
  url,
  origin,
  match,
  render,
  log,
  preview = false,
}: PageRequest) {
  if (preview)
    return {
      status: 200,
      html: renderHtmlShell(template, site, { title: `Preview | ${site.name}` }),
    };
  const fallbackTitle = match
    ? match.page.template === "home"
      ? site.name
      : `${match.page.title} | ${site.name}`
    : `Page Not Found | ${site.name}`;
  if (render) {
    try {
      const page = await render(site, url, origin);
      return {
        status: page.status,
        html: renderHtmlShell(template, site, {
          ...page.head,
          body: page.html,
          state: page.state,
        }),
      };
    } catch (error) {
      log.error(
        { err: error, url },
        "server render failed; sending the page to render in the browser",
      );
    }
  }
  return {
    status: match ? 200 : 404,
    html: renderHtmlShell(template, site, { title: fallbackTitle }),
  };
}
