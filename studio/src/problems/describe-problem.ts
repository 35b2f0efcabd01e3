import {
  blockProps,
  isBlockType,
  type Problem,
  page as pageSchema,
  pageTemplateCatalog,
} from "@storefront/schemas";
import { blockMeta } from "../block-info/block-meta.ts";
import { zoneLabel } from "../block-info/humanise.ts";
import { fieldTitles } from "../block-info/schema-titles.ts";
import { findBlock } from "../editor/data/find-block.ts";
import { findPage, layoutPageId } from "../editor/data/pages.ts";
import { type PointerTarget, targetOfPointer } from "../editor/data/pointer.ts";
import type { Draft, JsonPath } from "../editor/editor-state.ts";
import { settingPlace } from "../settings/finding/setting-place.ts";

export type DescribedProblem = {
  problem: Problem;
  /** Where, in the marketer's words: "Home › Main › Hero search: Title". */
  where: string;
  target: PointerTarget;
};

const sep = " › ";

export function pageName(draft: Draft, pageId: string): string {
  if (pageId === layoutPageId) return pageTemplateCatalog.layout.label;
  const shown = findPage(draft, pageId)?.page;
  return shown?.title || (shown ? pageTemplateCatalog[shown.template].label : pageId);
}

function blockPlace(draft: Draft, target: Extract<PointerTarget, { kind: "block" }>): string {
  const { block: ref, field } = target;
  const block = findBlock(draft, ref)?.block;
  const label = block ? blockMeta(block.type).label : ref.blockId;
  const place = [pageName(draft, ref.page), zoneLabel(ref.zone), label].join(sep);
  const [head, ...rest] = field;
  if (head === "props" && rest.length && block && isBlockType(block.type)) {
    return `${place}: ${fieldTitles(blockProps[block.type], rest).join(sep)}`;
  }
  if (head === "type") return `${place}: Block type`;
  if (head === "id") return `${place}: Block id`;
  return place;
}

function pagePlace(draft: Draft, pageId: string, field: JsonPath): string {
  const name = pageName(draft, pageId);
  const [head, zone] = field;
  if (head === "zones") return typeof zone === "string" ? `${name}${sep}${zoneLabel(zone)}` : name;
  if (!field.length) return name;
  return `${name}: ${fieldTitles(pageSchema, field).join(sep)}`;
}

/** A problem's place in plain words, and what to select to fix it. */
export function describeProblem(draft: Draft, problem: Problem): DescribedProblem {
  const target = targetOfPointer(draft, problem.pointer);
  const where =
    target.kind === "block"
      ? blockPlace(draft, target)
      : target.kind === "page"
        ? pagePlace(draft, target.pageId, target.field)
        : ["Settings", ...settingPlace(draft, target.path)].join(sep);
  return { problem, where, target };
}
