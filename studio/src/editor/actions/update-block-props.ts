import type { EditorAction } from "../actions.ts";
import { editZone } from "../data/edit-zone.ts";
import { findBlock } from "../data/find-block.ts";
import type { Draft } from "../editor-state.ts";

type UpdateBlockProps = Extract<EditorAction, { type: "block/update-props" }>;

/** The props with the changes merged in; `undefined` removes a prop so its default applies. */
export function mergeProps(
  props: Record<string, unknown> | undefined,
  changes: Record<string, unknown>,
): Record<string, unknown> | undefined {
  let next: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(changes)) {
    const current = next ?? props ?? {};
    const has = Object.hasOwn(current, key);
    if (value === undefined ? !has : has && current[key] === value) continue;
    next ??= { ...props };
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next ?? props;
}

/** Changes some of a block's props (the others are kept). */
export function updateBlockProps(draft: Draft, { block, props }: UpdateBlockProps): Draft {
  const found = findBlock(draft, block);
  if (!found) return draft;
  const current = found.block.props as Record<string, unknown> | undefined;
  const next = mergeProps(current, props);
  if (next === current) return draft;
  const updated = { ...found.block, props: next } as typeof found.block;
  return editZone(draft, block, (blocks) => blocks.with(found.index, updated));
}
