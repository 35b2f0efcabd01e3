import { cn } from "@storefront/design-system/lib/cn.ts";
import { focusRing } from "@storefront/design-system/lib/focus-ring.ts";
import { Button, IconButton } from "@storefront/design-system/ui/button/button.tsx";
import { ArrowLeftIcon, EyeIcon, Redo2Icon, Undo2Icon } from "lucide-react";
import { StudioLink } from "../app/studio-link.tsx";
import type { EditorView, StudioRoute } from "../app/studio-route.ts";
import { useEditor } from "../editor/editor-context.ts";
import { ExportButton } from "../export/export-button.tsx";
import type { DescribedProblem } from "../problems/describe-problem.ts";
import { announceHistoryMove } from "./history-announcement.ts";
import { SaveStatus } from "./save-status.tsx";
import { SiteHistoryButton } from "./site-history-button.tsx";

type TopBarProps = {
  route: Extract<StudioRoute, { screen: "editor" }>;
  previewOpen: boolean;
  onPreviewChange: (open: boolean) => void;
  onReveal: (problem: DescribedProblem) => void;
};

const views: { view: EditorView; label: string }[] = [
  { view: "build", label: "Pages" },
  { view: "settings", label: "Settings" },
];

/** Site name, the two views, undo/redo, save status, preview and export. */
export function TopBar({ route, previewOpen, onPreviewChange, onReveal }: TopBarProps) {
  const { draft, dispatch, canUndo, canRedo } = useEditor();
  return (
    // Named, so it stays told apart from the storefront's own banner in the preview beside it.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a page's own header is its banner, which takes a name
    <header
      aria-label="Site editor"
      data-slot="top-bar"
      className="flex items-center gap-3 border-b bg-background px-4 py-2"
    >
      <StudioLink
        to={{ screen: "sites" }}
        className={cn(
          "flex shrink-0 items-center gap-1 rounded-md text-sm hover:underline",
          focusRing,
        )}
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        <span className="sr-only xl:not-sr-only">All sites</span>
      </StudioLink>
      {/* Not stretched: the views' switch sits right after the name, so the save status and
          the export button changing width as the marketer types never move it under a press. */}
      <h1 className="min-w-0 truncate font-heading font-semibold text-lg">
        {draft.name || route.slug}
      </h1>
      <nav aria-label="Editor views" className="flex shrink-0 gap-1 rounded-lg bg-muted p-1">
        {views.map(({ view, label }) => (
          <StudioLink
            key={view}
            to={{ ...route, view }}
            aria-current={route.view === view ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1 font-medium text-muted-foreground text-sm hover:text-foreground",
              "aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm",
              focusRing,
            )}
          >
            {label}
          </StudioLink>
        ))}
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <IconButton
          label="Undo"
          aria-keyshortcuts="Control+Z Meta+Z"
          disabled={!canUndo}
          onClick={() => {
            dispatch({ type: "history/undo" });
            announceHistoryMove("undo");
          }}
        >
          <Undo2Icon aria-hidden="true" />
        </IconButton>
        <IconButton
          label="Redo"
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          disabled={!canRedo}
          onClick={() => {
            dispatch({ type: "history/redo" });
            announceHistoryMove("redo");
          }}
        >
          <Redo2Icon aria-hidden="true" />
        </IconButton>
        <SaveStatus />
        <Button
          variant="outline"
          aria-pressed={previewOpen}
          onClick={() => onPreviewChange(!previewOpen)}
        >
          <EyeIcon aria-hidden="true" />
          Preview
        </Button>
        <SiteHistoryButton slug={route.slug} />
        <ExportButton onReveal={onReveal} />
      </div>
    </header>
  );
}
