import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Switch } from "@storefront/design-system/ui/switch/switch.tsx";
import { FieldFrame, frameOf } from "../frame/field-frame.tsx";
import type { SwitchNode } from "../schema/field-node.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

/** An on/off switch showing the default while the value is unset. */
export function SwitchField({ node, path }: FieldProps<SwitchNode>) {
  const field = useLeafField(node, path);
  const checked = (field.value ?? node.defaultValue) === true;
  return (
    <FieldFrame node={node} {...frameOf(field)} inline>
      <FieldControl>
        <Switch
          checked={checked}
          onCheckedChange={(next) => field.set(next)}
          onBlur={field.onBlur}
        />
      </FieldControl>
    </FieldFrame>
  );
}
