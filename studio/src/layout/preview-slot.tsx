import { findPage } from "../editor/data/pages.ts";
import { useEditor } from "../editor/editor-context.ts";
import { PreviewPane } from "../preview/preview-pane.tsx";
import { previewPathOf } from "./preview-path.ts";

/** The live storefront preview (studio/src/preview), following the page being edited. */
export function PreviewSlot({ pageId }: { pageId: string }) {
  const { draft } = useEditor();
  const page = findPage(draft, pageId)?.page;
  return (
    <div data-slot="preview-slot" className="min-h-0 border-l">
      <PreviewPane draft={draft} pagePath={previewPathOf(draft, page)} />
    </div>
  );
}
