import { financeSettings } from "@storefront/schemas";
import { type FieldLayout, SectionedFields } from "../forms/frame/sectioned-fields.tsx";
import { SchemaForm } from "../forms/schema-form.tsx";
import { financeHints } from "./setting-hints.ts";
import { type SettingsPartProps, useSettingChange } from "./settings-part.ts";

const layout: FieldLayout = {
  "Provider and call to action": [
    "provider",
    "callToAction",
    "buttonText",
    "showFigures",
    "excludedMakes",
  ],
  Calculator: [
    "calculator.defaultRate",
    "calculator.amount",
    "calculator.term",
    "calculator.interest",
    "calculator.vehicleAmount",
    "calculator.vehicleTermDefault",
    "calculator.roundUpFees",
    "calculator.establishmentFee",
    "calculator.disclaimerToggle",
  ],
  "Disclaimer and fees": ["disclaimer", "comparisonRateRange", "fees"],
  "Finance page": ["pageForm", "sidePanel", "steps", "sampleWording", "quickPriceOptions"],
};
const base = ["finance"];

/**
 * Finance: the provider whose lender figures show, the calculator's ranges and default rate,
 * the disclaimer and fee list, and the finance page's form and side panel.
 */
export function FinanceEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const onFieldChange = useSettingChange(dispatch, base);
  return (
    <SchemaForm
      schema={financeSettings}
      hints={financeHints}
      value={draft.finance as Record<string, unknown> | undefined}
      onFieldChange={onFieldChange}
      problems={problems}
      pointerBase="/finance"
      aria-label="Finance settings"
      className="gap-8"
    >
      <SectionedFields layout={layout} within={["calculator"]} />
    </SchemaForm>
  );
}
