import { useDroppable } from "@dnd-kit/core";
import { cn } from "@storefront/design-system/lib/cn.ts";
import type { BlockInstanceInput } from "@storefront/schemas";
import { memo, useId, useMemo } from "react";
import { zoneLabel } from "../../block-info/humanise.ts";
import type { ZoneRef } from "../../editor/editor-state.ts";
import { type DropTarget, zoneEndId } from "../dnd/drag-data.ts";
import { useDragHover, zoneKey } from "../dnd/drag-hover.ts";
import { BlockCard } from "./block-card.tsx";

type ZoneAreaProps = {
  page: string;
  zone: string;
  /** "on every page" for the layout's zones. */
  note?: string;
  blocks: BlockInstanceInput[];
  selectedId: string | null;
  problemCounts: ReadonlyMap<string, number>;
  /** Whether the first block can move up (into an earlier zone) and the last down. */
  firstCanMoveUp: boolean;
  lastCanMoveDown: boolean;
};

/**
 * One zone of the page as a drop area: its blocks in order, and an end place to drop
 * after the last one. While a block is dragged over it, it shows whether it may be dropped here.
 */
export const ZoneArea = memo(function ZoneArea({
  page,
  zone,
  note,
  blocks,
  selectedId,
  problemCounts,
  firstCanMoveUp,
  lastCanMoveDown,
}: ZoneAreaProps) {
  const headingId = useId();
  const ref = useMemo<ZoneRef>(() => ({ page, zone }), [page, zone]);
  const hover = useDragHover();
  const over = hover.overZone === zoneKey(ref);
  const dragState = !over ? undefined : hover.refusal ? "refused" : "accepting";
  const last = blocks.length - 1;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="zone"
      data-zone={zone}
      data-state={dragState}
      className={cn(
        "grid gap-2 rounded-lg border border-dashed p-3",
        "data-[state=accepting]:border-ring data-[state=accepting]:bg-muted",
        "data-[state=refused]:border-danger",
      )}
    >
      <h3 id={headingId} className="font-semibold text-muted-foreground text-sm">
        {zoneLabel(zone)}
        {note && <span className="font-normal"> · {note}</span>}
      </h3>
      <ol className="grid gap-2">
        {blocks.map((block, index) => (
          <BlockCard
            key={block.id}
            page={page}
            zone={zone}
            block={block}
            selected={block.id === selectedId}
            problemCount={problemCounts.get(block.id) ?? 0}
            canMoveUp={index > 0 || firstCanMoveUp}
            canMoveDown={index < last || lastCanMoveDown}
          />
        ))}
      </ol>
      <ZoneEnd zone={ref} empty={blocks.length === 0} refusal={over ? hover.refusal : null} />
    </section>
  );
});

function ZoneEnd({
  zone,
  empty,
  refusal,
}: {
  zone: ZoneRef;
  empty: boolean;
  refusal: string | null;
}) {
  const data = useMemo(() => ({ target: { kind: "zone-end", zone } satisfies DropTarget }), [zone]);
  const { setNodeRef } = useDroppable({ id: zoneEndId(zone), data });
  return (
    <div
      ref={setNodeRef}
      data-slot="zone-end"
      className={cn(
        "flex items-center justify-center rounded-md text-muted-foreground text-sm",
        empty ? "min-h-16 border border-dashed" : "min-h-8",
      )}
    >
      {refusal ? (
        <span className="px-2 font-medium text-danger">{refusal}</span>
      ) : empty ? (
        "No blocks yet: drag one here from the palette"
      ) : null}
    </div>
  );
}
