import type { BlockInstanceInput } from "@storefront/schemas";
import { useCallback } from "react";
import { blockMeta } from "../../block-info/block-meta.ts";
import { newBlockId } from "../../editor/data/block-ids.ts";
import { findBlock, zoneBlocks } from "../../editor/data/find-block.ts";
import { useEditorCommands } from "../../editor/editor-commands.ts";
import type { Selection } from "../../editor/editor-context.ts";
import type { Draft, ZoneRef } from "../../editor/editor-state.ts";
import { canPlace } from "../../editor/placement/placement-rules.ts";
import { announce } from "../announcer.tsx";
import { zoneName } from "../dnd/announcements.ts";
import { focusBlockCard } from "../focus-block.ts";

/**
 * Right after the selected block when its zone takes the block, else at the end of the page's
 * main zone when it does, else of the first zone that does.
 */
export function addPlace(
  draft: Draft,
  type: string,
  targets: ZoneRef[],
  selection: Selection,
): (ZoneRef & { index: number }) | undefined {
  if (selection?.kind === "block" && canPlace(draft, type, selection.block).ok) {
    const found = findBlock(draft, selection.block);
    if (found)
      return { page: selection.block.page, zone: selection.block.zone, index: found.index + 1 };
  }
  const first =
    targets.find((zone) => zone.zone === "main" && zone.page !== "layout") ?? targets[0];
  return first ? { ...first, index: zoneBlocks(draft, first).length } : undefined;
}

/** Adds a block from the palette without dragging, selects it and puts focus on its card. */
export function useAddBlock(selection: Selection) {
  const { dispatch, getDraft, select } = useEditorCommands();
  return useCallback(
    (type: string, targets: ZoneRef[]) => {
      const draft = getDraft();
      const at = addPlace(draft, type, targets, selection);
      if (!at) return;
      const block = { type, id: newBlockId(draft, type), props: {} } as BlockInstanceInput;
      dispatch({ type: "block/insert", at, block });
      const ref = { page: at.page, zone: at.zone, blockId: block.id };
      select({ kind: "block", block: ref });
      announce(`${blockMeta(type).label} added to the ${zoneName(draft, at)}.`);
      focusBlockCard(ref);
    },
    [dispatch, getDraft, select, selection],
  );
}
