import { cn } from "@storefront/design-system/lib/cn.ts";
import { focusRing } from "@storefront/design-system/lib/focus-ring.ts";
import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from "@storefront/design-system/ui/collapsible/collapsible.tsx";
import type * as React from "react";
import { useId } from "react";
import { ChevronIcon } from "../forms/icons.tsx";

type SettingsGroupSectionProps = {
  groupId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  problemCount: number;
  /** For a rooftop: whether the group's values show here, or some of its own. */
  inherited?: "inherited" | "overridden" | undefined;
  /** For a rooftop: where each part of the group comes from, with override and reset. */
  inheritance?: React.ReactNode;
  children: React.ReactNode;
};

/** One group of settings: a heading that opens and closes it, with its number of problems. */
export function SettingsGroupSection({
  groupId,
  title,
  open,
  onOpenChange,
  problemCount,
  inherited,
  inheritance,
  children,
}: SettingsGroupSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="settings-group"
      data-group={groupId}
      className="rounded-lg border border-border"
    >
      <Collapsible open={open} onOpenChange={onOpenChange}>
        <h2 id={headingId} className="font-semibold text-lg">
          <CollapsibleTrigger
            className={cn(
              "group flex w-full cursor-pointer items-center gap-3 rounded-lg px-4 py-3 text-left hover:bg-muted",
              focusRing,
            )}
          >
            <ChevronIcon className="size-5 shrink-0 transition-transform [.group[data-state=closed]_&]:-rotate-90" />
            <span className="flex-1">{title}</span>
            {problemCount > 0 ? (
              <Badge variant="danger">
                {problemCount} {problemCount === 1 ? "problem" : "problems"}
              </Badge>
            ) : null}
            {inherited ? (
              <Badge variant={inherited === "inherited" ? "muted" : "info"}>
                {inherited === "inherited" ? "Inherited" : "Overridden"}
              </Badge>
            ) : null}
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="grid gap-4 border-border border-t p-4">
          {inheritance}
          <div>{children}</div>
        </CollapsibleContent>
      </Collapsible>
    </section>
  );
}
