import { useCallback, useMemo, useState } from "react";
import type { StudioRoute } from "../app/studio-route.ts";
import { navigate } from "../app/use-studio-route.ts";
import { Announcer } from "../builder/announcer.tsx";
import { openingPageId, pageEntries } from "../builder/page-entries.ts";
import { useEditor } from "../editor/editor-context.ts";
import type { JsonPath } from "../editor/editor-state.ts";
import type { PreviewFocus } from "../preview/pages/preview-target.ts";
import { ProblemsPanel } from "../problems/problems-panel.tsx";
import { BuildView } from "./build-view.tsx";
import { PreviewSlot } from "./preview-slot.tsx";
import { SettingsView } from "./settings-view.tsx";
import { TopBar } from "./top-bar.tsx";
import { useReveal } from "./use-reveal.ts";

type EditorRoute = Extract<StudioRoute, { screen: "editor" }>;

/**
 * The editor's screen: top bar, the build or settings view, the preview, the problems. The
 * views take only stable props, so an edit re-renders just the parts that show the draft.
 */
export function EditorLayout({ route }: { route: EditorRoute }) {
  const { draft } = useEditor();
  const [previewOpen, setPreviewOpen] = useState(false);
  // The setting last edited, down to its list entry (a promo card, a location): the preview follows it.
  const [edited, setEdited] = useState<PreviewFocus>();
  const followSetting = useCallback(
    (path: JsonPath) =>
      setEdited((current) => {
        const next = path.slice(0, 2);
        const same =
          current?.kind === "setting" && JSON.stringify(current.path) === JSON.stringify(next);
        return same ? current : { kind: "setting", path: next };
      }),
    [],
  );
  const entries = useMemo(() => pageEntries(draft), [draft]);
  const pageId = openingPageId(entries, route.pageId) ?? "home";
  const reveal = useReveal(route, pageId);
  const showPage = useCallback(
    (next: string) => navigate({ ...route, pageId: next, view: "build" }, { replace: true }),
    [route],
  );
  const openSettings = useCallback(
    () => navigate({ ...route, view: "settings" }, { replace: true }),
    [route],
  );

  return (
    <div
      data-slot="editor"
      className="grid h-dvh min-w-[1024px] grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto]"
    >
      <TopBar
        route={route}
        previewOpen={previewOpen}
        onPreviewChange={setPreviewOpen}
        onReveal={reveal}
      />
      {route.view === "settings" ? (
        <div className={previewOpen ? "grid min-h-0 grid-cols-2" : "grid min-h-0"}>
          <SettingsView onEdit={followSetting} />
          {previewOpen && <PreviewSlot pageId={pageId} follow={edited} />}
        </div>
      ) : (
        <BuildView
          pageId={pageId}
          onPageChange={showPage}
          onOpenSettings={openSettings}
          previewOpen={previewOpen}
        />
      )}
      <ProblemsPanel onReveal={reveal} />
      <Announcer />
    </div>
  );
}
