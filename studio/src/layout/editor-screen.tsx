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

/** Opens a site's draft in the editor. */
export function EditorScreen({ route }: { route: EditorRoute }) {
  const api = useStudioApi();
  const query = useQuery(studioQueries.draft(api, route.slug));
  const opening = useMemo(
    () => (query.data ? openingDraft(route.slug, query.data) : undefined),
    [query.data, route.slug],
  );
  if (query.isPending) return <p className="p-6">Opening {route.slug}…</p>;
  if (query.isError || !opening) {
    return (
      <main className="grid max-w-xl gap-4 p-6">
        <QueryFailure error={query.error} retry={() => query.refetch()} />
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
      onHistoryMove={announceHistoryMove}
    >
      <EditorLayout route={route} />
      {opening.restored && <RestoredNotice />}
    </EditorProvider>
  );
}
