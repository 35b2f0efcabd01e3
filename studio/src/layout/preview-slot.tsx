import { findPage } from "../editor/data/pages.ts";
import { useEditor } from "../editor/editor-context.ts";
import type { PreviewFocus } from "../preview/pages/preview-target.ts";
import { RooftopPicker } from "../preview/pickers/rooftop-picker.tsx";
import { PreviewPane } from "../preview/preview-pane.tsx";
import { previewPathOf } from "./preview-path.ts";
import { useRooftopPreview } from "./use-rooftop-preview.ts";

type PreviewSlotProps = {
  pageId: string;
  /** The setting being edited, in the Settings view; in the Pages view, the selected block. */
  follow?: PreviewFocus | undefined;
};

/**
 * The live storefront preview (studio/src/preview), following the page and the setting or block
 * being edited; a group's site can be shown as each of its rooftops.
 */
export function PreviewSlot({ pageId, follow }: PreviewSlotProps) {
  const { draft, slug, selection } = useEditor();
  const page = findPage(draft, pageId)?.page;
  const { rooftops, rooftop, setRooftop, shown } = useRooftopPreview(slug, draft);
  const selected: PreviewFocus | undefined =
    selection?.kind === "block" ? { kind: "block", blockId: selection.block.blockId } : undefined;
  return (
    <div data-slot="preview-slot" className="min-h-0 border-l">
      <PreviewPane
        draft={shown}
        pagePath={previewPathOf(draft, page)}
        follow={follow ?? selected}
        controls={
          rooftops.length > 0 ? (
            <RooftopPicker
              groupName={draft.name || slug}
              rooftops={rooftops}
              value={rooftop}
              onChange={setRooftop}
            />
          ) : null
        }
      />
    </div>
  );
}
