import { mergeDefinitions } from "@storefront/schemas";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import type { Draft } from "../editor/editor-state.ts";

type Json = Record<string, unknown>;

/**
 * For a group's site: its rooftops, and the one the preview shows as (its own values over the
 * group's draft as it is being edited, as its next export would be). "" shows the group's own.
 */
export function useRooftopPreview(slug: string, draft: Draft) {
  const api = useStudioApi();
  const [rooftop, setRooftop] = useState("");
  const drafts = useQuery(studioQueries.drafts(api));
  const rooftops = useMemo(
    () =>
      (drafts.data ?? [])
        .filter((entry) => entry.parent === slug)
        .map(({ slug, name }) => ({ slug, name })),
    [drafts.data, slug],
  );
  const own = useQuery({
    queryKey: ["rooftop-preview", rooftop],
    queryFn: () => api.load(rooftop),
    enabled: rooftop !== "",
  });
  const shown = useMemo(
    () =>
      rooftop && own.data ? (mergeDefinitions(draft as Json, own.data as Json) as Draft) : draft,
    [rooftop, own.data, draft],
  );
  return { rooftops, rooftop, setRooftop, shown };
}
