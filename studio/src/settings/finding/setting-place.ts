import { fieldTitles, titleAt } from "../../block-info/schema-titles.ts";
import { getAtPath } from "../../editor/data/json-path.ts";
import type { Draft, JsonPath } from "../../editor/editor-state.ts";
import { groupFor } from "../settings-groups.ts";

/**
 * A list entry named by what it holds (a promo's title, a location's name), else by its place
 * ("the 8th entry, not named yet").
 */
function entryName(draft: Draft, path: JsonPath, index: number): string {
  const entry = getAtPath(draft, path) as Record<string, unknown> | undefined;
  const name = entry?.name ?? entry?.title ?? entry?.label ?? entry?.id;
  return typeof name === "string" && name ? name : `Entry ${index + 1} (not named yet)`;
}

/**
 * Where a setting is, in the words of the Settings view: its group's title, the list entry it
 * belongs to, and the field's label ("Promo cards › What's your car worth? › Position in results").
 */
export function settingPlace(draft: Draft, path: JsonPath): string[] {
  const group = groupFor(path);
  if (!group) return fieldTitles(undefined, path);
  const place = [group.title];
  const fieldKeys: string[] = [];
  // In the order the Settings view nests them: a menu, its entry, the entry's field.
  path.slice(group.path.length).forEach((key, i) => {
    if (typeof key === "number") {
      place.push(entryName(draft, path.slice(0, group.path.length + i + 1), key));
      return;
    }
    fieldKeys.push(key);
    // The field's label as the form shows it, else its key in words.
    place.push(titleAt(group.schema, fieldKeys) ?? fieldTitles(undefined, [key]).join(""));
  });
  return place;
}
