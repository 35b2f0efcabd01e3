import { offer } from "@storefront/schemas";
import { SchemaForm } from "../../forms/schema-form.tsx";
import { EntryFormsEditor } from "../entry-forms-editor.tsx";
import { freeId } from "../free-id.ts";
import { offerHints } from "../setting-hints.ts";
import type { SettingsPartProps } from "../settings-part.ts";

const path = ["offers"];

/**
 * The dealer's special offers: name, texts, make and model, image, price, categories,
 * dealership, expiry and the sites that leave them out; each checked with the offer schema.
 */
export function OffersEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const entries = (draft.offers ?? []) as Record<string, unknown>[];
  return (
    <EntryFormsEditor
      path={path}
      entries={entries}
      itemLabel="offer"
      listLabel="Special offers"
      dispatch={dispatch}
      problems={problems}
      newEntry={() => ({
        id: freeId(
          "offer",
          entries.map((entry) => entry.id),
        ),
        name: "",
      })}
      summary={(entry) => ({
        title: typeof entry.name === "string" ? entry.name : "",
        detail: typeof entry.expiry === "string" ? `Ends ${entry.expiry}` : "No end date",
      })}
      renderForm={({ entry, onFieldChange, pointerBase }) => (
        <SchemaForm
          schema={offer}
          hints={offerHints}
          value={entry}
          onFieldChange={onFieldChange}
          problems={problems}
          pointerBase={pointerBase}
        />
      )}
    />
  );
}
