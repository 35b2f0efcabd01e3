import type { SearchHistoryEntry } from "@storefront/rules/shopper/browsing-history";
import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Button } from "../../ui/button/button.tsx";

/** What the runtime's connector supplies: the searches kept in this browser, newest first. */
type SearchHistoryData = {
  searches: readonly SearchHistoryEntry[];
  /** Whether the block shows here (its `showWhen` on this page). */
  shown: boolean;
  onClear: () => void;
};

export type SearchHistoryProps = BlockProps<"search-history"> & SearchHistoryData;

/** The shopper's last searches as links to run them again; nothing while there are none. */
export function SearchHistory({ title, searches, shown, onClear }: SearchHistoryProps) {
  const headingId = useId();
  if (!shown || searches.length === 0) return null;
  return (
    <section
      data-slot="search-history"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-heading font-semibold text-xl">
          {title}
        </h2>
        <Button variant="link" size="sm" onClick={onClear}>
          Clear searches
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {searches.map((search) => (
          <li key={search.href}>
            <SiteLink
              href={search.href}
              className={cn(
                "inline-flex min-h-10 items-center rounded-full border bg-card px-4 text-sm hover:bg-muted",
                focusRing,
              )}
            >
              {search.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
