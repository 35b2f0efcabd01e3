import { Select } from "@storefront/design-system/ui/select/select.tsx";
import type { ReactNode } from "react";
import { ToolbarField } from "./toolbar-field.tsx";

type ToolbarSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> and <optgroup> elements to choose from. */
  children: ReactNode;
  className?: string;
};

/** A labelled choice of the preview's toolbar: which page or which rooftop it shows. */
export function ToolbarSelect({ label, value, onChange, children, className }: ToolbarSelectProps) {
  return (
    <ToolbarField label={label} className={className}>
      {(id) => (
        <Select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 text-sm"
        >
          {children}
        </Select>
      )}
    </ToolbarField>
  );
}
