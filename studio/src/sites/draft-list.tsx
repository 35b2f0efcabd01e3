import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Skeleton } from "@storefront/design-system/ui/skeleton/skeleton.tsx";
import type { DraftSummary } from "@storefront/schemas/studio-api";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { StudioApiError } from "../api/studio-api-error.ts";
import { studioQueries } from "../api/studio-queries.ts";
import { StudioLink } from "../app/studio-link.tsx";
import { ProblemList } from "../problems/problem-list.tsx";
import { QueryFailure } from "./query-failure.tsx";
import { StartSiteDialog } from "./start-site-dialog.tsx";
import { takenSiteIds } from "./taken-site-ids.ts";
import { useStartSite } from "./use-start-site.ts";

const updated = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short" });

const idRefusal = (error: Error | null) =>
  error instanceof StudioApiError && error.status === 409 ? error.message : undefined;

/**
 * The sites the marketer has drafts of, newest first, marked when they have unexported changes
 * or are a rooftop of a group; each can start a rooftop of its own, which takes everything from
 * it until the rooftop changes it.
 */
export function DraftList() {
  const api = useStudioApi();
  const drafts = useQuery(studioQueries.drafts(api));
  const sources = useQuery(studioQueries.sources(api));
  const { start, pending, error, problems, reset } = useStartSite();
  const [group, setGroup] = useState<DraftSummary | null>(null);
  if (drafts.isPending) return <Skeleton className="h-20" />;
  if (drafts.isError) return <QueryFailure error={drafts.error} retry={() => drafts.refetch()} />;
  if (!drafts.data.length) {
    return <p className="text-muted-foreground">No sites yet. Start one from a template below.</p>;
  }
  const newestFirst = drafts.data.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const nameOf = (slug: string) => drafts.data.find((draft) => draft.slug === slug)?.name ?? slug;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" data-slot="draft-list">
        {newestFirst.map((draft) => (
          <li key={draft.slug} className="flex flex-wrap items-center gap-2">
            <StudioLink
              to={{ screen: "editor", slug: draft.slug, pageId: null, view: "build" }}
              className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
            >
              <span className="font-semibold">{draft.name}</span>
              <span className="text-muted-foreground text-sm">{draft.slug}</span>
              {draft.parent && <Badge variant="muted">Rooftop of {nameOf(draft.parent)}</Badge>}
              {draft.unexported && <Badge variant="warning">Unexported changes</Badge>}
              <span className="ml-auto text-muted-foreground text-sm">
                Edited {updated.format(new Date(draft.updatedAt))}
              </span>
            </StudioLink>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => {
                reset();
                setGroup(draft);
              }}
            >
              Add a rooftop<span className="sr-only"> to {draft.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      {group && (
        <StartSiteDialog
          open
          onOpenChange={(open) => {
            if (!open) setGroup(null);
          }}
          templateName={group.name}
          description={`A rooftop of ${group.name}: it takes the group's theme, menus, finance, promo cards and pages until you change them here. Give it its own name and id.`}
          taken={takenSiteIds(drafts.data, sources.data ?? [])}
          pending={pending}
          serverError={idRefusal(error)}
          onStart={(site) => start({ parent: group.slug, ...site })}
        />
      )}
      {error && !idRefusal(error) && <QueryFailure error={error} retry={() => drafts.refetch()} />}
      {problems.length > 0 && (
        <ProblemList
          problems={problems}
          title="This rooftop has problems, so nothing was opened:"
        />
      )}
    </div>
  );
}
