import type { ItemType } from "@storefront/schemas";

/**
 * Words a dealership may add to a make to say which business it is: "Isuzu UTE" sells Isuzu
 * cars, "Isuzu Trucks" sells Isuzu trucks, "Honda Motorcycles" sells Honda motorcycles.
 */
const qualifiers: Record<ItemType, readonly string[]> = {
  car: ["cars", "ute", "utes", "motors"],
  motorcycle: ["motorcycles", "motorcycle", "motorrad", "bikes"],
  truck: ["trucks", "truck"],
  caravan: ["caravans", "rv", "rvs"],
};

export function normaliseMake(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** For each make in the catalogue, the kinds of vehicle it builds (Honda: cars and motorcycles). */
export type MakeLines = ReadonlyMap<string, ReadonlySet<ItemType>>;

function explicitLine(manufacturer: string, makeLines: MakeLines): [string, ItemType] | undefined {
  const wanted = normaliseMake(manufacturer);
  for (const [make, lines] of makeLines) {
    for (const line of lines) {
      if (qualifiers[line].some((word) => wanted === make + word)) return [make, line];
    }
  }
  return undefined;
}

/**
 * Which makes a location sells new, and in which lines. A qualified name ("Isuzu Trucks") says
 * it outright. A bare name of a make with several lines ("Honda", "Isuzu") takes the line the
 * location's other franchises share (Honda beside Yamaha means motorcycles), and cars otherwise.
 */
export function franchisedLines(
  manufacturers: readonly string[],
  makeLines: MakeLines,
): Map<string, Set<ItemType>> {
  const result = new Map<string, Set<ItemType>>();
  const add = (make: string, line: ItemType) => {
    const lines = result.get(make) ?? new Set<ItemType>();
    lines.add(line);
    result.set(make, lines);
  };
  const businessLines = new Set<ItemType>();
  const ambiguous: string[] = [];
  for (const manufacturer of manufacturers) {
    const explicit = explicitLine(manufacturer, makeLines);
    if (explicit) {
      add(...explicit);
      businessLines.add(explicit[1]);
      continue;
    }
    const make = normaliseMake(manufacturer);
    const lines = makeLines.get(make);
    if (!lines) continue;
    if (lines.size === 1) {
      const [line] = lines;
      add(make, line!);
      businessLines.add(line!);
    } else {
      ambiguous.push(make);
    }
  }
  for (const make of ambiguous) {
    const lines = makeLines.get(make)!;
    const shared = [...lines].filter((line) => businessLines.has(line));
    const chosen = shared.length > 0 ? shared : lines.has("car") ? ["car" as const] : [...lines];
    for (const line of chosen) add(make, line);
  }
  return result;
}
