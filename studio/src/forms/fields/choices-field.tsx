import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { useState } from "react";
import { FieldsetFrame, fieldDescription, frameOf } from "../frame/field-frame.tsx";
import { PlusIcon } from "../icons.tsx";
import { SortableList } from "../lists/sortable-list.tsx";
import type { ChoicesNode } from "../schema/field-node.ts";
import { moveItem } from "../schema/value-paths.ts";
import { useContainerField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

/**
 * An ordered choice from fixed options (facets, card attributes, brand sections): the chosen
 * ones in order, each movable and removable, and a select to add one of the rest.
 */
export function ChoicesField({ node, path }: FieldProps<ChoicesNode>) {
  const field = useContainerField(node, path, { problemsWithin: true });
  const defaults = Array.isArray(node.defaultValue) ? (node.defaultValue as string[]) : [];
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : defaults;
  const rest = node.options.filter((option) => !chosen.includes(option.value));
  const [adding, setAdding] = useState("");
  const toAdd = rest.some((option) => option.value === adding) ? adding : (rest[0]?.value ?? "");
  const labelOf = (value: string) =>
    node.options.find((option) => option.value === value)?.label ?? value;
  const atMax = node.maxItems !== undefined && chosen.length >= node.maxItems;
  const rule = node.maxItems ? `Up to ${node.maxItems}.` : undefined;

  return (
    <FieldsetFrame node={node} {...frameOf(field)} description={fieldDescription(node, rule)}>
      {chosen.length > 0 ? (
        <SortableList
          keys={chosen}
          label={node.label}
          itemName={(index) => labelOf(chosen[index] ?? "")}
          onMove={(from, to) => field.set(moveItem(chosen, from, to))}
          onRemove={(index) => field.set(chosen.filter((_, at) => at !== index))}
          className="gap-1"
          renderItem={(index, controls) => (
            <div className="flex items-center justify-between gap-2 rounded-md border border-border bg-card py-1 pr-1 pl-3 text-sm">
              <span>{labelOf(chosen[index] ?? "")}</span>
              {controls}
            </div>
          )}
        />
      ) : (
        <p className="text-muted-foreground text-sm">None chosen.</p>
      )}
      {rest.length > 0 ? (
        <div className="flex items-center gap-2">
          <div className="max-w-64 flex-1">
            <Select
              aria-label={`Choose an option to add to ${node.label}`}
              value={toAdd}
              onChange={(event) => setAdding(event.target.value)}
            >
              {rest.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="outline"
            size="md"
            disabled={atMax || !toAdd}
            onClick={() => field.set([...chosen, toAdd])}
          >
            <PlusIcon />
            Add<span className="sr-only"> to {node.label}</span>
          </Button>
        </div>
      ) : null}
    </FieldsetFrame>
  );
}
