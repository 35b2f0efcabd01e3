import { validateSiteDefinition } from "@storefront/schemas";
import { useMemo, useState } from "react";
import type { EditorAction } from "../editor/actions.ts";
import type { Draft, JsonPath } from "../editor/editor-state.ts";
import { setAt } from "../forms/schema/value-paths.ts";
import { SettingsEditor } from "./settings-editor.tsx";

/** A small dealer group site for the settings stories. */
export const storyDraft: Draft = {
  version: 1,
  slug: "harbour-city",
  name: "Harbour City Motors",
  template: "dealer-group",
  domains: ["harbour-city.localhost"],
  dealerships: [{ id: "hc-toyota", slug: "harbour-city-toyota", name: "Harbour City Toyota" }],
  locations: [
    {
      id: "hc-sales",
      name: "Harbour City Toyota Sales",
      slug: "harbour-city-toyota-sales",
      dealership_id: "hc-toyota",
      location_type: "sales",
      address: {
        street: "1 Harbour Road",
        city: "Newcastle",
        state: "NSW",
        postcode: "2300",
        lat: -32.93,
        long: 151.78,
      },
      contact_detail: {
        phone: "0249 000 000",
        opening_hours: [
          { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
          { weekday: 0, status: "Closed" },
        ],
      },
    },
  ],
  promos: [
    {
      id: "finance-promo",
      title: "Finance from 6.29%",
      link: { label: "Apply now", href: "/finance" },
      position: [5, 10],
    },
  ],
};

type HarnessProps = {
  draft?: Draft;
  focus?: JsonPath;
  /** Receives every action the editor dispatches. */
  onDispatch: (action: EditorAction) => void;
};

/**
 * The settings editor over a draft held in state, with `setting/set` applied as the editor's
 * reducer applies it and the problems found by validating the draft.
 */
export function SettingsEditorHarness({
  draft: initial = storyDraft,
  focus,
  onDispatch,
}: HarnessProps) {
  const [draft, setDraft] = useState(initial);
  const problems = useMemo(() => {
    const result = validateSiteDefinition(draft);
    return result.ok ? [] : result.problems;
  }, [draft]);
  const dispatch = (action: EditorAction) => {
    onDispatch(action);
    if (action.type === "setting/set")
      setDraft((current) => setAt(current, action.path, action.value) as Draft);
  };
  return (
    <div className="max-w-3xl">
      <SettingsEditor draft={draft} dispatch={dispatch} problems={problems} focus={focus} />
    </div>
  );
}
