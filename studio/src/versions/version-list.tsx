import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Skeleton } from "@storefront/design-system/ui/skeleton/skeleton.tsx";
import type { SiteVersion } from "@storefront/schemas/studio-api";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useStudioApi } from "../api/studio-api-context.tsx";
import { studioQueries } from "../api/studio-queries.ts";
import type { Draft } from "../editor/editor-state.ts";
import { QueryFailure } from "../sites/query-failure.tsx";
import { describeChanges } from "./describe-changes.ts";

const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short" });

type VersionListProps = {
  site: string;
  /** The site's latest export was put back or rolled back: here is the definition it serves. */
  onRolledBack: (definition: Draft, version: number) => void;
  rollingBack: boolean;
  onRollBack: (version: number) => Promise<boolean>;
};

type ChangesProps = { first: boolean; before: Draft | undefined; after: Draft | undefined };

function Changes({ first, before, after }: ChangesProps) {
  if (first) return <p className="text-muted-foreground text-sm">The first export.</p>;
  if (!after || !before) return <Skeleton className="h-5" />;
  const lines = describeChanges(before, after);
  if (!lines.length) return <p className="text-muted-foreground text-sm">No changes.</p>;
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {lines.map((line, index) => (
        // Lines can repeat (two blocks of one kind added): their place tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is recomputed whole
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * A site's exported versions, newest first, each with its time, note and what changed from the
 * version before it in the marketer's words; any but the latest can be rolled back to.
 */
export function VersionList({ site, onRolledBack, rollingBack, onRollBack }: VersionListProps) {
  const api = useStudioApi();
  const versions = useQuery(studioQueries.versions(api, site));
  const numbers = versions.data?.map((version) => version.number) ?? [];
  const details = useQueries({
    queries: numbers.map((number) => studioQueries.version(api, site, number)),
  });
  const definition = (number: number) =>
    details[numbers.indexOf(number)]?.data?.definition as Draft | undefined;
  const [confirming, setConfirming] = useState<number | null>(null);
  if (versions.isPending) return <Skeleton className="h-24" />;
  if (versions.isError)
    return <QueryFailure error={versions.error} retry={() => versions.refetch()} />;
  const latest = versions.data[0]?.number;
  const rollBack = async (version: SiteVersion) => {
    const before = definition(version.number);
    if (!(await onRollBack(version.number)) || !before) return;
    setConfirming(null);
    onRolledBack(before, version.number);
  };
  return (
    <ol className="grid gap-3" aria-label="Versions">
      {versions.data.map((version) => (
        <li key={version.number} className="grid gap-2 rounded-lg border p-3">
          <h3 className="font-semibold">
            Version {version.number}
            {version.number === latest && (
              <span className="font-normal text-muted-foreground"> · served now</span>
            )}
          </h3>
          <p className="text-muted-foreground text-sm">
            Exported {when.format(new Date(version.exportedAt))}
            {version.note && <> · “{version.note}”</>}
          </p>
          <Changes
            first={!numbers.includes(version.number - 1)}
            before={definition(version.number - 1)}
            after={definition(version.number)}
          />
          {version.number !== latest &&
            (confirming === version.number ? (
              <div className="grid gap-2 rounded-md bg-muted p-3 text-sm">
                <p>
                  Version {version.number} is exported again as a new version, and the draft becomes
                  it (Undo takes the draft back).
                </p>
                <div className="flex gap-2">
                  <Button size="sm" disabled={rollingBack} onClick={() => void rollBack(version)}>
                    Roll back now
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <Button
                size="sm"
                variant="outline"
                className="w-fit"
                onClick={() => setConfirming(version.number)}
              >
                Roll back to version {version.number}
              </Button>
            ))}
        </li>
      ))}
    </ol>
  );
}
