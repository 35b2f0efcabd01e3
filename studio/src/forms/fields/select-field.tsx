import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { FieldFrame, frameOf } from "../frame/field-frame.tsx";
import type { SelectNode } from "../schema/field-node.ts";
import { describeDefault } from "../schema/value-conversions.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

const unset = "";
// Option values are strings; null (a nullable enum's "none") travels under this name.
const none = "\u0000none";

/**
 * A select of the enum's values. An optional field starts with a "Default (…)" entry that
 * removes the value; a value the schema does not allow stays visible so it can be replaced.
 */
export function SelectField({ node, path }: FieldProps<SelectNode>) {
  const field = useLeafField(node, path);
  const current =
    field.value === null ? none : field.value === undefined ? unset : String(field.value);
  const known =
    current === unset || current === none || node.options.some((o) => o.value === current);
  const fallback = describeDefault(node);
  return (
    <FieldFrame node={node} {...frameOf(field)}>
      <FieldControl>
        <Select
          value={current}
          onChange={(event) => {
            const next = event.target.value;
            field.set(next === unset ? undefined : next === none ? null : next);
          }}
          onBlur={field.onBlur}
        >
          {node.optional ? (
            <option value={unset}>{fallback ? `Default (${fallback})` : "Not set"}</option>
          ) : current === unset ? (
            <option value={unset} disabled>
              Choose…
            </option>
          ) : null}
          {node.nullable ? <option value={none}>None</option> : null}
          {node.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {known ? null : <option value={current}>{current} (not allowed)</option>}
        </Select>
      </FieldControl>
    </FieldFrame>
  );
}
