import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";

/** Puts an earlier version back as the site's export, as a new version. */
export function useRollback(site: string) {
  const api = useStudioApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.rollback(site, { version }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studioQueries.versions(api, site).queryKey });
      void queryClient.invalidateQueries({ queryKey: studioQueries.drafts(api).queryKey });
    },
  });
}
