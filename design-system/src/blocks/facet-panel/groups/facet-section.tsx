import { ChevronDownIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../../lib/cn.ts";
import { focusRing } from "../../../lib/focus-ring.ts";

/** One element for every section and render: React skips drawing it again. */
const chevron = (
  <ChevronDownIcon
    aria-hidden="true"
    className="size-4 shrink-0 text-muted-foreground transition-transform"
  />
);

type FacetSectionProps = {
  heading: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/**
 * One facet's section: a heading button that opens and closes its values (the disclosure
 * pattern). Plain state rather than a collapsible primitive: the panel has a dozen of these, and
 * they must hydrate without any work after the first render. The panel holds which are open, so
 * a closed section is not drawn again for counts it does not show.
 */
export function FacetSection({ heading, open, onOpenChange, children }: FacetSectionProps) {
  const contentId = useId();
  const state = open ? "open" : "closed";
  return (
    <div data-slot="facet-section" data-state={state} className="border-b last:border-b-0">
      <h3 className="flex">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          data-state={state}
          onClick={() => onOpenChange(!open)}
          className={cn(
            "flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left font-medium text-sm hover:underline",
            "[&[data-state=open]>svg]:rotate-180",
            focusRing,
          )}
        >
          {heading}
          {chevron}
        </button>
      </h3>
      <div id={contentId} hidden={!open} className="overflow-hidden pb-4 text-sm">
        {open ? children : null}
      </div>
    </div>
  );
}
