import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { cn } from "@storefront/design-system/lib/cn.ts";
import { focusRing } from "@storefront/design-system/lib/focus-ring.ts";
import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import type { BlockInstanceInput } from "@storefront/schemas";
import { GripVerticalIcon } from "lucide-react";
import { memo } from "react";
import { blockMeta } from "../../block-info/block-meta.ts";
import { blockSummary } from "../../block-info/block-summary.ts";
import { useEditorCommands } from "../../editor/editor-commands.ts";
import type { BlockRef } from "../../editor/editor-state.ts";
import { BlockIcon } from "../block-icon.tsx";
import { BlockCardActions } from "./block-card-actions.tsx";

type BlockCardBodyProps = {
  blockRef: BlockRef;
  block: BlockInstanceInput;
  selected: boolean;
  problemCount: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  handleRef: (element: HTMLElement | null) => void;
  handleAttributes: DraggableAttributes;
  handleListeners: DraggableSyntheticListeners;
};

/** The card: drag handle, icon, label, one line of settings, badges, and the block's actions. */
export const BlockCardBody = memo(function BlockCardBody({
  blockRef,
  block,
  selected,
  problemCount,
  canMoveUp,
  canMoveDown,
  handleRef,
  handleAttributes,
  handleListeners,
}: BlockCardBodyProps) {
  const { select } = useEditorCommands();
  const meta = blockMeta(block.type);
  const summary = blockSummary(block);
  const hidden = block.hidden === true;
  return (
    <div
      data-slot="block-card"
      data-state={selected ? "selected" : undefined}
      data-hidden={hidden ? "true" : undefined}
      className={cn(
        "flex flex-wrap items-center gap-1 rounded-lg border bg-card p-1.5 text-card-foreground shadow-sm",
        // Cards scrolled out of view skip layout and paint on long pages.
        "[contain-intrinsic-size:auto_4rem] [content-visibility:auto]",
        "data-[state=selected]:border-ring data-[state=selected]:ring-2 data-[state=selected]:ring-ring",
        "data-[hidden=true]:border-dashed data-[hidden=true]:bg-muted",
      )}
    >
      <button
        type="button"
        ref={handleRef}
        data-card-part="handle"
        {...handleAttributes}
        {...handleListeners}
        aria-roledescription="movable block"
        aria-label={`Move ${meta.label}`}
        className={cn(
          "flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted",
          focusRing,
        )}
      >
        <GripVerticalIcon aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        data-card-part="select"
        aria-current={selected ? "true" : undefined}
        onClick={() => select({ kind: "block", block: blockRef })}
        className={cn(
          // Wide enough for a label and a few words, else the actions wrap under it.
          "grid min-w-0 flex-1 basis-44 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-2 rounded-md px-1.5 py-1 text-left",
          focusRing,
        )}
      >
        <BlockIcon name={meta.icon} className={hidden ? "opacity-60" : undefined} />
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn("font-semibold", hidden && "text-muted-foreground")}>
            {meta.label}
          </span>
          {hidden && <Badge variant="outline">Hidden</Badge>}
          {problemCount > 0 && (
            <Badge variant="danger">
              {problemCount} problem{problemCount === 1 ? "" : "s"}
            </Badge>
          )}
        </span>
        {summary && (
          <span className="col-start-2 truncate text-muted-foreground text-sm">{summary}</span>
        )}
      </button>
      <BlockCardActions
        blockRef={blockRef}
        label={meta.label}
        hidden={hidden}
        canMoveUp={canMoveUp}
        canMoveDown={canMoveDown}
      />
    </div>
  );
});
