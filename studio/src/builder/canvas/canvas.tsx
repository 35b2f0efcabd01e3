import { pageTemplateCatalog } from "@storefront/schemas";
import { useLayoutEffect, useMemo, useRef } from "react";
import { findPage, layoutPageId, zonesOf } from "../../editor/data/pages.ts";
import { blocksOf } from "../../editor/data/zones.ts";
import { editTiming } from "../../editor/edit-timing.ts";
import { useEditor } from "../../editor/editor-context.ts";
import type { Draft } from "../../editor/editor-state.ts";
import { useEditorStatus } from "../../editor/editor-status.ts";
import { neighbourMove } from "../../editor/placement/neighbour-move.ts";
import { zoneKey } from "../dnd/drag-hover.ts";
import { PageProblems } from "./page-problems.tsx";
import { ZoneArea } from "./zone-area.tsx";
import {
  keepUnchanged,
  noCounts,
  problemCountsByZone,
  type ZoneProblemCounts,
} from "./zone-problems.ts";

type ZoneSpec = { page: string; zone: string; note?: string };

function canStep(draft: Draft, spec: ZoneSpec, blockId: string | undefined, step: -1 | 1) {
  return blockId !== undefined && neighbourMove(draft, { ...spec, blockId }, step) !== undefined;
}

/**
 * The editing surface: the open page's zones between the layout's header and footer, each a
 * drop area of block cards. Draws again only the zones an edit touched.
 */
export function Canvas({ pageId }: { pageId: string }) {
  const { draft, problems, selection } = useEditor();
  const { checkedDraft } = useEditorStatus();
  const shown = findPage(draft, pageId);
  const layoutZones = zonesOf(draft, layoutPageId);

  const previousCounts = useRef<ZoneProblemCounts>(new Map());
  const counts = useMemo(() => {
    const next = problemCountsByZone(checkedDraft ?? draft, problems);
    return keepUnchanged(next, previousCounts.current);
  }, [checkedDraft, draft, problems]);
  previousCounts.current = counts;

  useLayoutEffect(() => {
    editTiming()?.onCanvasCommit?.();
  });

  if (!shown) return <p className="p-6">This page is not in the site.</p>;
  const { page, inDraft } = shown;
  const specs: ZoneSpec[] = [
    { page: layoutPageId, zone: "header", note: "on every page" },
    ...pageTemplateCatalog[page.template].zones.map((zone) => ({ page: page.id, zone })),
    { page: layoutPageId, zone: "footer", note: "on every page" },
  ];
  const selectedBlock = selection?.kind === "block" ? selection.block : null;

  return (
    <div data-slot="canvas" className="grid gap-3">
      <header className="grid gap-1">
        <h2 className="font-heading font-semibold text-xl">
          {page.title || pageTemplateCatalog[page.template].label}
        </h2>
        <p className="text-muted-foreground text-sm">
          {pageTemplateCatalog[page.template].label} page
          {page.path ? ` · ${page.path}` : ""}
          {inDraft ? "" : " · the default page, saved into your site on its first change"}
        </p>
      </header>
      <PageProblems pageId={page.id} />
      {specs.map((spec) => {
        const blocks = blocksOf(spec.page === layoutPageId ? layoutZones : page.zones, spec.zone);
        const selected =
          selectedBlock && zoneKey(selectedBlock) === zoneKey(spec) ? selectedBlock.blockId : null;
        return (
          <ZoneArea
            key={zoneKey(spec)}
            page={spec.page}
            zone={spec.zone}
            note={spec.note}
            blocks={blocks}
            selectedId={selected}
            problemCounts={counts.get(zoneKey(spec)) ?? noCounts}
            firstCanMoveUp={canStep(draft, spec, blocks[0]?.id, -1)}
            lastCanMoveDown={canStep(draft, spec, blocks.at(-1)?.id, 1)}
          />
        );
      })}
    </div>
  );
}
