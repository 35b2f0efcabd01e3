import { Field, FieldControl, FieldLabel } from "@storefront/design-system/ui/field/field.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { useMemo } from "react";
import { useEditor } from "../editor/editor-context.ts";
import { type PageEntry, pageEntries } from "./page-entries.ts";

type PagePickerProps = { pageId: string; onChange: (pageId: string) => void };

const optionText = (entry: PageEntry) =>
  [
    entry.title,
    entry.template === "content"
      ? entry.path
      : entry.title !== entry.templateLabel
        ? entry.templateLabel
        : "",
    entry.inDraft ? "" : "default",
  ]
    .filter(Boolean)
    .join(" · ");

/** Every page the site serves, by template; default pages are marked until first changed. */
export function PagePicker({ pageId, onChange }: PagePickerProps) {
  const { draft } = useEditor();
  const entries = useMemo(() => pageEntries(draft), [draft]);
  const templated = entries.filter((entry) => entry.template !== "content");
  const content = entries.filter((entry) => entry.template === "content");
  return (
    <Field>
      <FieldLabel>Page</FieldLabel>
      <FieldControl>
        <Select value={pageId} onChange={(event) => onChange(event.target.value)}>
          <optgroup label="Pages">
            {templated.map((entry) => (
              <option key={entry.pageId} value={entry.pageId}>
                {optionText(entry)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Content pages">
            {content.map((entry) => (
              <option key={entry.pageId} value={entry.pageId}>
                {optionText(entry)}
              </option>
            ))}
          </optgroup>
        </Select>
      </FieldControl>
    </Field>
  );
}
