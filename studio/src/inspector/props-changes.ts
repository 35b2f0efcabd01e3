const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === "object" &&
    a !== null &&
    typeof b === "object" &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b));

/**
 * The changes that turn a block's props into the form's complete new props: changed fields with
 * their value, removed fields as `undefined` (so their default applies). Empty when nothing changed.
 */
export function propsChanges(
  current: Record<string, unknown> | undefined,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (!same(current?.[key], value)) changes[key] = value;
  }
  for (const key of Object.keys(current ?? {})) {
    if (!Object.hasOwn(next, key)) changes[key] = undefined;
  }
  return changes;
}
