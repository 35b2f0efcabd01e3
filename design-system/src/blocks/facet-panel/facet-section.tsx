import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from "../../ui/collapsible/collapsible.tsx";

type FacetSectionProps = { heading: ReactNode; defaultOpen: boolean; children: ReactNode };

/** One facet's section: a heading button that opens and closes its values. */
export function FacetSection({ heading, defaultOpen, children }: FacetSectionProps) {
  return (
    <Collapsible
      defaultOpen={defaultOpen}
      data-slot="facet-section"
      className="border-b last:border-b-0"
    >
      <h3 className="flex">
        <CollapsibleTrigger
          className={cn(
            "flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left font-medium text-sm hover:underline",
            "[&[data-state=open]>svg]:rotate-180",
            focusRing,
          )}
        >
          {heading}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-4 shrink-0 text-muted-foreground transition-transform"
          />
        </CollapsibleTrigger>
      </h3>
      <CollapsibleContent className="overflow-hidden pb-4 text-sm">{children}</CollapsibleContent>
    </Collapsible>
  );
}
