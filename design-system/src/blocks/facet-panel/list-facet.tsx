import { formatNumber } from "@storefront/rules/formatting/format";
import { visibleFacetValues } from "@storefront/rules/search/facet-values";
import type { FacetParam } from "@storefront/schemas/search/search-state";
import { memo, useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Checkbox } from "../../ui/checkbox/checkbox.tsx";
import { facetValueLabel } from "./facet-value-label.ts";
import type { ListFacetGroup } from "./groups/facet-groups.ts";

/** The facet's group as it is given (a `kind` besides is left unread). */
type ListFacetProps = Omit<ListFacetGroup, "kind"> & {
  certifiedOnly: boolean;
  /**
   * A value chosen; `pressing` when the shopper has pressed it and not yet let go (its results
   * can be asked for then), without it once chosen. Stable across renders.
   */
  onToggle: (facet: FacetParam, value: string, pressing?: boolean) => void;
};

type FacetValueRowProps = Pick<ListFacetProps, "facet" | "onToggle"> & {
  value: string;
  count: number;
  checked: boolean;
  checkboxId: string;
};

/** One value's checkbox and count, drawn again only when its count or its tick changes. */
const FacetValueRow = memo(function FacetValueRow({
  facet,
  value,
  count,
  checked,
  checkboxId,
  onToggle,
}: FacetValueRowProps) {
  return (
    <li
      className="flex min-h-8 items-center gap-2"
      onPointerDown={(event) => {
        // A mouse press: a touch may yet scroll the list instead of choosing.
        if (event.button === 0 && event.pointerType === "mouse") onToggle(facet, value, true);
      }}
    >
      <Checkbox id={checkboxId} checked={checked} onCheckedChange={() => onToggle(facet, value)} />
      <label
        htmlFor={checkboxId}
        className="flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-2 text-sm"
      >
        <span className="truncate">{facetValueLabel(facet, value)}</span>{" "}
        <span className="shrink-0 text-muted-foreground tabular-nums">{formatNumber(count)}</span>
      </label>
    </li>
  );
});

/** A list or yes/no facet: one checkbox per value with its count; makes show 7 until expanded. */
export function ListFacet({
  facet,
  label,
  values,
  refined,
  certifiedOnly,
  onToggle,
}: ListFacetProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleFacetValues(facet, values, { expanded, refined, certifiedOnly });
  const canExpand = facet === "make" && (expanded || hidden > 0);

  return (
    <fieldset data-slot="list-facet" data-facet={facet} className="grid gap-2">
      <legend className="sr-only">{label}</legend>
      <ul id={`${id}-values`} className="grid gap-1">
        {shown.map((option, index) => (
          <FacetValueRow
            key={option.value}
            facet={facet}
            value={option.value}
            count={option.count}
            checked={refined.includes(option.value)}
            checkboxId={`${id}-${index}`}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {canExpand ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start"
          aria-expanded={expanded}
          aria-controls={`${id}-values`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? "Show fewer makes" : "Show all makes"}
        </Button>
      ) : null}
    </fieldset>
  );
}
