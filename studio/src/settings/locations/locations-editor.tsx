import { location } from "@storefront/schemas";
import { useMemo } from "react";
import { type FieldLayout, SectionedFields } from "../../forms/frame/sectioned-fields.tsx";
import { SchemaForm } from "../../forms/schema-form.tsx";
import { EntryFormsEditor } from "../entry-forms-editor.tsx";
import { freeId } from "../free-id.ts";
import { locationHints } from "../setting-hints.ts";
import type { SettingsPartProps } from "../settings-part.ts";
import { DealershipField, DealershipsContext } from "./dealership-field.tsx";
import { OpeningHoursTable } from "./opening-hours-table.tsx";

const widgets = {
  dealership_id: DealershipField,
  "contact_detail.opening_hours": OpeningHoursTable,
};

const layout: FieldLayout = {
  Location: ["name", "id", "slug", "dealership_id", "location_type", "primary", "visible"],
  Address: [
    "address.street",
    "address.city",
    "address.state",
    "address.postcode",
    "address.lat",
    "address.long",
  ],
  Contact: [
    "contact_detail.phone",
    "contact_detail.landline_phone",
    "contact_detail.email",
    "contact_detail.opening_hours",
    "timeZone",
  ],
  "Holiday hours": ["special_hours"],
};
const path = ["locations"];

function LocationForm(props: {
  entry: Record<string, unknown>;
  onFieldChange: (path: readonly (string | number)[], value: unknown) => void;
  pointerBase: string;
  problems: SettingsPartProps["problems"];
}) {
  return (
    <SchemaForm
      schema={location}
      hints={locationHints}
      widgets={widgets}
      value={props.entry}
      onFieldChange={props.onFieldChange}
      problems={props.problems}
      pointerBase={props.pointerBase}
      className="gap-8"
    >
      <SectionedFields
        layout={layout}
        within={["address", "contact_detail"]}
        remainingTitle="More details"
      />
    </SchemaForm>
  );
}

/**
 * The site's locations: name and dealership, address with latitude and longitude, contact
 * details with a Monday-to-Sunday opening hours table, and holiday hours.
 */
export function LocationsEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const entries = (draft.locations ?? []) as Record<string, unknown>[];
  const dealerships = useMemo(
    () =>
      (draft.dealerships ?? []).map((dealership) => ({
        id: dealership.id,
        name: dealership.name || dealership.id,
      })),
    [draft.dealerships],
  );
  return (
    <DealershipsContext.Provider value={dealerships}>
      <EntryFormsEditor
        path={path}
        entries={entries}
        itemLabel="location"
        listLabel="Locations"
        dispatch={dispatch}
        problems={problems}
        newEntry={() => {
          const id = freeId(
            "location",
            entries.map((entry) => entry.id),
          );
          return {
            id,
            name: "",
            slug: id,
            dealership_id: dealerships[0]?.id ?? "",
            address: { street: "", city: "", state: "NSW", postcode: "", lat: 0, long: 0 },
            contact_detail: { opening_hours: [] },
          };
        }}
        summary={(entry) => {
          const address = entry.address as { city?: string; state?: string } | undefined;
          return {
            title: typeof entry.name === "string" ? entry.name : "",
            detail: [address?.city, address?.state].filter(Boolean).join(", ") || undefined,
          };
        }}
        renderForm={({ entry, onFieldChange, pointerBase }) => (
          <LocationForm
            entry={entry}
            onFieldChange={onFieldChange}
            pointerBase={pointerBase}
            problems={problems}
          />
        )}
      />
    </DealershipsContext.Provider>
  );
}
