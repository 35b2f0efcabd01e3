import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { ToolbarField } from "./toolbar-field.tsx";

type PreviewDateProps = {
  /** The day shown (`2026-12-01`), or "" for now. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * Shows the site as it will be on a day: promo cards and offers with a start or expiry show as
 * they will then, by the dealer's own calendar. Empty is now.
 */
export function PreviewDate({ value, onChange }: PreviewDateProps) {
  return (
    <ToolbarField label="As on">
      {(id) => (
        <Input
          id={id}
          type="date"
          value={value}
          title="Leave empty to show the site as it is now"
          onChange={(event) => onChange(event.target.value)}
          className="h-8 w-40 text-sm"
        />
      )}
    </ToolbarField>
  );
}
