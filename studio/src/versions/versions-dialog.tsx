import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@storefront/design-system/ui/dialog/dialog.tsx";
import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import type { Draft } from "../editor/editor-state.ts";
import { useRollback } from "./use-rollback.ts";
import { VersionList } from "./version-list.tsx";

type VersionsDialogProps = {
  siteName: string;
  /** The id the site was exported as; null until its first export. */
  site: string | null;
  /** A version was put back: the draft becomes it, as one undo step. */
  onRolledBack: (definition: Draft, version: number) => void;
};

/** The History button and its dialog: every exported version of the site, and roll-back. */
export function VersionsDialog({ siteName, site, onRolledBack }: VersionsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <HistoryIcon aria-hidden="true" />
          History
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>History of {siteName}</DialogTitle>
        {site ? (
          <SiteHistory site={site} onRolledBack={onRolledBack} />
        ) : (
          <DialogDescription>
            Nothing has been exported yet. Each export is kept here as a version, with what changed.
          </DialogDescription>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SiteHistory({
  site,
  onRolledBack,
}: {
  site: string;
  onRolledBack: VersionsDialogProps["onRolledBack"];
}) {
  const rollback = useRollback(site);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <DialogDescription>
        Every export of {site}, newest first. Rolling back exports an earlier version again as a new
        one; no version is ever overwritten.
      </DialogDescription>
      <p aria-live="polite" className="text-sm" role="status">
        {done}
        {rollback.isError && `The version was not rolled back: ${rollback.error.message}`}
        {rollback.data?.ok === false &&
          "That version no longer passes the checks, so nothing changed."}
      </p>
      <VersionList
        site={site}
        rollingBack={rollback.isPending}
        onRollBack={async (version) => {
          setDone(null);
          const result = await rollback.mutateAsync(version).catch(() => undefined);
          if (!result?.ok) return false;
          setDone(
            `Rolled back to version ${version}: the site now serves it as version ${result.version}.`,
          );
          return true;
        }}
        onRolledBack={onRolledBack}
      />
    </>
  );
}
