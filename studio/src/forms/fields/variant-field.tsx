import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Field, FieldControl, FieldLabel } from "@storefront/design-system/ui/field/field.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { FieldsetFrame, frameOf } from "../frame/field-frame.tsx";
import type { VariantNode } from "../schema/field-node.ts";
import { humanise, variantFields } from "../schema/schema-walk.ts";
import { newValueFor } from "../schema/value-conversions.ts";
import { SchemaField } from "../schema-field.tsx";
import { useContainerField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

/**
 * One of several shapes (the embedded search engine or Algolia; an email or a webhook lead
 * target): a select for the kind, then that kind's fields. Switching kind keeps the fields the
 * two kinds share.
 */
export function VariantField({ node, path }: FieldProps<VariantNode>) {
  const field = useContainerField(node, path);
  const shown = (field.value ?? node.defaultValue) as Record<string, unknown> | undefined;
  const tag = shown?.[node.discriminator];
  const fields = variantFields(node, shown);

  const switchTo = (value: string) => {
    const variant = node.variants.find((entry) => entry.value === value);
    if (!variant) return;
    const fresh = newValueFor({ ...node, kind: "object", fields: variant.fields }) as object;
    const kept = Object.fromEntries(
      variant.fields
        .filter((child) => shown?.[child.key] !== undefined)
        .map((child) => [child.key, shown?.[child.key]]),
    );
    field.set({ ...fresh, ...kept, [node.discriminator]: value });
  };

  if (field.value === undefined && node.defaultValue !== undefined) {
    const label = node.variants.find((variant) => variant.value === tag)?.label ?? String(tag);
    return (
      <FieldsetFrame node={node} pointer={field.pointer} error={field.error}>
        <p className="text-sm">Uses the default: {label}.</p>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => field.set(structuredClone(node.defaultValue))}
        >
          Customise {node.label.toLowerCase()}
        </Button>
      </FieldsetFrame>
    );
  }

  return (
    <FieldsetFrame node={node} {...frameOf(field)}>
      <Field>
        <FieldLabel>{humanise(node.discriminator)}</FieldLabel>
        <FieldControl>
          <Select value={String(tag ?? "")} onChange={(event) => switchTo(event.target.value)}>
            {tag === undefined ? (
              <option value="" disabled>
                Choose…
              </option>
            ) : null}
            {node.variants.map((variant) => (
              <option key={variant.value} value={variant.value}>
                {variant.label}
              </option>
            ))}
          </Select>
        </FieldControl>
      </Field>
      {fields.map((child) => (
        <SchemaField key={`${String(tag)}-${child.key}`} node={child} path={[...path, child.key]} />
      ))}
    </FieldsetFrame>
  );
}
