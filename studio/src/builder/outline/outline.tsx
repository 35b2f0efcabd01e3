import { pageTemplateCatalog } from "@storefront/schemas";
import { findPage, layoutPageId, zonesOf } from "../../editor/data/pages.ts";
import { blocksOf } from "../../editor/data/zones.ts";
import { useEditor } from "../../editor/editor-context.ts";
import { OutlineZone } from "./outline-zone.tsx";

/** The open page as a list of zones and their blocks; choosing one selects it on the canvas. */
export function Outline({ pageId }: { pageId: string }) {
  const { draft, selection } = useEditor();
  const page = findPage(draft, pageId)?.page;
  if (!page) return null;
  const zones = [
    { page: layoutPageId, zone: "header" },
    ...pageTemplateCatalog[page.template].zones.map((zone) => ({ page: page.id, zone })),
    { page: layoutPageId, zone: "footer" },
  ];
  const selected = selection?.kind === "block" ? selection.block : null;
  return (
    <nav aria-label={`Outline of ${page.title}`} data-slot="outline" className="grid gap-3">
      {zones.map((zone) => (
        <OutlineZone
          key={`${zone.page}/${zone.zone}`}
          page={zone.page}
          zone={zone.zone}
          blocks={blocksOf(zonesOf(draft, zone.page), zone.zone)}
          selectedId={
            selected?.page === zone.page && selected.zone === zone.zone ? selected.blockId : null
          }
        />
      ))}
    </nav>
  );
}
