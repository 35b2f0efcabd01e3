import { pageItems } from "@storefront/rules/results/pagination";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { buttonVariants } from "../../ui/button/button.tsx";

/** The same elements every render: React skips drawing them again. */
const previousIcon = <ChevronLeftIcon aria-hidden />;
const nextIcon = <ChevronRightIcon aria-hidden />;

type ResultsPaginationProps = {
  /** 1-based. */
  page: number;
  pages: number;
  pageHref: (page: number) => string;
  /** A page link is followed: the page stays scrolled where it is until this brings it in. */
  onFollow: (href: string, page: number, event: MouseEvent) => void;
};

/**
 * No fade on hover: each frame of one would paint the page again, and the pointer is on these
 * links as a new page's results come in.
 */
const pageLinkClassName = "h-8 min-w-8 px-2 transition-none sm:h-10 sm:min-w-10";

/** Previous, next and numbered page links; nothing when everything fits on one page. */
export function ResultsPagination({ page, pages, pageHref, onFollow }: ResultsPaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const link = (to: number) => {
    const href = pageHref(to);
    return { href, keepScroll: true, onClick: (event: MouseEvent) => onFollow(href, to, event) };
  };
  return (
    // Its own paint layer: a link's hover paints the pagination again, not the page around it.
    <nav aria-label="Pagination" data-slot="search-results-pagination" className="relative">
      <ul className="flex flex-wrap items-center justify-center sm:gap-1">
        {current > 1 ? (
          <li>
            <SiteLink
              {...link(current - 1)}
              rel="prev"
              className={cn(buttonVariants({ variant: "ghost" }), pageLinkClassName)}
            >
              {previousIcon}
              <span className="sr-only sm:not-sr-only">Previous</span>
            </SiteLink>
          </li>
        ) : null}
        {pageItems(current, pages).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                {...link(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === current ? "page" : undefined}
                className={cn(
                  buttonVariants({ variant: item.page === current ? "primary" : "ghost" }),
                  pageLinkClassName,
                )}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <SiteLink
              {...link(current + 1)}
              rel="next"
              className={cn(buttonVariants({ variant: "ghost" }), pageLinkClassName)}
            >
              <span className="sr-only sm:not-sr-only">Next</span>
              {nextIcon}
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
