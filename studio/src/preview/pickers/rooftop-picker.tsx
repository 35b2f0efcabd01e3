import { ToolbarSelect } from "./toolbar-select.tsx";

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
    <ToolbarSelect label="Show as" value={value} onChange={onChange}>
      <option value="">{groupName} (this site)</option>
      {rooftops.map((rooftop) => (
        <option key={rooftop.slug} value={rooftop.slug}>
          {rooftop.name}
        </option>
      ))}
    </ToolbarSelect>
  );
}
