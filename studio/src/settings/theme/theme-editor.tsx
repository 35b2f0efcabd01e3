import { siteTheme } from "@storefront/schemas";
import { useWatch } from "react-hook-form";
import { ColourField } from "../../forms/fields/colour-field.tsx";
import { SelectField } from "../../forms/fields/select-field.tsx";
import type {
  ColourNode,
  FieldNode,
  FieldPath,
  SelectNode,
} from "../../forms/schema/field-node.ts";
import { SchemaForm } from "../../forms/schema-form.tsx";
import { useSchemaForm } from "../../forms/schema-form-context.ts";
import { type SettingsPartProps, useSettingChange } from "../settings-part.ts";
import { brandColourAdvice } from "./brand-colour-advice.ts";
import { ThemePreview } from "./theme-preview.tsx";

type WidgetProps = { node: FieldNode; path: FieldPath };

function ManufacturerThemeField({ node, path }: WidgetProps) {
  const { form } = useSchemaForm();
  const [manufacturer, primary, accent] = useWatch({
    control: form.control,
    name: ["manufacturer", "brandColours.primary", "brandColours.accent"],
  });
  return (
    <div className="grid gap-2">
      <SelectField node={node as SelectNode} path={path} />
      <ThemePreview
        manufacturer={manufacturer ?? node.defaultValue}
        primary={primary}
        accent={accent}
      />
    </div>
  );
}

function BrandColourField({ node, path }: WidgetProps) {
  return <ColourField node={node as ColourNode} path={path} warningFor={brandColourAdvice} />;
}

const widgets = {
  manufacturer: ManufacturerThemeField,
  "brandColours.primary": BrandColourField,
  "brandColours.accent": BrandColourField,
};
const base = ["theme"];

/** The manufacturer theme with a live preview, the brand colours with contrast advice, the logo. */
export function ThemeEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const onFieldChange = useSettingChange(dispatch, base);
  return (
    <SchemaForm
      schema={siteTheme}
      widgets={widgets}
      value={draft.theme as Record<string, unknown> | undefined}
      onFieldChange={onFieldChange}
      problems={problems}
      pointerBase="/theme"
      aria-label="Theme"
    />
  );
}
