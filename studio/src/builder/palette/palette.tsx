import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { useCallback, useId, useMemo, useState } from "react";
import { useEditor } from "../../editor/editor-context.ts";
import { paletteBlocks } from "../../editor/placement/palette-blocks.ts";
import { type PaletteItem as Item, paletteGroups } from "./palette-groups.ts";
import { PaletteItem } from "./palette-item.tsx";
import { useAddBlock } from "./use-add-block.ts";

/** The blocks the open page (and the layout around it) takes, by category, searchable. */
export function Palette({ pageId }: { pageId: string }) {
  const { draft, selection } = useEditor();
  const [search, setSearch] = useState("");
  const searchId = useId();
  const blocks = useMemo(() => paletteBlocks(draft, pageId), [draft, pageId]);
  const groups = useMemo(() => paletteGroups(blocks, search), [blocks, search]);
  const add = useAddBlock(selection);
  const onAdd = useCallback((item: Item) => add(item.type, item.targets), [add]);
  return (
    <div data-slot="palette" className="grid gap-3">
      <label htmlFor={searchId} className="sr-only">
        Search blocks
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Search blocks"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {groups.length === 0 && (
        <p role="status" className="text-muted-foreground text-sm">
          No block matches “{search}”.
        </p>
      )}
      {groups.map((group) => (
        <section key={group.category} aria-label={group.category} className="grid gap-2">
          <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
            {group.category}
          </h3>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {group.items.map((item) => (
              <PaletteItem key={item.type} item={item} onAdd={onAdd} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
