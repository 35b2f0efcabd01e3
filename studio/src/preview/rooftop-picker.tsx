import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { ToolbarField } from "./toolbar-field.tsx";

type RooftopPickerProps = {
  groupName: string;
  rooftops: readonly { slug: string; name: string }[];
  /** The rooftop shown, or "" for the group's own site. */
  value: string;
  onChange: (slug: string) => void;
};

/** Which site of a group the preview shows: the group's own, or one of its rooftops. */
export function RooftopPicker({ groupName, rooftops, value, onChange }: RooftopPickerProps) {
  return (
    <ToolbarField label="Show as">
      {(id) => (
        <Select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 text-sm"
        >
          <option value="">{groupName} (this site)</option>
          {rooftops.map((rooftop) => (
            <option key={rooftop.slug} value={rooftop.slug}>
              {rooftop.name}
            </option>
          ))}
        </Select>
      )}
    </ToolbarField>
  );
}
