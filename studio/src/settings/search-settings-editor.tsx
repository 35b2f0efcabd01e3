import { searchSettings } from "@storefront/schemas";
import { FormSection } from "../forms/form-section.tsx";
import { RemainingFields, SchemaFieldAt } from "../forms/schema-field.tsx";
import { SchemaForm } from "../forms/schema-form.tsx";
import { searchHints } from "./setting-hints.ts";
import { type SettingsPartProps, useSettingChange } from "./settings-part.ts";

const layout = {
  Results: [
    "hitsPerPage",
    "soldDays",
    "visibilityLevel",
    "priceAscendingExcludesZero",
    "certifiedOnly",
  ],
  "Filter panel": ["facets", "priceSliderMax"],
  "Result cards": ["cardAttributes", "noPriceText"],
  "Links and empty results": ["defaultPath", "clearFiltersTarget", "emptyTitle"],
};
const placed = Object.values(layout).flat();
const base = ["search"];

/**
 * Search: page size, how long sold cars stay listed, the visibility level, which facets the
 * filter panel offers in which order, and the attributes result cards list.
 */
export function SearchSettingsEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const onFieldChange = useSettingChange(dispatch, base);
  return (
    <SchemaForm
      schema={searchSettings}
      hints={searchHints}
      value={draft.search as Record<string, unknown> | undefined}
      onFieldChange={onFieldChange}
      problems={problems}
      pointerBase="/search"
      aria-label="Search settings"
      className="gap-8"
    >
      {Object.entries(layout).map(([title, paths]) => (
        <FormSection key={title} title={title}>
          {paths.map((path) => (
            <SchemaFieldAt key={path} path={path} />
          ))}
        </FormSection>
      ))}
      <RemainingFields except={placed} />
    </SchemaForm>
  );
}
