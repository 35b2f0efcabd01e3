import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { useEffect, useState } from "react";
import { FieldFrame, frameOf } from "../frame/field-frame.tsx";
import type { NumberNode } from "../schema/field-node.ts";
import { numberFromText, numberToText } from "../schema/value-conversions.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

/**
 * A number box with the schema's range and step. The typed text is kept while it is half
 * written ("-", "1.") so the box never rewrites what the marketer is typing.
 */
export function NumberField({ node, path }: FieldProps<NumberNode>) {
  const field = useLeafField(node, path);
  const [text, setText] = useState(() => numberToText(field.value));

  useEffect(() => {
    setText((current) =>
      numberFromText(current) === field.value ? current : numberToText(field.value),
    );
  }, [field.value]);

  return (
    <FieldFrame node={node} {...frameOf(field)}>
      <FieldControl>
        <Input
          type="number"
          inputMode={node.integer ? "numeric" : "decimal"}
          min={node.min}
          max={node.max}
          step={node.step ?? "any"}
          value={text}
          placeholder={
            typeof node.defaultValue === "number" ? String(node.defaultValue) : undefined
          }
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.validity.badInput) return;
            field.set(numberFromText(event.target.value), { typing: true });
          }}
          onBlur={field.onBlur}
          className="max-w-48"
        />
      </FieldControl>
    </FieldFrame>
  );
}
