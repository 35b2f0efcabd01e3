import { colourSlug, type PlaceholderBody, type PlaceholderColour } from "./placeholder-palette.ts";

export const placeholderRoutePrefix = "/media/placeholder";

export interface PlaceholderImage {
  body: PlaceholderBody;
  colour: PlaceholderColour;
  /** 1-based position in the gallery; each view has its own angle or backdrop. */
  view: number;
}

/**
 * `/media/placeholder/{body}/{colour}/{view}.svg`, and `{view}-thumb.svg` for the thumbnail,
 * e.g. `/media/placeholder/suv/white/3.svg`.
 */
export function placeholderImageUrl(image: PlaceholderImage, thumb = false): string {
  const file = thumb ? `${image.view}-thumb.svg` : `${image.view}.svg`;
  return `${placeholderRoutePrefix}/${image.body}/${colourSlug(image.colour)}/${file}`;
}
