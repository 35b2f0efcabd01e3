import { z } from "zod";
import type { JsonPath } from "../editor/editor-state.ts";
import { humanise } from "./humanise.ts";

type AnySchema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: AnySchema[];
  getter?: () => AnySchema;
};

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
const wrappers = new Set([
  "default",
  "prefault",
  "optional",
  "nullable",
  "readonly",
  "catch",
  "nonoptional",
]);

/** The schema's own title, or one given on any wrapper around it (`.default().meta()`). */
function unwrap(schema: AnySchema): { inner: AnySchema; title?: string } {
  let current = schema;
  let title: string | undefined;
  for (;;) {
    title ??= z.globalRegistry.get(current)?.title;
    const def = defOf(current);
    const next = wrappers.has(def.type)
      ? def.innerType
      : def.type === "pipe"
        ? def.in
        : def.type === "lazy"
          ? def.getter?.()
          : undefined;
    if (!next) return title === undefined ? { inner: current } : { inner: current, title };
    current = next;
  }
}

/**
 * Plain names for the steps of a path into a schema: the fields' titles (`.meta({ title })`),
 * else their keys in words; list items as "item 2".
 */
export function fieldTitles(schema: AnySchema | undefined, path: JsonPath): string[] {
  const titles: string[] = [];
  let current = schema;
  for (const key of path) {
    const inner = current ? unwrap(current).inner : undefined;
    const def = inner ? defOf(inner) : undefined;
    if (typeof key === "number") {
      titles.push(`item ${key + 1}`);
      current = def?.type === "array" ? def.element : undefined;
      continue;
    }
    const child = def?.type === "object" ? def.shape?.[key] : undefined;
    titles.push((child && unwrap(child).title) || humanise(key));
    current = child;
  }
  return titles;
}

/**
 * The title of the field at `path` (keys only: list items are stepped into, as settings hints
 * are keyed), if its schema gives one.
 */
export function titleAt(schema: AnySchema, path: readonly string[]): string | undefined {
  let current: AnySchema | undefined = schema;
  let title: string | undefined;
  for (const key of path) {
    let inner: AnySchema | undefined = current ? unwrap(current).inner : undefined;
    while (inner && defOf(inner).element) inner = unwrap(defOf(inner).element as AnySchema).inner;
    // A union's field is the first of its members that has it (a backend's app id).
    const members: (AnySchema | undefined)[] =
      inner && defOf(inner).type === "union" ? (defOf(inner).options ?? []) : [inner];
    const child: AnySchema | undefined = members
      .map((member) => (member ? unwrap(member).inner : undefined))
      .map((member) =>
        member && defOf(member).type === "object" ? defOf(member).shape?.[key] : undefined,
      )
      .find(Boolean);
    if (!child) return undefined;
    title = unwrap(child).title;
    current = child;
  }
  return title;
}
