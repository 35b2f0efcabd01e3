import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@storefront/design-system/ui/dialog/dialog.tsx";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldLabel,
} from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import type { Draft } from "../editor/editor-state.ts";
import { type DescribedProblem, describeProblem } from "../problems/describe-problem.ts";
import { downloadJson } from "./download-json.ts";
import type { ExportChoice, useExportSite } from "./use-export-site.ts";

type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: Draft;
  exporting: ReturnType<typeof useExportSite>;
  onReveal: (problem: DescribedProblem) => void;
  onExport: (choice: Omit<ExportChoice, "draft">) => void;
  /** The Export button, which gets focus back when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/**
 * Export: a note for the version first, then progress, then where the site was written and a
 * download of its JSON, or why not. Replacing an exported site the draft was not exported as is
 * asked first, naming that site.
 */
export function ExportDialog({
  open,
  onOpenChange,
  draft,
  exporting,
  onReveal,
  onExport,
  returnFocus,
}: ExportDialogProps) {
  const result = exporting.data;
  const [note, setNote] = useState("");
  // Choosing a problem focuses its field; any other close goes back to the Export button.
  const revealing = useRef(false);
  const reveal = (problem: DescribedProblem) => {
    revealing.current = true;
    onReveal(problem);
  };
  const noteText = note.trim() ? { note: note.trim() } : {};
  // The note's form goes once the export starts: focus waits in the dialog for its outcome.
  const outcome = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-lg"
        onOpenAutoFocus={() => {
          revealing.current = false;
          setNote("");
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!revealing.current) returnFocus.current?.focus();
        }}
      >
        <DialogTitle>Export {draft.name}</DialogTitle>
        {exporting.isIdle && (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              outcome.current?.focus();
              onExport(noteText);
            }}
          >
            <DialogDescription>
              Writes the site as {draft.slug} and keeps it as a new version in its history.
            </DialogDescription>
            <Field>
              <FieldLabel>Note for this version (optional)</FieldLabel>
              <FieldControl>
                <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
              </FieldControl>
              <FieldDescription>What changed, for whoever reads the history.</FieldDescription>
            </Field>
            <DialogFooter>
              <Button type="submit">Export this version</Button>
            </DialogFooter>
          </form>
        )}
        <div ref={outcome} tabIndex={-1} aria-live="polite" className="grid gap-3 outline-none">
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
              <Button
                variant="outline"
                className="w-fit"
                onClick={() => {
                  outcome.current?.focus();
                  onExport(noteText);
                }}
              >
                Try again
              </Button>
            </>
          )}
          {result?.ok === true && (
            <>
              <DialogDescription>
                Exported to <code className="break-all font-semibold">{result.file}</code> (
                {size(result.bytes)}) as version {result.version}.
              </DialogDescription>
              <Button className="w-fit" onClick={() => downloadJson(`${draft.slug}.json`, draft)}>
                <DownloadIcon aria-hidden="true" />
                Download the JSON
              </Button>
            </>
          )}
          {result?.ok === false && result.replaces && (
            <>
              <DialogDescription role="alert">
                {result.replaces.name} is already exported as {result.replaces.slug}. Exporting this
                draft replaces it; its earlier versions are kept.
              </DialogDescription>
              <DialogFooter>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  Keep {result.replaces.name}
                </Button>
                <Button
                  onClick={() => {
                    outcome.current?.focus();
                    onExport({ ...noteText, replace: true });
                  }}
                >
                  Replace {result.replaces.name}
                </Button>
              </DialogFooter>
            </>
          )}
          {result?.ok === false && result.problems && (
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
