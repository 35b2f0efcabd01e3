import { useMemo } from "react";
import { SchemaForm } from "../forms/schema-form.tsx";
import { settingsGroups } from "./settings-groups.ts";
import { type SettingsPartProps, useSettingChange } from "./settings-part.ts";

const group = settingsGroups.find((entry) => entry.id === "identity")!;
const root: readonly string[] = [];
const identityPointer = /^\/(slug|name|template|domains)(\/|$)/;

/**
 * Site id, name, template and the domains that serve the site (each checked as a host name, and
 * for duplicates by the draft's problems).
 */
export function IdentityEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const { slug, name, template, domains } = draft;
  const value = useMemo(() => ({ slug, name, template, domains }), [slug, name, template, domains]);
  const onFieldChange = useSettingChange(dispatch, root);
  // The form sits at the draft's root, so it is given only the problems of its own fields.
  const own = useMemo(
    () => problems.filter((problem) => identityPointer.test(problem.pointer)),
    [problems],
  );
  return (
    <SchemaForm
      schema={group.schema}
      hints={group.hints}
      value={value}
      onFieldChange={onFieldChange}
      problems={own}
      aria-label="Identity and domains"
    />
  );
}
