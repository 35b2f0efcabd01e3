export type Primitive = string | number | boolean;

/**
 * The primitive values a record holds under a dotted attribute path; arrays (also nested ones
 * along the path) contribute each element, as Algolia does for faceting and filtering.
 */
export function attributeValues(record: unknown, path: readonly string[]): Primitive[] {
  const out: Primitive[] = [];
  collect(record, path, 0, out);
  return out;
}

function collect(value: unknown, path: readonly string[], depth: number, out: Primitive[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, path, depth, out);
    return;
  }
  if (depth === path.length) {
    if (typeof value === "string" || typeof value === "boolean") out.push(value);
    else if (typeof value === "number" && Number.isFinite(value)) out.push(value);
    return;
  }
  if (typeof value === "object") {
    collect((value as Record<string, unknown>)[path[depth]!], path, depth + 1, out);
  }
}

export function splitPath(attribute: string): string[] {
  return attribute.split(".");
}
