import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { createContext, useContext } from "react";
import { TextField } from "../../forms/fields/text-field.tsx";
import { FieldFrame } from "../../forms/frame/field-frame.tsx";
import type { FieldNode, FieldPath } from "../../forms/schema/field-node.ts";
import { useLeafField } from "../../forms/use-schema-field.ts";

export type DealershipOption = { id: string; name: string };

/** The site's dealerships, which a location belongs to one of. */
export const DealershipsContext = createContext<readonly DealershipOption[]>([]);

/** Picks the location's dealership by name (a text box while the site lists none). */
export function DealershipField({ node, path }: { node: FieldNode; path: FieldPath }) {
  const dealerships = useContext(DealershipsContext);
  const field = useLeafField(node, path);
  if (dealerships.length === 0 && node.kind === "text")
    return <TextField node={node} path={path} />;
  const current = typeof field.value === "string" ? field.value : "";
  const known = dealerships.some((dealership) => dealership.id === current);
  return (
    <FieldFrame
      node={node}
      pointer={field.pointer}
      error={field.error}
      changed={false}
      onReset={field.reset}
    >
      <FieldControl>
        <Select
          value={current}
          onChange={(event) => field.set(event.target.value)}
          onBlur={field.onBlur}
        >
          {current === "" ? (
            <option value="" disabled>
              Choose a dealership…
            </option>
          ) : null}
          {dealerships.map((dealership) => (
            <option key={dealership.id} value={dealership.id}>
              {dealership.name}
            </option>
          ))}
          {known || current === "" ? null : (
            <option value={current}>{current} (no such dealership)</option>
          )}
        </Select>
      </FieldControl>
    </FieldFrame>
  );
}
