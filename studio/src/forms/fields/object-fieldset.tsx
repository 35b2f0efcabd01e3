import { cn } from "@storefront/design-system/lib/cn.ts";
import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { z } from "zod";
import { FieldsetFrame } from "../frame/field-frame.tsx";
import type { LinkNode, ObjectNode } from "../schema/field-node.ts";
import { newValueFor } from "../schema/value-conversions.ts";
import { SchemaField } from "../schema-field.tsx";
import { useContainerField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

const isNumberGroup = (node: ObjectNode | LinkNode) =>
  node.fields.length > 1 && node.fields.every((field) => field.kind === "number");

/**
 * Nested fields in a fieldset. An optional object without a default (a logo, a certified badge)
 * is added and removed as a whole; one with defaults can be reset as a whole.
 */
export function ObjectFieldset({
  node,
  path,
  bare = false,
}: FieldProps<ObjectNode | LinkNode> & { bare?: boolean }) {
  const field = useContainerField(node, path);
  const present = field.value !== undefined && field.value !== null;
  const removable = node.optional && node.defaultValue === undefined;

  if (!present && removable) {
    return (
      <FieldsetFrame
        node={node}
        pointer={field.pointer}
        error={field.error}
        description={[node.description, node.help, "Not set."].filter(Boolean).join(" ")}
      >
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => field.set(newValueFor(node))}
        >
          Add {node.label.toLowerCase()}
        </Button>
      </FieldsetFrame>
    );
  }

  // A default that is one whole value (a button's label and link) is copied in before it is
  // edited; a group whose fields each have their own default is edited field by field.
  if (!present && node.defaultValue !== undefined && !z.safeParse(node.source, {}).success) {
    return (
      <FieldsetFrame node={node} pointer={field.pointer} error={field.error}>
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

  const compact = node.kind === "link" || isNumberGroup(node);
  const fields = (
    <div className={cn("grid gap-4", compact && "sm:grid-cols-2 lg:grid-cols-3")}>
      {node.fields.map((child) => (
        <SchemaField key={child.key} node={child} path={[...path, child.key]} />
      ))}
    </div>
  );
  // Inside a list entry, which already groups and names them.
  if (bare) return fields;
  return (
    <FieldsetFrame
      node={node}
      pointer={field.pointer}
      error={field.error}
      changed={!removable && field.changed}
      onReset={field.reset}
      actions={
        removable ? (
          <Button variant="ghost" size="sm" className="ml-auto h-7 px-2" onClick={field.reset}>
            Remove {node.label.toLowerCase()}
          </Button>
        ) : null
      }
    >
      {fields}
    </FieldsetFrame>
  );
}
