import type { VehicleRecord, VehicleStatus } from "@storefront/schemas";
import type {
  PlaceholderBody,
  PlaceholderColour,
} from "../../../runtime/server/media/placeholder-palette.ts";
import { maxPlaceholderView } from "../../../runtime/server/media/placeholder-palette.ts";
import { placeholderImageUrl } from "../../../runtime/server/media/placeholder-url.ts";
import type { Random } from "../random.ts";

/**
 * How many photos a listing has. Most stock is fully photographed; coming-soon stock often has
 * none yet, and a few listings have just one to three.
 */
export function choosePhotoCount(status: VehicleStatus, random: Random): number {
  const roll = random.next();
  if (status === "coming_soon") {
    if (roll < 0.5) return 0;
    if (roll < 0.8) return random.int(1, 3);
    return random.int(4, 12);
  }
  if (roll < 0.04) return 0;
  if (roll < 0.11) return random.int(1, 3);
  return Math.min(maxPlaceholderView, random.int(8, 16) + random.int(0, 4));
}

// A few thousand distinct addresses at most; sharing the strings keeps big inventories small.
const galleryUrls = new Map<string, [string, string][]>();

function urlsFor(body: PlaceholderBody, colour: PlaceholderColour): [string, string][] {
  const key = `${body}|${colour}`;
  let urls = galleryUrls.get(key);
  if (!urls) {
    urls = [];
    for (let view = 1; view <= maxPlaceholderView; view++) {
      const image = { body, colour, view };
      urls.push([placeholderImageUrl(image), placeholderImageUrl(image, true)]);
    }
    galleryUrls.set(key, urls);
  }
  return urls;
}

/** Photos 1..count of the placeholder gallery for this body and colour. */
export function buildImages(
  body: PlaceholderBody,
  colour: PlaceholderColour,
  count: number,
): VehicleRecord["images"] {
  const urls = urlsFor(body, colour);
  const images: VehicleRecord["images"] = [];
  for (let i = 0; i < Math.min(count, urls.length); i++) {
    const [url, thumb] = urls[i]!;
    images.push({ url, thumb: { url: thumb } });
  }
  return images;
}

/** Frames in a generated 360° spin: one placeholder view each, so the frames differ. */
const spinFrameCount = 12;

/** About one in a hundred photographed in-stock listings also has a spin. */
const spinsPerHundred = 1;

/**
 * Whether a listing has a spin, from its VIN (itself seeded) rather than a fresh draw, so adding
 * spins leaves every other choice in the sequence, and every other listing, as it was.
 */
export function hasSpin(record: Pick<VehicleRecord, "status" | "vin" | "images">): boolean {
  if (record.status !== "in_stock" || record.images.length < 8 || !record.vin) return false;
  let hash = 0;
  for (const character of record.vin) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash % 100 < spinsPerHundred;
}

/** The spin's frames: the first placeholder views of this body and colour, in order. */
export function buildSpinFrames(body: PlaceholderBody, colour: PlaceholderColour): string[] {
  return urlsFor(body, colour)
    .slice(0, spinFrameCount)
    .map(([url]) => url);
}
