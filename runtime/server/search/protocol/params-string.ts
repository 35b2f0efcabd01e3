/** Parameters whose value is text even when it looks like a number or JSON ("query=2020"). */
const textParameters = new Set([
  "query",
  "filters",
  "facetQuery",
  "highlightPreTag",
  "highlightPostTag",
  "userToken",
]);

/**
 * Decodes Algolia's URL-encoded parameter string (`query=ford&hitsPerPage=20&facets=["*"]`) into an
 * object to validate like a JSON body: numbers, booleans and JSON arrays are decoded, other values
 * stay strings (so "facets=make,model" stays a comma-separated list).
 */
export function decodeParamsString(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    decoded[key] = textParameters.has(key) ? value : decodeValue(value);
  }
  return decoded;
}

function decodeValue(value: string): unknown {
  const trimmed = value.trim();
  if (/^(\[|\{|-?\d|true$|false$|null$|")/.test(trimmed)) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

/** The parameters as Algolia echoes them in `params`: URL-encoded, arrays as JSON. */
export function encodeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join("&");
}
