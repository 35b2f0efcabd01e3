import { ToastAction } from "@storefront/design-system/ui/toast/toast.tsx";
import { toast } from "@storefront/design-system/ui/toast/toast-store.ts";
import { useMemo } from "react";
import { blockMeta } from "../../block-info/block-meta.ts";
import { newBlockId } from "../../editor/data/block-ids.ts";
import { findBlock } from "../../editor/data/find-block.ts";
import { useEditorCommands } from "../../editor/editor-commands.ts";
import type { BlockRef } from "../../editor/editor-state.ts";
import { neighbourMove } from "../../editor/placement/neighbour-move.ts";
import { announce } from "../announcer.tsx";
import { zoneName } from "../dnd/announcements.ts";
import { focusBlockCard } from "../focus-block.ts";

/** What a block's buttons do, for its card and the inspector; each dispatches one action. */
export function useBlockCommands() {
  const { dispatch, getDraft, select } = useEditorCommands();
  return useMemo(
    () => ({
      /** Moves one step; answers where the block went. */
      move(ref: BlockRef, step: -1 | 1): BlockRef | undefined {
        const draft = getDraft();
        const to = neighbourMove(draft, ref, step);
        const found = findBlock(draft, ref);
        if (!to || !found) return undefined;
        dispatch({ type: "block/move", from: ref, to });
        const moved = { page: to.page, zone: to.zone, blockId: ref.blockId };
        const label = blockMeta(found.block.type).label;
        const zoneChanged = to.zone !== ref.zone || to.page !== ref.page;
        announce(
          `${label} moved to position ${to.index + 1}${zoneChanged ? ` in the ${zoneName(draft, to)}` : ""}.`,
        );
        return moved;
      },
      duplicate(ref: BlockRef) {
        const draft = getDraft();
        const found = findBlock(draft, ref);
        if (!found) return;
        const newId = newBlockId(draft, found.block.type);
        dispatch({ type: "block/duplicate", block: ref, newId });
        announce(`${blockMeta(found.block.type).label} duplicated; the copy is below it.`);
        focusBlockCard({ ...ref, blockId: newId });
      },
      setHidden(ref: BlockRef, hidden: boolean) {
        const found = findBlock(getDraft(), ref);
        dispatch({ type: "block/set-hidden", block: ref, hidden });
        if (found) {
          const label = blockMeta(found.block.type).label;
          announce(hidden ? `${label} hidden; it stays on the page.` : `${label} shown again.`);
        }
      },
      /** Deletes, moves focus to the next block, and offers to bring the block back. */
      remove(ref: BlockRef) {
        const found = findBlock(getDraft(), ref);
        if (!found) return;
        const { block, index, blocks } = found;
        dispatch({ type: "block/remove", block: ref });
        select(null);
        const neighbour = blocks[index + 1] ?? blocks[index - 1];
        if (neighbour) focusBlockCard({ ...ref, blockId: neighbour.id });
        const label = blockMeta(block.type).label;
        const restore = () => {
          dispatch({ type: "block/insert", at: { page: ref.page, zone: ref.zone, index }, block });
          focusBlockCard(ref);
        };
        toast({
          title: `${label} deleted`,
          description: "Undo brings it back where it was.",
          action: (
            <ToastAction altText={`Undo deleting ${label}`} onClick={restore}>
              Undo
            </ToastAction>
          ),
        });
      },
    }),
    [dispatch, getDraft, select],
  );
}
