import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import type { Draft } from "../editor/editor-state.ts";

/** Exports the draft through the server, which checks it again and writes exports/<slug>/site.json. */
export function useExportSite(slug: string) {
  const api = useStudioApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Draft) => api.exportSite(slug, draft),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: studioQueries.drafts(api).queryKey }),
  });
}
