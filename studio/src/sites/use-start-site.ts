import type { Problem } from "@storefront/schemas";
import type { StartFrom } from "@storefront/schemas/studio-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import { navigate } from "../app/use-studio-route.ts";

/**
 * Starts a draft (from a template, an export or an imported file) and opens it; when the
 * document has problems, nothing is created and the problems are kept to show.
 */
export function useStartSite() {
  const api = useStudioApi();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Problem[]>([]);
  const mutation = useMutation({
    mutationFn: (from: StartFrom) => api.create(from),
    onMutate: () => setProblems([]),
    onSuccess: (result) => {
      if (!result.ok) {
        setProblems(result.problems);
        return;
      }
      queryClient.setQueryData(studioQueries.draft(api, result.slug).queryKey, result.draft);
      void queryClient.invalidateQueries({ queryKey: studioQueries.drafts(api).queryKey });
      navigate({ screen: "editor", slug: result.slug, pageId: null, view: "build" });
    },
  });
  return {
    start: mutation.mutate,
    pending: mutation.isPending,
    error: mutation.error,
    problems,
    setProblems,
    reset: mutation.reset,
  };
}
