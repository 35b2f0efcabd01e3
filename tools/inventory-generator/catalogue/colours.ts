import type { PlaceholderColour } from "../../../runtime/server/media/placeholder-palette.ts";

export type PaletteName = "passenger" | "commercial" | "motorcycle" | "caravan";

/** How often each exterior colour turns up, per kind of vehicle (white rules work vehicles). */
export const exteriorColourWeights: Readonly<
  Record<PaletteName, Partial<Record<PlaceholderColour, number>>>
> = {
  passenger: {
    White: 26,
    Grey: 18,
    Black: 14,
    Silver: 11,
    Blue: 11,
    Red: 8,
    Green: 3,
    Orange: 2,
    Bronze: 2,
    Brown: 1.5,
    Yellow: 1,
    Gold: 0.7,
    Beige: 0.8,
    Purple: 0.5,
    Maroon: 0.5,
  },
  commercial: { White: 62, Silver: 9, Grey: 12, Black: 6, Blue: 5, Red: 4, Orange: 1, Green: 1 },
  motorcycle: { Black: 30, Blue: 16, Red: 16, Green: 10, Grey: 10, White: 8, Orange: 6, Yellow: 4 },
  caravan: { White: 82, Silver: 8, Grey: 6, Black: 4 },
};

export const interiorColourWeights: Readonly<Record<string, number>> = {
  Black: 58,
  Charcoal: 16,
  Grey: 10,
  Beige: 6,
  Tan: 5,
  Brown: 3,
  Red: 2,
};
