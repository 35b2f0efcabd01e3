import { useDraggable, useDroppable } from "@dnd-kit/core";
import type { BlockInstanceInput } from "@storefront/schemas";
import { memo, useCallback, useMemo } from "react";
import type { BlockRef } from "../../editor/editor-state.ts";
import { blockDragId, type DragSource, type DropTarget } from "../dnd/drag-data.ts";
import { useDropHint } from "../dnd/drop-hint.ts";
import { blockKey } from "../focus-block.ts";
import { BlockCardBody } from "./block-card-body.tsx";

export type BlockCardProps = {
  page: string;
  zone: string;
  block: BlockInstanceInput;
  selected: boolean;
  problemCount: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/**
 * A block on the canvas: draggable by its handle (pointer or keyboard) and a drop place for
 * other blocks, showing a line where a drop would land. It re-renders only when its own block,
 * flags or drop line change, so an edit elsewhere on a long page costs it nothing.
 */
export const BlockCard = memo(function BlockCard({ page, zone, block, ...flags }: BlockCardProps) {
  const ref = useMemo<BlockRef>(() => ({ page, zone, blockId: block.id }), [page, zone, block.id]);
  const id = blockDragId(ref);
  const data = useMemo(
    () => ({
      source: { kind: "block", ref, type: block.type } satisfies DragSource,
      target: { kind: "block", ref } satisfies DropTarget,
    }),
    [ref, block.type],
  );
  const drag = useDraggable({ id, data });
  const drop = useDroppable({ id, data });
  const setNodeRef = useCallback(
    (element: HTMLElement | null) => {
      drag.setNodeRef(element);
      drop.setNodeRef(element);
    },
    [drag.setNodeRef, drop.setNodeRef],
  );
  const hint = useDropHint(blockKey(ref));
  return (
    <li
      ref={setNodeRef}
      data-block-key={blockKey(ref)}
      data-dragging={drag.isDragging ? "true" : undefined}
      data-drop={hint ?? undefined}
      className="relative data-[dragging=true]:opacity-40"
    >
      {hint && (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 h-1 rounded-full bg-ring data-[at=after]:-bottom-1.5 data-[at=before]:-top-1.5"
          data-at={hint}
        />
      )}
      <BlockCardBody
        blockRef={ref}
        block={block}
        {...flags}
        handleRef={drag.setActivatorNodeRef}
        handleAttributes={drag.attributes}
        handleListeners={drag.listeners}
      />
    </li>
  );
});
