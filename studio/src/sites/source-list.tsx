import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Skeleton } from "@storefront/design-system/ui/skeleton/skeleton.tsx";
import type { SiteSource } from "@storefront/schemas/studio-api";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { startFromSource } from "../api/start-from-source.ts";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { StudioApiError } from "../api/studio-api-error.ts";
import { studioQueries } from "../api/studio-queries.ts";
import { ProblemList } from "../problems/problem-list.tsx";
import { QueryFailure } from "./query-failure.tsx";
import { StartSiteDialog } from "./start-site-dialog.tsx";
import { takenSiteIds } from "./taken-site-ids.ts";
import { useStartSite } from "./use-start-site.ts";

const templateKinds: Record<string, string> = {
  "dealer-group": "Dealer group",
  "used-car-dealer": "Used-car dealer",
  "caravan-rv": "Caravan and RV dealer",
};

type SourceListProps = {
  kind: SiteSource["kind"];
  action: string;
  empty: string;
};

/** A taken id, refused by the server, belongs on the dialog's id field. */
const idRefusal = (error: Error | null) =>
  error instanceof StudioApiError && error.status === 409 ? error.message : undefined;

/**
 * Templates to start a new site from (asking its name and id first), or exported sites to open
 * again.
 */
export function SourceList({ kind, action, empty }: SourceListProps) {
  const api = useStudioApi();
  const sources = useQuery(studioQueries.sources(api));
  const drafts = useQuery(studioQueries.drafts(api));
  const { start, pending, error, problems, reset } = useStartSite();
  const [template, setTemplate] = useState<SiteSource | null>(null);
  if (sources.isPending) return <Skeleton className="h-24" />;
  if (sources.isError)
    return <QueryFailure error={sources.error} retry={() => sources.refetch()} />;
  const shown = sources.data.filter((source) => source.kind === kind);
  if (!shown.length) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-slot="source-list">
        {shown.map((source) => (
          <li key={source.file} className="grid gap-2 rounded-lg border p-4">
            <span className="font-semibold">{source.name}</span>
            <span className="text-muted-foreground text-sm">
              {templateKinds[source.template] ?? source.template} · {source.file}
            </span>
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              disabled={pending}
              onClick={() => {
                reset();
                if (kind === "template") setTemplate(source);
                else start(startFromSource(source));
              }}
            >
              {action}
              <span className="sr-only"> {source.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      {template && (
        <StartSiteDialog
          open
          onOpenChange={(open) => {
            if (!open) setTemplate(null);
          }}
          templateName={template.name}
          taken={takenSiteIds(drafts.data ?? [], sources.data)}
          pending={pending}
          serverError={idRefusal(error)}
          onStart={(site) => start({ ...startFromSource(template), ...site })}
        />
      )}
      {error && !idRefusal(error) && <QueryFailure error={error} retry={() => sources.refetch()} />}
      {problems.length > 0 && (
        <ProblemList problems={problems} title="This site has problems, so nothing was opened:" />
      )}
    </div>
  );
}
