import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { FieldFrame, frameOf } from "../frame/field-frame.tsx";
import type { DateNode, TimeNode } from "../schema/field-node.ts";
import { textToValue } from "../schema/value-conversions.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

const plainDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date picker. A date-time value (`2026-06-30T09:00:00+10:00`) is shown as text instead, so it
 * can be edited without losing its time.
 */
export function DateField({ node, path }: FieldProps<DateNode>) {
  const field = useLeafField(node, path);
  const text = typeof field.value === "string" ? field.value : "";
  const asDate = text === "" || plainDate.test(text);
  return (
    <FieldFrame node={node} {...frameOf(field)}>
      <FieldControl>
        <Input
          type={asDate ? "date" : "text"}
          value={text}
          placeholder={asDate ? undefined : "2026-06-30T09:00:00+10:00"}
          onChange={(event) => field.set(textToValue(event.target.value), { typing: !asDate })}
          onBlur={field.onBlur}
          className="max-w-64"
        />
      </FieldControl>
    </FieldFrame>
  );
}

/** A 24-hour clock time (`08:30`). */
export function TimeField({ node, path }: FieldProps<TimeNode>) {
  const field = useLeafField(node, path);
  return (
    <FieldFrame node={node} {...frameOf(field)}>
      <FieldControl>
        <Input
          type="time"
          value={typeof field.value === "string" ? field.value : ""}
          onChange={(event) => field.set(textToValue(event.target.value))}
          onBlur={field.onBlur}
          className="max-w-40"
        />
      </FieldControl>
    </FieldFrame>
  );
}
