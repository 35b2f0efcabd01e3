import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@storefront/design-system/ui/dialog/dialog.tsx";
import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { type RefObject, useRef } from "react";
import type { Draft } from "../editor/editor-state.ts";
import { type DescribedProblem, describeProblem } from "../problems/describe-problem.ts";
import { downloadJson } from "./download-json.ts";
import type { useExportSite } from "./use-export-site.ts";

type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: Draft;
  exporting: ReturnType<typeof useExportSite>;
  onReveal: (problem: DescribedProblem) => void;
  onRetry: () => void;
  /** The Export button, which gets focus back when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** Export progress, then where the site was written and a download of its JSON, or why not. */
export function ExportDialog({
  open,
  onOpenChange,
  draft,
  exporting,
  onReveal,
  onRetry,
  returnFocus,
}: ExportDialogProps) {
  const result = exporting.data;
  // Choosing a problem focuses its field; any other close goes back to the Export button.
  const revealing = useRef(false);
  const reveal = (problem: DescribedProblem) => {
    revealing.current = true;
    onReveal(problem);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-lg"
        onOpenAutoFocus={() => {
          revealing.current = false;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!revealing.current) returnFocus.current?.focus();
        }}
      >
        <DialogTitle>Export {draft.name}</DialogTitle>
        <div aria-live="polite" className="grid gap-3">
          {exporting.isPending && (
            <DialogDescription className="flex items-center gap-2">
              <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              Checking the site and writing its file…
            </DialogDescription>
          )}
          {exporting.isError && (
            <>
              <DialogDescription role="alert">
                The site was not exported: {exporting.error.message}
              </DialogDescription>
              <Button variant="outline" className="w-fit" onClick={onRetry}>
                Try again
              </Button>
            </>
          )}
          {result?.ok === true && (
            <>
              <DialogDescription>
                Exported to <code className="break-all font-semibold">{result.file}</code> (
                {size(result.bytes)}).
              </DialogDescription>
              <Button className="w-fit" onClick={() => downloadJson(`${draft.slug}.json`, draft)}>
                <DownloadIcon aria-hidden="true" />
                Download the JSON
              </Button>
            </>
          )}
          {result?.ok === false && (
            <>
              <DialogDescription role="alert">
                The server found {result.problems.length} problem
                {result.problems.length === 1 ? "" : "s"}, so nothing was written:
              </DialogDescription>
              <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm">
                {result.problems.map((problem) => {
                  const described = describeProblem(draft, problem);
                  return (
                    <li key={`${problem.pointer} ${problem.message}`}>
                      <Button
                        variant="link"
                        className="h-auto whitespace-normal text-left"
                        onClick={() => {
                          onOpenChange(false);
                          reveal(described);
                        }}
                      >
                        {described.where} — {problem.message}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
