import { cn } from "@storefront/design-system/lib/cn.ts";
import { focusRing } from "@storefront/design-system/lib/focus-ring.ts";
import { ChevronDownIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useEditor } from "../editor/editor-context.ts";
import { useEditorStatus } from "../editor/editor-status.ts";
import { type DescribedProblem, describeProblem } from "./describe-problem.ts";

export const problemsPanelId = "studio-problems";

/**
 * Every problem of the draft in plain words with where it is; choosing one takes the marketer
 * to the block, page or setting and focuses the field to fix.
 */
export function ProblemsPanel({ onReveal }: { onReveal: (problem: DescribedProblem) => void }) {
  const { problems } = useEditor();
  const { checking, checkedDraft } = useEditorStatus();
  const [open, setOpen] = useState(true);
  const described = useMemo(
    () => (checkedDraft ? problems.map((problem) => describeProblem(checkedDraft, problem)) : []),
    [checkedDraft, problems],
  );
  const count = problems.length;
  const title = count === 0 ? "No problems" : `${count} problem${count === 1 ? "" : "s"}`;
  return (
    <section
      id={problemsPanelId}
      aria-labelledby={`${problemsPanelId}-heading`}
      data-slot="problems-panel"
      data-state={count ? "problems" : "clear"}
      className="grid max-h-[35dvh] grid-rows-[auto_1fr] border-t bg-background"
    >
      <h2 id={`${problemsPanelId}-heading`} className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${problemsPanelId}-list`}
          onClick={() => setOpen(!open)}
          className={cn(
            "flex w-full items-center gap-2 px-4 py-2 text-left font-semibold",
            focusRing,
          )}
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("size-4 transition-transform", !open && "-rotate-90")}
          />
          Problems
          <span className={cn("font-normal", count ? "text-danger" : "text-success")}>
            · {title}
          </span>
          {checking && <span className="font-normal text-muted-foreground text-sm">checking…</span>}
        </button>
      </h2>
      <div id={`${problemsPanelId}-list`} hidden={!open} className="overflow-y-auto px-4 pb-3">
        {count === 0 ? (
          <p className="text-muted-foreground text-sm">The site is ready to export.</p>
        ) : (
          <ul className="grid gap-1">
            {described.map((entry) => (
              <li key={`${entry.problem.pointer} ${entry.problem.message}`}>
                <button
                  type="button"
                  onClick={() => onReveal(entry)}
                  className={cn(
                    "grid w-full gap-0.5 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted",
                    focusRing,
                  )}
                >
                  <span className="font-medium">{entry.where}</span>
                  <span className="text-danger">
                    <span className="sr-only"> — </span>
                    {entry.problem.message}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
