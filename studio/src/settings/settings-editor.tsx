import { Input } from "@storefront/design-system/ui/input/input.tsx";
import type { Problem } from "@storefront/schemas";
import { siteIdentity } from "@storefront/schemas";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import type { EditorAction } from "../editor/actions.ts";
import type { Draft, JsonPath } from "../editor/editor-state.ts";
import type { FieldNode } from "../forms/schema/field-node.ts";
import { describeSchema } from "../forms/schema/schema-walk.ts";
import { unwrap } from "../forms/schema/zod-introspection.ts";
import { InheritedPartLine } from "../inheritance/inherited-part.tsx";
import type { Inheritance } from "../inheritance/use-inheritance.ts";
import { DeliveryRegionsEditor } from "./delivery/delivery-regions-editor.tsx";
import { FieldsGroupEditor } from "./fields-group-editor.tsx";
import { FinanceEditor } from "./finance-editor.tsx";
import { focusSetting, SettingsFocusContext } from "./finding/settings-focus.ts";
import { matchGroup } from "./finding/settings-search.ts";
import { IdentityEditor } from "./identity-editor.tsx";
import { LocationsEditor } from "./locations/locations-editor.tsx";
import { MenuEditor } from "./menus/menu-editor.tsx";
import { OffersEditor } from "./offers/offers-editor.tsx";
import { PromoCardsEditor } from "./promos/promo-cards-editor.tsx";
import { SearchSettingsEditor } from "./search-settings-editor.tsx";
import { SettingsGroupSection } from "./settings-group-section.tsx";
import { groupFor, type SettingsGroup, settingsGroups } from "./settings-groups.ts";
import type { SettingsPartProps } from "./settings-part.ts";
import { ThemeEditor } from "./theme/theme-editor.tsx";

export type SettingsEditorProps = {
  draft: Draft;
  dispatch: (action: EditorAction) => void;
  /** The draft's problems by JSON pointer; each shows on its field and counts on its group. */
  problems: readonly Problem[];
  /** A setting to scroll to and focus (the Problems panel passes a problem's path). */
  focus?: JsonPath | undefined;
  /** For a rooftop of a group: which groups are its own, with override and reset. */
  inheritance?: Inheritance | null | undefined;
};

/** The parts of the definition a group edits, each overridden or reset whole. */
function inheritedParts(group: SettingsGroup): { field: string; label: string }[] {
  if (group.path.length === 0)
    return (["domains", "timeZone", "template"] as const).map((field) => ({
      field,
      label: unwrap(siteIdentity.shape[field]).title ?? field,
    }));
  return [{ field: String(group.path[0]), label: group.title }];
}

const dedicatedEditors = {
  identity: IdentityEditor,
  theme: ThemeEditor,
  menus: MenuEditor,
  search: SearchSettingsEditor,
  promos: PromoCardsEditor,
  offers: OffersEditor,
  finance: FinanceEditor,
  locations: LocationsEditor,
  deliveryRegions: DeliveryRegionsEditor,
} satisfies Record<string, (props: SettingsPartProps) => ReactNode>;

const described = settingsGroups.map((group) => ({
  group,
  root: describeSchema(group.schema, group.hints),
}));

const owns = (group: SettingsGroup, pointer: string) =>
  groupFor(pointer.split("/").slice(1)) === group;

/**
 * Every site setting in groups: identity and domains, theme, menus, search, promo cards,
 * finance, locations and hours (each with an editor of its own), and the feature settings
 * generated from their schema. A search filters groups and fields by name and description.
 * Every edit dispatches `setting/set` at the field's path.
 */
export function SettingsEditor({
  draft,
  dispatch,
  problems,
  focus,
  inheritance,
}: SettingsEditorProps) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(["identity"]));
  const container = useRef<HTMLDivElement>(null);

  const matches = useMemo(
    () =>
      described.map(({ group, root }) => ({
        group,
        match: matchGroup(
          {
            title: group.title,
            keywords: group.keywords,
            root,
            dedicated: group.editor !== "fields",
          },
          query,
        ),
      })),
    [query],
  );
  const visible = matches.filter(({ match }) => match.visible);

  // Open the group holding the focused setting, clear a search that hides it, then focus it
  // once it has rendered (a list entry may need a frame or two to open).
  useEffect(() => {
    if (!focus) return;
    const group = groupFor(focus);
    if (!group) return;
    setQuery("");
    setOpen((current) => new Set(current).add(group.id));
    let frames = 0;
    let handle = requestAnimationFrame(function attempt() {
      const done = container.current ? focusSetting(container.current, focus) : false;
      frames += 1;
      if (!done && frames < 10) handle = requestAnimationFrame(attempt);
    });
    return () => cancelAnimationFrame(handle);
  }, [focus]);

  const toggle = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <SettingsFocusContext.Provider value={focus}>
      <div ref={container} data-slot="settings-editor" className="grid gap-4">
        <search className="grid gap-1">
          <Input
            type="search"
            aria-label="Search settings"
            placeholder="Search settings, such as sold or finance"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p aria-live="polite" className="text-muted-foreground text-sm">
            {query.trim()
              ? visible.length === 0
                ? `No setting matches "${query.trim()}".`
                : `${visible.length} of ${settingsGroups.length} groups match.`
              : null}
          </p>
        </search>
        {visible.map(({ group, match }) => {
          const Editor = group.editor === "fields" ? null : dedicatedEditors[group.editor];
          const filter: ((node: FieldNode) => boolean) | undefined = match.filter;
          const parts = inheritance ? inheritedParts(group) : [];
          const anyOwn = parts.some(({ field }) => inheritance?.isOwn({ field }));
          return (
            <SettingsGroupSection
              key={group.id}
              groupId={group.id}
              title={group.title}
              open={query.trim() !== "" || open.has(group.id)}
              onOpenChange={(isOpen) => toggle(group.id, isOpen)}
              problemCount={problems.filter((problem) => owns(group, problem.pointer)).length}
              inherited={inheritance ? (anyOwn ? "overridden" : "inherited") : undefined}
              inheritance={
                inheritance
                  ? parts.map(({ field, label }) => (
                      <InheritedPartLine
                        key={field}
                        inheritance={inheritance}
                        part={{ field }}
                        label={label}
                      />
                    ))
                  : null
              }
            >
              {Editor ? (
                <Editor draft={draft} dispatch={dispatch} problems={problems} />
              ) : (
                <FieldsGroupEditor
                  group={group}
                  draft={draft}
                  dispatch={dispatch}
                  problems={problems}
                  filter={filter}
                />
              )}
            </SettingsGroupSection>
          );
        })}
      </div>
    </SettingsFocusContext.Provider>
  );
}
