import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import { Skeleton } from "@storefront/design-system/ui/skeleton/skeleton.tsx";
import { useQuery } from "@tanstack/react-query";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import { StudioLink } from "../app/studio-link.tsx";
import { QueryFailure } from "./query-failure.tsx";

const updated = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short" });

/** The sites the marketer has drafts of, newest first, marked when they have unexported changes. */
export function DraftList() {
  const api = useStudioApi();
  const drafts = useQuery(studioQueries.drafts(api));
  if (drafts.isPending) return <Skeleton className="h-20" />;
  if (drafts.isError) return <QueryFailure error={drafts.error} retry={() => drafts.refetch()} />;
  if (!drafts.data.length) {
    return <p className="text-muted-foreground">No sites yet. Start one from a template below.</p>;
  }
  const newestFirst = drafts.data.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <ul className="grid gap-2" data-slot="draft-list">
      {newestFirst.map((draft) => (
        <li key={draft.slug}>
          <StudioLink
            to={{ screen: "editor", slug: draft.slug, pageId: null, view: "build" }}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            <span className="font-semibold">{draft.name}</span>
            <span className="text-muted-foreground text-sm">{draft.slug}</span>
            {draft.unexported && <Badge variant="warning">Unexported changes</Badge>}
            <span className="ml-auto text-muted-foreground text-sm">
              Edited {updated.format(new Date(draft.updatedAt))}
            </span>
          </StudioLink>
        </li>
      ))}
    </ul>
  );
}
