import type { TrailItem } from "@storefront/design-system/blocks/breadcrumb/index.ts";
import { afterPaint } from "@storefront/design-system/lib/after-paint.ts";
import { PageRenderer } from "@storefront/design-system/renderer/page-renderer.tsx";
import type { Page } from "@storefront/schemas";
import { useEffect, useMemo } from "react";
import type { DocumentHead } from "../app/core/document-head.ts";
import { useSite } from "../app/core/site-context.tsx";
import { storefrontBlocks } from "../app/core/storefront-blocks.ts";
import { PageProvider } from "./page-context.tsx";

type PageViewProps = {
  page: Page;
  title?: string;
  trail?: TrailItem[];
  /** Head metadata of a page about one thing (a vehicle); the description defaults to the page's. */
  meta?: Omit<DocumentHead, "title">;
};

/** A page of the site rendered from its zones, with the document title set. */
export function PageView({ page, title = page.title, trail, meta }: PageViewProps) {
  const { site, head, mode = "production" } = useSite();
  const documentTitle = page.template === "home" ? site.name : `${title} | ${site.name}`;
  if (head) {
    Object.assign(head, { description: page.description, ...meta, title: documentTitle });
  }
  useEffect(() => {
    afterPaint(() => {
      document.title = documentTitle;
    });
  }, [documentTitle]);
  const context = useMemo(
    () => ({
      page,
      trail:
        trail ?? (page.template === "home" ? [] : [{ label: "Home", href: "/" }, { label: title }]),
    }),
    [page, trail, title],
  );
  // The same element while the page is the same: a new search redraws only the blocks that
  // show it, not the whole page.
  const blocks = useMemo(
    () => (
      <PageRenderer template={page.template} zones={page.zones} {...storefrontBlocks} mode={mode} />
    ),
    [page.template, page.zones, mode],
  );
  return <PageProvider value={context}>{blocks}</PageProvider>;
}
