import { useDraggable } from "@dnd-kit/core";
import { cn } from "@storefront/design-system/lib/cn.ts";
import { focusRing } from "@storefront/design-system/lib/focus-ring.ts";
import { IconButton } from "@storefront/design-system/ui/button/button.tsx";
import { GripVerticalIcon, PlusIcon } from "lucide-react";
import { memo, useMemo } from "react";
import { BlockIcon } from "../block-icon.tsx";
import { type DragSource, paletteDragId } from "../dnd/drag-data.ts";
import type { PaletteItem as Item } from "./palette-groups.ts";

type PaletteItemProps = { item: Item; onAdd: (item: Item) => void };

/** A block the page takes: drag it into a zone (pointer or keyboard), or press Add. */
export const PaletteItem = memo(function PaletteItem({ item, onAdd }: PaletteItemProps) {
  const unavailable = item.unavailable;
  const data = useMemo(
    () => ({ source: { kind: "palette", type: item.type } satisfies DragSource }),
    [item.type],
  );
  const drag = useDraggable({ id: paletteDragId(item.type), data, disabled: !!unavailable });
  const descriptionId = `palette-${item.type}-description`;
  return (
    <li
      data-slot="palette-item"
      data-state={unavailable ? "unavailable" : undefined}
      className="flex items-start gap-1 rounded-lg border bg-card p-1.5 data-[state=unavailable]:bg-muted"
    >
      <button
        type="button"
        ref={drag.setNodeRef}
        {...drag.attributes}
        {...drag.listeners}
        aria-roledescription="block to place"
        aria-label={`Drag ${item.meta.label} onto the page`}
        aria-disabled={unavailable ? "true" : undefined}
        className={cn(
          "flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted aria-disabled:cursor-not-allowed",
          focusRing,
        )}
      >
        <GripVerticalIcon aria-hidden="true" className="size-4" />
      </button>
      <div className="grid min-w-0 flex-1 gap-0.5 py-1">
        <span className="flex items-center gap-2 font-semibold text-sm [overflow-wrap:anywhere]">
          <BlockIcon name={item.meta.icon} className="size-4" />
          {item.meta.label}
        </span>
        <span id={descriptionId} className="line-clamp-2 text-muted-foreground text-xs">
          {unavailable ?? item.meta.description}
        </span>
      </div>
      <IconButton
        variant="outline"
        size="sm"
        label={`Add ${item.meta.label}`}
        disabled={!!unavailable}
        aria-describedby={descriptionId}
        onClick={() => onAdd(item)}
      >
        <PlusIcon aria-hidden="true" />
      </IconButton>
    </li>
  );
});
