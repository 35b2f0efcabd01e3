import { promoCard, searchSettings } from "@storefront/schemas";
import { defaultOf } from "../../forms/schema/zod-introspection.ts";
import { SchemaForm } from "../../forms/schema-form.tsx";
import { EntryFormsEditor } from "../entry-forms-editor.tsx";
import { freeId } from "../free-id.ts";
import { promoCardHints } from "../setting-hints.ts";
import type { SettingsPartProps } from "../settings-part.ts";
import { PageSizeContext, PromoPositionField } from "./promo-position-field.tsx";
import { describePositions } from "./promo-positions.ts";

const widgets = { position: PromoPositionField };
const path = ["promos"];
const defaultPageSize = defaultOf(searchSettings.shape.hitsPerPage) as number;

/**
 * Promo cards placed among the search results: title, text, image and button, the position(s)
 * they take (checked against the page size), randomising, dates and display rules.
 */
export function PromoCardsEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const entries = (draft.promos ?? []) as Record<string, unknown>[];
  const pageSize =
    typeof draft.search?.hitsPerPage === "number" ? draft.search.hitsPerPage : defaultPageSize;
  return (
    <PageSizeContext.Provider value={pageSize}>
      <EntryFormsEditor
        path={path}
        entries={entries}
        itemLabel="promo card"
        listLabel="Promo cards"
        dispatch={dispatch}
        problems={problems}
        newEntry={() => ({
          id: freeId(
            "promo",
            entries.map((entry) => entry.id),
          ),
          title: "",
          link: { label: "Find out more", href: "" },
          position: Math.min(9, pageSize),
        })}
        summary={(entry) => ({
          title: typeof entry.title === "string" ? entry.title : "",
          detail: `Shown ${describePositions(entry.position)}${entry.display === false ? " (turned off)" : ""}`,
        })}
        renderForm={({ entry, onFieldChange, pointerBase }) => (
          <SchemaForm
            schema={promoCard}
            hints={promoCardHints}
            widgets={widgets}
            value={entry}
            onFieldChange={onFieldChange}
            problems={problems}
            pointerBase={pointerBase}
          />
        )}
      />
    </PageSizeContext.Provider>
  );
}
