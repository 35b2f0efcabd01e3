import { formatMoney, formatNumber } from "@storefront/rules/formatting/format";
import type { FacetValue } from "@storefront/rules/search/facet-values";
import {
  choiceFromSelect,
  priceFromSelect,
  withChosenPrice,
  withChosenValue,
  withMake,
} from "@storefront/rules/search/hero-search-filters";
import { useCallback, useMemo } from "react";
import { useLatest } from "../../lib/use-latest.ts";
import { Field, FieldControl, FieldLabel } from "../../ui/field/field.tsx";
import { Input } from "../../ui/input/input.tsx";
import { type Choice, ChoiceSelectField } from "./choice-select-field.tsx";
import type { HeroSearchData, HeroSearchFilters } from "./hero-search-data.ts";
import { ShowMeButton } from "./show-me-button.tsx";

type HeroSearchFormProps = HeroSearchData & {
  placeholder: string;
  /** The id of the heading that names the search. */
  labelledBy: string;
};

const facetChoices = (values: readonly FacetValue[], chosen: string | undefined): Choice[] =>
  withChosenValue(values, chosen).map(({ value, count }) => ({
    value,
    label: `${value} (${formatNumber(count)})`,
  }));

const priceChoices = (prices: readonly number[], chosen: number | undefined): Choice[] =>
  withChosenPrice(prices, chosen).map((price) => ({
    value: String(price),
    label: formatMoney(price),
  }));

/** Keyword, make, model, body type and price ceiling, with the live count on the Show Me button. */
export function HeroSearchForm({
  filters,
  options,
  count,
  counting,
  onChange,
  onSubmit,
  placeholder,
  labelledBy,
}: HeroSearchFormProps) {
  // The fields keep one handler each, which always changes the latest filters: a new count
  // draws the Show Me button again, not every field and option.
  const latest = useLatest({ filters, onChange });
  const change = useCallback(
    (next: (filters: HeroSearchFilters) => HeroSearchFilters) =>
      latest.current.onChange(next(latest.current.filters)),
    [],
  );
  const makeChange = useCallback(
    (value: string) => change((filters) => withMake(filters, choiceFromSelect(value))),
    [change],
  );
  const modelChange = useCallback(
    (value: string) => change((filters) => ({ ...filters, model: choiceFromSelect(value) })),
    [change],
  );
  const bodyChange = useCallback(
    (value: string) => change((filters) => ({ ...filters, body: choiceFromSelect(value) })),
    [change],
  );
  const priceChange = useCallback(
    (value: string) => change((filters) => ({ ...filters, maxPrice: priceFromSelect(value) })),
    [change],
  );
  const keyword = useMemo(
    () => (
      <Field className="sm:col-span-2 lg:col-span-4">
        <FieldLabel>Keyword</FieldLabel>
        <FieldControl>
          <Input
            type="search"
            value={filters.query}
            placeholder={placeholder}
            enterKeyHint="search"
            onChange={(event) => change((filters) => ({ ...filters, query: event.target.value }))}
          />
        </FieldControl>
      </Field>
    ),
    [filters.query, placeholder, change],
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: older screen readers do not map <search> yet; a form with the role works everywhere.
    <form
      role="search"
      aria-labelledby={labelledBy}
      data-slot="hero-search-form"
      className="grid gap-4 rounded-xl bg-card p-4 text-card-foreground shadow-lg sm:grid-cols-2 md:p-6 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(filters);
      }}
    >
      {keyword}
      <ChoiceSelectField
        label="Make"
        anyLabel="Any make"
        choices={facetChoices(options.makes, filters.make)}
        value={filters.make ?? ""}
        onChange={makeChange}
      />
      <ChoiceSelectField
        label="Model"
        anyLabel={filters.make ? "Any model" : "Choose a make first"}
        choices={filters.make ? facetChoices(options.models, filters.model) : []}
        value={filters.model ?? ""}
        disabled={!filters.make}
        onChange={modelChange}
      />
      <ChoiceSelectField
        label="Body Type"
        anyLabel="Any body type"
        choices={facetChoices(options.bodies, filters.body)}
        value={filters.body ?? ""}
        onChange={bodyChange}
      />
      <ChoiceSelectField
        label="Max Price"
        anyLabel="Any price"
        choices={priceChoices(options.maxPrices, filters.maxPrice)}
        value={filters.maxPrice === undefined ? "" : String(filters.maxPrice)}
        onChange={priceChange}
      />
      <div className="flex items-center justify-end sm:col-span-2 lg:col-span-4">
        <p role="status" className="sr-only">
          {counting || count === undefined ? "" : `Matching vehicles: ${formatNumber(count)}`}
        </p>
        <ShowMeButton count={count} counting={counting} />
      </div>
    </form>
  );
}
