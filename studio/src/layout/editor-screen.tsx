import type { SiteIdContext } from "@storefront/schemas/studio/site-id";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import { StudioLink } from "../app/studio-link.tsx";
import type { StudioRoute } from "../app/studio-route.ts";
import { clearBackup, readBackup } from "../editor/autosave/draft-backup.ts";
import { EditorProvider } from "../editor/editor-provider.tsx";
import type { Draft } from "../editor/editor-state.ts";
import { QueryFailure } from "../sites/query-failure.tsx";
import { takenSiteIds } from "../sites/taken-site-ids.ts";
import { EditorLayout } from "./editor-layout.tsx";
import { announceHistoryMove } from "./history-announcement.ts";
import { RestoredNotice } from "./restored-notice.tsx";

type EditorRoute = Extract<StudioRoute, { screen: "editor" }>;

/** The server's draft, unless this browser holds edits the server never got. */
function openingDraft(slug: string, saved: Draft): { draft: Draft; restored: boolean } {
  const backup = readBackup(slug);
  if (!backup) return { draft: saved, restored: false };
  if (JSON.stringify(backup.draft) === JSON.stringify(saved)) {
    clearBackup(slug);
    return { draft: saved, restored: false };
  }
  return { draft: backup.draft, restored: true };
}

/** What the draft's site id is checked against, once the drafts and exports are known. */
function useSiteIdContext(slug: string): SiteIdContext | undefined {
  const api = useStudioApi();
  const drafts = useQuery(studioQueries.drafts(api));
  const sources = useQuery(studioQueries.sources(api));
  return useMemo(() => {
    if (!drafts.data || !sources.data) return undefined;
    const own = drafts.data.find((draft) => draft.slug === slug);
    const taken = takenSiteIds(drafts.data, sources.data, slug);
    return { startedAs: slug, exportedAs: own?.exportedAs ?? null, ...taken };
  }, [drafts.data, sources.data, slug]);
}

/** Opens a site's draft in the editor, with the undo steps kept from earlier visits. */
export function EditorScreen({ route }: { route: EditorRoute }) {
  const api = useStudioApi();
  const query = useQuery(studioQueries.draft(api, route.slug));
  const history = useQuery(studioQueries.history(api, route.slug));
  const parent = (query.data as { parent?: unknown } | undefined)?.parent;
  const group = useQuery({
    ...studioQueries.groupSite(api, typeof parent === "string" ? parent : ""),
    enabled: typeof parent === "string",
  });
  const siteIds = useSiteIdContext(route.slug);
  const opening = useMemo(
    () => (query.data ? openingDraft(route.slug, query.data) : undefined),
    [query.data, route.slug],
  );
  const groupPending = typeof parent === "string" && group.isPending;
  if (query.isPending || history.isPending || groupPending)
    return <p className="p-6">Opening {route.slug}…</p>;
  const failed = query.isError ? query : group.isError ? group : undefined;
  if (failed || !opening) {
    return (
      <main className="grid max-w-xl gap-4 p-6">
        <QueryFailure error={failed?.error ?? null} retry={() => failed?.refetch()} />
        <StudioLink to={{ screen: "sites" }} className="underline">
          Back to all sites
        </StudioLink>
      </main>
    );
  }
  return (
    <EditorProvider
      api={api}
      slug={route.slug}
      initialDraft={opening.draft}
      restored={opening.restored}
      initialHistory={history.data}
      group={group.data}
      siteIds={siteIds}
      onHistoryMove={announceHistoryMove}
    >
      <EditorLayout route={route} />
      {opening.restored && <RestoredNotice />}
    </EditorProvider>
  );
}
