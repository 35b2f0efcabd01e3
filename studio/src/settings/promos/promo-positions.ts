/**
 * A promo card's position as typed: one result position ("9") or several ("5, 10"). Text that
 * is not a list of whole numbers is kept as typed, so it reaches the draft and is reported.
 */
export function parsePositions(text: string): number | number[] | string | undefined {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return undefined;
  if (!parts.every((part) => /^\d+$/.test(part))) return text;
  const numbers = parts.map(Number);
  return numbers.length === 1 ? numbers[0] : numbers;
}

export function formatPositions(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "string" ? value : "";
}

/** The draft check's message for the first position beyond a page of results, if any. */
export function positionBeyondPage(value: unknown, pageSize: number): string | undefined {
  const positions = Array.isArray(value) ? value : [value];
  const beyond = positions.find((at) => typeof at === "number" && at > pageSize);
  return beyond === undefined
    ? undefined
    : `Position ${beyond} is beyond a page of ${pageSize} results`;
}

/** "at position 9", "at positions 5 and 10". */
export function describePositions(value: unknown): string {
  if (typeof value === "number") return `at position ${value}`;
  if (Array.isArray(value) && value.length > 0) {
    const list =
      value.length === 1
        ? String(value[0])
        : `${value.slice(0, -1).join(", ")} and ${value.at(-1)}`;
    return `at position${value.length === 1 ? "" : "s"} ${list}`;
  }
  return "with no position";
}
