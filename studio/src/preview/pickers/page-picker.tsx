import type { PreviewPageOption } from "../pages/preview-pages.ts";
import { ToolbarSelect } from "./toolbar-select.tsx";

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
    <ToolbarSelect label="Page" value={value} onChange={onChange} className="min-w-56 flex-1">
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
    </ToolbarSelect>
  );
}
