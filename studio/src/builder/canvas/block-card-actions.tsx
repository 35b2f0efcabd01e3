import {
  ArrowDownIcon,
  ArrowUpIcon,
  CopyIcon,
  EyeIcon,
  EyeOffIcon,
  Trash2Icon,
} from "lucide-react";
import type { BlockRef } from "../../editor/editor-state.ts";
import { RowAction } from "../../forms/lists/row-action.tsx";
import { type CardPart, focusBlockCard } from "../focus-block.ts";
import { useBlockCommands } from "./use-block-commands.tsx";

type BlockCardActionsProps = {
  blockRef: BlockRef;
  label: string;
  hidden: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/** Move up/down, duplicate, hide or show, and delete, each named after the block. */
export function BlockCardActions({
  blockRef,
  label,
  hidden,
  canMoveUp,
  canMoveDown,
}: BlockCardActionsProps) {
  const commands = useBlockCommands();
  const step = (direction: -1 | 1, part: CardPart) => {
    const moved = commands.move(blockRef, direction);
    if (moved) focusBlockCard(moved, part);
  };
  return (
    <div className="ml-auto flex shrink-0 items-center">
      <RowAction
        size="sm"
        label={`Move ${label} up`}
        data-card-part="move-up"
        disabled={!canMoveUp}
        onClick={() => step(-1, "move-up")}
      >
        <ArrowUpIcon aria-hidden="true" />
      </RowAction>
      <RowAction
        size="sm"
        label={`Move ${label} down`}
        data-card-part="move-down"
        disabled={!canMoveDown}
        onClick={() => step(1, "move-down")}
      >
        <ArrowDownIcon aria-hidden="true" />
      </RowAction>
      <RowAction
        size="sm"
        label={`Duplicate ${label}`}
        onClick={() => commands.duplicate(blockRef)}
      >
        <CopyIcon aria-hidden="true" />
      </RowAction>
      <RowAction
        size="sm"
        label={hidden ? `Show ${label}` : `Hide ${label}`}
        data-card-part="hide"
        onClick={() => commands.setHidden(blockRef, !hidden)}
      >
        {hidden ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
      </RowAction>
      <RowAction size="sm" label={`Delete ${label}`} onClick={() => commands.remove(blockRef)}>
        <Trash2Icon aria-hidden="true" />
      </RowAction>
    </div>
  );
}
