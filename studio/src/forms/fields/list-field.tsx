import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { FieldsetFrame, fieldDescription, frameOf } from "../frame/field-frame.tsx";
import { PlusIcon } from "../icons.tsx";
import { SortableList } from "../lists/sortable-list.tsx";
import { useListKeys } from "../lists/use-list-keys.ts";
import type { FieldNode, ListNode } from "../schema/field-node.ts";
import { newValueFor } from "../schema/value-conversions.ts";
import { moveItem } from "../schema/value-paths.ts";
import { SchemaField } from "../schema-field.tsx";
import { useContainerField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

/** A short name for an entry: its first non-empty text ("Warranty"), or the value itself. */
function entrySummary(entry: unknown): string {
  if (typeof entry !== "object" || entry === null) return entry === undefined ? "" : String(entry);
  const text = Object.values(entry).find((value) => typeof value === "string" && value !== "");
  return typeof text === "string" ? text : "";
}

function lengthRule(node: ListNode): string | undefined {
  if (node.minItems && node.maxItems) return `${node.minItems} to ${node.maxItems} entries.`;
  if (node.maxItems) return `Up to ${node.maxItems} entries.`;
  if (node.minItems)
    return `At least ${node.minItems} ${node.minItems === 1 ? "entry" : "entries"}.`;
  return undefined;
}

/**
 * A list of entries, each a nested form (or one control): add, remove, and reorder by dragging
 * or with the move buttons. A list left at its default shows the default entries and is copied
 * into the site when the marketer chooses to customise it.
 */
export function ListField({ node, path }: FieldProps<ListNode>) {
  const field = useContainerField(node, path);
  const stored = Array.isArray(field.value) ? (field.value as unknown[]) : undefined;
  const defaults = Array.isArray(node.defaultValue) ? (node.defaultValue as unknown[]) : [];
  const items = stored ?? [];
  const listKeys = useListKeys(items.length);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusEntry = useRef<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const key = focusEntry.current;
    if (!key) return;
    focusEntry.current = null;
    bodyRef.current
      ?.querySelector<HTMLElement>(`[data-entry-body="${key}"] :is(input, textarea, select)`)
      ?.focus();
  });

  const description = fieldDescription(node, lengthRule(node));
  const name = (index: number) => `${node.itemLabel} ${index + 1}`;

  if (stored === undefined && defaults.length > 0) {
    return (
      <FieldsetFrame
        node={node}
        pointer={field.pointer}
        error={field.error}
        description={description}
      >
        <ul className="list-disc pl-5 text-sm">
          {defaults.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list
            <li key={index}>{entrySummary(entry) || name(index)}</li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => field.set(structuredClone(defaults))}
        >
          Customise {node.label.toLowerCase()}
        </Button>
      </FieldsetFrame>
    );
  }

  const atMax = node.maxItems !== undefined && items.length >= node.maxItems;
  return (
    <FieldsetFrame node={node} {...frameOf(field)} description={description}>
      <div ref={bodyRef}>
        {items.length > 0 ? (
          <SortableList
            keys={listKeys.keys}
            label={node.label}
            itemName={name}
            onMove={(from, to) => {
              listKeys.moved(from, to);
              field.set(moveItem(items, from, to));
            }}
            onRemove={(index) => {
              listKeys.removed(index);
              field.set(items.filter((_, at) => at !== index));
              addRef.current?.focus();
            }}
            renderItem={(index, controls) => (
              <ListEntry
                entryKey={listKeys.keys[index]!}
                item={node.item}
                name={name(index)}
                path={[...path, index]}
                controls={controls}
              />
            )}
          />
        ) : (
          <p className="text-muted-foreground text-sm">No entries.</p>
        )}
      </div>
      <Button
        ref={addRef}
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={atMax}
        onClick={() => {
          focusEntry.current = listKeys.added();
          field.set([...items, newValueFor(node.item)]);
        }}
      >
        <PlusIcon />
        Add {node.itemLabel.toLowerCase()}
      </Button>
    </FieldsetFrame>
  );
}

type ListEntryProps = {
  entryKey: string;
  item: FieldNode;
  name: string;
  path: readonly (string | number)[];
  controls: ReactNode;
};

function ListEntry({ entryKey, item, name, path, controls }: ListEntryProps) {
  if (item.kind === "object" || item.kind === "link" || item.kind === "variant") {
    return (
      <fieldset
        data-entry-body={entryKey}
        className="grid min-w-0 gap-3 rounded-md border border-border bg-card p-3"
      >
        <legend className="px-1 font-medium text-sm">{name}</legend>
        <div className="-mt-3 flex justify-end">{controls}</div>
        <SchemaField node={{ ...item, label: name }} path={path} bare />
      </fieldset>
    );
  }
  return (
    <div data-entry-body={entryKey} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <SchemaField node={{ ...item, label: name }} path={path} />
      </div>
      <div className="pb-1">{controls}</div>
    </div>
  );
}
