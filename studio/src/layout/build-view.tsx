import { cn } from "@storefront/design-system/lib/cn.ts";
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@storefront/design-system/ui/tabs/tabs.tsx";
import { memo } from "react";
import { AddPageDialog } from "../builder/add-page-dialog.tsx";
import { Canvas } from "../builder/canvas/canvas.tsx";
import { BuilderDnd } from "../builder/dnd/builder-dnd.tsx";
import { Outline } from "../builder/outline/outline.tsx";
import { PagePicker } from "../builder/page-picker.tsx";
import { Palette } from "../builder/palette/palette.tsx";
import { InspectorPanel } from "../inspector/inspector-panel.tsx";
import { PreviewSlot } from "./preview-slot.tsx";

type BuildViewProps = {
  pageId: string;
  onPageChange: (pageId: string) => void;
  onOpenSettings: () => void;
  /** The preview shows beside the canvas on wide screens, instead of it on narrow ones. */
  previewOpen: boolean;
};

/** The page builder: pages and blocks on the left, the canvas, the inspector on the right. */
export const BuildView = memo(function BuildView({
  pageId,
  onPageChange,
  onOpenSettings,
  previewOpen,
}: BuildViewProps) {
  return (
    <BuilderDnd>
      <div
        data-slot="build-view"
        data-preview={previewOpen ? "open" : "closed"}
        className="grid min-h-0 grid-cols-[16rem_minmax(0,1fr)_18rem] xl:grid-cols-[17rem_minmax(0,1fr)_22rem] xl:data-[preview=open]:grid-cols-[17rem_minmax(0,1fr)_minmax(0,1fr)_22rem]"
      >
        <aside
          aria-label="Pages and blocks"
          className="grid min-h-0 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] gap-3 overflow-hidden border-r p-3"
        >
          <div className="grid gap-2">
            {/* Its palette groups and outline zones are h3s, after the site's h1. */}
            <h2 className="sr-only">Pages and blocks</h2>
            <PagePicker pageId={pageId} onChange={onPageChange} />
            <AddPageDialog onAdded={onPageChange} />
          </div>
          <Tabs defaultValue="blocks" className="min-h-0 min-w-0">
            <TabsList className="w-full">
              <TabsTrigger value="blocks" className="flex-1">
                Blocks
              </TabsTrigger>
              <TabsTrigger value="outline" className="flex-1">
                Outline
              </TabsTrigger>
            </TabsList>
            <TabsContent value="blocks" className="min-h-0 overflow-y-auto pb-4">
              <Palette pageId={pageId} />
            </TabsContent>
            <TabsContent value="outline" className="min-h-0 overflow-y-auto pb-4">
              <Outline pageId={pageId} />
            </TabsContent>
          </Tabs>
        </aside>
        <main
          aria-label="Page canvas"
          className={cn(
            "min-h-0 overflow-y-auto bg-muted/40 p-4",
            previewOpen && "hidden xl:block",
          )}
        >
          <Canvas pageId={pageId} />
        </main>
        {previewOpen && <PreviewSlot pageId={pageId} />}
        <aside
          aria-label="Inspector"
          className="min-h-0 overflow-y-auto border-l p-4"
          data-slot="inspector"
        >
          <InspectorPanel
            pageId={pageId}
            onOpenSettings={onOpenSettings}
            onPageRemoved={() => onPageChange("home")}
          />
        </aside>
      </div>
    </BuilderDnd>
  );
});
