import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useEditor } from "../editor/editor-context.ts";
import { useEditorStatus } from "../editor/editor-status.ts";
import type { DescribedProblem } from "../problems/describe-problem.ts";
import { problemsPanelId } from "../problems/problems-panel.tsx";
import { ExportDialog } from "./export-dialog.tsx";
import { useExportSite } from "./use-export-site.ts";

/**
 * Export, which waits until the draft has no problems ("Fix 3 problems to export"); while it
 * waits, pressing it takes the marketer to the Problems panel.
 */
export function ExportButton({ onReveal }: { onReveal: (problem: DescribedProblem) => void }) {
  const { slug, draft, ownDraft, problems } = useEditor();
  const { checking } = useEditorStatus();
  const exporting = useExportSite(slug);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = problems.length;
  const blocked = count > 0 || checking;
  const start = () => {
    exporting.reset();
    setOpen(true);
  };
  const label =
    count > 0
      ? `Fix ${count} problem${count === 1 ? "" : "s"} to export`
      : checking
        ? "Checking…"
        : "Export";
  return (
    <>
      <Button
        ref={button}
        data-slot="export-button"
        aria-disabled={blocked ? "true" : undefined}
        className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed"
        onClick={() => {
          if (!blocked) return start();
          if (count > 0) document.querySelector<HTMLElement>(`#${problemsPanelId} button`)?.focus();
        }}
      >
        <UploadIcon aria-hidden="true" />
        {label}
      </Button>
      <ExportDialog
        open={open}
        onOpenChange={setOpen}
        draft={exporting.variables?.draft ?? draft}
        exporting={exporting}
        onReveal={onReveal}
        onExport={(choice) => exporting.mutate({ draft: ownDraft, ...choice })}
        returnFocus={button}
      />
    </>
  );
}
