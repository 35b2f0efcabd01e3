import type { OfferSearchParams } from "@storefront/schemas/search/offer-search";
import { useId } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { Label } from "../../ui/label/label.tsx";
import { Select } from "../../ui/select/select.tsx";

export type OfferFilterChoices = {
  categories: string[];
  dealerships: { id: string; name: string }[];
};

type OfferFiltersProps = {
  choices: OfferFilterChoices;
  filters: OfferSearchParams;
  /** The page the form reloads with the chosen filters (an ordinary GET form). */
  action: string;
};

/** Category, price range and dealership, sent as the page's address so a search can be shared. */
export function OfferFilters({ choices, filters, action }: OfferFiltersProps) {
  const id = useId();
  return (
    <form
      data-slot="offer-filters"
      method="get"
      action={action}
      aria-label="Filter offers"
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      {choices.categories.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            id={`${id}-category`}
            name="categories"
            defaultValue={filters.categories[0] ?? ""}
          >
            <option value="">All categories</option>
            {choices.categories.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </Select>
        </div>
      ) : null}
      <PriceField id={`${id}-min`} label="Min price" name="price_min" value={filters.price_min} />
      <PriceField id={`${id}-max`} label="Max price" name="price_max" value={filters.price_max} />
      {choices.dealerships.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-dealership`}>Dealership</Label>
          <Select
            id={`${id}-dealership`}
            name="dealership_id"
            defaultValue={filters.dealership_id ?? ""}
          >
            <option value="">All dealerships</option>
            {choices.dealerships.map((dealership) => (
              <option key={dealership.id} value={dealership.id}>
                {dealership.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <Button type="submit">Apply Filters</Button>
    </form>
  );
}

function PriceField({
  id,
  label,
  name,
  value,
}: {
  id: string;
  label: string;
  name: "price_min" | "price_max";
  value: number | undefined;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} type="number" inputMode="numeric" min={0} defaultValue={value} />
    </div>
  );
}
