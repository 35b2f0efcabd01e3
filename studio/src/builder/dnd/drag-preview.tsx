import { blockMeta } from "../../block-info/block-meta.ts";
import { BlockIcon } from "../block-icon.tsx";
import type { DragSource } from "./drag-data.ts";

/** The card that follows the pointer (or the arrow keys) while a block is dragged. */
export function DragPreview({ source, refusal }: { source: DragSource; refusal: string | null }) {
  const meta = blockMeta(source.type);
  return (
    <div
      data-slot="drag-preview"
      data-state={refusal ? "refused" : "allowed"}
      className="flex max-w-sm cursor-grabbing items-center gap-3 rounded-lg border-2 border-ring bg-card p-3 shadow-lg data-[state=refused]:border-danger"
    >
      <BlockIcon name={meta.icon} />
      <div className="grid gap-0.5">
        <span className="font-semibold">{meta.label}</span>
        {refusal && <span className="text-danger text-sm">{refusal}</span>}
      </div>
    </div>
  );
}
