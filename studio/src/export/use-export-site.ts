import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import type { Draft } from "../editor/editor-state.ts";

export type ExportChoice = { draft: Draft; note?: string; replace?: boolean };

/**
 * Exports the draft through the server, which checks it again, writes exports/<id>/site.json
 * and keeps it as the site's next version.
 */
export function useExportSite(slug: string) {
  const api = useStudioApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ExportChoice) => api.exportSite(slug, choice),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: studioQueries.drafts(api).queryKey });
      void queryClient.invalidateQueries({ queryKey: studioQueries.sources(api).queryKey });
      if (result.ok)
        void queryClient.invalidateQueries({
          queryKey: studioQueries.versions(api, result.slug).queryKey,
        });
    },
  });
}
