import {
  type BlockInstanceInput,
  blockProps,
  isBlockType,
  siteDefinitionObject,
} from "@storefront/schemas";
import { blockMeta } from "../block-info/block-meta.ts";
import { blockSummary } from "../block-info/block-summary.ts";
import { humanise, zoneLabel } from "../block-info/humanise.ts";
import { pageEntries } from "../builder/page-entries.ts";
import { layoutPageId, zonesOf } from "../editor/data/pages.ts";
import type { Draft } from "../editor/editor-state.ts";
import { type AnySchema, defOf, unwrap } from "../forms/schema/zod-introspection.ts";

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
const quoted = (text: string) => `'${text}'`;

/** What a schema's values read as: option names, on/off, numbers, quoted text, item counts. */
function valueWords(schema: AnySchema | undefined, value: Json): string {
  if (value === undefined || value === null || value === "") return "nothing";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    const field = schema ? unwrap(schema) : undefined;
    if (field && defOf(field.core).type === "enum")
      return field.optionLabels?.[value] ?? humanise(value);
    return quoted(value);
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string")) return value.join(", ") || "nothing";
    return `${value.length} item${value.length === 1 ? "" : "s"}`;
  }
  return "a new value";
}

function childSchema(schema: AnySchema | undefined, key: string | number): AnySchema | undefined {
  if (!schema) return undefined;
  const core = unwrap(schema).core;
  const def = defOf(core);
  if (typeof key === "number") return def.type === "array" ? (def.element as AnySchema) : undefined;
  if (def.type === "object") return (def.shape as Record<string, AnySchema>)[key];
  return undefined;
}

const titleOf = (schema: AnySchema | undefined, key: string) =>
  (schema && unwrap(schema).title) || humanise(key);

/** A list item's own name: its name, title, label or heading, else its place in the list. */
function itemName(item: Json, index: number): string {
  if (isObject(item))
    for (const key of ["name", "title", "label", "heading", "id"]) {
      const value = item[key];
      if (typeof value === "string" && value.trim()) return value;
    }
  return `item ${index + 1}`;
}

const itemKey = (item: Json, index: number) =>
  isObject(item) && typeof item.id === "string" ? `id:${item.id}` : `at:${index}`;

/**
 * The changes between two values of one schema, as "<label>: <old> to <new>"; objects are
 * walked field by field, lists of objects item by item (by id when items have one).
 */
function valueChanges(
  schema: AnySchema | undefined,
  label: string,
  before: Json,
  after: Json,
): string[] {
  if (same(before, after)) return [];
  if (isObject(before) || isObject(after)) {
    const [a, b] = [isObject(before) ? before : {}, isObject(after) ? after : {}];
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => {
      const child = childSchema(schema, key);
      return valueChanges(child, titleOf(child, key), a[key], b[key]);
    });
  }
  const objectList = (value: Json) => Array.isArray(value) && value.some(isObject);
  if (objectList(before) || objectList(after)) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    const element = childSchema(schema, 0);
    const old = new Map(a.map((item, index) => [itemKey(item, index), { item, index }]));
    const now = new Map(b.map((item, index) => [itemKey(item, index), { item, index }]));
    const lines: string[] = [];
    for (const [key, { item, index }] of now) {
      const was = old.get(key);
      const name = itemName(item, index);
      if (!was) lines.push(`${label}: added ${quoted(name)}`);
      else
        lines.push(...valueChanges(element, label ? `${label} › ${name}` : name, was.item, item));
    }
    for (const [key, { item, index }] of old)
      if (!now.has(key)) lines.push(`${label}: removed ${quoted(itemName(item, index))}`);
    return lines;
  }
  // A value left out is the schema's default, as the site serves it.
  const fallback = schema ? unwrap(schema).defaultValue : undefined;
  const [was, now] = [before ?? fallback, after ?? fallback];
  if (same(was, now)) return [];
  return [`${label}: ${valueWords(schema, was)} to ${valueWords(schema, now)}`];
}

type PlacedBlock = { block: BlockInstanceInput; zone: string };

function blocksByKey(draft: Draft, pageId: string): Map<string, PlacedBlock> {
  const placed = new Map<string, PlacedBlock>();
  for (const [zone, blocks] of Object.entries(zonesOf(draft, pageId) ?? {}))
    for (const [index, block] of blocks.entries())
      placed.set(block.id ?? `${zone}:${index}`, { block, zone });
  return placed;
}

/** A block as the list names it: its label and its first text, as its card shows it. */
function blockName(block: BlockInstanceInput): string {
  const hasText = Object.values(block.props ?? {}).some(
    (value) => typeof value === "string" && value.trim(),
  );
  const summary = hasText ? blockSummary(block) : "";
  const label = blockMeta(block.type).label;
  return summary ? `${label} ${quoted(summary)}` : label;
}

function blockChanges(page: string, before: PlacedBlock, after: PlacedBlock): string[] {
  const { block } = after;
  const name = blockMeta(block.type).label;
  const lines: string[] = [];
  if (before.zone !== after.zone)
    lines.push(`${page}: moved ${blockName(block)} to ${zoneLabel(after.zone)}`);
  if (Boolean(before.block.hidden) !== Boolean(block.hidden))
    lines.push(`${page}: ${block.hidden ? "hid" : "showed"} ${blockName(block)}`);
  const schema = isBlockType(block.type) ? blockProps[block.type] : undefined;
  const props = valueChanges(schema, "", before.block.props ?? {}, block.props ?? {});
  lines.push(...props.map((line) => `${page}: ${name} › ${line}`));
  return lines;
}

/** The pages both versions have, by id, with their titles as the newer one has them. */
function pageChanges(before: Draft, after: Draft): string[] {
  const entries = (draft: Draft) =>
    new Map(pageEntries(draft).map((entry) => [entry.pageId, entry]));
  const [old, now] = [entries(before), entries(after)];
  const lines: string[] = [];
  for (const [id, entry] of old)
    if (!now.has(id)) lines.push(`Pages: removed ${quoted(entry.title)}`);
  const titles: [string, string][] = [[layoutPageId, "Site layout"]];
  for (const [id, entry] of now) {
    const was = old.get(id);
    if (!was) lines.push(`Pages: added ${quoted(entry.title)}`);
    else {
      if (was.title !== entry.title)
        lines.push(`Pages: renamed ${quoted(was.title)} to ${quoted(entry.title)}`);
      if ((was.path ?? "") !== (entry.path ?? ""))
        lines.push(`${entry.title}: address ${was.path ?? "none"} to ${entry.path ?? "none"}`);
    }
    titles.push([id, entry.title]);
  }
  for (const [id, title] of titles) {
    if (id !== layoutPageId && !old.has(id)) continue;
    const [a, b] = [blocksByKey(before, id), blocksByKey(after, id)];
    for (const [key, placed] of b) {
      const was = a.get(key);
      if (!was) lines.push(`${title}: added ${blockName(placed.block)}`);
      else lines.push(...blockChanges(title, was, placed));
    }
    for (const [key, placed] of a)
      if (!b.has(key)) lines.push(`${title}: removed ${blockName(placed.block)}`);
  }
  return lines;
}

const notSettings = new Set(["$schema", "version", "pages", "layout"]);

/**
 * What changed from one version of a site to another, one line each, in the words the studio
 * shows: "Home: added Page heading 'Summer deals'", "Finance provider: Angle to Taurus".
 */
export function describeChanges(before: Draft, after: Draft): string[] {
  const shape = siteDefinitionObject.shape as Record<string, AnySchema>;
  const [a, b] = [before as Record<string, Json>, after as Record<string, Json>];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !notSettings.has(key),
  );
  const settings = keys.flatMap((key) =>
    valueChanges(shape[key], titleOf(shape[key], key), a[key], b[key]),
  );
  return [...pageChanges(before, after), ...settings];
}
