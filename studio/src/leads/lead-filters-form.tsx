import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { Label } from "@storefront/design-system/ui/label/label.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { type LeadSite, leadListQuery } from "@storefront/schemas/studio-api";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { type LeadFilters, leadFilterKeys } from "./lead-filters.ts";
import { deliveryLabels } from "./lead-labels.ts";

type LeadFiltersFormProps = {
  site: LeadSite;
  filters: LeadFilters;
  categories: readonly string[];
  onApply: (filters: LeadFilters) => void;
};

function FilterField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5" data-slot="lead-filter">
      <Label htmlFor={id}>{label}</Label>
      {children(error ? { id, "aria-invalid": true, "aria-describedby": errorId } : { id })}
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** The list's filters, checked with the API's schema before they change the address. */
export function LeadFiltersForm({ site, filters, categories, onApply }: LeadFiltersFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const given = Object.fromEntries(leadFilterKeys.map((key) => [key, data.get(key) ?? ""]));
    const parsed = leadListQuery.safeParse(given);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    const { cursor: _cursor, limit: _limit, ...chosen } = parsed.data;
    onApply(chosen);
  };
  const shownCategories = [
    ...new Set([...categories, ...(filters.category ? [filters.category] : [])]),
  ];
  return (
    <form
      aria-label="Filter leads"
      onSubmit={submit}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-3 lg:grid-cols-6"
      data-slot="lead-filters"
    >
      <FilterField label="From" error={errors.from}>
        {(props) => <Input {...props} type="date" name="from" defaultValue={filters.from} />}
      </FilterField>
      <FilterField label="To" error={errors.to}>
        {(props) => <Input {...props} type="date" name="to" defaultValue={filters.to} />}
      </FilterField>
      <FilterField label="Dealership" error={errors.dealership}>
        {(props) => (
          <Select {...props} name="dealership" defaultValue={filters.dealership ?? ""}>
            <option value="">All dealerships</option>
            {site.dealerships.map((dealership) => (
              <option key={dealership.slug} value={dealership.slug}>
                {dealership.name}
              </option>
            ))}
          </Select>
        )}
      </FilterField>
      <FilterField label="Category" error={errors.category}>
        {(props) => (
          <Select {...props} name="category" defaultValue={filters.category ?? ""}>
            <option value="">All categories</option>
            {shownCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </FilterField>
      <FilterField label="Delivery" error={errors.delivery}>
        {(props) => (
          <Select {...props} name="delivery" defaultValue={filters.delivery ?? ""}>
            <option value="">Any delivery state</option>
            {(["pending", "delivered", "failed"] as const).map((state) => (
              <option key={state} value={state}>
                {deliveryLabels[state]}
              </option>
            ))}
          </Select>
        )}
      </FilterField>
      <FilterField label="Name, email or phone" error={errors.q}>
        {(props) => <Input {...props} type="search" name="q" defaultValue={filters.q} />}
      </FilterField>
      <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
        <Button type="submit">Apply filters</Button>
        <Button
          type="reset"
          variant="outline"
          onClick={(event) => {
            event.preventDefault();
            setErrors({});
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
