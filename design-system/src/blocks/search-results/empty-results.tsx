import { SearchXIcon } from "lucide-react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Card } from "../../ui/card/card.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import type { SearchResultsEmpty } from "./search-results-data.ts";

export const emptyResultsMessage =
  "No results found for your search at this time. Please try adjusting the filters for more results.";

/** The card shown when a search matches nothing, with a way out. */
export function EmptyResults({ title, clearFiltersHref }: SearchResultsEmpty) {
  return (
    <Card data-slot="search-results-empty" className="items-center gap-4 px-6 py-12 text-center">
      <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
      <h3 className="font-heading font-semibold text-xl">{title}</h3>
      <p className="max-w-prose text-muted-foreground">{emptyResultsMessage}</p>
      <LinkButton asChild>
        <SiteLink href={clearFiltersHref}>Clear Filters</SiteLink>
      </LinkButton>
    </Card>
  );
}
