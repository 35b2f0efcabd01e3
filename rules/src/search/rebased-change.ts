import type { Refinements } from "./search-refinements.ts";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const keysOf = <T extends object>(...objects: T[]) =>
  [...new Set(objects.flatMap((object) => Object.keys(object)))] as (keyof T)[];

/**
 * A change the shopper made on the search they see (`shown` to `next`), applied to the search
 * they chose just before it (`chosen`), whose results are not shown yet: two quick changes then
 * both hold. A list keeps the chosen values with the change's additions and removals; every other
 * part keeps the chosen search's value unless the change made it different.
 */
export function rebasedChange(
  shown: Refinements,
  next: Refinements,
  chosen: Refinements,
): Refinements {
  const lists = { ...chosen.lists };
  for (const facet of keysOf(shown.lists, next.lists)) {
    const before = shown.lists[facet] ?? [];
    const after = next.lists[facet] ?? [];
    if (same(before, after)) continue;
    const kept = (chosen.lists[facet] ?? []).filter(
      (value) => after.includes(value) || !before.includes(value),
    );
    const added = after.filter((value) => !before.includes(value) && !kept.includes(value));
    const values = [...kept, ...added];
    if (values.length > 0 || next.lists[facet] !== undefined) lists[facet] = values;
    else delete lists[facet];
  }
  const ranges = { ...chosen.ranges };
  for (const facet of keysOf(shown.ranges, next.ranges)) {
    if (same(shown.ranges[facet], next.ranges[facet])) continue;
    if (next.ranges[facet] === undefined) delete ranges[facet];
    else ranges[facet] = next.ranges[facet];
  }
  const changed = <K extends "query" | "page" | "sortBy">(key: K) =>
    shown[key] === next[key] ? chosen[key] : next[key];
  return {
    query: changed("query"),
    page: changed("page"),
    sortBy: changed("sortBy"),
    lists,
    ranges,
  };
}
