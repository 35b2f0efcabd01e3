import { Button } from "@storefront/design-system/ui/button/button.tsx";
import type { Problem } from "@storefront/schemas";
import { useMemo, useRef } from "react";
import { findBlock } from "../editor/data/find-block.ts";
import { findPage } from "../editor/data/pages.ts";
import { blockPointer } from "../editor/data/pointer.ts";
import { useEditor } from "../editor/editor-context.ts";
import { isInside, sameProblems } from "../problems/problems-under.ts";
import { BlockInspector } from "./block-inspector.tsx";
import { PageDetails } from "./page-details.tsx";

const none: Problem[] = [];

/** The problems under a pointer, as the same list while they do not change. */
function useProblemsUnder(problems: Problem[], base: string): Problem[] {
  const previous = useRef(none);
  return useMemo(() => {
    const found = base ? problems.filter((problem) => isInside(problem.pointer, base)) : none;
    previous.current = sameProblems(found, previous.current) ? previous.current : found;
    return previous.current;
  }, [problems, base]);
}

type InspectorPanelProps = {
  pageId: string;
  onOpenSettings: () => void;
  onPageRemoved: () => void;
};

/** The right-hand panel: the selected block's settings, else the open page's details. */
export function InspectorPanel({ pageId, onOpenSettings, onPageRemoved }: InspectorPanelProps) {
  const { draft, problems, selection } = useEditor();
  const blockRef = selection?.kind === "block" ? selection.block : null;
  const block = blockRef ? findBlock(draft, blockRef)?.block : undefined;
  const blockBase = blockRef ? blockPointer(draft, blockRef) : undefined;
  const pointerBase = blockBase ? `${blockBase}/props` : "";
  const blockProblems = useProblemsUnder(problems, pointerBase);

  const shownPageId = selection?.kind === "page" ? selection.pageId : pageId;
  const shown = findPage(draft, shownPageId);
  const pageIndex = (draft.pages ?? []).findIndex((page) => page.id === shownPageId);
  const pageProblems = useProblemsUnder(problems, pageIndex < 0 ? "" : `/pages/${pageIndex}`);

  if (selection?.kind === "setting") {
    return (
      <div className="grid gap-3">
        <p>This is one of the site's settings.</p>
        <Button variant="outline" className="w-fit" onClick={onOpenSettings}>
          Open the settings
        </Button>
      </div>
    );
  }
  if (blockRef && block) {
    return (
      <BlockInspector
        key={`${blockRef.page}/${blockRef.zone}/${blockRef.blockId}`}
        blockRef={blockRef}
        block={block}
        pointerBase={pointerBase}
        problems={blockProblems}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        Select a block on the page to change its settings.
      </p>
      {shown && (
        <PageDetails
          page={shown.page}
          index={pageIndex}
          problems={pageProblems}
          onRemoved={onPageRemoved}
        />
      )}
    </div>
  );
}
