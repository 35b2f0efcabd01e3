import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { cn } from "@storefront/design-system/lib/cn.ts";
import type * as React from "react";
import { useLayoutEffect, useRef } from "react";
import { ArrowDownIcon, ArrowUpIcon, GripIcon, TrashIcon } from "../icons.tsx";
import { RowAction } from "./row-action.tsx";

export type SortableListProps = {
  /** One stable key per entry, in order. */
  keys: readonly string[];
  /** Names the list for assistive tech ("Header menu", "Reasons"). */
  label: string;
  /** How an entry is called in button names and announcements ("Reason 2", "Home"). */
  itemName: (index: number) => string;
  onMove: (from: number, to: number) => void;
  onRemove?: ((index: number) => void) | undefined;
  /** Draws an entry; `controls` are its drag handle and move (and remove) buttons. */
  renderItem: (index: number, controls: React.ReactNode) => React.ReactNode;
  className?: string;
};

const instructions =
  "To move an entry, press Space or Enter on its drag handle, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.";

/**
 * A reorderable list: drag an entry by its handle (pointer, or keyboard through dnd-kit's
 * sensor), or use its Move up and Move down buttons. Focus stays on the button that was used.
 */
export function SortableList({
  keys,
  label,
  itemName,
  onMove,
  onRemove,
  renderItem,
  className,
}: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ key: string; action: "up" | "down" } | null>(null);

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target || !listRef.current) return;
    refocus.current = null;
    const buttonFor = (action: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-entry="${target.key}"][data-action="${action}"]:not(:disabled)`,
      );
    (buttonFor(target.action) ?? buttonFor(target.action === "up" ? "down" : "up"))?.focus();
  });

  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const nameOf = (id: UniqueIdentifier) => itemName(indexOf(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${keys.length}.`
        : `${nameOf(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at position ${indexOf(over.id) + 1} of ${keys.length}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };

  const moveBy = (index: number, step: -1 | 1) => {
    const key = keys[index];
    if (key) refocus.current = { key, action: step < 0 ? "up" : "down" };
    onMove(index, index + step);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        <ol
          ref={listRef}
          aria-label={label}
          data-slot="sortable-list"
          className={cn("grid gap-3", className)}
        >
          {keys.map((key, index) => (
            <SortableEntry key={key} id={key}>
              {renderItem(
                index,
                <EntryControls
                  entry={key}
                  name={itemName(index)}
                  first={index === 0}
                  last={index === keys.length - 1}
                  onUp={() => moveBy(index, -1)}
                  onDown={() => moveBy(index, 1)}
                  onRemove={onRemove && (() => onRemove(index))}
                />,
              )}
            </SortableEntry>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableEntry({ id, children }: { id: string; children: React.ReactNode }) {
  const { setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      data-slot="sortable-entry"
      data-state={isDragging ? "dragging" : "idle"}
      className="relative data-[state=dragging]:z-10 data-[state=dragging]:opacity-80"
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      {children}
    </li>
  );
}

type EntryControlsProps = {
  entry: string;
  name: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove?: (() => void) | undefined;
};

function EntryControls({ entry, name, first, last, onUp, onDown, onRemove }: EntryControlsProps) {
  const { attributes, listeners, setActivatorNodeRef } = useSortable({ id: entry });
  return (
    <div data-slot="entry-controls" className="flex shrink-0 items-center gap-1">
      <RowAction
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        label={`Drag ${name}`}
        size="sm"
        className="cursor-grab touch-none"
      >
        <GripIcon />
      </RowAction>
      <RowAction
        label={`Move ${name} up`}
        size="sm"
        disabled={first}
        data-entry={entry}
        data-action="up"
        onClick={onUp}
      >
        <ArrowUpIcon />
      </RowAction>
      <RowAction
        label={`Move ${name} down`}
        size="sm"
        disabled={last}
        data-entry={entry}
        data-action="down"
        onClick={onDown}
      >
        <ArrowDownIcon />
      </RowAction>
      {onRemove ? (
        <RowAction label={`Remove ${name}`} size="sm" onClick={onRemove}>
          <TrashIcon />
        </RowAction>
      ) : null}
    </div>
  );
}
