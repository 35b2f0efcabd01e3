import { cn } from "@storefront/design-system/lib/cn.ts";
import { focusRing } from "@storefront/design-system/lib/focus-ring.ts";
import type { BlockInstanceInput } from "@storefront/schemas";
import { memo } from "react";
import { blockMeta } from "../../block-info/block-meta.ts";
import { zoneLabel } from "../../block-info/humanise.ts";
import { layoutPageId } from "../../editor/data/pages.ts";
import { useEditorCommands } from "../../editor/editor-commands.ts";
import { BlockIcon } from "../block-icon.tsx";
import { focusBlockCard } from "../focus-block.ts";

type OutlineZoneProps = {
  page: string;
  zone: string;
  blocks: BlockInstanceInput[];
  selectedId: string | null;
};

/** One zone of the outline; drawn again only when its blocks or the selection in it change. */
export const OutlineZone = memo(function OutlineZone({
  page,
  zone,
  blocks,
  selectedId,
}: OutlineZoneProps) {
  const { select } = useEditorCommands();
  return (
    <section aria-label={`${zoneLabel(zone)} zone`}>
      <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
        {zoneLabel(zone)}
        {page === layoutPageId ? " · every page" : ""}
      </h3>
      {blocks.length === 0 ? (
        <p className="py-1 text-muted-foreground text-sm">Empty</p>
      ) : (
        <ol className="grid">
          {blocks.map((block) => {
            const meta = blockMeta(block.type);
            const ref = { page, zone, blockId: block.id };
            return (
              <li key={block.id}>
                <button
                  type="button"
                  aria-current={block.id === selectedId ? "true" : undefined}
                  onClick={() => {
                    select({ kind: "block", block: ref });
                    focusBlockCard(ref);
                  }}
                  className={cn(
                    "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted",
                    "aria-[current=true]:bg-accent aria-[current=true]:font-semibold",
                    focusRing,
                  )}
                >
                  <BlockIcon name={meta.icon} className="size-4" />
                  <span
                    className={cn("truncate", block.hidden && "text-muted-foreground line-through")}
                  >
                    {meta.label}
                  </span>
                  {block.hidden && <span className="sr-only">(hidden)</span>}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
