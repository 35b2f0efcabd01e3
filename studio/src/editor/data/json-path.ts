import type { JsonPath } from "../editor-state.ts";

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === "object" && value !== null;

/** The value at a path, or undefined when any step is missing. */
export function getAtPath(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const key of path) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[key as string];
  }
  return current;
}

function withKey(
  container: Container | undefined,
  key: string | number,
  value: unknown,
): Container {
  if (Array.isArray(container) || (container === undefined && typeof key === "number")) {
    const list = [...((container as unknown[] | undefined) ?? [])];
    const index = Number(key);
    if (value === undefined) list.splice(index, 1);
    else list[index] = value;
    return list;
  }
  const copy: Record<string, unknown> = { ...container };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

/**
 * Sets the value at a path without touching the input: only the objects along the path are
 * copied. `undefined` removes the field (or the list item), so its default applies again.
 * Missing steps are created (a list for a numeric key). Returns the same root when nothing changes.
 */
export function setAtPath<T>(root: T, path: JsonPath, value: unknown): T {
  const [key, ...rest] = path;
  if (key === undefined) return value as T;
  const container = isContainer(root) ? root : undefined;
  const has = container !== undefined && Object.hasOwn(container, key);
  const current = has ? (container as Record<string, unknown>)[key as string] : undefined;
  const next = rest.length ? setAtPath(current, rest, value) : value;
  if (next === current && (next !== undefined || !has)) return root;
  return withKey(container, key, next) as T;
}
