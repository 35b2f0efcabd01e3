import { toPointer } from "@storefront/schemas";
import type { FieldPath } from "./field-node.ts";

type Container = Record<string | number, unknown>;

const isContainer = (value: unknown): value is Container =>
  typeof value === "object" && value !== null;

export function getAt(value: unknown, path: FieldPath): unknown {
  let at = value;
  for (const segment of path) {
    if (!isContainer(at)) return undefined;
    at = at[segment];
  }
  return at;
}

/**
 * A copy of `value` with `next` at `path`, creating objects (or lists, for numeric segments) on
 * the way; `undefined` removes the key, so a default applies again.
 */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (
    Array.isArray(value)
      ? [...value]
      : isContainer(value)
        ? { ...value }
        : typeof head === "number"
          ? []
          : {}
  ) as Container;
  const child = setAt(container[head], rest, next);
  if (child === undefined && !Array.isArray(container)) delete container[head];
  else container[head] = child;
  return container;
}

/**
 * Drops keys holding `undefined` at any depth, and objects left with nothing but such keys
 * (react-hook-form creates `{ label: undefined }` for a link whose fields are unset); an object
 * that was empty to begin with is kept. List entries are kept.
 */
export function withoutUndefined<T>(value: T): T {
  return (prune(value) ?? {}) as T;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((entry) => prune(entry) ?? (isContainer(entry) ? {} : entry));
  }
  if (!isContainer(value)) return value;
  const entries = Object.entries(value);
  const kept = entries
    .map(([key, child]) => [key, prune(child)] as const)
    .filter(([, child]) => child !== undefined);
  return entries.length > 0 && kept.length === 0 ? undefined : Object.fromEntries(kept);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => deepEqual(a[key], b[key]));
}

/** react-hook-form's name for a path: `items.2.title`. */
export const fieldName = (path: FieldPath): string => path.join(".");

/** The JSON pointer of a form path under the form's own pointer. */
export const pointerOf = (base: string, path: FieldPath): string => base + toPointer(path);

/** `/promos/0/position` -> ["promos", 0, "position"] (digits become list indexes). */
export function pathOfPointer(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

export const startsWith = (path: FieldPath, prefix: FieldPath): boolean =>
  prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);

/** Moves one entry of a list; other entries keep their order. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved as T);
  return next;
}
