import { formatRangeParam, type Range } from "@storefront/rules/search/range";
import {
  formatRangeValue,
  rangeRefinement,
  rangeSliderStep,
  roundRangeValue,
  sliderThumbs,
} from "@storefront/rules/search/range-slider";
import { sliderDelayMs } from "@storefront/rules/search/search-debounce";
import type { FacetParam } from "@storefront/schemas/search/search-state";
import { Slider } from "../../ui/slider/slider.tsx";
import { useDebouncedEdit } from "./edits/use-debounced-edit.ts";
import type { RangeFacetGroup } from "./groups/facet-groups.ts";

/** The facet's group as it is given (a `kind` besides is left unread). */
type RangeFacetProps = Omit<RangeFacetGroup, "kind"> & {
  onRangeChange: (facet: FacetParam, range: Partial<Range> | undefined) => void;
};

/**
 * A two-thumb slider over the facet's bounds. Values show and are announced as they will apply
 * (rounded to 1000 for price and km); the change applies 400 ms after the last move.
 */
export function RangeFacet({ facet, label, bounds, refined, onRangeChange }: RangeFacetProps) {
  const refinementKey = (thumbs: readonly number[]) =>
    formatRangeParam(rangeRefinement(facet, thumbs, bounds) ?? {});
  const thumbs = useDebouncedEdit<number[]>({
    committed: sliderThumbs(refined, bounds),
    committedKey: formatRangeParam(refined ?? {}),
    keyOf: refinementKey,
    delay: sliderDelayMs,
    apply: (values) => onRangeChange(facet, rangeRefinement(facet, values, bounds)),
  });
  const [low = bounds.min, high = bounds.max] = thumbs.value;
  const text = (value: number) => formatRangeValue(facet, roundRangeValue(facet, value));
  const name = label.toLowerCase();

  return (
    <fieldset data-slot="range-facet" data-facet={facet} className="grid gap-3 px-1">
      <legend className="sr-only">{label}</legend>
      <p className="flex justify-between gap-2 font-medium text-sm tabular-nums">
        <span>{text(low)}</span>
        <span aria-hidden="true">–</span>
        <span>{text(high)}</span>
      </p>
      <Slider
        min={bounds.min}
        max={bounds.max}
        step={rangeSliderStep(facet, bounds)}
        value={thumbs.value}
        onValueChange={thumbs.edit}
        thumbLabels={[`Minimum ${name}`, `Maximum ${name}`]}
        getValueText={text}
      />
    </fieldset>
  );
}
