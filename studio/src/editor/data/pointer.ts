import { toPointer } from "@storefront/schemas";
import type { BlockRef, Draft, JsonPath } from "../editor-state.ts";
import { defaultSiteLayout } from "./default-pages.ts";
import { layoutPageId } from "./pages.ts";
import { blocksOf } from "./zones.ts";

/** What a JSON pointer into the draft lands on, for selecting and describing it. */
export type PointerTarget =
  /** `field` is the rest of the path inside the block: `["props", "title"]`, `["type"]`, `[]`. */
  | { kind: "block"; block: BlockRef; field: JsonPath }
  | { kind: "page"; pageId: string; field: JsonPath }
  | { kind: "setting"; path: JsonPath };

/** RFC 6901 pointer to path; list indexes become numbers. */
export function parsePointer(pointer: string): JsonPath {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

function blockTarget(
  zones: Record<string, { id: string }[]> | undefined,
  page: string,
  rest: JsonPath,
): PointerTarget | undefined {
  const [zonesKey, zone, index, ...field] = rest;
  if (zonesKey !== "zones" || typeof zone !== "string" || typeof index !== "number") return;
  const block = blocksOf(zones as never, zone)[index];
  if (!block || typeof block.id !== "string") return;
  return { kind: "block", block: { page, zone, blockId: block.id }, field };
}

/** Where a problem's pointer lands: a block, a page, or a site setting. */
export function targetOfPointer(draft: Draft, pointer: string): PointerTarget {
  const path = parsePointer(pointer);
  const [head, index, ...rest] = path;
  if (head === "layout") {
    const zones = (draft.layout ?? defaultSiteLayout).zones;
    const found = blockTarget(zones, layoutPageId, path.slice(1));
    return found ?? { kind: "page", pageId: layoutPageId, field: path.slice(1) };
  }
  if (head === "pages" && typeof index === "number") {
    const page = draft.pages?.[index];
    if (page) {
      return (
        blockTarget(page.zones, page.id, rest) ?? { kind: "page", pageId: page.id, field: rest }
      );
    }
  }
  return { kind: "setting", path };
}

/** The pointer to a block in the draft, or undefined when the draft does not hold it. */
export function blockPointer(draft: Draft, ref: BlockRef): string | undefined {
  if (ref.page === layoutPageId) {
    const blocks = blocksOf((draft.layout ?? defaultSiteLayout).zones, ref.zone);
    const index = blocks.findIndex((block) => block.id === ref.blockId);
    return index < 0 ? undefined : toPointer(["layout", "zones", ref.zone, index]);
  }
  const pageIndex = (draft.pages ?? []).findIndex((page) => page.id === ref.page);
  if (pageIndex < 0) return undefined;
  const blocks = blocksOf(draft.pages?.[pageIndex]?.zones, ref.zone);
  const index = blocks.findIndex((block) => block.id === ref.blockId);
  return index < 0 ? undefined : toPointer(["pages", pageIndex, "zones", ref.zone, index]);
}
