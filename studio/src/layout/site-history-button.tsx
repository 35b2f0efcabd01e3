import { useQuery } from "@tanstack/react-query";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import { useEditor } from "../editor/editor-context.ts";
import { VersionsDialog } from "../versions/versions-dialog.tsx";

/** The site's history, for the site this draft was exported as. */
export function SiteHistoryButton({ slug }: { slug: string }) {
  const api = useStudioApi();
  const { draft, dispatch } = useEditor();
  const drafts = useQuery(studioQueries.drafts(api));
  const site = drafts.data?.find((entry) => entry.slug === slug)?.exportedAs ?? null;
  return (
    <VersionsDialog
      siteName={draft.name || slug}
      site={site}
      onRolledBack={(definition) => {
        const { $schema: _, ...rolledBack } = definition;
        dispatch({ type: "draft/replace", draft: rolledBack as typeof draft });
      }}
    />
  );
}
