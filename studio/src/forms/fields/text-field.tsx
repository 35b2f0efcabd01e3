import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { Textarea } from "@storefront/design-system/ui/textarea/textarea.tsx";
import { FieldFrame, frameOf } from "../frame/field-frame.tsx";
import type { TextNode } from "../schema/field-node.ts";
import { textToValue } from "../schema/value-conversions.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

/** A text box (a textarea for long text); emptying it brings back the default. */
export function TextField({ node, path }: FieldProps<TextNode>) {
  const field = useLeafField(node, path);
  const text = field.value === undefined || field.value === null ? "" : String(field.value);
  const placeholder =
    node.placeholder ??
    (typeof node.defaultValue === "string" && node.defaultValue ? node.defaultValue : undefined);
  const onChange = (event: { target: { value: string } }) =>
    field.set(textToValue(event.target.value), { typing: true });
  return (
    <FieldFrame node={node} {...frameOf(field)}>
      <FieldControl>
        {node.multiline ? (
          <Textarea
            value={text}
            placeholder={placeholder}
            onChange={onChange}
            onBlur={field.onBlur}
          />
        ) : (
          <Input
            type={node.inputType}
            inputMode={node.inputType === "url" ? "url" : undefined}
            value={text}
            placeholder={placeholder}
            onChange={onChange}
            onBlur={field.onBlur}
          />
        )}
      </FieldControl>
    </FieldFrame>
  );
}
