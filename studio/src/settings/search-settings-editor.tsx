import { searchSettings } from "@storefront/schemas";
import { type FieldLayout, SectionedFields } from "../forms/frame/sectioned-fields.tsx";
import { SchemaForm } from "../forms/schema-form.tsx";
import { type SettingsPartProps, useSettingChange } from "./settings-part.ts";

const layout: FieldLayout = {
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
      value={draft.search as Record<string, unknown> | undefined}
      onFieldChange={onFieldChange}
      problems={problems}
      pointerBase="/search"
      aria-label="Search settings"
      className="gap-8"
    >
      <SectionedFields layout={layout} />
    </SchemaForm>
  );
}
