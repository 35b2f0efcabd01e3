import { deliveryRegion } from "@storefront/schemas";
import { SchemaForm } from "../../forms/schema-form.tsx";
import { EntryFormsEditor } from "../entry-forms-editor.tsx";
import type { SettingsPartProps } from "../settings-part.ts";

const path = ["deliveryRegions"];

const describeRanges = (postcodes: unknown): string => {
  const ranges = Array.isArray(postcodes) ? (postcodes as { from?: string; to?: string }[]) : [];
  if (ranges.length === 0) return "No postcodes yet";
  return ranges
    .map(({ from = "?", to = "?" }) => (from === to ? from : `${from}–${to}`))
    .join(", ");
};

const priceOf = (price: unknown) => (typeof price === "number" ? `$${price}` : "no price");

/**
 * The delivery calculator's regions: each a name, a price and postcode ranges. Problems (a range
 * that ends before it starts, ranges of two regions that overlap) show on the range's field.
 */
export function DeliveryRegionsEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const entries = (draft.deliveryRegions ?? []) as Record<string, unknown>[];
  return (
    <EntryFormsEditor
      path={path}
      entries={entries}
      itemLabel="delivery region"
      listLabel="Delivery regions"
      dispatch={dispatch}
      problems={problems}
      newEntry={() => ({ name: "", price: 0, postcodes: [{ from: "", to: "" }] })}
      summary={(entry) => ({
        title: typeof entry.name === "string" ? entry.name : "",
        detail: `${priceOf(entry.price)}: ${describeRanges(entry.postcodes)}`,
      })}
      renderForm={({ entry, onFieldChange, pointerBase }) => (
        <SchemaForm
          schema={deliveryRegion}
          value={entry}
          onFieldChange={onFieldChange}
          problems={problems}
          pointerBase={pointerBase}
        />
      )}
    />
  );
}
