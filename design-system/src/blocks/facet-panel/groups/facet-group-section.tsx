import type { FacetValue } from "@storefront/rules/search/facet-values";
import type { Range } from "@storefront/rules/search/range";
import type { FacetParam } from "@storefront/schemas/search/search-state";
import { memo, Suspense } from "react";
import { lazyBlock } from "../../../renderer/lazy-block.ts";
import { Badge } from "../../../ui/badge/badge.tsx";
import { Skeleton } from "../../../ui/skeleton/skeleton.tsx";
import type { FacetGroup } from "./facet-groups.ts";
import { FacetSection } from "./facet-section.tsx";

// Groups start closed unless refined; their checkbox and slider code loads when one is shown.
const ListFacet = lazyBlock(() => import("../list-facet.tsx").then((module) => module.ListFacet));
const RangeFacet = lazyBlock(() =>
  import("../range-facet.tsx").then((module) => module.RangeFacet),
);

type FacetGroupSectionProps = {
  group: FacetGroup;
  open: boolean;
  certifiedOnly: boolean;
  /** Stable across renders: the section is drawn again only when what it shows changes. */
  onOpenChange: (facet: FacetParam, open: boolean) => void;
  onToggle: (facet: FacetParam, value: string, pressing?: boolean) => void;
  onRangeChange: (facet: FacetParam, range: Partial<Range> | undefined) => void;
};

function appliedInGroup(group: FacetGroup): number | undefined {
  if (group.kind === "list") return group.refined.length || undefined;
  return group.refined ? 1 : undefined;
}

/** One facet's collapsible group: its checkboxes with counts, or its slider. */
function GroupSection({
  group,
  open,
  certifiedOnly,
  onOpenChange,
  onToggle,
  onRangeChange,
}: FacetGroupSectionProps) {
  const applied = appliedInGroup(group);
  return (
    <FacetSection
      open={open}
      onOpenChange={(next) => onOpenChange(group.facet, next)}
      heading={
        <span className="flex items-center gap-2">
          {group.label}
          {applied ? (
            <Badge variant="muted">
              {applied}
              <span className="sr-only"> applied</span>
            </Badge>
          ) : null}
        </span>
      }
    >
      {group.kind === "list" ? (
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <ListFacet {...group} certifiedOnly={certifiedOnly} onToggle={onToggle} />
        </Suspense>
      ) : (
        <Suspense fallback={<Skeleton className="h-16 w-full" />}>
          <RangeFacet {...group} onRangeChange={onRangeChange} />
        </Suspense>
      )}
    </FacetSection>
  );
}

const sameValues = (a: FacetValue[], b: FacetValue[]) =>
  a.length === b.length &&
  a.every((value, index) => value.value === b[index]?.value && value.count === b[index]?.count);
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
const sameRange = (a: Partial<Range> | undefined, b: Partial<Range> | undefined) =>
  a?.min === b?.min && a?.max === b?.max;

/** Whether a closed group's heading reads the same: its label and how many values are applied. */
const sameHeading = (a: FacetGroup, b: FacetGroup) =>
  a.facet === b.facet && a.label === b.label && appliedInGroup(a) === appliedInGroup(b);

/** Whether a group shows the same as before: its values, counts and what is refined in it. */
function sameGroup(a: FacetGroup, b: FacetGroup): boolean {
  if (!sameHeading(a, b)) return false;
  if (a.kind === "list" && b.kind === "list")
    return sameValues(a.values, b.values) && sameList(a.refined, b.refined);
  if (a.kind === "range" && b.kind === "range")
    return sameRange(a.bounds, b.bounds) && sameRange(a.refined, b.refined);
  return false;
}

/**
 * A facet's group, drawn again only when what it shows changes: a new page or sort, or a
 * change in another group that leaves this one's counts as they were, leaves it as it is, and a
 * closed group shows only its heading.
 */
export const FacetGroupSection = memo(
  GroupSection,
  (before, after) =>
    before.open === after.open &&
    before.certifiedOnly === after.certifiedOnly &&
    before.onOpenChange === after.onOpenChange &&
    before.onToggle === after.onToggle &&
    before.onRangeChange === after.onRangeChange &&
    (after.open ? sameGroup(before.group, after.group) : sameHeading(before.group, after.group)),
);
