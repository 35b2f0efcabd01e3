import { Select } from "@storefront/design-system/ui/select/select.tsx";
import type { PreviewPageOption } from "./preview-pages.ts";
import { ToolbarField } from "./toolbar-field.tsx";

const groups = ["Pages", "Templates"] as const;

type PagePickerProps = {
  options: PreviewPageOption[];
  /** The path the preview shows. */
  value: string;
  onChange: (path: string) => void;
};

/** Chooses which page of the site the preview shows. */
export function PagePicker({ options, value, onChange }: PagePickerProps) {
  const listed = options.some((option) => option.path === value);
  return (
    // Never narrower than a readable page name: the device buttons wrap below it instead of overlapping.
    <ToolbarField label="Page" className="min-w-56 flex-1">
      {(id) => (
        <Select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 text-sm"
        >
          {/* A path reached by a click inside the preview (a filtered search, say). */}
          {listed ? null : <option value={value}>{value}</option>}
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {options
                .filter((option) => option.group === group)
                .map((option) => (
                  <option key={option.id} value={option.path ?? ""} disabled={!option.path}>
                    {option.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </Select>
      )}
    </ToolbarField>
  );
}
