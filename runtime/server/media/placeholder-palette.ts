/**
 * The body types and colours the placeholder images know. Inventory colours are drawn from this
 * palette, so every generated image address resolves.
 */
export const placeholderBodies = [
  "hatch",
  "sedan",
  "wagon",
  "suv",
  "ute",
  "van",
  "coupe",
  "convertible",
  "cab-chassis",
  "motorcycle",
  "truck",
  "caravan",
] as const;
export type PlaceholderBody = (typeof placeholderBodies)[number];

/** Exterior colour names as they appear on vehicle records, with the paint they are drawn in. */
export const placeholderColours = {
  White: "#f3f4f1",
  Black: "#1d1f23",
  Silver: "#b8bcc1",
  Grey: "#6c7177",
  Blue: "#1f4f8f",
  Red: "#b3202b",
  Green: "#2f6a3b",
  Orange: "#e0691c",
  Yellow: "#f0c22e",
  Brown: "#6a4932",
  Bronze: "#8b6a43",
  Gold: "#c7a34b",
  Beige: "#d8c9a9",
  Purple: "#5a3a79",
  Maroon: "#6c1a27",
} as const;
export type PlaceholderColour = keyof typeof placeholderColours;
export const placeholderColourNames = Object.keys(placeholderColours) as PlaceholderColour[];

/** The most views a gallery can ask for (vehicles carry up to 20 images). */
export const maxPlaceholderView = 20;

/** Finds a palette colour from its address form (`white`, `dark-grey` style, any case). */
export function colourFromSlug(slug: string): PlaceholderColour | undefined {
  return placeholderColourNames.find((name) => colourSlug(name) === slug);
}

export function colourSlug(colour: PlaceholderColour): string {
  return colour.toLowerCase().replace(/\s+/g, "-");
}
