import { toPointer } from "@storefront/schemas";
import { useMemo } from "react";
import type { FieldNode } from "../forms/schema/field-node.ts";
import { getAt } from "../forms/schema/value-paths.ts";
import { SchemaForm } from "../forms/schema-form.tsx";
import type { SettingsGroup } from "./settings-groups.ts";
import { type SettingsPartProps, useSettingChange } from "./settings-part.ts";

type FieldsGroupEditorProps = SettingsPartProps & {
  group: SettingsGroup;
  filter?: ((node: FieldNode) => boolean) | undefined;
};

/**
 * A settings group edited through the form generated from its schema. Only the keys the schema
 * knows are given to the form (reviews also hold imported review data edited elsewhere).
 */
export function FieldsGroupEditor({
  group,
  draft,
  dispatch,
  problems,
  filter,
}: FieldsGroupEditorProps) {
  const stored = getAt(draft, group.path) as Record<string, unknown> | undefined;
  const value = useMemo(() => {
    if (!stored) return undefined;
    const known = Object.keys(group.schema.shape);
    return Object.fromEntries(Object.entries(stored).filter(([key]) => known.includes(key)));
  }, [stored, group.schema]);
  const onFieldChange = useSettingChange(dispatch, group.path);
  return (
    <SchemaForm
      schema={group.schema}
      hints={group.hints}
      value={value}
      onFieldChange={onFieldChange}
      problems={problems}
      pointerBase={toPointer(group.path)}
      filter={filter}
      aria-label={`${group.title} settings`}
    />
  );
}
