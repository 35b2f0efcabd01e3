import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from "@storefront/design-system/ui/collapsible/collapsible.tsx";
import { toPointer } from "@storefront/schemas";
import type * as React from "react";
import { useEffect, useState } from "react";
import { ChevronIcon, PlusIcon } from "../forms/icons.tsx";
import { SortableList } from "../forms/lists/sortable-list.tsx";
import { useListKeys } from "../forms/lists/use-list-keys.ts";
import type { FieldPath } from "../forms/schema/field-node.ts";
import { moveItem, startsWith } from "../forms/schema/value-paths.ts";
import { problemsAtOrInside } from "../problems/problems-under.ts";
import { useSettingsFocus } from "./finding/settings-focus.ts";
import type { SettingsPartProps } from "./settings-part.ts";

type EntryFormProps = {
  entry: Record<string, unknown>;
  index: number;
  /** Field changes of this entry, sent as `setting/set` at `[...path, index, ...field path]`. */
  onFieldChange: (path: FieldPath, value: unknown) => void;
  pointerBase: string;
};

type EntryFormsEditorProps = Pick<SettingsPartProps, "dispatch" | "problems"> & {
  /** Where the list sits in the draft (`["promos"]`). */
  path: readonly string[];
  entries: readonly Record<string, unknown>[];
  /** "promo card": used in button names and announcements. */
  itemLabel: string;
  listLabel: string;
  newEntry: () => Record<string, unknown>;
  summary: (entry: Record<string, unknown>, index: number) => { title: string; detail?: string };
  renderForm: (props: EntryFormProps) => React.ReactNode;
};

/**
 * A list of entries (promo cards, locations), each a form that opens and closes: add, remove
 * and reorder send the whole list; an entry's fields send their own path.
 */
export function EntryFormsEditor({
  path,
  entries,
  itemLabel,
  listLabel,
  newEntry,
  summary,
  renderForm,
  dispatch,
  problems,
}: EntryFormsEditorProps) {
  const listKeys = useListKeys(entries.length);
  const { open, setOpen, toggle } = useOpenEntries(path, listKeys.keys);
  const setList = (next: unknown[]) => dispatch({ type: "setting/set", path, value: next });

  const name = (index: number) => {
    const title = summary(entries[index]!, index).title;
    return title ? `${itemLabel} ${title}` : `${itemLabel} ${index + 1}`;
  };

  return (
    <div className="grid gap-3">
      {entries.length > 0 ? (
        <SortableList
          keys={listKeys.keys}
          label={listLabel}
          itemName={name}
          onMove={(from, to) => {
            listKeys.moved(from, to);
            setList(moveItem(entries, from, to));
          }}
          onRemove={(index) => {
            listKeys.removed(index);
            setList(entries.filter((_, at) => at !== index));
          }}
          renderItem={(index, controls) => {
            const key = listKeys.keys[index]!;
            const entry = entries[index]!;
            const pointerBase = toPointer([...path, index]);
            return (
              <EntryCard
                open={open.has(key)}
                onOpenChange={(isOpen) => toggle(key, isOpen)}
                itemLabel={itemLabel}
                summary={summary(entry, index)}
                faults={problemsAtOrInside(problems, pointerBase).length}
                controls={controls}
              >
                {renderForm({
                  entry,
                  index,
                  pointerBase,
                  onFieldChange: (field, value) =>
                    dispatch({ type: "setting/set", path: [...path, index, ...field], value }),
                })}
              </EntryCard>
            );
          }}
        />
      ) : (
        <p className="text-muted-foreground text-sm">None yet.</p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          const key = listKeys.added();
          setOpen((current) => new Set(current).add(key));
          setList([...entries, newEntry()]);
        }}
      >
        <PlusIcon />
        Add a {itemLabel}
      </Button>
    </div>
  );
}

/** Which entries are open, by list key; an entry opens when the settings focus lands in it. */
function useOpenEntries(path: readonly string[], keys: readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const focus = useSettingsFocus();

  useEffect(() => {
    if (!focus || !startsWith(focus, path)) return;
    const key = keys[focus[path.length] as number];
    if (key) setOpen((current) => new Set(current).add(key));
  }, [focus, path, keys]);

  const toggle = (key: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  return { open, setOpen, toggle };
}

type EntryCardProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemLabel: string;
  summary: { title: string; detail?: string };
  /** How many problems the entry has. */
  faults: number;
  /** The list's move and remove buttons for the entry. */
  controls: React.ReactNode;
  /** The entry's form. */
  children: React.ReactNode;
};

/** One entry: its title and detail as the button that opens its form, its problem count. */
function EntryCard({
  open,
  onOpenChange,
  itemLabel,
  summary: { title, detail },
  faults,
  controls,
  children,
}: EntryCardProps) {
  return (
    <Collapsible
      open={open}
      onOpenChange={onOpenChange}
      className="rounded-lg border border-border bg-card"
    >
      <div className="flex flex-wrap items-center gap-2 p-2">
        <CollapsibleTrigger asChild>
          <Button variant="ghost" className="group h-auto flex-1 justify-start py-1.5 text-left">
            <ChevronIcon className="size-4 transition-transform [.group[data-state=closed]_&]:-rotate-90" />
            <span className="grid">
              <span>{title || `Untitled ${itemLabel}`}</span>
              {detail ? (
                <span className="font-normal text-muted-foreground text-xs">{detail}</span>
              ) : null}
            </span>
          </Button>
        </CollapsibleTrigger>
        {faults > 0 ? (
          <Badge variant="danger">
            {faults} {faults === 1 ? "problem" : "problems"}
          </Badge>
        ) : null}
        {controls}
      </div>
      <CollapsibleContent className="border-border border-t p-3">{children}</CollapsibleContent>
    </Collapsible>
  );
}
